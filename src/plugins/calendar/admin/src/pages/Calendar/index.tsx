import type { DateClickArg } from '@fullcalendar/interaction';
import interactionPlugin from '@fullcalendar/interaction';
import dayGridPlugin from '@fullcalendar/daygrid';
import frLocale from '@fullcalendar/core/locales/fr';
import ptLocale from '@fullcalendar/core/locales/pt';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box, Button, Checkbox, Field, Flex, SingleSelect, SingleSelectOption, Typography } from '@strapi/design-system';
import { Plus } from '@strapi/icons';
import { Layouts, Page } from '@strapi/strapi/admin';
import { DateTime } from 'luxon';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CalendarEvent } from '../../../../shared/calendar-events';
import { isChanged, type EventStatus } from '../../../../shared/event-status';
import { STATUS_WORDS } from '../../fields/PostStatus/status-words';
import { t } from '../../plugin-id';
import { useCalendarSettings } from '../../utils/use-settings';
import { describeZone, zoneOf } from '../../utils/zoned-time';
import { clockFormat, siteNow } from './calendar-clock';
import { markChange } from './change-mark';
import { DayCell } from './DayCell';
import { Legend } from './Legend';
import { markSeries } from './series-mark';
import { markZone } from './zone-mark';
import { editEventPath, newEventPath } from './links';
import { CalendarStyles } from './styles';
import { useCalendarEvents } from './use-calendar-events';

const UI_LOCALES = { fr: frLocale, pt: ptLocale } as const;
/** English words of the event statuses (issue 35); translations/<language>.json has the others (`calendar.eventStatus.<status>`). */
const EVENT_STATUS_WORDS: Record<EventStatus, string> = {
  scheduled: 'As planned',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
  rescheduled: 'Rescheduled',
  moved_online: 'Moved online',
};

/**
 * A week or a day scrolls inside a frame that opens at the working day: a calendar of height "auto" (right
 * for a month or a list, which grow with their events) would lay out the 24 hours from midnight.
 */
const TIME_GRID_HEIGHT = 760;
const WORKING_DAY = '08:00:00';

/**
 * The events of a month (or a week, a day, a list) in one language, each on its own clock (see
 * calendar-clock.ts), coloured by status: click one to edit it, click a day (or its +) to create one on that day.
 */
export function CalendarPage() {
  const { formatMessage, locale: uiLocale } = useIntl();
  const say = (key: string, defaultMessage: string, values?: Record<string, string>) =>
    formatMessage({ id: t(`calendar.${key}`), defaultMessage }, values);
  const navigate = useNavigate();
  const settings = useCalendarSettings();
  // Language, view and period live in the address: back from an event, the editor finds the same page.
  const [params, setParams] = useSearchParams();
  const remember = (values: Record<string, string>) => {
    // Only real changes: FullCalendar reports its dates again when it re-renders.
    if (Object.entries(values).every(([key, value]) => params.get(key) === value)) return;
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(values)) next.set(key, value);
    setParams(next, { replace: true });
  };
  const [showTrash, setShowTrash] = useState(false);
  const locale = params.get('locale') ?? settings?.defaultLocale ?? null;
  const { source, truncated } = useCalendarEvents(locale, showTrash, settings?.timezone ?? null);
  const clock = useMemo(() => clockFormat(uiLocale), [uiLocale]);
  const siteZone = settings?.timezone ?? 'UTC';
  const now = useCallback(() => siteNow(siteZone), [siteZone]);
  // FullCalendar reads its height for the whole calendar, not per view: the page sets it from the view shown
  // (remembered in the address), and scrolls to the working day once a time grid got its frame.
  const calendar = useRef<FullCalendar>(null);
  const timeGrid = (params.get('view') ?? 'dayGridMonth').startsWith('timeGrid');
  useEffect(() => {
    if (timeGrid) calendar.current?.getApi().scrollToTime(WORKING_DAY);
  }, [timeGrid]);

  const create = (day: string) => locale && navigate(newEventPath(day, locale));
  const today = () => DateTime.now().setZone(zoneOf(settings?.timezone)).toISODate() as string;
  const onDateClick = (info: DateClickArg) => create(info.allDay ? info.dateStr.slice(0, 10) : info.dateStr.slice(0, 16));

  return (
    <Page.Main>
      <Page.Title>{say('title', 'Calendar')}</Page.Title>
      <Layouts.Header
        title={say('title', 'Calendar')}
        subtitle={
          settings
            ? say('subtitle', 'Each event at the time of its own time zone; the zone is named where it is not the site’s ({zone}). Click an event to edit it, a day to add one.', { zone: settings.timezone })
            : undefined
        }
        primaryAction={
          <Button startIcon={<Plus />} onClick={() => create(today())} disabled={!locale}>
            {say('create', 'Create an event')}
          </Button>
        }
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={4}>
          <Flex gap={4} alignItems="flex-end" wrap="wrap">
            <Box minWidth="24rem">
              <Field.Root name="calendar-language" id="calendar-language">
                <Field.Label>{say('language', 'Language')}</Field.Label>
                <SingleSelect value={locale ?? ''} onChange={(value: string | number) => remember({ locale: String(value) })}>
                  {(settings?.languages ?? []).map((language) => (
                    <SingleSelectOption key={language.locale} value={language.locale}>
                      {language.name}
                    </SingleSelectOption>
                  ))}
                </SingleSelect>
              </Field.Root>
            </Box>
            <Checkbox checked={showTrash} onCheckedChange={(checked: boolean | 'indeterminate') => setShowTrash(checked === true)}>
              {say('showTrash', 'Show trashed events')}
            </Checkbox>
          </Flex>
          {truncated && (
            <Typography textColor="warning600">{say('truncated', 'This period has too many events to show them all: choose a week or a list.')}</Typography>
          )}
          <Box background="neutral0" padding={4} hasRadius shadow="filterShadow">
            <CalendarStyles>
              {settings && locale && (
                <FullCalendar
                  ref={calendar}
                  plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
                  initialView={params.get('view') ?? 'dayGridMonth'}
                  initialDate={params.get('date') ?? undefined}
                  datesSet={(arg) => remember({ view: arg.view.type, date: arg.view.calendar.formatIso(arg.view.currentStart, true) })}
                  // Wall times in a calendar without clock changes: each event on its own clock, "now" on the site's.
                  timeZone="UTC"
                  now={now}
                  locales={Object.values(UI_LOCALES)}
                  locale={uiLocale.split('-')[0]}
                  headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth' }}
                  buttonText={{ today: say('today', 'Today'), month: say('month', 'Month'), week: say('week', 'Week'), day: say('day', 'Day'), list: say('list', 'List') }}
                  slotLabelFormat={clock}
                  eventTimeFormat={clock}
                  scrollTime={WORKING_DAY}
                  height={timeGrid ? TIME_GRID_HEIGHT : 'auto'}
                  dayMaxEvents={4}
                  eventDisplay="block"
                  nowIndicator
                  events={source}
                  eventClick={(info) => {
                    info.jsEvent.preventDefault();
                    navigate(editEventPath(info.event.id, locale));
                  }}
                  eventDidMount={(info) => {
                    const status = String(info.event.extendedProps.status);
                    info.el.setAttribute('title', `${info.event.title} (${formatMessage({ id: t(`status.${status}`), defaultMessage: STATUS_WORDS[status] ?? status })})`);
                    const change = info.event.extendedProps.eventStatus as EventStatus;
                    if (isChanged(change)) {
                      const word = say(`eventStatus.${change}`, EVENT_STATUS_WORDS[change]);
                      markChange(info.el, change, word);
                      info.el.setAttribute('title', `${word}: ${info.el.getAttribute('title')}`);
                    }
                    const series = info.event.extendedProps.series as CalendarEvent['series'];
                    markSeries(info.el, series, series?.exception ? say('seriesChanged', 'Part of a series, changed on its own') : say('series', 'Part of a series'));
                    const zone = info.event.extendedProps.zone as string | null;
                    if (zone) {
                      const described = describeZone(zone, info.event.extendedProps.instant as string);
                      markZone(info.el, zone, say('zone', 'Times in {zone} ({described})', { zone, described }));
                      info.el.setAttribute('title', `${info.el.getAttribute('title')} · ${zone}`);
                    }
                  }}
                  dateClick={onDateClick}
                  dayCellContent={(arg) => <DayCell arg={arg} onAdd={create} />}
                />
              )}
            </CalendarStyles>
          </Box>
          <Legend statuses={Object.keys(STATUS_WORDS).filter((s) => showTrash || s !== 'trash')} />
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
}

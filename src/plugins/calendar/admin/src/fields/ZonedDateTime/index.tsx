import { Box, Field, Flex, TextInput, Typography } from '@strapi/design-system';
import { useForm } from '@strapi/strapi/admin';
import { forwardRef, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { t } from '../../plugin-id';
import { dateForTime, endAfterStart } from '../../utils/event-end';
import { useCalendarSettings } from '../../utils/use-settings';
import { ALL_DAY, describeZone, fromWallTime, prefilledWallTime, toWallTime, type WallTime } from '../../utils/zoned-time';
import { labelText, type CustomFieldProps } from '../field-props';
import { useIsCreating } from '../use-creating';

/** The query parameter the calendar page's "new event on this day" link carries. */
export const PREFILL_PARAM = 'calendar_start';

/**
 * A stored UTC instant shown and typed as a date and a time on the event's own clock (its `timezone`
 * field, else the site zone), or on the site's clock (`options.zone: "site"`, the publication date).
 * Native date and time inputs carry no zone, so the browser's zone never shifts what the editor sees.
 * All-day events show the date only: their times are the whole days.
 */
const ZonedDateTimeInput = forwardRef<HTMLInputElement, CustomFieldProps<string>>((props, ref) => {
  const { name, value, onChange, required, disabled, error, hint, label, labelAction, attribute } = props;
  const { formatMessage } = useIntl();
  const settings = useCalendarSettings();
  const ownZone = attribute.options?.zone !== 'site';
  const eventZone = useForm('ZonedDateTime', (state) => (ownZone ? ((state.values as Record<string, unknown>).timezone as string | null) : null));
  const allDay = useForm('ZonedDateTime', (state) => ownZone && Boolean((state.values as Record<string, unknown>).allDay));
  const isCreating = useIsCreating();
  const { search } = useLocation();
  const isEnd = name === 'endDate';
  const isStart = name === 'startDate';
  const end = useForm('ZonedDateTime', (state) => (isStart ? ((state.values as Record<string, unknown>).endDate as string | null) : null));
  // The end's own field reads the start: a time typed there before any date takes the start's day.
  const start = useForm('ZonedDateTime', (state) => (isEnd ? ((state.values as Record<string, unknown>).startDate as string | null) : null));
  const setField = useForm('ZonedDateTime', (state) => state.onChange);
  const zone = eventZone || settings?.timezone || null;
  const wall = toWallTime(value, zone);
  const text = labelText(label, formatMessage);
  // The end this field filled in last (an equal end was not typed by the editor), and the event's length
  // as last seen, for an end emptied then filled again.
  const prefilledEnd = useRef<string | null>(null);
  const lastLength = useRef<number | null>(null);
  // The time shown before the date was emptied: a date typed again keeps it.
  const lastTime = useRef<string | null>(null);
  if (isStart && value && end && Date.parse(end) > Date.parse(value)) lastLength.current = Date.parse(end) - Date.parse(value);

  const store = (next: WallTime | null) => onChange(name, next && next.date ? fromWallTime(next, zone) : null);

  /** What the editor types. Setting the start fills in or moves the end (see endAfterStart). */
  const edit = (next: WallTime | null) => {
    const iso = next && next.date ? fromWallTime(next, zone) : null;
    if (isStart && iso) {
      const nextEnd = endAfterStart({ start: iso, previousStart: value ?? null, end: end ?? null, prefilled: prefilledEnd.current, lastLength: lastLength.current, allDay, zone });
      if (nextEnd) {
        if (!end || end === prefilledEnd.current || !value) prefilledEnd.current = nextEnd;
        setField('endDate', nextEnd);
      }
    }
    onChange(name, iso);
  };

  /** Clicking a date box puts the caret on its first part (not the year under the pointer), unless the editor is already in it. */
  const fromFirstPart = (e: React.MouseEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    // The calendar button at the right edge keeps its own behaviour.
    if (document.activeElement === input || e.clientX > input.getBoundingClientRect().right - 36) return;
    e.preventDefault();
    input.focus();
  };

  // A new event opened from the calendar page starts on the chosen day (again if the form reloads its values).
  useEffect(() => {
    if (!isCreating || value || !settings || !ownZone) return;
    const prefill = prefilledWallTime(new URLSearchParams(search).get(PREFILL_PARAM), isEnd);
    if (prefill) store(prefill);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the zone is known, and while empty
  }, [settings, value]);

  // All day: the first day from 00:00:00, the last to 23:59:59, as the original stores them.
  useEffect(() => {
    if (!allDay || !wall) return;
    const time = isEnd ? ALL_DAY.end : ALL_DAY.start;
    const wanted = fromWallTime({ date: wall.date, time }, zone);
    if (wanted && wanted !== value) store({ date: wall.date, time });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allDay, wall?.date, zone]);

  const defaultTime = allDay ? (isEnd ? ALL_DAY.end : ALL_DAY.start) : isEnd ? '17:00' : '08:00';
  const zoneText = zone ? `${zone} (${describeZone(zone, value)})` : '';

  return (
    <Field.Root name={name} id={name} error={error} hint={hint} required={required}>
      <Field.Label action={labelAction}>{text}</Field.Label>
      <Flex gap={2} alignItems="center" wrap="wrap">
        {/* Wide enough for the whole date and its calendar button, whatever the browser's date format. */}
        <Box style={{ width: '19rem' }}>
          <TextInput
            ref={ref}
            type="date"
            disabled={disabled}
            value={wall?.date ?? ''}
            onMouseDown={fromFirstPart}
            onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
              // Typing a date part by part passes through incomplete dates (the box reports ""): keep the
              // stored one until the date is whole, and the time for when it is.
              if (!e.target.value && e.target.validity.badInput) return;
              if (wall) lastTime.current = wall.time;
              edit(e.target.value ? { date: e.target.value, time: wall?.time ?? lastTime.current ?? defaultTime } : null);
            }}
          />
        </Box>
        {!allDay && (
          <Box style={{ width: '14rem' }}>
            <TextInput
              type="time"
              aria-label={formatMessage({ id: t('field.time'), defaultMessage: '{label} (time)' }, { label: text })}
              disabled={disabled}
              value={wall?.time ?? ''}
              onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
                // A time typed before any date takes the start's day (the end) or today, on the event's clock;
                // a time typed part by part passes through incomplete ones (""): keep the stored one till then.
                if (!e.target.value && (!wall || e.target.validity.badInput)) return;
                edit({ date: wall?.date ?? dateForTime(isEnd ? start : null, zone), time: e.target.value || defaultTime });
              }}
            />
          </Box>
        )}
        {zoneText && (
          <Typography variant="pi" textColor="neutral600">
            {allDay ? formatMessage({ id: t('field.allDay'), defaultMessage: 'All day' }) : zoneText}
          </Typography>
        )}
      </Flex>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
});

export default ZonedDateTimeInput;

import type { EventInput, EventSourceFuncArg } from '@fullcalendar/core';
import { useFetchClient } from '@strapi/strapi/admin';
import { useCallback, useState } from 'react';
import type { CalendarEvent, CalendarEventsAnswer } from '../../../../shared/calendar-events';
import { STATUS_COLORS } from '../../fields/PostStatus/status-words';
import { fetchWindow, foreignZone, toCalendarTimes } from './calendar-clock';

/** An event for FullCalendar: placed at the wall times of its own zone, coloured by its status. */
function toCalendarInput(event: CalendarEvent, siteZone: string): EventInput {
  const colors = STATUS_COLORS[event.status] ?? STATUS_COLORS.draft;
  return {
    id: event.documentId,
    title: event.title,
    ...toCalendarTimes(event, siteZone),
    backgroundColor: colors.background,
    borderColor: colors.border,
    textColor: colors.text,
    classNames: [`calendar-status-${event.status}`, ...(event.series ? ['calendar-series'] : [])],
    extendedProps: {
      status: event.status,
      eventStatus: event.eventStatus,
      venue: event.venue,
      postId: event.postId,
      series: event.series,
      // Named beside the event when it is not the site's; `start` (the instant) dates the zone's abbreviation.
      zone: foreignZone(event, siteZone),
      instant: event.start,
    },
  };
}

/**
 * FullCalendar's event source for one language (the calendar runs in UTC with wall times, see
 * calendar-clock.ts), and whether the last window held more than one page shows.
 */
export function useCalendarEvents(locale: string | null, showTrash: boolean, siteZone: string | null) {
  const { get } = useFetchClient();
  const [truncated, setTruncated] = useState(false);
  const source = useCallback(
    async (info: EventSourceFuncArg): Promise<EventInput[]> => {
      if (!locale || !siteZone) return [];
      const params = new URLSearchParams({ ...fetchWindow(info.start, info.end), locale, trash: String(showTrash) });
      const { data } = await get<CalendarEventsAnswer>(`/calendar/events?${params}`);
      setTruncated(data.truncated);
      return data.events.map((event) => toCalendarInput(event, siteZone));
    },
    [get, locale, showTrash, siteZone]
  );
  return { source, truncated };
}

import type { EventInput, EventSourceFuncArg } from '@fullcalendar/core';
import { useFetchClient } from '@strapi/strapi/admin';
import { useCallback, useState } from 'react';
import type { CalendarEvent, CalendarEventsAnswer } from '../../../../shared/calendar-events';
import { STATUS_COLORS } from '../../fields/PostStatus/status-words';

/** An event for FullCalendar: placed by its instants, coloured by its status. */
function toCalendarInput(event: CalendarEvent): EventInput {
  const colors = STATUS_COLORS[event.status] ?? STATUS_COLORS.draft;
  return {
    id: event.documentId,
    title: event.title,
    start: event.start,
    // An all-day event ends at 23:59:59 on its last day: FullCalendar's all-day ends are exclusive days.
    end: event.allDay ? new Date(new Date(event.end).getTime() + 1000).toISOString() : event.end,
    allDay: event.allDay,
    backgroundColor: colors.background,
    borderColor: colors.border,
    textColor: colors.text,
    classNames: [`calendar-status-${event.status}`, ...(event.series ? ['calendar-series'] : [])],
    extendedProps: { status: event.status, venue: event.venue, postId: event.postId, series: event.series },
  };
}

/** FullCalendar's event source for one language, and whether the last window held more than one page shows. */
export function useCalendarEvents(locale: string | null, showTrash: boolean) {
  const { get } = useFetchClient();
  const [truncated, setTruncated] = useState(false);
  const source = useCallback(
    async (info: EventSourceFuncArg): Promise<EventInput[]> => {
      if (!locale) return [];
      const params = new URLSearchParams({ from: info.start.toISOString(), to: info.end.toISOString(), locale, trash: String(showTrash) });
      const { data } = await get<CalendarEventsAnswer>(`/calendar/events?${params}`);
      setTruncated(data.truncated);
      return data.events.map(toCalendarInput);
    },
    [get, locale, showTrash]
  );
  return { source, truncated };
}

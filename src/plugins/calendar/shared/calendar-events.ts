import type { EventStatus } from './event-status';

/** One event as the admin's calendar page draws it (GET /calendar/events): enough to place, colour and open it. */
export interface CalendarEvent {
  documentId: string;
  postId: number;
  title: string;
  /** ISO 8601 instants (UTC). */
  start: string;
  end: string;
  allDay: boolean;
  timezone: string | null;
  status: string;
  /** What became of it (issue 35): scheduled, cancelled, postponed, rescheduled, moved_online. */
  eventStatus: EventStatus;
  venue: string | null;
  /**
   * The series it is a date of: its first event (the anchor; null when it has no version in this
   * language), and whether this date was changed on its own; null for a single event.
   */
  series: { anchor: string | null; exception: boolean } | null;
}

/** The answer of GET /calendar/events: the events of the window, and whether more were left out. */
export interface CalendarEventsAnswer {
  events: CalendarEvent[];
  truncated: boolean;
}

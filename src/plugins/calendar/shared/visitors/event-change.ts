import { datesVoid, isChanged, type EventChangeKeys } from '../event-status';
import { DAY, TIME, wallDate, wallFormat } from './format';
import { word, type VisitorLanguage } from './words';

/**
 * What visitors are told of a changed event (issue 35), the same on the public pages and in the embedded
 * calendar: a badge naming the change, the reason, a rescheduled event's former start, how it is attended
 * and its online link. Pure: each side renders these texts in its own way.
 */
export interface ChangedEvent extends EventChangeKeys {
  all_day: boolean | null;
}

/** The badge's words ("Cancelled"), or null for a scheduled event (nothing to tell). */
export function statusLabel(language: VisitorLanguage, event: Pick<ChangedEvent, 'event_status'>): string | null {
  if (!isChanged(event.event_status)) return null;
  return word(language, `status.${event.event_status}` as 'status.cancelled');
}

/** Whether the event's dates are struck through where shown (cancelled, or postponed to a date not yet known). */
export const struckDates = (event: Pick<ChangedEvent, 'event_status'>): boolean => datesVoid(event.event_status);

/** "Previously Saturday 14 June 2026, 19:00" of a rescheduled event, in the event's own clock; else null. */
export function previousStartText(language: VisitorLanguage, event: Pick<ChangedEvent, 'event_status' | 'previous_start_date' | 'all_day'>): string | null {
  if (event.event_status !== 'rescheduled' || !event.previous_start_date) return null;
  const start = wallDate(event.previous_start_date);
  const when = wallFormat(language, event.all_day ? DAY : { ...DAY, ...TIME }).format(start);
  return word(language, 'status.previousStart', { when });
}

/** "Online event" or "In person and online"; null for an event in person only (the usual case says nothing). */
export function attendanceLabel(language: VisitorLanguage, event: Pick<ChangedEvent, 'attendance_mode'>): string | null {
  if (event.attendance_mode === 'online') return word(language, 'attendance.online');
  if (event.attendance_mode === 'mixed') return word(language, 'attendance.mixed');
  return null;
}

/** The link to join, when the event is attended online and has one that is a web address. */
export function joinUrl(event: Pick<ChangedEvent, 'attendance_mode' | 'online_url'>): string | null {
  if (event.attendance_mode === 'offline' || !event.online_url) return null;
  return /^https?:\/\//i.test(event.online_url) ? event.online_url : null;
}

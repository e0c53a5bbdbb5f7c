import { attendanceOf, isOnline, safeOnlineUrl, statusOf } from '../../../shared/event-status';
import type { EventRecord } from '../../data/records/types';
import { wallTime } from './dates';
import type { WireEventChange } from './types';

/**
 * Our extension keys of an event (issue 35), after the original's keys and the languages: what became of
 * the event and where it is attended. A client of the original never reads them; every record has them
 * (a row older than the columns reads scheduled, in person). The previous start is a wall time in the
 * event's zone as `start_date`, kept for a rescheduled event only; the online link only where the event
 * can be attended online. A protected event blanks the reason, link and notes (protect.ts).
 */
export function eventChangeKeys(event: EventRecord, timezone: string): WireEventChange {
  const status = statusOf(event.eventStatus);
  const mode = attendanceOf(event.attendanceMode);
  const previous = status === 'rescheduled' && event.previousStartDate ? event.previousStartDate : null;
  return {
    event_status: status,
    event_status_reason: event.eventStatusReason ?? '',
    previous_start_date: previous ? wallTime(previous, timezone) : null,
    attendance_mode: mode,
    online_url: isOnline(mode) ? safeOnlineUrl(event.onlineUrl) : '',
    online_access_notes: isOnline(mode) ? (event.onlineAccessNotes ?? '') : '',
  };
}

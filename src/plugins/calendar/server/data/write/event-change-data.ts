import { attendanceOf, statusOf } from '../../../shared/event-status';
import { invalidParams } from '../../core/errors';
import { parseDateInput } from '../../core/params';
import { zoneOf } from '../../core/wire';
import type { EventRecord } from '../records/types';
import { assignSent, emptyToNull, type Data, type WriteContext } from './context';
import type { EventFields } from './event-data';

/** What the write stores of the event's dates (timeData in event-data.ts): present only when sent. */
interface WrittenTimes {
  startDate?: Date;
  timezone?: string;
}

/**
 * The status fields of an event write (issue 35), with what an editor expects without saying it:
 * - `moved_online` makes an in-person event online, unless the write says how it is attended;
 * - a rescheduled event whose start moves keeps its former start by itself (the first one: the date
 *   people were first told), unless the write sends one; `""` clears it;
 * - an event that is not rescheduled keeps no former start (one sent is dropped, a kept one cleared).
 */
export function eventChangeData(body: EventFields, wctx: WriteContext, current: EventRecord | null, times: WrittenTimes): Data {
  const status = body.event_status ?? statusOf(current?.eventStatus);
  const movedOnline = body.event_status === 'moved_online' && attendanceOf(current?.attendanceMode) === 'offline';
  return {
    ...assignSent({}, [
      ['eventStatus', body.event_status],
      ['eventStatusReason', emptyToNull(body.event_status_reason)],
      ['attendanceMode', body.attendance_mode ?? (movedOnline ? 'online' : undefined)],
      ['onlineUrl', emptyToNull(body.online_url)],
      ['onlineAccessNotes', emptyToNull(body.online_access_notes)],
    ]),
    ...previousStart(body, wctx, current, times, status),
  };
}

function previousStart(body: EventFields, wctx: WriteContext, current: EventRecord | null, times: WrittenTimes, status: string): Data {
  const sent = body.previous_start_date;
  // A former start belongs to a rescheduled event only: any other status keeps none (one sent is dropped).
  if (status !== 'rescheduled') return current?.previousStartDate ? { previousStartDate: null } : {};
  if (sent === '') return { previousStartDate: null };
  if (sent !== undefined) {
    const zone = zoneOf(times.timezone ?? current?.timezone ?? wctx.siteTimezone);
    const read = parseDateInput(sent, { zone, now: wctx.now });
    if (!read) throw invalidParams({ previous_start_date: 'Invalid parameter.' });
    return { previousStartDate: read.toJSDate() };
  }
  const moved = current && times.startDate && times.startDate.getTime() !== new Date(current.startDate).getTime();
  return moved && !current.previousStartDate ? { previousStartDate: new Date(current.startDate) } : {};
}

import { DateTime } from 'luxon';
import { ALL_DAY, fromWallTime, toWallTime } from './zoned-time';

/**
 * What the end of an event becomes when the editor sets its start, so that a new event needs one time
 * typed, not two. Pure (luxon only): the form field calls it, unit tests pin it down.
 */

/** The length a new event gets when nothing tells another: one hour (all day: the same day). */
export const DEFAULT_LENGTH_MS = 60 * 60 * 1000;

export interface EndAfterStart {
  /** The start the editor just set (UTC ISO). */
  start: string;
  /** The start before this edit (null while it was empty). */
  previousStart: string | null;
  /** The end now in the form (null while empty). */
  end: string | null;
  /** The end this rule filled in last time (null if none): an end equal to it was not typed by the editor. */
  prefilled: string | null;
  /** The length of the event as last edited (end minus start, ms), if it had one. */
  lastLength: number | null;
  allDay: boolean;
  /** The event's clock (its zone, else the site's): all-day ends are whole days on it. */
  zone: string | null;
}

const ms = (iso: string) => Date.parse(iso);

/** The end at `length` after the start; all day: the last day at 23:59:59 on the event's clock. */
function endAt(start: string, length: number, allDay: boolean, zone: string | null): string | null {
  if (!allDay) return new Date(ms(start) + length).toISOString();
  const wall = toWallTime(start, zone);
  if (!wall) return null;
  // Whole days only: an all-day event of one day ends on its first day.
  const days = Math.max(0, Math.round((length - (24 * 60 * 60 * 1000 - 1000)) / (24 * 60 * 60 * 1000)));
  const last = DateTime.fromISO(wall.date).plus({ days }).toFormat('yyyy-MM-dd');
  return fromWallTime({ date: last, time: ALL_DAY.end }, zone);
}

/**
 * The end to store after the start changed, or null to leave the end as it is.
 * - An empty end, or one this rule filled in: the start plus the length of the last edit (one hour, or
 *   the same day when all day, if the event never had one).
 * - An end the editor gave, with a start before: moved with the start, keeping the event's length (as
 *   calendar apps do; the recurrence flows rely on it).
 * - An end the editor gave before any start: kept, unless the new start is not before it.
 */
export function endAfterStart(input: EndAfterStart): string | null {
  const { start, previousStart, end, prefilled, lastLength, allDay, zone } = input;
  if (Number.isNaN(ms(start))) return null;
  const length = lastLength && lastLength > 0 ? lastLength : allDay ? 0 : DEFAULT_LENGTH_MS;
  if (!end || end === prefilled) return endAt(start, length, allDay, zone);
  if (previousStart && !Number.isNaN(ms(previousStart)) && ms(end) > ms(previousStart)) {
    const moved = new Date(ms(end) + ms(start) - ms(previousStart)).toISOString();
    return moved === end ? null : moved;
  }
  return ms(end) > ms(start) ? null : endAt(start, length, allDay, zone);
}

/** The date a time typed before any date takes: the start's day for the end, else today on the event's clock. */
export function dateForTime(startDate: string | null, zone: string | null, now: Date = new Date()): string {
  const fromStart = toWallTime(startDate, zone);
  return fromStart?.date ?? (toWallTime(now.toISOString(), zone) as { date: string }).date;
}

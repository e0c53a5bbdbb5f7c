import { DateTime, type Zone } from 'luxon';
import { parseDateInput } from '../../core/params';
import { zoneOf } from '../../core/wire';

/** What a write sends about an event's time (wire names already read by the body schema). */
export interface TimesInput {
  start_date?: string;
  end_date?: string;
  timezone?: string;
  all_day?: boolean;
}

/** An event's stored time: UTC instants, its zone, and the all-day flag. */
export interface EventTimes {
  startDate: Date;
  endDate: Date;
  timezone: string;
  allDay: boolean;
}

export type TimesResult = { ok: true; times: EventTimes } | { ok: false; param: 'start_date' | 'end_date'; endBeforeStart?: true };

/**
 * Reads a date the way the original does for writes: in the event's zone; a bare Unix timestamp is
 * taken as a UTC wall time and that wall time is used in the event's zone (contract 9.1).
 */
function readDate(value: string, zone: Zone, now: DateTime): DateTime | null {
  const timestamp = /^@?(\d+)$/.exec(value.trim());
  if (timestamp) return DateTime.fromSeconds(Number(timestamp[1]), { zone: 'utc' }).setZone(zone, { keepLocalTime: true });
  return parseDateInput(value, { zone, now });
}

/**
 * The event's time after a write. Only what is sent changes (a deliberate difference: the original
 * needs both dates, and resets the zone when it is omitted): `end_date` alone moves the end; a new
 * zone alone keeps the wall-clock times, as the original keeps its stored local times.
 */
export function resolveEventTimes(
  input: TimesInput,
  current: EventTimes | null,
  { siteTimezone, now }: { siteTimezone: string; now: DateTime }
): TimesResult {
  const timezone = input.timezone || current?.timezone || siteTimezone;
  const zone = zoneOf(timezone);
  const allDay = input.all_day ?? current?.allDay ?? false;
  const keep = (instant: Date | undefined) =>
    instant && current ? DateTime.fromJSDate(instant).setZone(zoneOf(current.timezone)).setZone(zone, { keepLocalTime: true }) : null;

  let start = input.start_date !== undefined ? readDate(input.start_date, zone, now) : keep(current?.startDate);
  if (!start) return { ok: false, param: 'start_date' };
  let end = input.end_date !== undefined ? readDate(input.end_date, zone, now) : keep(current?.endDate);
  if (!end) return { ok: false, param: 'end_date' };

  // All-day events run from 00:00:00 of the first day to 23:59:59 of the last (contract 9.1).
  if (allDay) {
    start = start.startOf('day');
    end = end.set({ hour: 23, minute: 59, second: 59, millisecond: 0 });
  }
  if (end < start) return { ok: false, param: 'end_date', endBeforeStart: true };
  return { ok: true, times: { startDate: start.toJSDate(), endDate: end.toJSDate(), timezone, allDay } };
}

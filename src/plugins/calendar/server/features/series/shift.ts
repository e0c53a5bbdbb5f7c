import { DateTime } from 'luxon';
import { seriesStartOf, type SeriesStart } from './rules';
import type { DateValue } from '../../data/records/types';

/** An occurrence's dates as stored: UTC instants, its zone (null: the site's) and all-day flag. */
export interface StoredTimes {
  startDate: DateValue;
  endDate: DateValue;
  timezone: string | null;
  allDay: boolean | null;
}

const WALL = 'yyyy-MM-dd HH:mm:ss';
const floating = (wall: string) => DateTime.fromFormat(wall.replace('T', ' ').slice(0, 19), WALL, { zone: 'utc' });

/** A stored event's dates as a series start (wall times in its zone, the site's when it has none). */
export const startOf = (times: StoredTimes, siteTimezone: string): SeriesStart =>
  seriesStartOf({ startDate: times.startDate, endDate: times.endDate, timezone: times.timezone || siteTimezone, allDay: Boolean(times.allDay) });

/** Whether two stored times differ (a write moved, resized, re-zoned or re-flagged the occurrence). */
export function timesChanged(a: StoredTimes, b: StoredTimes): boolean {
  const at = (value: DateValue) => new Date(value).getTime();
  return at(a.startDate) !== at(b.startDate) || at(a.endDate) !== at(b.endDate) || (a.timezone || null) !== (b.timezone || null) || Boolean(a.allDay) !== Boolean(b.allDay);
}

/**
 * The series start after one of its occurrences was moved for the whole series: the wall-clock shift of
 * that occurrence's start applies to the series' first start (a class moved from Tuesday 19:00 to
 * Tuesday 18:30 moves every Tuesday), each occurrence takes the new length, and the zone and all-day flag
 * are the occurrence's new ones.
 */
export function shiftedStart(series: SeriesStart, before: SeriesStart, after: SeriesStart): SeriesStart {
  const shift = floating(after.start).toMillis() - floating(before.start).toMillis();
  const length = floating(after.end).toMillis() - floating(after.start).toMillis();
  const start = floating(series.start).plus(shift);
  return {
    start: start.toFormat(WALL),
    end: start.plus(length).toFormat(WALL),
    timezone: after.timezone,
    allDay: after.allDay,
  };
}

/**
 * The series start after a write for the whole series changed one occurrence from `before` to `after`:
 * moved, resized or re-zoned, the series' dates follow (shiftedStart); otherwise they stay. The series
 * middleware stores it; the admin's preview shows the dates it gives before the editor saves.
 */
export function startAfterWrite(series: SeriesStart, before: StoredTimes, after: StoredTimes, siteTimezone: string): SeriesStart {
  return timesChanged(before, after) ? shiftedStart(series, startOf(before, siteTimezone), startOf(after, siteTimezone)) : series;
}

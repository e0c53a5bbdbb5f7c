import { DateTime } from 'luxon';
import type { SeriesStart } from '../../../../shared/recurrence/types';
import type { DateValue } from '../../../data/records/types';
import { wallTime } from '../../../core/wire/dates';
import { floatingOf, type Floating } from './zone-time';

const DAY = 86_400_000;

/** A series' first occurrence read for computing: its floating start and how long each occurrence lasts. */
export interface SeriesClock {
  timezone: string;
  allDay: boolean;
  /** The first start; all-day: the first day at 00:00. */
  start: Floating;
  /**
   * Wall-clock length in milliseconds (all-day: whole days from the first to the last day). Each
   * occurrence ends this long after its own wall start, in wall time: a class from 19:00 to 21:00 ends at
   * 21:00 on the day the clocks change, and a party from 23:00 to 03:00 at 03:00, as a reader expects and
   * as ical.js expands a DTSTART/DTEND pair.
   */
  length: number;
}

/** Reads a series' first occurrence; an end before the start counts as no length. */
export function readSeries(series: SeriesStart): SeriesClock {
  const { allDay, timezone } = series;
  const day = (wall: string) => floatingOf(wall.trim().slice(0, 10));
  const start = allDay ? day(series.start) : floatingOf(series.start);
  const end = allDay ? day(series.end) : floatingOf(series.end);
  return { timezone, allDay, start, length: Math.max(0, end.toMillis() - start.toMillis()) };
}

/**
 * The wall-clock end of an occurrence starting at `start` (all-day: its last day at 23:59:59, as events
 * store it); `shift` moves a timed end as far as a clock change's gap moved its start.
 */
export function endOf(clock: SeriesClock, start: Floating, shift = 0): Floating {
  // Milliseconds, not luxon's plus(): this runs for every occurrence, and plus() costs ten times more.
  const end = start.toMillis() + clock.length;
  const ms = clock.allDay ? end - (end % DAY) + DAY - 1000 : end + shift;
  return DateTime.fromMillis(ms, { zone: 'utc' });
}

/**
 * The series start of a stored event: its UTC instants as wall times in its zone, as the recurrence
 * reads them (`data/write/event-times.ts` stores all-day events from 00:00:00 of the first day to 23:59:59 of
 * the last, in the event's zone). `timezone` is the event's zone already resolved (a stored null is the site's).
 */
export function seriesStartOf(event: { startDate: DateValue; endDate: DateValue; timezone: string; allDay: boolean }): SeriesStart {
  return {
    start: wallTime(event.startDate, event.timezone),
    end: wallTime(event.endDate, event.timezone),
    timezone: event.timezone,
    allDay: event.allDay,
  };
}

import type { RecurrenceDate } from '../../../../shared/recurrence/types';
import type { SeriesClock } from './series';
import { floatingOfCompact, instantOf, occurrenceKey, wallOf, type Floating } from './zone-time';

/**
 * The values of UNTIL, RDATE and EXDATE as wall times in the event's zone. A date names a day: for a
 * timed series its occurrence at the series' time of day (Google writes exclusions of a timed series that
 * way, too). A local time in another zone (its TZID), or a UTC time, names an instant, shown on the
 * event's clock. An all-day series keeps only the day.
 */
export function resolveDate(value: RecurrenceDate, clock: SeriesClock): Floating {
  let wall: Floating;
  if (value.type === 'date') {
    const day = floatingOfCompact(value.date);
    wall = clock.allDay ? day : day.set({ hour: clock.start.hour, minute: clock.start.minute, second: clock.start.second });
  } else if (value.type === 'utc') {
    wall = wallOf(floatingOfCompact(value.dateTime), clock.timezone);
  } else {
    const local = floatingOfCompact(value.dateTime);
    const foreign = value.tzid !== null && value.tzid !== clock.timezone;
    wall = foreign ? wallOf(instantOf(local, value.tzid as string), clock.timezone) : local;
  }
  return clock.allDay ? wall.startOf('day') : wall;
}

/**
 * The last wall time a start may have under UNTIL (inclusive). A date is the whole day, as Google reads
 * `UNTIL=20270630` on a timed series ("until 30 June"); an all-day series ends with the whole day its
 * UNTIL falls on.
 */
export function resolveUntil(value: RecurrenceDate, clock: SeriesClock): Floating {
  if (value.type === 'date' || clock.allDay) return resolveDate(value, { ...clock, allDay: true }).endOf('day').startOf('second');
  return resolveDate(value, clock);
}

/** A wall time in the event's zone as a value, the reverse of resolveDate (a date for all-day series). */
export const asDateValue = (wall: Floating, allDay: boolean): RecurrenceDate =>
  allDay ? { type: 'date', date: occurrenceKey(wall, true) } : { type: 'local', dateTime: occurrenceKey(wall, false), tzid: null };

import { DateTime } from 'luxon';
import type { CalendarEvent } from '../../../../shared/calendar-events';
import { zoneOf } from '../../utils/zoned-time';

/**
 * The calendar page shows each event on its own clock, as the Content Manager's list and form do: a
 * Lisbon concert at 19:00 sits at 19:00, an all-day Lisbon day on its Lisbon date, whatever the site's
 * or the browser's zone. FullCalendar draws in one zone only, so the page runs it in UTC, where no clock
 * ever jumps, and gives it wall times (a UTC date whose fields are the wall clock's): every event then
 * lands at the time its own clock reads, and the site's "now" is given the same way. Pure: luxon only.
 */

/** Where FullCalendar places an event: wall times without an offset (read as UTC by a UTC calendar). */
export interface CalendarTimes {
  /** `YYYY-MM-DDTHH:mm:ss` for a timed event, `YYYY-MM-DD` for an all-day one. */
  start: string;
  /** Exclusive: for an all-day event, the day after its last day (FullCalendar's all-day ends). */
  end: string;
  allDay: boolean;
}

const WALL = "yyyy-MM-dd'T'HH:mm:ss";

/** The zone an event is read in: its own, else the site's (an event without one is on the site clock). */
export const eventZone = (event: Pick<CalendarEvent, 'timezone'>, siteZone: string): string => event.timezone || siteZone;

/**
 * An event's place on the calendar: its start and end as wall times of its own zone. An all-day event is
 * stored from 00:00:00 of its first day to 23:59:59 of its last, in its zone: its days are those dates.
 */
export function toCalendarTimes(event: Pick<CalendarEvent, 'start' | 'end' | 'allDay' | 'timezone'>, siteZone: string): CalendarTimes {
  const zone = zoneOf(eventZone(event, siteZone));
  const start = DateTime.fromISO(event.start, { zone: 'utc' }).setZone(zone);
  const end = DateTime.fromISO(event.end, { zone: 'utc' }).setZone(zone);
  if (event.allDay) {
    const first = start.toISODate() as string;
    // The day after the last one; a malformed end (before its start) still covers the first day.
    const after = DateTime.max(end.startOf('day'), start.startOf('day')).plus({ days: 1 });
    return { start: first, end: after.toISODate() as string, allDay: true };
  }
  return { start: start.toFormat(WALL), end: end.toFormat(WALL), allDay: false };
}

/**
 * The zone to name beside an event, or null when it is on the site clock: what tells an editor that
 * "19:00" is Lisbon's 19:00 on a site in New York. Two names of the same zone (`UTC`, `UTC+0`) count as one.
 */
export function foreignZone(event: Pick<CalendarEvent, 'timezone'>, siteZone: string): string | null {
  const own = eventZone(event, siteZone);
  return zoneOf(own).name === zoneOf(siteZone).name ? null : own;
}

/**
 * The instants to ask the server for, for a window of wall days: an event's wall time differs from its
 * instant by up to 14 hours either way (UTC-12 to UTC+14), so a day more on each side finds every event
 * whose own clock falls in the window (FullCalendar leaves out the ones that do not).
 */
export function fetchWindow(start: Date, end: Date): { from: string; to: string } {
  const DAY = 24 * 3600 * 1000;
  return { from: new Date(start.getTime() - DAY).toISOString(), to: new Date(end.getTime() + DAY).toISOString() };
}

/** The site clock's present as a wall time: FullCalendar's "now" (today's cell, the now line) in its UTC frame. */
export const siteNow = (siteZone: string, at: DateTime = DateTime.now()): string => at.setZone(zoneOf(siteZone)).toFormat(WALL);

/** What FullCalendar hands a formatting function: wall times as UTC dates (`marker`). */
interface FormattingArg {
  start: { marker: Date };
  end?: { marker: Date };
}

/**
 * Hours and minutes in the editor's admin language, by its own hour cycle (Intl): `7:00 PM` in English,
 * `19:00` and `08:00` in French and Portuguese. Used for the slot labels and the events' times: FullCalendar's own
 * short forms (`7p`, or `12:00 - 11:00` without a meridiem) were hard to read. A range keeps one
 * meridiem where both ends share it (`7:00 – 9:00 PM`).
 */
export function clockFormat(locale: string): (arg: FormattingArg) => string {
  const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }).resolvedOptions().hourCycle;
  // A 24-hour clock reads best with two digits (`08:00`, as the form's time fields show); a 12-hour one without (`8:00 AM`).
  const hour = cycle === 'h23' || cycle === 'h24' ? '2-digit' : 'numeric';
  const format = new Intl.DateTimeFormat(locale, { hour, minute: '2-digit', timeZone: 'UTC' });
  return ({ start, end }) => (end && end.marker.getTime() !== start.marker.getTime() ? format.formatRange(start.marker, end.marker) : format.format(start.marker));
}

/**
 * Dates and times of events on their own clock: the API gives `start_date`/`end_date` as wall times in the
 * event's `timezone` (`2026-06-14 19:00:00`). They are read as if in UTC and formatted in UTC, so the
 * viewer's own zone never shifts them; the zone is shown beside them (its abbreviation from the API).
 */

/** `2026-06-14 19:00:00` (or `2026-06-14`) → a Date whose UTC fields are that wall time. */
export function wallDate(wall: string): Date {
  const [date, time = '00:00:00'] = wall.split(' ');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  return new Date(Date.UTC(y, m - 1, d, hh, mm, ss || 0));
}

/** `YYYY-MM-DD` of a Date's UTC fields (a wall date). */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Adds whole days to a wall date. */
export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * 86_400_000);

const cache = new Map<string, Intl.DateTimeFormat>();

/** An Intl formatter of wall dates (`timeZone: 'UTC'` keeps them as they are), kept per options. */
export function wallFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' })));
  return format;
}

export const DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };
/** `9:30 PM`, `21:30`: no leading zero, as the admin writes times (issue 32). */
export const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** What an event's dates need. */
export interface EventTimes {
  start_date: string;
  end_date: string;
  all_day: boolean | null;
  timezone: string;
  timezone_abbr: string;
}

/**
 * "Saturday 14 June 2026, 19:00 – 22:00" (one day), "14 – 16 June 2026" (all-day days), or both ends in
 * full across days; the zone abbreviation after timed ranges.
 */
export function formatWhen(language: string, event: EventTimes, allDayWord: string): string {
  const start = wallDate(event.start_date);
  const end = wallDate(event.end_date);
  if (event.all_day) {
    const days = wallFormat(language, DAY);
    const sameDay = isoDay(start) === isoDay(end);
    return sameDay ? `${days.format(start)} (${allDayWord})` : days.formatRange(start, end);
  }
  const full = wallFormat(language, { ...DAY, ...TIME });
  const text = isoDay(start) === isoDay(end)
    ? `${wallFormat(language, DAY).format(start)}, ${wallFormat(language, TIME).formatRange(start, end)}`
    : full.formatRange(start, end);
  return `${text} (${event.timezone_abbr || event.timezone})`;
}

/** "19:00" of a wall time, or the all-day word. */
export const formatTime = (language: string, event: EventTimes, allDayWord: string): string =>
  event.all_day ? allDayWord : wallFormat(language, TIME).format(wallDate(event.start_date));

/** What a timed event spanning days shows on one of its days (`YYYY-MM-DD`): its start, or how it goes on. */
export type DayPart = { part: 'start' } | { part: 'middle' } | { part: 'end'; time: string };

/**
 * A timed event spanning days starts on its first day, goes on through the days between and ends on its
 * last one (issue 32: it showed its start time on every day). All-day events are all-day on each.
 */
export function dayPart(language: string, event: EventTimes, day: string): DayPart {
  const [first, last] = [event.start_date.slice(0, 10), event.end_date.slice(0, 10)];
  if (event.all_day || day <= first || day > last) return { part: 'start' };
  if (day < last) return { part: 'middle' };
  return { part: 'end', time: wallFormat(language, TIME).format(wallDate(event.end_date)) };
}

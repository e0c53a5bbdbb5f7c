import ICAL from 'ical.js';
import { parseRecurrence } from '../../../../../shared/recurrence/parse';
import type { Recurrence, SeriesStart } from '../../../../../shared/recurrence/types';
import { icalZoneId, vtimezone } from '../../../feeds/vtimezone';
import { expandSeries, type ExpandOptions, type Expansion } from '../expand';
import { toICalendarLines } from '../feed-lines';

/** A recurrence list that must parse. */
export function recurrenceOf(lines: string[]): Recurrence {
  const result = parseRecurrence(lines);
  if (!result.ok) throw result.error;
  return result.recurrence;
}

export interface SeriesCase {
  /** `YYYY-MM-DD HH:MM:SS` wall time of the first start. */
  start: string;
  end?: string;
  timezone?: string;
  allDay?: boolean;
  lines: string[];
  /** `YYYY-MM-DD`: no start after the end of this day (UTC). */
  horizon?: string;
  cap?: number;
  from?: string;
}

export function seriesOf(c: SeriesCase): SeriesStart {
  return { start: c.start, end: c.end ?? c.start, timezone: c.timezone ?? 'America/New_York', allDay: c.allDay ?? false };
}

export function expandCase(c: SeriesCase): Expansion {
  const options: ExpandOptions = {
    horizon: new Date(`${c.horizon ?? '2100-01-01'}T23:59:59Z`),
    cap: c.cap ?? 10_000,
    ...(c.from ? { from: new Date(c.from) } : {}),
  };
  return expandSeries(seriesOf(c), recurrenceOf(c.lines), options);
}

/** The occurrence keys of a case. */
export const keysOf = (c: SeriesCase): string[] => expandCase(c).occurrences.map((o) => o.key);

/**
 * The same series expanded by ical.js (an independent RFC 5545 implementation, the one Thunderbird uses),
 * in floating time: the keys it gives up to the horizon.
 */
export function icalKeys(c: SeriesCase): string[] {
  const compact = (wall: string) => wall.replace(/[-:]/g, '').replace(' ', 'T');
  const dtstart = c.allDay ? `DTSTART;VALUE=DATE:${compact(c.start).slice(0, 8)}` : `DTSTART:${compact(c.start)}`;
  // Floating values: TZIDs dropped (every case's values are already in the series' zone).
  const lines = c.lines.map((line) => line.replace(/;TZID=[^:;]+/, ''));
  const text = ['BEGIN:VCALENDAR', 'BEGIN:VEVENT', 'UID:x', dtstart, ...lines, 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent') as InstanceType<typeof ICAL.Component>);
  const horizon = ICAL.Time.fromDateTimeString(`${c.horizon ?? '2100-01-01'}T23:59:59`);
  const iterator = event.iterator();
  const keys: string[] = [];
  for (let next = iterator.next(); next && next.compare(horizon) <= 0; next = iterator.next()) {
    keys.push(compact(next.toString()).slice(0, c.allDay ? 8 : 15));
    if (keys.length > 10_000) break;
  }
  return keys;
}

/** `19970902T090000` keys of 09:00 on the given days (`YYYYMMDD`). */
export const at9 = (...days: string[]): string[] => days.map((day) => `${day}T090000`);

/**
 * The VEVENT a feed would write for the series (DTSTART with the feed's TZID and VTIMEZONE, the lines of
 * toICalendarLines), expanded by ical.js up to the horizon: UTC starts, or `YYYY-MM-DD` days for all-day series.
 */
export function icalFeedStarts(series: SeriesCase): string[] {
  const start = seriesOf(series);
  const horizon = series.horizon ?? '2027-12-31';
  const feed = toICalendarLines(recurrenceOf(series.lines), start);
  const tzid = icalZoneId(start.timezone);
  const compact = feed.start.replace(/[-:]/g, '').replace(' ', 'T');
  const dtstart = start.allDay ? `DTSTART;VALUE=DATE:${compact.slice(0, 8)}` : tzid === 'UTC' ? `DTSTART:${compact}Z` : `DTSTART;TZID=${tzid}:${compact}`;
  const zone = start.allDay ? null : vtimezone(tzid, Number(start.start.slice(0, 4)), Number(horizon.slice(0, 4)));
  const text = ['BEGIN:VCALENDAR', ...(zone ? [zone] : []), 'BEGIN:VEVENT', 'UID:x', dtstart, ...feed.lines, 'END:VEVENT', 'END:VCALENDAR'];
  const calendar = new ICAL.Component(ICAL.parse(text.join('\r\n')));
  for (const vtz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtz);
  const iterator = new ICAL.Event(calendar.getFirstSubcomponent('vevent') as InstanceType<typeof ICAL.Component>).iterator();
  const end = new Date(`${horizon}T23:59:59Z`).getTime();
  const starts: string[] = [];
  for (let next = iterator.next(); next && next.toJSDate().getTime() <= end; next = iterator.next()) {
    starts.push(start.allDay ? next.toString() : next.toJSDate().toISOString());
    if (starts.length > 10_000) break;
  }
  return starts;
}

/** What expandCase gives, in the form icalFeedStarts gives it. */
export const feedStartsOf = (series: SeriesCase): string[] =>
  expandCase(series).occurrences.map((o) => (series.allDay ? o.key.replace(/^(\d{4})(\d\d)(\d\d)$/, '$1-$2-$3') : o.start.toISOString()));

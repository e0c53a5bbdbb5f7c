import { formatRule } from '../../../../shared/recurrence/rule-format';
import type { Recurrence, RecurrenceDate, SeriesStart } from '../../../../shared/recurrence/types';
import { resolveDate, resolveUntil } from './resolve';
import { readSeries, type SeriesClock } from './series';
import { instantOf, occurrenceKey, type Floating } from './zone-time';

/** A recurrence written back as the normalised `recurrence` lines a record shows (Google Calendar's shape). */

/** `20270415T180000Z`: a wall time of the event's zone as a UTC value. */
export const utcStamp = (wall: Floating, clock: SeriesClock) => `${instantOf(wall, clock.timezone).toFormat("yyyyMMdd'T'HHmmss")}Z`;

/** A parameter value, quoted when it holds a character RFC 5545 reserves (`TZID="UTC+5:30"`). */
const paramValue = (value: string) => (/[:;,]/.test(value) ? `"${value}"` : value);

/** The keys of the dates, in order, without repeats. */
function keys(values: RecurrenceDate[], clock: SeriesClock): string[] {
  const walls = values.map((value) => resolveDate(value, clock)).sort((a, b) => a.toMillis() - b.toMillis());
  return [...new Set(walls.map((wall) => occurrenceKey(wall, clock.allDay)))];
}

/** `RDATE;TZID=Europe/Lisbon:…`, `EXDATE;VALUE=DATE:…`, or UTC values where `tzid` is UTC. */
export function dateLine(name: string, values: RecurrenceDate[], clock: SeriesClock, tzid: string | null): string[] {
  const list = keys(values, clock);
  if (list.length === 0) return [];
  if (clock.allDay) return [`${name};VALUE=DATE:${list.join(',')}`];
  if (tzid === null) {
    const stamps = values.map((value) => utcStamp(resolveDate(value, clock), clock));
    return [`${name}:${[...new Set(stamps)].sort().join(',')}`];
  }
  return [`${name};TZID=${paramValue(tzid)}:${list.join(',')}`];
}

/**
 * UNTIL as stored: a date stays a date (Google's `UNTIL=20270630`), a time becomes UTC (RFC 5545). With
 * `asComputed`, a date UNTIL of a timed series is written as the instant the service computes with, the end
 * of that day in the series' zone (`UNTIL=20270630T225959Z` in Lisbon's summer): RFC 5545 wants UNTIL of the
 * DTSTART's type, and libraries (rrule, ical.js) read a bare date as its midnight, a date fewer than the
 * service stores (issue 32). The feeds write it so too.
 */
function recordUntil(value: RecurrenceDate, clock: SeriesClock, asComputed: boolean): string {
  const until = resolveUntil(value, clock);
  if (clock.allDay || (value.type === 'date' && !asComputed)) return occurrenceKey(until, true);
  return utcStamp(until, clock);
}

/**
 * The normalised `recurrence` of a series, as records show it and as a client can send it back
 * unchanged: RRULE first (FREQ first in it), then one RDATE and one EXDATE line, their values in the
 * event's zone (`TZID=<the event's zone>`; `VALUE=DATE` for all-day series), sorted, without repeats.
 * A date-only value of a timed series is written at the series' time, as it is read.
 */
export function toRecurrenceLines(recurrence: Recurrence, series: SeriesStart, { untilAsComputed = false } = {}): string[] {
  const clock = readSeries(series);
  const rule = recurrence.rule ? [`RRULE:${formatRule(recurrence.rule, (until) => recordUntil(until, clock, untilAsComputed))}`] : [];
  return [...rule, ...dateLine('RDATE', recurrence.rdates, clock, series.timezone), ...dateLine('EXDATE', recurrence.exdates, clock, series.timezone)];
}

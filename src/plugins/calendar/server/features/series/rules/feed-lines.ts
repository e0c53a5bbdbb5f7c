import { formatRule } from '../../../../shared/recurrence/rule-format';
import type { Recurrence, RecurrenceDate, RecurrenceRule, SeriesStart } from '../../../../shared/recurrence/types';
import { icalZoneId } from '../../feeds/vtimezone';
import { makesStart, ruleStarts } from './engine';
import { withDerivedParts, withoutCount } from './explicit';
import { dateLine, utcStamp } from './lines';
import { asDateValue, resolveUntil } from './resolve';
import { endOf, readSeries, type SeriesClock } from './series';
import { occurrenceKey, wallText, type Floating } from './zone-time';

/** A series as a feed's VEVENT writes it: its DTSTART (and DTEND) and its recurrence properties. */
export interface FeedRecurrence {
  /**
   * The wall time (event zone, `YYYY-MM-DD HH:MM:SS`) to write as DTSTART: the series' start, except when
   * the rule does not make it (see forFeeds), then the rule's first date.
   */
  start: string;
  /** The matching DTEND's wall time (all-day: the last day at 23:59:59, written as the next day's date). */
  end: string;
  /** RRULE (FREQ first), RDATE and EXDATE lines, unfolded (the feed folds them). */
  lines: string[];
}

/** Every month: what a yearly rule with BYMONTHDAY and no BYMONTH means (RFC 5545 expands it to each month). */
const ALL_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * A yearly rule by day of the month with its months written out: ical.js otherwise keeps DTSTART's month
 * only. (Not with a weekday ranked in the year, whose meaning BYMONTH would change; rule-checks.ts refuses those.)
 */
function monthsWritten(rule: RecurrenceRule): RecurrenceRule {
  const ranked = rule.byDay?.some((day) => day.nth !== undefined);
  const bare = rule.freq === 'YEARLY' && rule.byMonthDay && !rule.byMonth && !rule.byYearDay && !rule.byWeekNo && !ranked;
  return bare ? { ...rule, byMonth: ALL_MONTHS } : rule;
}

/**
 * The series as every reader expands it alike. RFC 5545 leaves the dates of a DTSTART its rule does not
 * make "undefined" (3.8.5.3): Google keeps it as the first date and counts it in COUNT, ical.js
 * (Thunderbird) keeps or drops it depending on the rule. So such a series is written with DTSTART on the
 * rule's first date, the first occurrence as an RDATE, and COUNT as the UNTIL of the rule's last date;
 * the parts the old DTSTART implied (a weekly rule's weekday…) are written out.
 */
function forFeeds(original: Recurrence, clock: SeriesClock): { start: Floating; recurrence: Recurrence } {
  const rule = original.rule && monthsWritten(original.rule);
  const recurrence = { ...original, rule };
  // Without RRULE, ical.js reads the RDATEs only: the first date is listed among them too (read once by RFC readers).
  const withFirst = { ...recurrence, rule: null, rdates: [asDateValue(clock.start, clock.allDay), ...original.rdates] };
  if (!rule) return { start: clock.start, recurrence: original.rdates.length ? withFirst : recurrence };
  const until = rule.until && resolveUntil(rule.until, clock);
  if (makesStart(rule, clock.start, until)) return { start: clock.start, recurrence };
  let first: Floating | undefined;
  let last: Floating | undefined;
  for (const wall of ruleStarts(rule, clock.start, until, { from: clock.start, to: clock.start.plus({ years: 1000 }) })) {
    if (wall.equals(clock.start)) continue;
    first ??= wall;
    last = wall;
    if (rule.count === undefined) break;
  }
  // The rule adds no date to the first occurrence: the event and its RDATEs.
  if (!first || !last) return { start: clock.start, recurrence: original.rdates.length ? withFirst : { ...recurrence, rule: null } };
  const explicit = withDerivedParts(rule, clock.start);
  const bounded = rule.count === undefined ? explicit : { ...withoutCount(explicit), until: asDateValue(last, clock.allDay) };
  return { start: first, recurrence: { ...recurrence, rule: bounded, rdates: [asDateValue(clock.start, clock.allDay), ...original.rdates] } };
}

/**
 * The recurrence of a series as an iCalendar feed writes it on the series' VEVENT, with DTSTART and DTEND
 * at `start` and `end` in the TZID `icalZoneId` gives the event's zone (`features/feeds/vtimezone.ts`; dates for
 * all-day series). UNTIL is a UTC time for timed series and a date for all-day ones, as RFC 5545
 * requires; RDATE and EXDATE carry the same TZID (UTC values where the zone is written as UTC), which
 * Google, Apple and Outlook read. With ical-generator: `repeating: lines.join('\r\n')`.
 */
export function toICalendarLines(original: Recurrence, series: SeriesStart): FeedRecurrence {
  const clock = readSeries(series);
  const { start, recurrence } = forFeeds(original, clock);
  const zone = icalZoneId(series.timezone);
  const tzid = zone === 'UTC' ? null : zone;
  const until = (value: RecurrenceDate) => {
    const wall = resolveUntil(value, clock);
    return clock.allDay ? occurrenceKey(wall, true) : utcStamp(wall, clock);
  };
  const rule = recurrence.rule ? [`RRULE:${formatRule(recurrence.rule, until)}`] : [];
  const lines = [...rule, ...dateLine('RDATE', recurrence.rdates, clock, tzid), ...dateLine('EXDATE', recurrence.exdates, clock, tzid)];
  return { start: wallText(start), end: wallText(endOf(clock, start)), lines };
}

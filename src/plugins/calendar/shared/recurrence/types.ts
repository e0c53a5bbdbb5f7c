/**
 * A series' recurrence as RFC 5545 states it (sections 3.3.10, 3.8.5.1 to 3.8.5.3), in the shape Google
 * Calendar's API writes on a master event: `recurrence` lines `RRULE:…`, `RDATE…`, `EXDATE…`. Shared by the
 * server (expansion, feeds) and the admin (the recurrence editor): plain data, no Strapi, no DOM.
 */

/** The frequencies a calendar of events repeats at (RFC 5545 FREQ, sub-daily ones refused). */
export const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** RFC 5545 weekday codes, Monday first (ISO 8601 order, luxon's `weekday` minus one). */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One BYDAY entry: a weekday, and for monthly and yearly rules its rank (`2TU`: 2, `-1FR`: -1). */
export interface ByDay {
  weekday: Weekday;
  /** 1 to 53 or -53 to -1; absent: every such weekday of the period. */
  nth?: number;
}

/**
 * A date or date-time value of an RRULE's UNTIL, an RDATE or an EXDATE, as written, so that it can be
 * written back unchanged. A `local` value is read in `tzid` when the line names one, else in the event's zone.
 */
export type RecurrenceDate =
  /** `VALUE=DATE`: `YYYYMMDD`. */
  | { type: 'date'; date: string }
  /** `YYYYMMDDTHHMMSS`, a wall time in `tzid` (null: the event's zone, RFC 5545's "floating" time read there). */
  | { type: 'local'; dateTime: string; tzid: string | null }
  /** `YYYYMMDDTHHMMSSZ`, an instant (the `dateTime` is kept without the `Z`). */
  | { type: 'utc'; dateTime: string };

/** An RRULE (RFC 5545 3.3.10) restricted to what a calendar of events uses; lists sorted, without repeats. */
export interface RecurrenceRule {
  freq: Frequency;
  /** 1 or more (RFC default 1). */
  interval: number;
  /** The last possible start (inclusive); never together with `count`. */
  until?: RecurrenceDate;
  /** How many occurrences the rule makes, the first occurrence (the event's start) included. */
  count?: number;
  byDay?: ByDay[];
  /** 1 to 31, or -31 to -1 counted from the month's end. */
  byMonthDay?: number[];
  /** 1 to 12. */
  byMonth?: number[];
  /** 1 to 366, or -366 to -1 (yearly rules only). */
  byYearDay?: number[];
  /** ISO week numbers 1 to 53, or -53 to -1 (yearly rules only). */
  byWeekNo?: number[];
  /** Picks among each period's candidates: 1 is the first, -1 the last. */
  bySetPos?: number[];
  /** The week's first day (RFC default MO); only matters to weekly rules with INTERVAL > 1 and to BYWEEKNO. */
  wkst?: Weekday;
}

/** A whole `recurrence` list: at most one rule, dates added, dates excluded. Empty: not a series. */
export interface Recurrence {
  rule: RecurrenceRule | null;
  rdates: RecurrenceDate[];
  exdates: RecurrenceDate[];
}

/** The first occurrence of a series, as the rule reads it: wall times in the event's zone. */
export interface SeriesStart {
  /** `YYYY-MM-DD HH:MM:SS` (a `T` also reads) in `timezone`; all-day: the first day (the time is ignored). */
  start: string;
  /** Same form: the first occurrence's end; all-day: its last day (the time is ignored). */
  end: string;
  /** An IANA name or a WordPress offset (`UTC+5.5`), as events store it. */
  timezone: string;
  allDay: boolean;
}

/** Whether a recurrence makes no series (no rule, no added dates). */
export const isSingleEvent = (recurrence: Recurrence): boolean => recurrence.rule === null && recurrence.rdates.length === 0;

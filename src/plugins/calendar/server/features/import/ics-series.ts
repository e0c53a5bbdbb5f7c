import { errors } from '@strapi/utils';
import { toCompact } from '../../../shared/recurrence/date-values';
import { isSingleEvent, parseRecurrence, type SeriesStart } from '../series/rules';
import { keyOfDate } from '../series/keys';
import { isKnownTzid, tzidOfStart, type Vevent } from './ics-feed';

/**
 * The recurrence of an iCalendar VEVENT as a series here: its RRULE, RDATE and EXDATE lines become the
 * event body's `recurrence` (the same lines an API client sends), and each VEVENT with the same UID and
 * a RECURRENCE-ID names one occurrence by its key (the original date as a wall time in the series'
 * zone, RFC 5545's RECURRENCE-ID, compact: `20270415T190000`, all-day `20270415`).
 */
const LINES = ['rrule', 'rdate', 'exdate', 'exrule'];

/** A master's recurrence: its lines, why they cannot be read here, or null (it does not repeat). */
export type IcsRecurrence = { lines: string[] } | { problem: string } | null;

export function recurrenceOf(vevent: Vevent): IcsRecurrence {
  const lines = LINES.flatMap((name) => vevent.getAllProperties(name).map((property) => property.toICALString()));
  if (!lines.length) return null;
  const tzid = tzidOfStart(vevent);
  // Dates are computed on the wall clock of the event's zone: one this calendar does not know cannot place them.
  if (tzid !== undefined && !isKnownTzid(tzid)) return { problem: `its DTSTART's TZID=${tzid} is not a time zone this calendar knows (an IANA name such as Europe/Lisbon)` };
  const parsed = parseRecurrence(lines);
  if (!parsed.ok) return { problem: parsed.error.message };
  return isSingleEvent(parsed.recurrence) ? null : { lines };
}

/** The first occurrence of a master as its series starts (from its write body), and that occurrence's key. */
export function seriesStartOfBody(body: Record<string, unknown>, siteTimezone: string): { start: SeriesStart; key: string } {
  const allDay = body.all_day === true;
  const start = { start: String(body.start_date), end: String(body.end_date), timezone: typeof body.timezone === 'string' ? body.timezone : siteTimezone, allDay };
  return { start, key: toCompact(allDay ? start.start.slice(0, 10) : start.start) };
}

/** The RECURRENCE-ID of an override as written (`20270415T190000`): how an override without its master is named. */
export function recurrenceIdText(vevent: Vevent): string {
  const line = vevent.getFirstProperty('recurrence-id')?.toICALString() ?? '';
  return line.slice(line.lastIndexOf(':') + 1);
}

/** The key of the occurrence an override changes, in its series, or why it names none. */
export function overrideKey(vevent: Vevent, series: SeriesStart): { key: string } | { problem: string } {
  const line = vevent.getFirstProperty('recurrence-id')?.toICALString() ?? '';
  // RECURRENCE-ID takes a date value as EXDATE does (RANGE=THISANDFUTURE, which RFC 5545 deprecates, is refused).
  const parsed = parseRecurrence([line.replace(/^RECURRENCE-ID/i, 'EXDATE')]);
  if (!parsed.ok || parsed.recurrence.exdates.length !== 1) return { problem: `its RECURRENCE-ID cannot be read here (${line})` };
  return { key: keyOfDate(parsed.recurrence.exdates[0], series) };
}

/**
 * A series the series service refused (features/series/errors.ts SeriesRuleError: a validation error naming
 * `recurrence`), told by its shape: the class a test imports is not the app's compiled one.
 */
export function refusedSeries(error: unknown): error is Error {
  const details = (error as { details?: { errors?: { path?: unknown[] }[] } }).details;
  return error instanceof errors.ValidationError && Boolean(details?.errors?.some((e) => e.path?.[0] === 'recurrence'));
}


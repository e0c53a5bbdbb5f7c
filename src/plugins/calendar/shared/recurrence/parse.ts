import { readContentLine, type ContentLine } from './content-line';
import { isKnownZone, readDateValue } from './date-values';
import { lineError, RecurrenceError } from './errors';
import { readRule } from './rule-parse';
import type { Recurrence, RecurrenceDate } from './types';

/** Bounds on what a client may send: a series is a few lines, not a document. */
export const RECURRENCE_LIMITS = {
  /** Lines in one list (blank ones included). */
  lines: 100,
  /** Characters in one line (about 600 dates of an EXDATE list). */
  lineLength: 10_000,
  /** RDATE and EXDATE values together. */
  dates: 1_000,
} as const;

/**
 * Zod-friendly: a result, never a throw, so a body schema's reader turns a failure into its issue
 * (`error.message` names the line and the problem; `error.details.index` the line), e.g. with
 * `core/params/issues.ts`: `param((value) => { const r = parseRecurrence(value); return r.ok ? r.recurrence :
 * reject({ wp: 'error', code: 'rest_invalid_param', message: r.error.message, data: { status: 400 } }); })`.
 */
export type ParseResult = { ok: true; recurrence: Recurrence } | { ok: false; error: RecurrenceError };

/** Lines that are not recurrence lines, with what to do instead. */
const OTHER_LINES: Record<string, string> = {
  DTSTART: "DTSTART is not a recurrence line: the series starts at the event's start_date",
  DTEND: "DTEND is not a recurrence line: each occurrence lasts as long as the event (its end_date)",
  DURATION: "DURATION is not a recurrence line: each occurrence lasts as long as the event (its end_date)",
  EXRULE: 'EXRULE is deprecated by RFC 5545 and not supported: list the dates to leave out in EXDATE',
};

const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/;

function readDates(line: ContentLine): RecurrenceDate[] | string {
  for (const name of line.params.keys()) {
    if (name !== 'TZID' && name !== 'VALUE') return `the parameter ${name} is not supported here (only TZID and VALUE)`;
  }
  const kind = line.params.get('VALUE')?.toUpperCase();
  if (kind === 'PERIOD') return 'periods (VALUE=PERIOD) are not supported: give the start dates, each occurrence lasts as long as the event';
  if (kind !== undefined && kind !== 'DATE' && kind !== 'DATE-TIME') return `VALUE=${kind} is not DATE or DATE-TIME`;
  const tzid = line.params.get('TZID') ?? null;
  if (tzid !== null && !isKnownZone(tzid)) return `TZID=${tzid} is not a time zone this calendar knows (an IANA name such as Europe/Lisbon, or UTC+N)`;
  const dates: RecurrenceDate[] = [];
  for (const text of line.value.split(',')) {
    const value = readDateValue(text.trim(), kind, tzid);
    if (typeof value === 'string') return value;
    dates.push(value);
  }
  return dates;
}

/** The lines of the input: a list of strings, or one string of lines (a form field, an iCalendar excerpt). */
function linesOf(input: unknown): string[] | RecurrenceError {
  const lines = typeof input === 'string' ? input.split(/\r?\n/) : input;
  const problem = (message: string) => new RecurrenceError('invalid', message);
  if (!Array.isArray(lines)) return problem('recurrence is not a list of RFC 5545 lines (strings such as "RRULE:FREQ=WEEKLY").');
  if (lines.length > RECURRENCE_LIMITS.lines) return problem(`recurrence has ${lines.length} lines; at most ${RECURRENCE_LIMITS.lines} are accepted.`);
  const index = lines.findIndex((line) => typeof line !== 'string');
  if (index >= 0) return new RecurrenceError('invalid', `recurrence[${index}] is not a string.`, { index });
  return lines as string[];
}

/** The problem with one line, or what it adds to the recurrence. */
function readLine(raw: string, recurrence: Recurrence): string | undefined {
  if (raw.length > RECURRENCE_LIMITS.lineLength) return `the line is longer than ${RECURRENCE_LIMITS.lineLength} characters`;
  if (CONTROL.test(raw)) return 'the line holds a control character';
  const line = readContentLine(raw.trim());
  if (typeof line === 'string') return line;
  if (line.name === 'RRULE') {
    if (line.params.size > 0) return 'RRULE takes no parameters';
    if (recurrence.rule) return 'a series has at most one RRULE (add dates with RDATE)';
    const rule = readRule(line.value);
    if (typeof rule === 'string') return rule;
    recurrence.rule = rule;
    return undefined;
  }
  if (line.name === 'RDATE' || line.name === 'EXDATE') {
    const dates = readDates(line);
    if (typeof dates === 'string') return dates;
    (line.name === 'RDATE' ? recurrence.rdates : recurrence.exdates).push(...dates);
    const count = recurrence.rdates.length + recurrence.exdates.length;
    return count > RECURRENCE_LIMITS.dates ? `RDATE and EXDATE hold more than ${RECURRENCE_LIMITS.dates} dates together` : undefined;
  }
  return OTHER_LINES[line.name] ?? `${line.name} is not a recurrence line (RRULE, RDATE or EXDATE)`;
}

/**
 * Reads a `recurrence` list as Google Calendar's API writes it on a master event, e.g.
 * `["RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630", "EXDATE;TZID=Europe/Lisbon:20270415T190000"]`.
 * Blank lines are skipped; `[]` (or `""`) is an empty recurrence: a single event. The first refused line
 * fails the whole list. Values stay as written (zones are applied when the series is expanded or written
 * back, with the event's own zone: see the server's `recurrence/` room).
 */
export function parseRecurrence(input: unknown): ParseResult {
  const lines = linesOf(input);
  if (lines instanceof RecurrenceError) return { ok: false, error: lines };
  const recurrence: Recurrence = { rule: null, rdates: [], exdates: [] };
  for (const [index, raw] of lines.entries()) {
    if (!raw.trim()) continue;
    const problem = readLine(raw, recurrence);
    if (problem) return { ok: false, error: lineError(index, raw, problem) };
  }
  return { ok: true, recurrence };
}

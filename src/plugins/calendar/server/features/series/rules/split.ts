import { RecurrenceError } from '../../../../shared/recurrence/errors';
import type { Recurrence, RecurrenceDate, RecurrenceRule, SeriesStart } from '../../../../shared/recurrence/types';
import { ruleStarts } from './engine';
import { withDerivedParts, withoutCount } from './explicit';
import { asDateValue, resolveDate, resolveUntil } from './resolve';
import { endOf, readSeries, type SeriesClock } from './series';
import { floatingOfCompact, occurrenceKey, wallText, type Floating } from './zone-time';

/** A series' first occurrence and recurrence. */
export interface SeriesPart {
  series: SeriesStart;
  recurrence: Recurrence;
}

/** A series cut in two at one occurrence ("this and the following"). */
export interface SeriesSplit {
  /** The recurrence of the series kept before the cut (same first occurrence), or null when the cut is at the first occurrence. */
  before: Recurrence | null;
  /** The new series: its first occurrence is the one the cut was made at; the same dates follow it. */
  after: SeriesPart;
}

/** How many of the rule's next dates a split compares between the old and the new series. */
const CHECKED_DATES = 12;

const notAnOccurrence = (key: string) =>
  new RecurrenceError('not-an-occurrence', `${JSON.stringify(key)} is not the key of one of the series' occurrences.`);

/** The key read back as a wall time, if it has the form of the series' keys. */
function readKey(key: string, clock: SeriesClock): Floating {
  const form = clock.allDay ? /^\d{8}$/ : /^\d{8}T\d{6}$/;
  const wall = form.test(key) ? floatingOfCompact(key) : null;
  if (!wall?.isValid) throw notAnOccurrence(key);
  return wall;
}

/** The next `CHECKED_DATES` starts of a rule after `after`. */
function nextStarts(rule: RecurrenceRule, dtstart: Floating, until: Floating | undefined, after: Floating): string[] {
  const starts: string[] = [];
  for (const wall of ruleStarts(rule, dtstart, until, { from: after, to: after.plus({ years: 200 }) })) {
    if (wall > after) starts.push(occurrenceKey(wall, false));
    if (starts.length === CHECKED_DATES) break;
  }
  return starts;
}

/** The rule of the new series from `at`: the parts DTSTART implied written out, COUNT reduced by the dates before. */
function ruleAfter(rule: RecurrenceRule, clock: SeriesClock, at: Floating, before: number, ruleMakesAt: boolean): RecurrenceRule | null {
  let next = withDerivedParts(rule, clock.start);
  if (rule.count !== undefined) {
    const left = rule.count - before;
    if (left <= 0) return null;
    // The new first occurrence counts as one of COUNT: one more when the rule itself does not make it.
    next = { ...next, count: ruleMakesAt ? left : left + 1 };
  }
  const until = rule.until && resolveUntil(rule.until, clock);
  const expected = nextStarts(rule, clock.start, until, at);
  if (nextStarts(next, at, until, at).join() !== expected.join()) {
    throw new RecurrenceError(
      'cannot-split',
      `The series cannot be split at ${occurrenceKey(at, clock.allDay)}: a series starting there would not repeat on the same dates ` +
        "(an added date off the rule's rhythm)."
    );
  }
  return next;
}

/**
 * Splits a series at the occurrence `key` ("this and the following", as calendar apps do): the series
 * keeps its dates before it, its rule now ending (UNTIL) at its last rule date before the cut (no rule
 * when only the first occurrence is left), and a new series starts at the occurrence with the same
 * dates after it (COUNT reduced by the dates the first part keeps). RDATEs and EXDATEs go to the part
 * their date falls in. Throws `not-an-occurrence` for a key the series does not have.
 */
export function splitSeries(series: SeriesStart, recurrence: Recurrence, key: string): SeriesSplit {
  const clock = readSeries(series);
  const at = readKey(key, clock);
  if (key === occurrenceKey(clock.start, clock.allDay)) return { before: null, after: { series, recurrence } };
  const wall = (value: RecurrenceDate) => resolveDate(value, clock);
  if (at < clock.start || recurrence.exdates.some((value) => wall(value).equals(at))) throw notAnOccurrence(key);

  const { rule } = recurrence;
  const until = rule?.until && resolveUntil(rule.until, clock);
  const prior: Floating[] = [];
  let ruleMakesAt = false;
  for (const start of rule ? ruleStarts(rule, clock.start, until, { from: clock.start, to: at }) : []) {
    if (start < at) prior.push(start);
    else ruleMakesAt ||= start.equals(at);
  }
  if (!ruleMakesAt && !recurrence.rdates.some((value) => wall(value).equals(at))) throw notAnOccurrence(key);

  const last = prior[prior.length - 1];
  const before: Recurrence = {
    // Only the first occurrence left before the cut: no rule, a single event (with its earlier RDATEs).
    rule: rule && prior.length > 1 ? { ...withoutCount(rule), until: asDateValue(last, clock.allDay) } : null,
    rdates: recurrence.rdates.filter((value) => wall(value) < at),
    exdates: recurrence.exdates.filter((value) => wall(value) < at),
  };
  const after: Recurrence = {
    rule: rule ? ruleAfter(rule, clock, at, prior.length, ruleMakesAt) : null,
    rdates: recurrence.rdates.filter((value) => wall(value) > at),
    exdates: recurrence.exdates.filter((value) => wall(value) > at),
  };
  const start: SeriesStart = { ...series, start: wallText(at), end: wallText(endOf(clock, at)) };
  return { before, after: { series: start, recurrence: after } };
}

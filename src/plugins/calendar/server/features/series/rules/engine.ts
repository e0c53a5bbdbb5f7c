import { DateTime } from 'luxon';
import { RRuleTemporal } from 'rrule-temporal';
import { RecurrenceError } from '../../../../shared/recurrence/errors';
import { formatRule } from '../../../../shared/recurrence/rule-format';
import type { RecurrenceRule } from '../../../../shared/recurrence/types';
import { occurrenceKey, type Floating } from './zone-time';

/**
 * The one place that runs RRULE semantics, through a maintained library: `rrule-temporal` (MIT, RFC 5545
 * and 7529, actively released). Chosen over `rrule` (jkbrzt), whose last release is 2.8.1 of 2023 and whose
 * maintainers say it needs a rewrite (github.com/jkbrzt/rrule issues 450, 615). Both gave the same dates on
 * RFC 5545's examples and on 3,000 generated rules, but for two rare combinations `rrule-temporal` gets
 * wrong (refused in rule-checks.ts) and weekly BYSETPOS rules starting mid-week (where `rrule` is wrong);
 * `rrule-temporal` is also faster, and stops on its own safety limit where `rrule` searched a
 * never-matching rule for 12 seconds. It is plain JavaScript with its own Temporal polyfill (it
 * uses the runtime's Temporal where one exists), loads through `require` on Node 20, 22 and 24, and needs
 * no other package.
 *
 * It is given floating times (a DTSTART without TZID, read by it as UTC), never a zone: the library drops
 * the wall times a clock change skips, where RFC 5545 moves them forward; zone-time.ts places each wall
 * time in the event's zone by RFC 5545's own reading.
 */

const DAY = 86_400_000;
const SECOND = 1000;

/** Days in one period of each frequency (shortest months and years: an upper bound on periods). */
const PERIOD_DAYS: Record<RecurrenceRule['freq'], number> = { DAILY: 1, WEEKLY: 7, MONTHLY: 28, YEARLY: 365 };

/**
 * Most periods (days of a daily rule, weeks of a weekly one…) one expansion may examine: under a second
 * on the slowest rules. A rule that makes a date every period reaches the occurrence cap first, so keep
 * the cap below this.
 */
export const MAX_PERIODS = 20_000;

/**
 * Most time one expansion may take, checked between its windows (so at most about twice this): the
 * library's cost per period varies a hundredfold with the rule (a weekly BYSETPOS rule over seven days
 * and one month costs ~0.3 ms a week), so no count of periods alone keeps a request's thread free. The
 * expansion is synchronous: its wall time is its own work. Rules a calendar uses take milliseconds.
 */
export const MAX_EXPANSION_MS = 1000;

const tooCostly = () =>
  new RecurrenceError(
    'too-costly',
    `Listing the dates of this recurrence would mean examining more than ${MAX_PERIODS} periods of its rule, or take ` +
      'longer than a second (a rule that rarely or never matches, or a first date long ago).'
  );

/** The library's rule from a floating DTSTART (a DTSTART without TZID; UNTIL as a floating time too). */
function engineOf(rule: RecurrenceRule, dtstart: Floating, until: Floating | undefined, includeDtstart: boolean): RRuleTemporal {
  return new RRuleTemporal({
    rruleString: `DTSTART:${occurrenceKey(dtstart, false)}\nRRULE:${formatRule(rule, () => occurrenceKey(until ?? dtstart, false))}`,
    includeDtstart,
    cache: false,
    maxIterations: MAX_PERIODS + 64,
  });
}

/** Whether the rule itself makes its DTSTART (RFC 5545 adds DTSTART anyway; some readers, such as ical.js, do not). */
export function makesStart(rule: RecurrenceRule, dtstart: Floating, until: Floating | undefined): boolean {
  const at = new Date(dtstart.toMillis());
  return engineOf(rule, dtstart, until, false).between(at, at, true).length > 0;
}

/** The window a search covers: floating times, both ends included. */
export interface Window {
  from: Floating;
  to: Floating;
}

/**
 * The starts the rule makes (DTSTART first, counted in COUNT, as RFC 5545 says), within the window, in
 * order; a rule with COUNT also yields those before the window (every one counts). Searched in windows
 * doubling from a year, so that a caller stopping early (the occurrence cap) pays for the dates it took,
 * not for the whole horizon. Every search of a rule with COUNT counts from DTSTART, and the library stops
 * it at COUNT and at its own limit (maxIterations). `until` is the UNTIL already read as a floating time.
 * Past MAX_PERIODS periods examined, throws `too-costly`.
 */
export function* ruleStarts(rule: RecurrenceRule, dtstart: Floating, until: Floating | undefined, window: Window): Generator<Floating> {
  const counted = rule.count !== undefined;
  const first = counted ? dtstart : DateTime.max(dtstart, window.from);
  const last = until ? DateTime.min(until, window.to) : window.to;
  if (last < first) return;
  const engine = engineOf(rule, dtstart, until, true);
  const periodLength = PERIOD_DAYS[rule.freq] * DAY;
  let examined = 0;
  let made = 0;
  let size = 366 * DAY;
  const deadline = Date.now() + MAX_EXPANSION_MS;
  for (let from = first.toMillis(); from <= last.toMillis() && made < (rule.count ?? Infinity); size *= 2) {
    // Issue 31: FREQ=WEEKLY;BYSETPOS=-1;BYDAY=MO,…,SU;BYMONTH=2;COUNT=500 from the year 1000 held a
    // request's thread for six seconds within the bound on periods.
    if (Date.now() > deadline) throw tooCostly();
    const to = Math.min(from + size - SECOND, last.toMillis());
    // Searches without COUNT start near their window (the library aligns them), so windows add up.
    examined += counted ? 0 : (to - from) / periodLength;
    if (examined > MAX_PERIODS) throw tooCostly();
    let found;
    try {
      found = engine.between(new Date(from), new Date(to), true);
    } catch (error) {
      if (error instanceof Error && /maximum|exceeded/i.test(error.message)) throw tooCostly();
      throw error;
    }
    made += found.length;
    for (const start of found) yield DateTime.fromMillis(start.epochMilliseconds, { zone: 'utc' });
    from = to + SECOND;
  }
}

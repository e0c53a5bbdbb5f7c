import { readDateValue } from './date-values';
import { checkRule } from './rule-checks';
import { FREQUENCIES, WEEKDAYS, type ByDay, type Frequency, type RecurrenceRule, type Weekday } from './types';

/** The value of an `RRULE:` line (RFC 5545 3.3.10 RECUR) read into a rule, or the problem with it (a phrase). */

/** Rule parts refused on purpose, with the reason an editor or a client is told. */
const REFUSED_PARTS: Record<string, string> = {
  BYHOUR: 'BYHOUR is not supported: every occurrence starts at the time of the first one',
  BYMINUTE: 'BYMINUTE is not supported: every occurrence starts at the time of the first one',
  BYSECOND: 'BYSECOND is not supported: every occurrence starts at the time of the first one',
  RSCALE: 'RSCALE (non-Gregorian calendars, RFC 7529) is not supported',
  SKIP: 'SKIP (RFC 7529) is not supported',
};

const SUB_DAILY = ['SECONDLY', 'MINUTELY', 'HOURLY'];
const KNOWN_PARTS = 'FREQ, INTERVAL, COUNT, UNTIL, BYDAY, BYMONTHDAY, BYMONTH, BYYEARDAY, BYWEEKNO, BYSETPOS, WKST';

/** What a part reader refuses, told apart from string values (FREQ, WKST). */
class Problem {
  constructor(readonly text: string) {}
}

const MAX_INTERVAL = 999;
const MAX_COUNT = 999_999;

/** Positions from the start first, then from the end: `1,15,-3,-1` ("the 1st, 15th, third-to-last and last"). */
export const byRank = (a: number, b: number): number => (a > 0) === (b > 0) ? a - b : b - a;

/** A whole number list such as `1,-1,15`, each within ±`max` and not 0. */
function numbers(name: string, text: string, max: number, signed: boolean): number[] | Problem {
  const values: number[] = [];
  for (const item of text.split(',')) {
    const value = /^[+-]?\d{1,3}$/.test(item) ? Number(item) : NaN;
    const ok = Number.isInteger(value) && value !== 0 && Math.abs(value) <= max && (signed || value > 0);
    if (!ok) return new Problem(`${name}=${text}: "${item}" is not ${signed ? `from 1 to ${max} or from -${max} to -1` : `from 1 to ${max}`}`);
    values.push(value);
  }
  return [...new Set(values)].sort(byRank);
}

function weekday(text: string): Weekday | undefined {
  return WEEKDAYS.find((day) => day === text.toUpperCase());
}

/** BYDAY: `TU,TH`, `-1FR`, `2TU,+4TU`. */
function byDays(text: string): ByDay[] | Problem {
  const days = new Map<string, ByDay>();
  for (const item of text.split(',')) {
    const match = /^([+-]?\d{1,2})?([A-Za-z]{2})$/.exec(item);
    const day = match ? weekday(match[2]) : undefined;
    if (!match || !day) return new Problem(`BYDAY=${text}: "${item}" is not a weekday (MO to SU, with an optional rank such as 2TU or -1FR)`);
    const nth = match[1] === undefined ? undefined : Number(match[1]);
    if (nth !== undefined && (nth === 0 || Math.abs(nth) > 53)) {
      return new Problem(`BYDAY=${text}: the rank of "${item}" is not from 1 to 53 or from -53 to -1`);
    }
    days.set(`${nth ?? 0}${day}`, nth === undefined ? { weekday: day } : { weekday: day, nth });
  }
  // Monday first; within a weekday, ranks as byRank orders numbers (every such weekday, no rank, last).
  return [...days.values()].sort((a, b) => WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday) || byRank(a.nth ?? 0, b.nth ?? 0));
}

function whole(name: string, text: string, max: number): number | Problem {
  const value = /^\d{1,7}$/.test(text) ? Number(text) : NaN;
  return value >= 1 && value <= max ? value : new Problem(`${name}=${text} is not a whole number from 1 to ${max}`);
}

function frequency(text: string): Frequency | Problem {
  const upper = text.toUpperCase();
  const freq = FREQUENCIES.find((f) => f === upper);
  if (freq) return freq;
  if (SUB_DAILY.includes(upper)) {
    return new Problem(
      `FREQ=${upper} is not supported: a series repeats an event on days (at most daily); events several times a day are separate events or several series`
    );
  }
  return new Problem(`FREQ=${text} is not one of DAILY, WEEKLY, MONTHLY, YEARLY`);
}

type Parts = Partial<RecurrenceRule>;

/** Reads one `NAME=VALUE` part into `rule`; returns the problem, if any. */
function readPart(name: string, text: string, rule: Parts): string | undefined {
  const set = <K extends keyof RecurrenceRule>(key: K, value: RecurrenceRule[K] | Problem) => {
    if (value instanceof Problem) return value.text;
    rule[key] = value;
    return undefined;
  };
  switch (name) {
    case 'FREQ':
      return set('freq', frequency(text));
    case 'INTERVAL':
      return set('interval', whole('INTERVAL', text, MAX_INTERVAL));
    case 'COUNT':
      return set('count', whole('COUNT', text, MAX_COUNT));
    case 'UNTIL': {
      const until = readDateValue(text, undefined, null);
      return set('until', typeof until === 'string' ? new Problem(`UNTIL: ${until}`) : until);
    }
    case 'BYDAY':
      return set('byDay', byDays(text));
    case 'BYMONTHDAY':
      return set('byMonthDay', numbers(name, text, 31, true));
    case 'BYMONTH':
      return set('byMonth', numbers(name, text, 12, false));
    case 'BYYEARDAY':
      return set('byYearDay', numbers(name, text, 366, true));
    case 'BYWEEKNO':
      return set('byWeekNo', numbers(name, text, 53, true));
    case 'BYSETPOS':
      return set('bySetPos', numbers(name, text, 366, true));
    case 'WKST':
      return set('wkst', weekday(text) ?? new Problem(`WKST=${text} is not a weekday (MO to SU)`));
    default:
      return REFUSED_PARTS[name] ?? `"${name}" is not a rule part this calendar knows (${KNOWN_PARTS})`;
  }
}

/** An RRULE value (what follows `RRULE:`) as a rule, or the problem with it. */
export function readRule(value: string): RecurrenceRule | string {
  const rule: Parts = {};
  const seen = new Set<string>();
  for (const part of value.split(';')) {
    const equals = part.indexOf('=');
    if (equals < 1 || equals === part.length - 1) return `"${part}" is not a rule part (NAME=VALUE)`;
    const name = part.slice(0, equals).toUpperCase();
    if (seen.has(name)) return `${name} is given twice`;
    seen.add(name);
    const problem = readPart(name, part.slice(equals + 1), rule);
    if (problem) return problem;
  }
  if (!rule.freq) return 'FREQ is required (DAILY, WEEKLY, MONTHLY or YEARLY)';
  const complete: RecurrenceRule = { ...rule, freq: rule.freq, interval: rule.interval ?? 1 };
  return checkRule(complete) ?? complete;
}

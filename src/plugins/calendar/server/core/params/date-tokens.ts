/**
 * The tokens of PHP `strtotime` input that clients of the original API send in practice, read into
 * parts that `dates.ts` composes. Not a full port of timelib: unknown words make the whole input invalid.
 */

export interface DateParts {
  /** No year ("5 March"): the year of `now`. */
  date?: { year?: number; month: number; day: number };
  time?: { hour: number; minute: number; second: number; millisecond: number };
  /** Minutes east of UTC, from `Z`, `UTC`, `GMT` or `+02:00`. */
  offset?: number;
  /** `today`, `tomorrow`, a weekday, a date: the time becomes 00:00:00 unless a time is given. */
  resetTime: boolean;
  weekday?: { day: number; mode: 'this' | 'next' | 'last' };
  rel: { months: number; days: number; hours: number; minutes: number; seconds: number };
}

type Rule = [RegExp, (m: RegExpExecArray, parts: DateParts, afterTime: boolean) => boolean];

const MONTHS =
  'january|jan|february|feb|march|mar|april|apr|may|june|jun|july|jul|august|aug|september|sept|sep|october|oct|november|nov|december|dec';
const MONTH_INDEX = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = 'monday|mon|tuesday|tues|tue|wednesday|wed|thursday|thurs|thur|thu|friday|fri|saturday|sat|sunday|sun';
const WEEKDAY_INDEX = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const UNITS = 'seconds?|secs?|minutes?|mins?|hours?|days?|weeks?|fortnights?|months?|years?';
const ORDINAL = '(?:st|nd|rd|th)?';

const month = (name: string) => MONTH_INDEX.indexOf(name.slice(0, 3)) + 1;
const int = (text: string | undefined) => (text === undefined ? 0 : Number(text));
const optionalInt = (text: string | undefined) => (text === undefined ? undefined : Number(text));

function setDate(parts: DateParts, year: number | undefined, monthNumber: number, day: number): boolean {
  if (parts.date || monthNumber < 1 || monthNumber > 12 || day < 1 || day > 31) return false;
  parts.date = { year, month: monthNumber, day };
  parts.resetTime = true;
  return true;
}

function setTime(parts: DateParts, hour: number, minute: number, second = 0, fraction = ''): boolean {
  if (parts.time || hour > 23 || minute > 59 || second > 59) return false;
  parts.time = { hour, minute, second, millisecond: Math.round(Number(`0.${fraction || '0'}`) * 1000) };
  return true;
}

function addUnit(parts: DateParts, amount: number, unit: string): boolean {
  const { rel } = parts;
  if (unit.startsWith('sec')) rel.seconds += amount;
  else if (unit.startsWith('min')) rel.minutes += amount;
  else if (unit.startsWith('hour')) rel.hours += amount;
  else if (unit.startsWith('day')) rel.days += amount;
  else if (unit.startsWith('week')) rel.days += 7 * amount;
  else if (unit.startsWith('fortnight')) rel.days += 14 * amount;
  else if (unit.startsWith('month')) rel.months += amount;
  else rel.months += 12 * amount;
  return true;
}

const keywordAmount = (word: string) => (word === 'next' ? 1 : word === 'this' ? 0 : -1);

/** Tried in order at each position; `afterTime` lets a numeric offset follow a time only. */
const RULES: Rule[] = [
  [/^(\d{4})-(\d{1,2})-(\d{1,2})(?:t(?=\d)|(?!\d))/, (m, p) => setDate(p, int(m[1]), int(m[2]), int(m[3]))],
  [/^(\d{4})\/(\d{1,2})\/(\d{1,2})(?!\d)/, (m, p) => setDate(p, int(m[1]), int(m[2]), int(m[3]))],
  [/^(\d{1,2})\/(\d{1,2})\/(\d{4})(?!\d)/, (m, p) => setDate(p, int(m[3]), int(m[1]), int(m[2]))], // American m/d/Y
  [/^(\d{1,2})[-.](\d{1,2})[-.](\d{4})(?!\d)/, (m, p) => setDate(p, int(m[3]), int(m[2]), int(m[1]))], // d-m-Y
  [
    new RegExp(`^(\\d{1,2})${ORDINAL}[\\s-]*(${MONTHS})\\.?(?:[\\s,-]+(\\d{4}))?\\b`),
    (m, p) => setDate(p, optionalInt(m[3]), month(m[2]), int(m[1])),
  ],
  [
    new RegExp(`^(${MONTHS})\\.?[\\s-]*(\\d{1,2})${ORDINAL}(?:,?\\s*(\\d{4}))?\\b`),
    (m, p) => setDate(p, optionalInt(m[3]), month(m[1]), int(m[2])),
  ],
  [new RegExp(`^(${MONTHS})\\.?\\s+(\\d{4})\\b`), (m, p) => setDate(p, int(m[2]), month(m[1]), 1)],
  [
    /^(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?\s*([ap])\.?m\.?(?![a-z])/,
    (m, p) => {
      const hour = int(m[1]);
      return hour >= 1 && hour <= 12 && setTime(p, (hour % 12) + (m[4] === 'p' ? 12 : 0), int(m[2]), int(m[3]));
    },
  ],
  [/^(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?!\d)/, (m, p) => setTime(p, int(m[1]), int(m[2]), int(m[3]), m[4])],
  [/^(?:z|utc|gmt)(?![a-z])/, (_m, p) => setOffset(p, 0)],
  [
    /^([+-])(\d{2}):?(\d{2})?(?!\d)(?!\s*[a-z])/,
    (m, p, afterTime) => afterTime && setOffset(p, (m[1] === '-' ? -1 : 1) * (int(m[2]) * 60 + int(m[3]))),
  ],
  [/^now\b/, () => true],
  [/^(?:today|midnight)\b/, (_m, p) => shiftDays(p, 0)],
  [/^noon\b/, (_m, p) => setTime(p, 12, 0)],
  [/^tomorrow\b/, (_m, p) => shiftDays(p, 1)],
  [/^yesterday\b/, (_m, p) => shiftDays(p, -1)],
  [
    new RegExp(`^(?:(next|last|previous|this)\\s+)?(${WEEKDAYS})\\b`),
    (m, p) => {
      if (p.weekday) return false;
      const mode = m[1] === 'next' ? 'next' : m[1] === 'last' || m[1] === 'previous' ? 'last' : 'this';
      p.weekday = { day: WEEKDAY_INDEX.indexOf(m[2].slice(0, 3)) + 1, mode };
      return shiftDays(p, 0);
    },
  ],
  [new RegExp(`^(next|last|previous|this)\\s+(${UNITS})\\b`), (m, p) => addUnit(p, keywordAmount(m[1]), m[2])],
  [new RegExp(`^([+-]?)\\s*(\\d+)\\s*(${UNITS})\\b`), (m, p) => addUnit(p, (m[1] === '-' ? -1 : 1) * int(m[2]), m[3])],
  // PHP: "ago" negates every relative amount read before it ("2 days ago", "1 month 2 days ago").
  [
    /^ago\b/,
    (_m, p) => {
      for (const key of Object.keys(p.rel) as (keyof DateParts['rel'])[]) p.rel[key] = -p.rel[key];
      return true;
    },
  ],
];

/** `today`, `tomorrow`, `yesterday`, weekdays: a day shift that also resets the time to 00:00:00. */
function shiftDays(parts: DateParts, days: number): boolean {
  parts.rel.days += days;
  parts.resetTime = true;
  return true;
}

function setOffset(parts: DateParts, minutes: number): boolean {
  if (parts.offset !== undefined) return false;
  parts.offset = minutes;
  return true;
}

/** The parts of a strtotime-style input, or null if any part of it is not understood. */
export function readDateParts(input: string): DateParts | null {
  const parts: DateParts = { resetTime: false, rel: { months: 0, days: 0, hours: 0, minutes: 0, seconds: 0 } };
  let rest = input.trim().toLowerCase();
  let afterTime = false;
  if (!rest) return null;
  while (rest) {
    const hadTime = parts.time !== undefined;
    const consumed = applyFirstRule(rest, parts, afterTime);
    if (consumed === null) return null;
    afterTime = !hadTime && parts.time !== undefined;
    rest = rest.slice(consumed).replace(/^[\s,]+/, '');
  }
  return parts;
}

/** Applies the first rule that matches the start of `text`: the length it read, or null. */
function applyFirstRule(text: string, parts: DateParts, afterTime: boolean): number | null {
  for (const [pattern, apply] of RULES) {
    const match = pattern.exec(text);
    if (match) return match[0].length > 0 && apply(match, parts, afterTime) ? match[0].length : null;
  }
  return null;
}

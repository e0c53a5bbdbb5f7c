import type { Weekday } from '../types';
import { isWeekend, isWorkWeek, joinAll, onWeekdays, type Day, type Facts } from './facts';

/** English descriptions: "Every Tuesday and Thursday at 19:00, until 30 June 2027". */

const DAYS: Record<Weekday, string> = { MO: 'Monday', TU: 'Tuesday', WE: 'Wednesday', TH: 'Thursday', FR: 'Friday', SA: 'Saturday', SU: 'Sunday' };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const UNITS = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month', YEARLY: 'year' } as const;
const WORDS = ['', 'first', 'second', 'third', 'fourth', 'fifth'];

const and = (items: readonly string[]) => joinAll(items, 'and');
const or = (items: readonly string[]) => joinAll(items, 'or');

/** 1st, 2nd, 3rd, 11th, 21st… */
function numeral(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** `first`, `last`, `second-to-last`, `6th`, `3rd-to-last`. */
function rank(n: number): string {
  if (n === -1) return 'last';
  const base = Math.abs(n) <= 5 ? WORDS[Math.abs(n)] : numeral(Math.abs(n));
  return n < 0 ? `${base}-to-last` : base;
}

const date = (d: Day) => `${d.day} ${MONTHS[d.month - 1]} ${d.year}`;
const plural = (day: Weekday) => `${DAYS[day]}s`;

function monthDays(days: number[]): string {
  return `on the ${and(days.map((n) => (n > 0 ? numeral(n) : `${rank(n)} day`)))}`;
}

function rankedDays(f: Facts): string {
  const sameDay = f.ranked.every((d) => d.weekday === f.ranked[0].weekday);
  const phrase = sameDay
    ? `the ${and(f.ranked.map((d) => rank(d.nth ?? 1)))} ${DAYS[f.ranked[0].weekday]}`
    : and(f.ranked.map((d) => `the ${rank(d.nth ?? 1)} ${DAYS[d.weekday]}`));
  const ofYear = f.freq === 'YEARLY' && f.months.length === 0;
  return `on ${phrase}${ofYear ? ' of the year' : ''}`;
}

/** BYSETPOS over weekdays: "on the last weekday". */
function setPositions(f: Facts): string {
  const ranks = and(f.setPos.map(rank));
  if (f.weekdays.length === 0 || f.monthDays.length > 0) return `, keeping the ${ranks} date of each ${UNITS[f.freq]}`;
  if (isWorkWeek(f.weekdays)) return ` on the ${ranks} weekday`;
  if (isWeekend(f.weekdays)) return ` on the ${ranks} weekend day`;
  if (f.weekdays.length === 7) return ` on the ${ranks} day`;
  return ` on the ${ranks} day that is a ${or(f.weekdays.map((d) => DAYS[d]))}`;
}

function selection(f: Facts): string {
  const parts: string[] = [];
  if (f.freq === 'YEARLY' && f.months.length === 1 && f.monthDays.length === 1 && f.monthDays[0] > 0 && !f.weekdays.length) {
    return ` on ${f.monthDays[0]} ${MONTHS[f.months[0] - 1]}`;
  }
  if (f.months.length) parts.push(`in ${and(f.months.map((m) => MONTHS[m - 1]))}`);
  if (f.weekNos.length) parts.push(`in week${f.weekNos.length > 1 ? 's' : ''} ${and(f.weekNos.map(String))}`);
  if (f.yearDays.length) parts.push(`on the ${and(f.yearDays.map((n) => (n > 0 ? numeral(n) : rank(n))))} day of the year`);
  if (f.monthDays.length) parts.push(monthDays(f.monthDays));
  if (f.ranked.length) parts.push(rankedDays(f));
  const text = parts.length ? ` ${parts.join(' ')}` : '';
  if (f.setPos.length) return `${text}${setPositions(f)}`;
  if (!f.weekdays.length) return text;
  if (f.monthDays.length || f.yearDays.length) return `${text}, when it is a ${or(f.weekdays.map((d) => DAYS[d]))}`;
  // "every 2 weeks on Tuesday", "every month on Tuesdays" (each Tuesday of the month).
  const weekly = f.freq === 'WEEKLY' || f.freq === 'DAILY';
  return `${text} on ${and(f.weekdays.map((d) => (weekly ? DAYS[d] : plural(d))))}`;
}

function head(f: Facts): string {
  const unit = UNITS[f.freq];
  if (onWeekdays(f)) {
    const months = f.months.length ? ` in ${and(f.months.map((m) => MONTHS[m - 1]))}` : '';
    return `Every ${f.weekdays.length === 7 ? 'day' : and(f.weekdays.map((d) => DAYS[d]))}${months}`;
  }
  const every = f.interval === 1 ? `Every ${unit}` : `Every ${f.interval} ${unit}s`;
  return `${every}${selection(f)}`;
}

/** One sentence describing the recurrence. */
export function describeEn(f: Facts): string {
  const time = f.time ? ` at ${f.time}` : '';
  const end = f.until ? `, until ${date(f.until)}` : f.count === null ? '' : f.count === 1 ? ', once' : `, ${f.count} times`;
  const list = (days: Day[]) => (days.length <= 3 ? and(days.map(date)) : `${days.length} dates`);
  const added = f.added.length ? `; also on ${list(f.added)}` : '';
  const excluded = f.excluded.length ? `; except ${list(f.excluded)}` : '';
  return `${head(f)}${time}${end}${added}${excluded}`;
}

/** A series of added dates only: "Also on 1 July 2027 and 1 August 2027". */
export const describeAddedEn = (days: Day[]): string => `Also on ${days.length <= 3 ? and(days.map(date)) : `${days.length} dates`}`;

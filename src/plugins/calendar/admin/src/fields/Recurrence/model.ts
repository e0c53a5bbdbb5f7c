import { DateTime } from 'luxon';
import { formatDateValue, formatRule, parseRecurrence, WEEKDAYS } from '../../../../shared/recurrence';
import type { ByDay, Frequency, Recurrence, RecurrenceDate, RecurrenceRule, Weekday } from '../../../../shared/recurrence';
import { dayOf } from '../../../../shared/recurrence/describe/facts';

/**
 * The recurrence field's value and the rule it edits. Pure (luxon only). The value is what the series
 * middleware reads (server/features/series/instruction.ts): the stored definition sent back unchanged (nothing to
 * do), `{ lines, scope? }` (a new rule and/or which dates a change applies to), or null (no series; on a
 * series' first event, the end of the series).
 */

export const SCOPES = ['this', 'following', 'all'] as const;
export type Scope = (typeof SCOPES)[number];

/** The stored definition, as the form loads it on a series' first event. */
export interface Definition {
  lines: string[];
  start: string;
  end: string;
  timezone: string;
  allDay: boolean;
}

export interface Instruction {
  lines?: string[];
  scope?: Scope;
}

export type FieldValue = Definition | Instruction | null | undefined;

export const NO_RECURRENCE: Recurrence = { rule: null, rdates: [], exdates: [] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The lines a value holds (none for null, or for a scope alone). */
export const linesOf = (value: unknown): string[] =>
  isRecord(value) && Array.isArray(value.lines) ? value.lines.filter((line): line is string => typeof line === 'string') : [];

export const scopeOf = (value: unknown): Scope | undefined =>
  isRecord(value) && SCOPES.includes(value.scope as Scope) ? (value.scope as Scope) : undefined;

/** The recurrence of some lines; null when they do not parse (the field then shows them as text). */
export function readLines(lines: string[]): Recurrence | null {
  const parsed = parseRecurrence(lines);
  return parsed.ok ? parsed.recurrence : null;
}

/** A date value's line: dates of one kind share a line (a list holds at most 100 lines). */
function dateLines(name: 'RDATE' | 'EXDATE', values: RecurrenceDate[]): string[] {
  const groups = new Map<string, string[]>();
  for (const value of values) {
    const head =
      value.type === 'date' ? `${name};VALUE=DATE` : value.type === 'local' && value.tzid ? `${name};TZID=${/[:;,]/.test(value.tzid) ? `"${value.tzid}"` : value.tzid}` : name;
    groups.set(head, [...(groups.get(head) ?? []), formatDateValue(value)]);
  }
  return [...groups].map(([head, list]) => `${head}:${list.join(',')}`);
}

/** A recurrence as lines (RRULE first, FREQ first in it). */
export function toLines(recurrence: Recurrence): string[] {
  return [...(recurrence.rule ? [`RRULE:${formatRule(recurrence.rule)}`] : []), ...dateLines('RDATE', recurrence.rdates), ...dateLines('EXDATE', recurrence.exdates)];
}

/** Whether it makes no series. */
export const isNone = (recurrence: Recurrence): boolean => recurrence.rule === null && recurrence.rdates.length === 0;

/** The nth weekday ranks the editor offers (the fifth is rare; -1 is "last"). */
export const RANKS = [1, 2, 3, 4, -1] as const;

/**
 * Whether the editor's choices can show the rule: daily; weekly on weekdays; monthly on one day of the
 * month or on one ranked weekday; yearly on the first date; every N; until or count. Anything else
 * (several months, set positions, week numbers) is edited as lines.
 */
export function isSimpleRule(rule: RecurrenceRule): boolean {
  if (rule.byMonth || rule.byYearDay || rule.byWeekNo || rule.bySetPos || (rule.wkst && rule.wkst !== 'MO')) return false;
  const { byDay, byMonthDay } = rule;
  switch (rule.freq) {
    case 'WEEKLY':
      return !byMonthDay && (byDay ?? []).every((day) => day.nth === undefined);
    case 'MONTHLY':
      if (byMonthDay) return !byDay && byMonthDay.length === 1 && byMonthDay[0] > 0;
      return !byDay || (byDay.length === 1 && (RANKS as readonly number[]).includes(byDay[0].nth ?? 0));
    default:
      return !byDay && !byMonthDay;
  }
}

/** What the first date tells a new rule: its weekday, its day of the month, its rank in the month. */
export interface StartFacts {
  weekday: Weekday;
  day: number;
  /** 1 to 4 from the start of the month, or -1 when it is the month's last such weekday (a fifth one). */
  rank: number;
}

/** The facts of a first date `YYYY-MM-DD` (null while there is none). */
export function startFacts(date: string | null | undefined): StartFacts | null {
  const at = date ? DateTime.fromISO(date, { zone: 'utc' }) : null;
  if (!at?.isValid) return null;
  const nth = Math.ceil(at.day / 7);
  return { weekday: WEEKDAYS[at.weekday - 1], day: at.day, rank: nth > 4 ? -1 : nth };
}

/** A new rule at a frequency, its end kept; weekly on the first date's weekday, monthly on its day. */
export function ruleAt(freq: Frequency, previous: RecurrenceRule | null, start: StartFacts | null): RecurrenceRule {
  const rule: RecurrenceRule = { freq, interval: previous?.interval ?? 1, ...(previous?.until ? { until: previous.until } : {}), ...(previous?.count ? { count: previous.count } : {}) };
  if (freq === 'WEEKLY' && start) rule.byDay = [{ weekday: start.weekday }];
  if (freq === 'MONTHLY' && start) rule.byMonthDay = [start.day];
  return rule;
}

/** Weekly weekdays, Monday first. */
export function withWeekdays(rule: RecurrenceRule, days: Weekday[]): RecurrenceRule {
  const byDay: ByDay[] = WEEKDAYS.filter((day) => days.includes(day)).map((weekday) => ({ weekday }));
  const { byDay: _old, ...rest } = rule;
  return byDay.length ? { ...rest, byDay } : rest;
}

/** Monthly on a day of the month, or on a ranked weekday. */
export function monthlyOn(rule: RecurrenceRule, on: { day: number } | { rank: number; weekday: Weekday }): RecurrenceRule {
  const { byDay: _d, byMonthDay: _m, ...rest } = rule;
  return 'day' in on ? { ...rest, byMonthDay: [on.day] } : { ...rest, byDay: [{ weekday: on.weekday, nth: on.rank }] };
}

export type Ending = { type: 'never' } | { type: 'until'; date: string } | { type: 'count'; count: number };

/** How the rule ends (an UNTIL read as the day it names, `YYYY-MM-DD`). */
export function endingOf(rule: RecurrenceRule, untilDay: (value: RecurrenceDate) => string): Ending {
  if (rule.count !== undefined) return { type: 'count', count: rule.count };
  if (rule.until) return { type: 'until', date: untilDay(rule.until) };
  return { type: 'never' };
}

export function withEnding(rule: RecurrenceRule, ending: Ending): RecurrenceRule {
  const { until: _u, count: _c, ...rest } = rule;
  if (ending.type === 'count') return { ...rest, count: Math.max(1, Math.round(ending.count) || 1) };
  if (ending.type === 'until' && /^\d{4}-\d{2}-\d{2}$/.test(ending.date)) return { ...rest, until: { type: 'date', date: ending.date.replace(/-/g, '') } };
  return rest;
}

/** A day `YYYY-MM-DD` as a date value (a timed series reads it at its own time of day). */
export const dayValue = (day: string): RecurrenceDate => ({ type: 'date', date: day.replace(/-/g, '') });

/** The day a date value names on the event's clock, `YYYY-MM-DD`. */
export function dayText(value: RecurrenceDate, timezone: string): string {
  const { year, month, day } = dayOf(value, timezone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const sameLines = (a: string[], b: string[]) => a.length === b.length && a.every((line, i) => line === b[i]);

/**
 * The value after the editor changed the rule: the form's initial value when the rule is the one it had (the form is then unchanged, and a series' first event asks nothing of its series);
 * otherwise the new lines.
 */
export function valueAfterEdit(recurrence: Recurrence, initial: FieldValue): FieldValue {
  // No series: null ends a stored one; an event that had none keeps its value (the form stays unchanged).
  if (isNone(recurrence)) return linesOf(initial).length ? null : initial;
  const lines = toLines(recurrence);
  const before = readLines(linesOf(initial));
  if (before && !isNone(before) && sameLines(toLines(before), lines)) return initial;
  return { lines };
}

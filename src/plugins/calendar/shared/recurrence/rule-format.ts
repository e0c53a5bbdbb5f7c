import { formatDateValue } from './date-values';
import type { ByDay, RecurrenceDate, RecurrenceRule } from './types';

/** `2TU`, `-1FR`, `TU`. */
export const formatByDay = (day: ByDay): string => `${day.nth ?? ''}${day.weekday}`;

/**
 * The value of an `RRULE:` line, FREQ first: Apple Calendar ignores a rule that does not start with it
 * (RFC 5545 allows any order, and says FREQ SHOULD come first for compatibility). INTERVAL=1 is left out,
 * as Google writes it. `until` writes UNTIL (the server converts it to UTC for feeds); by default as stored.
 */
export function formatRule(rule: RecurrenceRule, until: (value: RecurrenceDate) => string = formatDateValue): string {
  const parts: [string, string | number | undefined][] = [
    ['FREQ', rule.freq],
    ['INTERVAL', rule.interval === 1 ? undefined : rule.interval],
    ['COUNT', rule.count],
    ['UNTIL', rule.until && until(rule.until)],
    ['BYMONTH', rule.byMonth?.join(',')],
    ['BYWEEKNO', rule.byWeekNo?.join(',')],
    ['BYYEARDAY', rule.byYearDay?.join(',')],
    ['BYMONTHDAY', rule.byMonthDay?.join(',')],
    ['BYDAY', rule.byDay?.map(formatByDay).join(',')],
    ['BYSETPOS', rule.bySetPos?.join(',')],
    ['WKST', rule.wkst],
  ];
  return parts
    .filter((part): part is [string, string | number] => part[1] !== undefined && part[1] !== '')
    .map(([name, value]) => `${name}=${value}`)
    .join(';');
}

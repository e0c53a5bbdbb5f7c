import { WEEKDAYS, type RecurrenceRule } from '../../../../shared/recurrence/types';
import type { Floating } from './zone-time';

/**
 * A rule with the parts RFC 5545 3.3.10 takes from DTSTART written out ("information, not contained in the
 * rule, necessary to determine the various recurrence instance start time and dates are derived from the
 * Start Time"): a weekly rule without BYDAY repeats on DTSTART's weekday, a monthly one without BYDAY or
 * BYMONTHDAY on DTSTART's day of the month, a yearly one on DTSTART's month and day. Written out, the rule
 * makes the same dates from another start, which is what a split needs.
 */
export function withDerivedParts(rule: RecurrenceRule, dtstart: Floating): RecurrenceRule {
  const weekday = WEEKDAYS[dtstart.weekday - 1];
  const { byDay, byMonthDay, byMonth, byYearDay, byWeekNo } = rule;
  switch (rule.freq) {
    case 'WEEKLY':
      return byDay ? rule : { ...rule, byDay: [{ weekday }] };
    case 'MONTHLY':
      return byDay || byMonthDay ? rule : { ...rule, byMonthDay: [dtstart.day] };
    case 'YEARLY':
      if (byYearDay || byMonthDay || byDay || byWeekNo) return rule;
      return { ...rule, byMonth: byMonth ?? [dtstart.month], byMonthDay: [dtstart.day] };
    default:
      return rule;
  }
}

/** The rule without its COUNT (to end it with UNTIL instead). */
export function withoutCount(rule: RecurrenceRule): RecurrenceRule {
  const { count: _count, ...rest } = rule;
  return rest;
}

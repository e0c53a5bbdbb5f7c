import type { RecurrenceRule } from './types';

/**
 * The constraints RFC 5545 3.3.10 puts between rule parts ("MUST NOT be specified when…"), plus one
 * friendly refusal of a rule that can never match (BYMONTHDAY=30 in February only), which would otherwise
 * be a series of one date that looks like a bug, and of two rare combinations the expansion library
 * (rrule-temporal 2.2) gets wrong: BYYEARDAY with BYMONTHDAY or BYDAY (it keeps the days of the year and
 * ignores the rest), and a yearly rule ranking a weekday in the year and naming days of the month (it
 * ignores the days of the month). Found comparing it with rrule.js on 3,000 generated rules.
 */

/** Most days each month can have (February: 29). */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const list = (values: readonly (number | string)[]) => values.join(',');

function rankProblem(rule: RecurrenceRule): string | undefined {
  const ranked = (rule.byDay ?? []).filter((day) => day.nth !== undefined);
  if (ranked.length === 0) return undefined;
  const example = `${ranked[0].nth}${ranked[0].weekday}`;
  if (rule.freq !== 'MONTHLY' && rule.freq !== 'YEARLY') {
    return `BYDAY=${example}: a weekday with a rank only goes with FREQ=MONTHLY or FREQ=YEARLY (RFC 5545)`;
  }
  if (rule.freq === 'YEARLY' && rule.byWeekNo) return `BYDAY=${example}: a weekday with a rank does not go with BYWEEKNO (RFC 5545)`;
  // A rank counts within the month for MONTHLY rules and for YEARLY rules limited by BYMONTH (RFC 5545).
  const inMonth = rule.freq === 'MONTHLY' || rule.byMonth !== undefined;
  const tooFar = ranked.find((day) => Math.abs(day.nth ?? 0) > 5);
  if (inMonth && tooFar) {
    return `BYDAY=${tooFar.nth}${tooFar.weekday}: a month has at most 5 of each weekday, so a rank is from 1 to 5 or from -5 to -1`;
  }
  return undefined;
}

/** Whether no month the rule allows has any of its BYMONTHDAY days. */
function neverMatches(rule: RecurrenceRule): boolean {
  if (!rule.byMonthDay || !rule.byMonth) return false;
  return rule.byMonth.every((month) => rule.byMonthDay?.every((day) => Math.abs(day) > MONTH_DAYS[month - 1]));
}

/** The first constraint the rule breaks, as a phrase; undefined when it keeps them all. */
export function checkRule(rule: RecurrenceRule): string | undefined {
  if (rule.count !== undefined && rule.until !== undefined) {
    return 'COUNT and UNTIL cannot both be given (RFC 5545): the series ends either after a number of times or on a date';
  }
  const rank = rankProblem(rule);
  if (rank) return rank;
  if (rule.byMonthDay && rule.freq === 'WEEKLY') return 'BYMONTHDAY does not go with FREQ=WEEKLY (RFC 5545)';
  if (rule.byYearDay && rule.freq !== 'YEARLY') return `BYYEARDAY does not go with FREQ=${rule.freq} (RFC 5545 allows it with YEARLY only here)`;
  if (rule.byWeekNo && rule.freq !== 'YEARLY') return 'BYWEEKNO only goes with FREQ=YEARLY (RFC 5545)';
  const others = [rule.byDay, rule.byMonthDay, rule.byMonth, rule.byYearDay, rule.byWeekNo].some(Boolean);
  if (rule.bySetPos && !others) return 'BYSETPOS picks among the dates of another BY part (BYDAY, BYMONTHDAY…), and there is none';
  // A day holds one date here (no BYHOUR), so BYSETPOS would keep it or drop it; ical.js ignores it there.
  if (rule.bySetPos && rule.freq === 'DAILY') return 'BYSETPOS does not go with FREQ=DAILY: each day has a single date to pick from';
  if (rule.byYearDay && (rule.byMonthDay || rule.byDay)) return 'BYYEARDAY together with BYMONTHDAY or BYDAY is not supported';
  if (rule.freq === 'YEARLY' && rule.byMonthDay && !rule.byMonth && rule.byDay?.some((day) => day.nth !== undefined)) {
    return 'a weekday ranked in the year (BYDAY=1MO) together with BYMONTHDAY is not supported: add BYMONTH';
  }
  if (neverMatches(rule)) {
    return `BYMONTHDAY=${list(rule.byMonthDay ?? [])} never falls in BYMONTH=${list(rule.byMonth ?? [])}: the rule gives no date`;
  }
  return undefined;
}

import fc from 'fast-check';
import { formatByDay } from '../../../../../shared/recurrence/rule-format';
import { WEEKDAYS, type ByDay, type Frequency } from '../../../../../shared/recurrence/types';
import { feedStartsOf, icalFeedStarts, type SeriesCase } from './helpers';

/**
 * Generated series against ical.js, an independent RFC 5545 implementation: the feed lines of a series
 * (toICalendarLines, with the DTSTART and VTIMEZONE a feed writes) read by ical.js give the instants the
 * expansion gives, in three zones. Left out, where ical.js 2 departs from RFC 5545 and rrule.js (see
 * rfc-examples.test.ts and feed-lines.test.ts): BYWEEKNO; BYSETPOS except in monthly rules by weekday (ical.js
 * ignores it in daily and weekly rules and with BYMONTHDAY, and applies it per month in yearly ones); BYMONTH in monthly rules with an
 * INTERVAL (ical.js counts the interval from the first matching month); BYMONTHDAY with a ranked weekday
 * in yearly rules (ical.js finds no date); daily rules by day of the month (ical.js searches some for
 * minutes); times in a clock change's gap (every start is at 10:00).
 */

const weekday = fc.constantFrom(...WEEKDAYS);
const sortedUnique = <T>(items: T[]) => [...new Set(items)].sort();

const series = fc
  .record({
    freq: fc.constantFrom<Frequency>('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'),
    interval: fc.integer({ min: 1, max: 3 }),
    plainDays: fc.array(weekday, { maxLength: 3 }),
    rank: fc.constantFrom(1, 2, 3, -1, -2),
    ranked: fc.boolean(),
    monthDays: fc.array(fc.constantFrom(1, 13, 15, 28, 30, 31, -1, -3), { maxLength: 2 }),
    months: fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 3 }),
    setPos: fc.option(fc.constantFrom(1, 2, -1), { nil: undefined }),
    start: fc.date({ min: new Date('2027-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }),
    end: fc.oneof(fc.record({ count: fc.integer({ min: 1, max: 40 }) }), fc.record({ years: fc.integer({ min: 1, max: 2 }) })),
    timezone: fc.constantFrom('UTC', 'Europe/Lisbon', 'America/New_York'),
    allDay: fc.boolean(),
  })
  .map((r): SeriesCase => {
    const parts = [`FREQ=${r.freq}`];
    if (r.interval > 1) parts.push(`INTERVAL=${r.interval}`);
    parts.push('count' in r.end ? `COUNT=${r.end.count}` : `UNTIL=${r.start.getUTCFullYear() + r.end.years}1231`);
    const monthly = r.freq === 'MONTHLY' || r.freq === 'YEARLY';
    const days: ByDay[] = sortedUnique(r.plainDays).map((d) => (monthly && r.ranked ? { weekday: d, nth: r.rank } : { weekday: d }));
    if (r.months.length && !(r.freq === 'MONTHLY' && r.interval > 1)) parts.push(`BYMONTH=${sortedUnique(r.months).join(',')}`);
    const yearlyRanked = r.freq === 'YEARLY' && days.some((d) => d.nth !== undefined);
    // ical.js throws ("Malformed values in BYDAY part") on some rules with BYDAY and a day counted from the
    // month's end, and puts February's -3 on 1 March in yearly rules.
    const monthDays = days.length || r.freq === 'YEARLY' ? r.monthDays.filter((d) => d > 0) : r.monthDays;
    if (monthDays.length && (r.freq === 'MONTHLY' || r.freq === 'YEARLY') && !yearlyRanked) parts.push(`BYMONTHDAY=${sortedUnique(monthDays).join(',')}`);
    if (days.length) parts.push(`BYDAY=${days.map(formatByDay).join(',')}`);
    const byDayOnly = parts.some((p) => p.startsWith('BYDAY=')) && !parts.some((p) => p.startsWith('BYMONTHDAY='));
    if (r.setPos !== undefined && r.freq === 'MONTHLY' && byDayOnly) parts.push(`BYSETPOS=${r.setPos}`);
    const day = r.start.toISOString().slice(0, 10);
    return {
      start: r.allDay ? day : `${day} 10:00:00`,
      allDay: r.allDay,
      timezone: r.timezone,
      lines: [`RRULE:${parts.join(';')}`],
      horizon: `${r.start.getUTCFullYear() + 2}-12-31`,
    };
  });

describe('generated series: ical.js reads the feed as the expansion', () => {
  it('100 series', () => {
    fc.assert(
      fc.property(series, (c) => {
        let ours: string[];
        try {
          ours = feedStartsOf(c);
        } catch (error) {
          // Rules this calendar refuses (one that never matches) have no dates to compare.
          return (error as Error).name === 'RecurrenceError';
        }
        expect(icalFeedStarts(c)).toEqual(ours);
        return true;
      }),
      { numRuns: 100, seed: 5545 }
    );
  });
});

import type { SeriesStart } from '../../../../../shared/recurrence/types';
import { expandSeries } from '../expand';
import { toRecurrenceLines } from '../lines';
import { splitSeries } from '../split';
import { recurrenceOf, seriesOf, type SeriesCase } from './helpers';

const lisbon = (c: Omit<SeriesCase, 'timezone'>): SeriesCase => ({ ...c, timezone: 'Europe/Lisbon' });
const horizon = { horizon: new Date('2028-12-31T00:00:00Z'), cap: 1000 };

interface Expected {
  before: string[] | null;
  after: { start: string; end: string; lines: string[] };
}

/** A split as lines (the record's normalised form), so the expected values read like what a client sees. */
function split(c: SeriesCase, key: string): Expected {
  const series = seriesOf(c);
  const { before, after } = splitSeries(series, recurrenceOf(c.lines), key);
  return {
    before: before && toRecurrenceLines(before, series),
    after: { start: after.series.start, end: after.series.end, lines: toRecurrenceLines(after.recurrence, after.series) },
  };
}

const keysOf = (series: SeriesStart, lines: string[]) => expandSeries(series, recurrenceOf(lines), horizon).occurrences.map((o) => o.key);

const cases: { name: string; series: SeriesCase; key: string; expected: Expected }[] = [
  {
    name: "Google's example, cut at a Thursday: the first part ends at the Tuesday before",
    series: lisbon({ start: '2027-04-13 19:00:00', end: '2027-04-13 20:30:00', lines: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630', 'EXDATE;TZID=Europe/Lisbon:20270415T190000,20270513T190000'] }),
    key: '20270429T190000',
    expected: {
      before: ['RRULE:FREQ=WEEKLY;UNTIL=20270427T180000Z;BYDAY=TU,TH', 'EXDATE;TZID=Europe/Lisbon:20270415T190000'],
      after: { start: '2027-04-29 19:00:00', end: '2027-04-29 20:30:00', lines: ['RRULE:FREQ=WEEKLY;UNTIL=20270630;BYDAY=TU,TH', 'EXDATE;TZID=Europe/Lisbon:20270513T190000'] },
    },
  },
  {
    name: 'COUNT is shared out, and the weekday DTSTART implied is written out',
    series: lisbon({ start: '2027-04-13 19:00:00', lines: ['RRULE:FREQ=WEEKLY;COUNT=10'] }),
    key: '20270504T190000',
    expected: {
      before: ['RRULE:FREQ=WEEKLY;UNTIL=20270427T180000Z'],
      after: { start: '2027-05-04 19:00:00', end: '2027-05-04 19:00:00', lines: ['RRULE:FREQ=WEEKLY;COUNT=7;BYDAY=TU'] },
    },
  },
  {
    name: 'cut at the second date: the first part is a single event',
    series: lisbon({ start: '2027-04-13 19:00:00', lines: ['RRULE:FREQ=DAILY;COUNT=3'] }),
    key: '20270414T190000',
    expected: { before: [], after: { start: '2027-04-14 19:00:00', end: '2027-04-14 19:00:00', lines: ['RRULE:FREQ=DAILY;COUNT=2'] } },
  },
  {
    name: 'cut at the first date: nothing before, the whole series after',
    series: lisbon({ start: '2027-04-13 19:00:00', lines: ['RRULE:FREQ=DAILY;COUNT=3'] }),
    key: '20270413T190000',
    expected: { before: null, after: { start: '2027-04-13 19:00:00', end: '2027-04-13 19:00:00', lines: ['RRULE:FREQ=DAILY;COUNT=3'] } },
  },
  {
    name: 'monthly on the 31st, all-day over two days, from March: before it, the first date and an added one',
    series: lisbon({ start: '2027-01-31', end: '2027-02-01', allDay: true, lines: ['RRULE:FREQ=MONTHLY', 'RDATE;VALUE=DATE:20270215,20270615'] }),
    key: '20270331',
    expected: {
      before: ['RDATE;VALUE=DATE:20270215'],
      after: { start: '2027-03-31 00:00:00', end: '2027-04-01 23:59:59', lines: ['RRULE:FREQ=MONTHLY;BYMONTHDAY=31', 'RDATE;VALUE=DATE:20270615'] },
    },
  },
  {
    name: 'cut at an added date: the rule goes on from there, the added date counted in COUNT',
    series: lisbon({ start: '2027-01-31 10:00:00', lines: ['RRULE:FREQ=MONTHLY;COUNT=4', 'RDATE;TZID=Europe/Lisbon:20270215T100000'] }),
    key: '20270215T100000',
    expected: {
      before: [],
      after: { start: '2027-02-15 10:00:00', end: '2027-02-15 10:00:00', lines: ['RRULE:FREQ=MONTHLY;COUNT=4;BYMONTHDAY=31'] },
    },
  },
];

describe('splitSeries ("this and the following")', () => {
  it.each(cases)('$name', ({ series, key, expected }) => {
    expect(split(series, key)).toEqual(expected);
  });

  it.each(cases)('the two parts have the dates of the series: $name', ({ series, key }) => {
    const start = seriesOf(series);
    const { before, after } = splitSeries(start, recurrenceOf(series.lines), key);
    const first = before ? keysOf(start, toRecurrenceLines(before, start)) : [];
    const second = keysOf(after.series, toRecurrenceLines(after.recurrence, after.series));
    expect([...first, ...second]).toEqual(keysOf(start, series.lines));
  });

  const refused: { name: string; key: string; code: string }[] = [
    { name: 'a time the series does not have', key: '20270414T180000', code: 'not-an-occurrence' },
    { name: 'an excluded date', key: '20270415T190000', code: 'not-an-occurrence' },
    { name: 'a date before the series', key: '20270412T190000', code: 'not-an-occurrence' },
    { name: 'an all-day key for a timed series', key: '20270414', code: 'not-an-occurrence' },
    { name: 'not a key', key: '2027-04-14 19:00', code: 'not-an-occurrence' },
    { name: 'an added date off an every-other-week rhythm', key: '20270421T190000', code: 'cannot-split' },
  ];
  it.each(refused)('refuses $name', ({ key, code }) => {
    const series = lisbon({
      start: '2027-04-13 19:00:00',
      lines: ['RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH', 'EXDATE;TZID=Europe/Lisbon:20270415T190000', 'RDATE;TZID=Europe/Lisbon:20270421T190000'],
    });
    expect(() => splitSeries(seriesOf(series), recurrenceOf(series.lines), key)).toThrow(expect.objectContaining({ name: 'RecurrenceError', code }));
  });
});

import { toICalendarLines, type FeedRecurrence } from '../feed-lines';
import { expandCase, feedStartsOf, icalFeedStarts, recurrenceOf, seriesOf, type SeriesCase } from './helpers';

const lisbon = (c: Omit<SeriesCase, 'timezone'>): SeriesCase => ({ ...c, timezone: 'Europe/Lisbon' });

describe('toICalendarLines: a feed', () => {
  const cases: { name: string; series: SeriesCase; expected: FeedRecurrence }[] = [
    {
      name: 'UNTIL in UTC (the end of 30 June in Lisbon), EXDATE with the TZID',
      series: lisbon({ start: '2027-04-13 19:00:00', end: '2027-04-13 20:00:00', lines: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630', 'EXDATE;TZID=Europe/Lisbon:20270415T190000'] }),
      expected: {
        start: '2027-04-13 19:00:00',
        end: '2027-04-13 20:00:00',
        lines: ['RRULE:FREQ=WEEKLY;UNTIL=20270630T225959Z;BYDAY=TU,TH', 'EXDATE;TZID=Europe/Lisbon:20270415T190000'],
      },
    },
    {
      name: 'all-day: UNTIL and EXDATE as dates',
      series: lisbon({ start: '2027-04-13', allDay: true, lines: ['RRULE:FREQ=WEEKLY;UNTIL=20270601', 'EXDATE:20270420T190000'] }),
      expected: { start: '2027-04-13 00:00:00', end: '2027-04-13 23:59:59', lines: ['RRULE:FREQ=WEEKLY;UNTIL=20270601', 'EXDATE;VALUE=DATE:20270420'] },
    },
    {
      name: 'a whole-hour offset zone is written as its Etc/GMT zone',
      series: { start: '2027-04-13 19:00:00', timezone: 'UTC+2', lines: ['RRULE:FREQ=WEEKLY;COUNT=3', 'EXDATE:20270420T190000'] },
      expected: { start: '2027-04-13 19:00:00', end: '2027-04-13 19:00:00', lines: ['RRULE:FREQ=WEEKLY;COUNT=3', 'EXDATE;TZID=Etc/GMT-2:20270420T190000'] },
    },
    {
      name: 'a fractional offset is written in UTC',
      series: { start: '2027-04-13 19:00:00', timezone: 'UTC+5.5', lines: ['RRULE:FREQ=WEEKLY;UNTIL=20270427', 'EXDATE:20270420T190000'] },
      expected: { start: '2027-04-13 19:00:00', end: '2027-04-13 19:00:00', lines: ['RRULE:FREQ=WEEKLY;UNTIL=20270427T182959Z', 'EXDATE:20270420T133000Z'] },
    },
    {
      name: 'a first date the rule does not make: DTSTART on the rule first date, the first date an RDATE, COUNT as UNTIL',
      series: lisbon({ start: '2027-04-10 19:00:00', end: '2027-04-10 21:00:00', lines: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=3'] }),
      expected: {
        start: '2027-04-13 19:00:00',
        end: '2027-04-13 21:00:00',
        lines: ['RRULE:FREQ=WEEKLY;UNTIL=20270415T180000Z;BYDAY=TU,TH', 'RDATE;TZID=Europe/Lisbon:20270410T190000'],
      },
    },
    {
      name: 'a rule that adds no date to the first: no RRULE, the first date among the RDATEs (ical.js reads only them then)',
      series: lisbon({ start: '2027-04-10 19:00:00', lines: ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=1', 'RDATE;TZID=Europe/Lisbon:20270501T190000'] }),
      expected: { start: '2027-04-10 19:00:00', end: '2027-04-10 19:00:00', lines: ['RDATE;TZID=Europe/Lisbon:20270410T190000,20270501T190000'] },
    },
    {
      name: 'added dates only',
      series: lisbon({ start: '2027-04-10', allDay: true, lines: ['RDATE;VALUE=DATE:20270501'] }),
      expected: { start: '2027-04-10 00:00:00', end: '2027-04-10 23:59:59', lines: ['RDATE;VALUE=DATE:20270410,20270501'] },
    },
    {
      name: 'a yearly rule by day of the month gets its twelve months',
      series: lisbon({ start: '2027-04-01 09:00:00', lines: ['RRULE:FREQ=YEARLY;BYMONTHDAY=1;COUNT=4'] }),
      expected: { start: '2027-04-01 09:00:00', end: '2027-04-01 09:00:00', lines: ['RRULE:FREQ=YEARLY;COUNT=4;BYMONTH=1,2,3,4,5,6,7,8,9,10,11,12;BYMONTHDAY=1'] },
    },
  ];
  it.each(cases)('$name', ({ series, expected }) => {
    expect(toICalendarLines(recurrenceOf(series.lines), seriesOf(series))).toEqual(expected);
  });

  const feeds: SeriesCase[] = [
    ...cases.map((c) => c.series).filter((series) => series.timezone !== 'UTC+5.5'),
    lisbon({ start: '2027-03-02 19:00:00', lines: ['RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20271110', 'EXDATE;TZID=Europe/Lisbon:20270316T190000', 'RDATE;TZID=Europe/Lisbon:20270401T120000'] }),
    lisbon({ start: '2027-02-01 10:00:00', lines: ['RRULE:FREQ=MONTHLY;BYMONTHDAY=5;COUNT=4'] }),
    lisbon({ start: '2027-01-02', allDay: true, lines: ['RRULE:FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20271231'] }),
  ];
  it.each(feeds)('ical.js reads the feed as the same dates: %j', (series) => {
    const withHorizon = { ...series, horizon: '2027-12-31' };
    expect(icalFeedStarts(withHorizon)).toEqual(feedStartsOf(withHorizon));
  });

  it('ical.js differs on a time in the spring gap: it takes the offset after the gap (01:30 EST), RFC 5545 the one before (03:30 EDT)', () => {
    const gap: SeriesCase = { start: '2027-03-13 02:30:00', timezone: 'America/New_York', lines: ['RRULE:FREQ=DAILY;COUNT=2'] };
    const ours = expandCase(gap).occurrences.map((o) => o.start.toISOString());
    expect([ours, icalFeedStarts({ ...gap, horizon: '2027-12-31' })]).toEqual([
      ['2027-03-13T07:30:00.000Z', '2027-03-14T07:30:00.000Z'],
      ['2027-03-13T07:30:00.000Z', '2027-03-14T06:30:00.000Z'],
    ]);
  });
});

import { toRecurrenceLines } from '../lines';
import { expandCase, recurrenceOf, seriesOf, type SeriesCase } from './helpers';

const lisbon = (c: Omit<SeriesCase, 'timezone'>): SeriesCase => ({ ...c, timezone: 'Europe/Lisbon' });

describe('toRecurrenceLines: what a record shows', () => {
  const cases: { name: string; series: SeriesCase; expected: string[] }[] = [
    {
      name: "Google's example, FREQ first and the date UNTIL kept",
      series: lisbon({ start: '2027-04-13 19:00:00', lines: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630', 'EXDATE;TZID=Europe/Lisbon:20270415T190000'] }),
      expected: ['RRULE:FREQ=WEEKLY;UNTIL=20270630;BYDAY=TU,TH', 'EXDATE;TZID=Europe/Lisbon:20270415T190000'],
    },
    {
      name: 'lower case, INTERVAL=1, days out of order, WKST: canonical',
      series: lisbon({ start: '2027-04-13 19:00:00', lines: ['rrule:byday=th,tu,TU;interval=1;freq=weekly;count=4;wkst=su'] }),
      expected: ['RRULE:FREQ=WEEKLY;COUNT=4;BYDAY=TU,TH;WKST=SU'],
    },
    {
      name: 'a local or UTC UNTIL becomes UTC (RFC 5545 with a TZID start)',
      series: lisbon({ start: '2027-04-13 19:00:00', lines: ['RRULE:FREQ=DAILY;UNTIL=20270420T190000'] }),
      expected: ['RRULE:FREQ=DAILY;UNTIL=20270420T180000Z'],
    },
    {
      name: 'dates of every form, in one line each, in the event zone, sorted, once',
      series: lisbon({
        start: '2027-04-13 19:00:00',
        lines: [
          'RRULE:FREQ=DAILY',
          'EXDATE:20270420T180000Z,20270416T190000',
          'EXDATE;TZID=America/New_York:20270415T140000',
          'EXDATE;VALUE=DATE:20270418',
          'EXDATE;TZID=Europe/Lisbon:20270416T190000',
          'RDATE;TZID=Europe/Lisbon:20270501T100000',
        ],
      }),
      expected: [
        'RRULE:FREQ=DAILY',
        'RDATE;TZID=Europe/Lisbon:20270501T100000',
        'EXDATE;TZID=Europe/Lisbon:20270415T190000,20270416T190000,20270418T190000,20270420T190000',
      ],
    },
    {
      name: 'all-day: dates only',
      series: lisbon({ start: '2027-04-13', allDay: true, lines: ['RRULE:FREQ=WEEKLY;UNTIL=20270601T120000Z', 'EXDATE:20270420T000000', 'RDATE;VALUE=DATE:20270702'] }),
      expected: ['RRULE:FREQ=WEEKLY;UNTIL=20270601', 'RDATE;VALUE=DATE:20270702', 'EXDATE;VALUE=DATE:20270420'],
    },
    {
      name: 'a WordPress offset with a colon is quoted',
      series: { start: '2027-04-13 19:00:00', timezone: 'UTC+5:30', lines: ['RRULE:FREQ=WEEKLY', 'EXDATE:20270420T190000'] },
      expected: ['RRULE:FREQ=WEEKLY', 'EXDATE;TZID="UTC+5:30":20270420T190000'],
    },
    { name: 'nothing', series: lisbon({ start: '2027-04-13 19:00:00', lines: [] }), expected: [] },
  ];
  it.each(cases)('$name', ({ series, expected }) => {
    expect(toRecurrenceLines(recurrenceOf(series.lines), seriesOf(series))).toEqual(expected);
  });

  it.each(cases)('reads back to the same dates: $name', ({ series }) => {
    const lines = toRecurrenceLines(recurrenceOf(series.lines), seriesOf(series));
    const horizon = { horizon: '2027-12-31' };
    expect(expandCase({ ...series, ...horizon, lines }).occurrences).toEqual(expandCase({ ...series, ...horizon }).occurrences);
  });
});

import { RecurrenceError } from '../../../../../shared/recurrence/errors';
import { expandCase, icalKeys, keysOf, type SeriesCase } from './helpers';

const lisbon = (c: Omit<SeriesCase, 'timezone'>): SeriesCase => ({ ...c, timezone: 'Europe/Lisbon' });

describe('dates of a series', () => {
  const cases: { name: string; series: SeriesCase; expected: string[]; icalJsDiffers?: string }[] = [
    {
      name: 'monthly on the 31st skips the months without one (RFC 5545)',
      series: lisbon({ start: '2027-01-31 19:00:00', lines: ['RRULE:FREQ=MONTHLY;COUNT=5'] }),
      expected: ['20270131T190000', '20270331T190000', '20270531T190000', '20270731T190000', '20270831T190000'],
    },
    {
      name: 'COUNT counts the first occurrence, even when the rule would not make it',
      series: lisbon({ start: '2027-01-02 19:00:00', lines: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=3'] }),
      expected: ['20270102T190000', '20270105T190000', '20270107T190000'],
      icalJsDiffers: 'ical.js leaves out a DTSTART the rule does not make (and counts COUNT without it)',
    },
    {
      name: 'UNTIL as a date includes that whole day (Google: "until 30 June")',
      series: lisbon({ start: '2027-06-22 19:00:00', lines: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270629'] }),
      expected: ['20270622T190000', '20270624T190000', '20270629T190000'],
      icalJsDiffers: 'ical.js reads a date UNTIL as midnight; feeds write UNTIL in UTC (toICalendarLines)',
    },
    {
      name: 'UNTIL as a local time is read in the event zone, inclusive',
      series: lisbon({ start: '2027-06-22 19:00:00', lines: ['RRULE:FREQ=DAILY;UNTIL=20270624T190000'] }),
      expected: ['20270622T190000', '20270623T190000', '20270624T190000'],
    },
    {
      name: 'UNTIL in UTC: 18:00Z is 19:00 in Lisbon in summer',
      series: lisbon({ start: '2027-06-22 19:00:00', lines: ['RRULE:FREQ=DAILY;UNTIL=20270623T180000Z'] }),
      expected: ['20270622T190000', '20270623T190000'],
    },
    {
      name: 'UNTIL before the first start still leaves the first occurrence',
      series: lisbon({ start: '2027-06-22 19:00:00', lines: ['RRULE:FREQ=DAILY;UNTIL=20270101'] }),
      expected: ['20270622T190000'],
      icalJsDiffers: 'ical.js leaves out a DTSTART the rule does not make',
    },
    {
      name: 'EXDATE with TZID, without (the event zone), in UTC, and as a date (at the series time)',
      series: lisbon({
        start: '2027-06-01 19:00:00',
        lines: ['RRULE:FREQ=DAILY;COUNT=7', 'EXDATE;TZID=Europe/Lisbon:20270602T190000', 'EXDATE:20270603T190000', 'EXDATE:20270604T180000Z', 'EXDATE;VALUE=DATE:20270605'],
      }),
      expected: ['20270601T190000', '20270606T190000', '20270607T190000'],
    },
    {
      name: 'EXDATE in another zone names the same instant (14:00 in New York is 19:00 in Lisbon)',
      series: lisbon({ start: '2027-06-01 19:00:00', lines: ['RRULE:FREQ=DAILY;COUNT=3', 'EXDATE;TZID=America/New_York:20270602T140000'] }),
      expected: ['20270601T190000', '20270603T190000'],
    },
    {
      name: 'an EXDATE at another time excludes nothing',
      series: lisbon({ start: '2027-06-01 19:00:00', lines: ['RRULE:FREQ=DAILY;COUNT=2', 'EXDATE;TZID=Europe/Lisbon:20270602T180000'] }),
      expected: ['20270601T190000', '20270602T190000'],
    },
    {
      name: 'RDATE adds dates: with its own time, a date at the series time, a UTC time; a repeat is one occurrence',
      series: lisbon({
        start: '2027-06-01 19:00:00',
        lines: ['RRULE:FREQ=WEEKLY;COUNT=2', 'RDATE;TZID=Europe/Lisbon:20270603T100000,20270608T190000', 'RDATE;VALUE=DATE:20270610', 'RDATE:20270612T090000Z'],
      }),
      expected: ['20270601T190000', '20270603T100000', '20270608T190000', '20270610T190000', '20270612T100000'],
    },
    {
      name: 'RDATE without RRULE: the first occurrence and the added dates',
      series: lisbon({ start: '2027-06-01 19:00:00', lines: ['RDATE;TZID=Europe/Lisbon:20270701T190000,20270801T190000'] }),
      expected: ['20270601T190000', '20270701T190000', '20270801T190000'],
    },
    {
      name: 'an EXDATE removes an RDATE too',
      series: lisbon({ start: '2027-06-01 19:00:00', lines: ['RDATE;TZID=Europe/Lisbon:20270701T190000,20270801T190000', 'EXDATE;TZID=Europe/Lisbon:20270701T190000'] }),
      expected: ['20270601T190000', '20270801T190000'],
    },
    {
      name: 'no lines: the event alone',
      series: lisbon({ start: '2027-06-01 19:00:00', lines: [] }),
      expected: ['20270601T190000'],
    },
  ];
  it.each(cases)('$name', ({ series, expected }) => {
    expect(keysOf(series)).toEqual(expected);
  });

  // ical.js reads floating values only here (helpers.ts): the cases with zones or UTC values are left out.
  const floating = cases.filter((c) => !c.icalJsDiffers && !c.series.lines.some((line) => /TZID|Z$|Z,|VALUE=DATE:/.test(line)));
  it.each(floating)('ical.js agrees: $name', ({ series, expected }) => {
    expect(icalKeys(series)).toEqual(expected);
  });
});

describe('all-day and multi-day series', () => {
  const cases: { name: string; series: SeriesCase; expected: { key: string; startWall: string; endWall: string; start: string; end: string }[] }[] = [
    {
      name: 'all-day, weekly: each day from 00:00:00 to 23:59:59 in the zone, as events store it',
      series: lisbon({ start: '2027-03-21 00:00:00', end: '2027-03-21 23:59:59', allDay: true, lines: ['RRULE:FREQ=WEEKLY;UNTIL=20270328'] }),
      expected: [
        { key: '20270321', startWall: '2027-03-21 00:00:00', endWall: '2027-03-21 23:59:59', start: '2027-03-21T00:00:00.000Z', end: '2027-03-21T23:59:59.000Z' },
        { key: '20270328', startWall: '2027-03-28 00:00:00', endWall: '2027-03-28 23:59:59', start: '2027-03-28T00:00:00.000Z', end: '2027-03-28T22:59:59.000Z' },
      ],
    },
    {
      name: 'all-day over three days, monthly on the last Friday: Friday to Sunday',
      series: lisbon({ start: '2027-01-29', end: '2027-01-31', allDay: true, lines: ['RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=2', 'EXDATE;VALUE=DATE:20270101'] }),
      expected: [
        { key: '20270129', startWall: '2027-01-29 00:00:00', endWall: '2027-01-31 23:59:59', start: '2027-01-29T00:00:00.000Z', end: '2027-01-31T23:59:59.000Z' },
        { key: '20270226', startWall: '2027-02-26 00:00:00', endWall: '2027-02-28 23:59:59', start: '2027-02-26T00:00:00.000Z', end: '2027-02-28T23:59:59.000Z' },
      ],
    },
    {
      name: 'all-day: dates of EXDATE and RDATE given as times keep only their day',
      series: lisbon({ start: '2027-06-01', end: '2027-06-01', allDay: true, lines: ['RRULE:FREQ=DAILY;COUNT=2', 'EXDATE:20270602T120000', 'RDATE:20270605T230000Z'] }),
      expected: [
        { key: '20270601', startWall: '2027-06-01 00:00:00', endWall: '2027-06-01 23:59:59', start: '2027-05-31T23:00:00.000Z', end: '2027-06-01T22:59:59.000Z' },
        { key: '20270606', startWall: '2027-06-06 00:00:00', endWall: '2027-06-06 23:59:59', start: '2027-06-05T23:00:00.000Z', end: '2027-06-06T22:59:59.000Z' },
      ],
    },
    {
      name: 'a timed festival weekend: Friday 18:00 to Sunday 22:00, every week',
      series: lisbon({ start: '2027-07-02 18:00:00', end: '2027-07-04 22:00:00', lines: ['RRULE:FREQ=WEEKLY;COUNT=2'] }),
      expected: [
        { key: '20270702T180000', startWall: '2027-07-02 18:00:00', endWall: '2027-07-04 22:00:00', start: '2027-07-02T17:00:00.000Z', end: '2027-07-04T21:00:00.000Z' },
        { key: '20270709T180000', startWall: '2027-07-09 18:00:00', endWall: '2027-07-11 22:00:00', start: '2027-07-09T17:00:00.000Z', end: '2027-07-11T21:00:00.000Z' },
      ],
    },
  ];
  it.each(cases)('$name', ({ series, expected }) => {
    const shape = expandCase(series).occurrences.map(({ key, startWall, endWall, start, end }) => ({ key, startWall, endWall, start: start.toISOString(), end: end.toISOString() }));
    expect(shape).toEqual(expected);
  });
});

describe('horizon, cap and origin', () => {
  const weekly = lisbon({ start: '2027-01-05 19:00:00', lines: ['RRULE:FREQ=WEEKLY'], horizon: '2027-01-26' });

  it('an open-ended rule stops at the horizon and says it continues', () => {
    const { occurrences, continues } = expandCase(weekly);
    expect([occurrences.map((o) => o.key), continues]).toEqual([['20270105T190000', '20270112T190000', '20270119T190000', '20270126T190000'], true]);
  });

  it('a rule ending before the horizon does not continue; one ending after does', () => {
    const ended = expandCase({ ...weekly, lines: ['RRULE:FREQ=WEEKLY;COUNT=2'] }).continues;
    const endedUntil = expandCase({ ...weekly, lines: ['RRULE:FREQ=WEEKLY;UNTIL=20270115'] }).continues;
    const later = expandCase({ ...weekly, lines: ['RRULE:FREQ=WEEKLY;COUNT=20'] }).continues;
    const laterUntil = expandCase({ ...weekly, lines: ['RRULE:FREQ=WEEKLY;UNTIL=20280101'] }).continues;
    const laterRdate = expandCase({ ...weekly, lines: ['RRULE:FREQ=WEEKLY;COUNT=2', 'RDATE:20290101T190000'] }).continues;
    expect([ended, endedUntil, later, laterUntil, laterRdate]).toEqual([false, false, true, true, true]);
  });

  it('from: only the dates from that instant on (the horizon job), COUNT still counted from the first', () => {
    const keys = keysOf({ ...weekly, lines: ['RRULE:FREQ=WEEKLY;COUNT=3'], from: '2027-01-12T18:00:00Z', horizon: '2030-01-01' });
    const open = keysOf({ ...weekly, from: '2027-01-19T00:00:00Z' });
    expect([keys, open]).toEqual([['20270112T190000', '20270119T190000'], ['20270119T190000', '20270126T190000']]);
  });

  it('the origin of each date', () => {
    const { occurrences } = expandCase(lisbon({ start: '2027-01-02 19:00:00', lines: ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=2', 'RDATE:20270110T190000'] }));
    expect(occurrences.map((o) => [o.key, o.origin])).toEqual([
      ['20270102T190000', 'first'],
      ['20270105T190000', 'rule'],
      ['20270110T190000', 'rdate'],
    ]);
  });

  it('the cap: as many as the cap pass, one more is a RecurrenceError naming the limit', () => {
    const daily = lisbon({ start: '2027-01-01 19:00:00', lines: ['RRULE:FREQ=DAILY;COUNT=365'], cap: 365 });
    expect(expandCase(daily).occurrences).toHaveLength(365);
    const error = (() => {
      try {
        expandCase({ ...daily, cap: 364 });
      } catch (e) {
        return e;
      }
    })() as RecurrenceError;
    expect([error instanceof RecurrenceError, error.code, error.details.limit, error.message]).toEqual([
      true,
      'too-many-occurrences',
      364,
      'The recurrence gives more than 364 occurrences before 2100-01-01; a series has at most 364, past dates included. End it sooner (UNTIL or COUNT), start it later or repeat it less often.',
    ]);
  });

  // Issue 31, finding 1: the cap counted only the dates to come, and the costliness bound counted periods,
  // not dates, so one write could list and store 344,065 dates.
  describe('every date counts, the past ones too, and the expansion stops at the cap', () => {
    // `count` RDATEs, a day apart from 2028, 100 to a line (a line holds at most 10,000 characters).
    const rdateLines = (count: number) => {
      const days = Array.from({ length: count }, (_, i) => `${new Date(Date.UTC(2028, 0, 1) + i * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '')}T100000`);
      return Array.from({ length: Math.ceil(count / 100) }, (_, i) => `RDATE:${days.slice(i * 100, i * 100 + 100).join(',')}`);
    };
    const monthDays = Array.from({ length: 28 }, (_, i) => i + 1).join(',');
    const worst: [string, SeriesCase][] = [
      ['28 days a month from the year 1000', lisbon({ start: '1000-01-01 10:00:00', lines: [`RRULE:FREQ=MONTHLY;BYMONTHDAY=${monthDays}`], cap: 1000 })],
      ['28 days a month from 1000 until 2026', lisbon({ start: '1000-01-01 10:00:00', lines: [`RRULE:FREQ=MONTHLY;BYMONTHDAY=${monthDays};UNTIL=20261231`], cap: 1000 })],
      ['a daily COUNT=2000 from 2019', lisbon({ start: '2019-01-01 10:00:00', lines: ['RRULE:FREQ=DAILY;COUNT=2000'], cap: 1000 })],
      ['a daily rule in the past only', lisbon({ start: '2015-01-01 10:00:00', lines: ['RRULE:FREQ=DAILY;UNTIL=20191231'], cap: 1000 })],
      ['every weekday and month listed', lisbon({ start: '1900-01-01 10:00:00', lines: ['RRULE:FREQ=YEARLY;BYMONTH=1,2,3,4,5,6,7,8,9,10,11,12;BYDAY=MO,TU,WE,TH,FR,SA,SU'], cap: 1000 })],
      ['501 RDATEs with a cap of 500', lisbon({ start: '2027-01-01 10:00:00', lines: rdateLines(501), cap: 500 })],
    ];
    it.each(worst)('%s: too-many-occurrences', (_, series) => {
      expect(() => expandCase(series)).toThrow(expect.objectContaining({ code: 'too-many-occurrences' }));
    });

    it('a rule whose periods are costly to list stops at the time bound (too-costly), whatever its count of periods', () => {
      const costly = lisbon({ start: '1000-01-01 10:00:00', lines: ['RRULE:FREQ=WEEKLY;BYSETPOS=-1;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYMONTH=2;COUNT=1000'], cap: 1000 });
      expect(() => expandCase(costly)).toThrow(expect.objectContaining({ code: 'too-costly' }));
    });

    it('excluded dates count too', () => {
      const daily = lisbon({ start: '2027-01-01 10:00:00', lines: ['RRULE:FREQ=DAILY;UNTIL=20270410'], cap: 99 });
      const excluded = { ...daily, lines: [...daily.lines, 'EXDATE:20270102T100000,20270103T100000'] };
      expect(() => expandCase(excluded)).toThrow(expect.objectContaining({ code: 'too-many-occurrences' }));
      expect(expandCase({ ...daily, cap: 100 }).occurrences).toHaveLength(100);
    });
  });

  it('the cap stops a daily rule with a large COUNT and a far horizon before its dates are all listed', () => {
    const long = lisbon({ start: '2027-01-01 19:00:00', lines: ['RRULE:FREQ=DAILY;COUNT=100000'], cap: 500, horizon: '2200-01-01' });
    expect(() => expandCase(long)).toThrow(expect.objectContaining({ code: 'too-many-occurrences' }));
  });

  it('the cap stops an open-ended daily rule started long ago without listing every date', () => {
    expect(() => expandCase(lisbon({ start: '1700-01-01 19:00:00', lines: ['RRULE:FREQ=DAILY'], cap: 500 }))).toThrow('more than 500 occurrences');
  });

  it('a rule that rarely matches (29 February on a Monday), open-ended from long ago, is refused as too costly', () => {
    const sparse = lisbon({ start: '1500-01-01 19:00:00', lines: ['RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO'] });
    expect(() => expandCase(sparse)).toThrow(expect.objectContaining({ code: 'too-costly' }));
  });

  it('two years of a weekly class and a year of a daily one', () => {
    const twoYears = keysOf(lisbon({ start: '2027-01-05 19:00:00', lines: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH'], horizon: '2029-01-04' }));
    const year = keysOf(lisbon({ start: '2027-01-01 08:00:00', lines: ['RRULE:FREQ=DAILY'], horizon: '2027-12-31' }));
    expect([twoYears.length, twoYears[twoYears.length - 1], year.length]).toEqual([210, '20290104T190000', 365]);
  });
});

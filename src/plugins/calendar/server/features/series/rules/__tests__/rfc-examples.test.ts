import { at9, icalKeys, keysOf, type SeriesCase } from './helpers';

/**
 * RFC 5545 section 3.8.5.3's examples (DTSTART;TZID=America/New_York), open-ended ones up to a fixed
 * horizon. The expected dates are the RFC's own lists, all at 09:00 New York time whatever the offset;
 * ical.js, an independent implementation, is asked too.
 */
interface Example extends SeriesCase {
  name: string;
  expected: string[];
  /** Why ical.js is not asked: a known deviation of it from RFC 5545. */
  icalJsDiffers?: string;
}

const days = (year: number, month: number, list: number[]) =>
  list.map((day) => `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`);

const examples: Example[] = [
  { name: 'daily for 10 occurrences', start: '1997-09-02 09:00:00', lines: ['RRULE:FREQ=DAILY;COUNT=10'], expected: at9(...days(1997, 9, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11])) },
  { name: 'every other day, forever (to a horizon)', start: '1997-09-02 09:00:00', lines: ['RRULE:FREQ=DAILY;INTERVAL=2'], horizon: '1997-09-12', expected: at9(...days(1997, 9, [2, 4, 6, 8, 10, 12])) },
  { name: 'every 10 days, 5 occurrences', start: '1997-09-02 09:00:00', lines: ['RRULE:FREQ=DAILY;INTERVAL=10;COUNT=5'], expected: at9(...days(1997, 9, [2, 12, 22]), ...days(1997, 10, [2, 12])) },
  {
    name: 'weekly for 10 occurrences (across the October change)',
    start: '1997-09-02 09:00:00',
    lines: ['RRULE:FREQ=WEEKLY;COUNT=10'],
    expected: at9(...days(1997, 9, [2, 9, 16, 23, 30]), ...days(1997, 10, [7, 14, 21, 28]), ...days(1997, 11, [4])),
  },
  {
    name: 'weekly until 24 December 1997 (UNTIL in UTC)',
    start: '1997-09-02 09:00:00',
    lines: ['RRULE:FREQ=WEEKLY;UNTIL=19971224T000000Z'],
    expected: at9(...days(1997, 9, [2, 9, 16, 23, 30]), ...days(1997, 10, [7, 14, 21, 28]), ...days(1997, 11, [4, 11, 18, 25]), ...days(1997, 12, [2, 9, 16, 23])),
  },
  {
    name: 'every other week, forever (to a horizon)',
    start: '1997-09-02 09:00:00',
    lines: ['RRULE:FREQ=WEEKLY;INTERVAL=2;WKST=SU'],
    horizon: '1998-02-17',
    expected: at9(...days(1997, 9, [2, 16, 30]), ...days(1997, 10, [14, 28]), ...days(1997, 11, [11, 25]), ...days(1997, 12, [9, 23]), ...days(1998, 1, [6, 20]), ...days(1998, 2, [3, 17])),
  },
  {
    name: 'weekly on Tuesday and Thursday for five weeks',
    start: '1997-09-02 09:00:00',
    lines: ['RRULE:FREQ=WEEKLY;UNTIL=19971007T000000Z;WKST=SU;BYDAY=TU,TH'],
    expected: at9(...days(1997, 9, [2, 4, 9, 11, 16, 18, 23, 25, 30]), ...days(1997, 10, [2])),
  },
  {
    name: 'every other week on Monday, Wednesday and Friday until 24 December 1997',
    start: '1997-09-01 09:00:00',
    lines: ['RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=19971224T000000Z;WKST=SU;BYDAY=MO,WE,FR'],
    expected: at9(
      ...days(1997, 9, [1, 3, 5, 15, 17, 19, 29]),
      ...days(1997, 10, [1, 3, 13, 15, 17, 27, 29, 31]),
      ...days(1997, 11, [10, 12, 14, 24, 26, 28]),
      ...days(1997, 12, [8, 10, 12, 22])
    ),
  },
  {
    name: 'every other week on Tuesday and Thursday, for 8 occurrences',
    start: '1997-09-02 09:00:00',
    lines: ['RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=8;WKST=SU;BYDAY=TU,TH'],
    expected: at9(...days(1997, 9, [2, 4, 16, 18, 30]), ...days(1997, 10, [2, 14, 16])),
  },
  {
    name: 'monthly on the first Friday for 10 occurrences',
    start: '1997-09-05 09:00:00',
    lines: ['RRULE:FREQ=MONTHLY;COUNT=10;BYDAY=1FR'],
    expected: at9('19970905', '19971003', '19971107', '19971205', '19980102', '19980206', '19980306', '19980403', '19980501', '19980605'),
  },
  {
    name: 'every other month on the first and last Sunday, 10 occurrences',
    start: '1997-09-07 09:00:00',
    lines: ['RRULE:FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=1SU,-1SU'],
    expected: at9('19970907', '19970928', '19971102', '19971130', '19980104', '19980125', '19980301', '19980329', '19980503', '19980531'),
  },
  {
    name: 'monthly on the second-to-last Monday for 6 months',
    start: '1997-09-22 09:00:00',
    lines: ['RRULE:FREQ=MONTHLY;COUNT=6;BYDAY=-2MO'],
    expected: at9('19970922', '19971020', '19971117', '19971222', '19980119', '19980216'),
  },
  {
    name: 'monthly on the third-to-last day, forever (to a horizon)',
    start: '1997-09-28 09:00:00',
    lines: ['RRULE:FREQ=MONTHLY;BYMONTHDAY=-3'],
    horizon: '1998-02-28',
    expected: at9('19970928', '19971029', '19971128', '19971229', '19980129', '19980226'),
  },
  {
    name: 'monthly on the first and last day for 10 occurrences',
    start: '1997-09-30 09:00:00',
    lines: ['RRULE:FREQ=MONTHLY;COUNT=10;BYMONTHDAY=1,-1'],
    expected: at9('19970930', '19971001', '19971031', '19971101', '19971130', '19971201', '19971231', '19980101', '19980131', '19980201'),
  },
  {
    name: 'every 18 months on the 10th to the 15th, 10 occurrences',
    start: '1997-09-10 09:00:00',
    lines: ['RRULE:FREQ=MONTHLY;INTERVAL=18;COUNT=10;BYMONTHDAY=10,11,12,13,14,15'],
    expected: at9(...days(1997, 9, [10, 11, 12, 13, 14, 15]), ...days(1999, 3, [10, 11, 12, 13])),
  },
  {
    name: 'yearly in June and July for 10 occurrences',
    start: '1997-06-10 09:00:00',
    lines: ['RRULE:FREQ=YEARLY;COUNT=10;BYMONTH=6,7'],
    expected: at9(...[1997, 1998, 1999, 2000, 2001].flatMap((year) => [`${year}0610`, `${year}0710`])),
  },
  {
    name: 'every third year on the 1st, 100th and 200th day, 10 occurrences',
    start: '1997-01-01 09:00:00',
    lines: ['RRULE:FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200'],
    expected: at9('19970101', '19970410', '19970719', '20000101', '20000409', '20000718', '20030101', '20030410', '20030719', '20060101'),
  },
  {
    name: 'Monday of week number 20',
    start: '1997-05-12 09:00:00',
    lines: ['RRULE:FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO'],
    horizon: '1999-12-31',
    expected: at9('19970512', '19980511', '19990517'),
    icalJsDiffers: 'ical.js 2 ignores BYWEEKNO here and gives every Monday',
  },
  {
    name: 'every Thursday in March',
    start: '1997-03-13 09:00:00',
    lines: ['RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=TH'],
    horizon: '1999-12-31',
    expected: at9(...days(1997, 3, [13, 20, 27]), ...days(1998, 3, [5, 12, 19, 26]), ...days(1999, 3, [4, 11, 18, 25])),
  },
  {
    name: 'every Friday the 13th, the first date excluded by EXDATE',
    start: '1997-09-02 09:00:00',
    lines: ['EXDATE;TZID=America/New_York:19970902T090000', 'RRULE:FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13'],
    horizon: '2000-12-31',
    expected: at9('19980213', '19980313', '19981113', '19990813', '20001013'),
  },
  {
    name: 'the first Saturday after the first Sunday of the month',
    start: '1997-09-13 09:00:00',
    lines: ['RRULE:FREQ=MONTHLY;BYDAY=SA;BYMONTHDAY=7,8,9,10,11,12,13'],
    horizon: '1998-06-30',
    expected: at9('19970913', '19971011', '19971108', '19971213', '19980110', '19980207', '19980307', '19980411', '19980509', '19980613'),
  },
  {
    name: 'U.S. Presidential Election day: every 4 years, the first Tuesday after a Monday in November',
    start: '1996-11-05 09:00:00',
    lines: ['RRULE:FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8'],
    horizon: '2004-12-31',
    expected: at9('19961105', '20001107', '20041102'),
  },
  {
    name: 'the third of Tuesday, Wednesday or Thursday into the month, for 3 months (BYSETPOS)',
    start: '1997-09-04 09:00:00',
    lines: ['RRULE:FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3'],
    expected: at9('19970904', '19971007', '19971106'),
  },
  {
    name: 'the second-to-last weekday of the month (BYSETPOS=-2)',
    start: '1997-09-29 09:00:00',
    lines: ['RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2'],
    horizon: '1998-03-31',
    expected: at9('19970929', '19971030', '19971127', '19971230', '19980129', '19980226', '19980330'),
  },
  {
    name: 'WKST matters: every other week on Tuesday and Sunday, weeks from Monday',
    start: '1997-08-05 09:00:00',
    lines: ['RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO'],
    expected: at9('19970805', '19970810', '19970819', '19970824'),
  },
  {
    name: 'WKST matters: the same, weeks from Sunday',
    start: '1997-08-05 09:00:00',
    lines: ['RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU'],
    expected: at9('19970805', '19970817', '19970819', '19970831'),
  },
  {
    name: 'an invalid date (30 February) is skipped, not moved',
    start: '2007-01-15 09:00:00',
    lines: ['RRULE:FREQ=MONTHLY;BYMONTHDAY=15,30;COUNT=5'],
    expected: at9('20070115', '20070130', '20070215', '20070315', '20070330'),
  },
  {
    name: 'the last work day of the month (BYSETPOS=-1)',
    start: '2027-01-29 09:00:00',
    lines: ['RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=6'],
    expected: at9('20270129', '20270226', '20270331', '20270430', '20270531', '20270630'),
  },
  {
    name: 'the last Friday of the month',
    start: '2027-01-29 09:00:00',
    lines: ['RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=6'],
    expected: at9('20270129', '20270226', '20270326', '20270430', '20270528', '20270625'),
  },
];

describe('RFC 5545 3.8.5.3 examples', () => {
  it.each(examples)('$name', (example) => {
    expect(keysOf(example)).toEqual(example.expected);
  });

  it.each(examples.filter((example) => !example.icalJsDiffers))('ical.js agrees: $name', (example) => {
    expect(icalKeys(example)).toEqual(example.expected);
  });

  it('daily until 24 December 1997: 113 dates, the last on the 23rd at 09:00', () => {
    const keys = keysOf({ start: '1997-09-02 09:00:00', lines: ['RRULE:FREQ=DAILY;UNTIL=19971224T000000Z'] });
    expect([keys.length, keys[0], keys[keys.length - 1]]).toEqual([113, '19970902T090000', '19971223T090000']);
  });

  it('every day in January for 3 years, written yearly and daily, gives the same 93 dates', () => {
    const start = '1998-01-01 09:00:00';
    const yearly = keysOf({ start, lines: ['RRULE:FREQ=YEARLY;UNTIL=20000131T140000Z;BYMONTH=1;BYDAY=SU,MO,TU,WE,TH,FR,SA'] });
    const daily = keysOf({ start, lines: ['RRULE:FREQ=DAILY;UNTIL=20000131T140000Z;BYMONTH=1'] });
    expect([yearly.length, yearly[92], daily]).toEqual([93, '20000131T090000', yearly]);
  });
});

import { parseRecurrence } from '../parse';
import type { Recurrence } from '../types';

function parsed(input: unknown): Recurrence {
  const result = parseRecurrence(input);
  if (!result.ok) throw result.error;
  return result.recurrence;
}

const empty: Recurrence = { rule: null, rdates: [], exdates: [] };

describe('parseRecurrence: accepted lists', () => {
  const cases: { name: string; input: unknown; expected: Recurrence }[] = [
    {
      name: "Google Calendar's example",
      input: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630', 'EXDATE;TZID=Europe/Lisbon:20270415T190000'],
      expected: {
        rule: { freq: 'WEEKLY', interval: 1, until: { type: 'date', date: '20270630' }, byDay: [{ weekday: 'TU' }, { weekday: 'TH' }] },
        rdates: [],
        exdates: [{ type: 'local', dateTime: '20270415T190000', tzid: 'Europe/Lisbon' }],
      },
    },
    {
      name: 'every rule part, lists sorted without repeats',
      input: ['RRULE:FREQ=YEARLY;INTERVAL=2;COUNT=10;BYMONTH=7,6,6;BYDAY=-1FR,2TU,+1MO;BYMONTHDAY=15,-1,1;BYSETPOS=-1,1;WKST=SU'],
      expected: {
        rule: {
          freq: 'YEARLY',
          interval: 2,
          count: 10,
          byMonth: [6, 7],
          byDay: [{ weekday: 'MO', nth: 1 }, { weekday: 'TU', nth: 2 }, { weekday: 'FR', nth: -1 }],
          byMonthDay: [1, 15, -1],
          bySetPos: [1, -1],
          wkst: 'SU',
        },
        rdates: [],
        exdates: [],
      },
    },
    {
      name: 'BYYEARDAY and BYWEEKNO (yearly)',
      input: ['RRULE:FREQ=YEARLY;BYYEARDAY=1,-1;BYWEEKNO=20,-1'],
      expected: { rule: { freq: 'YEARLY', interval: 1, byYearDay: [1, -1], byWeekNo: [20, -1] }, rdates: [], exdates: [] },
    },
    {
      name: 'UNTIL as a local time (read in the event zone)',
      input: ['RRULE:FREQ=DAILY;UNTIL=20270630T190000'],
      expected: { rule: { freq: 'DAILY', interval: 1, until: { type: 'local', dateTime: '20270630T190000', tzid: null } }, rdates: [], exdates: [] },
    },
    {
      name: 'UNTIL in UTC',
      input: ['RRULE:FREQ=DAILY;UNTIL=20270630T215959Z'],
      expected: { rule: { freq: 'DAILY', interval: 1, until: { type: 'utc', dateTime: '20270630T215959' } }, rdates: [], exdates: [] },
    },
    {
      name: 'RDATE and EXDATE in every form: dates, local times, UTC, quoted and offset zones',
      input: [
        'RDATE;VALUE=DATE:20270101,20270102',
        'RDATE:20270103T100000',
        'EXDATE:20270104T100000Z',
        'EXDATE;TZID="UTC+5:30":20270105T100000',
        'EXDATE;VALUE=DATE-TIME;TZID=UTC:20270106T100000',
        'EXDATE:20270107',
      ],
      expected: {
        rule: null,
        rdates: [
          { type: 'date', date: '20270101' },
          { type: 'date', date: '20270102' },
          { type: 'local', dateTime: '20270103T100000', tzid: null },
        ],
        exdates: [
          { type: 'utc', dateTime: '20270104T100000' },
          { type: 'local', dateTime: '20270105T100000', tzid: 'UTC+5:30' },
          { type: 'local', dateTime: '20270106T100000', tzid: 'UTC' },
          { type: 'date', date: '20270107' },
        ],
      },
    },
    {
      name: 'names and values in any letter case, blank lines skipped',
      input: ['', 'rrule:freq=monthly;byday=-1fr', '   ', 'exdate;tzid=Europe/Lisbon:20270129T190000'],
      expected: {
        rule: { freq: 'MONTHLY', interval: 1, byDay: [{ weekday: 'FR', nth: -1 }] },
        rdates: [],
        exdates: [{ type: 'local', dateTime: '20270129T190000', tzid: 'Europe/Lisbon' }],
      },
    },
    {
      name: 'one string of lines (a form field, an iCalendar excerpt)',
      input: 'RRULE:FREQ=DAILY;COUNT=2\r\nEXDATE:20270102T100000\n',
      expected: { rule: { freq: 'DAILY', interval: 1, count: 2 }, rdates: [], exdates: [{ type: 'local', dateTime: '20270102T100000', tzid: null }] },
    },
    { name: 'an empty list: a single event', input: [], expected: empty },
    { name: 'an empty string: a single event', input: '', expected: empty },
  ];
  it.each(cases)('$name', ({ input, expected }) => {
    expect(parsed(input)).toEqual(expected);
  });
});

import { occurrenceKeyAt } from '../zone-time';
import { expandCase, type SeriesCase } from './helpers';

/** Wall times stay, UTC times move: the clock changes of 2027 in Lisbon (28 March, 31 October) and New York (14 March, 7 November). */

interface Expected {
  key: string;
  /** UTC, ISO 8601. */
  start: string;
  end: string;
  startWall: string;
  endWall: string;
}

const shape = (c: SeriesCase): Expected[] =>
  expandCase(c).occurrences.map((o) => ({ key: o.key, start: o.start.toISOString(), end: o.end.toISOString(), startWall: o.startWall, endWall: o.endWall }));

const row = (key: string, start: string, end: string, startWall: string, endWall: string): Expected => ({
  key,
  start: `${start}.000Z`,
  end: `${end}.000Z`,
  startWall,
  endWall,
});

describe('weekly across both clock changes', () => {
  const cases: { name: string; series: SeriesCase; expected: Expected[] }[] = [
    {
      name: 'Europe/Lisbon, Tuesdays 19:00-21:00: 19:00 UTC in winter, 18:00 UTC in summer',
      series: {
        start: '2027-03-23 19:00:00',
        end: '2027-03-23 21:00:00',
        timezone: 'Europe/Lisbon',
        lines: ['RRULE:FREQ=WEEKLY;BYDAY=TU', 'EXDATE;TZID=Europe/Lisbon:20270406T190000,20270413T190000'],
        horizon: '2027-04-07',
      },
      expected: [
        row('20270323T190000', '2027-03-23T19:00:00', '2027-03-23T21:00:00', '2027-03-23 19:00:00', '2027-03-23 21:00:00'),
        row('20270330T190000', '2027-03-30T18:00:00', '2027-03-30T20:00:00', '2027-03-30 19:00:00', '2027-03-30 21:00:00'),
      ],
    },
    {
      name: 'Europe/Lisbon in October: back to 19:00 UTC after the 31st',
      series: { start: '2027-10-26 19:00:00', end: '2027-10-26 21:00:00', timezone: 'Europe/Lisbon', lines: ['RRULE:FREQ=WEEKLY;COUNT=2'] },
      expected: [
        row('20271026T190000', '2027-10-26T18:00:00', '2027-10-26T20:00:00', '2027-10-26 19:00:00', '2027-10-26 21:00:00'),
        row('20271102T190000', '2027-11-02T19:00:00', '2027-11-02T21:00:00', '2027-11-02 19:00:00', '2027-11-02 21:00:00'),
      ],
    },
    {
      name: 'America/New_York, Thursdays 19:00: 23:00 UTC in summer, midnight UTC in winter (UNTIL in UTC, inclusive)',
      series: {
        start: '2027-03-11 19:00:00',
        end: '2027-03-11 20:30:00',
        timezone: 'America/New_York',
        lines: ['RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20271112T000000Z', 'EXDATE;TZID=America/New_York:20270325T190000'],
        from: '2027-11-01T00:00:00Z',
      },
      expected: [
        row('20271104T190000', '2027-11-04T23:00:00', '2027-11-05T00:30:00', '2027-11-04 19:00:00', '2027-11-04 20:30:00'),
        row('20271111T190000', '2027-11-12T00:00:00', '2027-11-12T01:30:00', '2027-11-11 19:00:00', '2027-11-11 20:30:00'),
      ],
    },
    {
      name: 'America/New_York in March',
      series: { start: '2027-03-11 19:00:00', end: '2027-03-11 20:30:00', timezone: 'America/New_York', lines: ['RRULE:FREQ=WEEKLY;COUNT=2'] },
      expected: [
        row('20270311T190000', '2027-03-12T00:00:00', '2027-03-12T01:30:00', '2027-03-11 19:00:00', '2027-03-11 20:30:00'),
        row('20270318T190000', '2027-03-18T23:00:00', '2027-03-19T00:30:00', '2027-03-18 19:00:00', '2027-03-18 20:30:00'),
      ],
    },
  ];
  it.each(cases)('$name', ({ series, expected }) => {
    expect(shape(series)).toEqual(expected);
  });
});

describe('times the clock skips or shows twice (RFC 5545 3.3.5)', () => {
  const cases: { name: string; series: SeriesCase; expected: Expected[] }[] = [
    {
      name: 'New York, daily 02:30: on 14 March 02:30 does not exist and moves forward by the gap, to 03:30 EDT, the end too',
      series: { start: '2027-03-13 02:30:00', end: '2027-03-13 03:00:00', timezone: 'America/New_York', lines: ['RRULE:FREQ=DAILY;COUNT=3'] },
      expected: [
        row('20270313T023000', '2027-03-13T07:30:00', '2027-03-13T08:00:00', '2027-03-13 02:30:00', '2027-03-13 03:00:00'),
        row('20270314T023000', '2027-03-14T07:30:00', '2027-03-14T08:00:00', '2027-03-14 03:30:00', '2027-03-14 04:00:00'),
        row('20270315T023000', '2027-03-15T06:30:00', '2027-03-15T07:00:00', '2027-03-15 02:30:00', '2027-03-15 03:00:00'),
      ],
    },
    {
      name: 'Lisbon, daily 01:30: on 28 March it is 02:30 WEST',
      series: { start: '2027-03-27 01:30:00', end: '2027-03-27 01:45:00', timezone: 'Europe/Lisbon', lines: ['RRULE:FREQ=DAILY;COUNT=2'] },
      expected: [
        row('20270327T013000', '2027-03-27T01:30:00', '2027-03-27T01:45:00', '2027-03-27 01:30:00', '2027-03-27 01:45:00'),
        row('20270328T013000', '2027-03-28T01:30:00', '2027-03-28T01:45:00', '2027-03-28 02:30:00', '2027-03-28 02:45:00'),
      ],
    },
    {
      name: 'New York, daily 01:30: on 7 November the first 01:30 (EDT) is taken',
      series: { start: '2027-11-06 01:30:00', end: '2027-11-06 02:00:00', timezone: 'America/New_York', lines: ['RRULE:FREQ=DAILY;COUNT=3'] },
      expected: [
        row('20271106T013000', '2027-11-06T05:30:00', '2027-11-06T06:00:00', '2027-11-06 01:30:00', '2027-11-06 02:00:00'),
        row('20271107T013000', '2027-11-07T05:30:00', '2027-11-07T07:00:00', '2027-11-07 01:30:00', '2027-11-07 02:00:00'),
        row('20271108T013000', '2027-11-08T06:30:00', '2027-11-08T07:00:00', '2027-11-08 01:30:00', '2027-11-08 02:00:00'),
      ],
    },
    {
      name: 'Lisbon, a party from 23:00 to 03:00 ends at 03:00 on the night the clocks go back (5 hours that night)',
      series: { start: '2027-10-23 23:00:00', end: '2027-10-24 03:00:00', timezone: 'Europe/Lisbon', lines: ['RRULE:FREQ=WEEKLY;COUNT=2'] },
      expected: [
        row('20271023T230000', '2027-10-23T22:00:00', '2027-10-24T02:00:00', '2027-10-23 23:00:00', '2027-10-24 03:00:00'),
        row('20271030T230000', '2027-10-30T22:00:00', '2027-10-31T03:00:00', '2027-10-30 23:00:00', '2027-10-31 03:00:00'),
      ],
    },
    {
      name: 'a WordPress offset zone (UTC+5.5) has no clock change',
      series: { start: '2027-03-23 19:00:00', end: '2027-03-23 20:00:00', timezone: 'UTC+5.5', lines: ['RRULE:FREQ=MONTHLY;COUNT=2'] },
      expected: [
        row('20270323T190000', '2027-03-23T13:30:00', '2027-03-23T14:30:00', '2027-03-23 19:00:00', '2027-03-23 20:00:00'),
        row('20270423T190000', '2027-04-23T13:30:00', '2027-04-23T14:30:00', '2027-04-23 19:00:00', '2027-04-23 20:00:00'),
      ],
    },
  ];
  it.each(cases)('$name', ({ series, expected }) => {
    expect(shape(series)).toEqual(expected);
  });
});

describe('occurrenceKeyAt', () => {
  const cases: { name: string; start: string; timezone: string; allDay: boolean; expected: string }[] = [
    { name: 'a summer evening in Lisbon', start: '2027-04-15T18:00:00Z', timezone: 'Europe/Lisbon', allDay: false, expected: '20270415T190000' },
    { name: 'an all-day event in New York', start: '2027-04-15T04:00:00Z', timezone: 'America/New_York', allDay: true, expected: '20270415' },
    { name: 'a stored Date', start: '2027-01-05T19:00:00Z', timezone: 'UTC', allDay: false, expected: '20270105T190000' },
  ];
  it.each(cases)('$name', ({ start, timezone, allDay, expected }) => {
    expect(occurrenceKeyAt(new Date(start), timezone, allDay)).toBe(expected);
  });
});

import { DateTime } from 'luxon';
import { formatWall, parseDateInput } from '../dates';

// Wednesday 2026-01-14 15:30:45 UTC (10:30:45 in New York, 00:30:45 on the 15th in Tokyo).
const now = DateTime.fromISO('2026-01-14T15:30:45.678Z');
const read = (value: string, zone = 'UTC') => {
  const dt = parseDateInput(value, { zone, now });
  return dt ? formatWall(dt) : null;
};

describe('parseDateInput: absolute dates', () => {
  const cases: [string, string][] = [
    ['2026-03-05', '2026-03-05 00:00:00'],
    ['2026-3-5', '2026-03-05 00:00:00'],
    ['2026-03-05 14:30', '2026-03-05 14:30:00'],
    ['2026-03-05 14:30:15', '2026-03-05 14:30:15'],
    ['2026-03-05T14:30:15', '2026-03-05 14:30:15'],
    ['2026-03-05T14:30:15.250', '2026-03-05 14:30:15'],
    ['2026/03/05', '2026-03-05 00:00:00'],
    ['2026/03/05 08:00', '2026-03-05 08:00:00'],
    ['03/05/2026', '2026-03-05 00:00:00'],
    ['05-03-2026', '2026-03-05 00:00:00'],
    ['05.03.2026 9pm', '2026-03-05 21:00:00'],
    ['5 March 2026', '2026-03-05 00:00:00'],
    ['5th mar 2026', '2026-03-05 00:00:00'],
    ['March 5, 2026', '2026-03-05 00:00:00'],
    ['Mar 5 2026 10:15', '2026-03-05 10:15:00'],
    ['March 2026', '2026-03-01 00:00:00'],
    ['5 March', '2026-03-05 00:00:00'],
    ['2026-03-05 4pm', '2026-03-05 16:00:00'],
    ['  2026-03-05  ', '2026-03-05 00:00:00'],
    ['2026-02-30', '2026-03-02 00:00:00'], // PHP rolls day overflow into the next month
  ];
  it.each(cases)('reads %j as %s', (input, expected) => expect(read(input)).toBe(expected));
});

describe('parseDateInput: offsets and timestamps', () => {
  const cases: [string, string, string][] = [
    ['2026-03-05T14:30:00Z', 'America/New_York', '2026-03-05 09:30:00'],
    ['2026-03-05T14:30:00+02:00', 'UTC', '2026-03-05 12:30:00'],
    ['2026-03-05 14:30:00 +0200', 'UTC', '2026-03-05 12:30:00'],
    ['2026-03-05T14:30:00-05', 'UTC', '2026-03-05 19:30:00'],
    ['2026-03-05 14:30 UTC', 'Asia/Tokyo', '2026-03-05 23:30:00'],
    ['2026-03-05 14:30 GMT', 'UTC', '2026-03-05 14:30:00'],
    ['2026-03-05 14:30', 'America/New_York', '2026-03-05 14:30:00'],
    ['1767225600', 'UTC', '2026-01-01 00:00:00'],
    ['1767225600', 'America/New_York', '2025-12-31 19:00:00'],
    ['@1767225600', 'UTC', '2026-01-01 00:00:00'],
    ['0', 'UTC', '1970-01-01 00:00:00'],
  ];
  it.each(cases)('reads %j in %s as %s', (input, zone, expected) => expect(read(input, zone)).toBe(expected));

  it('returns the instant in the requested zone', () => {
    expect(parseDateInput('2026-03-05T14:30:00Z', { zone: 'Asia/Tokyo', now })?.zoneName).toBe('Asia/Tokyo');
  });
});

describe('parseDateInput: relative phrases (now = Wed 2026-01-14 15:30:45 UTC)', () => {
  const cases: [string, string][] = [
    ['now', '2026-01-14 15:30:45'],
    ['NOW', '2026-01-14 15:30:45'],
    ['today', '2026-01-14 00:00:00'],
    ['midnight', '2026-01-14 00:00:00'],
    ['noon', '2026-01-14 12:00:00'],
    ['tomorrow', '2026-01-15 00:00:00'],
    ['yesterday', '2026-01-13 00:00:00'],
    ['yesterday 23:59', '2026-01-13 23:59:00'],
    ['tomorrow 9am', '2026-01-15 09:00:00'],
    ['tomorrow noon', '2026-01-15 12:00:00'],
    ['tomorrow 18:30', '2026-01-15 18:30:00'],
    ['today 23:59', '2026-01-14 23:59:00'],
    ['today 12am', '2026-01-14 00:00:00'],
    ['today 12pm', '2026-01-14 12:00:00'],
    ['today 4:30 p.m.', '2026-01-14 16:30:00'],
    ['+5 weeks', '2026-02-18 15:30:45'],
    ['-1 day', '2026-01-13 15:30:45'],
    ['+2 hours', '2026-01-14 17:30:45'],
    ['+90 minutes', '2026-01-14 17:00:45'],
    ['+30 sec', '2026-01-14 15:31:15'],
    ['1 fortnight', '2026-01-28 15:30:45'],
    ['+1 week 2 days', '2026-01-23 15:30:45'],
    ['+1 week -2 days', '2026-01-19 15:30:45'],
    ['1 month ago', '2025-12-14 15:30:45'],
    ['2 days ago', '2026-01-12 15:30:45'],
    ['+24 months', '2028-01-14 15:30:45'],
    ['+1 year', '2027-01-14 15:30:45'],
    ['next week', '2026-01-21 15:30:45'],
    ['last month', '2025-12-14 15:30:45'],
    ['next month', '2026-02-14 15:30:45'],
    ['next monday', '2026-01-19 00:00:00'],
    ['next wednesday', '2026-01-21 00:00:00'],
    ['wednesday', '2026-01-14 00:00:00'],
    ['this wednesday', '2026-01-14 00:00:00'],
    ['friday', '2026-01-16 00:00:00'],
    ['last friday', '2026-01-09 00:00:00'],
    ['last wednesday', '2026-01-07 00:00:00'],
    ['next wednesday 4pm', '2026-01-21 16:00:00'],
    ['next fri 10:00', '2026-01-16 10:00:00'],
    ['2026-01-31 +1 month', '2026-03-03 00:00:00'], // PHP month overflow
    ['2026-03-05 +1 day', '2026-03-06 00:00:00'],
  ];
  it.each(cases)('reads %j as %s', (input, expected) => expect(read(input)).toBe(expected));

  it('counts relative phrases in the given zone (Tokyo is already on the 15th)', () => {
    expect(read('today', 'Asia/Tokyo')).toBe('2026-01-15 00:00:00');
    expect(read('tomorrow 9am', 'Asia/Tokyo')).toBe('2026-01-16 09:00:00');
  });

  it('adds hours as elapsed time across a DST change (Lisbon, 2026-03-29 01:00 → 02:00)', () => {
    const before = DateTime.fromISO('2026-03-29T00:30:00Z');
    const dt = parseDateInput('+1 hour', { zone: 'Europe/Lisbon', now: before });
    expect(dt && formatWall(dt)).toBe('2026-03-29 02:30:00');
  });
});

describe('parseDateInput: rejected input', () => {
  it.each([
    '',
    '   ',
    'not-a-date',
    'foo bar',
    '2026-13-01',
    '2026-00-10',
    '2026-01-32',
    '2026-01-01 25:00',
    '2026-01-01 10:60',
    '13pm',
    '2026-01-01 2026-01-02',
    '10:00 11:00',
    'next',
    '+5',
    '+5 parsecs',
    'tomorrow at dawn',
    '1.5',
    '-100',
    '2026-01-01 +0200',
  ])('refuses %j', (input) => expect(read(input)).toBeNull());
});

describe('formatWall', () => {
  it('formats as YYYY-MM-DD HH:MM:SS in the DateTime zone', () => {
    expect(formatWall(DateTime.fromISO('2026-07-04T09:05:03', { zone: 'Europe/Lisbon' }))).toBe('2026-07-04 09:05:03');
  });
});

import { DateTime } from 'luxon';
import { computeEventWindow, type WindowParams } from '../window';

// Wednesday 2026-01-14 15:30:45 UTC.
const NOW = DateTime.fromISO('2026-01-14T15:30:45Z');
const window = (params: Partial<WindowParams>, siteTimezone: string, now = NOW) =>
  computeEventWindow({ strict_dates: false, ...params }, { siteTimezone, now });
const utcOf = (dt: DateTime | undefined) => dt?.toUTC().toISO({ suppressMilliseconds: true });

describe('default window (no date parameters, inclusive)', () => {
  it.each([
    // "yesterday 23:59" UTC is still yesterday west of UTC, already today east of it.
    ['UTC', '2026-01-13 00:00:00', '2028-01-14 23:59:59', '2026-01-13T00:00:00Z'],
    ['America/New_York', '2026-01-13 00:00:00', '2028-01-14 23:59:59', '2026-01-13T05:00:00Z'],
    ['Asia/Tokyo', '2026-01-14 00:00:00', '2028-01-14 23:59:59', '2026-01-13T15:00:00Z'],
    ['Europe/Lisbon', '2026-01-13 00:00:00', '2028-01-14 23:59:59', '2026-01-13T00:00:00Z'],
  ])('in %s starts %s and ends %s', (zone, start, end, startUtc) => {
    const result = window({}, zone);
    expect(result.wall).toEqual({ start_date: start, end_date: end });
    expect(utcOf(result.startsOnOrAfter)).toBe(startUtc);
    expect(result.startsOnOrAfter?.zoneName).toBe(zone);
    expect(Object.keys(result).sort()).toEqual(['endsOnOrBefore', 'startsOnOrAfter', 'wall']);
  });

  it('takes the site offset of each bound across the spring DST change in Lisbon', () => {
    const result = window({}, 'Europe/Lisbon', DateTime.fromISO('2026-03-29T12:00:00Z'));
    expect(result.wall).toEqual({ start_date: '2026-03-28 00:00:00', end_date: '2028-03-29 23:59:59' });
    expect(utcOf(result.startsOnOrAfter)).toBe('2026-03-28T00:00:00Z'); // WET, UTC+0
    expect(utcOf(result.endsOnOrBefore)).toBe('2028-03-29T22:59:59Z'); // WEST, UTC+1
  });

  it('uses the site date when Lisbon summer time puts yesterday 23:59 UTC on today (autumn change)', () => {
    const result = window({}, 'Europe/Lisbon', DateTime.fromISO('2026-10-25T00:30:00Z'));
    expect(result.wall.start_date).toBe('2026-10-25 00:00:00');
    expect(utcOf(result.startsOnOrAfter)).toBe('2026-10-24T23:00:00Z');
  });

  it('ends 24 calendar months later, with PHP month overflow (2028-02-29 + 24 months = 2030-03-01)', () => {
    const result = window({}, 'UTC', DateTime.fromISO('2028-02-29T10:00:00Z'));
    expect(result.wall.end_date).toBe('2030-03-01 23:59:59');
  });
});

describe('default window in strict mode', () => {
  it.each([
    ['UTC', '2026-01-13 23:59:00', '2028-01-14 15:30:45'],
    ['America/New_York', '2026-01-13 18:59:00', '2028-01-14 10:30:45'],
    ['Asia/Tokyo', '2026-01-14 08:59:00', '2028-01-15 00:30:45'],
  ])('in %s is the instants themselves', (zone, start, end) => {
    expect(window({ strict_dates: true }, zone).wall).toEqual({ start_date: start, end_date: end });
  });
});

describe('explicit dates, inclusive (whole days)', () => {
  const cases: [string, Partial<WindowParams>, string, Record<string, string>][] = [
    [
      'start_date/end_date',
      { start_date: '2018-01-01', end_date: '2018-01-02' },
      'America/New_York',
      { start_date: '2018-01-01 00:00:00', end_date: '2018-01-02 23:59:59' },
    ],
    [
      'times are dropped',
      { start_date: '2018-01-01 15:00:00', end_date: '2018-01-01 18:00:00' },
      'UTC',
      { start_date: '2018-01-01 00:00:00', end_date: '2018-01-01 23:59:59' },
    ],
    [
      'start_date only keeps the default end',
      { start_date: '2026-02-01' },
      'UTC',
      { start_date: '2026-02-01 00:00:00', end_date: '2028-01-14 23:59:59' },
    ],
    [
      'end_date only keeps the default start',
      { end_date: '2026-02-01' },
      'Asia/Tokyo',
      { start_date: '2026-01-14 00:00:00', end_date: '2026-02-01 23:59:59' },
    ],
    [
      'starts_after drops both defaults',
      { starts_after: '2018-01-01' },
      'UTC',
      { starts_after: '2018-01-01 23:59:59' },
    ],
    ['ends_after is the end of its day', { ends_after: '2017-12-31' }, 'UTC', { ends_after: '2017-12-31 23:59:59' }],
    [
      'starts_before and ends_before',
      { starts_before: '2026-05-01 08:00', ends_before: '2026-05-02' },
      'Europe/Lisbon',
      { starts_before: '2026-05-01 23:59:59', ends_before: '2026-05-02 23:59:59' },
    ],
    [
      'an explicit start_date stays beside starts_before',
      { start_date: '2026-01-01', starts_before: '2026-02-01' },
      'UTC',
      { start_date: '2026-01-01 00:00:00', starts_before: '2026-02-01 23:59:59' },
    ],
    [
      'a relative phrase takes its UTC date (Tokyo is a day ahead)',
      { start_date: 'tomorrow' },
      'Asia/Tokyo',
      { start_date: '2026-01-15 00:00:00', end_date: '2028-01-14 23:59:59' },
    ],
    [
      'an offset input takes its UTC date',
      { start_date: '2018-01-01T20:00:00-05:00', starts_after: '2018-01-01' },
      'America/New_York',
      { start_date: '2018-01-02 00:00:00', starts_after: '2018-01-01 23:59:59' },
    ],
    [
      'a timestamp takes its UTC date',
      { end_date: '1767225600' },
      'America/New_York',
      { start_date: '2026-01-13 00:00:00', end_date: '2026-01-01 23:59:59' },
    ],
    [
      'a DST day in Lisbon',
      { start_date: '2026-03-29', end_date: '2026-10-25' },
      'Europe/Lisbon',
      { start_date: '2026-03-29 00:00:00', end_date: '2026-10-25 23:59:59' },
    ],
  ];
  it.each(cases)('%s', (_name, params, zone, wall) => expect(window(params, zone).wall).toEqual(wall));

  it('maps each parameter to its bound', () => {
    const result = window(
      { starts_before: '2026-02-01', starts_after: '2026-01-01', ends_before: '2026-03-01', ends_after: '2026-01-15' },
      'UTC',
    );
    expect(utcOf(result.startsBefore)).toBe('2026-02-01T23:59:59Z');
    expect(utcOf(result.startsAfter)).toBe('2026-01-01T23:59:59Z');
    expect(utcOf(result.endsBefore)).toBe('2026-03-01T23:59:59Z');
    expect(utcOf(result.endsAfter)).toBe('2026-01-15T23:59:59Z');
    expect(result.startsOnOrAfter).toBeUndefined();
    expect(result.endsOnOrBefore).toBeUndefined();
  });
});

describe('explicit dates, strict (values read in UTC, seen in the site zone)', () => {
  const cases: [string, Partial<WindowParams>, string, Record<string, string>][] = [
    [
      'the contract example: a date on a New York site',
      { start_date: '2017-12-21', end_date: '2017-12-22' },
      'America/New_York',
      { start_date: '2017-12-20 19:00:00', end_date: '2017-12-21 19:00:00' },
    ],
    [
      'times kept on a UTC site',
      { start_date: '2018-01-01 15:00:00', end_date: '2018-01-01 18:00:00' },
      'UTC',
      { start_date: '2018-01-01 15:00:00', end_date: '2018-01-01 18:00:00' },
    ],
    [
      'an offset input is that instant',
      { starts_after: '2026-01-01T10:00:00+09:00' },
      'Asia/Tokyo',
      { starts_after: '2026-01-01 10:00:00' },
    ],
    ['a timestamp in Tokyo', { ends_before: '1767225600' }, 'Asia/Tokyo', { ends_before: '2026-01-01 09:00:00' }],
    [
      'before the spring change in Lisbon',
      { starts_after: '2026-03-29 00:30:00' },
      'Europe/Lisbon',
      { starts_after: '2026-03-29 00:30:00' },
    ],
    [
      'after the spring change in Lisbon',
      { starts_after: '2026-03-29 01:30:00' },
      'Europe/Lisbon',
      { starts_after: '2026-03-29 02:30:00' },
    ],
    [
      'relative phrases count from the clock',
      { starts_after: '+2 hours' },
      'America/New_York',
      { starts_after: '2026-01-14 12:30:45' },
    ],
  ];
  it.each(cases)('%s', (_name, params, zone, wall) =>
    expect(window({ strict_dates: true, ...params }, zone).wall).toEqual(wall),
  );
});

describe('include', () => {
  it.each<Partial<WindowParams>>([
    { include: [5] },
    { include: [5, 6], start_date: '2026-01-01', starts_after: '2026-01-01' },
  ])('lists %j with no date window', (params) => expect(window(params, 'UTC')).toEqual({ wall: {} }));

  it('an empty include list is no include', () =>
    expect(window({ include: [] }, 'UTC').wall.start_date).toBe('2026-01-13 00:00:00'));
});

import { DateTime } from 'luxon';
import { dateDetails, isoWithOffset, postDates, timezoneAbbr, toInstant, utcWallTime, wallTime, zoneOf } from '../dates';

describe('wallTime', () => {
  const cases: { name: string; at: string | Date; tz: string; expected: string }[] = [
    { name: 'an IANA zone in winter', at: '2026-12-06T00:00:00.000Z', tz: 'America/New_York', expected: '2026-12-05 19:00:00' },
    { name: 'an IANA zone in summer (DST)', at: '2026-07-06T00:00:00Z', tz: 'America/New_York', expected: '2026-07-05 20:00:00' },
    { name: 'UTC', at: '2026-12-12T23:59:59Z', tz: 'UTC', expected: '2026-12-12 23:59:59' },
    { name: 'a manual offset UTC+0', at: '2026-12-12T00:00:00Z', tz: 'UTC+0', expected: '2026-12-12 00:00:00' },
    { name: 'a manual offset UTC-3', at: '2026-12-12T00:00:00Z', tz: 'UTC-3', expected: '2026-12-11 21:00:00' },
    { name: 'a decimal manual offset UTC+5.5', at: '2026-12-12T00:00:00Z', tz: 'UTC+5.5', expected: '2026-12-12 05:30:00' },
    { name: 'a manual offset UTC+5:45', at: '2026-12-12T00:00:00Z', tz: 'UTC+5:45', expected: '2026-12-12 05:45:00' },
    { name: 'an unknown zone, read as UTC', at: '2026-12-12T08:00:00Z', tz: 'Mars/Olympus', expected: '2026-12-12 08:00:00' },
    { name: 'a Date object', at: new Date('2026-12-12T08:09:10Z'), tz: 'Europe/Paris', expected: '2026-12-12 09:09:10' },
    { name: 'an SQL datetime (UTC)', at: '2026-12-12 08:09:10', tz: 'UTC', expected: '2026-12-12 08:09:10' },
  ];
  it.each(cases)('$name', ({ at, tz, expected }) => {
    expect(wallTime(at, tz)).toBe(expected);
  });

  // Offsets are kept per zone and UTC hour (dates.ts): every minute around a transition must still read
  // as luxon reads it, including transitions off the hour (Lord Howe's at xx:30 UTC, a 30-minute shift).
  it.each([
    ['America/New_York', '2026-03-08T07:00:00Z'],
    ['America/New_York', '2026-11-01T06:00:00Z'],
    ['Europe/Lisbon', '2026-10-25T01:00:00Z'],
    ['Australia/Lord_Howe', '2026-10-03T15:30:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
  ])('reads every minute around a transition of %s (%s) as luxon does', (tz, transition) => {
    const at = Date.parse(transition);
    const mismatches: string[] = [];
    for (let ms = at - 2 * 3_600_000; ms <= at + 2 * 3_600_000; ms += 60_000) {
      for (const instant of [ms - 1, ms]) {
        const expected = DateTime.fromMillis(instant, { zone: tz }).toFormat('yyyy-MM-dd HH:mm:ss');
        const actual = wallTime(new Date(instant), tz);
        if (actual !== expected) mismatches.push(`${new Date(instant).toISOString()}: ${actual} ≠ ${expected}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('utcWallTime ignores any zone', () => {
    expect(utcWallTime('2026-12-06T00:00:00-05:00')).toBe('2026-12-06 05:00:00');
  });

  it('rejects an unparsable stored date', () => {
    expect(() => toInstant('not a date')).toThrow('Unparsable stored date');
  });
});

describe('dateDetails', () => {
  it('keeps every member a zero-padded string', () => {
    expect(dateDetails('2027-01-05 09:03:07')).toEqual({ year: '2027', month: '01', day: '05', hour: '09', minutes: '03', seconds: '07' });
  });
});

describe('timezoneAbbr', () => {
  const cases: { tz: string; at: string; expected: string }[] = [
    { tz: 'America/New_York', at: '2026-12-06T00:00:00Z', expected: 'EST' },
    { tz: 'America/New_York', at: '2026-07-06T00:00:00Z', expected: 'EDT' },
    { tz: 'Europe/Berlin', at: '2026-12-06T00:00:00Z', expected: 'CET' },
    { tz: 'Europe/Berlin', at: '2026-07-06T00:00:00Z', expected: 'CEST' },
    { tz: 'Europe/London', at: '2026-12-06T00:00:00Z', expected: 'GMT' },
    { tz: 'Europe/London', at: '2026-07-06T00:00:00Z', expected: 'BST' },
    { tz: 'Europe/Lisbon', at: '2026-12-06T00:00:00Z', expected: 'WET' },
    { tz: 'UTC', at: '2026-12-06T00:00:00Z', expected: 'UTC' },
    // PHP prints tzdata's abbreviations: letters where tzdata has them, else the offset.
    { tz: 'Asia/Tokyo', at: '2026-12-06T00:00:00Z', expected: 'JST' },
    { tz: 'Australia/Sydney', at: '2026-12-06T00:00:00Z', expected: 'AEDT' },
    { tz: 'Asia/Kolkata', at: '2026-12-06T00:00:00Z', expected: 'IST' },
    { tz: 'Africa/Johannesburg', at: '2026-12-06T00:00:00Z', expected: 'SAST' },
    { tz: 'America/Sao_Paulo', at: '2026-12-06T00:00:00Z', expected: '-03' },
    { tz: 'Asia/Singapore', at: '2026-12-06T00:00:00Z', expected: '+08' },
    { tz: 'Asia/Kathmandu', at: '2026-12-06T00:00:00Z', expected: '+0545' },
    { tz: 'UTC+0', at: '2026-12-06T00:00:00Z', expected: 'UTC+0' },
    { tz: 'UTC+5.5', at: '2026-12-06T00:00:00Z', expected: 'UTC+5.5' },
  ];
  it.each(cases)('$tz at $at is $expected', ({ tz, at, expected }) => {
    expect(timezoneAbbr(at, tz)).toBe(expected);
  });
});

describe('zoneOf', () => {
  it.each([
    ['UTC+2', 120],
    ['UTC-9.5', -570],
    ['utc+0', 0],
    ['Europe/Paris', 60],
  ])('%s is %i minutes from UTC in January', (tz, minutes) => {
    expect(zoneOf(tz).offset(Date.parse('2027-01-01T00:00:00Z'))).toBe(minutes);
  });
});

describe('isoWithOffset', () => {
  it.each([
    ['America/New_York', '2026-12-05T19:00:00-05:00'],
    ['UTC', '2026-12-06T00:00:00+00:00'],
    ['UTC+5.5', '2026-12-06T05:30:00+05:30'],
  ])('%s → %s', (tz, expected) => {
    expect(isoWithOffset('2026-12-06T00:00:00.000Z', tz)).toBe(expected);
  });
});

describe('postDates', () => {
  const base = { createdAt: '2026-11-20T10:00:00Z', updatedAt: '2026-11-21T23:30:00Z' };
  it('shows date and modified in the site zone, *_utc in UTC', () => {
    expect(postDates({ ...base, postDate: '2026-11-21T09:45:54Z' }, 'Europe/Paris')).toEqual({
      date: '2026-11-21 10:45:54',
      date_utc: '2026-11-21 09:45:54',
      modified: '2026-11-22 00:30:00',
      modified_utc: '2026-11-21 23:30:00',
    });
  });
  it('falls back to createdAt when there is no post date', () => {
    expect(postDates({ ...base, postDate: null }, 'UTC').date).toBe('2026-11-20 10:00:00');
  });
});

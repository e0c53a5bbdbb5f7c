import { describeZone, fromWallTime, moveToZone, prefilledWallTime, timeZoneChoices, toWallTime, zoneOf } from '../zoned-time';

describe('zoned wall times', () => {
  it.each([
    ['2026-12-05T21:00:00.000Z', 'Europe/Lisbon', { date: '2026-12-05', time: '21:00' }],
    ['2026-07-05T20:00:00.000Z', 'Europe/Lisbon', { date: '2026-07-05', time: '21:00' }],
    ['2026-07-05T20:00:00.000Z', 'America/New_York', { date: '2026-07-05', time: '16:00' }],
    ['2026-07-05T20:00:00.000Z', 'UTC+5.5', { date: '2026-07-06', time: '01:30' }],
    ['2026-07-05T20:00:00.000Z', 'UTC-3', { date: '2026-07-05', time: '17:00' }],
    ['2026-07-05T20:00:00.000Z', null, { date: '2026-07-05', time: '20:00' }],
  ])('shows %s in %s as %j', (iso, tz, wall) => {
    expect(toWallTime(iso, tz)).toEqual(wall);
  });

  it.each([
    [{ date: '2026-12-05', time: '21:00' }, 'Europe/Lisbon', '2026-12-05T21:00:00.000Z'],
    [{ date: '2026-07-05', time: '21:00' }, 'Europe/Lisbon', '2026-07-05T20:00:00.000Z'],
    [{ date: '2026-07-05', time: '21:00' }, 'Asia/Kolkata', '2026-07-05T15:30:00.000Z'],
    [{ date: '2026-07-05', time: '21:00' }, 'UTC+5:45', '2026-07-05T15:15:00.000Z'],
    // 01:30 does not exist in Lisbon on 29 March 2026 (clocks go from 01:00 to 02:00): it moves forward.
    [{ date: '2026-03-29', time: '01:30' }, 'Europe/Lisbon', '2026-03-29T01:30:00.000Z'],
  ])('stores %j in %s as %s', (wall, tz, iso) => {
    expect(fromWallTime(wall, tz)).toBe(iso);
  });

  it('refuses an incomplete date', () => {
    expect(fromWallTime({ date: '2026-13-01', time: '10:00' }, 'UTC')).toBeNull();
    expect(toWallTime('not a date', 'UTC')).toBeNull();
  });

  it('keeps the wall time when the zone changes', () => {
    expect(moveToZone('2026-12-05T21:00:00.000Z', 'Europe/Lisbon', 'America/New_York')).toBe('2026-12-06T02:00:00.000Z');
  });

  it('reads unknown zones as UTC and describes zones by abbreviation and offset', () => {
    expect(zoneOf('Mars/Olympus').name).toBe('UTC');
    expect(describeZone('Europe/Lisbon', '2026-07-05T20:00:00.000Z')).toBe('UTC+01:00');
    expect(describeZone('America/New_York', '2026-12-05T20:00:00.000Z')).toBe('EST, UTC-05:00');
    expect(describeZone('UTC+5.5')).toBe('UTC+05:30');
  });

  it('offers UTC, IANA names and WordPress offsets, and keeps an unknown stored value', () => {
    const choices = timeZoneChoices(['Europe/Paris', 'America/New_York', 'UTC']);
    expect(choices.slice(0, 3)).toEqual(['UTC', 'America/New_York', 'Europe/Paris']);
    expect(choices).toEqual(expect.arrayContaining(['UTC-12', 'UTC+0', 'UTC+5.5', 'UTC+5.75', 'UTC+14']));
    expect(timeZoneChoices(['Europe/Paris'], 'Legacy/Zone')[0]).toBe('Legacy/Zone');
  });
});

describe('times prefilled from the calendar page', () => {
  it.each([
    ['2026-12-05', false, { date: '2026-12-05', time: '08:00' }],
    ['2026-12-05', true, { date: '2026-12-05', time: '17:00' }],
    ['2026-12-05T10:30', false, { date: '2026-12-05', time: '10:30' }],
    ['2026-12-05T10:30', true, { date: '2026-12-05', time: '17:00' }],
    ['2026-12-05T23:30', true, { date: '2026-12-06', time: '00:30' }],
    ['tomorrow', false, null],
    [null, false, null],
  ])('%s (end: %s) → %j', (param, end, wall) => {
    expect(prefilledWallTime(param, end)).toEqual(wall);
  });

  it('stores the end of an all-day day to the second', () => {
    expect(fromWallTime({ date: '2026-12-05', time: '23:59:59' }, 'Europe/Lisbon')).toBe('2026-12-05T23:59:59.000Z');
  });
});

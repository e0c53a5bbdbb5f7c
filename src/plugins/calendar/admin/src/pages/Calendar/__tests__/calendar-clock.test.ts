import { DateTime } from 'luxon';
import { clockFormat, fetchWindow, foreignZone, siteNow, toCalendarTimes } from '../calendar-clock';

const SITE = 'America/New_York';
const at = (iso: string) => ({ marker: new Date(iso) });

describe('events on their own clock', () => {
  it.each([
    // A Lisbon summer evening: 18:00 UTC is 19:00 in Lisbon (and 14:00 on the site's clock).
    ['timed, Lisbon summer', { start: '2027-07-09T18:00:00.000Z', end: '2027-07-09T20:30:00.000Z', allDay: false, timezone: 'Europe/Lisbon' }, { start: '2027-07-09T19:00:00', end: '2027-07-09T21:30:00', allDay: false }],
    ['timed, Lisbon winter', { start: '2027-01-15T19:00:00.000Z', end: '2027-01-15T20:00:00.000Z', allDay: false, timezone: 'Europe/Lisbon' }, { start: '2027-01-15T19:00:00', end: '2027-01-15T20:00:00', allDay: false }],
    // 22:00 in New York is already the next day in UTC, Lisbon and Tokyo: it stays on its own date.
    ['timed, New York late evening', { start: '2027-07-10T02:00:00.000Z', end: '2027-07-10T03:00:00.000Z', allDay: false, timezone: 'America/New_York' }, { start: '2027-07-09T22:00:00', end: '2027-07-09T23:00:00', allDay: false }],
    ['timed, WordPress offset', { start: '2027-07-09T15:00:00.000Z', end: '2027-07-09T16:00:00.000Z', allDay: false, timezone: 'UTC+5.5' }, { start: '2027-07-09T20:30:00', end: '2027-07-09T21:30:00', allDay: false }],
    ['timed, no zone: the site clock', { start: '2027-07-09T18:00:00.000Z', end: '2027-07-09T19:00:00.000Z', allDay: false, timezone: null }, { start: '2027-07-09T14:00:00', end: '2027-07-09T15:00:00', allDay: false }],
    // All day in Lisbon on 4 May: 3 May 23:00 UTC to 4 May 22:59:59 UTC, 3 May 19:00 on the site clock.
    ['all day, Lisbon', { start: '2027-05-03T23:00:00.000Z', end: '2027-05-04T22:59:59.000Z', allDay: true, timezone: 'Europe/Lisbon' }, { start: '2027-05-04', end: '2027-05-05', allDay: true }],
    ['all day over three days, Tokyo', { start: '2027-05-03T15:00:00.000Z', end: '2027-05-06T14:59:59.000Z', allDay: true, timezone: 'Asia/Tokyo' }, { start: '2027-05-04', end: '2027-05-07', allDay: true }],
    ['all day, end before start', { start: '2027-05-04T04:00:00.000Z', end: '2027-05-04T03:00:00.000Z', allDay: true, timezone: 'America/New_York' }, { start: '2027-05-04', end: '2027-05-05', allDay: true }],
  ])('places a %s event', (_name, event, expected) => {
    expect(toCalendarTimes(event, SITE)).toEqual(expected);
  });

  it('names the zone only when it is not the site clock', () => {
    expect(foreignZone({ timezone: 'Europe/Lisbon' }, SITE)).toBe('Europe/Lisbon');
    expect(foreignZone({ timezone: SITE }, SITE)).toBeNull();
    expect(foreignZone({ timezone: null }, SITE)).toBeNull();
    expect(foreignZone({ timezone: 'UTC+0' }, 'UTC')).toBeNull();
    expect(foreignZone({ timezone: 'UTC+1' }, 'UTC')).toBe('UTC+1');
  });

  it('asks the server for a day more on each side of the window', () => {
    expect(fetchWindow(new Date('2027-07-04T00:00:00Z'), new Date('2027-07-11T00:00:00Z'))).toEqual({
      from: '2027-07-03T00:00:00.000Z',
      to: '2027-07-12T00:00:00.000Z',
    });
  });

  it("gives the site clock's now as a wall time", () => {
    const instant = DateTime.fromISO('2027-07-10T02:30:00Z');
    expect(siteNow(SITE, instant)).toBe('2027-07-09T22:30:00');
    expect(siteNow('Asia/Tokyo', instant)).toBe('2027-07-10T11:30:00');
  });
});

describe('the clock of the admin language', () => {
  it.each([
    ['en', '7:00 PM', '7:00 – 9:30 PM', '12:00 AM', '8:00 AM'],
    ['fr', '19:00', '19:00 – 21:30', '00:00', '08:00'],
    ['pt', '19:00', '19:00 – 21:30', '00:00', '08:00'],
  ])('reads hours in %s', (locale, time, range, midnight, morning) => {
    const format = clockFormat(locale);
    // Intl separates with thin and narrow spaces: compare words only.
    const words = (text: string) => text.replace(/[\s\u202f\u2009]+/g, ' ');
    expect(words(format({ start: at('2027-07-09T19:00:00Z') }))).toBe(time);
    expect(words(format({ start: at('2027-07-09T19:00:00Z'), end: at('2027-07-09T21:30:00Z') }))).toBe(range);
    expect(words(format({ start: at('2027-07-09T00:00:00Z') }))).toBe(midnight);
    expect(words(format({ start: at('2027-07-09T08:00:00Z') }))).toBe(morning);
  });
});

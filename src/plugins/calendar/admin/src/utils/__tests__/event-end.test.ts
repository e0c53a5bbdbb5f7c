import { dateForTime, endAfterStart, type EndAfterStart } from '../event-end';

const base: EndAfterStart = { start: '2027-07-09T20:00:00.000Z', previousStart: null, end: null, prefilled: null, lastLength: null, allDay: false, zone: 'Europe/Lisbon' };
const hours = (n: number) => n * 3600_000;

describe('the end an event gets when its start is set', () => {
  it('fills an empty end one hour after the start', () => {
    expect(endAfterStart(base)).toBe('2027-07-09T21:00:00.000Z');
  });

  it('fills an empty end with the length of the last edit', () => {
    expect(endAfterStart({ ...base, lastLength: hours(2.5) })).toBe('2027-07-09T22:30:00.000Z');
  });

  it('refills an end it filled itself, from the new start', () => {
    const prefilled = '2027-07-09T08:00:00.000Z';
    expect(endAfterStart({ ...base, previousStart: '2027-07-09T07:00:00.000Z', end: prefilled, prefilled, lastLength: hours(1) })).toBe('2027-07-09T21:00:00.000Z');
  });

  it('moves an end the editor gave with the start, keeping the length', () => {
    expect(
      endAfterStart({ ...base, start: '2027-04-15T18:30:00.000Z', previousStart: '2027-04-15T18:00:00.000Z', end: '2027-04-15T19:30:00.000Z', lastLength: hours(1.5) }),
    ).toBe('2027-04-15T20:00:00.000Z');
  });

  it('keeps an end the editor typed before any start when it is still after the start', () => {
    expect(endAfterStart({ ...base, end: '2027-07-09T23:30:00.000Z' })).toBeNull();
  });

  it('replaces an end the editor typed before any start when the start is not before it', () => {
    expect(endAfterStart({ ...base, end: '2027-07-09T19:00:00.000Z' })).toBe('2027-07-09T21:00:00.000Z');
    expect(endAfterStart({ ...base, end: '2027-07-09T20:00:00.000Z' })).toBe('2027-07-09T21:00:00.000Z');
  });

  it('ends an all-day event on its first day at 23:59:59 on its own clock', () => {
    // 2027-07-09 00:00 in Lisbon (UTC+1) is 2027-07-08T23:00Z; its last second is 2027-07-09T22:59:59Z.
    expect(endAfterStart({ ...base, start: '2027-07-08T23:00:00.000Z', allDay: true })).toBe('2027-07-09T22:59:59.000Z');
  });

  it('keeps the number of days of an all-day event it refills', () => {
    const length = hours(3 * 24) - 1000; // three days: 00:00:00 to 23:59:59 of the third
    expect(endAfterStart({ ...base, start: '2027-07-08T23:00:00.000Z', allDay: true, lastLength: length })).toBe('2027-07-11T22:59:59.000Z');
  });

  it('leaves the end alone for a start it cannot read', () => {
    expect(endAfterStart({ ...base, start: 'nonsense' })).toBeNull();
  });
});

describe('the date a time typed before any date takes', () => {
  it("is the start's day on the event's clock", () => {
    expect(dateForTime('2027-07-09T23:30:00.000Z', 'Europe/Lisbon')).toBe('2027-07-10');
  });

  it("is today on the event's clock without a start", () => {
    // 23:30 UTC on 1 March is already 2 March in Tokyo.
    expect(dateForTime(null, 'Asia/Tokyo', new Date('2027-03-01T23:30:00Z'))).toBe('2027-03-02');
    expect(dateForTime(null, 'Europe/Lisbon', new Date('2027-03-01T23:30:00Z'))).toBe('2027-03-01');
  });
});

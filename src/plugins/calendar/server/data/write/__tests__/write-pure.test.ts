import { DateTime } from 'luxon';
import { parseCost } from '../cost';
import { resolveEventTimes } from '../event-times';
import { firstFreeSlug, slugify } from '../slugs';

describe('slugify', () => {
  it.each([
    ['Jazz Night', 'jazz-night'],
    ['Soirée jazz & vin', 'soiree-jazz-vin'],
    ['Noite de Fado — Alfama', 'noite-de-fado-alfama'],
    ["Children's Day", 'childrens-day'],
    ['  --  ', 'item'],
  ])('%s → %s', (text, slug) => expect(slugify(text)).toBe(slug));
});

describe('firstFreeSlug', () => {
  it('numbers duplicates like WordPress', async () => {
    const taken = new Set(['jazz', 'jazz-2']);
    expect(await firstFreeSlug('jazz', async (s) => taken.has(s))).toBe('jazz-3');
    expect(await firstFreeSlug('fado', async (s) => taken.has(s))).toBe('fado');
  });
});

describe('parseCost', () => {
  it.each([
    ['15', { cost: '15', currencySymbol: null, currencyPosition: null }],
    ['20$', { cost: '20', currencySymbol: '$', currencyPosition: 'postfix' }],
    ['$5 - $25', { cost: '5 - 25', currencySymbol: '$', currencyPosition: 'prefix' }],
    ['€ 10', { cost: '10', currencySymbol: '€', currencyPosition: 'prefix' }],
    ['Free', { cost: 'Free', currencySymbol: null, currencyPosition: null }],
  ])('%s', (raw, expected) => expect(parseCost(raw)).toEqual(expected));
});

describe('resolveEventTimes', () => {
  const ctx = { siteTimezone: 'UTC', now: DateTime.fromISO('2026-11-21T10:00:00Z') };
  const iso = (d: Date) => d.toISOString();

  it('reads dates in the event zone', () => {
    const result = resolveEventTimes({ start_date: '2026-12-05 19:00:00', end_date: '2026-12-05 22:30:00', timezone: 'America/New_York' }, null, ctx);
    expect(result.ok && [iso(result.times.startDate), iso(result.times.endDate), result.times.timezone]).toEqual([
      '2026-12-06T00:00:00.000Z',
      '2026-12-06T03:30:00.000Z',
      'America/New_York',
    ]);
  });

  it('defaults to the site zone', () => {
    const result = resolveEventTimes({ start_date: '2026-12-05 19:00', end_date: '2026-12-05 20:00' }, null, { ...ctx, siteTimezone: 'Europe/Lisbon' });
    expect(result.ok && result.times.timezone).toBe('Europe/Lisbon');
  });

  it('stretches all-day events over whole days', () => {
    const result = resolveEventTimes({ start_date: '2026-12-12 10:00', end_date: '2026-12-13 11:00', all_day: true }, null, ctx);
    expect(result.ok && [iso(result.times.startDate), iso(result.times.endDate)]).toEqual(['2026-12-12T00:00:00.000Z', '2026-12-13T23:59:59.000Z']);
  });

  it('reads a Unix timestamp as a UTC wall time in the event zone', () => {
    const ts = String(Date.UTC(2026, 11, 1, 10) / 1000);
    const result = resolveEventTimes({ start_date: ts, end_date: ts, timezone: 'America/New_York' }, null, ctx);
    expect(result.ok && iso(result.times.startDate)).toBe('2026-12-01T15:00:00.000Z');
  });

  it('moves only the end when only end_date is sent', () => {
    const current = { startDate: new Date('2026-12-01T10:00:00Z'), endDate: new Date('2026-12-01T11:00:00Z'), timezone: 'UTC', allDay: false };
    const result = resolveEventTimes({ end_date: '2026-12-01 15:00' }, current, ctx);
    expect(result.ok && [iso(result.times.startDate), iso(result.times.endDate)]).toEqual(['2026-12-01T10:00:00.000Z', '2026-12-01T15:00:00.000Z']);
  });

  it('keeps wall times when only the zone changes', () => {
    const current = { startDate: new Date('2026-12-01T10:00:00Z'), endDate: new Date('2026-12-01T11:00:00Z'), timezone: 'UTC', allDay: false };
    const result = resolveEventTimes({ timezone: 'Europe/Paris' }, current, ctx);
    expect(result.ok && iso(result.times.startDate)).toBe('2026-12-01T09:00:00.000Z');
  });

  it.each([
    [{ start_date: 'not-a-date', end_date: '2026-12-01' }, 'start_date'],
    [{ start_date: '2026-12-01', end_date: 'nope' }, 'end_date'],
  ])('names the unreadable date %j', (input, param) => {
    expect(resolveEventTimes(input, null, ctx)).toMatchObject({ ok: false, param });
  });

  it('refuses an end before the start', () => {
    expect(resolveEventTimes({ start_date: '2026-12-02', end_date: '2026-12-01' }, null, ctx)).toEqual({ ok: false, param: 'end_date', endBeforeStart: true });
  });
});

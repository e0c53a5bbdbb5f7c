import { DateTime } from 'luxon';
import { acknowledgementError, acknowledges, TEC_ACKNOWLEDGEMENT } from '../tec-acknowledgement';
import { tecEventOrder, tecEventWindow } from '../tec-list';
import { createTecEventListParams } from '../../params/tec/list-params';
import { parseParams } from '../../params';
import { LegacyError } from '../../errors';
import { withTecNames } from '../tec';
import { invalidParams, missingParams } from '../../errors';

const settings = { perPage: 10, maxPerPage: 50, languages: ['en', 'fr'], search: { maxWords: 10, maxLength: 200 } };
const params = (query: Record<string, unknown>) => parseParams(createTecEventListParams(settings as never), query);
const now = DateTime.fromISO('2026-11-28T12:00:00Z', { zone: 'utc' });

describe('the acknowledgement', () => {
  it.each([
    [TEC_ACKNOWLEDGEMENT, true],
    [`  ${TEC_ACKNOWLEDGEMENT.toUpperCase()}  `, true],
    [TEC_ACKNOWLEDGEMENT.slice(0, -1), false],
    ['', false],
    [undefined, false],
  ])('%j acknowledges: %s', (value, expected) => {
    expect(acknowledges(value)).toBe(expected);
  });

  it('words the two refusals as the original', () => {
    expect(acknowledgementError(undefined)?.toWire()).toEqual({
      code: 'missing_experimental_endpoint_acknowledgement',
      message: 'Experimental endpoint requires acknowledgement header.',
      data: { status: 400 },
    });
    expect(acknowledgementError('yes')?.message).toBe('Experimental endpoint requires appropriate acknowledgement header.');
    expect(acknowledgementError(TEC_ACKNOWLEDGEMENT)).toBeNull();
  });
});

describe('the list parameters', () => {
  it('default to page 1, the site page size, event date ascending, no window', () => {
    expect(params({})).toMatchObject({ page: 1, per_page: 10, orderby: 'event_date', order: 'ASC' });
    expect(tecEventWindow(params({}), { siteTimezone: 'Europe/Lisbon', now })).toEqual({ wall: {} });
  });

  it.each([
    [{ order: 'desc' }, { order: 'DESC' }],
    [{ order: 'Asc' }, { order: 'ASC' }],
    [{ categories: '34' }, { categories: [34] }],
    [{ tags: '3,4' }, { tags: [3, 4] }],
    [{ status: 'draft,publish' }, { status: ['draft', 'publish'] }],
    [{ featured: 'false' }, { featured: false }],
    [{ featured: '0' }, { featured: false }],
    [{ featured: 'true' }, { featured: true }],
    [{ per_page: '100' }, { per_page: 100 }],
    [{ exclude: '55' }, { exclude: [55] }],
    [{ include: '58,61' }, { include: [58, 61] }],
  ])('read %j as %j', (query, expected) => {
    expect(params(query)).toMatchObject(expected);
  });

  it.each([{ order: 'up' }, { orderby: 'Title' }, { orderby: 'rand' }, { per_page: '101' }, { per_page: '0' }, { page: '-1' }, { status: 'trash' }, { status: 'any' }, { featured: 'maybe' }, { start_date: 'not a date' }])(
    'refuse %j with rest_invalid_param',
    (query) => {
      expect(() => params(query)).toThrow(expect.objectContaining({ code: 'rest_invalid_param' }));
    }
  );

  it('drop what the original does not declare (and so ignores)', () => {
    expect(params({ ticketed: 'true', geoloc: '1', city: 'Lisboa' })).not.toHaveProperty('ticketed');
  });
});

describe('the date window', () => {
  it('is the exact instants given, read in the site zone', () => {
    const window = tecEventWindow(params({ start_date: '2027-06-01 20:00:00', end_date: '2027-06-03', starts_before: '2027-07-01T00:00:00Z' }), {
      siteTimezone: 'Europe/Lisbon',
      now,
    });
    expect(window.startsOnOrAfter?.toUTC().toISO()).toBe('2027-06-01T19:00:00.000Z');
    expect(window.endsOnOrBefore?.toUTC().toISO()).toBe('2027-06-02T23:00:00.000Z');
    expect(window.startsBefore?.toUTC().toISO()).toBe('2027-07-01T00:00:00.000Z');
    expect(window.startsAfter).toBeUndefined();
  });

  it('reads a WordPress offset zone', () => {
    const window = tecEventWindow(params({ start_date: '2027-06-01 10:00:00' }), { siteTimezone: 'UTC+5.5', now });
    expect(window.startsOnOrAfter?.toUTC().toISO()).toBe('2027-06-01T04:30:00.000Z');
  });
});

describe('the order', () => {
  it.each([
    ['event_date', 'ASC', [{ startDate: 'asc' }, { postId: 'asc' }]],
    ['title', 'DESC', [{ title: 'desc' }, { postId: 'desc' }]],
    ['date', 'ASC', [{ postDate: 'asc' }, { postId: 'asc' }]],
    ['modified', 'DESC', [{ updatedAt: 'desc' }, { postId: 'desc' }]],
    ['menu_order', 'ASC', [{ postId: 'asc' }]],
  ] as const)('%s %s', (orderby, order, expected) => {
    expect(tecEventOrder(orderby, order)).toEqual(expected);
  });
});

describe('errors of the calendar rules', () => {
  it('name the fields as tec/v1 does', () => {
    const invalid = withTecNames(invalidParams({ organizer: 'Invalid parameter.', categories: 'Invalid parameter.', title: 'Invalid parameter.' }), 'events') as LegacyError;
    expect(invalid.toWire()).toMatchObject({ message: 'Invalid parameter(s): organizers, tribe_events_cat, title', data: { params: { organizers: 'Invalid parameter.', tribe_events_cat: 'Invalid parameter.', title: 'Invalid parameter.' } } });
    const missing = withTecNames(missingParams(['venue']), 'venues') as LegacyError;
    expect(missing.toWire()).toMatchObject({ message: 'Missing parameter(s): title', data: { params: ['title'] } });
    const other = new LegacyError('rest_forbidden', 'x', 403);
    expect(withTecNames(other, 'events')).toBe(other);
  });
});

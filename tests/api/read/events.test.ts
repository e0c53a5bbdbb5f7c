import { createApiToken, createUserJwt } from '../../helpers/auth';
import { createFactories, daysFromNow, type Doc, type Factories } from '../../helpers/factories';
import { appForFile } from '../../helpers/app-for-file';
import { get, idsOf, NS_URL, rawHeaderNames, utcDay, WALL, wireMatchers } from '../../helpers/wire';

/**
 * GET /events, /events/<id>, /events/by-slug/<slug> against the booted app (contract sections 3-5, 8, 10).
 * Fixtures live in fixed far-future years where a test needs an exact result set (2030: snapshot,
 * 2031: date filters, 2032: pagination, 2033: empty, 2035: page size), and around today for the
 * default window and the filters.
 */

let f: Factories;
let full: string;
let readOnly: string;
const fx: Record<string, Doc> = {};

const POSTED = new Date(Date.UTC(2026, 0, 15, 9, 30));
const utc = (iso: string) => new Date(`${iso}Z`);

const app = appForFile();
beforeAll(async () => {
  f = createFactories(app.strapi);
  full = await createApiToken(app.strapi, 'full-access');
  readOnly = await createApiToken(app.strapi, 'read-only');

  // The snapshot event: every member filled, fixed IDs and dates (2030, outside the default window).
  const image = await f.createImageFile();
  fx.hall = await f.createVenue({
    postId: 9001, name: 'Main Hall', description: 'The main hall.', address: '1 Main St', city: 'Springfield',
    country: 'United States', state: 'IL', zip: '62701', stateprovince: 'IL', phone: '+1 555 0100',
    website: 'https://example.com/hall', showMapLink: false, author: 1, postDate: POSTED,
  });
  fx.jane = await f.createOrganizer({
    postId: 9002, name: 'Jane Org', description: 'Organizer bio', phone: '+1 555 0101',
    website: 'https://example.com/jane', email: 'jane@example.com', author: 1, postDate: POSTED,
  });
  fx.bob = await f.createOrganizer({ postId: 9003, name: 'Bob Org', author: 1, postDate: POSTED });
  fx.concerts = await f.createCategory({ termId: 9001, name: 'Concerts', description: 'Live music' });
  fx.jazzCategory = await f.createCategory({ termId: 9002, name: 'Jazz', parent: fx.concerts });
  fx.family = await f.createTag({ termId: 9003, name: 'Family', description: 'Family friendly' });
  fx.snapshot = await f.createEvent({
    postId: 9004, title: 'Jazz Night', description: 'An evening of jazz.', excerpt: 'Jazz excerpt',
    startDate: utc('2030-12-06T00:00:00'), endDate: utc('2030-12-06T03:30:00'), timezone: 'America/New_York',
    cost: '15', website: 'https://example.com/jazz', featured: true, author: 1, postDate: POSTED, image: image.id,
    venues: [fx.hall], organizers: [fx.jane, fx.bob], categories: [fx.jazzCategory], tags: [fx.family],
  });

  // Filter fixtures, inside the default window.
  fx.arena = await f.createVenue({ name: 'Arena', latitude: 38.72, longitude: -9.14 });
  fx.club = await f.createVenue({ name: 'Club' });
  fx.ann = await f.createOrganizer({ name: 'Ann' });
  fx.ben = await f.createOrganizer({ name: 'Ben' });
  fx.music = await f.createCategory({ name: 'Music' });
  fx.rock = await f.createCategory({ name: 'Rock', parent: fx.music });
  fx.grunge = await f.createCategory({ name: 'Grunge', parent: fx.rock });
  fx.sports = await f.createCategory({ name: 'Sports' });
  fx.outdoor = await f.createTag({ name: 'Outdoor' });
  fx.kids = await f.createTag({ name: 'Kids' });
  fx.rockShow = await f.createEvent({
    title: 'Rock Show', description: 'Saxophone and guitars', startDate: daysFromNow(5), featured: true,
    venues: [fx.arena], organizers: [fx.ann], categories: [fx.grunge], tags: [fx.outdoor],
  });
  fx.match = await f.createEvent({
    title: 'Match', startDate: daysFromNow(6), venues: [fx.club], organizers: [fx.ben], categories: [fx.sports], tags: [fx.kids],
  });
  fx.multi = await f.createEvent({ title: 'Multi', startDate: daysFromNow(7), venues: [fx.arena, fx.club], organizers: [fx.ben, fx.ann] });
  fx.bare = await f.createEvent({ title: 'Bare', startDate: daysFromNow(8) });
  fx.child = await f.createEvent({ title: 'Child', startDate: daysFromNow(9), parentEvent: fx.rockShow });
  for (const status of ['draft', 'pending', 'private', 'future', 'trash']) {
    fx[status] = await f.createEvent({ title: `Status ${status}`, postStatus: status, startDate: daysFromNow(10) });
  }
  fx.hidden = await f.createEvent({ title: 'Hidden', hideFromListings: true, startDate: daysFromNow(11) });
  fx.locked = await f.createEvent({
    title: 'Locked', password: 'secret', description: 'Hidden text', cost: '5', startDate: daysFromNow(12),
    venues: [fx.arena], organizers: [fx.ann], categories: [fx.sports], image: image.id,
  });
  fx.yesterday = await f.createEvent({ title: 'Yesterday', startDate: daysFromNow(-1, 10) });
  fx.running = await f.createEvent({ title: 'Running', startDate: daysFromNow(-2, 10), endDate: daysFromNow(3, 10) });
  const farStart = new Date(daysFromNow(0, 12));
  farStart.setUTCMonth(farStart.getUTCMonth() + 23);
  fx.farIn = await f.createEvent({ title: 'Far in', startDate: farStart });
  const tooFar = new Date(daysFromNow(2, 12));
  tooFar.setUTCMonth(tooFar.getUTCMonth() + 24);
  fx.farOut = await f.createEvent({ title: 'Far out', startDate: tooFar });

  // Date filters: 2031-03-10 16:00-16:30 and 20:00-20:30 UTC, 2031-03-12 10:00-12:00 UTC.
  fx.early = await f.createEvent({ title: 'Early', startDate: utc('2031-03-10T16:00:00'), endDate: utc('2031-03-10T16:30:00') });
  fx.late = await f.createEvent({ title: 'Late', startDate: utc('2031-03-10T20:00:00'), endDate: utc('2031-03-10T20:30:00') });
  fx.later = await f.createEvent({ title: 'Later', startDate: utc('2031-03-12T10:00:00'), endDate: utc('2031-03-12T12:00:00') });

  // Pagination: five events in January 2032; 51 in 2035 for the page size.
  for (let day = 1; day <= 5; day += 1) {
    fx[`page${day}`] = await f.createEvent({ title: `Paged ${day}`, startDate: utc(`2032-01-0${day}T10:00:00`) });
  }
  for (let i = 0; i < 51; i += 1) {
    await f.createEvent({ title: `Bulk ${i}`, startDate: new Date(Date.UTC(2035, 0, 1 + i, 10)) });
  }
});

const listIds = async (query: string, token?: string) => {
  const res = await get(app, `/events${query}`, token).expect(200);
  return idsOf(res.body.events);
};

const EVENT_KEYS = [
  'id', 'global_id', 'global_id_lineage', 'author', 'status', 'date', 'date_utc', 'modified', 'modified_utc', 'url',
  'rest_url', 'title', 'description', 'excerpt', 'slug', 'image', 'all_day', 'start_date', 'start_date_details',
  'end_date', 'end_date_details', 'utc_start_date', 'utc_start_date_details', 'utc_end_date', 'utc_end_date_details',
  'timezone', 'timezone_abbr', 'cost', 'cost_details', 'website', 'show_map', 'show_map_link', 'hide_from_listings',
  'sticky', 'featured', 'categories', 'tags', 'venue', 'organizer', 'custom_fields',
];
/** Ours (issue 35), after the languages. */
const EVENT_CHANGE_KEYS = ['event_status', 'event_status_reason', 'previous_start_date', 'attendance_mode', 'online_url', 'online_access_notes'];
const DEFAULT_WINDOW = () => `start_date=${utcDay(-1)} 00:00:00&end_date=${utcDay(0, 24)} 23:59:59`;

describe('GET /events', () => {
  describe('the list envelope', () => {
    it('answers the contract body, in key order, with X-TEC-Total and X-TEC-TotalPages', async () => {
      const res = await get(app, '/events').expect(200);
      expect(Object.keys(res.body)).toEqual(['events', 'rest_url', 'total', 'total_pages']);
      expect(res.headers['x-tec-total']).toBe(String(res.body.total));
      expect(res.headers['x-tec-totalpages']).toBe(String(res.body.total_pages));
      expect(rawHeaderNames(res)).toEqual(expect.arrayContaining(['X-TEC-Total', 'X-TEC-TotalPages']));
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    });

    it('echoes the default query in rest_url: page, per_page 12, the default window and status=publish', async () => {
      const res = await get(app, '/events').expect(200);
      expect(res.body.rest_url).toBe(`${NS_URL}/events/?page=1&per_page=12&${DEFAULT_WINDOW()}&status=publish`);
    });

    it('locks the envelope shape (snapshot)', async () => {
      const res = await get(app, '/events?start_date=2030-12-01&end_date=2030-12-31').expect(200);
      expect(res.body.total).toBe(1);
      expect(res.body).toMatchSnapshot(wireMatchers(res.body) as object);
    });

    it('answers an empty list with 200, total 0 and total_pages 0', async () => {
      const res = await get(app, '/events?start_date=2033-01-01&end_date=2033-12-31').expect(200);
      expect(res.body).toEqual({
        events: [],
        rest_url: `${NS_URL}/events/?page=1&per_page=12&start_date=2033-01-01 00:00:00&end_date=2033-12-31 23:59:59&status=publish`,
        total: 0,
        total_pages: 0,
      });
      expect(res.headers['x-tec-total']).toBe('0');
      expect(res.headers['x-tec-totalpages']).toBe('0');
    });
  });

  describe('pagination', () => {
    const window = 'start_date=2032-01-01&end_date=2032-01-31';
    const echoed = 'start_date=2032-01-01 00:00:00&end_date=2032-01-31 23:59:59&status=publish';
    const encoded = 'start_date=2032-01-01+00%3A00%3A00&end_date=2032-01-31+23%3A59%3A59&status=publish';

    it('links page 1 to the next page only', async () => {
      const res = await get(app, `/events?per_page=2&${window}`).expect(200);
      expect(Object.keys(res.body)).toEqual(['events', 'rest_url', 'next_rest_url', 'total', 'total_pages']);
      expect(idsOf(res.body.events)).toEqual([fx.page1.postId, fx.page2.postId]);
      expect(res.body).toMatchObject({
        rest_url: `${NS_URL}/events/?page=1&per_page=2&${echoed}`,
        next_rest_url: `${NS_URL}/events/?per_page=2&${encoded}&page=2`,
        total: 5,
        total_pages: 3,
      });
      expect(res.headers['x-tec-total']).toBe('5');
      expect(res.headers['x-tec-totalpages']).toBe('3');
    });

    it('links page 2 both ways; its previous link carries no page at all', async () => {
      const res = await get(app, `/events?per_page=2&page=2&${window}`).expect(200);
      expect(Object.keys(res.body)).toEqual(['events', 'rest_url', 'next_rest_url', 'previous_rest_url', 'total', 'total_pages']);
      expect(idsOf(res.body.events)).toEqual([fx.page3.postId, fx.page4.postId]);
      expect(res.body.next_rest_url).toBe(`${NS_URL}/events/?per_page=2&${encoded}&page=3`);
      expect(res.body.previous_rest_url).toBe(`${NS_URL}/events/?per_page=2&${encoded}`);
    });

    it('links the last page to the previous page only, with page=N-1', async () => {
      const res = await get(app, `/events?per_page=2&page=3&${window}`).expect(200);
      expect(Object.keys(res.body)).toEqual(['events', 'rest_url', 'previous_rest_url', 'total', 'total_pages']);
      expect(idsOf(res.body.events)).toEqual([fx.page5.postId]);
      expect(res.body.previous_rest_url).toBe(`${NS_URL}/events/?per_page=2&${encoded}&page=2`);
    });

    it('answers 404 event-archive-page-not-found past the last page', async () => {
      const res = await get(app, `/events?per_page=2&page=4&${window}`).expect(404);
      expect(res.body).toMatchSnapshot();
      expect(res.body).toEqual({
        code: 'event-archive-page-not-found',
        message: 'The requested event archive page does not exist',
        data: { status: 404 },
      });
    });

    it('answers page 1 of an empty list with 200, not 404', async () => {
      await get(app, '/events?page=1&start_date=2033-01-01&end_date=2033-01-02').expect(200);
    });

    it('defaults per_page to 12', async () => {
      const res = await get(app, '/events?start_date=2035-01-01&end_date=2035-12-31').expect(200);
      expect(res.body.events).toHaveLength(12);
      expect(res.body).toMatchObject({ total: 51, total_pages: 5 });
    });

    it('caps per_page at 50 silently', async () => {
      const res = await get(app, '/events?per_page=100&start_date=2035-01-01&end_date=2035-12-31').expect(200);
      expect(res.body.events).toHaveLength(50);
      expect(res.body).toMatchObject({ total: 51, total_pages: 2 });
      expect(res.body.rest_url).toContain('per_page=50&');
    });

    it.each([
      ['page=0', ['page']],
      ['page=-1', ['page']],
      ['page=foo', ['page']],
      ['page=1.5', ['page']],
      ['per_page=0', ['per_page']],
      ['per_page=foo%20bar', ['per_page']],
      ['page=0&per_page=-1', ['page', 'per_page']],
    ])('answers 400 rest_invalid_param for %s', async (query, names) => {
      const res = await get(app, `/events?${query}`).expect(400);
      expect(res.body).toEqual({
        code: 'rest_invalid_param',
        message: `Invalid parameter(s): ${names.join(', ')}`,
        data: { status: 400, params: Object.fromEntries(names.map((n) => [n, 'Invalid parameter.'])), details: [] },
      });
    });

    it('locks the invalid-parameter error body (snapshot)', async () => {
      const res = await get(app, '/events?page=0&per_page=-1').expect(400);
      expect(res.body).toMatchSnapshot();
    });
  });

  describe('the default date window', () => {
    it('lists events that started yesterday', async () => {
      expect(await listIds('?per_page=50')).toContain(fx.yesterday.postId);
    });

    it('leaves out events that started before yesterday, even when still running', async () => {
      expect(await listIds('?per_page=50')).not.toContain(fx.running.postId);
    });

    it('lists events ending within 24 months, not later ones', async () => {
      const ids = await listIds('?per_page=50');
      expect(ids).toContain(fx.farIn.postId);
      expect(ids).not.toContain(fx.farOut.postId);
    });

    it('orders by start date ascending', async () => {
      const res = await get(app, '/events?per_page=50').expect(200);
      const starts = res.body.events.map((e: { utc_start_date: string }) => e.utc_start_date);
      expect(starts).toEqual([...starts].sort());
      expect(idsOf(res.body.events).indexOf(fx.rockShow.postId)).toBeLessThan(idsOf(res.body.events).indexOf(fx.match.postId));
    });

    it('is dropped when a starts_/ends_ parameter is given', async () => {
      const res = await get(app, '/events?per_page=50&ends_after=2031-03-09').expect(200);
      expect(res.body.rest_url).toBe(`${NS_URL}/events/?page=1&per_page=50&status=publish&ends_after=2031-03-09 23:59:59`);
    });
  });

  describe('date filters', () => {
    it('start_date and end_date include whole days by default', async () => {
      const ids = await listIds('?start_date=2031-03-10 15:00:00&end_date=2031-03-10 18:00:00');
      expect(ids).toEqual([fx.early.postId, fx.late.postId]);
    });

    it('strict_dates applies the exact times', async () => {
      const res = await get(app, '/events?start_date=2031-03-10 15:00:00&end_date=2031-03-10 18:00:00&strict_dates=true').expect(200);
      expect(idsOf(res.body.events)).toEqual([fx.early.postId]);
      expect(res.body.rest_url).toContain('start_date=2031-03-10 15:00:00&end_date=2031-03-10 18:00:00&');
    });

    it.each(['1', 'yes', 'on', 'TRUE'])('strict_dates=%s is strict', async (value) => {
      expect(await listIds(`?start_date=2031-03-10 15:00:00&end_date=2031-03-10 18:00:00&strict_dates=${value}`)).toEqual([fx.early.postId]);
    });

    it.each(['false', 'no', 'whatever'])('strict_dates=%s is inclusive', async (value) => {
      expect(await listIds(`?start_date=2031-03-10 15:00:00&end_date=2031-03-10 18:00:00&strict_dates=${value}`)).toEqual([
        fx.early.postId,
        fx.late.postId,
      ]);
    });

    it.each(['', '0'])('strict_dates=%j is a 400', async (value) => {
      const res = await get(app, `/events?strict_dates=${value}`).expect(400);
      expect(res.body.data.params).toEqual({ strict_dates: 'Invalid parameter.' });
    });

    it('start_date keeps events starting on or after the day', async () => {
      const res = await get(app, '/events?start_date=2031-03-12&end_date=2031-12-31').expect(200);
      expect(idsOf(res.body.events)).toEqual([fx.later.postId]);
      expect(res.body.rest_url).toContain('start_date=2031-03-12 00:00:00&end_date=2031-12-31 23:59:59');
    });

    it('end_date keeps events ending on or before the day', async () => {
      expect(await listIds('?start_date=2031-03-01&end_date=2031-03-10')).toEqual([fx.early.postId, fx.late.postId]);
      expect(await listIds('?start_date=2031-03-01&end_date=2031-03-09')).toEqual([]);
    });

    it('starts_after means after the whole day (exclusive, 23:59:59)', async () => {
      const ids = await listIds('?per_page=50&starts_after=2031-03-10&starts_before=2031-12-31');
      expect(ids).toEqual([fx.later.postId]);
    });

    it('starts_before means before the end of the day (exclusive)', async () => {
      const ids = await listIds('?per_page=50&starts_before=2031-03-10&starts_after=2031-03-09');
      expect(ids).toEqual([fx.early.postId, fx.late.postId]);
    });

    it('ends_before and ends_after bound the end', async () => {
      expect(await listIds('?per_page=50&ends_after=2031-03-09&ends_before=2031-03-11')).toEqual([fx.early.postId, fx.late.postId]);
      expect(await listIds('?per_page=50&ends_after=2031-03-10&ends_before=2031-03-12')).toEqual([fx.later.postId]);
    });

    it('starts_before without other bounds also lists past events (no default window)', async () => {
      const ids = await listIds(`?per_page=50&starts_before=${utcDay(0)}&starts_after=${utcDay(-3)}`);
      expect(ids).toEqual(expect.arrayContaining([fx.running.postId, fx.yesterday.postId]));
      expect(ids).not.toContain(fx.rockShow.postId);
    });

    it('accepts a Unix timestamp', async () => {
      const timestamp = Date.UTC(2031, 2, 12, 8) / 1000;
      const res = await get(app, `/events?start_date=${timestamp}&end_date=2031-12-31`).expect(200);
      expect(idsOf(res.body.events)).toEqual([fx.later.postId]);
      expect(res.body.rest_url).toContain('start_date=2031-03-12 00:00:00');
    });

    it('accepts relative phrases, counted from now', async () => {
      const res = await get(app, '/events?per_page=50&start_date=%2B4 days&end_date=%2B6 days').expect(200);
      expect(idsOf(res.body.events)).toEqual(expect.arrayContaining([fx.rockShow.postId, fx.match.postId]));
      expect(idsOf(res.body.events)).not.toContain(fx.yesterday.postId);
      expect(res.body.rest_url).toContain(`start_date=${utcDay(4)} 00:00:00&end_date=${utcDay(6)} 23:59:59`);
      // Inclusive: ends after the whole day two days ago, and before the end of tomorrow.
      const ended = await listIds('?per_page=50&ends_before=tomorrow&ends_after=-2 days');
      expect(ended).toContain(fx.yesterday.postId);
      expect(ended).not.toContain(fx.running.postId);
    });

    it.each(['start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after'])(
      'answers 400 rest_invalid_param for an unreadable %s',
      async (name) => {
        const res = await get(app, `/events?${name}=not-a-date`).expect(400);
        expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { [name]: 'Invalid parameter.' } } });
      }
    );
  });

  describe('search', () => {
    it('matches the title or description, case-insensitively', async () => {
      const res = await get(app, '/events?search=SAXOPHONE').expect(200);
      expect(idsOf(res.body.events)).toEqual([fx.rockShow.postId]);
      expect(res.body.rest_url).toContain('&search=SAXOPHONE&');
      expect(await listIds('?search=Match')).toEqual([fx.match.postId]);
    });

    it('answers an empty list when nothing matches', async () => {
      expect(await listIds('?search=nothing-like-this')).toEqual([]);
    });

    it('answers 400 for an empty search', async () => {
      const res = await get(app, '/events?search=').expect(400);
      expect(res.body.data.params).toEqual({ search: 'Invalid parameter.' });
    });
  });

  describe('categories and tags', () => {
    it('categories by ID include the child categories at any depth', async () => {
      const ids = await listIds(`?categories=${fx.music.termId}`);
      expect(ids).toEqual([fx.rockShow.postId]);
    });

    it('categories by slug, CSV or array, with OR logic', async () => {
      const expected = [fx.rockShow.postId, fx.match.postId];
      expect(await listIds('?categories=grunge,sports')).toEqual(expected);
      expect(await listIds(`?categories[]=rock&categories[]=${fx.sports.termId}`)).toEqual(expected);
      // The password-protected event is in Sports too: a filter on its categories, blanked to those who
      // have not unlocked it, matches it only with its password (issue 31; tests/api/permissions/protected-filters.test.ts).
      expect(await listIds('?categories=grunge,sports&password=secret')).toEqual([...expected, fx.locked.postId]);
    });

    it('categories leave out events of other categories', async () => {
      expect(await listIds('?categories=sports')).not.toContain(fx.rockShow.postId);
    });

    it('categories are not echoed in rest_url', async () => {
      const res = await get(app, '/events?categories=sports').expect(200);
      expect(res.body.rest_url).not.toContain('categories');
    });

    it.each(['999999', 'no-such-category', `${9003}`])('answers 400 for an unknown category %s', async (value) => {
      const res = await get(app, `/events?categories=${value}`).expect(400);
      expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { categories: 'Invalid parameter.' } } });
    });

    it('tags by ID or slug, with OR logic', async () => {
      expect(await listIds(`?tags=${fx.outdoor.termId}`)).toEqual([fx.rockShow.postId]);
      expect(await listIds('?tags=outdoor,kids')).toEqual([fx.rockShow.postId, fx.match.postId]);
      expect(await listIds('?tags=kids')).not.toContain(fx.rockShow.postId);
    });

    it.each(['999999', 'no-such-tag', `${9001}`])('answers 400 for an unknown tag %s', async (value) => {
      const res = await get(app, `/events?tags=${value}`).expect(400);
      expect(res.body.data.params).toEqual({ tags: 'Invalid parameter.' });
    });
  });

  describe('venue and organizer', () => {
    it('venue as an array keeps the events of that venue', async () => {
      const res = await get(app, `/events?venue[]=${fx.club.postId}`).expect(200);
      expect(idsOf(res.body.events)).toEqual([fx.match.postId, fx.multi.postId]);
      expect(res.body.rest_url).toContain(`&venue=${fx.club.postId}`);
    });

    it('venue as CSV, with OR logic', async () => {
      const ids = await listIds(`?venue=${fx.arena.postId},${fx.club.postId}`);
      expect(ids).toEqual(expect.arrayContaining([fx.rockShow.postId, fx.match.postId, fx.multi.postId]));
      expect(ids).not.toContain(fx.bare.postId);
      // The password-protected event's venue is blanked to those who have not unlocked it (issue 31).
      expect(ids).not.toContain(fx.locked.postId);
      expect(await listIds(`?venue=${fx.arena.postId},${fx.club.postId}&password=secret`)).toContain(fx.locked.postId);
    });

    it.each([
      ['foo', 'not a number'],
      ['999999', 'no such post'],
      [String(9002), "an organizer's ID"],
    ])('answers 400 for venue=%s (%s)', async (value) => {
      const res = await get(app, `/events?venue=${value}`).expect(400);
      expect(res.body.data.params).toEqual({ venue: 'Invalid parameter.' });
    });

    it('organizer as an array or CSV, with OR logic', async () => {
      expect(await listIds(`?organizer[]=${fx.ben.postId}`)).toEqual([fx.match.postId, fx.multi.postId]);
      const both = await listIds(`?organizer=${fx.ann.postId},${fx.ben.postId}`);
      expect(both).toEqual(expect.arrayContaining([fx.rockShow.postId, fx.match.postId, fx.multi.postId]));
      expect(both).not.toContain(fx.bare.postId);
    });

    it.each(['foo', '999999', String(9001)])('answers 400 for organizer=%s', async (value) => {
      const res = await get(app, `/events?organizer=${value}`).expect(400);
      expect(res.body.data.params).toEqual({ organizer: 'Invalid parameter.' });
    });
  });

  describe('featured', () => {
    it('true keeps only featured events, echoed as featured=1', async () => {
      const res = await get(app, '/events?featured=true').expect(200);
      expect(idsOf(res.body.events)).toEqual([fx.rockShow.postId]);
      expect(res.body.rest_url).toMatch(/&featured=1$/);
    });

    it('false keeps only the others, and is not echoed', async () => {
      const res = await get(app, '/events?featured=0&per_page=50').expect(200);
      expect(idsOf(res.body.events)).toContain(fx.match.postId);
      expect(idsOf(res.body.events)).not.toContain(fx.rockShow.postId);
      expect(res.body.rest_url).not.toContain('featured');
    });

    it('answers 400 "featured is not of type boolean." for another value', async () => {
      const res = await get(app, '/events?featured=yes').expect(400);
      expect(res.body).toEqual({
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): featured',
        data: {
          status: 400,
          params: { featured: 'featured is not of type boolean.' },
          details: { featured: { code: 'rest_invalid_type', message: 'featured is not of type boolean.', data: { param: 'featured' } } },
        },
      });
    });
  });

  describe('status and visibility', () => {
    const nonPublic = () => ['draft', 'pending', 'private', 'future'].map((s) => fx[s].postId);

    it('shows anonymous callers published events only', async () => {
      const ids = await listIds('?per_page=50');
      for (const id of [...nonPublic(), fx.trash.postId]) expect(ids).not.toContain(id);
      expect(ids).toContain(fx.rockShow.postId);
    });

    it('accepts status=publish from anonymous callers', async () => {
      expect(await listIds('?status=publish')).toContain(fx.rockShow.postId);
    });

    it.each(['draft', 'publish,draft', 'trash'])('answers 400 to an anonymous status=%s', async (value) => {
      const res = await get(app, `/events?status=${value}`).expect(400);
      expect(res.body.data.params).toEqual({ status: 'Invalid parameter.' });
    });

    it('shows a full-access token every status but trash, echoed as status=any', async () => {
      const res = await get(app, '/events?per_page=50', full).expect(200);
      for (const id of nonPublic()) expect(idsOf(res.body.events)).toContain(id);
      expect(idsOf(res.body.events)).not.toContain(fx.trash.postId);
      expect(res.body.rest_url).toContain('&status=any');
    });

    it('lets a full-access token ask for given statuses, trash included', async () => {
      const res = await get(app, '/events?status=draft,trash', full).expect(200);
      expect(idsOf(res.body.events)).toEqual([fx.draft.postId, fx.trash.postId]);
      expect(res.body.rest_url).toContain('&status=draft,trash');
    });

    it('answers 400 to status=any, which is not a status', async () => {
      const res = await get(app, '/events?status=any', full).expect(400);
      expect(res.body.data.params).toEqual({ status: 'Invalid parameter.' });
    });

    it('shows a read-only token published events only', async () => {
      expect(await listIds('?per_page=50', readOnly)).not.toContain(fx.draft.postId);
      await get(app, '/events?status=draft', readOnly).expect(400);
    });

    it('shows a custom token with read permissions only published events', async () => {
      const token = await createApiToken(app.strapi, 'custom', ['plugin::calendar.events.find']);
      expect(await listIds('?per_page=50', token)).not.toContain(fx.draft.postId);
    });

    it('shows a custom token with plugin::calendar.events.update the drafts', async () => {
      const token = await createApiToken(app.strapi, 'custom', ['plugin::calendar.events.find', 'plugin::calendar.events.update']);
      expect(await listIds('?per_page=50', token)).toContain(fx.draft.postId);
    });

    it('shows a users-permissions role with plugin::calendar.events.update the drafts', async () => {
      const role = await app.strapi.db.query('plugin::users-permissions.role').create({
        data: { name: 'Event writer', type: 'event-writer', description: '' },
      });
      for (const action of ['plugin::calendar.events.find', 'plugin::calendar.events.findOne', 'plugin::calendar.events.update']) {
        await app.strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } });
      }
      const jwt = await createUserJwt(app, 'event-writer');
      expect(await listIds('?per_page=50', jwt)).toContain(fx.draft.postId);
      expect((await get(app, `/events/${fx.draft.postId}`, jwt).expect(200)).body.status).toBe('draft');
    });

    it('shows a user with the Calendar editor role the drafts', async () => {
      const jwt = await createUserJwt(app, 'calendar-editor');
      expect(await listIds('?per_page=50', jwt)).toContain(fx.draft.postId);
    });

    it('keeps drafts from a custom token that may update venues but not events', async () => {
      const token = await createApiToken(app.strapi, 'custom', ['plugin::calendar.events.find', 'plugin::calendar.venues.update']);
      expect(await listIds('?per_page=50', token)).not.toContain(fx.draft.postId);
    });

    it('never lists events hidden from listings, not even to editors', async () => {
      expect(await listIds('?per_page=50')).not.toContain(fx.hidden.postId);
      expect(await listIds('?per_page=50', full)).not.toContain(fx.hidden.postId);
      expect(await listIds(`?include=${fx.hidden.postId}`)).toEqual([]);
    });

    it('lists hidden events too to an editor asking include_hidden=true (our extension, how an import reads them), in the totals', async () => {
      const plain = await get(app, '/events?per_page=50', full).expect(200);
      const res = await get(app, '/events?per_page=50&include_hidden=true', full).expect(200);
      expect(res.body.events.map((e: { id: number }) => e.id)).toContain(fx.hidden.postId);
      expect(Number(res.headers['x-tec-total'])).toBe(Number(plain.headers['x-tec-total']) + 1);
      expect(await listIds('?per_page=50&include_hidden=false', full)).not.toContain(fx.hidden.postId);
      expect(await listIds(`?include=${fx.hidden.postId}&include_hidden=1`, full)).toEqual([fx.hidden.postId]);
    });

    it('refuses include_hidden=true to callers who may not edit events, and a value that is no boolean', async () => {
      const single = await createApiToken(app.strapi, 'custom', ['plugin::calendar.events.find']);
      const venueWriter = await createApiToken(app.strapi, 'custom', ['plugin::calendar.events.find', 'plugin::calendar.venues.update']);
      for (const token of [undefined, readOnly, single, venueWriter]) {
        const res = await get(app, '/events?include_hidden=true', token).expect(400);
        expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { include_hidden: expect.any(String) } } });
      }
      expect(await listIds('?per_page=50&include_hidden=false')).not.toContain(fx.hidden.postId);
      await get(app, '/events?include_hidden=maybe', full).expect(400);
      await get(app, `/events?include_hidden[a]=${'x'.repeat(5000)}`, full).expect(400);
    });

    it('lists a password-protected event with its fields blanked', async () => {
      const res = await get(app, `/events?include=${fx.locked.postId}`).expect(200);
      const [event] = res.body.events;
      expect(event).toMatchObject({
        id: fx.locked.postId, title: 'Locked', description: '', excerpt: '', cost: '', website: '', image: false,
        all_day: null, show_map: null, show_map_link: null, hide_from_listings: null, sticky: null, featured: null,
        categories: [], tags: [], venue: [], organizer: [], custom_fields: [],
        cost_details: { currency_symbol: '', currency_position: '', currency_code: '', values: [] },
      });
      expect(Object.keys(event.cost_details)).toEqual(['currency_symbol', 'currency_position', 'currency_code', 'values']);
    });

    it('lists a password-protected event unblanked with the right password', async () => {
      const res = await get(app, `/events?include=${fx.locked.postId}&password=secret`).expect(200);
      expect(res.body.events[0]).toMatchObject({ description: '<p>Hidden text</p>', cost: '$5', featured: false });
      expect(res.body.events[0].categories).toHaveLength(1);
      const wrong = await get(app, `/events?include=${fx.locked.postId}&password=wrong`).expect(200);
      expect(wrong.body.events[0].description).toBe('');
    });
  });

  describe('include', () => {
    it('keeps only the given IDs, as CSV or array', async () => {
      expect(await listIds(`?include=${fx.match.postId},${fx.rockShow.postId}`)).toEqual([fx.rockShow.postId, fx.match.postId]);
      expect(await listIds(`?include[]=${fx.bare.postId}`)).toEqual([fx.bare.postId]);
    });

    it('orders by publication date, then ID', async () => {
      // The snapshot event was published in January 2026 but starts in 2030: first by post date.
      expect(await listIds(`?include=${fx.rockShow.postId},${fx.snapshot.postId}`)).toEqual([fx.snapshot.postId, fx.rockShow.postId]);
    });

    it('ignores the date window, echoing no dates', async () => {
      const res = await get(app, `/events?include=${fx.running.postId},${fx.later.postId}`).expect(200);
      expect(idsOf(res.body.events)).toEqual([fx.running.postId, fx.later.postId]);
      expect(res.body.rest_url).toBe(`${NS_URL}/events/?page=1&per_page=12&status=publish&include=${fx.running.postId},${fx.later.postId}`);
    });

    it('still applies the visibility rules', async () => {
      expect(await listIds(`?include=${fx.draft.postId}`)).toEqual([]);
      expect(await listIds(`?include=${fx.draft.postId}`, full)).toEqual([fx.draft.postId]);
    });

    it.each(['foo', '0', '1,-2'])('answers 400 for include=%s', async (value) => {
      const res = await get(app, `/events?include=${value}`).expect(400);
      expect(res.body.data.params).toEqual({ include: 'Invalid parameter.' });
    });
  });

  describe('post_parent', () => {
    it('keeps the children of the given event', async () => {
      const res = await get(app, `/events?post_parent=${fx.rockShow.postId}`).expect(200);
      expect(idsOf(res.body.events)).toEqual([fx.child.postId]);
      expect(res.body.rest_url).toContain(`&post_parent=${fx.rockShow.postId}`);
    });

    it('answers an empty list for an event without children', async () => {
      expect(await listIds(`?post_parent=${fx.match.postId}`)).toEqual([]);
    });

    it.each([
      ['foo', 'not a number'],
      ['999999', 'no such post'],
      [String(9001), "a venue's ID"],
    ])('answers 400 for post_parent=%s (%s)', async (value) => {
      const res = await get(app, `/events?post_parent=${value}`).expect(400);
      expect(res.body.data.params).toEqual({ post_parent: 'Invalid parameter.' });
    });
  });

  describe('ticketed', () => {
    it('false is accepted and keeps every event (no event has tickets)', async () => {
      expect(await listIds('?ticketed=false&per_page=50')).toEqual(await listIds('?per_page=50'));
    });

    it('true answers 400: Event Tickets is not active', async () => {
      const res = await get(app, '/events?ticketed=true').expect(400);
      expect(res.body).toMatchSnapshot();
      expect(res.body).toEqual({
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): ticketed',
        data: {
          status: 400,
          params: { ticketed: 'Event Tickets plugin is not activated.' },
          details: {
            ticketed: { code: 'event-tickets-not-active', message: 'Event Tickets plugin is not activated.', data: { status: 400 } },
          },
        },
      });
    });

    it('another value answers 400 "ticketed is not of type boolean."', async () => {
      const res = await get(app, '/events?ticketed=maybe').expect(400);
      expect(res.body.data.params).toEqual({ ticketed: 'ticketed is not of type boolean.' });
    });
  });

  describe('geoloc', () => {
    it('true keeps events whose venue has coordinates', async () => {
      const res = await get(app, '/events?geoloc=true&per_page=50').expect(200);
      expect(idsOf(res.body.events)).toEqual(expect.arrayContaining([fx.rockShow.postId, fx.multi.postId]));
      expect(idsOf(res.body.events)).not.toContain(fx.match.postId);
      expect(idsOf(res.body.events)).not.toContain(fx.bare.postId);
      expect(res.body.rest_url).toContain('&geoloc=1&geoloc_lat=&geoloc_lng=&');
    });

    it('false filters nothing, as in the original (tests/api/read/geolocation.test.ts has the rest)', async () => {
      expect(await listIds('?geoloc=false&per_page=50')).toEqual(await listIds('?per_page=50'));
    });

    it('echoes geoloc_lat and geoloc_lng', async () => {
      const res = await get(app, '/events?geoloc=1&geoloc_lat=38.7&geoloc_lng=-9.1').expect(200);
      expect(res.body.rest_url).toContain('&geoloc=1&geoloc_lat=38.7&geoloc_lng=-9.1&');
    });

    it('answers 400 for geoloc=maybe', async () => {
      const res = await get(app, '/events?geoloc=maybe').expect(400);
      expect(res.body.data.params).toEqual({ geoloc: 'geoloc is not of type boolean.' });
    });

    it('answers 400 for a coordinate that is not a number', async () => {
      const res = await get(app, '/events?geoloc_lat=north&geoloc_lng=1').expect(400);
      expect(res.body.data.params).toEqual({ geoloc_lat: 'geoloc_lat is not of type number.' });
    });

    it('answers 400 for one coordinate without the other', async () => {
      const res = await get(app, '/events?geoloc_lat=38.7').expect(400);
      expect(res.body).toMatchObject({ code: 'rest_missing_callback_param', data: { status: 400, params: ['geoloc_lng'] } });
    });
  });

  it('ignores undeclared parameters', async () => {
    expect(await listIds('?per_page=50&foo=bar&orderby=title')).toEqual(await listIds('?per_page=50'));
  });

  it('never answers 500 to odd parameter shapes', async () => {
    for (const query of ['page[a]=1', 'categories[a][b]=1', 'venue[]=', 'search[]=x', 'start_date[]=2031-01-01', 'featured[]=1']) {
      const res = await get(app, `/events?${query}`);
      expect([200, 400]).toContain(res.status);
      if (res.status === 400) expect(res.body.code).toBe('rest_invalid_param');
    }
  });
});

describe('GET /events/<id>', () => {
  it('answers the event record with json_ld, keys in the contract order', async () => {
    const res = await get(app, `/events/${fx.snapshot.postId}`).expect(200);
    expect(Object.keys(res.body)).toEqual([...EVENT_KEYS, 'json_ld', 'ml_language', 'translations', ...EVENT_CHANGE_KEYS]);
    expect(res.headers['x-tec-total']).toBeUndefined();
  });

  it('locks the record shape: image, venue, organizers, nested category, tag (snapshot)', async () => {
    const res = await get(app, `/events/${fx.snapshot.postId}`).expect(200);
    expect(res.body).toMatchSnapshot(wireMatchers(res.body) as object);
  });

  it('builds the record as the contract says', async () => {
    const { body } = await get(app, `/events/${fx.snapshot.postId}`).expect(200);
    expect(body).toMatchObject({
      id: 9004,
      global_id: 'calendar.test?id=9004',
      global_id_lineage: ['calendar.test?id=9004'],
      author: '1',
      status: 'publish',
      date: '2026-01-15 09:30:00',
      date_utc: '2026-01-15 09:30:00',
      url: 'http://calendar.test/event/jazz-night/',
      rest_url: `${NS_URL}/events/9004`,
      description: '<p>An evening of jazz.</p>',
      excerpt: '<p>Jazz excerpt</p>',
      start_date: '2030-12-05 19:00:00',
      start_date_details: { year: '2030', month: '12', day: '05', hour: '19', minutes: '00', seconds: '00' },
      end_date: '2030-12-05 22:30:00',
      utc_start_date: '2030-12-06 00:00:00',
      utc_end_date_details: { year: '2030', month: '12', day: '06', hour: '03', minutes: '30', seconds: '00' },
      timezone: 'America/New_York',
      timezone_abbr: 'EST',
      cost: '$15',
      cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: ['15'] },
      website: 'https://example.com/jazz',
      featured: true,
      custom_fields: [],
      ml_language: 'en',
      translations: {},
    });
    expect(body.modified).toMatch(WALL);
    expect(body.image).toMatchObject({
      url: 'http://calendar.test/uploads/poster_hash.jpg',
      extension: 'jpg',
      width: 1200,
      height: 800,
      sizes: { thumbnail: { width: 234, height: 156, 'mime-type': 'image/jpeg', url: 'http://calendar.test/uploads/thumbnail_poster_hash.jpg' } },
    });
    expect(body.categories[0]).toMatchObject({ id: 9002, parent: 9001, taxonomy: 'tribe_events_cat', count: 1, filter: 'raw' });
    expect(body.categories[0].urls.up).toBe(`${NS_URL}/categories/9001`);
    expect(idsOf(body.organizer)).toEqual([9002, 9003]);
    expect(body.venue.id).toBe(9001);
    expect(body.venue.json_ld['@type']).toBe('Place');
    expect(body.organizer[0].json_ld['@type']).toBe('Person');
    expect(body.json_ld).toMatchObject({ '@context': 'http://schema.org', '@type': 'Event', startDate: '2030-12-05T19:00:00-05:00' });
  });

  it('shows the empty values: venue [], organizer [], image false, website = permalink', async () => {
    const { body } = await get(app, `/events/${fx.bare.postId}`).expect(200);
    expect(body).toMatchObject({
      author: '0', image: false, excerpt: '', description: '', cost: '', venue: [], organizer: [], categories: [], tags: [],
      custom_fields: [], show_map: true, show_map_link: true, website: body.url,
      cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: [] },
    });
    expect(body.url).toBe(`http://calendar.test/event/${fx.bare.slug}/`);
  });

  it('shows several venues as a list, organizers in link order', async () => {
    const { body } = await get(app, `/events/${fx.multi.postId}`).expect(200);
    expect(idsOf(body.venue)).toEqual([fx.arena.postId, fx.club.postId]);
    expect(idsOf(body.organizer)).toEqual([fx.ben.postId, fx.ann.postId]);
  });

  it('shows a stored website as it is, "" included, HTML-escaped', async () => {
    const empty = await f.createEvent({ title: 'No website', website: '' });
    expect((await get(app, `/events/${empty.postId}`).expect(200)).body.website).toBe('');
    const query = await f.createEvent({ title: 'Query website', website: 'https://example.com/?a=1&b="2"' });
    expect((await get(app, `/events/${query.postId}`).expect(200)).body.website).toBe('https://example.com/?a=1&amp;b=&quot;2&quot;');
  });

  it('shows filled custom fields as an object keyed by field', async () => {
    const event = await f.createEvent({
      title: 'Custom fields',
      customFields: { _ecp_custom_2: { label: 'Dress code', value: 'Smart' }, _ecp_custom_3: { label: 'Empty', value: '' } },
    });
    const { body } = await get(app, `/events/${event.postId}`).expect(200);
    expect(body.custom_fields).toEqual({ _ecp_custom_2: { label: 'Dress code', value: 'Smart' } });
  });

  it('shows an image without usable metadata as {url, id, extension}', async () => {
    const file = await f.createImageFile({ width: null, height: null, formats: null, hash: 'raw', url: '/uploads/raw.png', ext: '.png' });
    const event = await f.createEvent({ title: 'Raw image', image: file.id });
    const { body } = await get(app, `/events/${event.postId}`).expect(200);
    expect(body.image).toEqual({ url: 'http://calendar.test/uploads/raw.png', id: file.id, extension: 'png' });
  });

  it('drops a trashed venue or organizer from the event: venue [] and the other organizers', async () => {
    const gone = await f.createVenue({ name: 'Gone venue', postStatus: 'trash' });
    const goneOrganizer = await f.createOrganizer({ name: 'Gone organizer', postStatus: 'trash' });
    const event = await f.createEvent({ title: 'Orphan', venues: [gone], organizers: [goneOrganizer, fx.ann] });
    const { body } = await get(app, `/events/${event.postId}`).expect(200);
    expect(body.venue).toEqual([]);
    expect(idsOf(body.organizer)).toEqual([fx.ann.postId]);
  });

  it('shows the flags as stored', async () => {
    const event = await f.createEvent({ title: 'Flags', showMap: false, showMapLink: false, sticky: true, allDay: true });
    const { body } = await get(app, `/events/${event.postId}`).expect(200);
    expect(body).toMatchObject({ show_map: false, show_map_link: false, sticky: true, all_day: true, hide_from_listings: false });
  });

  it('leaves json_ld out of list items', async () => {
    const res = await get(app, `/events?include=${fx.snapshot.postId}`).expect(200);
    expect(res.body.events[0].json_ld).toBeUndefined();
    expect(res.body.events[0].venue.json_ld).toBeUndefined();
  });

  it('answers 404 rest-event-not-found for an ID with nothing behind it (snapshot)', async () => {
    const res = await get(app, '/events/999999').expect(404);
    expect(res.body).toEqual({ code: 'rest-event-not-found', message: 'Event with ID 999999 does not exist.', data: { status: 404 } });
    expect(res.body).toMatchSnapshot();
  });

  it('answers 404 rest-event-not-found for ID 0', async () => {
    const res = await get(app, '/events/0').expect(404);
    expect(res.body.message).toBe('Event with ID 0 does not exist.');
  });

  it.each([
    ['a venue', 9001],
    ['an organizer', 9002],
  ])('answers 400 rest-invalid-event-id for the ID of %s (snapshot)', async (_kind, id) => {
    const res = await get(app, `/events/${id}`).expect(400);
    expect(res.body).toEqual({ code: 'rest-invalid-event-id', message: 'The specified ID is not a valid event.', data: { status: 400 } });
    expect(res.body).toMatchSnapshot();
  });

  it('answers 404 rest_no_route for a non-numeric ID', async () => {
    const res = await get(app, '/events/abc').expect(404);
    expect(res.body.code).toBe('rest_no_route');
  });

  it.each([
    ['anonymous', () => undefined],
    ['full-access', () => full],
  ])('answers 403 event-no-longer-available for a trashed event (%s) (snapshot)', async (_who, token) => {
    const res = await get(app, `/events/${fx.trash.postId}`, token()).expect(403);
    expect(res.body).toEqual({ code: 'event-no-longer-available', message: 'This event is no longer available', data: { status: 403 } });
    expect(res.body).toMatchSnapshot();
  });

  it.each(['draft', 'pending', 'private', 'future'])('answers 403 event-not-accessible for a %s event to anonymous callers', async (status) => {
    const res = await get(app, `/events/${fx[status].postId}`).expect(403);
    expect(res.body).toEqual({ code: 'event-not-accessible', message: 'The requested event is not accessible', data: { status: 403 } });
  });

  it('locks the event-not-accessible body (snapshot)', async () => {
    const res = await get(app, `/events/${fx.draft.postId}`).expect(403);
    expect(res.body).toMatchSnapshot();
  });

  it.each(['draft', 'pending', 'private', 'future'])('shows a %s event to a full-access token', async (status) => {
    const res = await get(app, `/events/${fx[status].postId}`, full).expect(200);
    expect(res.body.status).toBe(status);
  });

  it('refuses a draft to a read-only token', async () => {
    await get(app, `/events/${fx.draft.postId}`, readOnly).expect(403);
  });

  it('answers 403 event-password-protected without the password (snapshot)', async () => {
    const res = await get(app, `/events/${fx.locked.postId}`).expect(403);
    expect(res.body).toEqual({
      code: 'event-password-protected',
      message: 'The requested event is not accessible without a password',
      data: { status: 403 },
    });
    expect(res.body).toMatchSnapshot();
    await get(app, `/events/${fx.locked.postId}?password=wrong`).expect(403);
  });

  it('shows a protected event with the right password', async () => {
    const res = await get(app, `/events/${fx.locked.postId}?password=secret`).expect(200);
    expect(res.body).toMatchObject({ description: '<p>Hidden text</p>', cost: '$5' });
    expect(res.body.venue.id).toBe(fx.arena.postId);
  });

  it('shows a protected event to an editor with context=edit', async () => {
    await get(app, `/events/${fx.locked.postId}?context=edit`, full).expect(200);
    await get(app, `/events/${fx.locked.postId}?context=edit`).expect(403);
  });

  it('shows an event hidden from listings', async () => {
    const res = await get(app, `/events/${fx.hidden.postId}`).expect(200);
    expect(res.body.hide_from_listings).toBe(true);
  });

  it('answers 400 for a bad context or an empty password', async () => {
    expect((await get(app, `/events/${fx.bare.postId}?context=foo`).expect(400)).body.data.params).toEqual({
      context: 'context is not one of view, embed, and edit.',
    });
    expect((await get(app, `/events/${fx.bare.postId}?password=`).expect(400)).body.data.params).toEqual({ password: 'Invalid parameter.' });
  });
});

describe('GET /events/by-slug/<slug>', () => {
  it('answers the same record as by ID', async () => {
    const bySlug = await get(app, '/events/by-slug/jazz-night').expect(200);
    const byId = await get(app, `/events/${fx.snapshot.postId}`).expect(200);
    expect({ ...bySlug.body, modified: null, modified_utc: null }).toEqual({ ...byId.body, modified: null, modified_utc: null });
  });

  it('answers 400 rest_invalid_param for an unknown slug (snapshot)', async () => {
    const res = await get(app, '/events/by-slug/no-such-event').expect(400);
    expect(res.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): slug',
      data: { status: 400, params: { slug: 'Invalid parameter.' }, details: [] },
    });
    expect(res.body).toMatchSnapshot();
  });

  it("answers 400 for a venue's slug", async () => {
    await get(app, '/events/by-slug/main-hall').expect(400);
  });

  it('answers 400 for a trashed event (its slug is no longer known)', async () => {
    await get(app, `/events/by-slug/${fx.trash.slug}`, full).expect(400);
  });

  it('applies the visibility and password checks', async () => {
    expect((await get(app, `/events/by-slug/${fx.draft.slug}`).expect(403)).body.code).toBe('event-not-accessible');
    await get(app, `/events/by-slug/${fx.draft.slug}`, full).expect(200);
    expect((await get(app, `/events/by-slug/${fx.locked.slug}`).expect(403)).body.code).toBe('event-password-protected');
    await get(app, `/events/by-slug/${fx.locked.slug}?password=secret`).expect(200);
  });

  it('answers 404 rest_no_route for an empty slug', async () => {
    const res = await get(app, '/events/by-slug/').expect(404);
    expect(res.body.code).toBe('rest_no_route');
  });
});

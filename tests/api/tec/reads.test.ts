import { TEC_ACKNOWLEDGEMENT } from '../../../src/plugins/calendar/server/core/dialects/tec-acknowledgement';
import { appForFile } from '../../helpers/app-for-file';
import { createApiToken } from '../../helpers/auth';
import { createFactories, UIDS } from '../../helpers/factories';

/**
 * The original's newer namespace `tec/v1` (issue 33, contract tec-v1): reads. The same records as
 * `cal/events/v1`, in that namespace's shapes: bare arrays with X-WP-Total/X-WP-TotalPages/Link, `title`
 * and `content` as `{rendered}`, embedded `venues[]`/`organizers[]`, exact-instant date filters, `orderby`/
 * `order`, the acknowledgement header, `rest_forbidden` for what may not be read.
 */

const TEC = '/api/cal/tec/v1';
const EEA = { 'X-TEC-EEA': TEC_ACKNOWLEDGEMENT };

const app = appForFile({ CALENDAR_TIMEZONE: 'Europe/Lisbon' });
const fx: Record<string, { postId: number; termId: number; documentId: string }> = {};
let editorToken: string;

beforeAll(async () => {
  const f = createFactories(app.strapi);
  const image = await f.createImageFile();
  fx.venue = await f.createVenue({ name: 'Café & Fado', address: 'Rua A 1', city: 'Lisboa', zip: '1100', country: 'Portugal' });
  fx.organizer = await f.createOrganizer({ name: 'Ana', email: 'ana@example.org', phone: '123' });
  fx.category = await f.createCategory({ name: 'Music' });
  fx.tag = await f.createTag({ name: 'Jazz' });
  fx.past = await f.createEvent({ title: 'Past gig', startDate: new Date('2020-03-01T20:00:00Z'), endDate: new Date('2020-03-01T22:00:00Z') });
  fx.concert = await f.createEvent({
    title: 'Concert',
    description: 'Live **music**',
    startDate: new Date('2027-06-01T19:00:00Z'),
    endDate: new Date('2027-06-02T01:00:00Z'),
    timezone: 'Europe/Lisbon',
    cost: '10',
    image: image.id,
    venues: [fx.venue],
    organizers: [fx.organizer],
    categories: [fx.category],
    tags: [fx.tag],
    featured: true,
  });
  fx.talk = await f.createEvent({ title: 'A talk', startDate: new Date('2027-06-03T10:00:00Z'), endDate: new Date('2027-06-03T11:00:00Z') });
  fx.draft = await f.createEvent({ title: 'Draft', postStatus: 'draft', startDate: new Date('2027-06-04T10:00:00Z'), endDate: new Date('2027-06-04T11:00:00Z') });
  fx.locked = await f.createEvent({ title: 'Members', password: 'secret', image: image.id, categories: [fx.category], tags: [fx.tag], organizers: [fx.organizer], startDate: new Date('2027-06-05T10:00:00Z'), endDate: new Date('2027-06-05T11:00:00Z') });
  editorToken = await createApiToken(app.strapi, 'full-access');
});

const get = (path: string, headers: Record<string, string> = EEA) => app.http().get(`${TEC}${path}`).set(headers);

describe('GET /events', () => {
  it('is a bare array of every published event, past ones included, with X-WP-Total and no X-TEC-Total', async () => {
    const res = await get('/events').expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.map((event: { id: number }) => event.id)).toEqual([fx.past.postId, fx.concert.postId, fx.talk.postId, fx.locked.postId]);
    expect(res.headers['x-wp-total']).toBe('4');
    expect(res.headers['x-wp-totalpages']).toBe('1');
    expect(res.headers['x-tec-total']).toBeUndefined();
    expect(res.headers.link).toBeUndefined();
  });

  it('shapes an event as the original: title and content rendered, dates, embedded venues and organizers', async () => {
    const [event] = (await get(`/events?include=${fx.concert.postId}`).expect(200)).body;
    expect(event).toMatchObject({
      id: fx.concert.postId,
      type: 'tribe_events',
      status: 'publish',
      title: { rendered: 'Concert' },
      content: { rendered: '<p>Live <strong>music</strong></p>\n', protected: false },
      start_date: '2027-06-01 20:00:00',
      start_date_utc: '2027-06-01 19:00:00',
      end_date: '2027-06-02 02:00:00',
      end_date_utc: '2027-06-02 01:00:00',
      timezone: 'Europe/Lisbon',
      duration: '21600',
      multiday: 2,
      all_day: false,
      featured: true,
      cost: expect.any(String),
      tribe_events_cat: [expect.any(Number)],
      tags: [expect.any(Number)],
      organizer_names: ['Ana'],
      venues: [{ id: fx.venue.postId, type: 'tribe_venue', title: { rendered: 'Café &#038; Fado' }, city: 'Lisboa' }],
      organizers: [{ id: fx.organizer.postId, type: 'tribe_organizer', email: 'ana@example.org' }],
    });
    expect(event.dates.start).toEqual({ date: '2027-06-01 20:00:00.000000', timezone_type: 3, timezone: 'Europe/Lisbon' });
    expect(event.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(event.featured_media).toBeGreaterThan(0);
    expect(event.schedule_details).toContain('tribe-event-date-start');
    for (const key of ['url', 'rest_url', 'venue', 'organizer', 'description', 'utc_start_date', 'global_id']) expect(event).not.toHaveProperty(key);
  });

  it('filters by exact instants, without whole days, in the site time zone', async () => {
    // Lisbon is UTC+1 in June: 20:00 there is the concert's start.
    const ids = async (query: string) => (await get(`/events?${query}`).expect(200)).body.map((event: { id: number }) => event.id);
    expect(await ids('start_date=2027-06-01 20:00:00')).toEqual([fx.concert.postId, fx.talk.postId, fx.locked.postId]);
    expect(await ids('start_date=2027-06-01 20:00:01')).toEqual([fx.talk.postId, fx.locked.postId]);
    // The MCP server's "that day" (start and end the same date) finds nothing, as on the original.
    expect(await ids('start_date=2027-06-03&end_date=2027-06-03')).toEqual([]);
    expect(await ids('start_date=2027-06-03&end_date=2027-06-04')).toEqual([fx.talk.postId]);
  });

  it('orders by orderby and order, upper or lower case', async () => {
    const titles = async (query: string) => (await get(`/events?${query}`).expect(200)).body.map((event: { title: { rendered: string } }) => event.title.rendered);
    expect(await titles('orderby=title&order=ASC')).toEqual(['A talk', 'Concert', 'Members', 'Past gig']);
    expect(await titles('orderby=title&order=desc')).toEqual(['Past gig', 'Members', 'Concert', 'A talk']);
    expect(await titles('order=DESC')).toEqual(['Members', 'A talk', 'Concert', 'Past gig']);
    for (const orderby of ['date', 'modified', 'menu_order']) {
      const ids = (await get(`/events?orderby=${orderby}&order=DESC`).expect(200)).body.map((event: { id: number }) => event.id);
      expect([orderby, ids.length]).toEqual([orderby, 4]);
    }
    const bad = await get('/events?order=sideways').expect(400);
    expect(bad.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { order: expect.any(String) } } });
    await get('/events?orderby=Title').expect(400);
  });

  it('pages with Link headers and the original 404 past the end', async () => {
    const first = await get('/events?per_page=2').expect(200);
    expect(first.headers['x-wp-totalpages']).toBe('2');
    // The public URL of the site (PUBLIC_URL in the tests), the request's own path and query, `page` set.
    expect(first.headers.link).toBe(`<http://calendar.test${TEC}/events?per_page=2&page=2>; rel="next"`);
    const second = await get('/events?per_page=2&page=2').expect(200);
    expect(second.headers.link).toContain('page=1>; rel="prev"');
    const past = await get('/events?per_page=2&page=3').expect(404);
    expect(past.body).toMatchObject({ code: 'tec_rest_organizers_page_not_found', message: 'The requested page was not found.' });
    await get('/events?per_page=101').expect(400);
  });

  it('shows drafts only to editors, and forces publish silently for others', async () => {
    const anonymous = await get('/events?status=draft').expect(200);
    expect(anonymous.body.map((event: { id: number }) => event.id)).not.toContain(fx.draft.postId);
    const editor = await get('/events?status=draft', { ...EEA, Authorization: `Bearer ${editorToken}` }).expect(200);
    expect(editor.body.map((event: { id: number }) => event.id)).toEqual([fx.draft.postId]);
    // Hidden from listings: in an editor's list, not in a reader's.
    const hidden = await createFactories(app.strapi).createEvent({ title: 'Hidden', hideFromListings: true, startDate: new Date('2027-06-06T10:00:00Z'), endDate: new Date('2027-06-06T11:00:00Z') });
    expect((await get(`/events?include=${hidden.postId}`).expect(200)).body).toEqual([]);
    const forEditor = await get(`/events?include=${hidden.postId}`, { ...EEA, Authorization: `Bearer ${editorToken}` }).expect(200);
    expect(forEditor.body.map((event: { id: number }) => event.id)).toEqual([hidden.postId]);
    await get('/events?status=trash').expect(400);
  });

  it('masks a protected event for callers without its password, its classes and lists included', async () => {
    const [event] = (await get(`/events?include=${fx.locked.postId}`).expect(200)).body;
    expect(event).toMatchObject({ id: fx.locked.postId, title: { rendered: 'Members' }, status: 'publish', content: { rendered: 'Password protected', protected: null }, cost: 'Password protected', all_day: null, duration: 'Password protected' });
    expect(event).toMatchObject({ tags: [], tribe_events_cat: [], venues: [], organizers: [], organizer_names: [] });
    expect(event.class_list).toEqual([`post-${fx.locked.postId}`, 'tribe_events', 'type-tribe_events', 'status-publish', 'post-password-required', 'hentry']);
    const unlocked = (await get(`/events/${fx.locked.postId}?password=secret`).expect(200)).body;
    expect(unlocked.all_day).toBe(false);
    expect(unlocked.class_list).toEqual(expect.arrayContaining(['has-post-thumbnail', 'tag-jazz', 'tribe_events_cat-music']));
    expect(unlocked.organizer_names).toEqual(['Ana']);
  });

  it('honours include, exclude, venue, organizer, categories and featured (ids single or CSV)', async () => {
    const ids = async (query: string) => (await get(`/events?${query}`).expect(200)).body.map((event: { id: number }) => event.id);
    expect(await ids(`exclude=${fx.past.postId},${fx.talk.postId}`)).toEqual([fx.concert.postId, fx.locked.postId]);
    expect(await ids(`venue=${fx.venue.postId}`)).toEqual([fx.concert.postId]);
    expect(await ids(`organizer=${fx.organizer.postId}`)).toEqual([fx.concert.postId]);
    expect(await ids('featured=true')).toEqual([fx.concert.postId]);
    expect(await ids('featured=false')).not.toContain(fx.concert.postId);
    await get('/events?venue=999999').expect(400);
    // Valid against any clock, yet past the dates a request can hold: refused, not dropped.
    await get(`/events?start_date=${encodeURIComponent('+273760 years')}`).expect(400);
  });
});

describe('the acknowledgement header', () => {
  it('is required on every route but /docs: 400 without it, 400 with another text; any case and spaces pass', async () => {
    const missing = await get('/events', {}).expect(400);
    expect(missing.body).toEqual({ code: 'missing_experimental_endpoint_acknowledgement', message: 'Experimental endpoint requires acknowledgement header.', data: { status: 400 } });
    const wrong = await get('/events', { 'X-TEC-EEA': 'yes' }).expect(400);
    expect(wrong.body.message).toBe('Experimental endpoint requires appropriate acknowledgement header.');
    await get('/events', { 'x-tec-eea': `  ${TEC_ACKNOWLEDGEMENT.toUpperCase()} ` }).expect(200);
    await get(`/events/${fx.concert.postId}`, {}).expect(400);
    const docs = await get('/docs', {}).expect(200);
    expect(docs.body.openapi).toBe('3.0.4');
    expect(Object.keys(docs.body.paths)).toEqual(expect.arrayContaining(['/events', '/events/{id}', '/venues', '/venues/{id}', '/organizers', '/organizers/{id}']));
  });

  it('is checked after the parameters: a bad parameter is a 400 rest_invalid_param without it', async () => {
    const res = await get('/events?page=0', {}).expect(400);
    expect(res.body.code).toBe('rest_invalid_param');
  });

  it('a cached answer is not served to a request without it', async () => {
    await get('/events?per_page=3').expect(200);
    await get('/events?per_page=3').expect(200);
    await get('/events?per_page=3', {}).expect(400);
  });
});

describe('GET /events/<id>', () => {
  it('answers the event, and rest_forbidden (401 anonymous, 403 with credentials) for a missing, draft or other-type ID', async () => {
    await get(`/events/${fx.concert.postId}`).expect(200);
    for (const id of [99999999, fx.draft.postId, fx.venue.postId]) {
      const anonymous = await get(`/events/${id}`).expect(401);
      expect(anonymous.body).toEqual({ code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } });
    }
    const readOnly = await createApiToken(app.strapi, 'read-only');
    await get(`/events/${fx.draft.postId}`, { ...EEA, Authorization: `Bearer ${readOnly}` }).expect(403);
    await get(`/events/${fx.draft.postId}`, { ...EEA, Authorization: `Bearer ${editorToken}` }).expect(200);
    await get('/events/abc').expect(404);
  });
});

describe('GET /venues and /organizers', () => {
  it('are bare arrays of tec/v1 records: the name in title.rendered', async () => {
    const venues = await get('/venues').expect(200);
    expect(venues.body).toEqual([expect.objectContaining({ id: fx.venue.postId, title: { rendered: 'Café &#038; Fado' }, address: 'Rua A 1', directions_link: expect.stringContaining('maps.google.com') })]);
    expect(venues.headers['x-wp-total']).toBe('1');
    const organizers = await get('/organizers?search=Ana').expect(200);
    expect(organizers.body).toEqual([expect.objectContaining({ id: fx.organizer.postId, title: { rendered: 'Ana' }, email: 'ana@example.org', phone: '123' })]);
    await get(`/venues/${fx.venue.postId}`).expect(200);
    await get(`/organizers/${fx.venue.postId}`).expect(401);
  });

  it('filter by event, has_events and only_with_upcoming, and take include and exclude', async () => {
    const ids = async (path: string) => (await get(path).expect(200)).body.map((record: { id: number }) => record.id);
    expect(await ids(`/venues?event=${fx.concert.postId}`)).toEqual([fx.venue.postId]);
    expect(await ids(`/organizers?event=${fx.talk.postId}`)).toEqual([]);
    expect(await ids('/venues?has_events=true')).toEqual([fx.venue.postId]);
    expect(await ids('/venues?has_events=false')).toEqual([]);
    expect(await ids('/organizers?only_with_upcoming=1')).toEqual([fx.organizer.postId]);
    expect(await ids(`/venues?exclude=${fx.venue.postId}`)).toEqual([]);
    expect(await ids(`/organizers?include=${fx.organizer.postId}`)).toEqual([fx.organizer.postId]);
    await get('/venues?event=0').expect(400);
    await get('/venues?event=99999999').expect(400);
    await get('/organizers?has_events=maybe').expect(400);
  });
});

describe('WordPress paths and languages', () => {
  it('/wp-json/tec/v1 answers as /api/cal/tec/v1, its Link naming the path the client used', async () => {
    const ours = await get('/events?per_page=1').expect(200);
    const wordpress = await app.http().get('/wp-json/tec/v1/events?per_page=1').set(EEA).expect(200);
    expect(wordpress.body).toEqual(ours.body);
    expect(wordpress.headers.link).toContain('/wp-json/tec/v1/events?per_page=1&page=2');
    const index = await app.http().get('/wp-json/').expect(200);
    expect(index.body.namespaces).toContain('tec/v1');
    await app.http().get('/fr/wp-json/tec/v1/events').set(EEA).expect(200);
    await app.http().get('/wp-json/tec/v1/tickets').set(EEA).expect(404);
  });
});

describe('the indexes', () => {
  it('GET /wp-json/tec/v1 lists the namespace routes, without the acknowledgement header', async () => {
    const res = await app.http().get('/wp-json/tec/v1').expect(200);
    expect(res.body.namespace).toBe('tec/v1');
    expect(Object.keys(res.body.routes)).toEqual(expect.arrayContaining(['/tec/v1/docs', '/tec/v1/events', '/tec/v1/events/(?P<id>\\d+)', '/tec/v1/venues', '/tec/v1/organizers/(?P<id>\\d+)']));
    expect(res.body.routes['/tec/v1/events'].endpoints[0].args.orderby).toMatchObject({ enum: ['date', 'event_date', 'title', 'menu_order', 'modified'], default: 'event_date' });
  });
});

describe('languages', () => {
  it('read the translation under a language root and with ml_language, as cal/events/v1 does', async () => {
    const f = createFactories(app.strapi);
    await f.translate(UIDS.event, fx.talk as Parameters<typeof f.translate>[1], 'fr', { title: 'Une conférence' });
    const byParam = await get('/events?ml_language=fr').expect(200);
    expect(byParam.body.map((event: { title: { rendered: string } }) => event.title.rendered)).toEqual(['Une conférence']);
    expect(byParam.body[0].link).toContain('/fr/');
    expect((await app.http().get(`/fr${TEC}/events`).set(EEA).expect(200)).body).toEqual(byParam.body);
    expect((await app.http().get('/fr/wp-json/tec/v1/events').set(EEA).expect(200)).body).toEqual(byParam.body);
  });
});

describe('browsers on other sites', () => {
  it('may send the acknowledgement header and read the totals and links (CORS)', async () => {
    const preflight = await app
      .http()
      .options(`${TEC}/events`)
      .set('Origin', 'https://www.example.org')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'x-tec-eea');
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/X-TEC-EEA/i);
    const res = await get('/events?per_page=1', { ...EEA, Origin: 'https://www.example.org' }).expect(200);
    expect(res.headers['access-control-expose-headers']).toEqual(expect.stringContaining('X-WP-Total'));
    expect(res.headers.vary).toMatch(/X-TEC-EEA/i);
  });
});

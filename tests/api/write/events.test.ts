import { createApiToken } from '../../helpers/auth';
import { appForFile } from '../../helpers/app-for-file';
import {
  calendarClient,
  countAll,
  insertImageFile,
  NS_URL,
  startImageServer,
  UID,
  WALL,
  writeMatchers,
  type CalendarClient,
} from '../../helpers/write-helpers';

/**
 * Event writes over HTTP against the booted app: POST /events, POST|PUT|PATCH|DELETE /events/<id> and
 * /events/by-slug/<slug> (contract 9.1-9.3, 10; docs/api.md "Deliberate differences"). Writes carry a real
 * full-access API token; permissions themselves are covered by tests/api/permissions/ (matrix.test.ts first).
 */

let api: CalendarClient;
let anon: CalendarClient;

const app = appForFile({ CALENDAR_TRUSTED_HOSTS: '127.0.0.1' });
beforeAll(async () => {
  // The image server of the side-loading tests listens on 127.0.0.1, which outbound fetches refuse unless trusted.
  api = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
  anon = calendarClient(app);
});

/** The minimal valid event body; `extra` adds or overrides fields. */
const eventBody = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  start_date: '2027-03-10 18:00:00',
  end_date: '2027-03-10 20:00:00',
  ...extra,
});

/** Creates an event through the API and returns its record. */
async function createEvent(title: string, extra: Record<string, unknown> = {}, client = api) {
  const res = await client.post('/events', eventBody(title, extra));
  expect(res.status).toBe(201);
  return res.body;
}

const createVenue = async (venue: string, extra: Record<string, unknown> = {}) =>
  (await api.post('/venues', { venue, ...extra }).expect(201)).body;
const createOrganizer = async (organizer: string, extra: Record<string, unknown> = {}) =>
  (await api.post('/organizers', { organizer, ...extra }).expect(201)).body;
const createCategory = async (name: string, extra: Record<string, unknown> = {}) =>
  (await api.post('/categories', { name, ...extra }).expect(201)).body;
const createTag = async (name: string, extra: Record<string, unknown> = {}) =>
  (await api.post('/tags', { name, ...extra }).expect(201)).body;

/** Keys of the original's event record (example 018), in its order, then our trailing keys. */
const EVENT_KEYS = [
  'id', 'global_id', 'global_id_lineage', 'author', 'status', 'date', 'date_utc', 'modified', 'modified_utc', 'url',
  'rest_url', 'title', 'description', 'excerpt', 'slug', 'image', 'all_day', 'start_date', 'start_date_details',
  'end_date', 'end_date_details', 'utc_start_date', 'utc_start_date_details', 'utc_end_date', 'utc_end_date_details',
  'timezone', 'timezone_abbr', 'cost', 'cost_details', 'website', 'show_map', 'show_map_link', 'hide_from_listings',
  'sticky', 'featured', 'categories', 'tags', 'venue', 'organizer', 'custom_fields', 'ml_language', 'translations',
  // What became of the event (issue 35).
  'event_status', 'event_status_reason', 'previous_start_date', 'attendance_mode', 'online_url', 'online_access_notes',
];

describe('POST /events', () => {
  it('creates an event with every field: 201 and the full record without json_ld (example 018)', async () => {
    const concerts = await createCategory('Concerts', { description: 'Live music' });
    const jazz = await createCategory('Jazz', { parent: concerts.id });
    const family = await createTag('Family', { description: 'Family friendly' });
    const hall = await createVenue('Main Hall', {
      description: 'The main hall.', address: '1 Main St', city: 'Springfield', country: 'United States', state: 'IL',
      zip: '62701', phone: '+1 555 0100', website: 'https://example.com/hall', show_map: 'true', show_map_link: 'false',
    });
    const jane = await createOrganizer('Jane Org', {
      description: 'Organizer bio', email: 'jane@example.com', phone: '+1 555 0101', website: 'https://example.com/jane',
    });

    const res = await api.post('/events', {
      title: 'Jazz Night', description: '<p>An evening of jazz.</p>', excerpt: 'Jazz excerpt',
      start_date: '2026-12-05 19:00:00', end_date: '2026-12-05 22:30:00', timezone: 'America/New_York',
      venue: hall.id, organizer: [jane.id], categories: [jazz.id], tags: [family.id], cost: '15',
      website: 'https://example.com/jazz', featured: true, show_map: true, show_map_link: true,
    });

    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(res.body)).toEqual(EVENT_KEYS);
    expect(res.body).not.toHaveProperty('json_ld');
    expect(res.body).toMatchObject({
      global_id: `calendar.test?id=${res.body.id}`,
      rest_url: `${NS_URL}/events/${res.body.id}`,
      url: 'http://calendar.test/event/jazz-night/',
      status: 'publish',
      title: 'Jazz Night',
      description: '<p>An evening of jazz.</p>',
      excerpt: '<p>Jazz excerpt</p>',
      slug: 'jazz-night',
      image: false,
      all_day: false,
      start_date: '2026-12-05 19:00:00',
      start_date_details: { year: '2026', month: '12', day: '05', hour: '19', minutes: '00', seconds: '00' },
      end_date: '2026-12-05 22:30:00',
      utc_start_date: '2026-12-06 00:00:00',
      utc_end_date: '2026-12-06 03:30:00',
      timezone: 'America/New_York',
      timezone_abbr: 'EST',
      website: 'https://example.com/jazz',
      show_map: true,
      show_map_link: true,
      hide_from_listings: false,
      sticky: false,
      featured: true,
      custom_fields: [],
      ml_language: 'en',
      translations: {},
    });
    expect(res.body.cost_details.values).toEqual(['15']);
    expect(res.body.categories).toEqual([expect.objectContaining({ id: jazz.id, name: 'Jazz', parent: concerts.id, count: 1 })]);
    expect(res.body.tags).toEqual([expect.objectContaining({ id: family.id, name: 'Family', taxonomy: 'post_tag' })]);
    // One venue is an object, organizers always a list; no json_ld on the embedded records either.
    expect(res.body.venue).toMatchObject({ id: hall.id, venue: 'Main Hall', show_map: true, show_map_link: false });
    expect(res.body.venue).not.toHaveProperty('json_ld');
    expect(res.body.organizer).toEqual([expect.objectContaining({ id: jane.id, organizer: 'Jane Org' })]);
    expect(res.body).toMatchSnapshot(writeMatchers(res.body) as object);
  });

  it('answers what a read of the new event answers (without json_ld)', async () => {
    const created = await createEvent('Read back', { cost: '20$', description: 'Read me' });
    const read = await anon.get(`/events/${created.id}`).expect(200);
    const { json_ld: jsonLd, ...rest } = read.body;
    expect(jsonLd).toBeDefined();
    expect(rest).toEqual(created);
  });

  it('creates from the minimal body with the defaults of the original', async () => {
    const body = await createEvent('Defaults only');
    expect(body).toMatchObject({
      status: 'publish',
      author: '0',
      description: '',
      excerpt: '',
      image: false,
      all_day: false,
      timezone: 'UTC',
      timezone_abbr: 'UTC',
      start_date: '2027-03-10 18:00:00',
      utc_start_date: '2027-03-10 18:00:00',
      cost: '',
      cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: [] },
      // Never set: the permalink.
      website: body.url,
      // The original stores omitted map flags as false on an API create.
      show_map: false,
      show_map_link: false,
      featured: false,
      sticky: false,
      hide_from_listings: false,
      categories: [],
      tags: [],
      venue: [],
      organizer: [],
    });
    expect(body.date).toMatch(WALL);
  });

  it('sets the flags, status, publication date and cost text', async () => {
    const body = await createEvent('Flags', {
      status: 'draft', sticky: 'true', hide_from_listings: '1', featured: 'false', show_map: false, show_map_link: '0',
      date: '2026-01-15 09:30:00', cost: '20$',
    });
    expect(body).toMatchObject({
      status: 'draft', sticky: true, hide_from_listings: true, featured: false, show_map: false, show_map_link: false,
      date: '2026-01-15 09:30:00', date_utc: '2026-01-15 09:30:00',
      cost: '20$', cost_details: { currency_symbol: '$', currency_position: 'postfix', values: ['20'] },
    });
  });

  it('ignores undeclared and response-only fields', async () => {
    const body = await createEvent('Extras', { utc_start_date: '1999-01-01 00:00:00', url: 'http://evil.test/', unknown: 'x' });
    expect(body.utc_start_date).toBe('2027-03-10 18:00:00');
    expect(body.url).toBe('http://calendar.test/event/extras/');
  });

  it('accepts a form-encoded body, with inline venue fields and lists', async () => {
    const ann = await createOrganizer('Form Ann');
    const res = await api.form(
      'post',
      '/events',
      [
        'title=Form+Event',
        'start_date=2027-04-01+10:00:00',
        'end_date=2027-04-01+12:00:00',
        'featured=true',
        'categories=Form+Music,Form+Art',
        `organizer[]=${ann.id}`,
        'venue[venue]=Form+Hall',
        'venue[city]=Lisbon',
      ].join('&')
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Form Event',
      featured: true,
      start_date: '2027-04-01 10:00:00',
      venue: { venue: 'Form Hall', city: 'Lisbon' },
      organizer: [expect.objectContaining({ id: ann.id })],
    });
    expect(res.body.categories.map((term: { name: string }) => term.name).sort()).toEqual(['Form Art', 'Form Music']);
  });

  it('accepts a multipart body', async () => {
    const res = await api
      .raw('post', '/events')
      .field('title', 'Multipart Event')
      .field('start_date', '2027-04-02 10:00:00')
      .field('end_date', '2027-04-02 12:00:00')
      .field('sticky', 'true');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Multipart Event', sticky: true, start_date: '2027-04-02 10:00:00' });
  });

  describe('time zones and all-day events', () => {
    it.each([
      ['an IANA zone in summer time', 'Europe/Lisbon', '2027-07-01 10:00:00', '2027-07-01 09:00:00'],
      ['a manual UTC offset', 'UTC+2', '2027-07-01 10:00:00', '2027-07-01 08:00:00'],
      ['the site zone when omitted', undefined, '2027-07-01 10:00:00', '2027-07-01 10:00:00'],
    ])('reads the dates in %s', async (_case, timezone, start, utcStart) => {
      const body = await createEvent(`Zone ${timezone}`, {
        start_date: start, end_date: '2027-07-01 23:00:00', ...(timezone ? { timezone } : {}),
      });
      expect(body).toMatchObject({ start_date: start, utc_start_date: utcStart, timezone: timezone ?? 'UTC' });
    });

    it('reads a Unix timestamp as a UTC wall time in the event zone', async () => {
      // 1800000000 = 2027-01-15 08:00:00 UTC: the wall time 08:00 is used in New York.
      const body = await createEvent('Timestamp', { start_date: '1800000000', end_date: '1800003600', timezone: 'America/New_York' });
      expect(body).toMatchObject({ start_date: '2027-01-15 08:00:00', utc_start_date: '2027-01-15 13:00:00', end_date: '2027-01-15 09:00:00' });
    });

    it('stretches an all-day event from 00:00:00 of its first day to 23:59:59 of its last', async () => {
      const body = await createEvent('All day', { all_day: true, start_date: '2027-03-01 10:00:00', end_date: '2027-03-02 12:00:00' });
      expect(body).toMatchObject({ all_day: true, start_date: '2027-03-01 00:00:00', end_date: '2027-03-02 23:59:59' });
    });
  });

  describe('linked venue and organizers', () => {
    it('creates an inline venue and inline organizers, in the order given, mixed with IDs', async () => {
      const first = await createOrganizer('Mixed First');
      const before = await countAll(app.strapi);
      const body = await createEvent('Inline links', {
        venue: { venue: 'Inline Hall', city: 'Porto', show_map: 'false' },
        organizer: [{ organizer: 'Inline Org', email: 'org@example.com' }, first.id, { id: String(first.id) }],
      });
      expect(body.venue).toMatchObject({ venue: 'Inline Hall', city: 'Porto', show_map: false, slug: 'inline-hall' });
      expect(body.organizer.map((o: { organizer: string }) => o.organizer)).toEqual(['Inline Org', 'Mixed First']);
      const after = await countAll(app.strapi);
      expect([after.venue - before.venue, after.organizer - before.organizer, after.event - before.event]).toEqual([1, 1, 1]);
      await anon.get(`/venues/${body.venue.id}`).expect(200);
    });

    it('reuses an existing venue or organizer with the same name (any case) instead of creating a copy', async () => {
      const hall = await createVenue('Reused Hall');
      const org = await createOrganizer('Reused Org', { description: 'Bio' });
      const before = await countAll(app.strapi);
      const body = await createEvent('Reuse', {
        venue: { venue: 'reused hall', city: 'Elsewhere' },
        organizer: [{ organizer: 'REUSED ORG', description: 'Bio' }],
      });
      expect(body.venue.id).toBe(hall.id);
      expect(body.organizer[0].id).toBe(org.id);
      const after = await countAll(app.strapi);
      expect([after.venue, after.organizer]).toEqual([before.venue, before.organizer]);
    });

    it('takes organizer IDs as a CSV and a venue as {id}', async () => {
      const [a, b] = [await createOrganizer('Csv A'), await createOrganizer('Csv B')];
      const hall = await createVenue('Csv Hall');
      const body = await createEvent('Csv', { organizer: `${b.id}, ${a.id}`, venue: { id: hall.id } });
      expect(body.organizer.map((o: { id: number }) => o.id)).toEqual([b.id, a.id]);
      expect(body.venue.id).toBe(hall.id);
    });

    it('refuses several venues as a venue it could not create (contract 9.1), leaving nothing behind', async () => {
      const [a, b] = [await createVenue('First of two'), await createVenue('Second of two')];
      const before = await countAll(app.strapi);
      const res = await api.post('/events', eventBody('Two venues', { venue: [a.id, { venue: 'Third of two' }] }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'could-not-create-venue', message: 'The venue could not be created from the provided data', data: { status: 400 } });
      expect(res.body).toMatchSnapshot();
      expect(await countAll(app.strapi)).toEqual(before);
      // The same venue twice is one venue.
      const once = await createEvent('One venue twice', { venue: [b.id, { id: b.id }] });
      expect(once.venue.id).toBe(b.id);
    });

    it.each<[string, () => Promise<Record<string, unknown>>, string]>([
      ['an unknown venue ID', async () => ({ venue: 999999 }), 'venue'],
      ['an unknown organizer ID in a list', async () => ({ organizer: [999998] }), 'organizer'],
      ['an event ID given as a venue', async () => ({ venue: (await createEvent('Not a venue')).id }), 'venue'],
      ['an organizer ID given as {id} of a venue', async () => ({ venue: { id: (await createOrganizer('Not a venue either')).id } }), 'venue'],
      ['an inline venue without a name', async () => ({ venue: { city: 'Nowhere' } }), 'venue'],
      ['an inline organizer with a bad website', async () => ({ organizer: [{ organizer: 'Bad', website: 'foo' }] }), 'organizer'],
    ])('refuses %s: 400 naming the field', async (_case, fields, param) => {
      const res = await api.post('/events', eventBody('Bad link', await fields()));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { [param]: expect.any(String) } } });
    });
  });

  describe('categories and tags', () => {
    it('links terms by ID, slug or name, and creates a term for a new name', async () => {
      const rock = await createCategory('Rock Music', { slug: 'rock' });
      const pop = await createCategory('Pop');
      const outdoor = await createTag('Outdoor');
      const before = await countAll(app.strapi);
      const body = await createEvent('Terms', { categories: [rock.id, 'pop', 'Brand New Category'], tags: ['OUTDOOR', 'Fresh Tag'] });
      expect(body.categories.map((t: { name: string }) => t.name).sort()).toEqual(['Brand New Category', 'Pop', 'Rock Music']);
      expect(body.tags.map((t: { name: string }) => t.name).sort()).toEqual(['Fresh Tag', 'Outdoor']);
      expect(body.tags.find((t: { name: string }) => t.name === 'Outdoor').id).toBe(outdoor.id);
      expect(body.categories.find((t: { name: string }) => t.name === 'Pop').id).toBe(pop.id);
      const after = await countAll(app.strapi);
      expect([after.category - before.category, after.tag - before.tag]).toEqual([1, 1]);
      const created = body.categories.find((t: { name: string }) => t.name === 'Brand New Category');
      expect(created.slug).toBe('brand-new-category');
      await anon.get(`/categories/${created.id}`).expect(200);
    });

    it('skips unknown numeric term IDs silently, as the original does', async () => {
      const body = await createEvent('Unknown terms', { categories: [999999], tags: '999998' });
      expect([body.categories, body.tags]).toEqual([[], []]);
    });
  });

  describe('featured image', () => {
    it('links an image of the media library by ID', async () => {
      const file = await insertImageFile(app.strapi, 'by_id');
      const body = await createEvent('Image by ID', { image: file.id });
      expect(body.image).toMatchObject({ id: file.id, url: 'http://calendar.test/uploads/by_id_hash.jpg', extension: 'jpg', width: 640, height: 480 });
    });

    it('matches the URL of a file already in the media library instead of downloading it', async () => {
      const file = await insertImageFile(app.strapi, 'by_url');
      const before = await app.strapi.db.query('plugin::upload.file').count({});
      const body = await createEvent('Image by library URL', { image: 'http://calendar.test/uploads/by_url_hash.jpg' });
      expect(body.image.id).toBe(file.id);
      expect(await app.strapi.db.query('plugin::upload.file').count({})).toBe(before);
    });

    it('downloads an image URL into the media library', async () => {
      const server = await startImageServer();
      try {
        const body = await createEvent('Image by URL', { image: server.url('/pixel.png') });
        expect(server.hits).toContain('GET /pixel.png');
        expect(body.image).toMatchObject({ id: expect.any(Number), extension: 'png', width: 1, height: 1 });
        const file = await app.strapi.db.query('plugin::upload.file').findOne({ where: { id: body.image.id } });
        // The stored name is generated (never taken from the URL): tests/api/http/outbound-fetch.test.ts.
        expect(file).toMatchObject({ mime: 'image/png', name: expect.stringMatching(/^image-[0-9a-f]{16}\.png$/) });
        // The local provider wrote the file under public/uploads: remove it again.
        await app.strapi.plugin('upload').service('upload').remove(file);
      } finally {
        await server.close();
      }
    });

    it.each([
      ['a URL answering HTML', (url: (p: string) => string) => url('/page.html')],
      ['a URL answering 404', (url: (p: string) => string) => url('/missing.png')],
      ['text that is no URL', () => 'foo bar'],
      ['an ID of no file', () => 999999],
    ])('refuses %s: 400 naming image', async (_case, image) => {
      const server = await startImageServer();
      try {
        const res = await api.post('/events', eventBody('Bad image', { image: image(server.url) }));
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { image: 'Invalid parameter.' } } });
      } finally {
        await server.close();
      }
    });

    it('refuses the ID of a file that is not an image', async () => {
      const pdf = await app.strapi.db.query('plugin::upload.file').create({
        data: { name: 'doc.pdf', hash: 'doc_hash', ext: '.pdf', mime: 'application/pdf', size: 1, url: '/uploads/doc_hash.pdf', provider: 'local' },
      });
      const res = await api.post('/events', eventBody('Pdf image', { image: pdf.id }));
      expect(res.status).toBe(400);
      expect(res.body.data.params).toEqual({ image: 'Invalid parameter.' });
    });
  });

  describe('slugs', () => {
    it('makes the slug from the title, unique in the language', async () => {
      const first = await createEvent('Soirée jazz & vin');
      const second = await createEvent('Soirée jazz & vin');
      const french = await createEvent('Soirée jazz & vin', { ml_language: 'fr' });
      expect([first.slug, second.slug, french.slug]).toEqual(['soiree-jazz-vin', 'soiree-jazz-vin-2', 'soiree-jazz-vin']);
    });

    it('keeps a slug that is sent, numbering it when another event of the language has it', async () => {
      const first = await createEvent('Own slug', { slug: 'my-own-slug' });
      const second = await createEvent('Own slug again', { slug: 'my-own-slug' });
      expect([first.slug, second.slug]).toEqual(['my-own-slug', 'my-own-slug-2']);
    });

    it('numbers a slug an update takes from another event, and lets an event keep its own', async () => {
      const taken = await createEvent('Slug owner', { slug: 'taken-slug' });
      const other = await createEvent('Slug taker');
      const res = await api.patch(`/events/${other.id}`, { slug: 'taken-slug' }).expect(200);
      expect(res.body.slug).toBe('taken-slug-2');
      const own = await api.patch(`/events/${taken.id}`, { slug: 'taken-slug', title: 'Slug owner renamed' }).expect(200);
      expect(own.body.slug).toBe('taken-slug');
    });

    it('gives 20 concurrent creates with the same title distinct IDs and slugs', async () => {
      const responses = await Promise.all(Array.from({ length: 20 }, () => api.post('/events', eventBody('Rush Hour'))));
      expect(responses.map((res) => res.status)).toEqual(Array(20).fill(201));
      const ids = new Set(responses.map((res) => res.body.id));
      const slugs = new Set(responses.map((res) => res.body.slug));
      expect([ids.size, slugs.size]).toEqual([20, 20]);
      expect(slugs).toContain('rush-hour');
    });
  });

  describe('password', () => {
    it('protects the event: the writer sees it, anonymous readers need the password', async () => {
      const body = await createEvent('Locked', { password: 'secret', description: 'Hidden text' });
      // The answer to the writer is not blanked.
      expect(body.description).toBe('<p>Hidden text</p>');
      await anon.get(`/events/${body.id}`).expect(403);
      const unlocked = await anon.get(`/events/${body.id}?password=secret`).expect(200);
      expect(unlocked.body.description).toBe('<p>Hidden text</p>');
    });

    it('removes the protection when updated with an empty password', async () => {
      const body = await createEvent('Unlock me', { password: 'secret' });
      await api.patch(`/events/${body.id}`, { password: '' }).expect(200);
      await anon.get(`/events/${body.id}`).expect(200);
    });
  });
});

describe('validation of POST /events', () => {
  it('lists every missing required field in order (rest_missing_callback_param)', async () => {
    const res = await api.post('/events', {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): title, start_date, end_date',
      data: { status: 400, params: ['title', 'start_date', 'end_date'] },
    });
  });

  it('answers a missing title like example 024', async () => {
    const res = await api.post('/events', { start_date: '2026-12-01 10:00:00', end_date: '2026-12-01 12:00:00' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): title',
      data: { status: 400, params: ['title'] },
    });
    expect(res.body).toMatchSnapshot();
  });

  it('reads a JSON null as not sent (WordPress reads parameters with isset)', async () => {
    const res = await api.post('/events', { title: null, start_date: '2026-12-01 10:00:00', end_date: '2026-12-01 12:00:00' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'rest_missing_callback_param', data: { params: ['title'] } });
  });

  it('answers a bad date like example 026', async () => {
    const res = await api.post('/events', { title: 'Bad date', start_date: 'not-a-date', end_date: '2026-12-01 12:00:00' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): start_date',
      data: { status: 400, params: { start_date: 'Invalid parameter.' }, details: [] },
    });
    expect(res.body).toMatchSnapshot();
  });

  it.each([
    ['an empty title', { title: '' }, 'title'],
    ['an empty description', { description: '' }, 'description'],
    ['an empty slug', { slug: '' }, 'slug'],
    ['an unknown status', { status: 'kinda_thinking_about_it' }, 'status'],
    ['a website that is no URL', { website: 'foo' }, 'website'],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'timezone'],
    ['an unreadable end date', { end_date: 'nope' }, 'end_date'],
    ['an unreadable publication date', { date: 'foo' }, 'date'],
    ['an author of no user', { author: 23 }, 'author'],
    ['an author that is no ID', { author: 'foo' }, 'author'],
  ])('refuses %s with Invalid parameter.', async (_case, extra, param) => {
    const res = await api.post('/events', eventBody('Invalid', extra));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'rest_invalid_param',
      message: `Invalid parameter(s): ${param}`,
      data: { status: 400, params: { [param]: 'Invalid parameter.' } },
    });
  });

  it('answers missing fields before invalid ones, as WordPress checks them in that order', async () => {
    const res = await api.post('/events', { title: '', start_date: 'not-a-date' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'rest_missing_callback_param', data: { params: ['end_date'] } });
  });

  it('names every invalid field, in the order of the original', async () => {
    const res = await api.post('/events', { title: 'Two bad', start_date: 'nope', end_date: 'nope either', website: 'foo' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid parameter(s): start_date, end_date, website');
    expect(Object.keys(res.body.data.params)).toEqual(['start_date', 'end_date', 'website']);
  });

  it('accepts the ID of an existing user as author', async () => {
    const user = await app.strapi.plugin('users-permissions').service('user').add({
      username: 'event-author', email: 'author@calendar.test', password: 'Author-password-1', provider: 'local', confirmed: true, blocked: false,
    });
    const body = await createEvent('Authored', { author: user.id });
    expect(body.author).toBe(String(user.id));
  });

  it('checks the type of an event flag: show_map is a boolean', async () => {
    const res = await api.post('/events', eventBody('Typed', { show_map: 'maybe' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): show_map',
      data: {
        status: 400,
        params: { show_map: 'show_map is not of type boolean.' },
        details: { show_map: { code: 'rest_invalid_type', message: 'show_map is not of type boolean.', data: { param: 'show_map' } } },
      },
    });
    expect(res.body).toMatchSnapshot();
  });

  it('checks ml_language against the served languages', async () => {
    const res = await api.post('/events', eventBody('Language', { ml_language: 'de' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): ml_language',
      data: {
        status: 400,
        params: { ml_language: 'ml_language is not one of en, fr, and pt-pt.' },
        details: {
          ml_language: { code: 'rest_not_in_enum', message: 'ml_language is not one of en, fr, and pt-pt.', data: { param: 'ml_language' } },
        },
      },
    });
    expect(res.body).toMatchSnapshot();
  });

  it('refuses an end before the start (deliberate difference: 400 event-end-before-start)', async () => {
    const res = await api.post('/events', eventBody('Backwards', { start_date: '2027-03-10 18:00:00', end_date: '2027-03-10 17:00:00' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'event-end-before-start', data: { status: 400 } });
    expect(res.body).toMatchSnapshot();
  });

  it('answers a malformed JSON body with rest_invalid_json', async () => {
    const res = await api.raw('post', '/events').set('Content-Type', 'application/json').send('{"title": "Broken",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'rest_invalid_json', message: 'Invalid JSON body passed.', data: { status: 400 } });
    expect(res.body).toMatchSnapshot();
  });

  it('reads write parameters from the query string too (the body wins)', async () => {
    const res = await api.post('/events?title=From+query&start_date=2027-05-01+10:00:00&end_date=2027-05-01+11:00:00', { title: 'From body' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'From body', start_date: '2027-05-01 10:00:00' });
  });
});

describe('POST|PUT|PATCH /events/<id>', () => {
  it.each(['post', 'put', 'patch'] as const)('%s changes only the fields sent (deliberate difference) and answers 200', async (method) => {
    const hall = await createVenue(`Patch Hall ${method}`);
    const org = await createOrganizer(`Patch Org ${method}`);
    const file = await insertImageFile(app.strapi, `patch_${method}`);
    const created = await createEvent(`Patch ${method}`, {
      timezone: 'Europe/Paris', featured: true, sticky: true, show_map: false, website: 'https://example.com/x', cost: '€ 10',
      image: file.id, venue: hall.id, organizer: [org.id], categories: ['Patch Cat'], status: 'draft', all_day: false,
    });
    const res = await api.json(method, `/events/${created.id}`, { title: 'Renamed' });
    expect(res.status).toBe(200);
    const { modified, modified_utc: modifiedUtc, ...rest } = res.body;
    const { modified: _m, modified_utc: _mu, ...before } = created;
    expect([modified, modifiedUtc]).toEqual([expect.stringMatching(WALL), expect.stringMatching(WALL)]);
    expect(rest).toEqual({ ...before, title: 'Renamed' });
  });

  it('moves only the end when only end_date is sent', async () => {
    const created = await createEvent('End only', { timezone: 'America/New_York' });
    const res = await api.patch(`/events/${created.id}`, { end_date: '2027-03-10 23:00:00' }).expect(200);
    expect(res.body).toMatchObject({
      start_date: '2027-03-10 18:00:00', end_date: '2027-03-10 23:00:00', timezone: 'America/New_York', utc_end_date: '2027-03-11 04:00:00',
    });
  });

  it('keeps the wall times when only the time zone changes', async () => {
    const created = await createEvent('Zone only');
    const res = await api.patch(`/events/${created.id}`, { timezone: 'Europe/Lisbon' }).expect(200);
    expect(res.body).toMatchObject({ start_date: '2027-03-10 18:00:00', utc_start_date: '2027-03-10 18:00:00', timezone: 'Europe/Lisbon' });
    const summer = await createEvent('Zone only summer', { start_date: '2027-07-10 18:00:00', end_date: '2027-07-10 19:00:00' });
    const moved = await api.patch(`/events/${summer.id}`, { timezone: 'Europe/Lisbon' }).expect(200);
    expect(moved.body).toMatchObject({ start_date: '2027-07-10 18:00:00', utc_start_date: '2027-07-10 17:00:00' });
  });

  it('stretches the stored times when only all_day is sent', async () => {
    const created = await createEvent('Later all day', { start_date: '2027-03-10 18:00:00', end_date: '2027-03-11 08:00:00' });
    const res = await api.patch(`/events/${created.id}`, { all_day: true }).expect(200);
    expect(res.body).toMatchObject({ all_day: true, start_date: '2027-03-10 00:00:00', end_date: '2027-03-11 23:59:59' });
  });

  it('accepts a form-encoded update', async () => {
    const created = await createEvent('Form update');
    const res = await api.form('put', `/events/${created.id}`, 'featured=1&cost=5%24&tags=Form+Tag');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ featured: true, cost: '5$', title: 'Form update' });
    expect(res.body.tags.map((t: { name: string }) => t.name)).toEqual(['Form Tag']);
  });

  it('refuses an end before the stored start', async () => {
    const created = await createEvent('Update backwards');
    const res = await api.patch(`/events/${created.id}`, { end_date: '2027-03-09 10:00:00' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('event-end-before-start');
  });

  it('unlinks every organizer with an empty organizer list, and keeps the venue with an empty venue', async () => {
    const hall = await createVenue('Keep Hall');
    const org = await createOrganizer('Drop Org');
    const created = await createEvent('Links update', { venue: hall.id, organizer: [org.id], categories: ['Drop Cat'] });
    const res = await api.patch(`/events/${created.id}`, { organizer: [], venue: '', categories: '' }).expect(200);
    expect(res.body.organizer).toEqual([]);
    expect(res.body.venue.id).toBe(hall.id);
    expect(res.body.categories).toEqual([]);
  });

  it('replaces the venue and the organizers when they are sent', async () => {
    const [a, b] = [await createVenue('Old Hall'), await createVenue('New Hall')];
    const created = await createEvent('Replace links', { venue: a.id });
    const res = await api.put(`/events/${created.id}`, { venue: b.id, organizer: [{ organizer: 'Replacing Org' }] }).expect(200);
    expect(res.body.venue.id).toBe(b.id);
    expect(res.body.organizer.map((o: { organizer: string }) => o.organizer)).toEqual(['Replacing Org']);
  });

  it('clears the cost, website and image with empty values', async () => {
    const file = await insertImageFile(app.strapi, 'clear');
    const created = await createEvent('Clear', { cost: '10', website: 'https://example.com/c', image: file.id });
    const res = await api.patch(`/events/${created.id}`, { cost: '', website: '', image: '' }).expect(200);
    expect(res.body).toMatchObject({ cost: '', image: false, cost_details: { values: [] } });
  });

  it('validates the update body (nothing required, types checked)', async () => {
    const created = await createEvent('Validate update');
    await api.patch(`/events/${created.id}`, {}).expect(200);
    const res = await api.patch(`/events/${created.id}`, { featured: 'perhaps' });
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ featured: 'featured is not of type boolean.' });
  });

  it('answers 404 rest-event-not-found for an ID of nothing', async () => {
    const res = await api.put('/events/999999', { title: 'Ghost' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'rest-event-not-found', message: 'Event with ID 999999 does not exist.', data: { status: 404 } });
    expect(res.body).toMatchSnapshot();
  });

  it('answers 400 rest-invalid-event-id for the ID of a venue', async () => {
    const hall = await createVenue('Not an event');
    const res = await api.put(`/events/${hall.id}`, { title: 'Wrong type' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'rest-invalid-event-id', message: 'The specified ID is not a valid event.', data: { status: 400 } });
    expect(res.body).toMatchSnapshot();
  });

  it('answers rest_no_route for a non-numeric ID', async () => {
    const res = await api.put('/events/abc', { title: 'x' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('rest_no_route');
  });
});

describe('POST|PUT|PATCH /events/by-slug/<slug>', () => {
  it.each(['post', 'put', 'patch'] as const)('%s updates the event the slug names', async (method) => {
    const created = await createEvent(`By slug ${method}`);
    const res = await api.json(method, `/events/by-slug/${created.slug}`, { featured: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, featured: true, title: created.title });
  });

  it('answers 400 rest_invalid_param naming slug for an unknown slug', async () => {
    const res = await api.put('/events/by-slug/no-such-event', { title: 'x' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { slug: 'Invalid parameter.' } } });
  });

  it('looks the slug up in the language of the request', async () => {
    const en = await createEvent('Slug language');
    const fr = await createEvent('Slug language', { ml_language: 'fr' });
    expect(fr.slug).toBe(en.slug);
    const res = await api.patch(`/events/by-slug/${fr.slug}?ml_language=fr`, { featured: true }).expect(200);
    expect(res.body.id).toBe(fr.id);
    const root = await api.patch(`/fr/api/cal/events/v1/events/by-slug/${fr.slug}`, { sticky: true }).expect(200);
    expect(root.body.id).toBe(fr.id);
  });
});

describe('DELETE /events/<id> and /events/by-slug/<slug>', () => {
  it('moves the event to the trash and answers it; a second delete is a 410 (example 066)', async () => {
    const created = await createEvent('Trash me');
    const res = await api.delete(`/events/${created.id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(EVENT_KEYS);
    expect(res.body).toMatchObject({ id: created.id, status: 'trash', title: 'Trash me' });
    const again = await api.delete(`/events/${created.id}`);
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ code: 'event-is-in-trash', message: 'The event is already trashed', data: { status: 410 } });
    expect(again.body).toMatchSnapshot();
    const read = await anon.get(`/events/${created.id}`);
    expect([read.status, read.body.code]).toEqual([403, 'event-no-longer-available']);
    // Still in the database: trashed, not deleted.
    expect(await app.strapi.db.query(UID.event).findOne({ where: { postId: created.id } })).toMatchObject({ postStatus: 'trash' });
  });

  it('ignores force: events always go to the trash', async () => {
    const created = await createEvent('Force me');
    const res = await api.delete(`/events/${created.id}?force=true`).expect(200);
    expect(res.body.status).toBe('trash');
  });

  it('deletes by slug; the trashed slug is then unknown', async () => {
    const created = await createEvent('Trash by slug');
    const res = await api.delete(`/events/by-slug/${created.slug}`).expect(200);
    expect(res.body).toMatchObject({ id: created.id, status: 'trash' });
    const again = await api.delete(`/events/by-slug/${created.slug}`);
    expect(again.status).toBe(400);
    expect(again.body.data.params).toEqual({ slug: 'Invalid parameter.' });
  });

  it('answers 404 rest-event-not-found for an ID of nothing', async () => {
    const res = await api.delete('/events/999999');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('rest-event-not-found');
  });

  it('accepts the password parameter on a delete by ID', async () => {
    const created = await createEvent('Locked delete', { password: 'pw' });
    await api.delete(`/events/${created.id}?password=pw`).expect(200);
  });
});

describe('languages', () => {
  it('creates the event in ml_language, or in the language of the root', async () => {
    const viaParam = await createEvent('Concert français', { ml_language: 'fr' });
    const viaRoot = await api.post('/fr/api/cal/events/v1/events', eventBody('Concert racine')).expect(201);
    const viaPt = await createEvent('Concerto', { ml_language: 'pt-PT' });
    expect([viaParam.ml_language, viaRoot.body.ml_language, viaPt.ml_language]).toEqual(['fr', 'fr', 'pt-pt']);
    const row = await app.strapi.db.query(UID.event).findOne({ where: { postId: viaRoot.body.id } });
    expect(row.locale).toBe('fr');
  });

  it('creates the translation of another event with translation_of; both records list each other', async () => {
    const en = await createEvent('Translated concert');
    const fr = await createEvent('Concert traduit', { ml_language: 'fr', translation_of: en.id });
    expect(fr).toMatchObject({ ml_language: 'fr', translations: { en: en.id } });
    expect(fr.id).not.toBe(en.id);
    const readEn = await anon.get(`/events/${en.id}`).expect(200);
    expect(readEn.body.translations).toEqual({ fr: fr.id });
    const rows = await app.strapi.db.query(UID.event).findMany({ where: { postId: { $in: [en.id, fr.id] } } });
    expect(new Set(rows.map((row: { documentId: string }) => row.documentId)).size).toBe(1);
  });

  it('leaves the shared fields of the translated event as they were when the translation does not send them', async () => {
    // Dates, zone, map flags, visibility, cost and author are shared by every language (Strapi's i18n
    // copies them): a create's defaults for them (the site's zone, show_map false) must not overwrite the source.
    const en = await createEvent('Shared fields concert', {
      timezone: 'Europe/Lisbon',
      show_map: true,
      show_map_link: true,
      featured: true,
      cost: '12€',
      start_date: '2027-07-10 19:00:00',
      end_date: '2027-07-10 21:00:00',
    });
    const fr = await api.post('/events', { title: 'Concert partagé', ml_language: 'fr', translation_of: en.id, start_date: '2027-07-10 19:00:00', end_date: '2027-07-10 21:00:00' }).expect(201);
    const shared = ['timezone', 'show_map', 'show_map_link', 'featured', 'cost', 'utc_start_date', 'author', 'all_day'] as const;
    const after = (await api.get(`/events/${en.id}`).expect(200)).body;
    for (const key of shared) expect([key, after[key]]).toEqual([key, en[key]]);
    for (const key of shared) expect([key, fr.body[key]]).toEqual([key, en[key]]);
    expect(fr.body).toMatchObject({ title: 'Concert partagé', status: 'publish', ml_language: 'fr' });
    // What the translation does send changes every language: the caller may update the source.
    const moved = await api.post('/events', { title: 'Concerto partilhado', ml_language: 'pt-PT', translation_of: en.id, start_date: '2027-07-11 19:00:00', end_date: '2027-07-11 21:00:00' });
    expect(moved.status).toBe(201);
    expect((await api.get(`/events/${en.id}`).expect(200)).body).toMatchObject({ start_date: '2027-07-11 19:00:00', timezone: 'Europe/Lisbon' });
  });

  it('refuses a second translation into the same language, and a translation of nothing', async () => {
    const en = await createEvent('Twice translated');
    await createEvent('Traduit une fois', { ml_language: 'fr', translation_of: en.id });
    const twice = await api.post('/events', eventBody('Traduit deux fois', { ml_language: 'fr', translation_of: en.id }));
    expect(twice.status).toBe(400);
    expect(twice.body.data.params).toEqual({ translation_of: 'Invalid parameter.' });
    const nothing = await api.post('/events', eventBody('Orphan', { ml_language: 'fr', translation_of: 999999 }));
    expect(nothing.status).toBe(400);
    expect(nothing.body.data.params).toEqual({ translation_of: 'Invalid parameter.' });
  });

  it("links the linked items' translations in the event's language", async () => {
    const hallEn = await createVenue('Translated Hall');
    const hallFr = (await api.post('/venues', { venue: 'Salle traduite', ml_language: 'fr', translation_of: hallEn.id }).expect(201)).body;
    const orgEn = await createOrganizer('Translated Org');
    const orgFr = (await api.post('/organizers', { organizer: 'Org traduit', ml_language: 'fr', translation_of: orgEn.id }).expect(201)).body;
    const catEn = await createCategory('Translated Category');
    const catFr = (await api.post('/categories', { name: 'Catégorie traduite', ml_language: 'fr', translation_of: catEn.id }).expect(201)).body;

    const body = await createEvent('Événement lié', { ml_language: 'fr', venue: hallEn.id, organizer: [orgEn.id], categories: [catEn.id] });
    expect(body.venue.id).toBe(hallFr.id);
    expect(body.organizer.map((o: { id: number }) => o.id)).toEqual([orgFr.id]);
    expect(body.categories.map((c: { id: number }) => c.id)).toEqual([catFr.id]);
  });

  it('refuses a link to an item without a translation in the event language: 400 naming the field', async () => {
    const hall = await createVenue('English Only Hall');
    const res = await api.post('/events', eventBody('Sans salle', { ml_language: 'fr', venue: hall.id }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { venue: expect.stringContaining(String(hall.id)) } } });
    const tag = await createTag('English Only Tag');
    const tagged = await api.post('/events', eventBody('Sans étiquette', { ml_language: 'fr', tags: [tag.id] }));
    expect(tagged.status).toBe(400);
    expect(Object.keys(tagged.body.data.params)).toEqual(['tags']);
  });

  it('creates inline venues and new terms in the event language', async () => {
    const body = await createEvent('Événement neuf', { ml_language: 'fr', venue: { venue: 'Salle neuve' }, categories: ['Catégorie neuve'] });
    expect(body.venue.ml_language).toBe('fr');
    const row = await app.strapi.db.query(UID.category).findOne({ where: { termId: body.categories[0].id } });
    expect(row.locale).toBe('fr');
  });
});

describe('nothing lost: one transaction per write', () => {
  it('leaves nothing behind when the organizer list fails after the inline venue was created', async () => {
    const before = await countAll(app.strapi);
    const res = await api.post('/events', eventBody('Half written', {
      venue: { venue: 'Ghost Hall' },
      organizer: [{ organizer: 'Ghost Org' }, 999997],
      categories: ['Ghost Category'],
    }));
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ organizer: 'Invalid parameter.' });
    expect(await countAll(app.strapi)).toEqual(before);
    expect(await app.strapi.db.query(UID.venue).findOne({ where: { name: 'Ghost Hall' } })).toBeNull();
  });

  it('leaves nothing behind when the last link (tags) fails after venue, organizer and category were created', async () => {
    const tag = await createTag('Untranslated Tag');
    const before = await countAll(app.strapi);
    const res = await api.post('/events', eventBody('Presque', {
      ml_language: 'fr',
      venue: { venue: 'Salle fantôme' },
      organizer: [{ organizer: 'Organisateur fantôme' }],
      categories: ['Catégorie fantôme'],
      tags: [tag.id],
    }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.params)).toEqual(['tags']);
    expect(await countAll(app.strapi)).toEqual(before);
    // The IDs a rolled-back write used are not needed: the next write works and gets a fresh ID.
    const next = await createEvent('After rollback', { ml_language: 'fr', venue: { venue: 'Salle fantôme' } });
    expect(next.venue.venue).toBe('Salle fantôme');
  });

  it('leaves the event unchanged when an update fails after creating its inline venue', async () => {
    const created = await createEvent('Stable');
    const before = await countAll(app.strapi);
    const res = await api.patch(`/events/${created.id}`, { title: 'Changed', venue: { venue: 'Update Ghost Hall' }, organizer: [999996] });
    expect(res.status).toBe(400);
    expect(await countAll(app.strapi)).toEqual(before);
    const read = await anon.get(`/events/${created.id}`).expect(200);
    expect(read.body.title).toBe('Stable');
  });
});

import { createApiToken, createUserJwt } from '../../helpers/auth';
import { appForFile } from '../../helpers/app-for-file';
import { calendarClient, countAll, insertImageFile, UID, writeMatchers, type CalendarClient } from '../../helpers/write-helpers';

/**
 * Venue and organizer writes over HTTP against the booted app: POST /venues, /organizers and
 * POST|PUT|PATCH|DELETE on /<type>/<id> and /<type>/by-slug/<slug> (contract 9.4, 10; README
 * "Deliberate differences"). The snapshot creates run as a "Calendar editor" user, so `author` is set
 * as in the original's examples; the other writes carry a full-access API token.
 */

let api: CalendarClient;
let editor: CalendarClient;
let anon: CalendarClient;

const app = appForFile();
beforeAll(async () => {
  editor = calendarClient(app, await createUserJwt(app, 'calendar-editor'));
  api = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
  anon = calendarClient(app);
});

const createVenue = async (venue: string, extra: Record<string, unknown> = {}) => {
  const res = await api.post('/venues', { venue, ...extra });
  expect(res.status).toBe(201);
  return res.body;
};
const createOrganizer = async (organizer: string, extra: Record<string, unknown> = {}) => {
  const res = await api.post('/organizers', { organizer, ...extra });
  expect(res.status).toBe(201);
  return res.body;
};
const createEvent = async (title: string, extra: Record<string, unknown> = {}) => {
  const res = await api.post('/events', { title, start_date: '2027-05-01 18:00:00', end_date: '2027-05-01 20:00:00', ...extra });
  expect(res.status).toBe(201);
  return res.body;
};

/** Keys of the original's venue record (example 007), then our two trailing keys. */
const VENUE_KEYS = [
  'id', 'author', 'status', 'date', 'date_utc', 'modified', 'modified_utc', 'url', 'venue', 'description', 'slug', 'address',
  'city', 'country', 'state', 'zip', 'phone', 'website', 'stateprovince', 'show_map', 'show_map_link', 'global_id',
  'global_id_lineage', 'ml_language', 'translations',
];
/** Keys of the original's organizer record (example 010), then our two trailing keys. */
const ORGANIZER_KEYS = [
  'id', 'author', 'status', 'date', 'date_utc', 'modified', 'modified_utc', 'url', 'organizer', 'description', 'slug', 'phone',
  'website', 'email', 'global_id', 'global_id_lineage', 'ml_language', 'translations',
];

describe('POST /venues', () => {
  it('creates a venue: 201 and the record of example 007', async () => {
    const res = await editor.post('/venues', {
      venue: 'Main Hall', description: 'The main hall.', address: '1 Main St', city: 'Springfield', country: 'United States',
      state: 'IL', zip: '62701', phone: '+1 555 0100', website: 'https://example.com/hall', show_map: 'true', show_map_link: 'false',
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(VENUE_KEYS);
    expect(res.body).toMatchObject({
      author: expect.stringMatching(/^[1-9]\d*$/),
      status: 'publish',
      url: 'http://calendar.test/venue/main-hall/',
      venue: 'Main Hall',
      description: '<p>The main hall.</p>',
      slug: 'main-hall',
      stateprovince: 'IL',
      show_map: true,
      show_map_link: false,
      global_id: `calendar.test?id=${res.body.id}`,
      ml_language: 'en',
    });
    expect(res.body).not.toHaveProperty('json_ld');
    expect(res.body).toMatchSnapshot({ ...(writeMatchers(res.body) as object), author: expect.any(String) });
  });

  it('shows maps by default and omits empty fields', async () => {
    const body = await createVenue('Bare Hall');
    expect(body).toMatchObject({ show_map: true, show_map_link: true });
    for (const key of ['description', 'address', 'city', 'image', 'website']) expect(body).not.toHaveProperty(key);
    // The author is never dropped (tests/api/write/authors.test.ts): the writer's ID, or "0" for a token without a token author.
    expect(body.author).toMatch(/^\d+$/);
  });

  it('reads show_map as a string (tribe_is_truthy)', async () => {
    const a = await createVenue('Map strings', { show_map: 'false', show_map_link: 'yes' });
    expect([a.show_map, a.show_map_link]).toEqual([false, true]);
  });

  it('refuses a show_map that is not a string', async () => {
    const res = await api.post('/venues', { venue: 'Map list', show_map: ['x'] });
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ show_map: 'show_map is not of type string.' });
  });

  it('derives stateprovince from the province outside the United States', async () => {
    const body = await createVenue('Lisbon Hall', { country: 'Portugal', province: 'Lisboa', state: 'Ignored' });
    expect(body.stateprovince).toBe('Lisboa');
  });

  it('accepts a Unix timestamp as the publication date and ignores a timezone', async () => {
    const body = await createVenue('Dated Hall', { date: '1700000000', timezone: 'Europe/Paris' });
    expect(body.date).toBe('2023-11-14 22:13:20');
  });

  it('links a featured image of the media library by ID, and removes it with ""', async () => {
    const file = await insertImageFile(app.strapi, 'venue_image');
    const body = await createVenue('Pictured Hall', { image: file.id });
    expect(body.image).toMatchObject({ id: file.id, url: 'http://calendar.test/uploads/venue_image_hash.jpg', extension: 'jpg' });
    const res = await api.patch(`/venues/${body.id}`, { image: '' }).expect(200);
    expect(res.body).not.toHaveProperty('image');
  });

  it('accepts a form-encoded body', async () => {
    const res = await api.form('post', '/venues', 'venue=Form+Venue&city=Porto&show_map=false');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ venue: 'Form Venue', city: 'Porto', show_map: false });
  });

  it('answers a missing name with rest_missing_callback_param', async () => {
    const res = await api.post('/venues', { city: 'Nowhere' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): venue',
      data: { status: 400, params: ['venue'] },
    });
    expect(res.body).toMatchSnapshot();
  });

  it.each([
    ['an empty name', { venue: '' }, 'venue'],
    ['a website that is no URL', { website: 'foo' }, 'website'],
    ['an author of no user', { author: 23 }, 'author'],
    ['an unreadable date', { date: 'foo' }, 'date'],
    ['an unreadable date_utc', { date_utc: 'foo' }, 'date_utc'],
    ['an unknown status', { status: 'kinda_thinking_about_it' }, 'status'],
    ['an image that is no ID or URL', { image: 'foo bar' }, 'image'],
  ])('refuses %s', async (_case, extra, param) => {
    const res = await api.post('/venues', { venue: 'Invalid Hall', ...extra });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { [param]: 'Invalid parameter.' } } });
  });

  it('checks ml_language', async () => {
    const res = await api.post('/venues', { venue: 'Language Hall', ml_language: 'es' });
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ ml_language: 'ml_language is not one of en, fr, and pt-pt.' });
  });

  it('answers the existing venue when one with the same name exists (duplicate avoidance)', async () => {
    const first = await createVenue('Twin Hall');
    const before = await countAll(app.strapi);
    const second = await createVenue('twin hall');
    expect(second.id).toBe(first.id);
    expect((await countAll(app.strapi)).venue).toBe(before.venue);
  });

  it('creates a second venue with the same name but another description', async () => {
    const first = await createVenue('Similar Hall', { description: 'One' });
    const second = await createVenue('Similar Hall', { description: 'Two' });
    expect(second.id).not.toBe(first.id);
    expect(second.slug).toBe('similar-hall-2');
  });
});

describe('POST|PUT|PATCH /venues/<id> and /venues/by-slug/<slug>', () => {
  it.each(['post', 'put', 'patch'] as const)('%s changes only the fields sent (deliberate difference)', async (method) => {
    const created = await createVenue(`Partial Hall ${method}`, {
      address: '1 Old St', city: 'Springfield', country: 'United States', state: 'IL', show_map: 'false', show_map_link: 'false',
      website: 'https://example.com/v', phone: '123',
    });
    const res = await api.json(method, `/venues/${created.id}`, { address: '2 New St' });
    expect(res.status).toBe(200);
    const { modified, modified_utc: modifiedUtc, ...rest } = res.body;
    const { modified: _m, modified_utc: _mu, ...before } = created;
    expect(rest).toEqual({ ...before, address: '2 New St' });
  });

  it('clears a field sent as "" (the key is then omitted)', async () => {
    const created = await createVenue('Clear Hall', { address: '1 Main St', city: 'Springfield', phone: '123' });
    const res = await api.patch(`/venues/${created.id}`, { address: '', phone: '' }).expect(200);
    expect(res.body).not.toHaveProperty('address');
    expect(res.body).not.toHaveProperty('phone');
    expect(res.body.city).toBe('Springfield');
  });

  it('keeps stateprovince when its sources are not sent (deliberate difference)', async () => {
    const created = await createVenue('Province Hall', { country: 'United States', state: 'CA' });
    expect(created.stateprovince).toBe('CA');
    const res = await api.patch(`/venues/${created.id}`, { city: 'Los Angeles' }).expect(200);
    expect(res.body.stateprovince).toBe('CA');
  });

  it('allows renaming to the name of another venue', async () => {
    await createVenue('Existing Name Hall');
    const other = await createVenue('Other Name Hall');
    const res = await api.put(`/venues/${other.id}`, { venue: 'Existing Name Hall' }).expect(200);
    expect(res.body).toMatchObject({ id: other.id, venue: 'Existing Name Hall', slug: 'other-name-hall' });
  });

  it.each(['post', 'put', 'patch'] as const)('%s by slug updates the venue the slug names', async (method) => {
    const created = await createVenue(`Slug Hall ${method}`);
    const res = await api.json(method, `/venues/by-slug/${created.slug}`, { city: 'Braga' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, city: 'Braga' });
  });

  it('answers 400 rest_invalid_param naming id for an unknown ID, and slug for an unknown slug', async () => {
    const byId = await api.put('/venues/999999', { city: 'x' });
    expect(byId.status).toBe(400);
    expect(byId.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): id',
      data: { status: 400, params: { id: 'Invalid parameter.' }, details: [] },
    });
    expect(byId.body).toMatchSnapshot();
    const bySlug = await api.put('/venues/by-slug/no-such-venue', { city: 'x' });
    expect(bySlug.status).toBe(400);
    expect(bySlug.body.data.params).toEqual({ slug: 'Invalid parameter.' });
  });

  it('answers 400 for the ID of an event', async () => {
    const event = await createEvent('Not a venue');
    const res = await api.put(`/venues/${event.id}`, { city: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ id: 'Invalid parameter.' });
  });

  it('ignores a slug: venue bodies declare none (spec 2.2)', async () => {
    const body = await createVenue('Unslugged Hall', { slug: 'chosen-slug' });
    expect(body.slug).toBe('unslugged-hall');
  });
});

describe('DELETE /venues/<id> and /venues/by-slug/<slug>', () => {
  it('moves the venue to the trash and answers it; a second delete is a 410', async () => {
    const created = await createVenue('Trash Hall', { city: 'Faro' });
    const res = await api.delete(`/venues/${created.id}`).expect(200);
    expect(res.body).toMatchObject({ id: created.id, status: 'trash', venue: 'Trash Hall', city: 'Faro' });
    const again = await api.delete(`/venues/${created.id}`);
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ code: 'venue-is-in-trash', message: 'The venue is already trashed', data: { status: 410 } });
    expect(again.body).toMatchSnapshot();
    const read = await anon.get(`/venues/${created.id}`);
    expect([read.status, read.body.code]).toEqual([403, 'venue-not-accessible']);
  });

  it('deletes by slug', async () => {
    const created = await createVenue('Slug Trash Hall');
    const res = await api.delete(`/venues/by-slug/${created.slug}`).expect(200);
    expect(res.body).toMatchObject({ id: created.id, status: 'trash' });
  });

  it('answers 400 rest_invalid_param for an unknown ID', async () => {
    const res = await api.delete('/venues/999999');
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ id: 'Invalid parameter.' });
  });

  it('drops a trashed venue out of its events but keeps the link: restoring it restores the events (deliberate difference)', async () => {
    const hall = await createVenue('Restorable Hall');
    const event = await createEvent('At the restorable hall', { venue: hall.id });
    await api.delete(`/venues/${hall.id}`).expect(200);
    expect((await anon.get(`/events/${event.id}`).expect(200)).body.venue).toEqual([]);
    await api.patch(`/venues/${hall.id}`, { status: 'publish' }).expect(200);
    expect((await anon.get(`/events/${event.id}`).expect(200)).body.venue).toMatchObject({ id: hall.id });
  });
});

describe('POST /organizers', () => {
  it('creates an organizer: 201 and the record of example 010', async () => {
    const res = await editor.post('/organizers', {
      organizer: 'Jane Org', description: 'Organizer bio', email: 'jane@example.com', phone: '+1 555 0101', website: 'https://example.com/jane',
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(ORGANIZER_KEYS);
    expect(res.body).toMatchObject({
      author: expect.stringMatching(/^[1-9]\d*$/),
      status: 'publish',
      url: 'http://calendar.test/organizer/jane-org/',
      organizer: 'Jane Org',
      description: '<p>Organizer bio</p>',
      slug: 'jane-org',
      email: 'jane@example.com',
    });
    expect(res.body).toMatchSnapshot({ ...(writeMatchers(res.body) as object), author: expect.any(String) });
  });

  it('accepts any string as e-mail, as the original does', async () => {
    const body = await createOrganizer('Loose Mail', { email: 'not-an-email' });
    expect(body.email).toBe('not-an-email');
  });

  it('accepts a form-encoded body', async () => {
    const res = await api.form('post', '/organizers', 'organizer=Form+Org&email=form%40example.com');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ organizer: 'Form Org', email: 'form@example.com' });
  });

  it('answers a missing name with rest_missing_callback_param', async () => {
    const res = await api.post('/organizers', { email: 'x@example.com' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): organizer',
      data: { status: 400, params: ['organizer'] },
    });
  });

  it.each([
    ['an author that is no ID', { author: 'foo' }, 'author'],
    ['an unknown status', { status: 'kinda_thinking_about_it' }, 'status'],
    ['an unreadable date', { date: 'foo' }, 'date'],
  ])('refuses %s', async (_case, extra, param) => {
    const res = await api.post('/organizers', { organizer: 'Invalid Org', ...extra });
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ [param]: 'Invalid parameter.' });
  });

  it('answers the existing organizer when one with the same name exists (duplicate avoidance)', async () => {
    const first = await createOrganizer('Twin Org');
    const second = await createOrganizer('TWIN ORG');
    expect(second.id).toBe(first.id);
  });
});

describe('POST|PUT|PATCH|DELETE /organizers/<id> and /organizers/by-slug/<slug>', () => {
  it('changes only the fields sent; "" clears one', async () => {
    const created = await createOrganizer('Partial Org', { phone: '123', email: 'a@example.com', website: 'https://example.com/o' });
    const res = await api.patch(`/organizers/${created.id}`, { phone: '' }).expect(200);
    expect(res.body).not.toHaveProperty('phone');
    expect(res.body).toMatchObject({ email: 'a@example.com', website: 'https://example.com/o', organizer: 'Partial Org' });
  });

  it('updates by slug', async () => {
    const created = await createOrganizer('Slug Org');
    const res = await api.put(`/organizers/by-slug/${created.slug}`, { email: 'slug@example.com' }).expect(200);
    expect(res.body).toMatchObject({ id: created.id, email: 'slug@example.com' });
  });

  it('moves the organizer to the trash; a second delete is a 410; by slug too', async () => {
    const created = await createOrganizer('Trash Org');
    const res = await api.delete(`/organizers/${created.id}`).expect(200);
    expect(res.body).toMatchObject({ id: created.id, status: 'trash' });
    const again = await api.delete(`/organizers/${created.id}`);
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ code: 'organizer-is-in-trash', message: 'The organizer is already trashed', data: { status: 410 } });
    const bySlug = await createOrganizer('Slug Trash Org');
    await api.delete(`/organizers/by-slug/${bySlug.slug}`).expect(200);
  });

  it('answers 400 for an unknown ID', async () => {
    const res = await api.delete('/organizers/999999');
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ id: 'Invalid parameter.' });
  });

  it('drops a trashed organizer out of its events but keeps the link (deliberate difference)', async () => {
    const [a, b] = [await createOrganizer('Staying Org'), await createOrganizer('Leaving Org')];
    const event = await createEvent('Two organizers', { organizer: [a.id, b.id] });
    await api.delete(`/organizers/${b.id}`).expect(200);
    const read = await anon.get(`/events/${event.id}`).expect(200);
    expect(read.body.organizer.map((o: { id: number }) => o.id)).toEqual([a.id]);
    await api.patch(`/organizers/${b.id}`, { status: 'publish' }).expect(200);
    const restored = await anon.get(`/events/${event.id}`).expect(200);
    expect(restored.body.organizer.map((o: { id: number }) => o.id)).toEqual([a.id, b.id]);
  });
});

describe('languages', () => {
  it('creates venues and organizers in ml_language or under a language root', async () => {
    const venue = await createVenue('Salle', { ml_language: 'fr' });
    const organizer = (await api.post('/pt-pt/api/cal/events/v1/organizers', { organizer: 'Organizador' }).expect(201)).body;
    expect([venue.ml_language, organizer.ml_language]).toEqual(['fr', 'pt-pt']);
    expect((await app.strapi.db.query(UID.organizer).findOne({ where: { postId: organizer.id } })).locale).toBe('pt-PT');
  });

  it('creates the translation of a venue with translation_of', async () => {
    const en = await createVenue('Harbour Hall', { city: 'Porto' });
    const fr = await createVenue('Salle du port', { ml_language: 'fr', translation_of: en.id });
    expect(fr.translations).toEqual({ en: en.id });
    expect((await anon.get(`/venues/${en.id}`).expect(200)).body.translations).toEqual({ fr: fr.id });
  });

  it('keeps slugs unique per language only', async () => {
    const en = await createVenue('Same Slug Hall');
    const fr = await createVenue('Same Slug Hall', { ml_language: 'fr' });
    expect([en.slug, fr.slug]).toEqual(['same-slug-hall', 'same-slug-hall']);
    const res = await api.patch(`/fr/api/cal/events/v1/venues/by-slug/same-slug-hall`, { city: 'Lyon' }).expect(200);
    expect(res.body.id).toBe(fr.id);
  });
});

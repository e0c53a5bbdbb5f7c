import { createApiToken } from '../../helpers/auth';
import { appForFile } from '../../helpers/app-for-file';
import { calendarClient, type CalendarClient } from '../../helpers/write-helpers';

/**
 * Differences a client of the original would notice, held against the original's answers (issue 13,
 * items 3 to 10): defaults of API writes, the types of venue map flags, slugs of drafts and trash, empty
 * term fields, duplicate matching, term list links and the namespace index.
 */

let api: CalendarClient;

const app = appForFile();
beforeAll(async () => {
  api = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
});

const EVENT_TIMES = { start_date: '2027-06-01 18:00:00', end_date: '2027-06-01 20:00:00' };

describe('event map flags of an API write', () => {
  it('reads false for show_map and show_map_link when the create sent neither', async () => {
    const res = await api.post('/events', { title: 'No map flags', ...EVENT_TIMES }).expect(201);
    expect(res.body).toMatchObject({ show_map: false, show_map_link: false });
    const read = await api.get(`/events/${res.body.id}`).expect(200);
    expect(read.body).toMatchObject({ show_map: false, show_map_link: false });
  });

  it('keeps the flags sent, and an update without them keeps them', async () => {
    const res = await api.post('/events', { title: 'Map flags', ...EVENT_TIMES, show_map: true, show_map_link: 'true' }).expect(201);
    expect(res.body).toMatchObject({ show_map: true, show_map_link: true });
    const updated = await api.patch(`/events/${res.body.id}`, { title: 'Map flags again' }).expect(200);
    expect(updated.body).toMatchObject({ show_map: true, show_map_link: true });
  });
});

describe('venue map flags are strings', () => {
  it.each([
    ['show_map', true],
    ['show_map_link', false],
    ['show_map', 1],
  ])('refuses %s as JSON %j with rest_invalid_param', async (name, value) => {
    const before = await api.get('/venues?per_page=50&status=publish,draft').expect(200);
    const res = await api.post('/venues', { venue: `Typed ${name} ${String(value)}`, [name]: value });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { [name]: `${name} is not of type string.` } },
    });
    const after = await api.get('/venues?per_page=50&status=publish,draft').expect(200);
    expect(after.body.total).toBe(before.body.total);
  });

  it('refuses a boolean on update too, and reads the string "false" as false', async () => {
    const venue = (await api.post('/venues', { venue: 'String flags', show_map: 'false', show_map_link: 'false' }).expect(201)).body;
    expect(venue).toMatchObject({ show_map: false, show_map_link: false });
    const res = await api.patch(`/venues/${venue.id}`, { show_map: true });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect((await api.get(`/venues/${venue.id}`).expect(200)).body.show_map).toBe(false);
  });

  it('refuses a boolean in an inline venue of an event write', async () => {
    const res = await api.post('/events', { title: 'Inline typed', ...EVENT_TIMES, venue: { venue: 'Inline flags', show_map: false } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
  });
});

describe('term writes refuse empty strings', () => {
  it.each([
    ['categories', 'name'],
    ['categories', 'description'],
    ['categories', 'slug'],
    ['tags', 'name'],
    ['tags', 'description'],
    ['tags', 'slug'],
  ] as const)('POST /%s with %s "" answers 400 and creates nothing', async (kind, field) => {
    const before = (await api.get(`/${kind}?hide_empty=false&per_page=50`).expect(200)).body.total;
    const res = await api.post(`/${kind}`, { name: `Empty ${field}`, [field]: '' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { [field]: expect.any(String) } } });
    expect((await api.get(`/${kind}?hide_empty=false&per_page=50`).expect(200)).body.total).toBe(before);
  });

  it.each([
    ['categories', 'name'],
    ['categories', 'description'],
    ['tags', 'description'],
    ['tags', 'slug'],
  ] as const)('an update of a %s %s to "" answers 400 and changes nothing', async (kind, field) => {
    const term = (await api.post(`/${kind}`, { name: `Kept ${kind} ${field}`, description: 'Kept text' }).expect(201)).body;
    for (const method of ['post', 'put', 'patch'] as const) {
      const res = await api.json(method, `/${kind}/${term.id}`, { [field]: '' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
    }
    const after = (await api.get(`/${kind}/${term.id}`).expect(200)).body;
    expect(after).toMatchObject({ name: term.name, description: 'Kept text', slug: term.slug });
  });
});

describe('duplicate venues and organizers are matched without regard to letter case', () => {
  it.each([
    ['venues', 'venue'],
    ['organizers', 'organizer'],
  ] as const)('POST /%s with the name and description of an existing one in other letter case answers it', async (kind, key) => {
    const first = (await api.post(`/${kind}`, { [key]: `Case ${key} A`, description: 'Some TEXT' }).expect(201)).body;
    const again = await api.post(`/${kind}`, { [key]: `case ${key} a`, description: 'some text' }).expect(201);
    expect(again.body.id).toBe(first.id);
    const other = await api.post(`/${kind}`, { [key]: `CASE ${key} A`, description: 'Other text' }).expect(201);
    expect(other.body.id).not.toBe(first.id);
  });

  it('an inline venue and organizer of an event write reuse the existing ones in other letter case', async () => {
    const venue = (await api.post('/venues', { venue: 'Inline Case Hall', description: 'Big ROOM' }).expect(201)).body;
    const organizer = (await api.post('/organizers', { organizer: 'Inline Case Org', description: 'Friendly' }).expect(201)).body;
    const res = await api
      .post('/events', {
        title: 'Case reuse',
        ...EVENT_TIMES,
        venue: { venue: 'inline case hall', description: 'big room' },
        organizer: [{ organizer: 'INLINE CASE ORG', description: 'FRIENDLY' }],
      })
      .expect(201);
    expect(res.body.venue.id).toBe(venue.id);
    expect(res.body.organizer.map((o: { id: number }) => o.id)).toEqual([organizer.id]);
  });
});

describe('slugs of drafts and trash', () => {
  it.each([
    ['events', { title: 'Unnamed draft', ...EVENT_TIMES }],
    ['venues', { venue: 'Unnamed draft hall' }],
    ['organizers', { organizer: 'Unnamed draft org' }],
  ] as const)('a draft or pending record of /%s created without a slug has none until it is published', async (kind, body) => {
    // Other descriptions: a venue or organizer with the name and description of another is that one.
    const draft = (await api.post(`/${kind}`, { ...body, description: 'One', status: 'draft' }).expect(201)).body;
    const pending = (await api.post(`/${kind}`, { ...body, description: 'Two', status: 'pending' }).expect(201)).body;
    // Venues and organizers drop empty values, as the original does: no `slug` key at all.
    const unnamed = (record: Record<string, unknown>) =>
      kind === 'events' ? expect(record.slug).toBe('') : expect(record).not.toHaveProperty('slug');
    unnamed(draft);
    unnamed(pending);
    unnamed((await api.get(`/${kind}/${draft.id}`).expect(200)).body);
    // Still none while it stays a draft; publication names it from its title.
    unnamed((await api.patch(`/${kind}/${draft.id}`, { status: 'pending' }).expect(200)).body);
    const published = (await api.patch(`/${kind}/${draft.id}`, { status: 'publish' }).expect(200)).body;
    expect(published.slug).toMatch(/^unnamed-draft/);
    const second = (await api.patch(`/${kind}/${pending.id}`, { status: 'publish' }).expect(200)).body;
    expect(second.slug).toBe(`${published.slug}-2`);
  });

  it('several drafts saved with an emptied slug (as the admin form sends it) all read ""', async () => {
    const ids: number[] = [];
    for (const title of ['Emptied one', 'Emptied two']) {
      const event = (await api.post('/events', { title, ...EVENT_TIMES, status: 'draft', slug: title.toLowerCase().replace(' ', '-') }).expect(201)).body;
      const row = await app.strapi.db.query('api::event.event').findOne({ where: { postId: event.id }, select: ['documentId', 'locale'] });
      await app.strapi.documents('api::event.event').update({ documentId: row.documentId, locale: row.locale, data: { slug: '' } as never });
      ids.push(event.id);
    }
    for (const id of ids) expect((await api.get(`/events/${id}`).expect(200)).body.slug).toBe('');
  });

  it('trash and restore as the admin form saves them (the current slug sent back) move the slug too', async () => {
    const event = (await api.post('/events', { title: 'Admin bin', ...EVENT_TIMES }).expect(201)).body;
    const row = await app.strapi.db.query('api::event.event').findOne({ where: { postId: event.id }, select: ['documentId', 'locale'] });
    const save = (data: object) =>
      app.strapi.documents('api::event.event').update({ documentId: row.documentId, locale: row.locale, data: data as never });
    await save({ title: 'Admin bin', slug: 'admin-bin', postStatus: 'trash' });
    expect((await api.get('/events?status=trash').expect(200)).body.events.find((e: { id: number }) => e.id === event.id).slug).toBe('admin-bin__trashed');
    await save({ title: 'Admin bin', slug: 'admin-bin__trashed', postStatus: 'publish' });
    expect((await api.get(`/events/${event.id}`).expect(200)).body.slug).toBe('admin-bin');
  });

  it('a draft created with a slug keeps it', async () => {
    const res = await api.post('/events', { title: 'Named draft', ...EVENT_TIMES, status: 'draft', slug: 'named-draft' }).expect(201);
    expect(res.body.slug).toBe('named-draft');
  });

  it('a trashed record reads <slug>__trashed, its slug is free, and a restore gives it back when still free', async () => {
    const first = (await api.post('/events', { title: 'Trash night', ...EVENT_TIMES }).expect(201)).body;
    expect(first.slug).toBe('trash-night');
    const trashed = await api.delete(`/events/${first.id}`).expect(200);
    expect(trashed.body).toMatchObject({ status: 'trash', slug: 'trash-night__trashed' });
    expect((await api.get('/events/by-slug/trash-night')).status).toBe(400);
    // The plain slug is free for a new record.
    const second = (await api.post('/events', { title: 'Trash night', ...EVENT_TIMES }).expect(201)).body;
    expect(second.slug).toBe('trash-night');
    // Restoring the first while the second holds its slug numbers it; trashing and restoring the
    // second then gives the second its own slug back.
    const restored = (await api.patch(`/events/${first.id}`, { status: 'publish' }).expect(200)).body;
    expect(restored.slug).toBe('trash-night-2');
    await api.delete(`/events/${second.id}`).expect(200);
    expect((await api.patch(`/events/${second.id}`, { status: 'draft' }).expect(200)).body.slug).toBe('trash-night');
  });

  it.each([
    ['venues', 'venue'],
    ['organizers', 'organizer'],
  ] as const)('a trashed %s reads <slug>__trashed and gets it back on restore', async (kind, key) => {
    const record = (await api.post(`/${kind}`, { [key]: `Bin ${key}` }).expect(201)).body;
    const trashed = (await api.delete(`/${kind}/${record.id}`).expect(200)).body;
    expect(trashed.slug).toBe(`${record.slug}__trashed`);
    const restored = (await api.patch(`/${kind}/${record.id}`, { status: 'publish' }).expect(200)).body;
    expect(restored.slug).toBe(record.slug);
  });

  it('a trashed record whose slug is already taken by another trashed one gets a numbered trashed slug', async () => {
    const a = (await api.post('/organizers', { organizer: 'Twice binned', description: 'a' }).expect(201)).body;
    await api.delete(`/organizers/${a.id}`).expect(200);
    const b = (await api.post('/organizers', { organizer: 'Twice binned', description: 'b' }).expect(201)).body;
    expect(b.slug).toBe(a.slug);
    expect((await api.delete(`/organizers/${b.id}`).expect(200)).body.slug).toBe(`${a.slug}__trashed-2`);
  });
});

describe('the namespace index lists the args of the original', () => {
  const EVENT_FIELDS = [
    'author', 'date', 'date_utc', 'title', 'description', 'slug', 'excerpt', 'status', 'timezone', 'all_day', 'start_date',
    'end_date', 'image', 'cost', 'website', 'show_map', 'show_map_link', 'hide_from_listings', 'sticky', 'featured',
    'categories', 'tags', 'venue', 'organizer',
  ];
  const VENUE_FIELDS = [
    'author', 'date', 'date_utc', 'venue', 'description', 'status', 'show_map', 'show_map_link', 'address', 'city', 'country',
    'province', 'state', 'zip', 'phone', 'stateprovince', 'website', 'image',
  ];
  const ORGANIZER_FIELDS = ['author', 'date', 'date_utc', 'organizer', 'description', 'status', 'phone', 'website', 'email', 'image'];
  const LINKED_LIST = ['page', 'per_page', 'search', 'event', 'has_events', 'only_with_upcoming', 'status'];
  const TERM_LIST_HEAD = ['page', 'per_page', 'search', 'exclude', 'include', 'order', 'orderby', 'hide_empty'];
  const TERM_LIST_TAIL = ['post', 'event', 'slug'];
  const ID = '(?P<id>\\d+)';
  const SLUG = '(?P<slug>[^/]+)';
  /** Per route, in the original's order: each endpoint's methods and arg names (ours add `ml_language` last). */
  const posts = (kind: string, fields: string[], list: string[], idExtra: string[] = []) => ({
    [`/${kind}`]: [['GET', list], ['POST', fields]],
    [`/${kind}/${ID}`]: [['GET', ['id', ...idExtra]], ['POST,PUT,PATCH', ['id', ...idExtra, ...fields]], ['DELETE', ['id', ...idExtra]]],
    [`/${kind}/by-slug/${SLUG}`]: [['GET', ['slug']], ['POST,PUT,PATCH', ['slug', ...fields.filter((f) => f !== 'slug')]], ['DELETE', ['slug']]],
  });
  const terms = (kind: string, fields: string[], list: string[]) => ({
    [`/${kind}`]: [['GET', list], ['POST', fields]],
    [`/${kind}/${ID}`]: [['GET', ['id']], ['POST,PUT,PATCH', ['id', ...fields]], ['DELETE', ['id']]],
  });
  const EXPECTED: Record<string, [string, string[]][]> = {
    '': [['GET', ['namespace', 'context']]],
    '/doc': [['GET', []]],
    ...posts(
      'events',
      EVENT_FIELDS,
      [
        'page', 'per_page', 'start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after', 'strict_dates',
        'search', 'categories', 'tags', 'venue', 'organizer', 'featured', 'status', 'geoloc', 'geoloc_lat', 'geoloc_lng', 'include',
        'post_parent', 'ticketed', 'password',
      ],
      ['password']
    ),
    ...posts('venues', VENUE_FIELDS, LINKED_LIST),
    ...posts('organizers', ORGANIZER_FIELDS, LINKED_LIST),
    ...terms('categories', ['name', 'description', 'slug', 'parent'], [...TERM_LIST_HEAD, 'parent', ...TERM_LIST_TAIL]),
    ...terms('tags', ['name', 'description', 'slug'], [...TERM_LIST_HEAD, ...TERM_LIST_TAIL]),
  } as Record<string, [string, string[]][]>;
  // Our iCalendar feeds come after every route of the original (like /doc, an addition a client of the
  // original never asks for); the list feed takes the event list's filters, one event its language only.
  const FEEDS: Record<string, [string, string[]][]> = {
    '/events.ics': [['GET', EXPECTED['/events'][0][1].filter((arg) => !['page', 'per_page', 'password'].includes(arg))]],
    [`/events/${ID}.ics`]: [['GET', ['id']]],
    [`/events/by-slug/${SLUG}.ics`]: [['GET', ['slug']]],
  };

  it('has every route in the original order, each endpoint with the original args in order, then ml_language', async () => {
    const res = await api.get('').expect(200);
    const routes = res.body.routes as Record<string, { endpoints: { methods: string[]; args: Record<string, unknown> | [] }[] }>;
    // Then ours that the original has not: visitors' submissions (docs/submissions.md), described in /doc.
    const submissions = ['/submissions/challenge', '/submissions', '/submissions/(?P<reference>[^/]+)'];
    expect(Object.keys(routes)).toEqual([...Object.keys(EXPECTED), ...Object.keys(FEEDS), ...submissions].map((tail) => `/cal/events/v1${tail}`));
    for (const [tail, endpoints] of Object.entries({ ...EXPECTED, ...FEEDS })) {
      const actual = routes[`/cal/events/v1${tail}`].endpoints.map((e) => [e.methods.join(','), Object.keys(e.args)]);
      expect([tail, actual]).toEqual([tail, endpoints.map(([methods, args]) => [methods, [...args, 'ml_language']])]);
    }
  });

  it('lists the by-slug event update slug as optional (the event field), the venue one as required', async () => {
    const { routes } = (await api.get('').expect(200)).body;
    const argsOf = (tail: string, method: string) =>
      routes[`/cal/events/v1${tail}`].endpoints.find((e: { methods: string[] }) => e.methods.includes(method)).args;
    expect(argsOf(`/events/by-slug/${SLUG}`, 'PUT').slug.required).toBe(false);
    expect(argsOf(`/venues/by-slug/${SLUG}`, 'PUT').slug.required).toBe(true);
    expect(argsOf(`/events/${ID}`, 'DELETE').password).toMatchObject({ required: false, type: 'string' });
  });
});

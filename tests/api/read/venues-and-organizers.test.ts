import { createApiToken } from '../../helpers/auth';
import { createFactories, daysFromNow, type Doc, type Factories } from '../../helpers/factories';
import { appForFile } from '../../helpers/app-for-file';
import { get, idsOf, NS_URL, rawHeaderNames, wireMatchers } from '../../helpers/wire';

/**
 * GET /venues, /organizers and their single reads (contract sections 3.2, 3.3, 4, 6, 8, 10). Both kinds
 * get the same fixtures, so every case runs for both; the kind-specific ones follow.
 */

type Kind = 'venues' | 'organizers';
type Type = 'venue' | 'organizer';

let f: Factories;
let full: string;
const fx: Record<Kind, Record<string, Doc>> = { venues: {}, organizers: {} };
const events: Record<string, Doc> = {};

const POSTED = new Date(Date.UTC(2026, 0, 15, 9, 30));

const VENUE_KEYS = [
  'id', 'author', 'status', 'date', 'date_utc', 'modified', 'modified_utc', 'url', 'venue', 'description', 'excerpt',
  'slug', 'image', 'address', 'city', 'country', 'province', 'state', 'zip', 'phone', 'website', 'stateprovince',
  'geo_lat', 'geo_lng', 'json_ld', 'show_map', 'show_map_link', 'global_id', 'global_id_lineage', 'ml_language',
  'translations',
];
const ORGANIZER_KEYS = [
  'id', 'author', 'status', 'date', 'date_utc', 'modified', 'modified_utc', 'url', 'organizer', 'description', 'excerpt',
  'slug', 'image', 'phone', 'website', 'email', 'json_ld', 'global_id', 'global_id_lineage', 'ml_language', 'translations',
];

/** The same set of records for each kind: linked to events of each status, protected, searchable, idle. */
async function seed(kind: Kind, base: number) {
  const create = (data: Record<string, unknown>) => (kind === 'venues' ? f.createVenue(data) : f.createOrganizer(data));
  const name = kind === 'venues' ? 'Hall' : 'Crew';
  const records = fx[kind];
  const image = await f.createImageFile();
  records.snapshot =
    kind === 'venues'
      ? await f.createVenue({
          postId: base, name: 'Main Hall', description: 'The main hall.', excerpt: 'A hall', address: '1 Main St',
          city: 'Springfield', country: 'United States', province: 'Sangamon', state: 'IL', zip: '62701',
          stateprovince: 'IL', phone: '+1 555 0100', website: 'https://example.com/hall', showMapLink: false,
          latitude: 39.78, longitude: -89.65, image: image.id, author: 1, postDate: POSTED,
        })
      : await f.createOrganizer({
          postId: base, name: 'Jane Org', description: 'Organizer bio', excerpt: 'Jane', phone: '+1 555 0101',
          website: 'https://example.com/jane', email: 'jane@example.com', image: image.id, author: 1, postDate: POSTED,
        });
  records.upcoming = await create({ name: `${name} upcoming`, postDate: new Date(Date.UTC(2026, 0, 20)) });
  records.past = await create({ name: `${name} past`, postDate: new Date(Date.UTC(2026, 0, 19)) });
  records.draftLinked = await create({ name: `${name} draft linked`, postDate: new Date(Date.UTC(2026, 0, 18)) });
  records.privateLinked = await create({ name: `${name} private linked`, postDate: new Date(Date.UTC(2026, 0, 17)) });
  records.idle = await create({ name: `${name} idle`, postDate: new Date(Date.UTC(2026, 0, 16)) });
  records.temple = await create({ name: `${name} temple`, description: '100, Avenue du Temple' });
  records.draft = await create({ name: `${name} draft`, postStatus: 'draft' });
  records.private = await create({ name: `${name} private`, postStatus: 'private' });
  records.trash = await create({ name: `${name} trash`, postStatus: 'trash' });
  records.locked = await create({
    name: `${name} locked`, password: 'secret', description: 'Secret', phone: '+1 555 0199', city: 'Hidden City', state: 'IL',
  });
  const link = (records: Doc[]) => (kind === 'venues' ? { venues: records } : { organizers: records });
  events[`${kind}Upcoming`] = await f.createEvent({ title: `${kind} upcoming`, ...link([records.upcoming, records.snapshot]) });
  events[`${kind}Past`] = await f.createEvent({ title: `${kind} past`, startDate: daysFromNow(-10), ...link([records.past]) });
  events[`${kind}Draft`] = await f.createEvent({ title: `${kind} draft`, postStatus: 'draft', ...link([records.draftLinked]) });
  events[`${kind}Private`] = await f.createEvent({ title: `${kind} private`, postStatus: 'private', ...link([records.privateLinked]) });
}

const app = appForFile();
beforeAll(async () => {
  f = createFactories(app.strapi);
  full = await createApiToken(app.strapi, 'full-access');
  await seed('venues', 9101);
  await seed('organizers', 9201);
});

const KINDS: [Kind, Type][] = [
  ['venues', 'venue'],
  ['organizers', 'organizer'],
];

describe.each(KINDS)('GET /%s', (kind, type) => {
  const r = () => fx[kind];
  const list = async (query = '', token?: string) => {
    const res = await get(app, `/${kind}${query}`, token).expect(200);
    return idsOf(res.body[kind]);
  };

  it('answers the contract body, in key order, with the X-TEC headers', async () => {
    const res = await get(app, `/${kind}`).expect(200);
    expect(Object.keys(res.body)).toEqual([kind, 'rest_url', 'total', 'total_pages']);
    expect(res.body.rest_url).toBe(`${NS_URL}/${kind}/?page=1&per_page=12&status=publish`);
    expect(res.headers['x-tec-total']).toBe(String(res.body.total));
    expect(res.headers['x-tec-totalpages']).toBe(String(res.body.total_pages));
    expect(rawHeaderNames(res)).toEqual(expect.arrayContaining(['X-TEC-Total', 'X-TEC-TotalPages']));
  });

  it('locks the envelope shape (snapshot)', async () => {
    const res = await get(app, `/${kind}?per_page=1&page=2`).expect(200);
    expect(Object.keys(res.body)).toEqual([kind, 'rest_url', 'next_rest_url', 'previous_rest_url', 'total', 'total_pages']);
    expect(res.body).toMatchSnapshot({ ...(wireMatchers(res.body) as object), [kind]: [expect.any(Object)] });
  });

  it('shows anonymous callers published records only, newest first', async () => {
    const ids = await list('?per_page=50');
    for (const name of ['draft', 'private', 'trash']) expect(ids).not.toContain(r()[name].postId);
    const dated = ['upcoming', 'past', 'draftLinked', 'privateLinked', 'idle'].map((name) => r()[name].postId);
    expect(ids.filter((id) => dated.includes(id))).toEqual(dated);
  });

  it('orders by the publication date the records show, newest first', async () => {
    const res = await get(app, `/${kind}?per_page=50`).expect(200);
    const dates = res.body[kind].map((item: { date: string }) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('shows a full-access token every status but trash, echoed as status=any', async () => {
    const res = await get(app, `/${kind}?per_page=50`, full).expect(200);
    const ids = idsOf(res.body[kind]);
    expect(ids).toEqual(expect.arrayContaining([r().draft.postId, r().private.postId]));
    expect(ids).not.toContain(r().trash.postId);
    expect(res.body.rest_url).toContain('&status=any');
  });

  it('status: editors may ask for trash; anonymous callers only for publish', async () => {
    expect(await list('?status=trash', full)).toEqual([r().trash.postId]);
    await get(app, `/${kind}?status=publish`).expect(200);
    const res = await get(app, `/${kind}?status=draft`).expect(400);
    expect(res.body.data.params).toEqual({ status: 'Invalid parameter.' });
    await get(app, `/${kind}?status=any`, full).expect(400);
  });

  it('search matches records where one field holds every word', async () => {
    expect(await list('?search=temple avenue')).toEqual([r().temple.postId]);
    expect(await list(`?search=${type === 'venue' ? 'HALL%20UPCOMING' : 'crew%20upcoming'}`)).toEqual([r().upcoming.postId]);
  });

  it('search answers an empty list when no field holds every word', async () => {
    const res = await get(app, `/${kind}?search=temple station`).expect(200);
    expect(res.body[kind]).toEqual([]);
  });

  it('search answers 400 when empty', async () => {
    const res = await get(app, `/${kind}?search=`).expect(400);
    expect(res.body.data.params).toEqual({ search: 'Invalid parameter.' });
  });

  it('event keeps the records linked to that event', async () => {
    const res = await get(app, `/${kind}?event=${events[`${kind}Upcoming`].postId}`).expect(200);
    expect(idsOf(res.body[kind]).sort()).toEqual([r().snapshot.postId, r().upcoming.postId].sort());
    expect(res.body.rest_url).toBe(`${NS_URL}/${kind}/?page=1&per_page=12&event=${events[`${kind}Upcoming`].postId}&status=publish`);
  });

  it('event answers an empty list for an event without them', async () => {
    const bare = await f.createEvent();
    expect(await list(`?event=${bare.postId}`)).toEqual([]);
  });

  it.each(['foo', '999999', '9101', '9201'])('event answers 400 for %s (not an event)', async (value) => {
    const res = await get(app, `/${kind}?event=${value}`).expect(400);
    expect(res.body.data.params).toEqual({ event: 'Invalid parameter.' });
  });

  it('has_events=true keeps records linked to an event that is not draft or pending', async () => {
    const ids = await list('?has_events=true&per_page=50');
    expect(ids).toEqual(expect.arrayContaining([r().upcoming.postId, r().past.postId, r().privateLinked.postId]));
    expect(ids).not.toContain(r().draftLinked.postId);
    expect(ids).not.toContain(r().idle.postId);
  });

  it.each(['false', '0', 'no'])('has_events=%s keeps the others', async (value) => {
    const ids = await list(`?has_events=${value}&per_page=50`);
    expect(ids).toEqual(expect.arrayContaining([r().idle.postId, r().draftLinked.postId]));
    expect(ids).not.toContain(r().upcoming.postId);
  });

  it('only_with_upcoming keeps records with an upcoming event the caller may see', async () => {
    const ids = await list('?only_with_upcoming=1&per_page=50');
    expect(ids.sort()).toEqual([r().snapshot.postId, r().upcoming.postId].sort());
    const editor = await list('?only_with_upcoming=yes&per_page=50', full);
    expect(editor).toEqual(expect.arrayContaining([r().upcoming.postId, r().privateLinked.postId, r().draftLinked.postId]));
    expect(editor).not.toContain(r().past.postId);
  });

  it('only_with_upcoming=false keeps every record', async () => {
    expect(await list('?only_with_upcoming=false&per_page=50')).toEqual(await list('?per_page=50'));
  });

  it('lists a password-protected record with its fields blanked, unless the password is given', async () => {
    const res = await get(app, `/${kind}?per_page=50`).expect(200);
    const locked = res.body[kind].find((item: { id: number }) => item.id === r().locked.postId);
    expect(locked).toMatchObject({ description: '', phone: '', [type]: [] });
    const open = await get(app, `/${kind}?per_page=50&password=secret`).expect(200);
    const unlocked = open.body[kind].find((item: { id: number }) => item.id === r().locked.postId);
    expect(unlocked).toMatchObject({ description: '<p>Secret</p>', phone: '+1 555 0199', [type]: `${type === 'venue' ? 'Hall' : 'Crew'} locked` });
  });

  it('paginates with next and previous links', async () => {
    const first = await get(app, `/${kind}?per_page=2`).expect(200);
    expect(first.body.next_rest_url).toBe(`${NS_URL}/${kind}/?per_page=2&status=publish&page=2`);
    expect(first.body.previous_rest_url).toBeUndefined();
    const third = await get(app, `/${kind}?per_page=2&page=3`).expect(200);
    expect(third.body.previous_rest_url).toBe(`${NS_URL}/${kind}/?per_page=2&status=publish&page=2`);
  });

  it(`answers 404 ${type}-archive-page-not-found past the last page (snapshot)`, async () => {
    const res = await get(app, `/${kind}?page=99`).expect(404);
    expect(res.body).toEqual({
      code: `${type}-archive-page-not-found`,
      message: `The requested ${type} archive page does not exist`,
      data: { status: 404 },
    });
    expect(res.body).toMatchSnapshot();
  });

  it('answers an empty first page with 200', async () => {
    const res = await get(app, `/${kind}?search=nothing-matches-this`).expect(200);
    expect(res.body).toMatchObject({ [kind]: [], total: 0, total_pages: 0 });
  });

  it('caps per_page at 50 and refuses a bad page or per_page', async () => {
    expect((await get(app, `/${kind}?per_page=500`).expect(200)).body.rest_url).toContain('per_page=50&');
    const res = await get(app, `/${kind}?page=0&per_page=x`).expect(400);
    expect(res.body.data.params).toEqual({ page: 'Invalid parameter.', per_page: 'Invalid parameter.' });
  });
});

describe.each(KINDS)('GET /%s/<id>', (kind, type) => {
  const r = () => fx[kind];
  const KEYS = type === 'venue' ? VENUE_KEYS : ORGANIZER_KEYS;

  it('answers the record with json_ld, every key in the contract order', async () => {
    const res = await get(app, `/${kind}/${r().snapshot.postId}`).expect(200);
    expect(Object.keys(res.body)).toEqual(KEYS);
  });

  it('locks the record shape (snapshot)', async () => {
    const res = await get(app, `/${kind}/${r().snapshot.postId}`).expect(200);
    expect(res.body).toMatchSnapshot(wireMatchers(res.body) as object);
  });

  it('omits empty members, keeps the author, the flags and global IDs', async () => {
    const res = await get(app, `/${kind}/${r().idle.postId}`).expect(200);
    const head = ['id', 'author', 'status', 'date', 'date_utc', 'modified', 'modified_utc', 'url', type, 'slug'];
    const tail = ['global_id', 'global_id_lineage', 'ml_language', 'translations'];
    // The factory gives venues a city; venues always carry their map flags.
    const middle = type === 'venue' ? ['city', 'json_ld', 'show_map', 'show_map_link'] : ['json_ld'];
    expect(Object.keys(res.body)).toEqual([...head, ...middle, ...tail]);
    // Never dropped (issue 13): "0" when the record has no author.
    expect(res.body.author).toBe('0');
    expect(res.body.image).toBeUndefined();
  });

  it('answers a password-protected record with 200 and its fields blanked', async () => {
    const res = await get(app, `/${kind}/${r().locked.postId}`).expect(200);
    expect(res.body).toMatchObject({ description: '', phone: '', [type]: [] });
    if (type === 'venue') expect(res.body).toMatchObject({ city: '', state: 'IL', show_map: null, show_map_link: null });
    expect(res.body.json_ld).toBeUndefined();
    const open = await get(app, `/${kind}/${r().locked.postId}?password=secret`).expect(200);
    expect(open.body).toMatchObject({ description: '<p>Secret</p>', phone: '+1 555 0199' });
    expect(open.body.json_ld).toBeDefined();
  });

  it.each([
    ['nothing', () => 999999],
    ['an event', () => events[`${kind}Upcoming`].postId],
    ['the other kind', () => fx[kind === 'venues' ? 'organizers' : 'venues'].idle.postId],
  ])('answers 400 rest_invalid_param for the ID of %s (snapshot)', async (_what, id) => {
    const res = await get(app, `/${kind}/${id()}`).expect(400);
    expect(res.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): id',
      data: { status: 400, params: { id: 'Invalid parameter.' }, details: [] },
    });
    expect(res.body).toMatchSnapshot();
  });

  it('answers 404 rest_no_route for a non-numeric ID', async () => {
    expect((await get(app, `/${kind}/abc`).expect(404)).body.code).toBe('rest_no_route');
  });

  it.each(['draft', 'private', 'trash'])(`answers 403 ${type}-not-accessible for a %s record to anonymous callers`, async (name) => {
    const res = await get(app, `/${kind}/${r()[name].postId}`).expect(403);
    expect(res.body).toEqual({ code: `${type}-not-accessible`, message: `The requested ${type} is not accessible`, data: { status: 403 } });
  });

  it(`locks the ${type}-not-accessible body (snapshot)`, async () => {
    const res = await get(app, `/${kind}/${r().draft.postId}`).expect(403);
    expect(res.body).toMatchSnapshot();
  });

  it.each(['draft', 'private'])('shows a %s record to a full-access token', async (name) => {
    expect((await get(app, `/${kind}/${r()[name].postId}`, full).expect(200)).body.status).toBe(name);
  });
});

describe.each(KINDS)('GET /%s/by-slug/<slug>', (kind) => {
  const r = () => fx[kind];

  it('answers the same record as by ID', async () => {
    const bySlug = await get(app, `/${kind}/by-slug/${r().snapshot.slug}`).expect(200);
    expect(bySlug.body.id).toBe(r().snapshot.postId);
    expect(Object.keys(bySlug.body)).toEqual(Object.keys((await get(app, `/${kind}/${r().snapshot.postId}`)).body));
  });

  it('answers 400 rest_invalid_param for an unknown slug or the slug of another kind', async () => {
    for (const slug of ['no-such-thing', events[`${kind}Upcoming`].slug]) {
      const res = await get(app, `/${kind}/by-slug/${slug}`).expect(400);
      expect(res.body.data.params).toEqual({ slug: 'Invalid parameter.' });
    }
  });

  it('applies the visibility rules', async () => {
    await get(app, `/${kind}/by-slug/${r().draft.slug}`).expect(403);
    await get(app, `/${kind}/by-slug/${r().draft.slug}`, full).expect(200);
  });
});

import { EARTH_RADIUS_KM, KM_PER_MILE } from '../../../src/plugins/calendar/server/core/params/geo';
import { createApiToken } from '../../helpers/auth';
import { createFactories, daysFromNow, type Doc } from '../../helpers/factories';
import { sqlDuring } from '../../helpers/sql';
import { bootApp, type TestApp } from '../../helpers/strapi';
import { get, idsOf } from '../../helpers/wire';

/**
 * Issue 21, part 3: the event list's geolocation filter (Events Calendar Pro's `geoloc`, `geoloc_lat`,
 * `geoloc_lng`; our `geoloc_radius`), on the site's default distance, 25 miles.
 */
let app: TestApp;
const fx: Record<string, Doc> = {};
const as: Record<string, string> = {};

/** Degrees of latitude that make `km` along a meridian (the box's and the circle's north edge). */
const north = (km: number) => (km / EARTH_RADIUS_KM) * (180 / Math.PI);
const MILES_25 = 25 * KM_PER_MILE;
const LISBON = { lat: 38.7223, lng: -9.1393 };
const near = (query = '') => `/events?geoloc=1&geoloc_lat=${LISBON.lat}&geoloc_lng=${LISBON.lng}&per_page=50${query}`;
const ids = async (path: string, token?: string) => idsOf((await get(app, path, token).expect(200)).body.events);
const postIds = (...names: string[]) => names.map((name) => fx[name].postId);

beforeAll(async () => {
  app = await bootApp();
  const f = createFactories(app.strapi);
  as.full = await createApiToken(app.strapi, 'full-access');
  as.venueEditor = await createApiToken(app.strapi, 'custom', ['plugin::calendar.events.find', 'plugin::calendar.venues.update']);
  const at = (lat: number, lng: number, more: Record<string, unknown> = {}) => f.createVenue({ latitude: lat, longitude: lng, ...more });
  const venues: Record<string, Promise<Doc>> = {
    inside: at(LISBON.lat + north(5), LISBON.lng),
    // Exactly on the edge of the box and of the 25-mile circle: due north, 25 miles away.
    edge: at(LISBON.lat + north(MILES_25), LISBON.lng),
    // In the box's north-east corner, 35 km north and 35 km east: 49 km away, past the circle.
    corner: at(LISBON.lat + north(35), LISBON.lng + north(35) / Math.cos(((LISBON.lat + north(35)) * Math.PI) / 180)),
    outside: at(LISBON.lat + north(MILES_25 + 0.05), LISBON.lng),
    porto: at(41.1579, -8.6291),
    none: f.createVenue({ name: 'No Coordinates', address: '1 Main Street' }),
    draft: at(LISBON.lat, LISBON.lng, { postStatus: 'draft' }),
    private: at(LISBON.lat, LISBON.lng, { postStatus: 'private' }),
    trash: at(LISBON.lat, LISBON.lng, { postStatus: 'trash' }),
    locked: at(LISBON.lat, LISBON.lng, { password: 'open sesame' }),
    fiji: at(-17, 179.95),
    pole: at(89.95, 120),
  };
  let day = 3;
  for (const [name, venue] of Object.entries(venues)) {
    fx[`v_${name}`] = await venue;
    fx[name] = await f.createEvent({ title: `At ${name}`, startDate: daysFromNow(day++), venues: [fx[`v_${name}`]] });
  }
  fx.nowhere = await f.createEvent({ title: 'Nowhere', startDate: daysFromNow(1) });
  // A second event inside, earlier than every other: date order holds inside the filter.
  fx.early = await f.createEvent({ title: 'Early', startDate: daysFromNow(2), venues: [fx.v_inside] });
});
afterAll(async () => app?.close());

describe('GET /events?geoloc=1&geoloc_lat&geoloc_lng (the original: a box of the site distance)', () => {
  it('keeps venues inside and on the edge, in date order, with the box corners', async () => {
    expect(await ids(near())).toEqual(postIds('early', 'inside', 'edge', 'corner'));
  });

  it('echoes the search in rest_url and carries it through the pages', async () => {
    const res = await get(app, near().replace('per_page=50', 'per_page=1')).expect(200);
    expect(res.headers['x-tec-total']).toBe('4');
    expect(res.body.rest_url).toContain(`&geoloc=1&geoloc_lat=${LISBON.lat}&geoloc_lng=${LISBON.lng}&`);
    expect(res.body.rest_url).not.toContain('geoloc_radius');
    const next = new URL(res.body.next_rest_url);
    const second = await app.http().get(`${next.pathname}${next.search}`).expect(200);
    expect(idsOf(second.body.events)).toEqual(postIds('inside'));
  });

  it('crosses the antimeridian and the poles', async () => {
    expect(await ids('/events?geoloc=1&geoloc_lat=-17&geoloc_lng=-179.95')).toEqual(postIds('fiji'));
    expect(await ids('/events?geoloc=1&geoloc_lat=-17&geoloc_lng=179.5')).toEqual([]);
    // 0.1° apart across the North Pole: 11 km.
    expect(await ids('/events?geoloc=1&geoloc_lat=89.95&geoloc_lng=-60')).toEqual(postIds('pole'));
    expect(await ids('/events?geoloc=1&geoloc_lat=90&geoloc_lng=0')).toEqual(postIds('pole'));
  });
});

describe('geoloc_radius (our extension: a circle, in the site unit)', () => {
  it('keeps the edge and drops the corners', async () => {
    expect(await ids(near('&geoloc_radius=25'))).toEqual(postIds('early', 'inside', 'edge'));
  });

  it('reaches as far as asked', async () => {
    expect(await ids(near('&geoloc_radius=3'))).toEqual([]);
    expect(await ids(near('&geoloc_radius=200'))).toEqual(postIds('early', 'inside', 'edge', 'corner', 'outside', 'porto'));
    expect(await ids('/events?geoloc=1&geoloc_lat=-17&geoloc_lng=-179.95&geoloc_radius=7')).toEqual(postIds('fiji'));
    expect(await ids('/events?geoloc=1&geoloc_lat=-17&geoloc_lng=-179.95&geoloc_radius=6')).toEqual([]);
  });

  it('is echoed only when sent, after the coordinates', async () => {
    const res = await get(app, near('&geoloc_radius=12.5')).expect(200);
    expect(res.body.rest_url).toContain(`&geoloc_lng=${LISBON.lng}&geoloc_radius=12.5&`);
  });
});

describe('hidden venues', () => {
  it('never select events for callers who may not read them', async () => {
    expect(await ids(near('&geoloc_radius=1'))).toEqual([]);
    const located = await ids('/events?geoloc=1&per_page=50');
    for (const name of ['draft', 'private', 'locked', 'trash']) expect([name, located.includes(fx[name].postId)]).toEqual([name, false]);
    const res = await get(app, near('&geoloc_radius=1')).expect(200);
    expect(res.headers['x-tec-total']).toBe('0');
  });

  it('select them for callers allowed to write venues, the trash never', async () => {
    expect(await ids(near('&geoloc_radius=1'), as.venueEditor)).toEqual(postIds('draft', 'private', 'locked'));
    expect(await ids(near('&geoloc_radius=1'), as.full)).toEqual(postIds('draft', 'private', 'locked'));
  });

  it('select a protected venue with its password, as its event shows it then', async () => {
    expect(await ids(near('&geoloc_radius=1&password=open%20sesame'))).toEqual(postIds('locked'));
    expect(await ids(near('&geoloc_radius=1&password=wrong'))).toEqual([]);
  });

  it('stay out of the iCalendar feed, whoever asks', async () => {
    const feed = (token?: string) => get(app, `/events.ics?geoloc=1&geoloc_lat=${LISBON.lat}&geoloc_lng=${LISBON.lng}&geoloc_radius=1`, token);
    for (const token of [undefined, as.full]) {
      const res = await feed(token).expect(200);
      expect(res.text).not.toContain('SUMMARY:At draft');
      expect(res.text).not.toContain('SUMMARY:At locked');
    }
    const wide = await get(app, `/events.ics?geoloc=1&geoloc_lat=${LISBON.lat}&geoloc_lng=${LISBON.lng}`).expect(200);
    expect(wide.text).toContain('SUMMARY:At inside');
    expect(wide.text).not.toContain('SUMMARY:At porto');
  });
});

describe('geoloc without a point, false, or absent', () => {
  const all = () => ids('/events?per_page=50');

  it('geoloc=1 alone keeps events whose visible venue has coordinates', async () => {
    const located = await ids('/events?geoloc=1&per_page=50');
    expect(located).toEqual(expect.arrayContaining(postIds('inside', 'porto', 'fiji', 'pole')));
    expect(located).not.toContain(fx.nowhere.postId);
    expect(located).not.toContain(fx.none.postId);
  });

  it('geoloc=false filters nothing, as in the original', async () => {
    const res = await get(app, '/events?geoloc=false&per_page=50').expect(200);
    expect(idsOf(res.body.events)).toEqual(await all());
    expect(res.body.rest_url).not.toContain('geoloc');
  });

  it('coordinates without geoloc filter nothing and are not echoed', async () => {
    const res = await get(app, `/events?geoloc_lat=${LISBON.lat}&geoloc_lng=${LISBON.lng}&geoloc_radius=1&per_page=50`).expect(200);
    expect(idsOf(res.body.events)).toEqual(await all());
    expect(res.body.rest_url).not.toContain('geoloc');
  });
});

describe('invalid values', () => {
  it.each([
    ['geoloc_lat=91&geoloc_lng=0', { geoloc_lat: 'Invalid parameter.' }],
    ['geoloc_lat=0&geoloc_lng=-180.5', { geoloc_lng: 'Invalid parameter.' }],
    ['geoloc_lat=0&geoloc_lng=east', { geoloc_lng: 'geoloc_lng is not of type number.' }],
    ['geoloc=1&geoloc_lat=0&geoloc_lng=0&geoloc_radius=0', { geoloc_radius: 'Invalid parameter.' }],
    ['geoloc=1&geoloc_lat=0&geoloc_lng=0&geoloc_radius=-3', { geoloc_radius: 'Invalid parameter.' }],
    ['geoloc=1&geoloc_lat=0&geoloc_lng=0&geoloc_radius=20001', { geoloc_radius: 'Invalid parameter.' }],
    ['geoloc=1&geoloc_lat=0&geoloc_lng=0&geoloc_radius=far', { geoloc_radius: 'geoloc_radius is not of type number.' }],
    ['geoloc=1&geoloc_lat=0&geoloc_lng=0&geoloc_radius[]=1', { geoloc_radius: 'geoloc_radius is not of type number.' }],
  ])('%s answers 400 rest_invalid_param', async (query, params) => {
    const res = await get(app, `/events?${query}`).expect(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params } });
  });

  it('a radius without the point names both coordinates as missing', async () => {
    const res = await get(app, '/events?geoloc=1&geoloc_radius=5').expect(400);
    expect(res.body).toMatchObject({ code: 'rest_missing_callback_param', data: { status: 400, params: ['geoloc_lat', 'geoloc_lng'] } });
  });
});

describe('SQL cost', () => {
  it('adds no query, whatever the page size', async () => {
    const count = (perPage: number) =>
      sqlDuring(app.strapi, () => get(app, near(`&geoloc_radius=30`).replace('per_page=50', `per_page=${perPage}`)).set('Cache-Control', 'no-cache').expect(200));
    await count(1);
    const [one, fifty, plain] = [await count(1), await count(50), await sqlDuring(app.strapi, () => get(app, '/events?per_page=50').set('Cache-Control', 'no-cache').expect(200))];
    expect(fifty.length).toBe(one.length);
    expect(fifty.length).toBe(plain.length);
  });
});

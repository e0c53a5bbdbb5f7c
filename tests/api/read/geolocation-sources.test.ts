import { runImport } from '../../../src/plugins/calendar/server/features/import';
import { EARTH_RADIUS_KM } from '../../../src/plugins/calendar/server/core/params/geo';
import { createAdminToken, createApiToken } from '../../helpers/auth';
import { createFactories } from '../../helpers/factories';
import { startFakeGeocoder, type FakeGeocoder } from '../../helpers/fake-geocoder';
import { startFakeTec } from '../../helpers/fake-tec';
import { bootApp, type TestApp } from '../../helpers/strapi';
import { get, idsOf } from '../../helpers/wire';
import { calendarClient, UID, type CalendarClient } from '../../helpers/write-helpers';

/**
 * Issue 21, part 3: where venues get coordinates (the geocoder a site configures, the admin, the
 * importer), and the site distance in kilometres (`geolocUnit`).
 */
const north = (km: number) => (km / EARTH_RADIUS_KM) * (180 / Math.PI);
const ids = async (app: TestApp, path: string) => idsOf((await get(app, path).expect(200)).body.events);

describe('a site in kilometres with a geocoder', () => {
  let app: TestApp;
  let geocoder: FakeGeocoder;
  let api: CalendarClient;
  const asked = () => geocoder.requests.map((r) => r.q);

  beforeAll(async () => {
    geocoder = await startFakeGeocoder();
    geocoder.places.set('1 Rua Augusta, 1100-048 Lisboa, Portugal', { lat: '38.7101', lon: '-9.1369' });
    geocoder.places.set('Porto', { lat: '41.1579', lon: '-8.6291' });
    geocoder.places.set('2 Rua Nova, Porto', { lat: '41.14', lon: '-8.61' });
    geocoder.failing.set('Broken Street, Faro', 'status');
    geocoder.failing.set('Garbage Lane, Faro', 'garbage');
    app = await bootApp({
      CALENDAR_GEOLOC_UNIT: 'kilometres',
      CALENDAR_GEOLOC_DISTANCE: '25',
      CALENDAR_GEOCODER_URL: geocoder.url(),
      // The fake listens on loopback, which the outbound guard refuses unless the site trusts it.
      CALENDAR_TRUSTED_HOSTS: '127.0.0.1',
    });
    api = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
  });
  afterAll(async () => {
    await app?.close();
    await geocoder?.close();
  });

  // First, while the wire IDs of the source are free here.
  it('imports the original venues’ geo_lat/geo_lng as coordinates, without asking the geocoder', async () => {
    const fake = await startFakeTec();
    try {
      Object.assign(fake.data.venues.find((v) => v.id === 4)!, { geo_lat: 39.7817, geo_lng: -89.6501 });
      // A password-protected venue read without its password shows 0, 0: no coordinates.
      Object.assign(fake.data.venues.find((v) => v.id === 5)!, { geo_lat: 0, geo_lng: 0 });
      const before = geocoder.requests.length;
      const summary = await runImport(app.strapi, { from: fake.namespace, resources: ['venues'], backoffMs: 10 });
      expect(summary.problems).toEqual([]);
      expect((await get(app, '/venues/4').expect(200)).body).toMatchObject({ geo_lat: 39.7817, geo_lng: -89.6501 });
      const side = (await get(app, '/venues/5').expect(200)).body;
      expect([side.geo_lat, side.geo_lng]).toEqual([undefined, undefined]);
      expect(geocoder.requests.length).toBe(before);
    } finally {
      await fake.close();
    }
  });

  it('reads the site distance in kilometres, and geoloc_radius too', async () => {
    const f = createFactories(app.strapi);
    const at = async (km: number) => f.createEvent({ venues: [await f.createVenue({ latitude: 10 + north(km), longitude: 20 })] });
    const [in20, out30] = [await at(20), await at(30)];
    expect(await ids(app, '/events?geoloc=1&geoloc_lat=10&geoloc_lng=20')).toEqual([in20.postId]);
    expect(await ids(app, '/events?geoloc=1&geoloc_lat=10&geoloc_lng=20&geoloc_radius=30.001')).toEqual([in20.postId, out30.postId]);
    expect(await ids(app, '/events?geoloc=1&geoloc_lat=10&geoloc_lng=20&geoloc_radius=19.99')).toEqual([]);
  });

  it('gives a venue written with an address and no coordinates the place the geocoder finds', async () => {
    const res = await api.post('/venues', { venue: 'Arco', address: '1 Rua Augusta', city: 'Lisboa', zip: '1100-048', country: 'Portugal' }).expect(201);
    expect(res.body).toMatchObject({ geo_lat: 38.7101, geo_lng: -9.1369 });
    const request = geocoder.requests.at(-1)!;
    expect(request).toMatchObject({ q: '1 Rua Augusta, 1100-048 Lisboa, Portugal', format: 'jsonv2', path: '/search' });
    expect(request.userAgent).toMatch(/^event-calendar-service/);
    // And the venue then selects its events.
    const event = await api.post('/events', { title: 'Fado', start_date: '+3 days 20:00', end_date: '+3 days 22:00', venue: res.body.id }).expect(201);
    expect(await ids(app, '/events?geoloc=1&geoloc_lat=38.71&geoloc_lng=-9.14&geoloc_radius=1')).toEqual([event.body.id]);
  });

  it('never replaces the coordinates a writer gives, nor asks for them', async () => {
    const before = geocoder.requests.length;
    const res = await api.post('/venues', { venue: 'Given', city: 'Porto', latitude: 1.5, longitude: 2.5 }).expect(201);
    expect(res.body).toMatchObject({ geo_lat: 1.5, geo_lng: 2.5 });
    await api.post(`/venues/${res.body.id}`, { city: 'Porto' }).expect(200);
    expect(geocoder.requests.length).toBe(before);
  });

  it('geocodes an update that leaves a venue with an address and no coordinates', async () => {
    const created = await api.post('/venues', { venue: 'Nowhere Yet', city: 'Atlantis' }).expect(201);
    expect(created.body.geo_lat).toBeUndefined();
    const updated = await api.post(`/venues/${created.body.id}`, { address: '2 Rua Nova', city: 'Porto' }).expect(200);
    expect(updated.body).toMatchObject({ geo_lat: 41.14, geo_lng: -8.61 });
  });

  it('geocodes the venues an event creates inline', async () => {
    const res = await api.post('/events', { title: 'Inline', start_date: '+4 days 20:00', end_date: '+4 days 22:00', venue: { venue: 'Casa', city: 'Porto' } }).expect(201);
    expect(res.body.venue).toMatchObject({ venue: 'Casa', geo_lat: 41.1579, geo_lng: -8.6291 });
  });

  it('writes the venue without coordinates when the geocoder fails or finds nothing', async () => {
    for (const address of ['Broken Street', 'Garbage Lane', 'Unknown Road']) {
      const res = await api.post('/venues', { venue: address, address, city: 'Faro' }).expect(201);
      expect([address, res.body.geo_lat, res.body.geo_lng]).toEqual([address, undefined, undefined]);
    }
    expect(asked()).toEqual(expect.arrayContaining(['Broken Street, Faro', 'Garbage Lane, Faro', 'Unknown Road, Faro']));
  });

  it('asks nothing for callers who may not write venues', async () => {
    const before = geocoder.requests.length;
    await calendarClient(app).post('/venues', { venue: 'Anon', city: 'Porto' }).expect(401);
    const reader = await createApiToken(app.strapi, 'read-only');
    await calendarClient(app, reader).post('/venues', { venue: 'Reader', city: 'Porto' }).expect(403);
    expect(geocoder.requests.length).toBe(before);
  });

  it('geocodes venues saved in the admin, and refuses coordinates off the globe there', async () => {
    const admin = await createAdminToken(app);
    const cm = `/content-manager/collection-types/${UID.venue}`;
    const created = await app.http().post(cm).set('Authorization', `Bearer ${admin}`).send({ name: 'Admin Hall', city: 'Porto', postStatus: 'publish' }).expect(201);
    expect(created.body.data).toMatchObject({ latitude: 41.1579, longitude: -8.6291 });
    for (const [latitude, longitude] of [[91, 0], [0, 181], [-90.5, 0]]) {
      const res = await app.http().post(cm).set('Authorization', `Bearer ${admin}`).send({ name: `Off ${latitude}`, latitude, longitude, postStatus: 'publish' });
      expect([latitude, longitude, res.status]).toEqual([latitude, longitude, 400]);
    }
  });

  it('refuses coordinates off the globe in API writes', async () => {
    for (const body of [{ latitude: 90.01 }, { longitude: -180.01 }, { latitude: 'north' }]) {
      const res = await api.post('/venues', { venue: 'Off', ...body }).expect(400);
      expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    }
  });

});

describe('a geocoder on a private address the site does not trust', () => {
  let app: TestApp;
  let geocoder: FakeGeocoder;

  beforeAll(async () => {
    geocoder = await startFakeGeocoder();
    geocoder.places.set('Porto', { lat: '41.1579', lon: '-8.6291' });
    app = await bootApp({ CALENDAR_GEOCODER_URL: geocoder.url() });
  });
  afterAll(async () => {
    await app?.close();
    await geocoder?.close();
  });

  it('is refused by the outbound guard; the venue is written without coordinates', async () => {
    const api = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
    const res = await api.post('/venues', { venue: 'Guarded', city: 'Porto' }).expect(201);
    expect([res.body.geo_lat, res.body.geo_lng]).toEqual([undefined, undefined]);
    expect(geocoder.requests).toEqual([]);
  });
});

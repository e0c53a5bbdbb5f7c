import ICAL from 'ical.js';
import { createApiToken } from '../../helpers/auth';
import { createFactories, daysFromNow, type Doc } from '../../helpers/factories';
import { appForFile } from '../../helpers/app-for-file';
import { createICalendar, toICalendar } from '../../../src/plugins/calendar/server/features/feeds/calendar';
import type { WireEvent as FullWireEvent } from '../../../src/plugins/calendar/server/core/wire/types';
import { bearer, get, idsOf, NS, utcDay } from '../../helpers/wire';

/**
 * iCalendar feeds (issue 15, item 1): every feed is parsed back with an independent parser (ical.js)
 * and compared with the REST answer of the same query.
 */

let token: string;
const fx: Record<string, Doc> = {};

/** The feed's default window as a REST query: from 30 days ago to a year ahead (UTC dates). */
const FEED_WINDOW = `start_date=${utcDay(-30)}&end_date=${utcDay(0, 12)}`;

const LONG = 'Une soirée « rock & roll » au bord du Tage, avec des groupes de Lisbonne, de Porto et de Paris; entrée libre, bar ouvert jusqu’à minuit.';

/** The default window holds 6 public English events; a wider one 8, past this cap. */
const CAP = 7;

const app = appForFile({ CALENDAR_FEED_MAX_EVENTS: String(CAP) });
beforeAll(async () => {
  token = await createApiToken(app.strapi, 'full-access');
  const f = createFactories(app.strapi);
  const venue = await f.createVenue({ name: 'Cais do Sodré Hall', address: 'Rua Nova do Carvalho 1', city: 'Lisboa', zip: '1200-291', country: 'Portugal', latitude: 38.7071, longitude: -9.1441 });
  const organizer = await f.createOrganizer({ name: 'Rio Promotions', email: 'hello@rio.test' });
  const music = await f.createCategory({ name: 'Music' });
  const jazz = await f.createCategory({ name: 'Jazz' });
  const at = (days: number, hour: number, minute = 0) => new Date(daysFromNow(days, hour).getTime() + minute * 60_000);

  fx.lisbon = await f.createEvent({
    title: 'Tagus Night',
    description: `<p>${LONG.replace(/&/g, '&amp;')}</p><ul><li>Doors 20:00</li><li>See <a href="https://rio.test/map">the map</a></li></ul>`,
    timezone: 'Europe/Lisbon',
    startDate: at(5, 19),
    endDate: at(5, 23),
    venues: [venue],
    organizers: [organizer],
    categories: [music, jazz],
  });
  fx.newYork = await f.createEvent({ title: 'Brooklyn, Jazz; and more', timezone: 'America/New_York', startDate: at(100, 23, 30), endDate: at(101, 2), categories: [jazz] });
  fx.allDay = await f.createEvent({ title: 'Harvest Fair', timezone: 'Europe/Paris', allDay: true, startDate: at(7, 0), endDate: new Date(at(9, 23, 59).getTime() + 59_000) });
  fx.offset = await f.createEvent({ title: 'Offset Whole', timezone: 'UTC+2', startDate: at(12, 8), endDate: at(12, 10) });
  fx.fraction = await f.createEvent({ title: 'Offset Half', timezone: 'UTC+5.5', startDate: at(13, 8), endDate: at(13, 10) });
  // A draft venue and an organizer without e-mail: no LOCATION, no ORGANIZER (an organizer is a mail address).
  const draftVenue = await f.createVenue({ name: 'Secret Cellar', postStatus: 'draft' });
  const noMail = await f.createOrganizer({ name: 'No Mail Org' });
  fx.recent = await f.createEvent({ title: 'Last Week', startDate: at(-20, 10), endDate: at(-20, 12), venues: [draftVenue], organizers: [noMail] });
  fx.old = await f.createEvent({ title: 'Too Old', startDate: at(-40, 10) });
  fx.far = await f.createEvent({ title: 'Too Far', startDate: at(400, 10) });
  for (const [key, data] of Object.entries({
    draft: { postStatus: 'draft' },
    private: { postStatus: 'private' },
    pending: { postStatus: 'pending' },
    future: { postStatus: 'future' },
    trash: { postStatus: 'trash' },
    locked: { password: 'secret' },
    unlisted: { hideFromListings: true },
  })) {
    fx[key] = await f.createEvent({ title: `Hidden ${key}`, ...data });
  }
  fx.lisbonFr = await f.translate('api::event.event', fx.lisbon, 'fr', { title: 'Nuit du Tage', postStatus: 'publish', startDate: at(5, 19), endDate: at(5, 23), timezone: 'Europe/Lisbon' });
});

interface Parsed {
  calendar: ICAL.Component;
  events: ICAL.Event[];
  text: string;
}

/** Parses a feed with ical.js, its VTIMEZONEs registered so that local times convert. */
function parse(text: string): Parsed {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c)), text };
}

async function feed(path: string, auth?: string): Promise<Parsed> {
  const res = await get(app, path, auth).expect(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  return parse(res.text);
}

const idOf = (event: ICAL.Event) => Number(event.uid.split('@')[0]);
/** `YYYY-MM-DD HH:MM:SS` of an ical.js time in UTC. */
const utcWall = (time: ICAL.Time) => time.toJSDate().toISOString().slice(0, 19).replace('T', ' ');
/** `YYYY-MM-DD HH:MM:SS` as the time reads on its own clock (its TZID). */
const localWall = (time: ICAL.Time) => time.toString().slice(0, 19).replace('T', ' ');
const prop = (event: ICAL.Event, name: string) => event.component.getFirstPropertyValue(name);

type WireEvent = {
  id: number;
  title: string;
  all_day: boolean;
  start_date: string;
  end_date: string;
  utc_start_date: string;
  utc_end_date: string;
  timezone: string;
  url: string;
  categories: { name: string }[];
  venue: { venue: string; geo_lat?: number; geo_lng?: number } | [];
};

/** The feed holds the REST answer's events, each with the same title, times, location and categories. */
function expectSameEvents(parsed: Parsed, list: WireEvent[]) {
  // The REST list shows a password-protected event blanked; a feed leaves it out.
  const rest = list.filter((event) => event.id !== fx.locked.postId);
  expect(parsed.events.map(idOf).sort()).toEqual(idsOf(rest).sort());
  for (const wire of rest) {
    const event = parsed.events.find((e) => idOf(e) === wire.id) as ICAL.Event;
    expect(event.summary).toBe(wire.title);
    expect(prop(event, 'url')).toBe(wire.url);
    const categories = event.component.getAllProperties('categories').flatMap((p) => p.getValues());
    expect(categories).toEqual(wire.categories.map((c) => c.name));
    if (wire.all_day) {
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe(wire.start_date.slice(0, 10));
      // DTEND of an all-day event is the day after its last day (RFC 5545 3.6.1).
      const last = new Date(`${wire.end_date.slice(0, 10)}T00:00:00Z`);
      expect(event.endDate.toString()).toBe(new Date(last.getTime() + 86_400_000).toISOString().slice(0, 10));
    } else {
      expect(utcWall(event.startDate)).toBe(wire.utc_start_date);
      expect(utcWall(event.endDate)).toBe(wire.utc_end_date);
      // A fractional offset (UTC+5.5) has no IANA zone: its times are UTC instants (checked above).
      if (event.startDate.zone?.tzid !== 'UTC') {
        expect(localWall(event.startDate)).toBe(wire.start_date);
        expect(localWall(event.endDate)).toBe(wire.end_date);
      }
    }
    if (!Array.isArray(wire.venue)) expect(event.location.split('\n')[0]).toBe(wire.venue.venue);
    else expect(event.location).toBeNull();
  }
}

describe('GET /events.ics', () => {
  it('holds every event of its window, as the REST list of the same window shows them', async () => {
    const parsed = await feed('/events.ics');
    const rest = (await get(app, `/events?${FEED_WINDOW}&per_page=50`).expect(200)).body;
    expectSameEvents(parsed, rest.events);
    const ids = parsed.events.map(idOf);
    // The default window starts 30 days ago, runs a year, and is not a page.
    expect(ids).toEqual(expect.arrayContaining([fx.recent.postId, fx.lisbon.postId, fx.newYork.postId, fx.allDay.postId]));
    expect(ids).not.toContain(fx.old.postId);
    expect(ids).not.toContain(fx.far.postId);
  });

  it('names the calendar, asks for a refresh interval, and defines every time zone it uses', async () => {
    const { calendar, events, text } = await feed('/events.ics');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('name')).toBe('Events');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Events');
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    const defined = calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'));
    const timed = events.filter((e) => !e.startDate.isDate);
    const used = new Set(timed.map((e) => e.startDate.zone?.tzid).filter((tz) => tz && tz !== 'UTC'));
    expect(defined.sort()).toEqual([...used].sort());
    expect(defined).toEqual(expect.arrayContaining(['Europe/Lisbon', 'America/New_York', 'Etc/GMT-2']));
    const half = events.find((e) => idOf(e) === fx.fraction.postId) as ICAL.Event;
    expect(half.startDate.zone?.tzid).toBe('UTC');
  });

  it('writes the venue, organizer, categories and a plain-text description', async () => {
    const { events } = await feed('/events.ics');
    const event = events.find((e) => idOf(e) === fx.lisbon.postId) as ICAL.Event;
    expect(event.location).toBe('Cais do Sodré Hall\nRua Nova do Carvalho 1, Lisboa, 1200-291, Portugal');
    expect(prop(event, 'geo')).toEqual([38.7071, -9.1441]);
    const organizer = event.component.getFirstProperty('organizer');
    expect(organizer?.getFirstValue()).toBe('mailto:hello@rio.test');
    expect(organizer?.getParameter('cn')).toBe('Rio Promotions');
    expect(event.description).toBe(`${LONG}\n\n- Doors 20:00\n- See the map (https://rio.test/map)`);
    expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const recent = events.find((e) => idOf(e) === fx.recent.postId) as ICAL.Event;
    expect(recent.location).toBeNull();
    expect(recent.component.getFirstProperty('organizer')).toBeNull();
    expect(recent.description).toBeNull();
  });

  it('folds lines at 75 octets', async () => {
    const { text } = await feed('/events.ics');
    const lines = text.split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('is the same document when written a batch at a time (a long feed lets other requests run between batches)', async () => {
    const events = (await get(app, `/events?${FEED_WINDOW}&per_page=50`).expect(200)).body.events as FullWireEvent[];
    expect(events.length).toBeGreaterThan(3);
    const options = { name: 'Feed', refreshInterval: 3600, source: 'http://calendar.test/feed.ics' };
    const writer = createICalendar(options);
    for (const batch of [events.slice(0, 1), events.slice(1, 3), [], events.slice(3)]) writer.add(batch);
    expect(writer.toString()).toBe(toICalendar(events, options));
    expect(parse(writer.toString()).events.map((e) => e.summary)).toEqual(events.map((e) => e.title));
  });

  // The feed reads no image, translation, tag nor category tree (FEED_PARTS): each VEVENT must still be
  // the one the REST list's full records give, byte for byte.
  it('writes each event as the REST list of its window shows it, though it reads less of each', async () => {
    const vevents = (text: string) => text.match(/BEGIN:VEVENT\r\n[\s\S]*?END:VEVENT\r\n/g) ?? [];
    const list = ((await get(app, `/events?${FEED_WINDOW}&per_page=50`).expect(200)).body.events as FullWireEvent[]).filter((e) => e.id !== fx.locked.postId);
    expect(list.find((e) => e.id === fx.lisbon.postId)?.categories.length).toBe(2);
    const fromList = vevents(toICalendar(list, { name: 'Feed', refreshInterval: 3600 }));
    const feedText = (await get(app, '/events.ics').expect(200)).text;
    expect(fromList.length).toBeGreaterThan(3);
    expect(vevents(feedText)).toEqual(fromList);
    // And in another language, through its root.
    const french = ((await get(app, `/events?${FEED_WINDOW}&per_page=50&ml_language=fr`).expect(200)).body.events as FullWireEvent[]).filter((e) => e.id !== fx.locked.postId);
    expect(vevents((await get(app, '/events.ics?ml_language=fr').expect(200)).text)).toEqual(vevents(toICalendar(french, { name: 'Feed', refreshInterval: 3600 })));
  });

  // A feed reads no image: venues whose link order is unset (as an SQL import leaves it) must come in
  // the same order as on the list, where one of them has an image. Three years ahead: no other test's window.
  it('orders an event\'s venues as the REST list does, their link order unset', async () => {
    const f = createFactories(app.strapi);
    const image = await f.createImageFile();
    const pictured = await f.createVenue({ name: 'Pictured Hall', image: image.id });
    const plain = await f.createVenue({ name: 'Plain Hall' });
    const far = daysFromNow(1100, 20);
    const event = await f.createEvent({ title: 'Two Halls', startDate: far, endDate: new Date(far.getTime() + 3_600_000), venues: [plain, pictured] });
    const eventRow = await app.strapi.db.query('api::event.event').findOne({ where: { documentId: event.documentId, locale: 'en' }, select: ['id'] });
    const links = app.strapi.db.metadata.get('api::event.event').attributes.venues as unknown as { joinTable: { name: string; joinColumn: { name: string }; orderColumnName: string } };
    await app.strapi.db.connection(links.joinTable.name).where(links.joinTable.joinColumn.name, eventRow.id).update({ [links.joinTable.orderColumnName]: null });
    const window = `start_date=${utcDay(1090)}&end_date=${utcDay(1110)}`;
    const listed = (await get(app, `/events?${window}`).expect(200)).body.events as FullWireEvent[];
    expect(listed.map((e) => e.title)).toEqual(['Two Halls']);
    const venues = listed[0].venue as { venue: string }[];
    expect(venues.map((v) => v.venue).sort()).toEqual(['Pictured Hall', 'Plain Hall']);
    const text = (await get(app, `/events.ics?${window}`).expect(200)).text;
    expect(parse(text).events[0].location.split('\n')[0]).toBe(venues[0].venue);
  });

  it('takes the list filters and matches the REST list of the same query', async () => {
    const category = (await get(app, '/categories?search=Jazz').expect(200)).body.categories[0];
    for (const query of [`categories=${category.slug}`, `search=Offset`, `start_date=${utcDay(6)}&end_date=${utcDay(14)}`, `include=${fx.old.postId},${fx.lisbon.postId}`]) {
      const parsed = await feed(`/events.ics?${query}`);
      const window = query.includes('date') || query.includes('include') ? '' : `&${FEED_WINDOW}`;
      const rest = (await get(app, `/events?${query}${window}&per_page=50`).expect(200)).body;
      expect(rest.events.length).toBeGreaterThan(0);
      expectSameEvents(parsed, rest.events);
    }
  });

  it('never holds drafts, private, pending, scheduled, trashed or protected events, whoever asks', async () => {
    for (const auth of [undefined, token]) {
      const ids = (await feed('/events.ics', auth)).events.map(idOf);
      for (const key of ['draft', 'private', 'pending', 'future', 'trash', 'locked', 'unlisted']) expect(ids).not.toContain(fx[key].postId);
    }
    // An editor's token does not widen a feed: it is the public's (and the same for every subscriber).
    await get(app, '/events.ics?status=draft', token).expect(400);
  });

  it('answers in the language of the root or of ml_language', async () => {
    for (const path of [`/fr${NS}/events.ics`, `${NS}/events.ics?ml_language=fr`]) {
      const res = await app.http().get(path).expect(200);
      const parsed = parse(res.text);
      const rest = (await get(app, `/events?${FEED_WINDOW}&per_page=50&ml_language=fr`).expect(200)).body;
      expectSameEvents(parsed, rest.events);
      expect(parsed.events.map((e) => e.summary)).toEqual(['Nuit du Tage']);
      // RFC 7986 SOURCE: the feed's own address, language included.
      expect(parsed.calendar.getFirstPropertyValue('source')).toBe(`http://calendar.test${path}`);
    }
  });

  it('stops at feedMaxEvents, the first events by start, and says so', async () => {
    const wide = `start_date=${utcDay(-60)}&end_date=${utcDay(0, 24)}`;
    const res = await get(app, `/events.ics?${wide}`).expect(200);
    expect(res.headers['x-calendar-feed-capped']).toBe(String(CAP));
    const rest = (await get(app, `/events?${wide}&per_page=50`).expect(200)).body.events as WireEvent[];
    const shown = rest.filter((event) => event.id !== fx.locked.postId);
    expect(shown.length).toBeGreaterThan(CAP);
    expect(parse(res.text).events.map(idOf)).toEqual(idsOf(shown.slice(0, CAP)));
    // Within the cap, no header.
    expect((await get(app, '/events.ics').expect(200)).headers['x-calendar-feed-capped']).toBeUndefined();
  });

  it('answers a bad filter with the WordPress JSON error, as the list does', async () => {
    for (const query of ['start_date=not-a-date', 'categories=no-such-category', 'status=draft', 'ml_language=xx', 'geoloc_lat=1']) {
      const res = await get(app, `/events.ics?${query}`).expect(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const list = await get(app, `/events?${query}`).expect(400);
      expect(res.body).toEqual(list.body);
    }
  });

  // Each event's VEVENT is kept by what it shows (vevent-cache.ts): what changes must show at once,
  // including a change made in SQL that touches no modification time.
  it('shows at once what changed in an event or its venue, by the API or in SQL', async () => {
    const lisbon = () => feed('/events.ics').then(({ events }) => events.find((e) => idOf(e) === fx.lisbon.postId) as ICAL.Event);
    const venue = (await get(app, `/events/${fx.lisbon.postId}`).expect(200)).body.venue as { id: number };
    const table = app.strapi.getModel('api::venue.venue').collectionName as string;
    const venueRow = { post_id: venue.id, locale: 'en' };
    const before = await app.strapi.db.connection(table).where(venueRow).first('address', 'updated_at');
    expect((await lisbon()).location).toContain('Rua Nova do Carvalho 1');
    try {
      await app.http().post(`${NS}/venues/${venue.id}`).set(bearer(token)).send({ address: 'Praça do Comércio 2' }).expect(200);
      expect((await lisbon()).location).toBe('Cais do Sodré Hall\nPraça do Comércio 2, Lisboa, 1200-291, Portugal');
      await app.strapi.db.connection(table).where(venueRow).update({ address: 'Largo do Chiado 3' });
      expect((await lisbon()).location).toBe('Cais do Sodré Hall\nLargo do Chiado 3, Lisboa, 1200-291, Portugal');
      await app.http().post(`${NS}/events/${fx.lisbon.postId}`).set(bearer(token)).send({ title: 'Tagus Night, again' }).expect(200);
      expect((await lisbon()).summary).toBe('Tagus Night, again');
    } finally {
      await app.strapi.db.connection(table).where(venueRow).update(before);
      await app.http().post(`${NS}/events/${fx.lisbon.postId}`).set(bearer(token)).send({ title: 'Tagus Night' }).expect(200);
    }
    expect((await lisbon()).location).toContain('Rua Nova do Carvalho 1');
  });
});

describe('GET /events/<id>.ics and /events/by-slug/<slug>.ics', () => {
  it('is one event, with the UID the feed gives it', async () => {
    const all = (await feed('/events.ics')).events;
    const byId = await feed(`/events/${fx.lisbon.postId}.ics`);
    const bySlug = await feed(`/events/by-slug/${fx.lisbon.slug}.ics`);
    const rest = (await get(app, `/events/${fx.lisbon.postId}`).expect(200)).body;
    for (const single of [byId, bySlug]) {
      expectSameEvents(single, [rest]);
      expect(single.events[0].uid).toBe(all.find((e) => idOf(e) === fx.lisbon.postId)?.uid);
      expect(single.calendar.getFirstPropertyValue('name')).toBe('Tagus Night');
    }
    expect(byId.events[0].uid).toBe(`${fx.lisbon.postId}@calendar.test`);
    const res = await get(app, `/events/by-slug/${fx.lisbon.slug}.ics`).expect(200);
    expect(res.headers['content-disposition']).toBe(`inline; filename="event-${fx.lisbon.slug}.ics"`);
  });

  it('finds a slug in the language of the request', async () => {
    const slug = (await get(app, `/events/${fx.lisbonFr.postId}`).expect(200)).body.slug;
    const parsed = await feed(`/events/by-slug/${slug}.ics?ml_language=fr`);
    expect(parsed.events.map((e) => [idOf(e), e.summary])).toEqual([[fx.lisbonFr.postId, 'Nuit du Tage']]);
    await get(app, `/events/by-slug/${slug}.ics`).expect(400);
  });

  it('refuses hidden and unknown events with the JSON errors of the single read', async () => {
    const cases: [string, number, string][] = [
      [`/events/${fx.draft.postId}.ics`, 403, 'event-not-accessible'],
      [`/events/${fx.trash.postId}.ics`, 403, 'event-no-longer-available'],
      [`/events/${fx.locked.postId}.ics?password=secret`, 403, 'event-password-protected'],
      ['/events/99999999.ics', 404, 'rest-event-not-found'],
    ];
    for (const [path, status, code] of cases) {
      const res = await get(app, path, token).expect(status);
      expect(res.body).toMatchObject({ code, data: { status } });
    }
  });

  it('keeps its UID when the event is rescheduled, with a greater SEQUENCE and LAST-MODIFIED', async () => {
    const before = (await feed(`/events/${fx.newYork.postId}.ics`)).events[0];
    // SEQUENCE counts seconds of the last modification: the write must land in a later second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await app
      .http()
      .post(`${NS}/events/${fx.newYork.postId}`)
      .set(bearer(token))
      .send({ start_date: '2031-06-01 10:00:00', end_date: '2031-06-01 12:00:00' })
      .expect(200);
    const after = (await feed(`/events/${fx.newYork.postId}.ics`)).events[0];
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    const modified = (e: ICAL.Event) => (prop(e, 'last-modified') as ICAL.Time).toJSDate().getTime();
    expect(modified(after)).toBeGreaterThan(modified(before));
    expect(localWall(after.startDate)).toBe('2031-06-01 10:00:00');
    expect(after.startDate.zone?.tzid).toBe('America/New_York');
  });
});

describe('GET /doc', () => {
  it('describes the feeds with a text/calendar answer', async () => {
    const { body } = await get(app, '/doc').expect(200);
    for (const path of ['/events.ics', '/events/{id}.ics', '/events/by-slug/{slug}.ics']) {
      expect(body.paths[path].get.responses['200'].content).toHaveProperty('text/calendar');
    }
  });
});

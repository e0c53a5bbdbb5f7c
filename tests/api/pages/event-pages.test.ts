import { createFactories, daysFromNow, type Doc } from '../../helpers/factories';
import { pageJsonLd } from '../../../src/plugins/calendar/server/features/pages/json-ld';
import { hreflangs, hrefs, jsonLdBlocks, meta } from '../../helpers/html-page';
import { createApiToken } from '../../helpers/auth';
import { bootApp, type TestApp } from '../../helpers/strapi';
import { calendarClient } from '../../helpers/write-helpers';
import { NS } from '../../helpers/wire';

/**
 * The public pages behind records' `url` (issue 21, part 2): one per event, venue, organizer, category
 * and tag, in the record's language, with the API's JSON-LD, share tags, hreflang and calendar links;
 * hidden records never shown; every value escaped.
 */

let app: TestApp;
const fx: Record<string, Doc> = {};
const BASE = 'http://calendar.test';
const HOSTILE = `</script><script>alert(1)</script>"'><img src=x onerror=alert(2)>&lt;b&gt;`;

beforeAll(async () => {
  app = await bootApp();
  const f = createFactories(app.strapi);
  fx.venue = await f.createVenue({ name: 'Cais Hall', address: 'Rua Nova 1', city: 'Lisboa', zip: '1200-291', country: 'Portugal', latitude: 38.7071, longitude: -9.1441, website: 'https://cais.test/' });
  fx.venueFr = await f.translate('api::venue.venue', fx.venue, 'fr', { name: 'Salle du Quai', postStatus: 'publish', city: 'Lisbonne' });
  fx.organizer = await f.createOrganizer({ name: 'Rio Promotions', email: 'hello@rio.test', phone: '+351 21 000' });
  fx.music = await f.createCategory({ name: 'Music' });
  fx.jazz = await f.createCategory({ name: 'Jazz', parent: fx.music });
  fx.tag = await f.createTag({ name: 'Outdoor' });
  fx.event = await f.createEvent({
    title: 'Tagus Night',
    excerpt: 'A night by the river.',
    description: '<p>Bands from <a href="https://rio.test/">Lisbon</a>.</p><script>alert(3)</script>',
    timezone: 'Europe/Lisbon',
    startDate: daysFromNow(5, 18),
    cost: '15',
    venues: [fx.venue],
    organizers: [fx.organizer],
    categories: [fx.jazz],
    tags: [fx.tag],
  });
  fx.eventFr = await f.translate('api::event.event', fx.event, 'fr', { title: 'Nuit du Tage', postStatus: 'publish', venues: [fx.venueFr] });
  fx.hostile = await f.createEvent({ title: HOSTILE, description: `<p>${HOSTILE}</p>`, slug: 'hostile', venues: [fx.venue] });
  for (const status of ['draft', 'pending', 'private', 'future', 'trash']) {
    fx[status] = await f.createEvent({ title: `Secret ${status}`, slug: `secret-${status}`, postStatus: status });
  }
  fx.locked = await f.createEvent({ title: 'Locked party', slug: 'locked', password: 'open-sesame', description: '<p>Secret plans</p>' });
  fx.hiddenVenue = await f.createVenue({ name: 'Draft Hall', postStatus: 'draft' });
});

afterAll(() => app?.close());

const page = (path: string) => app.http().get(path);
const api = async (path: string) => (await app.http().get(`${NS}${path}`)).body;

describe('GET /event/<slug>/', () => {
  it('is the event in its language, with the API JSON-LD, share tags, hreflang and calendar links', async () => {
    const res = await page('/event/tagus-night/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.text;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Tagus Night</h1>');
    const read = await api(`/events/${fx.event.postId}`);
    expect(jsonLdBlocks(html)).toEqual([pageJsonLd(read.json_ld)]);
    // For search engines: plain text, a Place as location, no bare "Organization" performer (the API keeps the original's).
    const [ld] = jsonLdBlocks(html) as Record<string, any>[];
    expect(read.json_ld).toMatchObject({ performer: 'Organization', description: expect.stringContaining('&lt;p&gt;') });
    expect(ld).not.toHaveProperty('performer');
    expect(ld).toMatchObject({ '@type': 'Event', name: 'Tagus Night', description: 'A night by the river.', location: { '@type': 'Place' } });
    expect(JSON.stringify(ld)).not.toMatch(/<|\\n|\\'|"url":""/);
    expect(meta(html, 'og:title')).toBe('Tagus Night');
    expect(meta(html, 'og:url')).toBe(read.url);
    expect(meta(html, 'og:description')).toBe('A night by the river.');
    expect(meta(html, 'twitter:card')).toBe('summary');
    expect(html).toContain(`<link rel="canonical" href="${read.url}">`);
    expect(hreflangs(html)).toEqual({ en: `${BASE}/event/tagus-night/`, fr: `${BASE}/fr/event/nuit-du-tage/` });
    const links = hrefs(html);
    const google = new URL(links.find((l) => l.startsWith('https://calendar.google.com/'))!);
    expect(google.searchParams.get('text')).toBe('Tagus Night');
    expect(google.searchParams.get('dates')).toBe(`${read.utc_start_date.replace(/[-: ]/g, (c: string) => (c === ' ' ? 'T' : ''))}Z/${read.utc_end_date.replace(/[-: ]/g, (c: string) => (c === ' ' ? 'T' : ''))}Z`);
    expect(google.searchParams.get('ctz')).toBe('Europe/Lisbon');
    // City is one of the fields a venue shares across its languages (the French one set it last).
    expect(google.searchParams.get('location')).toBe(`Cais Hall, Rua Nova 1, 1200-291 ${read.venue.city}, Portugal`);
    const outlook = new URL(links.find((l) => l.startsWith('https://outlook.live.com/'))!);
    expect(outlook.searchParams.get('startdt')).toBe(`${read.utc_start_date.replace(' ', 'T')}Z`);
    expect(links).toContain(`${BASE}${NS}/events/${fx.event.postId}.ics?ml_language=en`);
    // Venue, organizer and term pages are linked by their `url`; the map by the venue's coordinates.
    expect(links).toEqual(expect.arrayContaining([`${BASE}/venue/cais-hall/`, `${BASE}/organizer/rio-promotions/`, `${BASE}/events/category/music/jazz/`, `${BASE}/tag/outdoor/`]));
    expect(links.some((l) => l.startsWith('https://www.openstreetmap.org/?mlat=38.7071&mlon=-9.1441'))).toBe(true);
    // The description is shown within the post allowlist: its link stays, its script does not.
    expect(html).toContain('<a href="https://rio.test/">Lisbon</a>');
    expect(html).not.toContain('alert(3)');
  });

  it('answers the French translation at /fr/, in French, linking back to English', async () => {
    const res = await page('/fr/event/nuit-du-tage/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="fr">');
    expect(res.text).toContain('Ajouter à l’agenda');
    expect(res.text).toMatch(/<time datetime="[^"]+">[a-zé]+ \d{1,2} [a-zéû]+ \d{4}/);
    expect(jsonLdBlocks(res.text)).toEqual([pageJsonLd((await api(`/events/${fx.eventFr.postId}`)).json_ld)]);
    expect(hreflangs(res.text)).toEqual({ fr: `${BASE}/fr/event/nuit-du-tage/`, en: `${BASE}/event/tagus-night/` });
    expect(res.text).toContain(`<a href="${BASE}/event/tagus-night/" hreflang="en" lang="en">English</a>`);
  });

  it('answers 404 for a slug of another language, an unknown slug, and every hidden status', async () => {
    for (const path of ['/fr/event/tagus-night/', '/event/nuit-du-tage/', '/event/nothing-here/', '/pt-pt/event/tagus-night/']) {
      expect((await page(path)).status).toBe(404);
    }
    for (const status of ['draft', 'pending', 'private', 'future', 'trash']) {
      const res = await page(`/event/secret-${status}/`);
      expect(res.status).toBe(404);
      expect(res.text).toContain('<meta name="robots" content="noindex">');
      expect(res.text).not.toContain('Secret');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('asks for the password of a protected event, never showing it before', async () => {
    const form = await page('/event/locked/');
    expect(form.status).toBe(200);
    expect(form.text).toContain('name="post_password"');
    expect(form.text).not.toMatch(/Locked party|Secret plans/);
    const wrong = await app.http().post('/event/locked/').type('form').send({ post_password: 'nope' });
    expect(wrong.status).toBe(403);
    expect(wrong.text).toContain('The password is not right.');
    expect(wrong.text).not.toContain('Secret plans');
    const right = await app.http().post('/event/locked/').type('form').send({ post_password: 'open-sesame' });
    expect(right.status).toBe(200);
    expect(right.text).toContain('Secret plans');
    expect(right.headers['cache-control']).toBe('private, no-store');
    expect(right.headers.etag).toBeUndefined();
  });

  it('escapes a hostile title everywhere: text, attributes and the JSON-LD block', async () => {
    const res = await page('/event/hostile/');
    expect(res.status).toBe(200);
    const html = res.text;
    expect(html).not.toMatch(/<script>alert|<img src=x|onerror=alert\(2\)>/);
    // One script element only (the JSON-LD), closed once.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const read = await api(`/events/${fx.hostile.postId}`);
    expect(jsonLdBlocks(html)).toEqual([pageJsonLd(read.json_ld)]);
    expect(meta(html, 'og:title')).toContain('"\'>');
    expect(html).toContain('&lt;b&gt;');
  });

  it('revalidates with its ETag (304)', async () => {
    const first = await page('/event/tagus-night/');
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await page('/event/tagus-night/').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
  });
});

describe('a date of a series', () => {
  it("lists the series' other upcoming dates on its page, each linked (issue 32)", async () => {
    const api = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const parent = (await api.post('/events', { title: 'Weekly choir', start_date: `${day} 19:00:00`, end_date: `${day} 21:00:00`, timezone: 'Europe/Lisbon', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'] }).expect(201)).body;
    const children = (await api.get(`/events?post_parent=${parent.id}`).expect(200)).body.events as { id: number; url: string }[];
    const res = await page(new URL(children[0].url).pathname);
    expect(res.status).toBe(200);
    const section = res.text.slice(res.text.indexOf('<section id="series"'));
    expect(section).toContain('Other dates of this series');
    const linked = [parent.url, children[1].url, children[2].url];
    expect(hrefs(section).filter((href) => linked.includes(href))).toEqual(linked);
    expect(hrefs(section)).not.toContain(children[0].url);
  });
});

describe('venue, organizer, category and tag pages', () => {
  it('shows a venue with its JSON-LD, facts and its calendar (the element, upcoming events inside)', async () => {
    const res = await page('/venue/cais-hall/');
    expect(res.status).toBe(200);
    const read = await api(`/venues/${fx.venue.postId}`);
    expect(jsonLdBlocks(res.text)).toEqual([pageJsonLd(read.json_ld)]);
    expect(res.text).toContain(`<script type="module" src="${BASE}${NS}/embed.js"></script>`);
    expect(res.text).toMatch(new RegExp(`<event-calendar view="list" lang="en" api="${BASE}${NS}" filters="search" venue="${fx.venue.postId}">`));
    expect(res.text).toContain(`<a href="${BASE}/event/tagus-night/">Tagus Night</a>`);
    expect(hrefs(res.text)).toContain(`webcal://calendar.test${NS}/events.ics?venue=${fx.venue.postId}&ml_language=en`);
    expect(hreflangs(res.text)).toEqual({ en: `${BASE}/venue/cais-hall/`, fr: `${BASE}/fr/venue/salle-du-quai/` });
  });

  it('shows an organizer and its calendar', async () => {
    const res = await page('/organizer/rio-promotions/');
    expect(res.status).toBe(200);
    expect(jsonLdBlocks(res.text)).toEqual([pageJsonLd((await api(`/organizers/${fx.organizer.postId}`)).json_ld)]);
    expect(res.text).toContain(`organizer="${fx.organizer.postId}"`);
    expect(hrefs(res.text)).toContain('mailto:hello@rio.test');
  });

  it('answers a category at its full path only, and a tag', async () => {
    const jazz = await page('/events/category/music/jazz/');
    expect(jazz.status).toBe(200);
    expect(jazz.text).toContain(`categories="${fx.jazz.termId}"`);
    expect(jazz.text).toContain('Tagus Night');
    expect((await page('/events/category/jazz/')).status).toBe(404);
    expect((await page('/events/category/music/')).status).toBe(200);
    const tag = await page('/tag/outdoor/');
    expect(tag.status).toBe(200);
    expect(tag.text).toContain(`tags="${fx.tag.termId}"`);
  });

  it('answers 404 for a hidden venue', async () => {
    expect((await page('/venue/draft-hall/')).status).toBe(404);
  });
});

describe('GET /calendar/embed (the iframe page)', () => {
  it('holds the element with the attributes asked, escaped, and may be framed by any site', async () => {
    const res = await page('/calendar/embed?view=week&lang=fr&categories=jazz&search=%22%3E%3Cscript%3E&unknown=1');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="fr">');
    expect(res.text).toContain(`<event-calendar view="week" lang="fr" categories="jazz" search="&quot;&gt;&lt;script&gt;" api="${BASE}${NS}"></event-calendar>`);
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect((await page('/event/tagus-night/')).headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('what the pages leave alone', () => {
  it('keeps /api, /_health and /uploads answering as before', async () => {
    expect((await app.http().get(`${NS}/events`)).status).toBe(200);
    expect((await app.http().get('/_health')).status).toBe(204);
    expect((await app.http().get('/uploads/nothing.png')).status).toBe(404);
    expect((await app.http().get('/event')).status).toBe(404);
  });

  it('shows no page of a resource the public may not read (Users & Permissions)', async () => {
    const permission = 'plugin::users-permissions.permission';
    const role = await app.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
    const row = await app.strapi.db.query(permission).findOne({ where: { action: 'plugin::calendar.events.findOne', role: role.id } });
    await app.strapi.db.query(permission).delete({ where: { id: row.id } });
    try {
      expect((await page('/event/tagus-night/')).status).toBe(404);
      expect((await page('/venue/cais-hall/')).status).toBe(200);
    } finally {
      await app.strapi.db.query(permission).create({ data: { action: 'plugin::calendar.events.findOne', role: role.id } });
    }
    expect((await page('/event/tagus-night/')).status).toBe(200);
  });
});

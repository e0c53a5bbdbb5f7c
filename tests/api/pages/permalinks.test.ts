import { createFactories, type Doc } from '../../helpers/factories';
import { pageJsonLd } from '../../../src/plugins/calendar/server/features/pages/json-ld';
import { hreflangs, hrefs, jsonLdBlocks, meta } from '../../helpers/html-page';
import { bootApp, type TestApp } from '../../helpers/strapi';
import { NS } from '../../helpers/wire';

/**
 * A headless site whose `permalinks` point records' `url` at its own pages (another site): this service's
 * pages are still served, but nothing links to them: canonical, hreflang, share tags and links use `url`.
 */

let app: TestApp;
const fx: Record<string, Doc> = {};
const SITE = 'https://www.example.org';

beforeAll(async () => {
  app = await bootApp({ CALENDAR_PERMALINK_EVENT: `${SITE}/{lang}/events/{slug}/`, CALENDAR_PERMALINK_VENUE: `${SITE}/{lang}/places/{slug}/` });
  const f = createFactories(app.strapi);
  fx.venue = await f.createVenue({ name: 'Cais Hall' });
  fx.event = await f.createEvent({ title: 'Tagus Night', venues: [fx.venue] });
  fx.eventFr = await f.translate('api::event.event', fx.event, 'fr', { title: 'Nuit du Tage', postStatus: 'publish' });
});

afterAll(() => app?.close());

it('serves the event page, pointing canonical, hreflang and og:url at the other site', async () => {
  const res = await app.http().get('/event/tagus-night/');
  expect(res.status).toBe(200);
  const read = (await app.http().get(`${NS}/events/${fx.event.postId}`)).body;
  expect(read.url).toBe(`${SITE}/en/events/tagus-night/`);
  expect(res.text).toContain(`<link rel="canonical" href="${read.url}">`);
  expect(meta(res.text, 'og:url')).toBe(read.url);
  expect(hreflangs(res.text)).toEqual({ en: read.url, fr: `${SITE}/fr/events/nuit-du-tage/` });
  expect(jsonLdBlocks(res.text)).toEqual([pageJsonLd(read.json_ld)]);
  expect(hrefs(res.text)).toContain(`${SITE}/en/places/cais-hall/`);
  expect(hrefs(res.text).some((href) => href.startsWith('http://calendar.test/event/') || href.startsWith('http://calendar.test/venue/'))).toBe(false);
});

it('lists the venue calendar with links to the other site', async () => {
  const res = await app.http().get('/venue/cais-hall/');
  expect(res.status).toBe(200);
  expect(hrefs(res.text)).toContain(`${SITE}/en/events/tagus-night/`);
});

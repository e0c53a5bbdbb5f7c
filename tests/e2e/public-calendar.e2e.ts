import fs from 'fs';
import path from 'path';
import type { Frame, Locator, Page } from 'playwright-core';
import type { CalendarApi } from './helpers/api';
import { graveViolations } from './helpers/axe';
import { RESULTS, step, type Session } from './helpers/browser';
import type { HostSite } from './helpers/host-site';
import type { AppServer } from './helpers/server';
import { startVisitorScene, type VisitorScene } from './helpers/visitor-calendar';

/**
 * A visitor of another site (another origin) uses the embedded calendar in French: each view, each filter
 * (the venue and organizer menus sorted by name), an event's details, its add-to-calendar and subscribe
 * links, "near me" at a fixed position, keyboard only, a phone's width, the iframe page, a site that does
 * not serve the page's language. Every step is checked against the REST API, and axe-core finds no serious
 * or critical accessibility violation (the pages themselves: public-pages.e2e.ts).
 */

const NS = '/api/cal/events/v1';
const HERE = { latitude: 38.71, longitude: -9.14 };

let scene: VisitorScene;
let server: AppServer;
let host: HostSite;
let session: Session;
let page: Page;
let api: CalendarApi;
let ids: VisitorScene['ids'];
const slugs: Record<string, string> = {};

beforeAll(async () => {
  scene = await startVisitorScene('America/New_York');
  ({ server, host, session, api, ids } = scene);
  slugs.concert = scene.concertSlug;
  page = session.page;
  await session.context.grantPermissions(['geolocation'], { origin: host.url });
  await session.context.setGeolocation(HERE);
});

afterAll(async () => {
  await scene?.close();
});

const calendar = () => page.locator('event-calendar');
const titlesIn = async (scope: Locator) => (await scope.locator('button.event .what').allTextContents()).sort();
const unique = (list: string[]) => [...new Set(list)].sort();

/** The API's events for a query (anonymous, as the element reads it; in French unless `language` is ''): titles in its order, total. */
async function apiEvents(query: string, language = 'fr'): Promise<{ titles: string[]; total: number }> {
  const params = new URLSearchParams({ per_page: '50', ...(language ? { ml_language: language } : {}) });
  for (const [name, value] of new URLSearchParams(query)) params.set(name, value);
  const res = await api.get(`/events?${params}`, { anonymous: true });
  expect(res.status).toBe(200);
  return { titles: (res.body.events as { title: string }[]).map((e) => e.title), total: res.body.total };
}

/** The API's titles for a query, within March 2027, sorted. */
const apiTitles = async (query: string) => (await apiEvents(`&start_date=2027-03-01&end_date=2027-03-31${query}`)).titles.sort();

/**
 * The API's titles of the events overlapping the days from `first` until `next` (excluded), sorted. Days on
 * the site's clock, which is the events' own here (Lisbon), as the element places them.
 */
const apiTitlesOver = async (first: string, next: string) =>
  (await apiEvents(`&ends_after=${first}%2000:00:00&starts_before=${next}%2000:00:00&strict_dates=true`)).titles.sort();

/** The element's status for `count` events (French: 0 and 1 are singular). */
const countText = (count: number) => `${count} événement${count > 1 ? 's' : ''}`;

/** Waits until the element has drawn an answer: its status counts events again (`count` if given), nothing in flight. */
async function drawn(count?: number) {
  await calendar().getByRole('status').filter({ hasText: count === undefined ? /^\d+ événements?$/ : new RegExp(`^${countText(count)}$`) }).waitFor();
  await calendar().locator('.body:not([aria-busy])').waitFor();
}

const statusText = () => calendar().getByRole('status').textContent();

/** axe-core on the page (shadow roots included): no serious or critical violation. */
async function expectAccessible(target: Page | Frame, name: string) {
  expect({ name, grave: await graveViolations(target) }).toEqual({ name, grave: [] });
}

const shot = (name: string) => {
  fs.mkdirSync(RESULTS, { recursive: true });
  return page.screenshot({ path: path.join(RESULTS, `visitor-${name}.png`), fullPage: true });
};

describe('the embedded calendar on another site', () => {
  it('shows March 2027 in French (the page language), with the events the API lists', async () => {
    await step(page, 'month', async () => {
      await page.goto(host.url);
      await calendar().getByRole('heading', { name: 'mars 2027', exact: true }).waitFor();
      await calendar().getByRole('status').filter({ hasText: /^\d+ événements?$/ }).waitFor();
      expect(unique(await titlesIn(calendar()))).toEqual(await apiTitles(''));
      // The all-day fair is on both its days; the 10th's day button names its date and its count.
      await expect(calendar().getByRole('button', { name: 'mercredi 10 mars 2027, 1 événement' }).count()).resolves.toBe(1);
      expect(await calendar().locator('button.event', { hasText: 'Foire de printemps' }).count()).toBe(2);
      await shot('month');
    });
    await expectAccessible(page, 'month view');
  });

  it('goes through the week, list and day views, with the events the API lists for each', async () => {
    await step(page, 'views', async () => {
      // The week of the 10th (from Monday in French): the events overlapping its days.
      const week = await apiTitlesOver('2027-03-08', '2027-03-15');
      await calendar().getByRole('button', { name: 'Semaine', exact: true }).click();
      await calendar().getByRole('heading', { name: /8.+14 mars 2027/ }).waitFor();
      await calendar().getByRole('heading', { name: 'mercredi 10 mars 2027' }).waitFor();
      await drawn(week.length);
      expect(unique(await titlesIn(calendar()))).toEqual(week);
      await expectAccessible(page, 'week view');
      // The list: the first page of 10 upcoming events from the 10th, in the API's order, and their total.
      const list = await apiEvents('&start_date=2027-03-10&per_page=10&page=1');
      await calendar().getByRole('button', { name: 'Liste', exact: true }).click();
      await drawn(list.total);
      expect(await calendar().locator('button.event .what').allTextContents()).toEqual(list.titles);
      await expectAccessible(page, 'list view');
      const day = await apiTitlesOver('2027-03-10', '2027-03-11');
      await calendar().getByRole('button', { name: 'Jour', exact: true }).click();
      await calendar().getByRole('heading', { name: 'mercredi 10 mars 2027', level: 2 }).waitFor();
      await drawn(day.length);
      expect(await titlesIn(calendar())).toEqual(day);
      await shot('day');
      await calendar().getByRole('button', { name: 'Mois', exact: true }).click();
      await calendar().getByRole('heading', { name: 'mars 2027', exact: true }).waitFor();
      await drawn();
    });
  });

  it('filters by category, and subscribes to the same filter', async () => {
    await step(page, 'category', async () => {
      const asked = page.waitForRequest((request) => request.url().includes('/events?') && request.url().includes('categories=jazz'));
      await calendar().getByLabel('Catégorie').selectOption({ label: 'Jazz' });
      await asked;
      await calendar().getByRole('status').filter({ hasText: '1 événement' }).waitFor();
      expect(await titlesIn(calendar())).toEqual(await apiTitles('&categories=jazz'));
      const webcal = await calendar().getByRole('link', { name: 'S’abonner dans votre application d’agenda' }).getAttribute('href');
      expect(webcal).toBe(`${server.url.replace('http://', 'webcal://')}${NS}/events.ics?categories=jazz&ml_language=fr`);
      const feed = await fetch(webcal!.replace('webcal://', 'http://'));
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const ics = await feed.text();
      expect(ics).toContain('SUMMARY:Concert de jazz');
      expect(ics).not.toContain('Atelier de poterie');
    });
  });

  it('opens an event: times on its own clock, venue with a map, organizer, cost, calendar links', async () => {
    await step(page, 'details', async () => {
      await calendar().getByRole('button', { name: /Concert de jazz/ }).click();
      const dialog = calendar().getByRole('dialog', { name: 'Concert de jazz' });
      await dialog.waitFor();
      const event = (await api.get(`/events/${ids.concert}`, { anonymous: true })).body;
      await dialog.getByText(/^mercredi 10 mars 2027, 19:00\s*–\s*22:00 \(WET\)$/).waitFor();
      expect(await dialog.getByRole('link', { name: 'Salle du Tage' }).getAttribute('href')).toBe(event.venue.url);
      expect(await dialog.getByRole('link', { name: 'Carte' }).getAttribute('href')).toContain('mlat=38.7071&mlon=-9.1441');
      await dialog.getByText('Rio Promotions').waitFor();
      await dialog.getByText(event.cost).waitFor();
      expect(await dialog.getByRole('link', { name: 'Page de l’événement' }).getAttribute('href')).toBe(event.url);
      const google = new URL((await dialog.getByRole('link', { name: 'Google Agenda' }).getAttribute('href'))!);
      expect(Object.fromEntries(google.searchParams)).toMatchObject({ action: 'TEMPLATE', text: 'Concert de jazz', dates: '20270310T190000Z/20270310T220000Z', ctz: 'Europe/Lisbon' });
      const outlook = new URL((await dialog.getByRole('link', { name: 'Outlook' }).getAttribute('href'))!);
      expect(Object.fromEntries(outlook.searchParams)).toMatchObject({ subject: 'Concert de jazz', startdt: '2027-03-10T19:00:00Z', enddt: '2027-03-10T22:00:00Z' });
      const ics = (await dialog.getByRole('link', { name: 'Fichier iCalendar (.ics)' }).getAttribute('href'))!;
      expect(ics).toBe(`${server.url}${NS}/events/${ids.concert}.ics?ml_language=fr`);
      const file = await fetch(ics);
      expect(file.status).toBe(200);
      expect(await file.text()).toContain('DTSTART;TZID=Europe/Lisbon:20270310T190000');
      await shot('details');
    });
    await expectAccessible(page, 'event details');
    await page.keyboard.press('Escape');
    await calendar().getByRole('dialog').waitFor({ state: 'hidden' });
  });

  it('is usable with the keyboard alone', async () => {
    await step(page, 'keyboard', async () => {
      // From the first view button, Tab reaches the event, and Enter opens it.
      await calendar().getByRole('button', { name: 'Mois', exact: true }).focus();
      const active = () => calendar().evaluate((element) => element.shadowRoot!.activeElement?.textContent ?? '');
      for (let presses = 0; !(await active()).includes('Concert de jazz'); presses++) {
        if (presses > 60) throw new Error('Tab never reached the event');
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await calendar().getByRole('dialog', { name: 'Concert de jazz' }).waitFor();
      const focused = await calendar().evaluate((element) => element.shadowRoot!.activeElement?.getAttribute('aria-label'));
      expect(focused).toBe('Fermer');
      await page.keyboard.press('Escape');
      await calendar().getByRole('dialog').waitFor({ state: 'hidden' });
      const back = await calendar().evaluate((element) => element.shadowRoot!.activeElement?.textContent);
      expect(back).toContain('Concert de jazz');
      await calendar().getByRole('button', { name: 'Effacer les filtres' }).focus();
      await page.keyboard.press('Enter');
      await calendar().getByRole('status').filter({ hasText: '3 événements' }).waitFor();
    });
  });

  it('lists the venues and organizers with upcoming events by name, and filters by tag, venue, organizer and search', async () => {
    await step(page, 'filters', async () => {
      const all = await apiTitles('');
      // Newest first in the API (no order parameter): the menus sort them by name, the French way (É after A).
      const byName = new Intl.Collator('fr').compare;
      for (const [label, kind, key] of [['Lieu', 'venues', 'venue'], ['Organisateur', 'organizers', 'organizer']] as const) {
        const listed = (await api.get(`/${kind}?ml_language=fr&only_with_upcoming=true&per_page=50`, { anonymous: true })).body[kind] as Record<string, string>[];
        const names = listed.map((item) => item[key]);
        expect(names.length).toBeGreaterThan(1);
        expect(names).not.toEqual([...names].sort(byName));
        const menu = calendar().getByLabel(label);
        await menu.locator('option', { hasText: names[0] }).waitFor({ state: 'attached' });
        expect(await menu.locator('option').allTextContents()).toEqual(['Tous', ...[...names].sort(byName)]);
      }
      // A venue without events is left out.
      expect(await calendar().getByLabel('Lieu').locator('option', { hasText: 'Entrepôt vide' }).count()).toBe(0);

      /** Applies one filter, checks the month shown against the API with the same parameter, then clears it. */
      const expectFiltered = async (param: string, apply: () => Promise<unknown>) => {
        const asked = page.waitForRequest((request) => {
          const url = new URL(request.url());
          return url.pathname.endsWith(`${NS}/events`) && url.searchParams.has(param);
        });
        await apply();
        const value = new URL((await asked).url()).searchParams.get(param)!;
        await drawn();
        const expected = await apiTitles(`&${param}=${encodeURIComponent(value)}`);
        // The filter keeps some of the month's events, not all: the comparison says something.
        expect({ param, some: expected.length > 0 && expected.length < all.length }).toEqual({ param, some: true });
        expect({ param, shown: unique(await titlesIn(calendar())) }).toEqual({ param, shown: expected });
        expect(await statusText()).toBe(countText(expected.length));
        await calendar().getByRole('button', { name: 'Effacer les filtres' }).click();
        await drawn(all.length);
      };
      await expectFiltered('tags', () => calendar().getByLabel('Étiquette').selectOption({ label: 'Famille' }));
      await expectFiltered('venue', () => calendar().getByLabel('Lieu').selectOption({ label: 'Atelier du Douro' }));
      await expectFiltered('organizer', () => calendar().getByLabel('Organisateur').selectOption({ label: 'Rio Promotions' }));
      await expectFiltered('search', async () => {
        await calendar().getByLabel('Rechercher').fill('poterie');
        await calendar().getByLabel('Rechercher').press('Enter');
      });
    });
  });

  it('searches near the visitor (browser geolocation)', async () => {
    await step(page, 'near', async () => {
      const asked = page.waitForRequest((request) => request.url().includes('geoloc=true'));
      await calendar().getByRole('button', { name: 'Près de moi' }).click();
      const url = new URL((await asked).url());
      expect(url.searchParams.get('geoloc_lat')).toBe('38.710000');
      expect(url.searchParams.get('geoloc_lng')).toBe('-9.140000');
      await expect(calendar().getByRole('button', { name: 'Près de moi' }).getAttribute('aria-pressed')).resolves.toBe('true');
      await calendar().getByRole('status').filter({ hasText: /^\d+ événements?$/ }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(unique(await titlesIn(calendar()))).toEqual(await apiTitles('&geoloc=true&geoloc_lat=38.71&geoloc_lng=-9.14'));
    });
  });

  it('fits a phone', async () => {
    await step(page, 'phone', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await calendar().getByRole('heading', { name: 'mars 2027', exact: true }).waitFor();
      // Day cells show counts; the day's button leads to its events.
      await calendar().getByRole('button', { name: 'vendredi 12 mars 2027, 1 événement' }).click();
      await calendar().getByRole('button', { name: /Atelier de poterie/ }).waitFor();
      const overflow = await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot('phone');
      await page.setViewportSize({ width: 1400, height: 1000 });
    });
    await expectAccessible(page, 'phone day view');
  });

  it('also works as an iframe (the plain page), in Portuguese', async () => {
    await step(page, 'iframe', async () => {
      await page.goto(`${host.url}/iframe`);
      const frame = page.frameLocator('iframe');
      await frame.getByRole('heading', { name: /Próximos eventos/ }).waitFor();
      await frame.getByRole('status').filter({ hasText: '1 evento' }).waitFor();
      expect(await frame.locator('event-calendar button.event .what').allTextContents()).toEqual(['Concerto de jazz']);
      await shot('iframe');
      await expectAccessible(page.frames().find((f) => f.url().includes('/calendar/embed'))!, 'iframe page');
    });
  });

  it('shows the site default language when the site does not serve the page language, its words still French', async () => {
    await step(page, 'language-fallback', async () => {
      // A site without French: the API refuses ml_language=fr as it refuses any language it does not serve.
      const withFrench = (url: URL) => url.searchParams.get('ml_language') === 'fr';
      await page.route(withFrench, async (route) => {
        const url = new URL(route.request().url());
        url.searchParams.set('ml_language', 'xx');
        await route.fulfill({ response: await route.fetch({ url: url.href }) });
      });
      try {
        const refused = page.waitForResponse((response) => response.status() === 400 && response.url().includes('/events?'));
        await page.goto(host.url);
        expect((await (await refused).json()).data.params).toHaveProperty('ml_language');
        await calendar().getByRole('heading', { name: 'mars 2027', exact: true }).waitFor();
        const expected = (await apiEvents('&start_date=2027-03-01&end_date=2027-03-31', '')).titles.sort();
        expect(expected).toEqual(['Jazz concert']);
        await drawn(expected.length);
        expect(unique(await titlesIn(calendar()))).toEqual(expected);
        // Subscribing and the event's file follow the site default language too (no refused language in them).
        const webcal = await calendar().getByRole('link', { name: 'S’abonner dans votre application d’agenda' }).getAttribute('href');
        expect(webcal).toBe(`${server.url.replace('http://', 'webcal://')}${NS}/events.ics`);
        await calendar().getByRole('button', { name: /Jazz concert/ }).click();
        const dialog = calendar().getByRole('dialog', { name: 'Jazz concert' });
        await dialog.getByText(/^mercredi 10 mars 2027/).waitFor();
        expect(await dialog.getByRole('link', { name: 'Fichier iCalendar (.ics)' }).getAttribute('href')).toMatch(new RegExp(`^${server.url}${NS}/events/\\d+\\.ics$`));
        await page.keyboard.press('Escape');
      } finally {
        await page.unroute(withFrench);
      }
    }, { allowErrors: /400 \(Bad Request\)/ });
  });

  it('left no error and no 5xx in the server log, and refused nothing the steps did not ask for', () => {
    expect(server.failures()).toEqual([]);
    // The one refusal on purpose: the language the fallback step made the site refuse (ml_language=xx).
    expect(server.refusedSince(0).filter((line) => !/ml_language=xx/.test(line))).toEqual([]);
  });
});

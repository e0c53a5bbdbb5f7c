import fs from 'fs';
import path from 'path';
import type { Page } from 'playwright-core';
import type { CalendarApi } from './helpers/api';
import { graveViolations } from './helpers/axe';
import { RESULTS, step, type Session } from './helpers/browser';
import type { HostSite } from './helpers/host-site';
import type { AppServer } from './helpers/server';
import { startVisitorScene, type VisitorScene } from './helpers/visitor-calendar';

/**
 * The pages behind records' `url` in Chromium: an event's page (its dates, venue, cost and JSON-LD compared
 * with the API's record, its iCalendar file, its translation linked), a venue's page holding the calendar,
 * both accessible (axe-core);
 * and the first paint of a page and of another site's page embedding the calendar (BENCH.md).
 */

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
});

afterAll(async () => {
  await scene?.close();
});

const calendar = () => page.locator('event-calendar');

/** The `<dd>` after the `<dt>` named `term` in the page's facts. */
const fact = (term: string) => page.locator('dl.facts > dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

/** A wire wall time `YYYY-MM-DD HH:MM:SS`: its day in French words (`mercredi 10 mars 2027`) and its `HH:MM`. */
function wall(time: string): { day: string; clock: string } {
  const date = new Date(`${time.slice(0, 10)}T00:00:00Z`);
  const day = new Intl.DateTimeFormat('fr', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  // Times without a leading zero (`9:30`), as the pages write them.
  return { day, clock: time.slice(11, 16).replace(/^0/, '') };
}

async function expectAccessible(name: string) {
  expect({ name, grave: await graveViolations(page) }).toEqual({ name, grave: [] });
}

const shot = (name: string) => {
  fs.mkdirSync(RESULTS, { recursive: true });
  return page.screenshot({ path: path.join(RESULTS, `visitor-${name}.png`), fullPage: true });
};

describe("the event's own page", () => {
  it('shows the event with its JSON-LD (the API json_ld as plain text), accessible', async () => {
    await step(page, 'event-page', async () => {
      await page.goto(`${server.url}/fr/event/${slugs.concert}/`);
      await page.getByRole('heading', { name: 'Concert de jazz', level: 1 }).waitFor();
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const read = (await api.get(`/events/${ids.concert}`, { anonymous: true })).body;
      // The API's json_ld as plain text for search engines (features/pages/json-ld.ts; tests/api/pages/event-pages.test.ts
      // compares the two exactly: the e2e runner cannot load the HTML filter it uses).
      const [ld] = blocks.map((b) => JSON.parse(b));
      expect(blocks).toHaveLength(1);
      expect(ld).toMatchObject({ '@type': 'Event', url: read.json_ld.url, startDate: read.json_ld.startDate, location: { '@type': 'Place' } });
      expect(ld).not.toHaveProperty('performer');
      expect(JSON.stringify(ld)).not.toMatch(/<|&lt;|\\n/);
      // Its Portuguese translation is linked (hreflang), in Portuguese words.
      expect(await page.locator('link[rel="alternate"][hreflang="pt-PT"]').getAttribute('href')).toMatch(/\/pt-pt\/event\/concerto-de-jazz\/$/);
      await page.getByRole('link', { name: 'Português' }).waitFor();
      expect(await page.getByRole('link', { name: 'Google Agenda' }).getAttribute('href')).toContain('dates=20270310T190000Z%2F20270310T220000Z');
      // Start and end on the event's own clock (one day: the end's time only), its zone, as the API has them.
      const [start, end] = [wall(read.start_date), wall(read.end_date)];
      expect(end.day).toBe(start.day);
      const when = page.locator('p.when time');
      expect(((await when.textContent()) ?? '').replace(/\s+/g, ' ')).toMatch(new RegExp(`^${start.day}, ${start.clock}\\s*–\\s*${end.clock} \\(${read.timezone_abbr}\\)$`));
      expect(await when.getAttribute('datetime')).toBe(`${read.utc_start_date.replace(' ', 'T')}Z`);
      // The venue (its page linked, its address) and the cost, as the API has them.
      const venue = fact('Lieu');
      expect(await venue.getByRole('link', { name: read.venue.venue, exact: true }).getAttribute('href')).toBe(read.venue.url);
      await expect(venue.textContent()).resolves.toContain(read.venue.address);
      await expect(fact('Prix').textContent()).resolves.toBe(read.cost);
      // Its iCalendar file holds this event: its UID (ID and site), its title, its start on its own clock.
      const ics = await fetch((await page.getByRole('link', { name: 'Fichier iCalendar (.ics)' }).getAttribute('href'))!);
      expect(ics.status).toBe(200);
      expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const lines = (await ics.text()).replace(/\r\n[ \t]/g, '').split('\r\n');
      expect(lines).toContain(`UID:${read.id}@${read.global_id.replace(/\?id=\d+$/, '')}`);
      expect(lines).toContain(`SUMMARY:${read.title}`);
      expect(lines).toContain(`DTSTART;TZID=${read.timezone}:${read.start_date.replace(/[-:]/g, '').replace(' ', 'T')}`);
      await shot('event-page');
    });
    await expectAccessible('event page');
  });

  it('a venue page holds the calendar of its events', async () => {
    await step(page, 'venue-page', async () => {
      const venue = (await api.get(`/venues/${ids.tagus}`, { anonymous: true })).body;
      await page.goto(venue.url);
      await page.locator('event-calendar').getByRole('button', { name: 'Liste' }).waitFor();
      await shot('venue-page');
    });
    await expectAccessible('venue page');
  });

  it('measures the first paint of the event page and of the host page (BENCH.md)', async () => {
    const paint = async (url: string) => {
      await page.goto(url, { waitUntil: 'load' });
      // The paint entry may come a moment after the load event.
      return page.evaluate(async () => {
        for (let waited = 0; waited < 3000; waited += 20) {
          const entry = performance.getEntriesByName('first-contentful-paint')[0];
          if (entry) return entry.startTime;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return -1;
      });
    };
    const figures = { eventPage: await paint(`${server.url}/fr/event/${slugs.concert}/`), hostPage: await paint(host.url) };
    const calendarShown = await calendar().evaluate(async (element) => {
      while (!element.shadowRoot!.querySelector('table')) await new Promise((resolve) => setTimeout(resolve, 10));
      return performance.now();
    });
    console.log(`first-contentful-paint (ms): ${JSON.stringify(figures)}; host page calendar drawn at ${Math.round(calendarShown)} ms`);
    expect(figures.eventPage).toBeGreaterThan(0);
  });

  it('left no error and no 5xx in the server log, and refused nothing', () => {
    expect(server.failures()).toEqual([]);
    expect(server.refusedSince(0)).toEqual([]);
  });
});

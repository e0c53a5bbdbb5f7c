import type { Page } from 'playwright-core';
import { cm, EVENT, registerAdmin, skipTour, visible } from './helpers/admin';
import { calendarApi, type CalendarApi } from './helpers/api';
import { openBrowser, step, type Session } from './helpers/browser';
import { startServer, type AppServer } from './helpers/server';

/**
 * Every admin page an editor uses, in Chromium (browser in Tokyo, site in Lisbon), with nothing refused
 * or failing on the way: the home page, the Content Manager's list and edit views of the five calendar
 * types, the Calendar page and the Application passwords settings page. No answer of 400 or more in the
 * server log or in the browser, and no error in the console, Strapi's own requests included (its AI
 * features and preview used to answer 404 on every page). Then the Preview of an event opens its public
 * page, a draft's panel gives its URL, and the home widgets count what the API counts.
 */

const ADMIN = { email: 'lin@calendar.test', password: 'Editor-password-1' };
const VENUE = 'api::venue.venue';
const ORGANIZER = 'api::organizer.organizer';
const CATEGORY = 'api::event-category.event-category';
const TAG = 'api::event-tag.event-tag';
const TYPES = [EVENT, VENUE, ORGANIZER, CATEGORY, TAG];

let server: AppServer;
let session: Session;
let page: Page;
let api: CalendarApi;
let adminToken = '';
/** What the browser saw go wrong: answers of 400 or more from the app, console errors, uncaught errors. */
const seen: string[] = [];
/** A documentId of each type, and the wire records made through the API. */
const documents: Record<string, string> = {};
const records: Record<string, { id: number; url: string }> = {};

beforeAll(async () => {
  server = await startServer({ DEMO_DATA: 'false', CALENDAR_TIMEZONE: 'Europe/Lisbon' });
  session = await openBrowser('Asia/Tokyo', { strictConsole: true });
  page = session.page;
  page.setDefaultTimeout(60_000);
  // The shared helper forgives Strapi's own 404s; this file does not.
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).origin === server.url) seen.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('console', (message) => {
    const from = message.location().url;
    // The admin also asks the outside world (Strapi's release check on GitHub), unreachable from this machine.
    if (message.type() !== 'error' || (from && new URL(from).origin !== server.url)) return;
    seen.push(`console: ${message.text()} (${from})`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
});

afterAll(async () => {
  await session?.close();
  await server?.stop();
});

/** A step with nothing refused in the server log nor seen in the browser while it ran. */
async function cleanStep(name: string, run: () => Promise<void>) {
  const offset = server.log().length;
  seen.length = 0;
  await step(page, `admin-pages-${name}`, async () => {
    await run();
    // Requests still under way (widgets, side panels) answer before the step is judged (the preview page never
    // goes quite idle: a moment's wait then).
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => page.waitForTimeout(2000));
    expect({ server: server.refusedSince(offset), browser: [...seen] }).toEqual({ server: [], browser: [] });
  });
}

/** The admin API as the signed-in editor calls it. */
async function adminGet(path: string): Promise<any> {
  const res = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${adminToken}` } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.json();
}

describe('the admin pages an editor uses', () => {
  it('registers the editor and makes a calendar through the API', async () => {
    await step(page, 'admin-pages-register', () => registerAdmin(page, server.url, ADMIN));
    api = await calendarApi(server.url, ADMIN);
    const login = await fetch(`${server.url}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
    adminToken = ((await login.json()) as { data: { token: string } }).data.token;
    const made = async (path: string, body: object) => {
      const res = await api.post(path, body);
      expect(res.status).toBe(201);
      return res.body as { id: number; url: string };
    };
    records.venue = await made('/venues', { venue: 'Salle Tejo', city: 'Lisbon' });
    records.organizer = await made('/organizers', { organizer: 'Fado Vivo' });
    records.category = await made('/categories', { name: 'Concerts' });
    records.tag = await made('/tags', { name: 'Fado' });
    const at = { start_date: '2027-07-09 20:00:00', end_date: '2027-07-09 22:00:00' };
    records.event = await made('/events', { title: 'Fado night', ...at, venue: records.venue.id, organizer: [records.organizer.id], categories: [records.category.id], tags: [records.tag.id] });
    records.draft = await made('/events', { title: 'Fado rehearsal', slug: 'fado-rehearsal', ...at, status: 'draft' });
    await made('/events', { title: 'Fado matinee', ...at, status: 'pending' });
    await made('/venues', { venue: 'Back room', status: 'draft' });
    for (const uid of TYPES) {
      const list = await adminGet(`/content-manager/collection-types/${uid}?page=1&pageSize=50&locale=en`);
      const first = list.results.find((row: Record<string, unknown>) => ['Fado night', 'Salle Tejo', 'Fado Vivo', 'Concerts', 'Fado'].includes(String(row.title ?? row.name)));
      documents[uid] = first.documentId;
    }
    const draft = await adminGet(`/content-manager/collection-types/${EVENT}?page=1&pageSize=50&locale=en&filters[$and][0][title][$eq]=Fado rehearsal`);
    documents.draft = draft.results[0].documentId;
    const pending = await adminGet(`/content-manager/collection-types/${EVENT}?page=1&pageSize=50&locale=en&filters[$and][0][title][$eq]=Fado matinee`);
    documents.pending = pending.results[0].documentId;
  });

  it('shows the home page with widgets that count what the API counts', async () => {
    await cleanStep('home', async () => {
      await page.goto(`${server.url}/admin`);
      await skipTour(page);
      await visible(page.getByRole('heading', { name: 'Calendar records' }));
      await visible(page.getByRole('heading', { name: 'Last published' }));
      // Strapi's own widgets that misread types without draft and publish are gone.
      expect(await page.getByText('No published entries').count()).toBe(0);
      await visible(page.getByRole('row', { name: /^Events/ }));
    });
    const total = async (path: string, anonymous: boolean) => ((await api.get(path, { anonymous })).body as { total: number }).total;
    const window = 'start_date=2000-01-01&end_date=2100-01-01';
    const expected = {
      Events: [await total(`/events?${window}`, true), await total(`/events?${window}&status=future,draft,pending,private`, false)],
      Venues: [await total('/venues', true), await total('/venues?status=future,draft,pending,private', false)],
      Organizers: [await total('/organizers', true), await total('/organizers?status=future,draft,pending,private', false)],
      Categories: [await total('/categories', true), null],
      Tags: [await total('/tags', true), null],
    };
    expect(expected.Events).toEqual([1, 2]);
    for (const [type, [published, notPublic]] of Object.entries(expected)) {
      const cells = await page.getByRole('row', { name: new RegExp(`^${type}`) }).getByRole('gridcell').allInnerTexts();
      expect({ type, published: cells[1], notPublic: cells[2] }).toEqual({ type, published: String(published), notPublic: notPublic === null ? '–' : String(notPublic) });
    }
    // The last published link to their forms: the published event, not the draft or the pending one (which
    // "Last edited entries" lists as text).
    await visible(page.getByRole('link', { name: 'Fado night', exact: true }));
    expect(await page.getByRole('link', { name: /Fado rehearsal|Fado matinee/ }).count()).toBe(0);
  });

  for (const uid of TYPES) {
    it(`lists and opens ${uid} in the Content Manager`, async () => {
      await cleanStep(`list-${uid.split('.').pop()}`, async () => {
        await page.goto(`${server.url}${cm(uid, 'en')}`);
        await skipTour(page);
        await visible(page.getByRole('grid'));
      });
      await cleanStep(`edit-${uid.split('.').pop()}`, async () => {
        await page.goto(`${server.url}${cm(uid, 'en', `/${documents[uid]}`)}`);
        await skipTour(page);
        await visible(page.getByRole('heading', { name: 'Public page' }));
        await visible(page.getByTestId('public-url'));
      });
    });
  }

  it("previews the published event at its public page", async () => {
    await cleanStep('preview-event', async () => {
      await page.goto(`${server.url}${cm(EVENT, 'en', `/${documents[EVENT]}`)}`);
      await skipTour(page);
      expect(await page.getByTestId('public-url').innerText()).toBe(records.event.url);
      expect(await page.getByRole('link', { name: 'Open the public page' }).getAttribute('href')).toBe(records.event.url);
      await page.getByRole('link', { name: 'Open preview' }).click();
      await page.waitForURL(/\/preview/);
      const frame = page.locator('iframe').first();
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toBe(records.event.url);
      await visible(page.frameLocator('iframe').first().getByRole('heading', { name: 'Fado night' }));
    });
  });

  it("gives the draft's public URL, and says the page appears once published", async () => {
    await cleanStep('preview-draft', async () => {
      await page.goto(`${server.url}${cm(EVENT, 'en', `/${documents.draft}`)}`);
      await skipTour(page);
      await visible(page.getByText(/appears at this address once the record is published/));
      expect(await page.getByTestId('public-url').innerText()).toBe(records.draft.url);
      expect(await page.getByRole('link', { name: 'Open preview' }).count()).toBe(0);
    });
  });

  it('says a record made without a slug gets its address once published', async () => {
    await cleanStep('preview-slugless', async () => {
      await page.goto(`${server.url}${cm(EVENT, 'en', `/${documents.pending}`)}`);
      await skipTour(page);
      await visible(page.getByText(/gets its address, made from the title, once the record is published/));
      expect(await page.getByTestId('public-url').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Open preview' }).count()).toBe(0);
    });
  });

  it('shows the Calendar page and the Application passwords settings page', async () => {
    await cleanStep('calendar', async () => {
      await page.goto(`${server.url}/admin/plugins/calendar`);
      await skipTour(page);
      await visible(page.locator('.fc-toolbar-title'));
    });
    await cleanStep('app-passwords', async () => {
      await page.goto(`${server.url}/admin/settings/users-permissions/app-passwords`);
      await skipTour(page);
      await visible(page.getByRole('heading', { name: 'Application passwords' }));
    });
  });
});

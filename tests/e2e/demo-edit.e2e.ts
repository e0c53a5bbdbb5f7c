import type { Page } from 'playwright-core';
import { apiId, cm, EVENT, registerAdmin, save, shows, skipTour, visible } from './helpers/admin';
import { calendarApi, type CalendarApi } from './helpers/api';
import { editorFlow } from './helpers/editor-flow';
import type { AppServer } from './helpers/server';

/**
 * A newcomer's first edit (issue 32, "The first hour"): a fresh site with the demo calendar, the browser in
 * Auckland (far from the site's Lisbon), the first administrator opens a demo event, changes its cost and
 * saves it, then duplicates it from the list. Both failed before: the demo named an author (user 1) the
 * site does not have, and the admin refused to save or copy it ("The author 1 is no user").
 */

const ADMIN = { email: 'newcomer@calendar.test', password: 'Newcomer-password-1' };
const DEMO = 'Haydn and Mozart';

const flow = editorFlow('demo-edit', { demo: true, browserZone: 'Pacific/Auckland' });
const flowStep = flow.step;
let page: Page;
let server: AppServer;
let api: CalendarApi;
let demoId = 0;

beforeAll(() => {
  ({ server, page } = flow);
});

describe('the demo calendar, edited by a newcomer', () => {
  it('registers the first administrator', async () => {
    await registerAdmin(page, server.url, ADMIN);
    api = await calendarApi(server.url, ADMIN);
    const found = await api.get(`/events?search=${encodeURIComponent(DEMO)}&start_date=2000-01-01`);
    demoId = found.body.events.find((e: { title: string }) => e.title === DEMO).id;
    expect(demoId).toBeGreaterThan(0);
  });

  it('changes the cost of a demo event and saves it, its times unchanged', async () => {
    const before = (await api.get(`/events/${demoId}`)).body;
    await flowStep('save', async () => {
      await page.goto(`${server.url}${cm(EVENT, 'en')}&_q=${encodeURIComponent(DEMO)}`);
      await skipTour(page);
      await page.getByRole('link', { name: DEMO }).first().click();
      await visible(page.getByLabel(/^Cost/));
      await page.getByLabel(/^Cost/).fill('18');
      await save(page);
    });
    const after = (await api.get(`/events/${demoId}`)).body;
    expect(after).toMatchObject({ cost_details: { values: ['18'] }, start_date: before.start_date, end_date: before.end_date, timezone: before.timezone, author: '0' });
  });

  it('duplicates the demo event from the list: a draft copy of its own', async () => {
    let copyId = 0;
    await flowStep('duplicate', async () => {
      await page.goto(`${server.url}${cm(EVENT, 'en')}&_q=${encodeURIComponent(DEMO)}`);
      await page.getByRole('row', { name: new RegExp(DEMO) }).first().getByRole('button', { name: 'Row actions' }).click();
      await page.getByRole('menuitem', { name: 'Duplicate' }).click();
      await shows(page, page.getByLabel(/^Title/), `${DEMO} (copy)`);
      copyId = await apiId(page, demoId);
    });
    expect(copyId).not.toBe(demoId);
    const copy = (await api.get(`/events/${copyId}`)).body;
    const original = (await api.get(`/events/${demoId}`)).body;
    expect(copy).toMatchObject({ title: `${DEMO} (copy)`, status: 'draft', start_date: original.start_date, venue: { id: original.venue.id } });
    expect(copy.slug).not.toBe(original.slug);
  });
});

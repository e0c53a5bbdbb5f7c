import path from 'path';
import type { Page } from 'playwright-core';
import { apiId, cm, EVENT, publish, registerAdmin, shows, skipTour, visible } from './helpers/admin';
import { calendarApi, type CalendarApi } from './helpers/api';
import { RESULTS } from './helpers/browser';
import { editorFlow } from './helpers/editor-flow';
import type { AppServer } from './helpers/server';

/**
 * The event form filled in quickly, in Chromium (the browser in Tokyo, the site in Lisbon): a time typed
 * before any date, a click in the middle of the date box, the end filled in an hour after the start, a
 * zone found by typing part of a city, a link added through the admin's dialog; then the REST API shows
 * what was typed. A step fails on an answer of 400 or more in the server log or an error the page logged.
 */

const ADMIN = { email: 'grace@calendar.test', password: 'Editor-password-1' };

/** The site in Lisbon, the editor's browser in Tokyo (helpers/editor-flow.ts). */
const flow = editorFlow('event-form');
const flowStep = flow.step;
let server: AppServer;
let page: Page;
let api: CalendarApi;
let id: number;

beforeAll(() => {
  ({ server, page } = flow);
});

/** What the page shows mid-step (a list or a dialog open), kept with E2E_SCREENSHOTS=all. */
const snapshot = async (name: string) => {
  if (process.env.E2E_SCREENSHOTS === 'all') await page.screenshot({ path: path.join(RESULTS, `event-form-${name}.png`), fullPage: true });
};

/** Today on Lisbon's clock, as a date input shows it. */
const todayInLisbon = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date());

describe('the event form', () => {
  it('registers the first administrator', async () => {
    await registerAdmin(page, server.url, ADMIN);
    api = await calendarApi(server.url, ADMIN);
  });

  it('takes a time before any date and fills in the end an hour later', async () => {
    await flowStep('time-first', async () => {
      await page.goto(`${server.url}${cm(EVENT, 'en', '/create')}`);
      await skipTour(page);
      await page.getByLabel(/^Title/).fill('Fado at the river');
      await shows(page, page.getByRole('combobox', { name: /^Time zone/ }), 'Europe/Lisbon');
      // The time box is usable at once: the time takes today's date, on the event's clock (not Tokyo's).
      await page.getByLabel('Starts (time)').fill('21:00');
      await shows(page, page.getByLabel(/^Starts/).first(), todayInLisbon());
      await shows(page, page.getByLabel('Ends (time)'), '22:00');
    });
  });

  it('picks the date with a click in the middle of the date box', async () => {
    await flowStep('date-click', async () => {
      const date = page.getByLabel(/^Starts/).first();
      const box = (await date.boundingBox())!;
      // Wide enough to read the whole date (mm/dd/yyyy and the calendar button).
      expect(box.width).toBeGreaterThan(170);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      // The click puts the caret on the month, not in the year under the pointer: the date types in order.
      await page.keyboard.type('07092027');
      await shows(page, date, '2027-07-09');
      await shows(page, page.getByLabel('Starts (time)'), '21:00');
      // The end it filled in follows the start to its new day, still an hour later.
      await shows(page, page.getByLabel(/^Ends/).first(), '2027-07-09');
      await shows(page, page.getByLabel('Ends (time)'), '22:00');
      // A new start time moves that end too.
      await page.getByLabel('Starts (time)').fill('20:30');
      await shows(page, page.getByLabel('Ends (time)'), '21:30');
    });
  });

  it('finds a zone by typing part of a city, without clearing the box first', async () => {
    await flowStep('zone', async () => {
      const zone = page.getByRole('combobox', { name: /^Time zone/ });
      await zone.click();
      await page.keyboard.type('Tok');
      await visible(page.getByRole('option', { name: 'Asia/Tokyo', exact: true }));
      await snapshot('zone-list');
      await page.getByRole('option', { name: 'Asia/Tokyo', exact: true }).click();
      await shows(page, zone, 'Asia/Tokyo');
      // The times the editor sees stay: 20:30 in Tokyo now.
      await shows(page, page.getByLabel('Starts (time)'), '20:30');
      await shows(page, page.getByLabel('Ends (time)'), '21:30');
    });
  });

  it('adds a link to the description through the admin dialog', async () => {
    await flowStep('link', async () => {
      const description = page.getByRole('textbox', { name: /^Description/ });
      await description.click();
      await page.keyboard.type('Buy tickets');
      for (let i = 0; i < 'tickets'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
      await page.getByRole('button', { name: 'Link', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a link' });
      await visible(dialog);
      // An address that is neither a web page nor an e-mail address is refused, in the dialog.
      await dialog.getByLabel(/^Link address/).fill('javascript:alert(1)');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await visible(dialog.getByText('Enter a web address (http:// or https://) or an e-mail address'));
      await snapshot('link-invalid');
      await dialog.getByLabel(/^Link address/).fill('tickets.example.org/fado');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog.waitFor({ state: 'detached' });
      await visible(description.locator('a[href="https://tickets.example.org/fado"]', { hasText: 'tickets' }));
      // On the link, the same button edits it: the dialog shows its address and offers to remove it.
      await description.locator('a').click();
      await page.getByRole('button', { name: 'Link', exact: true }).click();
      const edit = page.getByRole('dialog', { name: 'Edit the link' });
      await shows(page, edit.getByLabel(/^Link address/), 'https://tickets.example.org/fado');
      await visible(edit.getByRole('button', { name: 'Remove the link' }));
      await snapshot('link-edit');
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await edit.waitFor({ state: 'detached' });
      await visible(description.locator('a[href="https://tickets.example.org/fado"]'));
    });
  });

  it('saves, and the API shows what was typed', async () => {
    await flowStep('save', async () => {
      await publish(page);
      id = await apiId(page);
    });
    const { status, body } = await api.get(`/events/${id}`, { anonymous: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title: 'Fado at the river',
      start_date: '2027-07-09 20:30:00',
      end_date: '2027-07-09 21:30:00',
      utc_start_date: '2027-07-09 11:30:00',
      utc_end_date: '2027-07-09 12:30:00',
      timezone: 'Asia/Tokyo',
    });
    expect(body.description).toMatch(/^<p>Buy <a [^>]*href="https:\/\/tickets\.example\.org\/fado"[^>]*>tickets<\/a><\/p>$/);
  });

  it('left no failure in the server log', () => {
    expect(server.failures()).toEqual([]);
  });
});

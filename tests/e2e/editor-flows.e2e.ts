import type { Locator, Page } from 'playwright-core';
import { calendarApi, type CalendarApi } from './helpers/api';
import { openBrowser, step, type Session } from './helpers/browser';
import { apiId, publish, registerAdmin, relate, save, setStatus, shows, skipTour, visible } from './helpers/admin';
import { startServer, type AppServer } from './helpers/server';

/**
 * A calendar editor's day in the admin, in Chromium, with the browser in New York and the site in
 * Lisbon: every step is done as a person does it (labels and buttons), then checked in the REST API.
 */

const ADMIN = { email: 'ada@calendar.test', password: 'Editor-password-1' };
const EVENT = 'api::event.event';
const VENUE = 'api::venue.venue';
const cm = (uid: string, locale: string, rest = '') => `/admin/content-manager/collection-types/${uid}${rest}?plugins[i18n][locale]=${locale}`;

let server: AppServer;
let session: Session;
let page: Page;
let api: CalendarApi;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer({ DEMO_DATA: 'false', CALENDAR_TIMEZONE: 'Europe/Lisbon' });
  session = await openBrowser('America/New_York');
  page = session.page;
});

afterAll(async () => {
  await session?.close();
  await server?.stop();
});

describe('an editor in the admin', () => {
  it('registers the first administrator', async () => {
    await step(page, 'register', () => registerAdmin(page, server.url, ADMIN));
    api = await calendarApi(server.url, ADMIN);
    // What the event will link to besides its venue: French organizers and a category, made through the API.
    for (const name of ['Association Fado Vivo', 'Maison du Portugal']) {
      const res = await api.post('/organizers?ml_language=fr', { organizer: name });
      expect(res.status).toBe(201);
    }
    expect((await api.post('/categories?ml_language=fr', { name: 'Concerts' })).status).toBe(201);
  });

  it('creates and publishes a venue in French', async () => {
    await step(page, 'venue', async () => {
      await page.goto(`${server.url}${cm(VENUE, 'fr', '/create')}`);
      await skipTour(page);
      await page.getByLabel(/^Name/).fill('Salle Tejo');
      await page.getByLabel(/^City/).fill('Lisbonne');
      await publish(page);
      ids.venue = await apiId(page);
    });
    const venue = await api.get(`/venues/${ids.venue}`, { anonymous: true });
    expect(venue.status).toBe(200);
    expect(venue.body).toMatchObject({ id: ids.venue, status: 'publish', venue: 'Salle Tejo', city: 'Lisbonne', ml_language: 'fr' });
  });

  it('creates and publishes an event in French with a venue, organizers and categories', async () => {
    await step(page, 'event-create', async () => {
      await page.goto(`${server.url}${cm(EVENT, 'fr', '/create')}`);
      await skipTour(page);
      await page.getByLabel(/^Title/).fill('Soirée fado');
      // The site is in Lisbon, the browser in New York: the editor types Lisbon's 21:00.
      await shows(page, page.getByRole('combobox', { name: /^Time zone/ }), 'Europe/Lisbon');
      await page.getByLabel(/^Starts/).first().fill('2027-07-09');
      await page.getByLabel('Starts (time)').fill('21:00');
      await page.getByLabel(/^Ends/).first().fill('2027-07-09');
      await page.getByLabel('Ends (time)').fill('23:30');
      await relate(page, 'Venue', 'Salle Tejo');
      await relate(page, 'Organizers', 'Association Fado Vivo');
      await relate(page, 'Organizers', 'Maison du Portugal');
      await relate(page, 'Categories', 'Concerts');
      await page.getByRole('textbox', { name: /^Description/ }).click();
      await page.keyboard.type('Une soirée de fado à Alfama.');
      await publish(page);
      ids.event = await apiId(page);
    });
    const { status, body } = await api.get(`/events/${ids.event}`, { anonymous: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: ids.event,
      status: 'publish',
      title: 'Soirée fado',
      slug: 'soiree-fado',
      start_date: '2027-07-09 21:00:00',
      end_date: '2027-07-09 23:30:00',
      utc_start_date: '2027-07-09 20:00:00',
      timezone: 'Europe/Lisbon',
      all_day: false,
      description: '<p>Une soirée de fado à Alfama.</p>',
      venue: { id: ids.venue, venue: 'Salle Tejo' },
      ml_language: 'fr',
    });
    expect(body.organizer.map((o: { organizer: string }) => o.organizer)).toEqual(['Association Fado Vivo', 'Maison du Portugal']);
    expect(body.categories.map((c: { name: string }) => c.name)).toEqual(['Concerts']);
  });

  it('reopens the event on its own clock and changes one field', async () => {
    await step(page, 'event-reopen', async () => {
      await page.goto(`${server.url}${cm(EVENT, 'fr')}`);
      await skipTour(page);
      await page.getByRole('link', { name: 'Soirée fado' }).first().click();
      await visible(page.getByLabel('Starts (time)'));
      expect(await page.getByLabel('Starts (time)').inputValue()).toBe('21:00');
      expect(await page.getByLabel(/^Starts/).first().inputValue()).toBe('2027-07-09');
      await page.getByLabel(/^Cost/).fill('15');
      await save(page);
    });
    const { body } = await api.get(`/events/${ids.event}`, { anonymous: true });
    expect(body).toMatchObject({ status: 'publish', cost_details: { values: ['15'] }, start_date: '2027-07-09 21:00:00', timezone: 'Europe/Lisbon' });
  });

  it('unpublishes, schedules and republishes it', async () => {
    await step(page, 'event-unpublish', async () => {
      await setStatus(page, 'Draft');
      await save(page);
    });
    expect((await api.get(`/events/${ids.event}`, { anonymous: true })).body).toMatchObject({ code: 'event-not-accessible' });
    expect((await api.get(`/events/${ids.event}`)).body.status).toBe('draft');

    await step(page, 'event-schedule', async () => {
      await setStatus(page, 'Scheduled');
      await page.getByLabel(/^Publication date/).first().fill('2030-01-15');
      await page.getByLabel('Publication date (time)').fill('10:00');
      await save(page);
    });
    expect((await api.get(`/events/${ids.event}`)).body).toMatchObject({ status: 'future', date: '2030-01-15 10:00:00' });

    await step(page, 'event-republish', async () => {
      await setStatus(page, 'Published');
      await save(page);
    });
    expect((await api.get(`/events/${ids.event}`, { anonymous: true })).body).toMatchObject({ id: ids.event, status: 'publish' });
  });

  it('creates its Portuguese translation, filled in from the French one', async () => {
    await step(page, 'translation', async () => {
      await page.getByRole('combobox', { name: /Locales/ }).click();
      await page.getByRole('option', { name: /Portuguese/ }).click();
      await page.getByRole('button', { name: 'Fill in from another locale' }).click();
      await page.getByRole('combobox', { name: 'Locale', exact: true }).click();
      await page.getByRole('option', { name: /French/ }).click();
      await page.getByRole('button', { name: 'Yes, fill in' }).click();
      // The French title and slug are copied in; the editor retitles, the slug follows the new title.
      await shows(page, page.getByLabel(/^Title/), 'Soirée fado');
      await page.getByLabel(/^Title/).fill('Noite de fado');
      // A save the server refuses (the end before the start) keeps everything typed.
      await page.getByLabel(/^Ends/).first().fill('2027-07-08');
      await page.getByRole('button', { name: 'Save' }).click();
      await visible(page.getByText(/end date must not be before the start date/i));
      await shows(page, page.getByLabel(/^Title/), 'Noite de fado');
      await shows(page, page.getByLabel(/^Ends/).first(), '2027-07-08');
      await page.getByLabel(/^Ends/).first().fill('2027-07-09');
      await publish(page);
      ids.translation = await apiId(page, ids.event);
      // The French venue, organizers and category have no Portuguese version: Strapi drops those links of
      // the filled-in translation, and the form says so, with a way to create each missing translation.
      await visible(page.getByText('Links in this language'));
      await visible(page.getByText(/Venue: Salle Tejo/));
      await visible(page.getByText(/Organizer: Association Fado Vivo/));
      await visible(page.getByRole('link', { name: /No .*Portuguese version: create it/ }).first());
    });
    expect(ids.translation).not.toBe(ids.event);
    const { status, body } = await api.get(`/events/${ids.translation}`, { anonymous: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: ids.translation,
      title: 'Noite de fado',
      slug: 'noite-de-fado',
      status: 'publish',
      start_date: '2027-07-09 21:00:00',
      timezone: 'Europe/Lisbon',
      ml_language: 'pt-pt',
      translations: { fr: ids.event },
    });
    expect((await api.get(`/events/${ids.event}`)).body.translations).toMatchObject({ 'pt-pt': ids.translation });
  });

  it('finds the event on the calendar page and opens it from there', async () => {
    await step(page, 'calendar', async () => {
      await page.getByRole('link', { name: 'Calendar' }).click();
      await page.getByRole('combobox', { name: 'Language' }).click();
      await page.getByRole('option', { name: /French/ }).click();
      // From whatever today is, to July 2027.
      const title = page.locator('.fc-toolbar-title');
      for (let i = 0; i < 48 && !/July 2027/.test(await title.innerText()); i += 1) {
        const shown = new Date(`1 ${await title.innerText()}`);
        await page.getByRole('button', { name: shown < new Date(2027, 6, 1) ? 'Next month' : 'Previous month' }).click();
      }
      await page.getByText('Soirée fado').first().click();
      await page.waitForURL(/api::event\.event\/[a-z0-9]+\?/);
      expect(await page.getByLabel(/^Title/).inputValue()).toBe('Soirée fado');
    });
  });

  it('starts a new event on a day chosen on the calendar page', async () => {
    await step(page, 'calendar-new', async () => {
      await page.goBack();
      await page.getByRole('button', { name: 'New event on July 20' }).click();
      await page.waitForURL(/\/create\?/);
      await shows(page, page.getByLabel(/^Starts/).first(), '2027-07-20');
      await shows(page, page.getByLabel('Starts (time)'), '08:00');
      await page.getByLabel(/^Title/).fill('Atelier de guitare portugaise');
      await setStatus(page, 'Draft');
      // All day: dates only. A WordPress-style offset as its zone, picked from the list.
      await page.getByRole('checkbox', { name: /^All day/ }).check();
      await page.getByLabel('Starts (time)').waitFor({ state: 'detached' });
      const zone = page.getByRole('combobox', { name: /^Time zone/ });
      await zone.click();
      await zone.fill('');
      await page.keyboard.type('UTC+5.5');
      await page.getByRole('option', { name: 'UTC+5.5', exact: true }).click();
      await save(page);
      ids.draft = await apiId(page);
    });
    expect((await api.get(`/events/${ids.draft}`)).body).toMatchObject({
      status: 'draft',
      all_day: true,
      start_date: '2027-07-20 00:00:00',
      end_date: '2027-07-20 23:59:59',
      timezone: 'UTC+5.5',
      ml_language: 'fr',
    });
  });

  it('moves an event to the trash and back', async () => {
    await step(page, 'trash', async () => {
      await setStatus(page, 'Trash');
      await save(page);
      // The side panel, asked again once saved, says where the event is.
      await visible(page.getByText('In the Trash: the record has no public page until its status takes it out.'));
    });
    expect((await api.get(`/events/${ids.draft}`)).body).toMatchObject({ code: 'event-no-longer-available' });
    await step(page, 'restore', async () => {
      await setStatus(page, 'Draft');
      await save(page);
      await visible(page.getByText('The page gets its address, made from the title, once the record is published.'));
    });
    expect((await api.get(`/events/${ids.draft}`)).body).toMatchObject({ status: 'draft' });
  });

  it('opens every editor page of the five types and the calendar', async () => {
    for (const uid of [EVENT, VENUE, 'api::organizer.organizer', 'api::event-category.event-category', 'api::event-tag.event-tag']) {
      for (const locale of ['en', 'pt-PT']) {
        await step(page, `pages-${uid}-${locale}`, async () => {
          await page.goto(`${server.url}${cm(uid, locale)}`);
          await visible(page.getByRole('link', { name: /Create new entry/ }));
          await page.goto(`${server.url}${cm(uid, locale, '/create')}`);
          await visible(page.getByRole('button', { name: 'Save' }));
        });
      }
    }
    for (const view of ['Week', 'List']) {
      await step(page, `calendar-${view}`, async () => {
        await page.goto(`${server.url}/admin/plugins/calendar`);
        await page.getByRole('button', { name: view, exact: true }).click();
        await visible(page.locator(view === 'Week' ? '.fc-timeGridWeek-view' : '.fc-listMonth-view'));
      });
    }
  });

  it('left no error and no 5xx in the server log', () => {
    expect(server.failures()).toEqual([]);
  });
});

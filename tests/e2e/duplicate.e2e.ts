import type { Page } from 'playwright-core';
import { apiId, cm, EVENT, registerAdmin, shows, skipTour, VENUE, visible } from './helpers/admin';
import { calendarApi, type CalendarApi } from './helpers/api';
import { editorFlow } from './helpers/editor-flow';
import type { AppServer } from './helpers/server';

/**
 * Duplicate and drafts in the admin, in Chromium (the browser in Tokyo, the site in Lisbon): an editor
 * duplicates an event from the list and a venue from its form, and each copy is a draft with a fresh API ID
 * and slug, "(copy)", and the original's venue and organizers; then a new event stays a draft when saved
 * until Publish is clicked, once. A step fails on an answer of 400 or more in the server log or an error
 * the page logged.
 */

const ADMIN = { email: 'linus@calendar.test', password: 'Editor-password-1' };

/** The site in Lisbon, the editor's browser in Tokyo (helpers/editor-flow.ts). */
const flow = editorFlow('duplicate');
const flowStep = flow.step;
let server: AppServer;
let page: Page;
let api: CalendarApi;
const ids: Record<string, number> = {};

beforeAll(() => {
  ({ server, page } = flow);
});

/** The form's Status select shows `word`. */
const statusShows = (word: string) => visible(page.getByRole('combobox', { name: /^Status/ }).filter({ hasText: word }));

describe('Duplicate and drafts in the admin', () => {
  it('sets up a published event with a venue and two organizers', async () => {
    await registerAdmin(page, server.url, ADMIN);
    api = await calendarApi(server.url, ADMIN);
    const venue = await api.post('/venues', { venue: 'Salle Tejo', city: 'Lisboa', status: 'publish' });
    expect(venue.status).toBe(201);
    ids.venue = venue.body.id;
    const organizers = [];
    for (const organizer of ['Fado Vivo', 'Maison du Portugal']) organizers.push((await api.post('/organizers', { organizer, status: 'publish' })).body.id);
    ids.organizerA = organizers[0];
    ids.organizerB = organizers[1];
    const event = await api.post('/events', {
      title: 'Jazz night',
      start_date: '2027-07-09 21:00:00',
      end_date: '2027-07-09 23:00:00',
      venue: ids.venue,
      organizer: organizers,
      status: 'publish',
    });
    expect(event.status).toBe(201);
    ids.event = event.body.id;
  });

  it('duplicates the event from the list: a draft copy with its venue and organizers', async () => {
    await flowStep('event-from-list', async () => {
      await page.goto(`${server.url}${cm(EVENT, 'en')}`);
      await skipTour(page);
      await page.getByRole('row', { name: /Jazz night/ }).getByRole('button', { name: 'Row actions' }).click();
      await page.getByRole('menuitem', { name: 'Duplicate' }).click();
      // The copy opens in its form, no "can't be duplicated" dialog on the way.
      await shows(page, page.getByLabel(/^Title/), 'Jazz night (copy)');
      await statusShows('Draft');
      ids.eventCopy = await apiId(page, ids.event);
    });
    expect(ids.eventCopy).not.toBe(ids.event);
    const { body } = await api.get(`/events/${ids.eventCopy}`);
    expect(body).toMatchObject({ id: ids.eventCopy, title: 'Jazz night (copy)', slug: 'jazz-night-copy', status: 'draft', venue: { id: ids.venue } });
    expect(body.organizer.map((o: { id: number }) => o.id)).toEqual([ids.organizerA, ids.organizerB]);
    // A draft is not public; the original still is.
    expect((await api.get(`/events/${ids.eventCopy}`, { anonymous: true })).status).not.toBe(200);
    expect((await api.get(`/events/${ids.event}`, { anonymous: true })).body).toMatchObject({ status: 'publish', slug: 'jazz-night' });
  });

  it("duplicates the venue from its form's menu", async () => {
    await flowStep('venue-from-form', async () => {
      await page.goto(`${server.url}${cm(VENUE, 'en')}`);
      await skipTour(page);
      await page.getByRole('link', { name: 'Salle Tejo' }).first().click();
      await shows(page, page.getByLabel(/^Name/), 'Salle Tejo');
      await page.getByRole('button', { name: /More (document )?actions/ }).first().click();
      await page.getByRole('menuitem', { name: 'Duplicate' }).click();
      await shows(page, page.getByLabel(/^Name/), 'Salle Tejo (copy)');
      await statusShows('Draft');
      ids.venueCopy = await apiId(page, ids.venue);
      // A draft copy offers Publish beside Save.
      await visible(page.getByRole('button', { name: 'Publish' }));
    });
    const { body } = await api.get(`/venues/${ids.venueCopy}`);
    expect(body).toMatchObject({ id: ids.venueCopy, venue: 'Salle Tejo (copy)', slug: 'salle-tejo-copy', status: 'draft', city: 'Lisboa' });
    expect(ids.venueCopy).not.toBe(ids.venue);
    // The copy is used by no event: the events keep their one venue.
    expect((await api.get(`/events/${ids.event}`)).body.venue).toMatchObject({ id: ids.venue });
    expect((await api.get(`/venues?event=${ids.eventCopy}`)).body.venues.map((v: { id: number }) => v.id)).toEqual([ids.venue]);
  });

  it('creates an event that stays a draft when saved, until Publish is clicked once', async () => {
    await flowStep('new-event-draft', async () => {
      await page.goto(`${server.url}${cm(EVENT, 'en', '/create')}`);
      await skipTour(page);
      await statusShows('Draft');
      await page.getByLabel(/^Title/).fill('Half-finished concert');
      await shows(page, page.getByRole('combobox', { name: /^Time zone/ }), 'Europe/Lisbon');
      await page.getByLabel(/^Starts/).first().fill('2027-08-01');
      await page.getByLabel('Starts (time)').fill('20:00');
      await page.getByLabel(/^Ends/).first().fill('2027-08-01');
      await page.getByLabel('Ends (time)').fill('22:00');
      await page.getByRole('button', { name: 'Save' }).click();
      ids.draft = await apiId(page);
      await statusShows('Draft');
    });
    expect((await api.get(`/events/${ids.draft}`)).body).toMatchObject({ status: 'draft', title: 'Half-finished concert' });

    await flowStep('publish-once', async () => {
      await page.getByRole('button', { name: 'Publish' }).click();
      await statusShows('Published');
      // Published and stored: Publish gives way to Save.
      await page.getByRole('button', { name: 'Publish' }).waitFor({ state: 'detached' });
    });
    const published = await api.get(`/events/${ids.draft}`, { anonymous: true });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ id: ids.draft, status: 'publish', slug: 'half-finished-concert' });
  });

  it('shows each status in the list', async () => {
    await flowStep('list-status', async () => {
      await page.goto(`${server.url}${cm(EVENT, 'en')}`);
      await visible(page.getByRole('row', { name: /Jazz night \(copy\).*Draft/ }));
      await visible(page.getByRole('row', { name: /Half-finished concert.*Published/ }));
    });
  });

  it('left no error and no 5xx in the server log', () => {
    expect(server.failures()).toEqual([]);
  });
});

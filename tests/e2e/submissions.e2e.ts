import type { Page } from 'playwright-core';
import { startMailbox } from '../helpers/mailbox';
import { EVENT, registerAdmin, skipTour, stepWithoutRefusals } from './helpers/admin';
import { calendarApi, type CalendarApi } from './helpers/api';
import { graveViolations } from './helpers/axe';
import { openBrowser, step, type Session } from './helpers/browser';
import { startHostSite, type HostSite } from './helpers/host-site';
import { startServer, type AppServer } from './helpers/server';

/**
 * Visitors submit events (issue 36), in Chromium with the browser in Auckland and the site in Lisbon: a
 * visitor of another site opens "Proposer un événement" in the embedded calendar (French), is told what is
 * missing, fills the form (the proof of work solved in the browser), is thanked with a reference; the
 * French receipt reaches a real SMTP server; an editor finds the event in the list's Pending review view,
 * sees who proposed it in the event form's Submission panel and approves it; the visitor's e-mailed link
 * then shows it published. axe-core finds no serious or critical violation on the form and on that page.
 */

const ADMIN = { email: 'sara@calendar.test', password: 'Moderator-password-1' };
const NS = '/api/cal/events/v1';
const NEXT = new Date().getFullYear() + 1;

const mailbox = startMailbox();
let server: AppServer;
let host: HostSite;
let session: Session;
let page: Page;
let api: CalendarApi;

beforeAll(async () => {
  const smtp = await mailbox.listen();
  server = await startServer({ DEMO_DATA: 'false', CALENDAR_TIMEZONE: 'Europe/Lisbon', CALENDAR_SUBMISSIONS_CHALLENGE_MAX_NUMBER: '20000', ...smtp });
  session = await openBrowser('Pacific/Auckland', { strictConsole: true });
  page = session.page;
  const script = `<script type="module" src="${server.url}${NS}/embed.js"></script>`;
  host = await startHostSite({
    '/': `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Mon site</title><link rel="icon" href="data:,">${script}</head><body><main><h1>Agenda</h1><event-calendar view="list" submit></event-calendar></main></body></html>`,
  });
});

afterAll(async () => {
  await session?.close();
  await host?.close();
  await server?.stop();
  await mailbox.close();
});

const calendar = () => page.locator('event-calendar');
const form = () => calendar().locator('event-submit');
let privateLink = '';

describe('a visitor submits an event', () => {
  it('sets up the site: its first administrator, a venue and a category', async () => {
    await registerAdmin(page, server.url, ADMIN);
    api = await calendarApi(server.url, ADMIN);
    expect((await api.post('/venues', { venue: 'Salle du Tage', city: 'Lisbonne', ml_language: 'fr' })).status).toBe(201);
    expect((await api.post('/categories', { name: 'Concerts', ml_language: 'fr' })).status).toBe(201);
  });

  it('opens the form from the embedded calendar, in French, and is told what is missing', async () => {
    await step(page, 'submit-open', async () => {
      await page.goto(host.url);
      await calendar().getByRole('button', { name: 'Proposer un événement' }).click();
      await form().getByRole('heading', { name: 'Proposer un événement' }).waitFor();
      await form().getByRole('option', { name: 'Salle du Tage' }).waitFor({ state: 'attached' });
      expect(await graveViolations(page)).toEqual([]);
      await form().getByRole('button', { name: 'Envoyer l’événement' }).click();
      const summary = form().getByRole('alert');
      await summary.getByText('Obligatoire : Titre.').waitFor();
      await summary.getByText('Obligatoire : Votre courriel.').waitFor();
      await summary.getByText('Veuillez accepter que votre nom et votre courriel soient gardés pour relire l’événement.').waitFor();
      expect(await form().getByLabel('Titre').getAttribute('aria-invalid')).toBe('true');
    });
  });

  it('fills the form and sends it: thanked with a reference, the receipt in French', async () => {
    await step(page, 'submit-send', async () => {
      const f = form();
      await f.getByLabel('Titre').fill('Pique-nique jazz');
      await f.getByLabel('Description').fill('Apportez une couverture.');
      await f.getByLabel('Date de début').fill(`${NEXT}-06-14`);
      await f.getByLabel('Heure de début').fill('15:00');
      expect(await f.getByLabel('Date de fin').inputValue()).toBe(`${NEXT}-06-14`);
      await f.getByLabel('Heure de fin').fill('18:00');
      await f.getByLabel('Lieu', { exact: true }).selectOption({ label: 'Salle du Tage' });
      await f.getByLabel('Concerts').check();
      await f.getByLabel('Prix').fill('Gratuit');
      await f.getByLabel('Votre nom').fill('Ana Visiteuse');
      await f.getByLabel('Votre courriel').fill('ana@visiteuse.test');
      await f.getByLabel(/J’accepte/).check();
      await f.getByRole('button', { name: 'Envoyer l’événement' }).click();
      await f.getByText(/^Merci ! Votre événement a été reçu \(référence S-[A-Z0-9]{10}\)\.$/).waitFor({ timeout: 60_000 });
    });
    const receipt = await mailbox.waitFor((m) => m.to.includes('ana@visiteuse.test'));
    expect(receipt.subject).toBe('Nous avons reçu votre événement « Pique-nique jazz »');
    privateLink = /https?:\/\/\S+\/fr\/calendar\/submission\/S-\w+\?key=[\w-]+/.exec(receipt.text)?.[0] ?? '';
    expect(privateLink).not.toBe('');
    // Nothing public yet.
    const listed = await api.get(`/events?ml_language=fr&start_date=${NEXT}-06-01&end_date=${NEXT}-06-30`, { anonymous: true });
    expect(listed.body.events).toEqual([]);
  });

  it('is approved by an editor from the Pending review view and the Submission panel', async () => {
    await stepWithoutRefusals(page, server, 'submit-approve', async () => {
      await page.goto(`${server.url}/admin/content-manager/collection-types/${EVENT}?plugins[i18n][locale]=fr`);
      await skipTour(page);
      await page.getByRole('button', { name: 'Pending review' }).click();
      await page.getByRole('row', { name: /Pique-nique jazz/ }).getByText('Pique-nique jazz').click();
      const panel = page.getByText('Submission', { exact: true }).locator('xpath=ancestor::*[.//button][1]');
      await page.getByText(/Proposed by Ana Visiteuse \(ana@visiteuse\.test\)/).waitFor();
      await page.getByRole('button', { name: 'Approve and publish' }).click();
      await page.getByText('Approved', { exact: true }).waitFor();
      void panel;
    });
    const listed = await api.get(`/events?ml_language=fr&start_date=${NEXT}-06-01&end_date=${NEXT}-06-30`, { anonymous: true });
    expect(listed.body.events.map((e: { title: string }) => e.title)).toEqual(['Pique-nique jazz']);
    const told = await mailbox.waitFor((m) => m.to.includes('ana@visiteuse.test') && /est publié/.test(m.subject));
    expect(told.text).toContain('/fr/event/');
  });

  it("shows the visitor's e-mailed link published, with a way to change it", async () => {
    await step(page, 'submit-private-page', async () => {
      await page.goto(privateLink);
      const element = page.locator('event-submit');
      await element.getByText(/^Publié/).waitFor();
      await element.getByRole('link', { name: 'Le voir dans le calendrier' }).waitFor();
      expect(await element.getByLabel('Titre').inputValue()).toBe('Pique-nique jazz');
      expect(await element.getByLabel('Lieu', { exact: true }).locator('option:checked').textContent()).toBe('Salle du Tage');
      expect(await element.getByLabel('Concerts').isChecked()).toBe(true);
      expect(await graveViolations(page)).toEqual([]);
    });
  });

  it('changes the event through that link: it goes back to review, off the public calendar', async () => {
    await step(page, 'submit-private-edit', async () => {
      const element = page.locator('event-submit');
      await element.getByLabel('Titre').fill('Pique-nique jazz au parc');
      await element.getByRole('button', { name: 'Envoyer la modification' }).click();
      await element.getByText('Votre modification a été envoyée : l’événement attend une nouvelle relecture.').waitFor();
      await element.getByText(/^En attente de relecture/).waitFor();
    });
    const listed = await api.get(`/events?ml_language=fr&start_date=${NEXT}-06-01&end_date=${NEXT}-06-30`, { anonymous: true });
    expect(listed.body.events).toEqual([]);
    const seen = await api.get(`/events?ml_language=fr&status=pending&start_date=${NEXT}-06-01&end_date=${NEXT}-06-30`);
    expect(seen.body.events.map((e: { title: string; venue: { venue: string } }) => [e.title, e.venue.venue])).toEqual([['Pique-nique jazz au parc', 'Salle du Tage']]);
  });
});

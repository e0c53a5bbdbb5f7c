import { calendarApi, type CalendarApi } from './api';
import { openBrowser, type Session } from './browser';
import { startHostSite, type HostSite } from './host-site';
import { startServer, type AppServer } from './server';

const NS = '/api/cal/events/v1';
const ADMIN = { email: 'ada@calendar.test', password: 'Visitor-password-1' };

export interface VisitorCalendar {
  api: CalendarApi;
  ids: Record<'concert' | 'pottery' | 'fair' | 'tagus', number>;
  concertSlug: string;
}

/**
 * The calendar a visitor sees in the browser test, written through the REST API in French (March 2027,
 * Lisbon): a jazz concert at a venue with coordinates, a pottery workshop at one without, an all-day fair
 * over two days (both tagged), the concert's Portuguese and English translations. In April, an organ
 * recital at the newest venue by the newest organizer, whose names sort neither first nor newest-first
 * (the filter menus sort by name), and a venue without events (left out of the menus).
 */
export async function seedVisitorCalendar(baseUrl: string): Promise<VisitorCalendar> {
  const registered = await fetch(`${baseUrl}/admin/register-admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, firstname: 'Ada', lastname: 'Admin' }),
  });
  if (!registered.ok) throw new Error(`register-admin answered ${registered.status}`);
  const api = await calendarApi(baseUrl, ADMIN);
  const created = async (route: string, body: object) => {
    const res = await api.post(route, { ml_language: 'fr', ...body });
    if (res.status !== 201) throw new Error(`POST ${route} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body as { id: number; slug: string };
  };
  const lisbon = { timezone: 'Europe/Lisbon' };
  const jazz = await created('/categories', { name: 'Jazz' });
  const craft = await created('/categories', { name: 'Ateliers' });
  const tagus = await created('/venues', { venue: 'Salle du Tage', address: 'Rua Nova 1', city: 'Lisbonne', country: 'Portugal', latitude: 38.7071, longitude: -9.1441 });
  const porto = await created('/venues', { venue: 'Atelier du Douro', city: 'Porto', country: 'Portugal' });
  const church = await created('/venues', { venue: 'Église Saint-Roch', city: 'Lisbonne', country: 'Portugal' });
  await created('/venues', { venue: 'Entrepôt vide', city: 'Lisbonne', country: 'Portugal' });
  const rio = await created('/organizers', { organizer: 'Rio Promotions', email: 'hello@rio.test' });
  const zebra = await created('/organizers', { organizer: 'Théâtre Zèbre' });
  const family = await created('/tags', { name: 'Famille' });
  const concert = await created('/events', {
    ...lisbon,
    title: 'Concert de jazz',
    description: '<p>Trois groupes de <strong>Lisbonne</strong>.</p>',
    start_date: '2027-03-10 19:00:00',
    end_date: '2027-03-10 22:00:00',
    categories: [jazz.id],
    venue: tagus.id,
    organizer: [rio.id],
    cost: '15 €',
  });
  const pottery = await created('/events', {
    ...lisbon,
    title: 'Atelier de poterie',
    start_date: '2027-03-12 10:00:00',
    end_date: '2027-03-12 12:00:00',
    categories: [craft.id],
    tags: [family.id],
    venue: porto.id,
  });
  const fair = await created('/events', { ...lisbon, title: 'Foire de printemps', start_date: '2027-03-20 00:00:00', end_date: '2027-03-21 23:59:59', all_day: true, tags: [family.id] });
  await created('/events', { ...lisbon, title: 'Récital pour orgue', start_date: '2027-04-15 18:00:00', end_date: '2027-04-15 19:30:00', venue: church.id, organizer: [zebra.id] });
  const times = { start_date: '2027-03-10 19:00:00', end_date: '2027-03-10 22:00:00' };
  await created('/events', { ...lisbon, ...times, ml_language: 'pt-pt', translation_of: concert.id, title: 'Concerto de jazz' });
  await created('/events', { ...lisbon, ...times, ml_language: 'en', translation_of: concert.id, title: 'Jazz concert' });
  return { api, ids: { concert: concert.id, pottery: pottery.id, fair: fair.id, tagus: tagus.id }, concertSlug: concert.slug };
}

/** Another site's pages: one embedding the calendar (French, from the page's language), one framing the iframe page. */
export function visitorHostPages(serverUrl: string): Record<string, string> {
  const script = `<script type="module" src="${serverUrl}${NS}/embed.js"></script>`;
  // An empty icon: the host site (a test fixture) has no /favicon.ico, and the browser would log its 404.
  const head = (lang: string, title: string, extra = '') =>
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title><link rel="icon" href="data:,">${extra}</head>`;
  const iframe = `<iframe title="Calendário" width="800" height="600" src="${serverUrl}/calendar/embed?view=list&lang=pt-PT&date=2027-03-01"></iframe>`;
  return {
    '/': `${head('fr', 'Mon site', script)}<body><main><h1>Agenda</h1><event-calendar view="month" date="2027-03-10"></event-calendar></main></body></html>`,
    '/iframe': `${head('en', 'Framed')}<body><main><h1>Framed</h1>${iframe}</main></body></html>`,
  };
}

/** What both visitor browser tests stand on: the server, the seeded calendar, another site embedding it, a browser. */
export interface VisitorScene extends VisitorCalendar {
  server: AppServer;
  host: HostSite;
  session: Session;
  close(): Promise<void>;
}

/** The site in Europe/Lisbon with the visitor calendar, a host site on another origin, a browser in `browserZone`. */
export async function startVisitorScene(browserZone: string): Promise<VisitorScene> {
  const server = await startServer({ DEMO_DATA: 'false', CALENDAR_TIMEZONE: 'Europe/Lisbon' });
  const seeded = await seedVisitorCalendar(server.url);
  const host = await startHostSite(visitorHostPages(server.url));
  // Strict: an error the page logs fails its step unless the step causes it on purpose.
  const session = await openBrowser(browserZone, { strictConsole: true });
  return {
    ...seeded,
    server,
    host,
    session,
    close: async () => {
      await session.close();
      await host.close();
      await server.stop();
    },
  };
}

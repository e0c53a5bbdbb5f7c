import { TEC_ACKNOWLEDGEMENT } from '../../../src/plugins/calendar/server/core/dialects/tec-acknowledgement';
import { issueAppPassword } from '../../../src/plugins/calendar/server/features/app-passwords/cli';
import { appForFile } from '../../helpers/app-for-file';
import { createUser } from '../../helpers/auth';
import { createFactories } from '../../helpers/factories';

/**
 * The original's MCP server (v0.1.6) against this service, request by request as it sends them (contract
 * tec-v1 §4): Basic with an application password, JSON, the acknowledgement header on every request, the
 * start-up check on WordPress's core routes, then its tools' reads and writes at `/wp-json/tec/v1/…`. What
 * it reads of each answer is checked: every body JSON, lists bare arrays, records with their `id`, errors
 * with `message`, `code` and `data.status` (it shows them as `Error <status>: <message> (<code>)`).
 */

const app = appForFile({ CALENDAR_TIMEZONE: 'Europe/Lisbon' });
let authorization: string;
const fx: Record<string, { postId: number; termId: number }> = {};

beforeAll(async () => {
  const f = createFactories(app.strapi);
  fx.venue = await f.createVenue({ name: 'Casa do Fado' });
  fx.organizer = await f.createOrganizer({ name: 'Fado Lisboa' });
  fx.category = await f.createCategory({ name: 'Music' });
  fx.tag = await f.createTag({ name: 'Fado' });
  fx.event = await f.createEvent({ title: 'Fado night', startDate: new Date('2026-11-29T20:00:00Z'), endDate: new Date('2026-11-29T22:00:00Z'), venues: [fx.venue], organizers: [fx.organizer], categories: [fx.category], tags: [fx.tag] });
  const editor = await createUser(app, 'calendar-editor');
  const secret = (await issueAppPassword(app.strapi, { kind: 'app-password', user: editor.username, createUser: false })).split(':')[1]!;
  authorization = `Basic ${Buffer.from(`${editor.username}:${secret}`).toString('base64')}`;
});

/** The MCP client's request: its three headers on every call (MCP:src/api/client.ts:65-74). */
function mcp(method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object) {
  const req = app
    .http()
    [method](`/wp-json${path}`)
    .set('Authorization', authorization)
    .set('Content-Type', 'application/json')
    .set('X-TEC-EEA', TEC_ACKNOWLEDGEMENT);
  return body ? req.send(body) : req;
}

/** Every answer is parsed with response.json(): it must be JSON, errors included. */
function json(res: { headers: Record<string, string>; body: unknown; text: string }) {
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(() => JSON.parse(res.text)).not.toThrow();
  return res.body as never;
}

describe('the start-up check', () => {
  it('reads the site index, then the user, then the settings, all 200 JSON for an editor', async () => {
    const index = json(await mcp('get', '/').expect(200)) as Record<string, unknown>;
    expect(index).toMatchObject({ name: expect.any(String), url: expect.any(String), home: expect.any(String), gmt_offset: expect.any(Number), timezone_string: 'Europe/Lisbon' });
    json(await mcp('get', '/wp/v2/users/me').expect(200));
    const settings = await mcp('get', '/wp/v2/settings');
    // An editor is not a site administrator: 403 on settings, which the MCP server reports as a notice (users/me passed).
    expect([200, 403]).toContain(settings.status);
    json(settings);
  });
});

describe('tec-calendar-read-entities', () => {
  it.each([
    '/tec/v1/events?per_page=10&order=desc&orderby=title',
    `/tec/v1/events?exclude=${99999}`,
    '/tec/v1/events?include=58%2C61',
    '/tec/v1/events?categories=CATEGORY',
    '/tec/v1/events?tags=TAG',
    '/tec/v1/events?venue=VENUE',
    '/tec/v1/events?organizer=ORGANIZER',
    '/tec/v1/events?featured=true',
    '/tec/v1/events?start_date=2026-11-29&end_date=2026-11-29',
    '/tec/v1/events?page=2&per_page=5',
    '/tec/v1/events?per_page=100',
    '/tec/v1/events?search=Fado',
    '/tec/v1/events?status=draft',
    '/tec/v1/venues',
    '/tec/v1/venues?search=Fado',
    '/tec/v1/venues?status=draft',
    '/tec/v1/organizers',
    '/tec/v1/organizers?search=Fado',
  ])('GET %s: a bare array', async (template) => {
    const path = template
      .replace('CATEGORY', String(fx.category.termId))
      .replace('TAG', String(fx.tag.termId))
      .replace('VENUE', String(fx.venue.postId))
      .replace('ORGANIZER', String(fx.organizer.postId));
    const res = await mcp('get', path);
    // A page past the end is the original's 404 (`?page=2&per_page=5` with one event).
    if (path.includes('page=2')) {
      expect(res.status).toBe(404);
      expect(json(res)).toMatchObject({ code: 'tec_rest_organizers_page_not_found', message: expect.any(String) });
      return;
    }
    expect(res.status).toBe(200);
    expect(Array.isArray(json(res))).toBe(true);
  });

  it('finds what it asks for by venue, category, search; "that day" finds nothing, as on the original', async () => {
    const ids = async (path: string) => (json(await mcp('get', path).expect(200)) as { id: number }[]).map((record) => record.id);
    expect(await ids(`/tec/v1/events?venue=${fx.venue.postId}`)).toEqual([fx.event.postId]);
    expect(await ids(`/tec/v1/events?categories=${fx.category.termId}`)).toEqual([fx.event.postId]);
    expect(await ids('/tec/v1/venues?search=Fado')).toEqual([fx.venue.postId]);
    expect(await ids('/tec/v1/events?start_date=2026-11-29&end_date=2026-11-29')).toEqual([]);
  });

  it('reads one record by ID, and an unknown ID as an error it can show', async () => {
    const event = json(await mcp('get', `/tec/v1/events/${fx.event.postId}`).expect(200)) as { id: number; title: { rendered: string } };
    expect(event).toMatchObject({ id: fx.event.postId, title: { rendered: 'Fado night' } });
    json(await mcp('get', `/tec/v1/venues/${fx.venue.postId}`).expect(200));
    json(await mcp('get', `/tec/v1/organizers/${fx.organizer.postId}`).expect(200));
    const missing = json(await mcp('get', '/tec/v1/events/99999999').expect(403)) as Record<string, unknown>;
    expect(missing).toMatchObject({ code: 'rest_forbidden', message: expect.any(String), data: { status: 403 } });
    const tickets = json(await mcp('get', '/tec/v1/tickets').expect(404)) as Record<string, unknown>;
    expect(tickets).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
  });
});

describe('tec-calendar-create-update-entities and tec-calendar-delete-entities', () => {
  it('creates a venue and an organizer by title, an event linking them, updates it, deletes it', async () => {
    const venue = json(await mcp('post', '/tec/v1/venues', { title: 'Tasca', status: 'publish', address: 'Rua C 3', city: 'Lisboa', country: 'Portugal' }).expect(201)) as { id: number; title: { rendered: string } };
    expect(venue.title.rendered).toBe('Tasca');
    const organizer = json(await mcp('post', '/tec/v1/organizers', { title: 'Maria', status: 'publish', email: 'maria@example.org' }).expect(201)) as { id: number };
    const body = {
      title: 'Guitar evening',
      status: 'publish',
      start_date: '2026-12-05 21:00:00',
      end_date: '2026-12-05 23:00:00',
      timezone: 'Europe/Lisbon',
      cost: '12',
      all_day: false,
      featured: false,
      venues: [venue.id],
      organizers: [organizer.id],
      tribe_events_cat: [fx.category.termId],
    };
    const event = json(await mcp('post', '/tec/v1/events', body).expect(201)) as { id: number; venues: { id: number }[]; organizers: { id: number }[] };
    expect(event.venues.map((v) => v.id)).toEqual([venue.id]);
    expect(event.organizers.map((o) => o.id)).toEqual([organizer.id]);
    // Its update sends start and end again (its schema requires them) and the status.
    const updated = json(await mcp('put', `/tec/v1/events/${event.id}`, { ...body, title: 'Guitar night', venues: [fx.venue.postId] }).expect(200)) as { title: { rendered: string }; venues: { id: number }[] };
    expect(updated.title.rendered).toBe('Guitar night');
    expect(updated.venues.map((v) => v.id)).toEqual([fx.venue.postId]);
    expect(json(await mcp('delete', `/tec/v1/events/${event.id}`).expect(200))).toEqual([]);
    expect(json(await mcp('delete', `/tec/v1/events/${event.id}?force=true`).expect(200))).toEqual([]);
    await mcp('get', `/tec/v1/events/${event.id}`).expect(403);
    expect(json(await mcp('delete', `/tec/v1/venues/${venue.id}?force=true`).expect(200))).toEqual([]);
    expect(json(await mcp('delete', `/tec/v1/organizers/${organizer.id}`).expect(200))).toEqual([]);
  });
});

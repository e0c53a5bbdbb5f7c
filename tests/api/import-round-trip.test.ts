import request from 'supertest';
import { runImport, RESOURCE_ORDER } from '../../src/plugins/calendar/server/import';
import { createApiToken } from '../helpers/auth';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { startImageHost, type ImageHost } from '../helpers/image-host';
import { freePort, startInstance, type Instance } from '../helpers/instance-process';
import { armRemoteTripwire } from '../helpers/remote-tripwire';
import { bootApp, type TestApp } from '../helpers/strapi';

/**
 * Issue 14: a round trip between two instances of this service. Instance A (a separate server
 * process) holds a calendar in three languages, with every status and featured images; it is imported
 * into an empty B (the app booted in this process, which keeps A's public URL: a site moving keeps its
 * address). Then every record of B answers like A's, field by field, IDs included (image files are
 * B's own copies: compared by type and size), and a second run reports everything unchanged.
 */
const tripwire = armRemoteTripwire();
afterAll(() => tripwire.disarm());

const NS = '/api/cal/events/v1';
const LANGUAGES = ['en', 'fr', 'pt-pt'];
const STATUSES = 'publish,future,draft,pending,private,trash';
type Wire = Record<string, unknown>;

/** An image as B must keep it: its own file (URL, ID) but the same picture. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (!value || typeof value !== 'object') return value;
  const record = value as Wire;
  // A media-library file (the image or one of its sizes): B's own URL and file ID.
  const file = 'filesize' in record || 'mime-type' in record;
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => !(file && (key === 'url' || key === 'id')))
      .map(([key, v]) => [key, comparable(v)])
  );
}

describe('round trip: instance A → empty instance B', () => {
  let database: TestDatabase;
  let a: Instance;
  let b: TestApp;
  let images: ImageHost;
  let bToken: string;

  const listAll = async (url: string | TestApp, token: string, resource: string, language: string) => {
    const root = language === 'en' ? '' : `/${language}`;
    const query = resource === 'events' ? `&start_date=1900-01-01&end_date=2300-01-01&status=${STATUSES}` : resource === 'venues' || resource === 'organizers' ? `&status=${STATUSES}` : '&hide_empty=false';
    const path = `${root}${NS}/${resource}?per_page=50${query}`;
    const agent = typeof url === 'string' ? request(url).get(path) : url.http().get(path);
    const res = await agent.set('Authorization', `Bearer ${token}`).expect(200);
    return res.body[resource] as Wire[];
  };

  beforeAll(async () => {
    images = await startImageHost();
    database = await createTestDatabase();
    const port = await freePort();
    const aUrl = `http://127.0.0.1:${port}`;
    a = await startInstance(port, { ...database.env, PUBLIC_URL: aUrl, CALENDAR_TRUSTED_HOSTS: '127.0.0.1' });
    b = await bootApp({ PUBLIC_URL: aUrl, CALENDAR_TRUSTED_HOSTS: '127.0.0.1' });
    bToken = await createApiToken(b.strapi, 'full-access');

    const post = async (path: string, body: object) => {
      const res = await request(a.url).post(`${NS}${path}`).set('Authorization', `Bearer ${a.token}`).send(body);
      if (res.status !== 201 && res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as Wire & { id: number };
    };
    const music = await post('/categories', { name: 'Music', description: 'Live music' });
    const jazz = await post('/categories', { name: 'Jazz', parent: music.id });
    const tag = await post('/tags', { name: 'Family' });
    const hall = await post('/venues', { venue: 'Main Hall', city: 'Lisbon', country: 'Portugal', image: images.url("/img/hall.png") });
    const org = await post('/organizers', { organizer: 'Jane', email: 'jane@example.com', phone: '+351 1' });
    for (const lang of ['fr', 'pt-pt']) {
      await post('/categories', { name: `Music ${lang}`, translation_of: music.id, ml_language: lang });
      await post('/categories', { name: `Jazz ${lang}`, translation_of: jazz.id, ml_language: lang });
      await post('/tags', { name: `Family ${lang}`, translation_of: tag.id, ml_language: lang });
      await post('/venues', { venue: `Main Hall ${lang}`, translation_of: hall.id, ml_language: lang });
      await post('/organizers', { organizer: `Jane ${lang}`, translation_of: org.id, ml_language: lang });
    }
    const statuses = ['publish', 'draft', 'pending', 'private', 'future', 'publish'];
    for (const [i, status] of statuses.entries()) {
      const event = await post('/events', {
        title: `Concert ${i}`,
        description: `<p>Night <strong>${i}</strong></p>`,
        excerpt: 'Short',
        status,
        start_date: `2027-0${i + 1}-10 20:00:00`,
        end_date: `2027-0${i + 1}-10 22:30:00`,
        timezone: i % 2 ? 'Europe/Lisbon' : 'America/New_York',
        all_day: i === 5,
        cost: '€15',
        website: 'https://example.com/c',
        featured: i === 0,
        sticky: i === 1,
        // Not hide_from_listings: such events are in no list of the original (contract 5.1), so no import can read them.
        hide_from_listings: false,
        show_map: i !== 3,
        venue: hall.id,
        organizer: [org.id],
        categories: [jazz.id],
        tags: [tag.id],
        image: i < 2 ? images.url(`/img/event-${i}.png`) : images.url("/img/hall.png"),
      });
      if (i < 3) {
        for (const lang of ['fr', 'pt-pt']) {
          await post('/events', { title: `Concert ${i} ${lang}`, slug: `concert-${i}`, translation_of: event.id, ml_language: lang, start_date: `2027-0${i + 1}-10 20:00:00`, end_date: `2027-0${i + 1}-10 22:30:00` });
        }
      }
    }
    const trashed = await post('/events', { title: 'Gone', start_date: '2027-08-01 10:00', end_date: '2027-08-01 11:00' });
    await request(a.url).delete(`${NS}/events/${trashed.id}`).set('Authorization', `Bearer ${a.token}`).expect(200);
  });
  afterAll(async () => {
    await b?.close();
    await a?.stop();
    await database?.drop();
    await images?.close();
  });

  it('imports the whole calendar; every record of B answers like A, field by field', async () => {
    const summary = await runImport(b.strapi, { from: `${a.url}${NS}`, token: a.token, languages: LANGUAGES, languageBy: 'root', backoffMs: 10 });
    expect(summary.problems).toEqual([]);
    expect(summary.failed).toBe(false);
    for (const resource of RESOURCE_ORDER) {
      const s = summary.resources[resource];
      expect([resource, s.created, s.failed, s.skipped]).toEqual([resource, s.total, 0, 0]);
    }
    expect(summary.resources.events.total).toBe(6 + 3 * 2 + 1);

    const imageUrls = new Set<string>();
    for (const resource of RESOURCE_ORDER) {
      for (const language of LANGUAGES) {
        const fromA = await listAll(a.url, a.token, resource, language);
        const fromB = await listAll(b, bToken, resource, language);
        expect(fromA.length).toBeGreaterThan(0);
        expect(fromB.map((r) => r.id)).toEqual(fromA.map((r) => r.id));
        for (const [i, record] of fromA.entries()) {
          expect(comparable(fromB[i])).toEqual(comparable(record));
          if (record.image) imageUrls.add((record.image as { url: string }).url);
        }
      }
    }
    // Each distinct image URL of A was downloaded once, though translations and several records share them.
    expect(imageUrls.size).toBeGreaterThan(1);
    expect(await b.strapi.db.query('plugin::upload.file').count()).toBe(imageUrls.size);
  });

  it('a second run reports everything unchanged', async () => {
    const summary = await runImport(b.strapi, { from: `${a.url}${NS}`, token: a.token, languages: LANGUAGES, languageBy: 'root', backoffMs: 10 });
    expect(summary.failed).toBe(false);
    for (const resource of RESOURCE_ORDER) {
      const s = summary.resources[resource];
      expect([resource, s.unchanged]).toEqual([resource, s.read]);
    }
  });
});

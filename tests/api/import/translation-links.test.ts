import { runImport } from '../../../src/plugins/calendar/server/features/import';
import { UID } from '../../../src/plugins/calendar/server/data/repository/uids';
import { createFactories, type Doc } from '../../helpers/factories';
import { startFakeTec, type FakeTec } from '../../helpers/fake-tec';
import { changesOf } from '../../helpers/table-changes';
import { armRemoteTripwire } from '../../helpers/remote-tripwire';
import { bootApp, type TestApp } from '../../helpers/strapi';

/**
 * Issue 31, finding 5: a source record whose `translations` names an ID joins that record's document
 * only when the record here was imported from the same source. A local record the importer never wrote
 * is left as it was, row for row (its shared fields, dates, zone, hidden, address, are not copied from the
 * source), and the source's record is imported as a record of its own, the link not made named in the
 * problems. A link to a record imported from the same source still joins it.
 */
const tripwire = armRemoteTripwire();
afterAll(() => tripwire.disarm());

const NS = '/api/cal/events/v1';
type Wire = Record<string, unknown>;
const quiet = { backoffMs: 10 };

describe('import: translation links from a source', () => {
  let app: TestApp;
  let fake: FakeTec;
  let local: { event: Doc; venue: Doc; category: Doc };

  beforeAll(async () => {
    app = await bootApp();
    fake = await startFakeTec();
    // The source's calendar in English, imported first (its records join by translation links below).
    const first = await runImport(app.strapi, { from: fake.namespace, ...quiet });
    expect(first.problems).toEqual([]);
    // Then records made here, by hand: the importer never wrote them.
    const f = createFactories(app.strapi);
    const venue = await f.createVenue({ name: 'Local Hall', address: '9 Local Road', city: 'Lisbon' });
    const category = await f.createCategory({ name: 'Local Picks' });
    const event = await f.createEvent({ title: 'Local Gala', timezone: 'Europe/Lisbon', hideFromListings: false, venues: [venue], categories: [category] });
    local = { event, venue, category };
  });
  afterAll(async () => {
    await fake?.close();
    await app?.close();
  });

  /** A French record of the source, its translations named by wire ID (another instance of this service says so). */
  const french = (base: Wire, id: number, fields: Wire, translations: Record<string, number>): Wire => ({
    ...JSON.parse(JSON.stringify(base)),
    ...fields,
    id,
    global_id: `127.0.0.1?id=${id}`,
    global_id_lineage: [`127.0.0.1?id=${id}`],
    ml_language: 'fr',
    translations,
  });

  it('joins only records imported from the same source; a local record is left as it was, the source record imported on its own', async () => {
    const [jazz] = fake.data.events;
    const [, , hall] = fake.data.venues;
    const [concerts] = fake.data.categories;
    const localIds = {
      event: local.event.postId as number,
      venue: local.venue.postId as number,
      category: local.category.termId as number,
    };
    // Different shared fields from the local records': were they copied, the local rows would change.
    const moved = {
      start_date: '2030-06-01 10:00:00', end_date: '2030-06-01 12:00:00', utc_start_date: '2030-06-01 08:00:00', utc_end_date: '2030-06-01 10:00:00',
      timezone: 'Europe/Paris', timezone_abbr: 'CEST', hide_from_listings: true, sticky: true, featured: true,
      categories: [], tags: [], venue: [], organizer: [],
    };
    fake.languages.fr = {
      events: [
        french(jazz, 90, { ...moved, slug: 'gala-local', title: 'Gala local' }, { en: localIds.event }),
        french(jazz, 91, { slug: 'soiree-jazz', title: 'Soirée jazz', categories: [], tags: [], venue: [], organizer: [] }, { en: 8 }),
      ],
      venues: [french(hall, 92, { venue: 'Salle locale', slug: 'salle-locale', address: '1 rue Source', city: 'Paris' }, { en: localIds.venue })],
      organizers: [],
      // Terms carry no global ID.
      categories: [
        { ...french(concerts, 95, { name: 'Choix locaux', slug: 'choix-locaux' }, { en: localIds.category }), global_id: undefined, global_id_lineage: undefined },
        { ...french(concerts, 96, { name: 'Concerts (fr)', slug: 'concerts-fr' }, { en: 2 }), global_id: undefined, global_id_lineage: undefined },
      ],
      tags: [],
    };

    const locals = [`${UID.event}:${local.event.documentId}`, `${UID.venue}:${local.venue.documentId}`, `${UID.category}:${local.category.documentId}`];
    let summary!: Awaited<ReturnType<typeof runImport>>;
    const changed = await changesOf(app.strapi, async () => (summary = await runImport(app.strapi, { from: fake.namespace, languages: ['en', 'fr'], ...quiet })));

    // Nothing of the local records changed: their rows, every translation and the links they hold.
    expect([...changed].filter((record) => locals.includes(record))).toEqual([]);
    // The source's records are here all the same, each its own record, and the links not made are named.
    const fr = fake.languages.fr;
    for (const resource of ['events', 'venues', 'categories'] as const) {
      const read = fake.data[resource].length + fr[resource].length;
      expect([resource, summary.resources[resource]]).toEqual([resource, expect.objectContaining({ read, created: fr[resource].length, failed: 0, skipped: 0 })]);
    }
    expect(summary.failed).toBe(false);
    const refused = (resource: string, id: number, local: number) =>
      `created: ${resource} ${id}: not linked to its translation ${local} (en): the record here under that ID was not imported from this source`;
    expect(summary.problems.sort()).toEqual([refused('categories', 95, localIds.category), refused('events', 90, localIds.event), refused('venues', 92, localIds.venue)]);

    const localEvent = (await app.http().get(`${NS}/events/${localIds.event}`).expect(200)).body;
    expect(localEvent).toMatchObject({ title: 'Local Gala', timezone: 'Europe/Lisbon', hide_from_listings: false, translations: {} });
    const gala = (await app.http().get(`/fr${NS}/events/90`).expect(200)).body;
    expect(gala).toMatchObject({ title: 'Gala local', timezone: 'Europe/Paris', start_date: '2030-06-01 10:00:00', translations: {} });
    expect((await app.http().get(`${NS}/venues/${localIds.venue}`).expect(200)).body).toMatchObject({ address: '9 Local Road', city: 'Lisbon', translations: {} });
    expect((await app.http().get(`/fr${NS}/venues/92`).expect(200)).body).toMatchObject({ address: '1 rue Source', city: 'Paris', translations: {} });
    expect((await app.http().get(`${NS}/categories/${localIds.category}`).expect(200)).body.translations).toEqual({});

    // Records imported from this source are still joined by their links.
    expect((await app.http().get(`${NS}/events/8`).expect(200)).body.translations).toEqual({ fr: 91 });
    expect((await app.http().get(`/fr${NS}/events/91`).expect(200)).body).toMatchObject({ title: 'Soirée jazz', translations: { en: 8 } });
    expect((await app.http().get(`${NS}/categories/2`).expect(200)).body.translations).toEqual({ fr: 96 });
  });

  it('a second run changes nothing and reports nothing new', async () => {
    const summary = await runImport(app.strapi, { from: fake.namespace, languages: ['en', 'fr'], ...quiet });
    for (const s of Object.values(summary.resources)) expect(s).toMatchObject({ created: 0, updated: 0, skipped: 0, failed: 0, unchanged: s.read });
    expect(summary.problems).toEqual([]);
  });
});

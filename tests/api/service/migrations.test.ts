import type { Core } from '@strapi/strapi';
import { createApiToken } from '../../helpers/auth';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';
import { createFactories, daysFromNow } from '../../helpers/factories';
import { bootApp, type TestApp } from '../../helpers/strapi';
import { calendarClient, UID } from '../../helpers/write-helpers';

/**
 * Upgrading a database written before the post status moved from the attribute `status` to
 * `postStatus` (Strapi's Content Manager reads `status` as its own draft/published switch): every
 * record keeps its status, the old column goes, and the event day counts still add up. The old
 * database is made from a new one: columns renamed back, the stored schema and migration log rewound.
 */

const STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash'] as const;
const TABLES = ['events', 'venues', 'organizers'];
const MIGRATION = '2026.11.24T00.00.00.calendar-post-status.js';

let database: TestDatabase;
let app: TestApp | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** Makes the running app's database look like one written by the previous release. */
async function rewindToStatusColumn(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  for (const table of TABLES) await knex.raw('ALTER TABLE ?? RENAME COLUMN ?? TO ??', [table, 'post_status', 'status']);
  const stored = await knex('strapi_database_schema').first('id', 'schema');
  const schema = typeof stored.schema === 'string' ? stored.schema : JSON.stringify(stored.schema);
  await knex('strapi_database_schema').where({ id: stored.id }).update({ schema: schema.split('"post_status"').join('"status"') });
  await knex('strapi_migrations').where({ name: MIGRATION }).delete();
}

const hasColumn = (strapi: Core.Strapi, table: string, column: string) => strapi.db.getSchemaConnection().hasColumn(table, column);

describe('the post status migration', () => {
  it('keeps the status of every event, venue and organizer of an existing database', async () => {
    app = await bootApp({}, { database });
    const f = createFactories(app.strapi);
    const expected = new Map<number, { kind: string; status: string }>();
    for (const status of STATUSES) {
      const venue = (await f.createVenue({ name: `Hall ${status}`, postStatus: status })) as { postId: number };
      const organizer = (await f.createOrganizer({ name: `Org ${status}`, postStatus: status })) as { postId: number };
      const event = (await f.createEvent({ title: `Event ${status}`, postStatus: status, startDate: daysFromNow(3) })) as { postId: number };
      expected.set(venue.postId, { kind: 'venues', status });
      expected.set(organizer.postId, { kind: 'organizers', status });
      expected.set(event.postId, { kind: 'events', status });
    }
    await rewindToStatusColumn(app.strapi);
    await app.close();

    app = await bootApp({}, { database });
    for (const table of TABLES) {
      expect(await hasColumn(app.strapi, table, 'status')).toBe(false);
      expect(await hasColumn(app.strapi, table, 'post_status')).toBe(true);
    }
    const full = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
    for (const [id, { kind, status }] of expected) {
      // Trashed records answer 403/410 on reads; their stored value is what counts.
      if (status === 'trash') {
        const uid = UID[kind === 'events' ? 'event' : kind === 'venues' ? 'venue' : 'organizer'];
        expect(await app.strapi.db.query(uid as never).findOne({ where: { postId: id } })).toMatchObject({ postStatus: 'trash' });
        continue;
      }
      expect((await full.get(`/${kind}/${id}`).expect(200)).body.status).toBe(status);
    }

    // The day counts' triggers were rebuilt on the new column: a list's total follows new writes.
    const totalOf = async () => Number((await full.get('/events?status=publish').expect(200)).headers['x-tec-total']);
    const before = await totalOf();
    expect(before).toBe(1);
    await full.post('/events', { title: 'After the upgrade', start_date: '+4 days', end_date: '+4 days 2 hours' }).expect(201);
    expect(await totalOf()).toBe(before + 1);
  });
});

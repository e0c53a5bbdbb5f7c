import { dialectOf } from '../../../src/plugins/calendar/server/data/counts/event-days-sql';
import { createApiToken } from '../../helpers/auth';
import { createFactories, type Doc, type Factories } from '../../helpers/factories';
import { appForFile } from '../../helpers/app-for-file';
import { calendarClient, UID, type CalendarClient } from '../../helpers/write-helpers';
import { pagedTotal } from '../../helpers/paged-total';
import { sqlDuring } from '../../helpers/sql';

/**
 * A plain date window's total (X-TEC-Total) is summed from the event day counts (data/counts/event-days.ts),
 * kept by database triggers. Whoever writes, the total must equal the number of events the list pages
 * through. The site zone is Asia/Kolkata (UTC+05:30): its days start at 18:30 UTC, so every whole-day
 * window cuts UTC days in two and both edge days are counted one by one.
 */

let api: CalendarClient;
let editor: CalendarClient;
let f: Factories;

const DAY = 86_400_000;
const base = Date.UTC(2031, 2, 10); // far from today: only the explicit windows below see these events
let seed = 11;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
const wall = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** Random event fields: a start within 14 days of `base` (any minute), 0 to 50 hours long. */
function randomEvent(): Record<string, unknown> {
  const start = base + Math.floor(random() * 14 * 24 * 60) * 60_000;
  const end = start + Math.floor(random() * 50 * 60) * 60_000;
  return {
    startDate: new Date(start),
    endDate: new Date(end),
    postStatus: pick(['publish', 'publish', 'publish', 'draft', 'private']),
    hideFromListings: pick([false, false, null, true]),
  };
}

const app = appForFile({ CALENDAR_TIMEZONE: 'Asia/Kolkata' });
beforeAll(async () => {
  api = calendarClient(app);
  editor = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
  f = createFactories(app.strapi);
});

/** Windows over the events: whole days (the zone's), exact instants, one day, and the other language. */
function windows(): string[] {
  const list = ['start_date=2031-03-09&end_date=2031-03-25', 'start_date=2031-03-12&end_date=2031-03-12', 'start_date=2031-03-13&end_date=2031-03-18'];
  for (let i = 0; i < 12; i += 1) {
    const from = base - DAY + Math.floor(random() * 16 * 24 * 60) * 60_000;
    const to = from + Math.floor(random() * 6 * 24 * 60) * 60_000;
    list.push(`start_date=${encodeURIComponent(wall(from))}&end_date=${encodeURIComponent(wall(to))}&strict_dates=true`);
  }
  return [...list, 'start_date=2031-03-09&end_date=2031-03-25&ml_language=fr'];
}

/** Checks every window for visitors (published) and editors (several statuses): total = events listed. */
async function expectTotalsRight() {
  for (const query of windows()) {
    for (const [client, extra] of [[api, ''], [editor, '&status=publish,draft,private']] as const) {
      const { total, items } = await pagedTotal(client, query + extra);
      expect({ query: query + extra, total }).toEqual({ query: query + extra, total: items });
    }
  }
}

const dayCounts = async () =>
  (await app.strapi.db.connection('cal_event_days').where('events', '>', 0).select('locale', 'status', 'listed', 'start_day', 'end_day', 'events'))
    .map((r: Record<string, unknown>) => `${r.locale}|${r.status}|${Number(r.listed)}|${r.start_day}|${r.end_day}|${r.events}`)
    .sort();

/** Whether answering `path` read the day counts. */
async function readsDayCounts(path: string): Promise<boolean> {
  // no-cache: the answer is computed, not taken from the HTTP cache.
  const queries = await sqlDuring(app.strapi, () => api.get(path).set('Cache-Control', 'no-cache').expect(200));
  return queries.some((sql) => sql.includes('cal_event_days'));
}

/** An English event row as SQL written by hand inserts it: `event`'s attributes (randomEvent's) under their column names. */
function sqlRow(documentId: string, postId: number, title: string, { startDate, endDate, postStatus, hideFromListings }: Record<string, unknown>) {
  const now = new Date();
  return {
    document_id: documentId,
    post_id: postId,
    locale: 'en',
    title,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    post_status: postStatus,
    hide_from_listings: hideFromListings,
    start_date: startDate,
    end_date: endDate,
    timezone: 'UTC',
    created_at: now,
    updated_at: now,
  };
}

async function dropTriggers() {
  const knex = app.strapi.db.connection;
  const dialect = dialectOf(app.strapi.db.dialect.client);
  for (const name of dialect.triggerNames) await knex.raw(dialect.dropTrigger(name, 'events'));
}

describe('event day counts', () => {
  it('answer the totals of plain windows, in the SQL of the page', async () => {
    for (let i = 0; i < 40; i += 1) await f.createEvent(randomEvent());
    for (let i = 0; i < 10; i += 1) await f.createEvent(randomEvent(), { locale: 'fr' });
    expect(await readsDayCounts('/events?start_date=2031-03-09&end_date=2031-03-25')).toBe(true);
    await expectTotalsRight();
  });

  it('follow writes through the API: create, move, hide, status, trash, delete', async () => {
    const created = [];
    for (let i = 0; i < 6; i += 1) {
      const fields = randomEvent();
      const body = { title: `API ${i}`, start_date: wall((fields.startDate as Date).getTime()), end_date: wall((fields.endDate as Date).getTime()) };
      created.push((await editor.post('/events', body).expect(201)).body);
    }
    await editor.post(`/events/${created[0].id}`, { start_date: '2031-03-20 23:00:00', end_date: '2031-03-21 01:00:00' }).expect(200);
    await editor.post(`/events/${created[1].id}`, { hide_from_listings: true }).expect(200);
    await editor.post(`/events/${created[2].id}`, { status: 'draft' }).expect(200);
    await editor.delete(`/events/${created[3].id}`).expect(200);
    await editor.delete(`/events/${created[4].id}?force=true`).expect(200);
    await expectTotalsRight();
  });

  it('follow the document service (the admin), bulk writes and SQL written by hand', async () => {
    const doc = (await f.createEvent(randomEvent())) as Doc;
    await app.strapi.documents(UID.event as never).update({ documentId: doc.documentId, data: { endDate: new Date(base + 9 * DAY) } } as never);
    const other = (await f.createEvent(randomEvent())) as Doc;
    await app.strapi.documents(UID.event as never).delete({ documentId: other.documentId } as never);

    const query = app.strapi.db.query(UID.event as never);
    const rows = (await query.findMany({ where: { locale: 'en' }, select: ['id'], limit: 8 })) as { id: number }[];
    await query.updateMany({ where: { id: { $in: rows.slice(0, 4).map((r) => r.id) } }, data: { postStatus: 'private' } });
    await query.deleteMany({ where: { id: { $in: rows.slice(4).map((r) => r.id) } } });

    // An import writing rows directly: the triggers count them too.
    const { startDate, endDate } = randomEvent();
    await app.strapi.db.connection('events').insert(sqlRow('sqlimport00000000000000a', 990_001, 'Imported', { startDate, endDate, postStatus: 'publish' }));
    await expectTotalsRight();
  });

  it('follow several changes of one row in one transaction, counted at commit on PostgreSQL', async () => {
    const knex = app.strapi.db.connection;
    const onPostgres = app.strapi.db.dialect.client === 'postgres';
    const before = await dayCounts();
    const row = (n: number, event: Record<string, unknown>) => sqlRow(`sqltransaction0000000${n}`, 990_100 + n, `In one transaction ${n}`, event);
    // An event counted before: moving it takes one from a count row that exists (immediate triggers lock it).
    const counted = (await knex('events').where({ locale: 'en' }).whereNotNull('start_date').whereNotNull('end_date').first('post_id')) as { post_id: number };
    await knex.transaction(async (trx) => {
      await trx('events').where({ post_id: counted.post_id }).update({ start_date: new Date(base + 4 * DAY), end_date: new Date(base + 5 * DAY) });
      // Inserted, moved, unlisted, then deleted: counted by each change's own old and new row.
      await trx('events').insert(row(1, randomEvent()));
      await trx('events').where({ post_id: 990_101 }).update({ start_date: new Date(base + 2 * DAY), end_date: new Date(base + 3 * DAY) });
      await trx('events').where({ post_id: 990_101 }).update({ hide_from_listings: true });
      await trx('events').insert(row(2, randomEvent()));
      await trx('events').where({ post_id: 990_101 }).delete();
      await trx('events').where({ post_id: 990_102 }).update({ post_status: 'draft' });
      if (onPostgres) {
        // Not yet counted, and no count row is locked while the transaction runs: writers of events on
        // the same days do not wait on one another (another connection locks them all at once).
        await knex.raw('SELECT * FROM cal_event_days FOR UPDATE NOWAIT');
        expect(await dayCounts()).toEqual(before);
      }
    });
    expect(await dayCounts()).not.toEqual(before);
    await expectTotalsRight();
  });

  it('are rebuilt at start as the triggers keep them, and the triggers come back if dropped', async () => {
    const kept = await dayCounts();
    await app.strapi.plugin('calendar').service('setup').afterBootstrap();
    expect(await dayCounts()).toEqual(kept);

    await dropTriggers();
    await f.createEvent(randomEvent()); // not counted: no trigger
    await app.strapi.plugin('calendar').service('setup').afterBootstrap();
    await f.createEvent(randomEvent()); // counted again
    await expectTotalsRight();
  });

  it("refresh the planner's statistics once rebuilt (PostgreSQL and MySQL; SQLite keeps none)", async () => {
    const client = app.strapi.db.dialect.client;
    if (client === 'postgres') {
      const stats = async () =>
        (await app.strapi.db.connection.raw("select analyze_count + autoanalyze_count as n from pg_stat_user_tables where relname = 'cal_event_days' and schemaname = current_schema()")).rows[0]?.n;
      const before = Number(await stats());
      await app.strapi.plugin('calendar').service('setup').afterBootstrap();
      // The statistics collector reports with a short delay. (This file's own schema: a schema another run
      // left behind on the same server has a table of the same name.)
      let after = Number(await stats());
      for (let i = 0; i < 50 && after <= before; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = Number(await stats());
      }
      expect(after).toBeGreaterThan(before);
    } else {
      expect(dialectOf(client).analyze === null).toBe(client === 'sqlite');
    }
  });

  it('leave totals to row counts when they cannot be kept (here: their table is gone)', async () => {
    await dropTriggers();
    await app.strapi.db.connection.schema.dropTable('cal_event_days');
    await app.strapi.plugin('calendar').service('setup').afterBootstrap(); // warns, does not fail the start
    await f.createEvent(randomEvent());
    expect(await readsDayCounts('/events?start_date=2031-03-09&end_date=2031-03-25')).toBe(false);
    await expectTotalsRight();
  });
});

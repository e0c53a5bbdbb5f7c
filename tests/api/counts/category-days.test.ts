import { categoryDaysSql } from '../../../src/plugins/calendar/server/data/counts/category-days-sql';
import { categoryTables } from '../../../src/plugins/calendar/server/data/counts/category-days';
import { createApiToken } from '../../helpers/auth';
import { createFactories, type Doc, type Factories } from '../../helpers/factories';
import { pagedTotal } from '../../helpers/paged-total';
import { sqlDuring } from '../../helpers/sql';
import { appForFile } from '../../helpers/app-for-file';
import { calendarClient, UID, type CalendarClient } from '../../helpers/write-helpers';

/**
 * The total of `?categories=<one category>` over a plain window is summed from the category day counts
 * (data/counts/category-days.ts), kept by triggers on the links, the events, the categories' parents and the
 * categories. Whoever writes (the API, the Document Service, SQL by hand), the counts must equal a
 * rebuild from scratch, and every total must equal the events the list pages through. The site zone is
 * Asia/Kolkata, so whole-day windows cut UTC days and both edge days are counted one by one.
 */

let api: CalendarClient;
let editor: CalendarClient;
let f: Factories;

const DAY = 86_400_000;
const base = Date.UTC(2032, 4, 10); // far from today and from the event day counts' test dates
let seed = 7;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
const wall = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** The tree: root > (music > (jazz, rock), talks), other. */
const tree: Record<string, Doc> = {};
const categoriesOf = () => Object.values(tree);

function randomDates(): { startDate: Date; endDate: Date } {
  const start = base + Math.floor(random() * 14 * 24 * 60) * 60_000;
  return { startDate: new Date(start), endDate: new Date(start + Math.floor(random() * 50 * 60) * 60_000) };
}

function randomEvent(): Record<string, unknown> {
  const categories = categoriesOf().filter(() => random() < 0.3);
  return {
    ...randomDates(),
    postStatus: pick(['publish', 'publish', 'publish', 'draft', 'private']),
    hideFromListings: pick([false, false, null, true]),
    categories,
  };
}

const app = appForFile({ CALENDAR_TIMEZONE: 'Asia/Kolkata' });
beforeAll(async () => {
  api = calendarClient(app);
  editor = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
  f = createFactories(app.strapi);
  tree.root = (await f.createCategory({ name: 'Root' })) as Doc;
  tree.music = (await f.createCategory({ name: 'Music', parent: tree.root })) as Doc;
  tree.jazz = (await f.createCategory({ name: 'Jazz', parent: tree.music })) as Doc;
  tree.rock = (await f.createCategory({ name: 'Rock', parent: tree.music })) as Doc;
  tree.talks = (await f.createCategory({ name: 'Talks', parent: tree.root })) as Doc;
  tree.other = (await f.createCategory({ name: 'Other' })) as Doc;
});

const termId = async (doc: Doc) =>
  ((await app.strapi.db.query(UID.category as never).findOne({ where: { documentId: doc.documentId, locale: 'en' }, select: ['termId'] })) as { termId: number }).termId;

const asKeys = (rows: Record<string, unknown>[]) =>
  rows
    .filter((r) => Number(r.events) !== 0)
    .map((r) => `${r.category_id}|${r.locale}|${r.status}|${Number(r.listed)}|${r.start_day}|${r.end_day}|${r.events}`)
    .sort();

/** The counts the triggers kept, and those a rebuild from scratch gives (computed, then rolled back). */
async function expectCountsRebuilt() {
  const knex = app.strapi.db.connection;
  const kept = asKeys(await knex('cal_event_category_days').select('*'));
  let rebuilt: string[] = [];
  await knex
    .transaction(async (trx) => {
      for (const statement of categoryDaysSql(app.strapi.db.dialect.client as 'sqlite', categoryTables(app.strapi)).rebuild) await trx.raw(statement);
      rebuilt = asKeys(await trx('cal_event_category_days').select('*'));
      throw new Error('rollback');
    })
    .catch((error: Error) => {
      if (error.message !== 'rollback') throw error;
    });
  expect(kept).toEqual(rebuilt);
  expect(kept.length).toBeGreaterThan(0);
}

async function expectTotalsRight() {
  const windows = ['start_date=2032-05-09&end_date=2032-05-25', 'start_date=2032-05-12&end_date=2032-05-12'];
  for (let i = 0; i < 4; i += 1) {
    const from = base - DAY + Math.floor(random() * 16 * 24 * 60) * 60_000;
    windows.push(`start_date=${encodeURIComponent(wall(from))}&end_date=${encodeURIComponent(wall(from + 5 * DAY))}&strict_dates=true`);
  }
  for (const doc of categoriesOf()) {
    const id = await termId(doc);
    for (const window of windows) {
      for (const [client, extra] of [[api, ''], [editor, '&status=publish,draft,private']] as const) {
        const query = `${window}&categories=${id}${extra}`;
        const { total, items } = await pagedTotal(client, query);
        expect({ query, total }).toEqual({ query, total: items });
      }
    }
  }
}

describe('category day counts', () => {
  it('answer the total of one category (with its children) over a plain window, and only then', async () => {
    for (let i = 0; i < 40; i += 1) await f.createEvent(randomEvent());
    const root = await termId(tree.root);
    const reads = async (query: string) =>
      (await sqlDuring(app.strapi, () => api.get(`/events?${query}`).set('Cache-Control', 'no-cache').expect(200))).some((sql) => sql.includes('cal_event_category_days'));
    expect(await reads(`start_date=2032-05-09&end_date=2032-05-25&categories=${root}`)).toBe(true);
    // Two categories, a category and a tag, or a search: counted row by row.
    expect(await reads(`start_date=2032-05-09&end_date=2032-05-25&categories=${root},${await termId(tree.other)}`)).toBe(false);
    expect(await reads(`start_date=2032-05-09&end_date=2032-05-25&categories=${root}&search=x`)).toBe(false);
    await expectCountsRebuilt();
    await expectTotalsRight();
  });

  it('follow the API: events created, moved, recategorised, hidden, trashed and deleted; categories moved and deleted', async () => {
    const ids = async (...docs: Doc[]) => Promise.all(docs.map(termId));
    const created = [];
    for (let i = 0; i < 6; i += 1) {
      const { startDate, endDate } = randomDates();
      const body = { title: `API ${i}`, start_date: wall(startDate.getTime()), end_date: wall(endDate.getTime()), categories: await ids(tree.jazz, tree.rock) };
      created.push((await editor.post('/events', body).expect(201)).body);
    }
    await editor.post(`/events/${created[0].id}`, { start_date: '2032-05-20 23:00:00', end_date: '2032-05-21 01:00:00' }).expect(200);
    await editor.post(`/events/${created[1].id}`, { categories: await ids(tree.talks) }).expect(200);
    await editor.post(`/events/${created[2].id}`, { categories: [] }).expect(200);
    await editor.post(`/events/${created[3].id}`, { hide_from_listings: true }).expect(200);
    await editor.delete(`/events/${created[4].id}`).expect(200);
    await editor.delete(`/events/${created[5].id}?force=true`).expect(200);
    await expectCountsRebuilt();

    // Rock moves from Music to Other, then Talks is deleted (its events lose it).
    await editor.post(`/categories/${await termId(tree.rock)}`, { parent: await termId(tree.other) }).expect(200);
    await expectCountsRebuilt();
    await expectTotalsRight();
    await editor.delete(`/categories/${await termId(tree.talks)}?force=true`).expect(200);
    delete tree.talks;
    await expectCountsRebuilt();
    await expectTotalsRight();
  });

  it('follow the Document Service (the admin), bulk writes and SQL written by hand', async () => {
    const doc = (await f.createEvent(randomEvent())) as Doc;
    await app.strapi.documents(UID.event as never).update({ documentId: doc.documentId, data: { categories: [tree.music, tree.jazz], endDate: new Date(base + 9 * DAY) } } as never);
    const other = (await f.createEvent(randomEvent())) as Doc;
    await app.strapi.documents(UID.event as never).delete({ documentId: other.documentId } as never);
    // A new category under Jazz (nothing linked yet), then an event in it.
    tree.bebop = (await f.createCategory({ name: 'Bebop', parent: tree.jazz })) as Doc;
    await f.createEvent({ ...randomEvent(), categories: [tree.bebop, tree.root] });

    const query = app.strapi.db.query(UID.event as never);
    const rows = (await query.findMany({ where: { locale: 'en' }, select: ['id'], limit: 8 })) as { id: number }[];
    await query.updateMany({ where: { id: { $in: rows.slice(0, 4).map((r) => r.id) } }, data: { postStatus: 'private', startDate: new Date(base + 3 * DAY) } });
    await query.deleteMany({ where: { id: { $in: rows.slice(4).map((r) => r.id) } } });
    await expectCountsRebuilt();

    // An import writing links and parents directly, several rows per statement.
    const knex = app.strapi.db.connection;
    const t = categoryTables(app.strapi);
    const rowOf = async (d: Doc) => ((await knex(t.categories).where({ document_id: d.documentId, locale: 'en' }).first('id')) as { id: number }).id;
    const events = (await knex(t.events.table).where({ locale: 'en' }).whereNotNull('start_date').select('id').limit(6)) as { id: number }[];
    await knex(t.links.table).where(t.links.event, 'in', events.map((e) => e.id)).delete();
    const jazz = await rowOf(tree.jazz);
    const rock = await rowOf(tree.rock);
    const bebop = await rowOf(tree.bebop);
    await knex(t.links.table).insert(events.flatMap((e) => [jazz, bebop, rock].map((c) => ({ [t.links.event]: e.id, [t.links.category]: c }))));
    await expectCountsRebuilt();
    // Bebop moves to the top, by hand; then an event row goes, by hand (its links with it).
    await knex(t.parents.table).where(t.parents.child, bebop).delete();
    await expectCountsRebuilt();
    await knex(t.parents.table).insert({ [t.parents.child]: bebop, [t.parents.parent]: rock });
    await expectCountsRebuilt();
    await knex(t.events.table).where('id', events[0].id).delete();
    await expectCountsRebuilt();
    await expectTotalsRight();
  });

  it('hold under concurrent writers in the same categories and days (PostgreSQL and MySQL lock their rows in one order)', async () => {
    const ids = await Promise.all([tree.jazz, tree.rock, tree.music].map(termId));
    const body = (i: number) => ({ title: `Concurrent ${i}`, start_date: '2032-05-15 10:00:00', end_date: '2032-05-15 12:00:00', categories: i % 2 ? ids.slice(0, 2) : ids.slice(1) });
    const created = await Promise.all(Array.from({ length: 16 }, (_, i) => editor.post('/events', body(i))));
    expect(created.map((res) => res.status)).toEqual(created.map(() => 201));
    const moved = await Promise.all(
      created.map((res, i) => editor.post(`/events/${res.body.id}`, { start_date: '2032-05-16 10:00:00', end_date: '2032-05-16 12:00:00', categories: i % 3 ? ids.slice(0, 1) : ids }))
    );
    expect(moved.map((res) => res.status)).toEqual(moved.map(() => 200));
    await expectCountsRebuilt();
    await expectTotalsRight();
  });

  it('give callers who may not read or write nothing more: drafts, hidden events and others\' writes stay refused', async () => {
    const music = await termId(tree.music);
    const window = `start_date=2032-05-09&end_date=2032-05-25&categories=${music}`;
    const kept = asKeys(await app.strapi.db.connection('cal_event_category_days').select('*'));
    // Anonymous: the counts answer only what it may list (published, listed), and it may not ask for more.
    for (const extra of ['&status=draft', '&status=publish,private', '&include_hidden=true']) {
      const res = await api.get(`/events?${window}${extra}`).set('Cache-Control', 'no-cache');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
    }
    const visible = await pagedTotal(api, window);
    expect(visible.total).toBe(visible.items);
    // A token that may only create events: the writes that run again after a lost race refuse it first.
    const onlyCreate = calendarClient(app, await createApiToken(app.strapi, 'custom', ['plugin::calendar.events.create']));
    const event = (await onlyCreate.post('/events', { title: 'Guarded', start_date: '2032-05-14 10:00:00', end_date: '2032-05-14 11:00:00', categories: [music] }).expect(201)).body;
    const withIt = asKeys(await app.strapi.db.connection('cal_event_category_days').select('*'));
    expect(withIt).not.toEqual(kept);
    for (const attempt of [
      () => onlyCreate.post(`/events/${event.id}`, { start_date: '2032-05-20 10:00:00', end_date: '2032-05-20 11:00:00', categories: [] }),
      () => onlyCreate.delete(`/events/${event.id}`),
      () => onlyCreate.delete(`/events/${event.id}?force=true`),
      () => api.delete(`/events/${event.id}`),
    ]) {
      const res = await attempt();
      expect([401, 403]).toContain(res.status);
      expect(res.body.code).toBe('rest_forbidden');
    }
    expect(asKeys(await app.strapi.db.connection('cal_event_category_days').select('*'))).toEqual(withIt);
    await expectCountsRebuilt();
  });

  it('survive a cycle an editor made by hand, and its undoing', async () => {
    const knex = app.strapi.db.connection;
    const t = categoryTables(app.strapi);
    const rowOf = async (d: Doc) => ((await knex(t.categories).where({ document_id: d.documentId, locale: 'en' }).first('id')) as { id: number }).id;
    const [root, jazz] = [await rowOf(tree.root), await rowOf(tree.jazz)];
    await knex(t.parents.table).insert({ [t.parents.child]: root, [t.parents.parent]: jazz });
    await expectCountsRebuilt();
    await knex(t.parents.table).where({ [t.parents.child]: root }).delete();
    await expectCountsRebuilt();
    await expectTotalsRight();
  });

  it('count events that end before they start (a bulk write skips the check) as the list shows them', async () => {
    // Seen on PostgreSQL once the rows a bulk update reached differed from run to run: such an event starting
    // on a window's last day, or ending on or before its first, was listed but not counted.
    const query = app.strapi.db.query(UID.event as never);
    const music = [tree.music];
    const made = [];
    for (const [start, end] of [
      ['2032-05-19T10:00:00Z', '2032-05-17T10:00:00Z'],
      ['2032-05-21T10:00:00Z', '2032-05-18T10:00:00Z'],
      ['2032-05-18T10:00:00Z', '2032-05-16T10:00:00Z'],
    ]) {
      const doc = (await f.createEvent({ categories: music, postStatus: 'publish', hideFromListings: false })) as Doc;
      made.push(doc);
      await query.updateMany({ where: { documentId: doc.documentId }, data: { startDate: new Date(start), endDate: new Date(end) } });
    }
    await expectCountsRebuilt();
    const id = await termId(tree.music);
    for (const window of ['start_date=2032-05-17&end_date=2032-05-21', 'start_date=2032-05-18&end_date=2032-05-19', 'start_date=2032-05-19&end_date=2032-05-19', 'start_date=2032-05-16&end_date=2032-05-22']) {
      for (const [client, extra] of [[api, ''], [editor, '&status=publish,draft,private']] as const) {
        const q = `${window}&strict_dates=true&categories=${id}${extra}`;
        const { total, items } = await pagedTotal(client, q);
        expect({ q, total }).toEqual({ q, total: items });
      }
    }
  });

  it('are rebuilt at start as the triggers keep them', async () => {
    const kept = asKeys(await app.strapi.db.connection('cal_event_category_days').select('*'));
    await app.strapi.plugin('calendar').service('setup').afterBootstrap();
    expect(asKeys(await app.strapi.db.connection('cal_event_category_days').select('*'))).toEqual(kept);
    await expectTotalsRight();
  });
});

import { createApiToken } from '../../helpers/auth';
import { appForFile } from '../../helpers/app-for-file';
import { whileReading } from '../../helpers/reads-beside';
import { sqlDuring } from '../../helpers/sql';
import { calendarClient, insertImageFile, UID, type CalendarClient } from '../../helpers/write-helpers';

/**
 * The dates of a series are written in batches (features/series/occurrence-store.ts, data/repository/bulk-rows.ts), not
 * one Document Service call each: here, what they store is what the Document Service stores for the
 * series' first event (written by it), column by column and link by link, in every language; a write to
 * the whole series reaches every date but the exceptions; the term counts follow; and a series at the
 * default bound (1000 dates) is stored in a bounded number of statements while public reads go on.
 */

let api: CalendarClient;

const app = appForFile({ CALENDAR_TIMEZONE: 'Europe/Lisbon' });
beforeAll(async () => {
  api = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
});

type Row = Record<string, unknown>;
const knex = () => app.strapi.db.connection;

/** Columns that belong to one date (or one row) and differ from the first event's by design. */
const OWN = ['id', 'document_id', 'post_id', 'slug', 'start_date', 'end_date', 'occurrence_key', 'recurrence', 'created_at', 'updated_at', 'published_at'];
const LINKS: [string, string][] = [
  ['events_venues_lnk', 'venue_id'],
  ['events_organizers_lnk', 'organizer_id'],
  ['events_categories_lnk', 'event_category_id'],
  ['events_tags_lnk', 'event_tag_id'],
];

const shared = (row: Row) => Object.fromEntries(Object.entries(row).filter(([column]) => !OWN.includes(column)).map(([k, v]) => [k, v instanceof Date ? v.getTime() : v]));

async function seriesRows(uid: string): Promise<Row[]> {
  return (await knex()('events').where({ series_uid: uid }).orderBy(['locale', 'start_date'])) as Row[];
}

/** A row's links: targets with their order, the image, the parent row. */
async function linksOf(rowId: number) {
  const links: Record<string, unknown> = {};
  for (const [table, column] of LINKS) {
    const rows = (await knex()(table).where({ event_id: rowId }).orderBy(column)) as Row[];
    links[table] = rows.map((r) => [Number(r[column]), Number(Object.entries(r).find(([k]) => k.endsWith('_ord') && k !== 'event_ord')?.[1])]);
  }
  links.image = ((await knex()('files_related_mph').where({ related_id: rowId, related_type: UID.event, field: 'image' })) as Row[]).map((r) => Number(r.file_id));
  return links;
}

const parentOf = async (rowId: number) => ((await knex()('events_parent_event_lnk').where({ event_id: rowId }).select('inv_event_id')) as Row[]).map((r) => Number(r.inv_event_id));

async function termCount(table: string, name: string): Promise<number> {
  const row = (await knex()(table).where({ name, locale: 'en' }).first('event_count')) as Row;
  return Number(row.event_count);
}

it('each date stores what the Document Service stored for the first event, in every language', async () => {
  const image = await insertImageFile(app.strapi, 'series_store');
  const created = await api
    .post('/events', {
      title: 'Life drawing',
      description: '<p>Bring <strong>charcoal</strong></p>',
      start_date: '2027-03-02 19:00:00',
      end_date: '2027-03-02 21:00:00',
      timezone: 'Europe/Lisbon',
      cost: '12',
      image: image.id,
      categories: 'Store art,Store evening',
      tags: 'store-drawing',
      venue: { venue: 'Store studio' },
      organizer: { organizer: 'Store collective' },
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=8'],
    })
    .expect(201);
  await api.post('/events', { title: 'Dessin', ml_language: 'fr', translation_of: created.body.id, start_date: '2027-03-02 19:00:00', end_date: '2027-03-02 21:00:00', categories: 'Store art fr' }).expect(201);

  const first = (await knex()('events').where({ post_id: created.body.id }).first()) as Row;
  const rows = await seriesRows(String(first.series_uid));
  expect(rows).toHaveLength(16);
  for (const locale of ['en', 'fr']) {
    const [anchor, ...dates] = rows.filter((row) => row.locale === locale);
    expect(dates).toHaveLength(7);
    const anchorLinks = await linksOf(Number(anchor.id));
    for (const date of dates) {
      expect(shared(date)).toEqual(shared(anchor));
      expect(await linksOf(Number(date.id))).toEqual(anchorLinks);
      expect(await parentOf(Number(date.id))).toEqual([Number(anchor.id)]);
      expect(date.slug).toBe(`${anchor.slug}-${String(date.occurrence_key).replace(/^(\d{4})(\d{2})(\d{2}).*/, '$1-$2-$3')}`);
    }
    expect(await parentOf(Number(anchor.id))).toEqual([]);
  }
  // Every date has its own wire ID, and one document per date holds both languages.
  expect(new Set(rows.map((row) => row.post_id)).size).toBe(16);
  expect(new Set(rows.map((row) => row.document_id)).size).toBe(8);
  expect(await termCount('event_categories', 'Store art')).toBe(8);
  expect(await termCount('event_tags', 'store-drawing')).toBe(8);
  // Read back through the API: each date as a client sees it.
  const page = await api.get(`/events?post_parent=${created.body.id}&start_date=2027-01-01&per_page=50`).expect(200);
  expect(page.body.total).toBe(7);
  expect(page.body.events.every((e: { image: { id: number }; venue: { venue: string } }) => e.image.id === image.id && e.venue.venue === 'Store studio')).toBe(true);
});

it('a write to all dates reaches every date but the exceptions, links and counts included', async () => {
  const created = await api
    .post('/events', { title: 'Choir', start_date: '2027-04-06 19:00:00', end_date: '2027-04-06 21:00:00', timezone: 'Europe/Lisbon', categories: 'Store music', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=6'] })
    .expect(201);
  const children = (await api.get(`/events?post_parent=${created.body.id}&start_date=2027-01-01`).expect(200)).body.events as { id: number }[];
  await api.post(`/events/${children[1].id}`, { title: 'Choir (concert)', recurrence_scope: 'this' }).expect(200);
  await api.post(`/events/${created.body.id}`, { title: 'Choir rehearsal', cost: '5', categories: 'Store voice', recurrence_scope: 'all' }).expect(200);
  const all = (await api.get(`/events?include=${[created.body.id, ...children.map((c) => c.id)].join(',')}&start_date=2027-01-01`).expect(200)).body.events as { id: number; title: string; cost: string; categories: { name: string }[] }[];
  const byId = new Map(all.map((e) => [e.id, e]));
  expect(byId.get(children[1].id)!.title).toBe('Choir (concert)');
  for (const id of [created.body.id, children[0].id, ...children.slice(2).map((c) => c.id)]) {
    expect(byId.get(id)).toMatchObject({ title: 'Choir rehearsal', categories: [expect.objectContaining({ name: 'Store voice' })] });
  }
  // The exception keeps its own title and its category; the counts follow the links.
  expect(await termCount('event_categories', 'Store voice')).toBe(5);
  expect(await termCount('event_categories', 'Store music')).toBe(1);
  await api.delete(`/events/${created.body.id}?recurrence_scope=all`).expect(200);
  expect(await termCount('event_categories', 'Store voice')).toBe(0);
  const trashed = (await knex()('events').whereIn('post_id', children.map((c) => c.id)).select('slug', 'post_status')) as Row[];
  expect(trashed.every((row) => row.post_status === 'trash' && String(row.slug).includes('__trashed'))).toBe(true);
});

it('a series at the default bound is stored in a few statements a date while public reads go on', async () => {
  let status = 0;
  let answer: unknown;
  const { result: statements, reads } = await whileReading(app, () => sqlDuring(app.strapi, async () => {
    const started = Date.now();
    // 300 days ago: its 1000 dates end within the horizon (seriesHorizonDays, 730), past ones counted too.
    const first = new Date(Date.now() - 300 * 86_400_000).toISOString().slice(0, 10);
    const res = await api.post('/events', { title: 'Every day', start_date: `${first} 08:00:00`, end_date: `${first} 09:00:00`, timezone: 'Europe/Lisbon', recurrence: ['RRULE:FREQ=DAILY;COUNT=1000'] });
    status = res.status;
    answer = res.body;
    process.stdout.write(`series-store: 1000 dates stored in ${Date.now() - started} ms\n`);
  }));
  // The answer in the failure's message: a 400 once on CI's PostgreSQL beside MariaDB.
  expect({ status, code: status === 201 ? undefined : answer }).toEqual({ status: 201, code: undefined });
  expect(Number(((await knex()('events').where({ title: 'Every day' }).count({ n: '*' })) as Row[])[0].n)).toBe(1000);
  // The reads ran beside the write (theirs are in the count too): at most about 5 statements a date.
  expect(statements.length).toBeLessThan(5 * 1000);
  process.stdout.write(`series-store: ${statements.length} statements; ${reads.length} public reads beside it, slowest ${Math.max(...reads)} ms\n`);
});

it('a rule shortened then lengthened again trashes its later dates and brings the same events back, slugs and counts included', async () => {
  const created = await api
    .post('/events', { title: 'Pottery', start_date: '2027-05-04 19:00:00', end_date: '2027-05-04 21:00:00', timezone: 'Europe/Lisbon', categories: 'Store clay', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=6'] })
    .expect(201);
  const first = (await knex()('events').where({ post_id: created.body.id }).first('series_uid')) as Row;
  const before = (await seriesRows(String(first.series_uid))).map((row) => [row.post_id, row.slug, row.post_status]);
  await api.post(`/events/${created.body.id}`, { recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'], recurrence_scope: 'all' }).expect(200);
  const shortened = await seriesRows(String(first.series_uid));
  expect(shortened.filter((row) => row.post_status === 'trash').map((row) => row.slug)).toEqual(before.slice(3).map(([, slug]) => `${slug}__trashed`));
  expect(await termCount('event_categories', 'Store clay')).toBe(3);
  await api.post(`/events/${created.body.id}`, { recurrence: ['RRULE:FREQ=WEEKLY;COUNT=6'], recurrence_scope: 'all' }).expect(200);
  expect((await seriesRows(String(first.series_uid))).map((row) => [row.post_id, row.slug, row.post_status])).toEqual(before);
  expect(await termCount('event_categories', 'Store clay')).toBe(6);
});

it('a series with a description near the body limit is stored in batches a database takes (MariaDB refuses one statement over 16 MiB)', async () => {
  const description = `<p>${'Long programme notes. '.repeat(40_000)}</p>`; // about 880 KB
  const created = await api
    .post('/events', { title: 'Long notes', description, start_date: '2027-06-01 19:00:00', end_date: '2027-06-01 21:00:00', timezone: 'Europe/Lisbon', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=40'] })
    .expect(201);
  const first = (await knex()('events').where({ post_id: created.body.id }).first('series_uid')) as Row;
  const rows = (await knex()('events').where({ series_uid: first.series_uid }).select('description')) as Row[];
  expect(rows).toHaveLength(40);
  expect(rows.every((row) => row.description === description)).toBe(true);
});

it('a published event without a slug becomes a series whose dates are named after its title, each its own', async () => {
  const created = await api.post('/events', { title: 'Nameless club', start_date: '2027-08-03 19:00:00', end_date: '2027-08-03 20:00:00', timezone: 'Europe/Lisbon' }).expect(201);
  await knex()('events').where({ post_id: created.body.id }).update({ slug: null });
  await api.post(`/events/${created.body.id}`, { recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'] }).expect(200);
  const first = (await knex()('events').where({ post_id: created.body.id }).first('series_uid')) as Row;
  const slugs = ((await knex()('events').where({ series_uid: first.series_uid }).orderBy('start_date').select('slug')) as Row[]).map((row) => row.slug);
  expect(slugs).toEqual([null, 'nameless-club-2027-08-10', 'nameless-club-2027-08-17']);
});

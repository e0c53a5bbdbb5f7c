import { categoryTables } from '../../../src/plugins/calendar/server/data/counts/category-days';
import { categoryDaysSql } from '../../../src/plugins/calendar/server/data/counts/category-days-sql';
import { createApiToken } from '../../helpers/auth';
import { createFactories, daysFromNow, UIDS, type Doc, type Factories } from '../../helpers/factories';
import { pagedTotal } from '../../helpers/paged-total';
import { sqlDuring } from '../../helpers/sql';
import { appForFile } from '../../helpers/app-for-file';
import { get, idsOf } from '../../helpers/wire';
import { calendarClient, type CalendarClient } from '../../helpers/write-helpers';

/**
 * Issue 31, findings 8 and 10: what a password-protected or hidden event links to must not show
 * through a filter.
 * - A protected event's categories, tags, venue, organizers, `featured` and the place of its venue are
 *   blanked for a caller who may not unlock it; a list filter on them does not match it either
 *   (otherwise `include=<id>&categories=<x>` answers total 1 or 0 and tells them). The right `password`
 *   unlocks it, as it unlocks its text; callers who may edit events see it whole. The totals of
 *   `?categories=<one>` summed from the category day counts agree.
 * - `only_with_upcoming` counts an upcoming event only if the caller would see it in the events list:
 *   not hidden from listings, not protected unless unlocked, of a status the caller may read of events.
 */

let f: Factories;
const fx: Record<string, Doc> = {};
const as: Record<string, string> = {};
let anonymous: CalendarClient;
let editor: CalendarClient;

const app = appForFile();
beforeAll(async () => {
  f = createFactories(app.strapi);
  as.full = await createApiToken(app.strapi, 'full-access');
  // May update (so read every status of) venues and organizers, not events.
  as.linkedEditor = await createApiToken(app.strapi, 'custom', [
    'plugin::calendar.venues.find', 'plugin::calendar.venues.update',
    'plugin::calendar.organizers.find', 'plugin::calendar.organizers.update',
  ]);
  anonymous = calendarClient(app);
  editor = calendarClient(app, as.full);

  fx.parent = await f.createCategory({ name: 'Parent' });
  fx.secret = await f.createCategory({ name: 'Secret', parent: fx.parent });
  fx.other = await f.createCategory({ name: 'Other' });
  fx.tag = await f.createTag({ name: 'Whisper' });
  fx.otherTag = await f.createTag({ name: 'Shout' });
  fx.venue = await f.createVenue({ name: 'Hideout', latitude: 38.72, longitude: -9.14 });
  fx.otherVenue = await f.createVenue({ name: 'Plaza', latitude: 41.15, longitude: -8.61 });
  fx.organizer = await f.createOrganizer({ name: 'Quiet Org' });
  fx.otherOrganizer = await f.createOrganizer({ name: 'Loud Org' });
  fx.locked = await f.createEvent({
    title: 'Locked', password: 'secret', startDate: daysFromNow(3), featured: true,
    categories: [fx.secret], tags: [fx.tag], venues: [fx.venue], organizers: [fx.organizer],
  });
  // An open event in the parent category: the filters still match it for everyone.
  fx.open = await f.createEvent({ title: 'Open', startDate: daysFromNow(4), categories: [fx.parent], venues: [fx.otherVenue] });
});

const termId = async (uid: string, doc: Doc) =>
  ((await app.strapi.db.query(uid as never).findOne({ where: { documentId: doc.documentId, locale: 'en' }, select: ['termId'] })) as { termId: number }).termId;

/** The total a list of events announces, and the IDs it holds (one page is enough here). */
async function listed(client: CalendarClient, query: string): Promise<{ total: number; ids: number[] }> {
  const res = await client.get(`/events?${query}`).set('Cache-Control', 'no-cache').expect(200);
  expect(Number(res.headers['x-tec-total'])).toBe(res.body.total ?? 0);
  return { total: Number(res.headers['x-tec-total']), ids: idsOf(res.body.events ?? []) };
}

/** Each filter on the protected event's links or flags: one that matches its hidden value, one that does not. */
async function filters(): Promise<[string, string, string][]> {
  const geo = (lat: number, lng: number) => `geoloc=1&geoloc_lat=${lat}&geoloc_lng=${lng}`;
  return [
    ['categories', `categories=${await termId(UIDS.category, fx.secret)}`, `categories=${await termId(UIDS.category, fx.other)}`],
    ['parent category', `categories=${await termId(UIDS.category, fx.parent)}`, `categories=${await termId(UIDS.category, fx.other)}`],
    ['tags', `tags=${await termId(UIDS.tag, fx.tag)}`, `tags=${await termId(UIDS.tag, fx.otherTag)}`],
    ['venue', `venue=${fx.venue.postId}`, `venue=${fx.otherVenue.postId}`],
    ['organizer', `organizer=${fx.organizer.postId}`, `organizer=${fx.otherOrganizer.postId}`],
    ['featured', 'featured=true', 'featured=false'],
    ['geoloc', 'geoloc=1', 'geoloc=1&geoloc_lat=0&geoloc_lng=0'],
    ['geoloc near', geo(38.72, -9.14), geo(41.15, -8.61)],
  ];
}

describe('GET /events: filters on the links of a password-protected event', () => {
  it('never match it for a caller who may not unlock it: a hit answers as a miss', async () => {
    const include = `include=${fx.locked.postId}`;
    for (const [name, hit, miss] of await filters()) {
      for (const query of [hit, miss]) {
        expect({ name, query, ...(await listed(anonymous, `${include}&${query}`)) }).toEqual({ name, query, total: 0, ids: [] });
      }
    }
  });

  it('still lists it unfiltered, blanked', async () => {
    const res = await anonymous.get(`/events?include=${fx.locked.postId}`).expect(200);
    expect(res.body.events[0]).toMatchObject({ id: fx.locked.postId, categories: [], tags: [], venue: [], featured: null });
  });

  it('match it with its password, or for a caller who may edit events', async () => {
    const include = `include=${fx.locked.postId}`;
    for (const [name, hit, miss] of await filters()) {
      for (const [who, client, password] of [['password', anonymous, '&password=secret'], ['editor', editor, '']] as const) {
        expect({ name, who, ...(await listed(client, `${include}&${hit}${password}`)) }).toEqual({ name, who, total: 1, ids: [fx.locked.postId] });
        expect({ name, who, ...(await listed(client, `${include}&${miss}${password}`)) }).toEqual({ name, who, total: 0, ids: [] });
      }
    }
    expect((await listed(anonymous, `${include}&featured=true&password=wrong`)).total).toBe(0);
  });

  it('keep matching the open events', async () => {
    const parent = await termId(UIDS.category, fx.parent);
    expect((await listed(anonymous, `categories=${parent}`)).ids).toEqual([fx.open.postId]);
    expect((await listed(anonymous, `venue=${fx.otherVenue.postId}`)).ids).toEqual([fx.open.postId]);
    expect((await listed(anonymous, 'featured=false')).ids).toEqual([fx.open.postId]);
    expect((await listed(editor, `categories=${parent}`)).ids).toEqual([fx.locked.postId, fx.open.postId]);
  });
});

describe('GET /events?categories=<one>: the total summed from the category day counts', () => {
  const window = `start_date=${daysFromNow(-1).toISOString().slice(0, 10)}&end_date=${daysFromNow(30).toISOString().slice(0, 10)}`;

  /** The total each caller is announced equals the events it pages through, and those are `expected`. */
  async function expectTotals(expected: Record<'anonymous' | 'password' | 'editor', Doc[]>) {
    const parent = await termId(UIDS.category, fx.parent);
    for (const [who, client, extra] of [['anonymous', anonymous, ''], ['password', anonymous, '&password=secret'], ['editor', editor, '']] as const) {
      const query = `${window}&categories=${parent}${extra}`;
      expect({ who, ...(await pagedTotal(client, query)) }).toEqual({ who, total: expected[who].length, items: expected[who].length });
      expect({ who, ids: (await listed(client, query)).ids.sort() }).toEqual({ who, ids: expected[who].map((doc) => doc.postId).sort() });
    }
  }

  /** The counts the triggers kept (by key, `open` included) equal those a rebuild gives (computed, then rolled back). */
  async function expectCountsRebuilt() {
    const knex = app.strapi.db.connection;
    const keys = (rows: Record<string, unknown>[]) =>
      rows
        .filter((r) => Number(r.events) !== 0)
        .map((r) => [r.category_id, r.locale, r.status, Number(r.listed), Number(r.open), r.start_day, r.end_day, Number(r.events)].join('|'))
        .sort();
    const kept = keys(await knex('cal_event_category_days').select('*'));
    let rebuilt: string[] = [];
    await knex
      .transaction(async (trx) => {
        for (const statement of categoryDaysSql(app.strapi.db.dialect.client as 'sqlite', categoryTables(app.strapi)).rebuild) await trx.raw(statement);
        rebuilt = keys(await trx('cal_event_category_days').select('*'));
        throw new Error('rollback');
      })
      .catch((error: Error) => {
        if (error.message !== 'rollback') throw error;
      });
    expect(kept).toEqual(rebuilt);
    expect(kept.some((key) => key.split('|')[4] === '0')).toBe(true);
  }

  it('reads the counts for anonymous callers and editors', async () => {
    const parent = await termId(UIDS.category, fx.parent);
    for (const client of [anonymous, editor]) {
      const sql = await sqlDuring(app.strapi, () => client.get(`/events?${window}&categories=${parent}`).set('Cache-Control', 'no-cache').expect(200));
      expect(sql.some((statement) => statement.includes('cal_event_category_days'))).toBe(true);
    }
  });

  it('counts a protected event only for callers who may read it, as a password is set and removed', async () => {
    await expectTotals({ anonymous: [fx.open], password: [fx.locked, fx.open], editor: [fx.locked, fx.open] });
    // A second protected event on a day strictly inside the window (summed, not counted one by one).
    const inside = await f.createEvent({ title: 'Inside', password: 'other', startDate: daysFromNow(10), categories: [fx.secret] });
    await expectTotals({ anonymous: [fx.open], password: [fx.locked, fx.open], editor: [fx.locked, fx.open, inside] });
    await expectCountsRebuilt();
    await editor.post(`/events/${inside.postId}`, { password: '' }).expect(200);
    await editor.post(`/events/${fx.open.postId}`, { password: 'secret' }).expect(200);
    await expectCountsRebuilt();
    await expectTotals({ anonymous: [inside], password: [fx.locked, fx.open, inside], editor: [fx.locked, fx.open, inside] });
    await editor.post(`/events/${fx.open.postId}`, { password: '' }).expect(200);
    await expectCountsRebuilt();
    await expectTotals({ anonymous: [fx.open, inside], password: [fx.locked, fx.open, inside], editor: [fx.locked, fx.open, inside] });
  });
});

describe.each(['venues', 'organizers'] as const)('GET /%s?only_with_upcoming=true', (kind) => {
  const records: Record<string, Doc> = {};
  const create = (name: string) => (kind === 'venues' ? f.createVenue({ name }) : f.createOrganizer({ name }));
  const upcoming = async (name: string, event: Record<string, unknown>) => {
    records[name] = await create(`${kind} ${name}`);
    await f.createEvent({ title: `${kind} ${name} event`, startDate: daysFromNow(6), [kind]: [records[name]], ...event });
  };

  beforeAll(async () => {
    await upcoming('listed', {});
    await upcoming('hidden', { hideFromListings: true });
    await upcoming('protected', { password: 'secret' });
    await upcoming('draft', { postStatus: 'draft' });
  });

  /** Which of this block's records the list keeps, for a caller. */
  async function kept(query: string, token?: string): Promise<string[]> {
    const res = await get(app, `/${kind}?only_with_upcoming=true&per_page=50${query}`, token).set('Cache-Control', 'no-cache').expect(200);
    const ids = idsOf(res.body[kind] ?? []);
    return Object.keys(records).filter((name) => ids.includes(records[name].postId)).sort();
  }

  it('leaves out a record whose only upcoming event is hidden from listings, protected or a draft', async () => {
    expect(await kept('')).toEqual(['listed']);
  });

  it('counts a protected event with its password', async () => {
    expect(await kept('&password=secret')).toEqual(['listed', 'protected']);
  });

  it("counts drafts only for callers who may edit events, not only the record's own resource", async () => {
    expect(await kept('', as.linkedEditor)).toEqual(['listed']);
    expect(await kept('', as.full)).toEqual(['draft', 'listed', 'protected']);
  });
});

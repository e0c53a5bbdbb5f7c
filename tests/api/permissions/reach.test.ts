import { createApiToken } from '../../helpers/auth';
import { createFactories, type Doc, type Factories } from '../../helpers/factories';
import { action, createHolders, holderNamed, type Holder } from '../../helpers/permission-callers';
import { recordOf, refusedWithoutChange } from '../../helpers/permission-records';
import { dataVersion } from '../../helpers/sql';
import { appForFile } from '../../helpers/app-for-file';
import { changesOf } from '../../helpers/table-changes';
import { calendarClient, countAll, UID, type CalendarClient } from '../../helpers/write-helpers';

/**
 * Body fields that reach other records (design.md section 13; issue "Permissions that hold everywhere",
 * findings 1, 2, 5): a write whose body reaches a record besides its own (the record it translates, a
 * user named as author, an inline new venue, organizer or term, a hidden venue or organizer linked by ID)
 * needs the right on that record, whichever caller sends it (every caller of helpers/permission-callers.ts);
 * a refusal changes nothing, a hidden record linked by ID answers as an unknown one, and a record the
 * caller may read is still linked by name or ID. Filters naming a hidden record: filters-naming-hidden.test.ts.
 */

let f: Factories;
let holders: Holder[];
let anonymous: CalendarClient;
/** A custom API token holding exactly these actions. */
const tokenWith = async (...actions: string[]) => calendarClient(app, await createApiToken(app.strapi, 'custom', actions));

const app = appForFile();
beforeAll(async () => {
  f = createFactories(app.strapi);
  holders = await createHolders(app);
  anonymous = calendarClient(app);
});

async function documentOfPost(postId: number): Promise<string> {
  const row = (await app.strapi.db.query(UID.event).findOne({ where: { postId }, select: ['documentId'] })) as { documentId: string };
  return row.documentId;
}

describe('body fields that reach other records', () => {
  let counter = 0;
  const event = (extra: object) => ({ title: `Reach ${++counter}`, start_date: '2027-11-01 10:00:00', end_date: '2027-11-01 11:00:00', ...extra });
  const FORBIDDEN = [403, 'rest_forbidden'] as const;
  const UNKNOWN = [400, 'rest_invalid_param'] as const;
  /** The field, a body carrying it, who may send it, and the answer of a refusal. */
  const CASES: [string, () => Promise<object>, (h: Holder) => boolean, readonly [number, string]][] = [
    // The record translated is nobody's own: an author may not change it.
    ['translation_of', async () => ({ translation_of: (await recordOf(f, 'events')).postId, ml_language: 'fr' }), (h) => h.holds('events', 'update') && !h.ownRecordsOnly, FORBIDDEN],
    ['another user as author', async () => ({ author: holderNamed(holders, 'a reader').userId }), (h) => !h.ownRecordsOnly, FORBIDDEN],
    ['an inline new venue', async () => ({ venue: { venue: `Reach venue ${++counter}` } }), (h) => h.holds('venues', 'create'), FORBIDDEN],
    ['an inline new organizer', async () => ({ organizer: [{ organizer: `Reach organizer ${++counter}` }] }), (h) => h.holds('organizers', 'create'), FORBIDDEN],
    ['a new category', async () => ({ categories: [`reach-category-${++counter}`] }), (h) => h.holds('categories', 'create'), FORBIDDEN],
    ['a new tag', async () => ({ tags: [`reach-tag-${++counter}`] }), (h) => h.holds('tags', 'create'), FORBIDDEN],
    // A record the caller may not read answers as an unknown ID.
    ['a draft venue by ID', async () => ({ venue: (await recordOf(f, 'venues', 'draft')).postId }), (h) => h.holds('venues', 'update'), UNKNOWN],
    ['a private organizer by ID', async () => ({ organizer: [(await recordOf(f, 'organizers', 'private')).postId] }), (h) => h.holds('organizers', 'update'), UNKNOWN],
  ];

  /** Sends a write as the caller and answers what is wrong with its outcome: status, answer of a refusal, rows. */
  async function check(
    h: Holder,
    write: (c: CalendarClient) => Promise<{ status: number; body: unknown }>,
    ok: boolean,
    success: number,
    refusal: readonly [number, string],
    expectedChanges: () => Promise<string[]>
  ): Promise<string[]> {
    const problems: string[] = [];
    const [version, rows] = [await dataVersion(app.strapi), await countAll(app.strapi)];
    let res!: { status: number; body: unknown };
    // Of the records there before, the records the write changed.
    const changed = await changesOf(app.strapi, async () => (res = await write(calendarClient(app, h.caller))), { existing: true });
    const said = `${h.label}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`;
    if (ok !== (res.status === success)) problems.push(said);
    const answer = res.body as { code?: string; data?: { status?: number } };
    if (!ok && (res.status !== refusal[0] || answer.code !== refusal[1] || answer.data?.status !== refusal[0])) problems.push(`${said}, expected ${refusal.join(' ')}`);
    if (!ok && ((await dataVersion(app.strapi)) !== version || JSON.stringify(await countAll(app.strapi)) !== JSON.stringify(rows))) problems.push(`${h.label}: a refused write changed data`);
    const want = res.status === success ? await expectedChanges() : [];
    if (JSON.stringify([...changed]) !== JSON.stringify(want)) problems.push(`${h.label}: changed ${[...changed].join(', ')}`);
    return problems;
  }

  it.each(CASES)('%s in an event create needs the right on what it reaches', async (_label, extra, allowed, refusal) => {
    const problems: string[] = [];
    for (const h of holders.filter((h) => h.holds('events', 'create'))) {
      const body = event(await extra());
      // Of the records there before, a create changes only the one it translates.
      const translated = (body as { translation_of?: number }).translation_of;
      const changes = async () => (translated ? [`${UID.event}:${await documentOfPost(translated)}`] : []);
      problems.push(...(await check(h, (c) => c.post('/events', body), allowed(h), 201, refusal, changes)));
    }
    expect(problems).toEqual([]);
  });

  it.each(CASES.filter(([label]) => label !== 'translation_of'))('%s in an event update needs the right on what it reaches', async (_label, extra, allowed, refusal) => {
    const problems: string[] = [];
    for (const h of holders.filter((h) => h.holds('events', 'update'))) {
      const target = await recordOf(f, 'events');
      const body = await extra();
      // The events here are nobody's own: an author may update none of them, whatever the body says.
      const ok = allowed(h) && !h.ownRecordsOnly;
      // Of the records there before, an update changes only its event.
      const changes = async () => [`${UID.event}:${target.documentId}`];
      problems.push(...(await check(h, (c) => c.patch(`/events/${target.postId}`, body), ok, 200, allowed(h) ? FORBIDDEN : refusal, changes)));
    }
    expect(problems).toEqual([]);
  });
});

describe('translation_of needs the right to update the record it translates', () => {
  const EVENT = { title: 'Traduction', start_date: '2027-03-01 10:00:00', end_date: '2027-03-01 11:00:00', ml_language: 'fr' };
  let published: Doc;
  let draft: Doc;
  let createOnly: CalendarClient;
  beforeAll(async () => {
    published = await f.createEvent({ title: 'Published original', startDate: new Date('2027-03-01T10:00:00Z'), timezone: 'UTC' });
    draft = await f.createEvent({ title: 'Draft original', postStatus: 'draft' });
    createOnly = await tokenWith(action('events', 'create'));
  });

  it('refuses a create-only token, leaving the original as it was (no copied dates, flags or password)', async () => {
    const body = { ...EVENT, translation_of: published.postId, start_date: '2030-01-01 00:00:00', end_date: '2030-01-01 01:00:00', hide_from_listings: true, password: 'x' };
    await refusedWithoutChange(app, () => createOnly.post('/events', body), 403);
    const original = (await anonymous.get(`/events/${published.postId}`).expect(200)).body;
    expect(original).toMatchObject({ start_date: '2027-03-01 10:00:00', hide_from_listings: false, translations: {} });
  });

  it('answers alike whether the ID is published, a draft or no record at all', async () => {
    const answers = [];
    for (const id of [published.postId, draft.postId, 999_999]) {
      const res = await createOnly.post('/events', { ...EVENT, translation_of: id });
      answers.push({ status: res.status, body: res.body });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('lets a caller who may create and update make the translation', async () => {
    const editor = await tokenWith(action('events', 'create'), action('events', 'update'));
    const res = await editor.post('/events', { ...EVENT, translation_of: published.postId, start_date: '2027-03-01 10:00:00', end_date: '2027-03-01 11:00:00' });
    expect(res.status).toBe(201);
    expect(res.body.translations).toEqual({ en: published.postId });
  });

  it('holds for venues too (their address is shared by every language)', async () => {
    const venue = await f.createVenue({ name: 'Shared hall', address: '1 Main street' });
    const createVenues = await tokenWith(action('venues', 'create'));
    await refusedWithoutChange(app, () => createVenues.post('/venues', { venue: 'Salle', address: 'Elsewhere', ml_language: 'fr', translation_of: venue.postId }), 403);
    expect((await anonymous.get(`/venues/${venue.postId}`).expect(200)).body.address).toBe('1 Main street');
  });
});

describe('venues, organizers and terms named in an event', () => {
  let eventsOnly: CalendarClient;
  const event = (extra: object) => ({ title: 'Inline', start_date: '2027-04-01 10:00:00', end_date: '2027-04-01 11:00:00', ...extra });
  beforeAll(async () => {
    eventsOnly = await tokenWith(action('events', 'create'), action('events', 'update'));
  });

  it('are still linked, when published and existing, by name or ID by an events-only writer', async () => {
    const venue = await f.createVenue({ name: 'Known hall' });
    const organizer = await f.createOrganizer({ name: 'Known organizer' });
    const category = await f.createCategory({ name: 'Known category' });
    const res = await eventsOnly.post('/events', event({ venue: { venue: 'known hall' }, organizer: [organizer.postId], categories: [category.termId] }));
    expect(res.status).toBe(201);
    expect(res.body.venue.id).toBe(venue.postId);
    expect(res.body.organizer.map((o: { id: number }) => o.id)).toEqual([organizer.postId]);
    expect(res.body.categories.map((c: { id: number }) => c.id)).toEqual([category.termId]);
  });

  it('answer a draft venue the caller may not read exactly as an unknown ID; one who may update venues links it', async () => {
    const venue = await f.createVenue({ name: 'Hidden hall', postStatus: 'draft' });
    const unknown = await eventsOnly.post('/events', event({ venue: 999_998 }));
    const hidden = await eventsOnly.post('/events', event({ venue: venue.postId }));
    expect(hidden.body).toEqual(unknown.body);
    const editor = await tokenWith(action('events', 'create'), action('venues', 'update'));
    expect((await editor.post('/events', event({ venue: venue.postId }))).status).toBe(201);
  });

  it('never match a hidden venue as a duplicate: a venue creator gets its own', async () => {
    const hidden = await f.createVenue({ name: 'Secret lounge', postStatus: 'draft' });
    const creator = await tokenWith(action('venues', 'create'));
    const res = await creator.post('/venues', { venue: 'Secret lounge' });
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(hidden.postId);
  });

  it('fetch no image of an inline venue the caller may not create (refused before any download)', async () => {
    const createOnly = await tokenWith(action('events', 'create'));
    const body = event({ venue: { venue: 'Pictured hall', image: 'https://images.invalid/hall.png' } });
    await refusedWithoutChange(app, () => createOnly.post('/events', body), 403);
  });
});

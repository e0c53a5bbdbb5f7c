import { authorRoleForEveryLanguage, createAdminToken, createApiToken, createRoleWithActions, createUser, createUserJwt, jwtWithActions, type TestUser } from '../../helpers/auth';
import { createFactories, type Doc, type Factories } from '../../helpers/factories';
import { dataVersion } from '../../helpers/sql';
import { appForFile } from '../../helpers/app-for-file';
import { calendarClient, countAll, UID, type CalendarClient } from '../../helpers/write-helpers';

/**
 * Every path checks what the main path checks (design.md section 13; issue "Permissions that hold
 * everywhere", findings 1, 2, 5, 6, 8, 10): a body field that reaches another record needs the right on
 * it, a filter naming a record the caller may not read answers as for an unknown one, a record lists only
 * the translations its reader may read, and the admin's own routes apply the Content Manager's checks.
 */

let f: Factories;
let full: CalendarClient;
let anonymous: CalendarClient;
const action = (resource: string, verb: string) => `plugin::calendar.${resource}.${verb}`;
/** A custom API token holding exactly these actions. */
const tokenWith = async (...actions: string[]) => calendarClient(app, await createApiToken(app.strapi, 'custom', actions));

const app = appForFile();
beforeAll(async () => {
  f = createFactories(app.strapi);
  full = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
  anonymous = calendarClient(app);
});

const EVENT = { title: 'Traduction', start_date: '2027-03-01 10:00:00', end_date: '2027-03-01 11:00:00', ml_language: 'fr' };

/** Runs a refused write and checks that nothing changed: no row, no bump of the data version. */
async function refusedWithoutChange(write: () => Promise<{ status: number; body: unknown }>, status: number, code = 'rest_forbidden') {
  const [rows, version] = [await countAll(app.strapi), await dataVersion(app.strapi)];
  const res = await write();
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ code, data: { status } });
  expect(await countAll(app.strapi)).toEqual(rows);
  expect(await dataVersion(app.strapi)).toBe(version);
}

describe('translation_of needs the right to update the record it translates', () => {
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
    await refusedWithoutChange(() => createOnly.post('/events', body), 403);
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
    await refusedWithoutChange(() => createVenues.post('/venues', { venue: 'Salle', address: 'Elsewhere', ml_language: 'fr', translation_of: venue.postId }), 403);
    expect((await anonymous.get(`/venues/${venue.postId}`).expect(200)).body.address).toBe('1 Main street');
  });
});

describe('inline venues, organizers and terms need the rights of what they create or reach', () => {
  let eventsOnly: CalendarClient;
  const event = (extra: object) => ({ title: 'Inline', start_date: '2027-04-01 10:00:00', end_date: '2027-04-01 11:00:00', ...extra });
  beforeAll(async () => {
    eventsOnly = await tokenWith(action('events', 'create'), action('events', 'update'));
  });

  it.each([
    ['a new venue', { venue: { venue: 'Brand new hall' } }],
    ['a new organizer', { organizer: [{ organizer: 'Brand new organizer' }] }],
    ['a new category', { categories: ['brand-new-category'] }],
    ['a new tag', { tags: ['brand-new-tag'] }],
  ])('refuses %s to an events-only writer, writing nothing', async (_label, extra) => {
    await refusedWithoutChange(() => eventsOnly.post('/events', event(extra)), 403);
  });

  it('still links existing published venues, organizers and terms by name or ID', async () => {
    const venue = await f.createVenue({ name: 'Known hall' });
    const organizer = await f.createOrganizer({ name: 'Known organizer' });
    const category = await f.createCategory({ name: 'Known category' });
    const res = await eventsOnly.post('/events', event({ venue: { venue: 'known hall' }, organizer: [organizer.postId], categories: [category.termId] }));
    expect(res.status).toBe(201);
    expect(res.body.venue.id).toBe(venue.postId);
    expect(res.body.organizer.map((o: { id: number }) => o.id)).toEqual([organizer.postId]);
    expect(res.body.categories.map((c: { id: number }) => c.id)).toEqual([category.termId]);
  });

  it('answers a draft venue or organizer it may not read as an unknown ID', async () => {
    const venue = await f.createVenue({ name: 'Hidden hall', postStatus: 'draft' });
    const organizer = await f.createOrganizer({ name: 'Hidden organizer', postStatus: 'private' });
    for (const extra of [{ venue: venue.postId }, { organizer: [organizer.postId] }]) {
      await refusedWithoutChange(() => eventsOnly.post('/events', event(extra)), 400, 'rest_invalid_param');
    }
    const unknown = await eventsOnly.post('/events', event({ venue: 999_998 }));
    const hidden = await eventsOnly.post('/events', event({ venue: venue.postId }));
    expect(hidden.body).toEqual(unknown.body);
    // One who may update venues may read and link them.
    const editor = await tokenWith(action('events', 'create'), action('venues', 'update'));
    expect((await editor.post('/events', event({ venue: venue.postId }))).status).toBe(201);
  });

  it('never matches a hidden venue as a duplicate: a venue creator gets its own', async () => {
    const hidden = await f.createVenue({ name: 'Secret lounge', postStatus: 'draft' });
    const creator = await tokenWith(action('venues', 'create'));
    const res = await creator.post('/venues', { venue: 'Secret lounge' });
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(hidden.postId);
  });
});

describe('filters naming a record the caller may not read', () => {
  let hiddenVenue: Doc;
  let hiddenOrganizer: Doc;
  let hiddenParent: Doc;
  beforeAll(async () => {
    hiddenVenue = await f.createVenue({ name: 'Draft venue', postStatus: 'draft' });
    hiddenOrganizer = await f.createOrganizer({ name: 'Pending organizer', postStatus: 'pending' });
    hiddenParent = await f.createEvent({ title: 'Draft parent', postStatus: 'draft' });
    await f.createEvent({ title: 'At the draft venue', venues: [hiddenVenue], organizers: [hiddenOrganizer], parentEvent: hiddenParent });
  });

  it.each([
    ['venue', () => `venue=${hiddenVenue.postId}`],
    ['organizer', () => `organizer=${hiddenOrganizer.postId}`],
    ['post_parent', () => `post_parent=${hiddenParent.postId}`],
  ])('answer %s as for an unknown ID, in lists and feeds', async (param, query) => {
    const unknown = await anonymous.get(`/events?${param}=999997`);
    expect(unknown.status).toBe(400);
    const hidden = await anonymous.get(`/events?${query()}`);
    expect(hidden.status).toBe(400);
    expect(hidden.body).toEqual(unknown.body);
    expect((await anonymous.get(`/events.ics?${query()}`)).status).toBe(400);
  });

  it('list the linked events to callers who may read the record', async () => {
    const res = await full.get(`/events?venue=${hiddenVenue.postId}`).expect(200);
    expect(res.body.events.map((e: { title: string }) => e.title)).toEqual(['At the draft venue']);
  });
});

describe('translations listed in records', () => {
  it('show only the translations the reader may read', async () => {
    const event = await f.createEvent({ title: 'Bilingual' });
    const fr = await f.translate(UID.event, event, 'fr', { title: 'Bilingue', postStatus: 'draft' });
    const venue = await f.createVenue({ name: 'Bilingual hall' });
    const venueFr = await f.translate(UID.venue, venue, 'fr', { name: 'Salle bilingue', postStatus: 'draft' });

    expect((await anonymous.get(`/events/${event.postId}`).expect(200)).body.translations).toEqual({});
    expect((await anonymous.get(`/venues/${venue.postId}`).expect(200)).body.translations).toEqual({});
    const listed = (await anonymous.get('/events?search=Bilingual').expect(200)).body.events;
    expect(listed.map((e: { translations: object }) => e.translations)).toEqual([{}]);

    expect((await full.get(`/events/${event.postId}`).expect(200)).body.translations).toEqual({ fr: fr.postId });
    expect((await full.get(`/venues/${venue.postId}`).expect(200)).body.translations).toEqual({ fr: venueFr.postId });
  });
});

describe('the admin calendar page and author picker', () => {
  const window = 'from=2032-01-01T00:00:00Z&to=2032-02-01T00:00:00Z&locale=en';
  const cm = (uid: string) => `/content-manager/collection-types/${uid}`;
  const as = (token: string) => ({
    token,
    get: (path: string) => app.http().get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string) => app.http().post(path).set('Authorization', `Bearer ${token}`),
  });

  it('shows an admin who may read only its own events (Author) no more than the Content Manager does', async () => {
    await f.createEvent({ title: 'Someone else’s draft', postStatus: 'draft', startDate: new Date('2032-01-10T10:00:00Z') });
    await f.createEvent({ title: 'Someone else’s private', postStatus: 'private', startDate: new Date('2032-01-11T10:00:00Z') });
    const author = as(await createAdminToken(app, await authorRoleForEveryLanguage(app)));
    const listed = await author.get(`${cm(UID.event)}?page=1&pageSize=100&locale=en`).expect(200);
    expect(listed.body.results).toEqual([]);
    expect((await author.get(`/calendar/events?${window}`).expect(200)).body.events).toEqual([]);

    await author
      .post(`${cm(UID.event)}?locale=en`)
      .send({ title: 'My own', postStatus: 'draft', startDate: '2032-01-12T10:00:00.000Z', endDate: '2032-01-12T11:00:00.000Z' })
      .expect(201);
    const own = (await author.get(`/calendar/events?${window}`).expect(200)).body.events;
    expect(own.map((e: { title: string }) => e.title)).toEqual(['My own']);
    const listedOwn = await author.get(`${cm(UID.event)}?page=1&pageSize=100&locale=en`).expect(200);
    expect(listedOwn.body.results.map((e: { title: string }) => e.title)).toEqual(['My own']);

    const superAdmin = as(await createAdminToken(app));
    expect((await superAdmin.get(`/calendar/events?${window}`).expect(200)).body.events).toHaveLength(3);
  });

  it("refuses an admin Author a new language of someone else's event (it would rewrite that event's shared fields)", async () => {
    const theirs = await f.createEvent({ title: 'Their concert', startDate: new Date('2032-01-20T20:00:00Z'), timezone: 'UTC' });
    const author = as(await createAdminToken(app, await authorRoleForEveryLanguage(app, 'own-events-locale')));
    const res = await app
      .http()
      .put(`${cm(UID.event)}/${theirs.documentId}?locale=fr`)
      .set('Authorization', `Bearer ${author.token}`)
      .send({ title: 'Leur concert', startDate: '2040-01-01T00:00:00.000Z', endDate: '2040-01-01T01:00:00.000Z', hideFromListings: true });
    expect(res.status).toBe(403);
    expect((await anonymous.get(`/events/${theirs.postId}`).expect(200)).body).toMatchObject({
      start_date: '2032-01-20 20:00:00',
      hide_from_listings: false,
      translations: {},
    });
    // Its own event it translates; a Super Admin (who may update every record) translates anyone's.
    const mine = await author
      .post(`${cm(UID.event)}?locale=en`)
      .send({ title: 'My recital', postStatus: 'draft', startDate: '2032-01-21T10:00:00.000Z', endDate: '2032-01-21T11:00:00.000Z' })
      .expect(201);
    await app.http().put(`${cm(UID.event)}/${mine.body.data.documentId}?locale=fr`).set('Authorization', `Bearer ${author.token}`).send({ title: 'Mon récital' }).expect(200);
    const superAdmin = await createAdminToken(app);
    await app.http().put(`${cm(UID.event)}/${theirs.documentId}?locale=fr`).set('Authorization', `Bearer ${superAdmin}`).send({ title: 'Leur concert' }).expect(200);
  });

  it('refuses the calendar and the author list to an admin whose role has no calendar permission', async () => {
    const role = await app.strapi.service('admin::role').create({ name: 'Nothing', code: 'nothing', description: 'no permission' });
    const nobody = as(await createAdminToken(app, role.id));
    await nobody.get(`/calendar/events?${window}`).expect(403);
    await nobody.get('/calendar/authors?q=a').expect(403);
  });

  it('finds authors by user name only, never by e-mail address', async () => {
    const user = await app.strapi.plugin('users-permissions').service('user').add({
      username: 'ginger',
      email: 'secret-address@calendar.test',
      password: 'User-password-1',
      provider: 'local',
      confirmed: true,
      role: (await app.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } })).id,
    });
    const editor = as(await createAdminToken(app, 'strapi-editor'));
    expect((await editor.get('/calendar/authors?q=ginger').expect(200)).body).toEqual([{ id: user.id, username: 'ginger' }]);
    expect((await editor.get('/calendar/authors?q=secret-address').expect(200)).body).toEqual([]);
  });
});

describe("a user without the right to edit others' records changes only its own (WordPress's authors)", () => {
  const WRITES = ['events', 'venues', 'organizers'].flatMap((r) => ['create', 'update', 'delete'].map((verb) => action(r, verb)));
  const OTHERS = 'plugin::calendar.ownership.editOthers';
  let author: TestUser;
  let other: TestUser;
  let asAuthor: CalendarClient;
  let asOther: CalendarClient;
  let theirs: { id: number; slug: string };
  let mine: { id: number };
  const event = (title: string, extra: object = {}) => ({ title, start_date: '2027-05-01 10:00:00', end_date: '2027-05-01 11:00:00', ...extra });
  beforeAll(async () => {
    await createRoleWithActions(app, 'own-records-writer', WRITES);
    author = await createUser(app, 'own-records-writer');
    other = await createUser(app, 'own-records-writer');
    asAuthor = calendarClient(app, author.jwt);
    asOther = calendarClient(app, other.jwt);
    theirs = (await asOther.post('/events', event('Their event')).expect(201)).body;
    mine = (await asAuthor.post('/events', event('My event')).expect(201)).body;
  });

  it('writes its own records, authored by itself', async () => {
    const res = await asAuthor.post(`/events/${mine.id}`, { title: 'My event, renamed' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ author: String(author.id), title: 'My event, renamed' });
    const venue = (await asAuthor.post('/venues', { venue: 'My own hall' }).expect(201)).body;
    expect((await asAuthor.put(`/venues/${venue.id}`, { city: 'Porto' })).status).toBe(200);
    expect((await asAuthor.delete(`/venues/${venue.id}`)).status).toBe(200);
  });

  it("refuses to update or delete another user's event, by ID or by slug, changing nothing", async () => {
    await refusedWithoutChange(() => asAuthor.post(`/events/${theirs.id}`, { title: 'Taken over' }), 403);
    await refusedWithoutChange(() => asAuthor.put(`/events/by-slug/${theirs.slug}`, { title: 'Taken over' }), 403);
    await refusedWithoutChange(() => asAuthor.delete(`/events/${theirs.id}`), 403);
    await refusedWithoutChange(() => asAuthor.delete(`/events/by-slug/${theirs.slug}`), 403);
    expect((await anonymous.get(`/events/${theirs.id}`).expect(200)).body.title).toBe('Their event');
  });

  it('refuses records without an author (a token wrote them) and venues or organizers of others', async () => {
    const tokens = (await full.post('/events', event('The site event')).expect(201)).body;
    await refusedWithoutChange(() => asAuthor.post(`/events/${tokens.id}`, { title: 'Mine now' }), 403);
    const venue = (await asOther.post('/venues', { venue: 'Their hall' }).expect(201)).body;
    const organizer = (await asOther.post('/organizers', { organizer: 'Their band' }).expect(201)).body;
    await refusedWithoutChange(() => asAuthor.put(`/venues/${venue.id}`, { city: 'Faro' }), 403);
    await refusedWithoutChange(() => asAuthor.delete(`/organizers/${organizer.id}`), 403);
    // Linking them to its own event changes neither: allowed.
    expect((await asAuthor.post('/events', event('At their hall', { venue: venue.id, organizer: [organizer.id] }))).status).toBe(201);
  });

  it('may not name another author: in a create, an update, an inline venue', async () => {
    await refusedWithoutChange(() => asAuthor.post('/events', event('Framed', { author: other.id })), 403);
    await refusedWithoutChange(() => asAuthor.post(`/events/${mine.id}`, { author: other.id }), 403);
    await refusedWithoutChange(() => asAuthor.post('/events', event('Framed hall', { venue: { venue: 'Framed hall', author: other.id } })), 403);
    expect((await asAuthor.post('/events', event('Signed', { author: author.id }))).status).toBe(201);
  });

  it("refuses a translation of another user's record (it would change that record), not of its own", async () => {
    const fr = { ml_language: 'fr', start_date: '2027-05-01 10:00:00', end_date: '2027-05-01 11:00:00' };
    await refusedWithoutChange(() => asAuthor.post('/events', { ...fr, title: 'Leur événement', translation_of: theirs.id }), 403);
    const res = await asAuthor.post('/events', { ...fr, title: 'Mon événement', translation_of: mine.id });
    expect(res.status).toBe(201);
    expect(res.body.translations).toEqual({ en: mine.id });
  });

  it("lets a role with the right edit others' records and name their author; API tokens are not bound by it", async () => {
    const editor = calendarClient(app, await jwtWithActions(app, 'others-editor', [...WRITES, OTHERS]));
    expect((await editor.post(`/events/${theirs.id}`, { title: 'Edited by an editor', author: author.id })).body).toMatchObject({
      title: 'Edited by an editor',
      author: String(author.id),
    });
    const updater = await tokenWith(action('events', 'update'));
    expect((await updater.post(`/events/${theirs.id}`, { title: 'Edited by a token' })).status).toBe(200);
    // The Calendar editor role holds it from the first start.
    const calendarEditor = calendarClient(app, await createUserJwt(app, 'calendar-editor'));
    expect((await calendarEditor.post(`/events/${theirs.id}`, { title: 'Edited by a Calendar editor' })).status).toBe(200);
  });

  it('tells a caller whether it holds the right (GET /api/cal/edit-others)', async () => {
    const probe = (jwt?: string) => calendarClient(app, jwt).get('/api/cal/edit-others').expect(200);
    expect((await probe(author.jwt)).body).toEqual({ edit_others: false });
    expect((await probe(await createUserJwt(app, 'calendar-editor'))).body).toEqual({ edit_others: true });
    expect((await probe()).body).toEqual({ edit_others: false });
  });

  it("fetches no image of an inline venue the caller may not create (refused before any download)", async () => {
    const eventsOnly = await tokenWith(action('events', 'create'));
    const body = event('With an image', { venue: { venue: 'Pictured hall', image: 'https://images.invalid/hall.png' } });
    await refusedWithoutChange(() => eventsOnly.post('/events', body), 403);
  });
});

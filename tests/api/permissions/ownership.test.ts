import { authorRoleForEveryLanguage, createAdminToken, createApiToken, createRoleWithActions, createUser, createUserJwt, jwtWithActions, type TestUser } from '../../helpers/auth';
import { createFactories, type Factories } from '../../helpers/factories';
import { action } from '../../helpers/permission-callers';
import { createBody, refusedWithoutChange } from '../../helpers/permission-records';
import { appForFile } from '../../helpers/app-for-file';
import { calendarClient, UID, type CalendarClient } from '../../helpers/write-helpers';

/**
 * Whose records a caller may change (issue "Permissions that hold everywhere", finding 10; docs/security.md):
 * a users-permissions user without `ownership.editOthers` (WordPress's `edit_others_posts`) writes, renames,
 * translates and names as author only itself and its own events, venues and organizers; a role with the
 * right, the Calendar editor role and API tokens change anyone's. The user writing is recorded as the
 * author. In the admin, an admin whose role reads only its own events (Strapi's Author) sees and translates
 * no more of them on the calendar page than the Content Manager allows, and the author picker finds users
 * by user name only. Which admin role may call which admin route: matrix.test.ts.
 */

let f: Factories;
let full: CalendarClient;
let anonymous: CalendarClient;
/** A custom API token holding exactly these actions. */
const tokenWith = async (...actions: string[]) => calendarClient(app, await createApiToken(app.strapi, 'custom', actions));

const app = appForFile();
beforeAll(async () => {
  f = createFactories(app.strapi);
  full = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
  anonymous = calendarClient(app);
});

describe("a user without the right to edit others' records changes only its own (WordPress's authors)", () => {
  const WRITES = (['events', 'venues', 'organizers'] as const).flatMap((r) => (['create', 'update', 'delete'] as const).map((verb) => action(r, verb)));
  const OTHERS = 'plugin::calendar.ownership.editOthers';
  let author: TestUser;
  let other: TestUser;
  let asAuthor: CalendarClient;
  let asOther: CalendarClient;
  let theirs: { id: number; slug: string };
  let mine: { id: number };
  const event = (title: string, extra: object = {}) => ({ title, start_date: '2027-05-01 10:00:00', end_date: '2027-05-01 11:00:00', ...extra });
  const refused = (write: () => Promise<{ status: number; body: unknown }>) => refusedWithoutChange(app, write, 403);
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
    await refused(() => asAuthor.post(`/events/${theirs.id}`, { title: 'Taken over' }));
    await refused(() => asAuthor.put(`/events/by-slug/${theirs.slug}`, { title: 'Taken over' }));
    await refused(() => asAuthor.delete(`/events/${theirs.id}`));
    await refused(() => asAuthor.delete(`/events/by-slug/${theirs.slug}`));
    expect((await anonymous.get(`/events/${theirs.id}`).expect(200)).body.title).toBe('Their event');
  });

  it('refuses records without an author (a token wrote them) and venues or organizers of others', async () => {
    const tokens = (await full.post('/events', event('The site event')).expect(201)).body;
    await refused(() => asAuthor.post(`/events/${tokens.id}`, { title: 'Mine now' }));
    const venue = (await asOther.post('/venues', { venue: 'Their hall' }).expect(201)).body;
    const organizer = (await asOther.post('/organizers', { organizer: 'Their band' }).expect(201)).body;
    await refused(() => asAuthor.put(`/venues/${venue.id}`, { city: 'Faro' }));
    await refused(() => asAuthor.delete(`/organizers/${organizer.id}`));
    // Linking them to its own event changes neither: allowed.
    expect((await asAuthor.post('/events', event('At their hall', { venue: venue.id, organizer: [organizer.id] }))).status).toBe(201);
  });

  // Naming another author in a create: reach.test.ts ("another user as author", every caller).
  it('may not name another author in an update of its own event or in an inline venue; it may name itself', async () => {
    await refused(() => asAuthor.post(`/events/${mine.id}`, { author: other.id }));
    await refused(() => asAuthor.post('/events', event('Framed hall', { venue: { venue: 'Framed hall', author: other.id } })));
    expect((await asAuthor.post('/events', event('Signed', { author: author.id }))).status).toBe(201);
  });

  it("refuses a translation of another user's record (it would change that record), not of its own", async () => {
    const fr = { ml_language: 'fr', start_date: '2027-05-01 10:00:00', end_date: '2027-05-01 11:00:00' };
    await refused(() => asAuthor.post('/events', { ...fr, title: 'Leur événement', translation_of: theirs.id }));
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
});

it('records the users-permissions user writing as the author, a Calendar editor too', async () => {
  const user = await createUser(app, 'calendar-editor');
  const client = calendarClient(app, user.jwt);
  const created = (await client.post('/events', createBody('events')).expect(201)).body;
  expect(created.author).toBe(String(user.id));
  const venue = (await client.post('/venues', createBody('venues')).expect(201)).body;
  expect(venue.author).toBe(String(user.id));
});

describe('the admin calendar page and author picker', () => {
  const window = 'from=2032-01-01T00:00:00Z&to=2032-02-01T00:00:00Z&locale=en';
  const cm = (uid: string) => `/content-manager/collection-types/${uid}`;
  const as = (token: string) => ({
    token,
    get: (path: string) => app.http().get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string) => app.http().post(path).set('Authorization', `Bearer ${token}`),
    put: (path: string) => app.http().put(path).set('Authorization', `Bearer ${token}`),
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
    const res = await author
      .put(`${cm(UID.event)}/${theirs.documentId}?locale=fr`)
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
    await author.put(`${cm(UID.event)}/${mine.body.data.documentId}?locale=fr`).send({ title: 'Mon récital' }).expect(200);
    const superAdmin = as(await createAdminToken(app));
    await superAdmin.put(`${cm(UID.event)}/${theirs.documentId}?locale=fr`).send({ title: 'Leur concert' }).expect(200);
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

import { createAdminToken, createApiToken, createUser, type TestUser } from '../../helpers/auth';
import { appForFile } from '../../helpers/app-for-file';
import { calendarClient, countAll, UID } from '../../helpers/write-helpers';

/**
 * Authors (issue 13, item 1): records name a users-permissions user, `author` on the wire is its ID as a
 * string on events, venues and organizers alike. A write by a signed-in user is authored by that user; a
 * body's `author` must name an existing user (else 400 rest_invalid_param, nothing written); writes with
 * an API token are authored by the site's `tokenAuthor` (here a user name, CALENDAR_TOKEN_AUTHOR).
 */

let editor: TestUser;
let tokenAuthor: TestUser;
let other: TestUser;
let token: string;

type Post = 'events' | 'venues' | 'organizers';
const POSTS: Post[] = ['events', 'venues', 'organizers'];
let counter = 0;
function body(resource: Post, extra: object = {}): object {
  const name = `Authored ${resource} ${++counter}`;
  const base =
    resource === 'events'
      ? { title: name, start_date: '2027-10-01 10:00:00', end_date: '2027-10-01 11:00:00' }
      : resource === 'venues'
        ? { venue: name }
        : { organizer: name };
  return { ...base, ...extra };
}

const app = appForFile({ CALENDAR_TOKEN_AUTHOR: 'token-author' });
beforeAll(async () => {
  editor = await createUser(app, 'calendar-editor');
  tokenAuthor = await createUser(app, 'authenticated', 'token-author');
  other = await createUser(app, 'authenticated');
  token = await createApiToken(app.strapi, 'full-access');
});

describe('the author of a write', () => {
  it.each(POSTS)('is the signed-in user for %s, as a string, on the answer and on reads', async (resource) => {
    const created = await calendarClient(app, editor.jwt).post(`/${resource}`, body(resource)).expect(201);
    expect(created.body.author).toBe(String(editor.id));
    const read = await calendarClient(app).get(`/${resource}/${created.body.id}`).expect(200);
    expect(read.body.author).toBe(String(editor.id));
  });

  it.each(POSTS)("is the site's token author for %s written with an API token", async (resource) => {
    const created = await calendarClient(app, token).post(`/${resource}`, body(resource)).expect(201);
    expect(created.body.author).toBe(String(tokenAuthor.id));
  });

  it.each(POSTS)('is the user the body names for %s (an integer or a numeric string)', async (resource) => {
    const one = await calendarClient(app, editor.jwt).post(`/${resource}`, body(resource, { author: other.id })).expect(201);
    expect(one.body.author).toBe(String(other.id));
    const two = await calendarClient(app, token).post(`/${resource}`, body(resource, { author: String(other.id) })).expect(201);
    expect(two.body.author).toBe(String(other.id));
  });

  it('authors an inline venue and new organizers like their event', async () => {
    const created = await calendarClient(app, editor.jwt)
      .post('/events', body('events', { venue: { venue: 'Inline authored hall' }, organizer: [{ organizer: 'Inline authored org' }] }))
      .expect(201);
    expect(created.body.venue.author).toBe(String(editor.id));
    expect(created.body.organizer[0].author).toBe(String(editor.id));
  });

  it('changes on an update only when sent', async () => {
    const created = await calendarClient(app, editor.jwt).post('/venues', body('venues')).expect(201);
    const updated = await calendarClient(app, token).patch(`/venues/${created.body.id}`, { city: 'Porto' }).expect(200);
    expect(updated.body.author).toBe(String(editor.id));
    const moved = await calendarClient(app, token).patch(`/venues/${created.body.id}`, { author: other.id }).expect(200);
    expect(moved.body.author).toBe(String(other.id));
  });
});

describe('a body author that names no user', () => {
  it.each(
    POSTS.flatMap((resource) => [
      [resource, 999999],
      [resource, '999999'],
      [resource, 'foo'],
      [resource, ''],
      [resource, 0],
    ])
  )('%s with author %p → 400 rest_invalid_param, nothing written', async (resource, author) => {
    const before = await countAll(app.strapi);
    const res = await calendarClient(app, token).post(`/${resource}`, body(resource as Post, { author }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { author: 'Invalid parameter.' } } });
    expect(await countAll(app.strapi)).toEqual(before);
  });

  it('is refused on an update too, leaving the record as it was', async () => {
    const created = await calendarClient(app, editor.jwt).post('/organizers', body('organizers')).expect(201);
    const res = await calendarClient(app, token).patch(`/organizers/${created.body.id}`, { author: 999999, phone: '1' });
    expect(res.status).toBe(400);
    const row = await app.strapi.db.query(UID.organizer).findOne({ where: { postId: created.body.id } });
    expect([row.author, row.phone]).toEqual([editor.id, null]);
  });
});

describe('records without author', () => {
  it.each(POSTS)('%s keep the key as "0"', async (resource) => {
    const created = await calendarClient(app, token).post(`/${resource}`, body(resource)).expect(201);
    const uid = resource === 'events' ? UID.event : resource === 'venues' ? UID.venue : UID.organizer;
    const row = await app.strapi.db.query(uid).findOne({ where: { postId: created.body.id } });
    await app.strapi.db.query(uid).update({ where: { id: row.id }, data: { author: null } });
    const read = await calendarClient(app).get(`/${resource}/${created.body.id}`).expect(200);
    expect(read.body.author).toBe('0');
    if (resource !== 'events') expect(Object.keys(read.body).slice(0, 3)).toEqual(['id', 'author', 'status']);
  });
});

describe('the author in the admin (Content Manager)', () => {
  const cm = (uid: string, rest = '') => `/content-manager/collection-types/${uid}${rest}?locale=en`;
  let admin: string;
  const asAdmin = (method: 'get' | 'post' | 'put', path: string) => app.http()[method](path).set('Authorization', `Bearer ${admin}`);
  beforeAll(async () => {
    admin = await createAdminToken(app);
  });

  it.each([UID.event, UID.venue, UID.organizer])('gives a %s created in the admin the user it names, on the wire too', async (uid) => {
    const fields =
      uid === UID.event
        ? { title: 'Admin authored', startDate: '2027-12-01T10:00:00.000Z', endDate: '2027-12-01T11:00:00.000Z' }
        : { name: `Admin authored ${uid}` };
    const created = await asAdmin('post', cm(uid)).send({ ...fields, postStatus: 'publish', author: other.id }).expect(201);
    const resource = uid === UID.event ? 'events' : uid === UID.venue ? 'venues' : 'organizers';
    const read = await calendarClient(app).get(`/${resource}/${created.body.data.postId}`).expect(200);
    expect(read.body.author).toBe(String(other.id));
  });

  it('refuses an author that is no user, and clears it when emptied', async () => {
    const refused = await asAdmin('post', cm(UID.venue)).send({ name: 'Admin no user', author: 999999 }).expect(400);
    expect(JSON.stringify(refused.body.error)).toContain('author');
    const created = await asAdmin('post', cm(UID.venue)).send({ name: 'Admin author cleared', author: other.id }).expect(201);
    await asAdmin('put', cm(UID.venue, `/${created.body.data.documentId}`)).send({ ...created.body.data, author: 999999 }).expect(400);
    await asAdmin('put', cm(UID.venue, `/${created.body.data.documentId}`)).send({ ...created.body.data, author: null }).expect(200);
    const read = await calendarClient(app).get(`/venues/${created.body.data.postId}`).expect(200);
    expect(read.body.author).toBe('0');
  });

  it('keeps a stored author whose user was removed since: the record is saved and duplicated as it is (issue 32)', async () => {
    const gone = await createUser(app, 'authenticated');
    const created = await asAdmin('post', cm(UID.event)).send({ title: 'Author leaves', startDate: '2027-12-02T10:00:00.000Z', endDate: '2027-12-02T11:00:00.000Z', postStatus: 'publish', author: gone.id }).expect(201);
    await app.strapi.db.query('plugin::users-permissions.user').delete({ where: { id: gone.id } });
    const { data } = created.body;
    await asAdmin('put', cm(UID.event, `/${data.documentId}`)).send({ ...data, cost: '5' }).expect(200);
    const copy = await asAdmin('post', `/content-manager/collection-types/${UID.event}/clone/${data.documentId}?locale=en`).send({ ...data, title: 'Author leaves (copy)', slug: 'author-leaves-copy' }).expect(200);
    expect(copy.body.data.author).toBe(gone.id);
    expect((await calendarClient(app).get(`/events/${data.postId}`).expect(200)).body).toMatchObject({ author: String(gone.id), cost: '$5' });
    // Naming a user that does not exist, on a record that did not have it, is still refused.
    await asAdmin('put', cm(UID.event, `/${data.documentId}`)).send({ ...data, author: 999998 }).expect(400);
  });

  it('offers the users by name for the Author field, without e-mails', async () => {
    const found = await asAdmin('get', '/calendar/authors?q=TOKEN-AUTH').expect(200);
    expect(found.body).toEqual([{ id: tokenAuthor.id, username: 'token-author' }]);
    const current = await asAdmin('get', `/calendar/authors?id=${other.id}`).expect(200);
    expect(current.body).toEqual([{ id: other.id, username: other.username }]);
    await asAdmin('get', '/calendar/authors?id=x').expect(400);
    await app.http().get('/calendar/authors').expect(401);
  });

  it('stores the field as an integer custom field', () => {
    const attribute = app.strapi.contentType(UID.event).attributes.author as { type: string; customField?: string };
    expect(attribute).toMatchObject({ type: 'integer', customField: 'plugin::calendar.author' });
  });
});

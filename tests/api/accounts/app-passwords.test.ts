import { createAdminToken, createApiToken, createUser, type TestUser } from '../../helpers/auth';
import { issueAppPassword } from '../../../src/plugins/calendar/server/features/app-passwords/cli';
import { appForFile } from '../../helpers/app-for-file';
import { countAll, NS, UID } from '../../helpers/write-helpers';

/**
 * Application passwords (issue 13, item 2), as WordPress has them: named, revocable secrets of a
 * users-permissions user, stored hashed, sent as HTTP Basic `<user name or e-mail>:<secret>` or as a
 * Bearer token. The request is the user's: writes are authored by the user and limited by the user's role.
 * Basic credentials that do not authenticate answer 401 in the WordPress error shape. Managed through the
 * admin routes (`/calendar/app-passwords`) and `npm run token -- --user` (its command, run in the app here).
 */

const APP_PASSWORD_UID = 'plugin::calendar.app-password';
const FORBIDDEN = { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.' };

let adminToken: string;
let editor: TestUser;
let reader: TestUser;
/** Formatted secrets as the admin route shows them once (`abcd efgh ...`). */
let editorSecret: string;
let readerSecret: string;

const basic = (login: string, secret: string) => `Basic ${Buffer.from(`${login}:${secret}`).toString('base64')}`;
const asAdmin = (method: 'get' | 'post' | 'delete', path: string) => app.http()[method](path).set('Authorization', `Bearer ${adminToken}`);

async function createPassword(user: TestUser, name: string): Promise<{ id: number; password: string }> {
  const res = await asAdmin('post', '/calendar/app-passwords').send({ user: user.id, name }).expect(201);
  return res.body;
}

let counter = 0;
const event = () => ({ title: `By password ${++counter}`, start_date: '2027-11-01 10:00:00', end_date: '2027-11-01 11:00:00' });
const post = (authorization: string, path = '/events', body: object = event()) =>
  app.http().post(`${NS}${path}`).set('Authorization', authorization).send(body);

const app = appForFile();
beforeAll(async () => {
  adminToken = await createAdminToken(app);
  editor = await createUser(app, 'calendar-editor');
  reader = await createUser(app, 'authenticated');
  editorSecret = (await createPassword(editor, 'Site sync')).password;
  readerSecret = (await createPassword(reader, 'Reader app')).password;
});

describe('signing in with an application password', () => {
  it.each([
    ['Basic with the user name', () => basic(editor.username, editorSecret)],
    ['Basic with the e-mail', () => basic(editor.email.toUpperCase(), editorSecret)],
    ['Basic with the secret without its spaces', () => basic(editor.username, editorSecret.replace(/ /g, ''))],
    ['Bearer with the secret', () => `Bearer ${editorSecret.replace(/ /g, '')}`],
  ])('%s: writes as the user, who is the author', async (_label, authorization) => {
    const res = await post(authorization());
    expect(res.status).toBe(201);
    expect(res.body.author).toBe(String(editor.id));
  });

  it('lets the user read what only editors read (drafts)', async () => {
    const draft = await post(basic(editor.username, editorSecret), '/events', { ...event(), status: 'draft' }).expect(201);
    await app.http().get(`${NS}/events/${draft.body.id}`).expect((res) => expect(res.status).not.toBe(200));
    const read = await app.http().get(`${NS}/events/${draft.body.id}`).set('Authorization', basic(editor.username, editorSecret)).expect(200);
    expect(read.body.status).toBe('draft');
  });

  it("is limited by the user's role: 403 for a role without the write actions", async () => {
    const before = await countAll(app.strapi);
    const res = await post(basic(reader.username, readerSecret));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ ...FORBIDDEN, data: { status: 403 } });
    expect(await countAll(app.strapi)).toEqual(before);
    await app.http().get(`${NS}/events`).set('Authorization', basic(reader.username, readerSecret)).expect(200);
  });

  it("follows the role's permissions as they change", async () => {
    const role = await app.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'calendar-editor' } });
    const permission = await app.strapi.db
      .query('plugin::users-permissions.permission')
      .findOne({ where: { action: 'plugin::calendar.tags.create', role: role.id } });
    await app.strapi.db.query('plugin::users-permissions.permission').delete({ where: { id: permission.id } });
    try {
      expect((await post(basic(editor.username, editorSecret), '/tags', { name: 'Denied tag' })).status).toBe(403);
    } finally {
      await app.strapi.db.query('plugin::users-permissions.permission').create({ data: { action: 'plugin::calendar.tags.create', role: role.id } });
    }
    await post(basic(editor.username, editorSecret), '/tags', { name: 'Allowed tag' }).expect(201);
  });
});

describe('credentials that do not authenticate → 401', () => {
  const wrong = 'abcd EFGH 1234 ijkl MNOP 5678';
  it.each([
    ['a wrong secret', () => basic(editor.username, wrong)],
    ["another user's secret", () => basic(editor.username, readerSecret)],
    ['an unknown user', () => basic('nobody-here', editorSecret)],
    ['an unknown e-mail', () => basic('nobody@calendar.test', editorSecret)],
    ['the user ID as the login (a login is a user name or an e-mail)', () => basic(String(editor.id), editorSecret)],
    ["the user's account password", () => basic(editor.username, 'User-password-1')],
    ['no secret', () => `Basic ${Buffer.from(editor.username).toString('base64')}`],
    ['garbage', () => 'Basic !!!'],
    ['a wrong Bearer secret', () => `Bearer ${wrong.replace(/ /g, '')}`],
  ])('%s, on a write and on a read', async (_label, authorization) => {
    const before = await countAll(app.strapi);
    const write = await post(authorization());
    expect(write.status).toBe(401);
    expect(write.body).toEqual({ ...FORBIDDEN, data: { status: 401 } });
    expect(await countAll(app.strapi)).toEqual(before);
    const read = await app.http().get(`${NS}/events`).set('Authorization', authorization());
    expect(read.status).toBe(401);
    expect(read.body).toMatchObject({ data: { status: 401 } });
  });

  it('a blocked user', async () => {
    const blocked = await createUser(app, 'calendar-editor');
    const { password } = await createPassword(blocked, 'Blocked');
    await post(basic(blocked.username, password)).expect(201);
    await app.strapi.db.query('plugin::users-permissions.user').update({ where: { id: blocked.id }, data: { blocked: true } });
    await post(basic(blocked.username, password)).expect(401);
  });

  it('a revoked password, while the user’s other passwords keep working', async () => {
    const user = await createUser(app, 'calendar-editor');
    const one = await createPassword(user, 'One');
    const two = await createPassword(user, 'Two');
    await post(basic(user.username, one.password)).expect(201);
    await asAdmin('delete', `/calendar/app-passwords/${one.id}`).expect(200);
    await post(basic(user.username, one.password)).expect(401);
    await post(`Bearer ${one.password.replace(/ /g, '')}`).expect(401);
    await post(basic(user.username, two.password)).expect(201);
  });
});

describe('other credentials keep working beside application passwords', () => {
  it('users-permissions JWTs and API tokens', async () => {
    await post(`Bearer ${editor.jwt}`).expect(201);
    await post(`Bearer ${await createApiToken(app.strapi, 'full-access')}`).expect(201);
    await post('Bearer not-a-token').expect(401);
  });
});

describe('storage', () => {
  it('keeps a hash, never the secret', async () => {
    const rows = await app.strapi.db.query(APP_PASSWORD_UID).findMany({ where: { user: { id: editor.id } } });
    expect(rows).toHaveLength(1);
    expect(rows[0].hash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(rows)).not.toContain(editorSecret.replace(/ /g, ''));
  });

  it('records the last use and the address, at most every few minutes', async () => {
    const user = await createUser(app, 'calendar-editor');
    const { id, password } = await createPassword(user, 'Usage');
    const row = () => app.strapi.db.query(APP_PASSWORD_UID).findOne({ where: { id } });
    expect((await row()).lastUsedAt).toBeNull();
    await post(basic(user.username, password)).expect(201);
    const first = await row();
    expect(first.lastUsedAt).not.toBeNull();
    expect(first.lastIp).toMatch(/127\.0\.0\.1|::1/);
    await post(basic(user.username, password)).expect(201);
    expect(new Date((await row()).lastUsedAt).getTime()).toBe(new Date(first.lastUsedAt).getTime());
    // Six minutes later the next use is recorded again.
    await app.strapi.db.query(APP_PASSWORD_UID).update({ where: { id }, data: { lastUsedAt: new Date(Date.now() - 6 * 60 * 1000) } });
    await post(basic(user.username, password)).expect(201);
    expect(Date.now() - new Date((await row()).lastUsedAt).getTime()).toBeLessThan(60 * 1000);
  });
});

describe('the admin routes', () => {
  it('create a password shown once, list them without secrets, revoke', async () => {
    const user = await createUser(app, 'calendar-editor');
    const created = await asAdmin('post', '/calendar/app-passwords').send({ user: user.id, name: '  Phone  ' }).expect(201);
    expect(created.body).toMatchObject({ name: 'Phone', user: { id: user.id, username: user.username }, lastUsedAt: null });
    expect(created.body.password).toMatch(/^([A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/);

    const list = await asAdmin('get', '/calendar/app-passwords').expect(200);
    expect(list.body.users).toEqual(expect.arrayContaining([expect.objectContaining({ id: user.id, username: user.username, role: 'Calendar editor' })]));
    const listed = list.body.passwords.find((p: { id: number }) => p.id === created.body.id);
    expect(listed).toEqual({ id: created.body.id, name: 'Phone', createdAt: expect.any(String), lastUsedAt: null, lastIp: null, user: { id: user.id, username: user.username, email: user.email } });
    expect(JSON.stringify(list.body)).not.toMatch(/hash|scrypt/);

    await asAdmin('delete', `/calendar/app-passwords/${created.body.id}`).expect(200);
    await asAdmin('delete', `/calendar/app-passwords/${created.body.id}`).expect(404);
  });

  it.each([
    ['no name', { user: 1 }],
    ['an empty name', { user: 1, name: '  ' }],
    ['a user that is no ID', { user: 'x', name: 'A' }],
    ['an unknown field', { user: 1, name: 'A', hash: 'x' }],
    ['no such user', { user: 999999, name: 'A' }],
  ])('refuse %s with 400, creating nothing', async (_label, body) => {
    const before = await app.strapi.db.query(APP_PASSWORD_UID).count({});
    await asAdmin('post', '/calendar/app-passwords').send(body).expect(400);
    expect(await app.strapi.db.query(APP_PASSWORD_UID).count({})).toBe(before);
  });

  it('refuse a second password of the same name for one user', async () => {
    await asAdmin('post', '/calendar/app-passwords').send({ user: editor.id, name: 'Site sync' }).expect(400);
  });

  it('are for admins only', async () => {
    await app.http().get('/calendar/app-passwords').expect(401);
    await app.http().post('/calendar/app-passwords').send({ user: editor.id, name: 'X' }).expect(401);
    await app.http().get('/calendar/app-passwords').set('Authorization', basic(editor.username, editorSecret)).expect(401);
  });

  it('are not among the Content Manager content types', () => {
    const contentType = app.strapi.contentType(APP_PASSWORD_UID) as { pluginOptions?: Record<string, { visible?: boolean }> };
    expect(contentType.pluginOptions?.['content-manager']?.visible).toBe(false);
    expect(UID).not.toHaveProperty('appPassword');
  });
});

describe('npm run token -- --user', () => {
  const issue = (user: string, extra: { createUser?: boolean; email?: string; name?: string } = {}) =>
    issueAppPassword(app.strapi, { kind: 'app-password', user, createUser: false, ...extra });

  it('prints user:password for Basic, for a user named by user name or e-mail', async () => {
    const byName = await issue(editor.username, { name: 'CLI one' });
    expect(byName).toMatch(new RegExp(`^${editor.username}:[A-Za-z0-9]{24}$`));
    const byEmail = await issue(editor.email);
    expect(byEmail.startsWith(`${editor.username}:`)).toBe(true);
    for (const line of [byName, byEmail]) {
      const res = await app.http().post(`${NS}/events`).set('Authorization', `Basic ${Buffer.from(line).toString('base64')}`).send(event());
      expect([res.status, res.body.author]).toEqual([201, String(editor.id)]);
    }
  });

  it('refuses an unknown user unless told to create it, then gives it the Calendar editor role', async () => {
    await expect(issue('cli-newcomer')).rejects.toThrow(/--create-user/);
    const line = await issue('cli-newcomer', { createUser: true, name: 'Laptop' });
    const user = await app.strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { username: 'cli-newcomer' }, populate: ['role'] });
    expect([user.email, user.role.type, user.confirmed]).toEqual(['cli-newcomer@users.invalid', 'calendar-editor', true]);
    await post(basic('cli-newcomer', line.split(':')[1])).expect(201);
    // Asked again, the existing user gets another password; its name stays unique per user.
    await issue('cli-newcomer', { createUser: true, name: 'Phone' });
    await expect(issue('cli-newcomer', { name: 'Laptop' })).rejects.toThrow(/already has/);
  });

  it('creates a user named by an e-mail with that e-mail', async () => {
    const line = await issue('New.Person@Calendar.test', { createUser: true });
    const user = await app.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: 'new.person@calendar.test' } });
    expect(line.split(':')[0]).toBe(user.username);
  });
});

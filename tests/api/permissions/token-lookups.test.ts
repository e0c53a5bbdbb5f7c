import { appForFile } from '../../helpers/app-for-file';
import { createAdminToken } from '../../helpers/auth';
import { dataVersion, sqlDuring } from '../../helpers/sql';
import { refusedWithoutChange } from '../../helpers/permission-records';

/**
 * API tokens are authenticated from a copy kept per version of the token tables (access/token-lookups.ts):
 * one version read instead of four statements, whatever the calendar's writes meanwhile. Every change to a token (revoked, regenerated, restricted, another
 * type, expired), through the admin or by SQL, is seen at the very next request, and the write it
 * refuses changes nothing; Strapi's own hourly `lastUsedAt` write does not drop the answer cache.
 */
const app = appForFile();
const NS = '/api/cal/events/v1';
let admin: string;

beforeAll(async () => {
  admin = await createAdminToken(app);
});

const adminApi = () => ({
  post: (path: string, body: object) => app.http().post(path).set('Authorization', `Bearer ${admin}`).send(body),
  put: (path: string, body: object) => app.http().put(path).set('Authorization', `Bearer ${admin}`).send(body),
  del: (path: string) => app.http().delete(path).set('Authorization', `Bearer ${admin}`),
});

/** A token made through the admin's API, as an administrator makes one: its ID and key. */
async function token(type: 'full-access' | 'read-only' | 'custom', permissions?: string[]) {
  const res = await adminApi()
    .post('/admin/api-tokens', { name: `kept-${Math.random().toString(36).slice(2)}`, description: '', type, lifespan: null, ...(permissions ? { permissions } : {}) })
    .expect(201);
  return { id: res.body.data.id as number, key: res.body.data.accessKey as string };
}

let n = 0;
const create = (key: string) =>
  app
    .http()
    .post(`${NS}/events`)
    .set('Authorization', `Bearer ${key}`)
    .send({ title: `Kept token ${++n}`, start_date: '2032-02-02 10:00:00', end_date: '2032-02-02 11:00:00' });
const list = (key: string) => app.http().get(`${NS}/events`).set('Authorization', `Bearer ${key}`);

/**
 * Uses the token until it is kept: a write (a new version), then a read that keeps the token at the version
 * after it. The change a test makes next is then the only thing between the kept token and the request
 * that must see it.
 */
async function kept(key: string) {
  await create(key).expect(201);
  await list(key).expect(200);
}

const lastUsedAt = async (id: number) => (await app.strapi.db.connection('strapi_api_tokens').where({ id }).first('last_used_at'))?.last_used_at;

describe('API tokens kept per data version', () => {
  it('read the token once: a later request authenticates with the version read alone', async () => {
    const { key } = await token('full-access');
    await kept(key);
    const statements = await sqlDuring(app.strapi, () => list(key).expect(200));
    expect(statements.filter((sql) => /strapi_api_token/.test(sql))).toEqual([]);
  });

  it("stay kept across the calendar's writes: a writer's next write reads no token", async () => {
    const { key } = await token('full-access');
    await kept(key);
    const statements = await sqlDuring(app.strapi, () => create(key).expect(201));
    expect(statements.filter((sql) => /strapi_api_token/.test(sql))).toEqual([]);
  });

  it("write lastUsedAt on a token's first use, as Strapi does, without bumping the version", async () => {
    const { id, key } = await token('full-access');
    expect(await lastUsedAt(id)).toBeNull();
    const version = await dataVersion(app.strapi);
    await list(key).expect(200);
    expect(await lastUsedAt(id)).not.toBeNull();
    expect(await dataVersion(app.strapi)).toBe(version);
    const first = new Date(await lastUsedAt(id)).getTime();
    await list(key).expect(200);
    // Two hours later (the clock alone moves) Strapi writes it again: the kept copy, an hour old, is read
    // again first, so Strapi sees the stored time.
    jest.useFakeTimers({ now: Date.now() + 2 * 3600_000, doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'queueMicrotask', 'hrtime', 'performance'] });
    let again: string[] = [];
    try {
      await list(key).expect(200);
      // And once only: the next use, in the same hour, neither reads nor writes the token.
      again = await sqlDuring(app.strapi, () => list(key).expect(200));
    } finally {
      jest.useRealTimers();
    }
    expect(new Date(await lastUsedAt(id)).getTime() - first).toBeGreaterThan(3600_000);
    expect(again.filter((sql) => /strapi_api_token/.test(sql))).toEqual([]);
    expect(await dataVersion(app.strapi)).toBe(version);
  });

  it('refuse a revoked token at the next request, and the write changes nothing', async () => {
    const { id, key } = await token('full-access');
    await kept(key);
    await adminApi().del(`/admin/api-tokens/${id}`).expect(200);
    // Every table's rows and the data version, before and after.
    await refusedWithoutChange(app, () => create(key), 401);
  });

  it('refuse a token deleted by SQL', async () => {
    const { id, key } = await token('full-access');
    await kept(key);
    await app.strapi.db.connection('strapi_api_tokens').where({ id }).delete();
    await create(key).expect(401);
  });

  it('refuse the old key of a regenerated token and accept the new one', async () => {
    const { id, key } = await token('full-access');
    await kept(key);
    const regenerated = await adminApi().post(`/admin/api-tokens/${id}/regenerate`, {}).expect(201);
    await create(key).expect(401);
    await create(regenerated.body.data.accessKey).expect(201);
  });

  it('refuse an action taken from a custom token, and a full-access token made read-only', async () => {
    const custom = await token('custom', ['plugin::calendar.events.create', 'plugin::calendar.events.find']);
    await kept(custom.key);
    await adminApi().put(`/admin/api-tokens/${custom.id}`, { permissions: ['plugin::calendar.events.find'] }).expect(200);
    await refusedWithoutChange(app, () => create(custom.key), 403);

    const full = await token('full-access');
    await kept(full.key);
    await adminApi().put(`/admin/api-tokens/${full.id}`, { type: 'read-only' }).expect(200);
    await refusedWithoutChange(app, () => create(full.key), 403);
  });

  it('refuse a token whose expiry passed (set by SQL)', async () => {
    const { id, key } = await token('full-access');
    await kept(key);
    await app.strapi.db.connection('strapi_api_tokens').where({ id }).update({ expires_at: new Date(Date.now() - 60_000) });
    await create(key).expect(401);
  });
});

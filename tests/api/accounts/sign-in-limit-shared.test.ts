import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';
import { freePort, startInstance, type Instance } from '../../helpers/instance-process';
import { NS } from '../../helpers/wire';

/**
 * The failed sign-in and write counters live in the database every instance shares (docs/operations.md "Limits"),
 * not in each process: two real server processes on one database of the pass (SQLite file, PostgreSQL,
 * MariaDB), as behind a load balancer or with CALENDAR_WORKERS, count one budget together.
 */
const LIMIT = 3;
let database: TestDatabase;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  database = await createTestDatabase();
  const env = {
    ...database.env,
    IS_PROXIED: 'true',
    CALENDAR_SIGN_IN_FAILURE_LIMIT: String(LIMIT),
    CALENDAR_SIGN_IN_FAILURE_WINDOW: '600',
    CALENDAR_WRITE_RATE_LIMIT: String(LIMIT),
    CALENDAR_WRITE_RATE_WINDOW: '600',
  };
  // One after the other: the first start creates the schema, the second joins it.
  a = await startInstance(await freePort(), env);
  b = await startInstance(await freePort(), env);
}, 600_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
});

const basic = (login: string, secret: string) => `Basic ${Buffer.from(`${login}:${secret}`).toString('base64')}`;
const get = (instance: Instance, path: string, address: string, authorization: string) =>
  request(instance.url).get(path).set('X-Forwarded-For', address).set('Authorization', authorization);

describe('two instances on one database', () => {
  it('count failed sign-ins together: the limit is reached across both, and both refuse', async () => {
    await get(a, `${NS}/events`, '10.9.0.1', basic('guess-1', 'wrong')).expect(401);
    await get(b, `${NS}/events`, '10.9.0.1', basic('guess-2', 'wrong')).expect(401);
    await get(a, `${NS}/events`, '10.9.0.1', 'Bearer forged').expect(401);
    for (const instance of [a, b]) {
      const refused = await get(instance, `${NS}/events`, '10.9.0.1', `Bearer ${a.token}`);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'rest_too_many_requests', data: { status: 429 } });
    }
    // Another address keeps its own budget on both.
    await get(b, `${NS}/events`, '10.9.0.2', `Bearer ${a.token}`).expect(200);
  });

  it('count writes together: a client past the write rate on one instance is refused by the other', async () => {
    const write = (instance: Instance, i: number) =>
      request(instance.url).post(`${NS}/venues`).set('Authorization', `Bearer ${b.token}`).send({ venue: `Shared budget ${i}` });
    const statuses = [];
    for (const [i, instance] of [a, b, a, b].entries()) statuses.push((await write(instance, i)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await write(a, 9)).status).toBe(429);
  });
});

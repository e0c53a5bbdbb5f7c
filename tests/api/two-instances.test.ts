import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { freePort, startInstance, type Instance } from '../helpers/instance-process';

/**
 * Several instances behind a load balancer share one PostgreSQL database: this runs in the PostgreSQL
 * pass of the suite (`DATABASE_CLIENT=postgres npm test`), with two real server processes.
 */
const onPostgres = process.env.DATABASE_CLIENT === 'postgres' ? describe : describe.skip;
const NS = '/api/cal/events/v1';

onPostgres('two instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    database = await createTestDatabase();
    // The first boot creates the schema; the second joins it.
    a = await startInstance(await freePort(), database.env);
    b = await startInstance(await freePort(), database.env);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  const post = (instance: Instance, path: string, body: object) =>
    request(instance.url).post(`${NS}${path}`).set('Authorization', `Bearer ${instance.token}`).send(body);

  it('reads through one instance what was written through the other', async () => {
    const venue = await post(a, '/venues', { venue: 'Shared Hall' }).expect(201);
    const event = await post(b, '/events', {
      title: 'Shared Concert',
      start_date: '2031-05-01 20:00:00',
      end_date: '2031-05-01 22:00:00',
      venue: venue.body.id,
    }).expect(201);
    const read = await request(a.url).get(`${NS}/events/${event.body.id}`).expect(200);
    expect(read.body).toMatchObject({ id: event.body.id, title: 'Shared Concert', venue: { id: venue.body.id } });
  });

  it('accepts a token created by the other instance', async () => {
    await request(b.url).get(`${NS}/events?status=draft`).set('Authorization', `Bearer ${a.token}`).expect(200);
  });

  it('keeps IDs and slugs unique when both instances create at once', async () => {
    const creates = Array.from({ length: 20 }, (_, i) =>
      post(i % 2 ? a : b, '/events', { title: 'Rush', start_date: '2031-06-01 10:00:00', end_date: '2031-06-01 11:00:00' })
    );
    const responses = await Promise.all(creates);
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(20);
    expect(new Set(responses.map((r) => r.body.slug)).size).toBe(20);
  });
});

import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';
import { freePort, startInstance, type Instance } from '../../helpers/instance-process';

/**
 * Several instances behind a load balancer share one PostgreSQL database: this runs in the PostgreSQL
 * pass of the suite (`DATABASE_CLIENT=postgres npm test`), with two real server processes. On SQLite
 * (the default pass) two processes on one file must take turns to write, never fail.
 */
const client = process.env.DATABASE_CLIENT ?? 'sqlite';
const onPostgres = client === 'postgres' ? describe : describe.skip;
const onSqlite = client === 'sqlite' ? describe : describe.skip;
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

onSqlite('two processes on one SQLite file', () => {
  let database: TestDatabase;
  let a: Instance;
  let b: Instance;
  /** Writes sent to the first process while the second starts on the same file. */
  let duringStart: request.Response[];

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await startInstance(await freePort(), database.env);
    // The second start writes too (schema, counts, its token) while the first one is being written to.
    const writes = Promise.all(Array.from({ length: 10 }, (_, i) => post(a, '/venues', { venue: `During start ${i}` })));
    [b, duringStart] = await Promise.all([startInstance(await freePort(), database.env), writes]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  const post = (instance: Instance, path: string, body: object) =>
    request(instance.url).post(`${NS}${path}`).set('Authorization', `Bearer ${instance.token}`).send(body);

  it('starts a second process beside a first that is writing, and loses none of those writes', () => {
    expect(duringStart.map((r) => r.status)).toEqual(Array(10).fill(201));
  });

  it('lets both write at once: every write succeeds, IDs and slugs stay unique', async () => {
    const creates = Array.from({ length: 40 }, (_, i) =>
      post(i % 2 ? a : b, '/events', { title: 'Rush', start_date: '2031-06-01 10:00:00', end_date: '2031-06-01 11:00:00', venue: { venue: `Rush hall ${i % 5}` } })
    );
    const responses = await Promise.all(creates);
    expect(responses.map((r) => [r.status, r.body.code])).toEqual(Array(40).fill([201, undefined]));
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(40);
    expect(new Set(responses.map((r) => r.body.slug)).size).toBe(40);
  });

  it('reads through one what the other wrote', async () => {
    const event = await post(b, '/events', { title: 'Seen by both', start_date: '2031-07-01 10:00:00', end_date: '2031-07-01 11:00:00' }).expect(201);
    await request(a.url).get(`${NS}/events/${event.body.id}`).expect(200);
  });
});

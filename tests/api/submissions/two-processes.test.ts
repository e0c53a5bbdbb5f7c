import request from 'supertest';
import { solveChallenge } from 'altcha-lib/v1';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';
import { freePort, startInstance, type Instance } from '../../helpers/instance-process';

/**
 * The limits and the challenge of submissions hold across processes (CALENDAR_WORKERS, instances behind a load
 * balancer): two real server processes on one database, the visitor's requests spread over both. The counters
 * and the spent challenges live in the database (cal_rate_limits), whichever database it is.
 */
const NS = '/api/cal/events/v1';
const ENV = { CALENDAR_SUBMISSIONS_PER_ADDRESS: '3', CALENDAR_SUBMISSIONS_CHALLENGE_MAX_NUMBER: '1000', DEMO_DATA: 'false' };

let database: TestDatabase;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  database = await createTestDatabase();
  a = await startInstance(await freePort(), { ...database.env, ...ENV });
  b = await startInstance(await freePort(), { ...database.env, ...ENV });
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
});

/** A challenge from one process, solved as a browser would. */
async function solved(from: Instance): Promise<string> {
  const { body } = await request(from.url).get(`${NS}/submissions/challenge`).expect(200);
  const solution = await solveChallenge(body.challenge, body.salt, body.algorithm, body.maxnumber).promise;
  return Buffer.from(JSON.stringify({ ...body, number: solution!.number })).toString('base64');
}

const proposal = (i: number, altcha: string) => ({
  title: `Across processes ${i}`,
  start_date: '2031-09-01 10:00:00',
  end_date: '2031-09-01 11:00:00',
  submitter_name: 'Ana',
  submitter_email: 'ana@visitor.example',
  consent: true,
  altcha,
});

describe('submissions across two processes', () => {
  it('spend a solved challenge once, whichever process receives it', async () => {
    const altcha = await solved(a);
    await request(b.url).post(`${NS}/submissions`).send(proposal(0, altcha)).expect(201);
    const replay = await request(a.url).post(`${NS}/submissions`).send(proposal(1, altcha));
    expect(replay.status).toBe(400);
    expect(Object.keys(replay.body.data.params)).toEqual(['altcha']);
  });

  it('count one budget per address over both processes', async () => {
    // One accepted above; two more, one through each process, then both refuse.
    await request(a.url).post(`${NS}/submissions`).send(proposal(2, await solved(b))).expect(201);
    await request(b.url).post(`${NS}/submissions`).send(proposal(3, await solved(a))).expect(201);
    for (const instance of [a, b]) {
      const res = await request(instance.url).post(`${NS}/submissions`).send(proposal(4, await solved(instance)));
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('cal_too_many_submissions');
    }
  });
});

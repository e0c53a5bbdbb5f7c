import { issueAppPassword } from '../../../src/plugins/calendar/server/features/app-passwords/cli';
import { createUser } from '../../helpers/auth';
import { appForFile } from '../../helpers/app-for-file';
import { NS } from '../../helpers/wire';

/**
 * Throttling (docs/operations.md "Limits"; issue "Permissions that hold everywhere", bulk clients): by default a
 * caller with valid credentials is never throttled, so a client of the original that writes in bulk (a
 * sync job, the original's own test suite) keeps its speed; failed sign-ins are limited per address and
 * per user name (settings signInFailureLimit, signInFailureWindow), against password guessing.
 */

const LIMIT = 3;
let editor: { username: string; basic: string };
let other: { username: string; basic: string };

const basic = (login: string, secret: string) => `Basic ${Buffer.from(`${login}:${secret}`).toString('base64')}`;
async function editorWithPassword(name: string) {
  await createUser(app, 'calendar-editor', name);
  const [username, secret] = (await issueAppPassword(app.strapi, { kind: 'app-password', user: name, createUser: false })).split(':');
  return { username, basic: basic(username, secret) };
}
/** A request from `address` (the server trusts X-Forwarded-For, as behind a proxy with IS_PROXIED). */
const from = (address: string, method: 'get' | 'post', path: string, authorization?: string) => {
  const req = app.http()[method](`${NS}${path}`).set('X-Forwarded-For', address);
  return authorization ? req.set('Authorization', authorization) : req;
};

const app = appForFile({ CALENDAR_SIGN_IN_FAILURE_LIMIT: String(LIMIT), CALENDAR_SIGN_IN_FAILURE_WINDOW: '600', IS_PROXIED: 'true' });
beforeAll(async () => {
  editor = await editorWithPassword('bulk-editor');
  other = await editorWithPassword('other-editor');
});

function expectTooManySignIns(res: { status: number; body: unknown; headers: Record<string, string> }) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    code: 'rest_too_many_requests',
    message: expect.stringMatching(/^Too many failed sign-ins: try again in \d+ seconds?\.$/),
    data: { status: 429 },
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('a bulk client with valid credentials', () => {
  it('writes 240 events through an application password at full speed (80 times the failure limit), none refused', async () => {
    const statuses: number[] = [];
    const write = (i: number) =>
      from('10.0.0.1', 'post', '/events', editor.basic)
        .send({ title: `Bulk ${i}`, start_date: '2027-05-01 10:00:00', end_date: '2027-05-01 11:00:00' })
        .then((res) => statuses.push(res.status));
    for (let i = 0; i < 240; i += 8) await Promise.all(Array.from({ length: 8 }, (_, k) => write(i + k)));
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    const listed = await app.http().get(`${NS}/events?start_date=2027-05-01&end_date=2027-05-02&per_page=1`).expect(200);
    expect(listed.headers['x-tec-total']).toBe('240');
    // A harness bound, not a speed check. 240 writes: far past any count a limit would stop at (successful
    // sign-ins are never counted), a fifth of the 1,000 this took before, which cost a minute of CI per database.
  }, 900_000);
});

describe('failed sign-ins', () => {
  it('lock an address out after the limit, valid credentials included, and keep public reads open', async () => {
    // Each guess under another user name: only the address's bucket fills.
    for (let i = 0; i < LIMIT; i += 1) await from('10.0.0.2', 'get', '/events', basic(`guess-${i}`, 'wrong password')).expect(401);
    expectTooManySignIns(await from('10.0.0.2', 'get', '/events', other.basic));
    expectTooManySignIns(await from('10.0.0.2', 'post', '/venues', 'Bearer not-a-token').send({ venue: 'x' }));
    await from('10.0.0.2', 'get', '/events').expect(200);
    // Another address is not affected.
    await from('10.0.0.3', 'get', '/events', other.basic).expect(200);
  });

  it('lock a user name out after the limit, from any address, and only that user name', async () => {
    for (let i = 0; i < LIMIT; i += 1) await from(`10.0.1.${i}`, 'get', '/events', basic(editor.username.toUpperCase(), `wrong ${i}`)).expect(401);
    expectTooManySignIns(await from('10.0.1.99', 'get', '/events', editor.basic));
    await from('10.0.1.99', 'get', '/events', other.basic).expect(200);
  });

  it('count bad tokens on writes as on reads, and never requests without credentials', async () => {
    for (let i = 0; i < LIMIT * 3; i += 1) await from('10.0.2.1', 'post', '/venues').send({ venue: 'Anonymous' }).expect(401);
    await from('10.0.2.1', 'get', '/events', other.basic).expect(200);
    for (let i = 0; i < LIMIT; i += 1) await from('10.0.2.2', 'post', '/venues', 'Bearer forged').send({ venue: 'Forged' }).expect(401);
    expectTooManySignIns(await from('10.0.2.2', 'get', '/events', 'Bearer forged'));
  });

  it.each([
    ['/api/cal/edit-others', '10.0.4.1', { edit_others: true }],
    ['/api/cal/unfiltered-html', '10.0.4.2', { unfiltered_html: true }],
  ])('count on %s as in the namespace: a wrong password is a 401, and the address is then locked everywhere', async (path, address, granted) => {
    const get = (authorization?: string) => {
      const req = app.http().get(path).set('X-Forwarded-For', address);
      return authorization ? req.set('Authorization', authorization) : req;
    };
    expect((await get(other.basic).expect(200)).body).toEqual(granted);
    await get(basic(other.username, 'wrong password')).expect(401);
    await get('Bearer forged').expect(401);
    await get(basic('nobody', 'wrong password')).expect(401);
    const refused = await get(other.basic);
    expect(refused.status).toBe(429);
    // Strapi's error format outside the namespace, as Strapi's other routes answer there.
    expect(refused.body).toEqual({
      data: null,
      error: { status: 429, name: 'RateLimitError', message: expect.stringMatching(/^Too many failed sign-ins: try again in \d+ seconds?\.$/), details: {} },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectTooManySignIns(await from(address, 'get', '/events', other.basic));
    // Without credentials, still answered.
    await get().expect(200);
  });

  it('lock a user name guessed through /api/cal/edit-others in the namespace too', async () => {
    const guessed = await editorWithPassword('guessed-editor');
    for (let i = 0; i < LIMIT; i += 1) {
      await app.http().get('/api/cal/edit-others').set('X-Forwarded-For', `10.0.5.${i}`).set('Authorization', basic(guessed.username, `wrong ${i}`)).expect(401);
    }
    expectTooManySignIns(await from('10.0.5.99', 'get', '/events', guessed.basic));
    await from('10.0.5.99', 'get', '/events', other.basic).expect(200);
  });

  it('leave Strapi routes outside the namespace to Strapi', async () => {
    await app.http().get('/api/users/me').set('X-Forwarded-For', '10.0.0.2').set('Authorization', 'Bearer forged').expect(401);
  });
});

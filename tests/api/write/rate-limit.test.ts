import { createApiToken, createUserJwt } from '../../helpers/auth';
import { appForFile } from '../../helpers/app-for-file';
import { bearer, NS } from '../../helpers/wire';

/**
 * The write rate limit (settings writeRateLimit, writeRateWindow; docs/operations.md "Limits"): each client (its
 * credential when it has a valid one, else its address) may send so many POST, PUT, PATCH and DELETE
 * under the namespace per window; past it, 429 in the WordPress shape with Retry-After. The suite's
 * other files run without it (TEST_ENV), as they write more than a client normally would.
 */

const LIMIT = 3;

const app = appForFile({ CALENDAR_WRITE_RATE_LIMIT: String(LIMIT), CALENDAR_WRITE_RATE_WINDOW: '600' });
type Method = 'post' | 'put' | 'patch' | 'delete';
function send(method: Method, path: string, caller?: string, body: object = {}) {
  const url = path.startsWith('/fr/') ? `/fr${NS}${path.slice(3)}` : `${NS}${path}`;
  const req = app.http()[method](url);
  return (caller ? req.set(bearer(caller)) : req).send(body);
}
const venue = (name: string) => ({ venue: name });

function expectTooMany(res: { status: number; body: unknown; headers: Record<string, string> }) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    code: 'rest_too_many_requests',
    message: expect.stringMatching(/^Too many writes: try again in \d+ seconds?\.$/),
    data: { status: 429 },
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
}

describe('the write rate limit', () => {
  it('answers 429 with Retry-After past the limit of one token, whatever the method and language root', async () => {
    const token = await createApiToken(app.strapi, 'full-access');
    const created = await send('post', '/venues', token, venue('Rate Hall')).expect(201);
    await send('patch', `/venues/${created.body.id}`, token, { city: 'Lisbon' }).expect(200);
    await send('delete', `/fr/venues/${created.body.id}`, token).expect(200);
    expectTooMany(await send('put', `/venues/${created.body.id}`, token, { city: 'Porto' }));
    expectTooMany(await send('post', '/venues', token, venue('One more')));
  });

  it('counts each token on its own', async () => {
    const [first, second] = [await createApiToken(app.strapi, 'full-access'), await createApiToken(app.strapi, 'full-access')];
    for (let i = 0; i < LIMIT; i += 1) await send('post', '/venues', first, venue(`First ${i}`)).expect(201);
    expectTooMany(await send('post', '/venues', first, venue('First again')));
    await send('post', '/venues', second, venue('Second')).expect(201);
  });

  it('counts callers without valid credentials by address, and signed-in users by account', async () => {
    // Invalid anonymous writes (400), valid ones (401) and writes with a token nobody issued all count.
    await send('post', '/venues', undefined, {}).expect(400);
    await send('post', '/venues', undefined, venue('Anonymous')).expect(401);
    await send('post', '/venues', 'not-a-token', venue('Forged')).expect(401);
    expectTooMany(await send('post', '/venues', undefined, venue('Anonymous again')));
    expectTooMany(await send('delete', '/venues/1', 'another-forged-token'));
    // A signed-in reader has a bucket of its own: it gets its 403, not the address's 429.
    const reader = await createUserJwt(app);
    await send('post', '/venues', reader, venue('Reader')).expect(403);
  });

  it('never limits reads, nor Strapi routes outside the namespace', async () => {
    await app.http().get(`${NS}/venues`).expect(200);
    const login = await app.http().post('/admin/login').send({ email: 'nobody@calendar.test', password: 'Wrong-password-1' });
    expect(login.status).not.toBe(429);
  });
});

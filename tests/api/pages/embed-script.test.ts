import { createApiToken } from '../../helpers/auth';
import { bootApp, type TestApp } from '../../helpers/strapi';
import { NS } from '../../helpers/wire';

/**
 * The embeddable calendar's script (issue 21, part 1) as the API serves it: a JavaScript module with the
 * namespace's caching, CORS and compression, a read action of its own that a site owner may revoke.
 */

let app: TestApp;

beforeAll(async () => {
  app = await bootApp();
});

afterAll(() => app?.close());

describe('GET /api/cal/events/v1/embed.js', () => {
  it('is a JavaScript module with an ETag, revalidated by 304, open to other origins, compressed', async () => {
    const res = await app.http().get(`${NS}/embed.js`).set('Origin', 'https://www.example.org');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('https://www.example.org');
    expect(res.headers['cache-control']).toBe('public, max-age=0');
    expect(res.text).toContain('event-calendar');
    const etag = res.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await app.http().get(`${NS}/embed.js`).set('If-None-Match', etag)).status).toBe(304);
    const gzip = await app.http().get(`${NS}/embed.js`).set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });
});

describe('GET /api/cal/events/v1/embed.js, refused', () => {
  it('to a token without its action, and to the public once a site owner revokes it', async () => {
    const token = await createApiToken(app.strapi, 'custom', ['plugin::calendar.events.find']);
    const refused = await app.http().get(`${NS}/embed.js`).set('Authorization', `Bearer ${token}`);
    expect([refused.status, refused.body.code]).toEqual([403, 'rest_forbidden']);
    const full = await app.http().get(`${NS}/embed.js`).set('Authorization', `Bearer ${await createApiToken(app.strapi, 'read-only')}`);
    expect([full.status, full.headers['cache-control']]).toEqual([200, 'private, no-store']);
    const permission = 'plugin::users-permissions.permission';
    const role = await app.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
    const row = await app.strapi.db.query(permission).findOne({ where: { action: 'plugin::calendar.embed.find', role: role.id } });
    await app.strapi.db.query(permission).delete({ where: { id: row.id } });
    try {
      const anonymous = await app.http().get(`${NS}/embed.js`);
      // No credentials: 401, as for any read the public may not do.
      expect([anonymous.status, anonymous.body.code]).toEqual([401, 'rest_forbidden']);
    } finally {
      await app.strapi.db.query(permission).create({ data: { action: 'plugin::calendar.embed.find', role: role.id } });
    }
    expect((await app.http().get(`${NS}/embed.js`)).status).toBe(200);
  });
});

import { issueAppPassword } from '../../../src/plugins/calendar/server/features/app-passwords/cli';
import { appForFile } from '../../helpers/app-for-file';
import { createApiToken, createUser, type TestUser } from '../../helpers/auth';
import { createFactories } from '../../helpers/factories';

/**
 * WordPress's paths (features/wp-json/): a client of the original that hard-codes `<site>/wp-json/tribe/events/v1/`
 * (or `?rest_route=` on a site without pretty permalinks) gets what `/api/cal/events/v1/` answers, reads
 * and writes, with only the host changed; the site's index, `wp/v2/users/me` and `wp/v2/settings` answer
 * as WordPress does for the callers the original's MCP server checks with; anything else under `/wp-json`
 * is WordPress's `rest_no_route`. A setting turns the paths off.
 */

const NS = '/api/cal/events/v1';
const basic = (login: string, secret: string) => `Basic ${Buffer.from(`${login}:${secret}`).toString('base64')}`;
const NO_ROUTE = { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } };

const app = appForFile({ CALENDAR_TIMEZONE: 'Asia/Kolkata', CALENDAR_SIGN_IN_FAILURE_LIMIT: '3' });
let editor: TestUser;
let editorSecret: string;
let fullAccess: string;
let readOnly: string;

beforeAll(async () => {
  const f = createFactories(app.strapi);
  for (const n of [1, 2, 3]) await f.createEvent({ title: `Concert ${n}`, postStatus: 'publish' });
  editor = await createUser(app, 'calendar-editor');
  editorSecret = (await issueAppPassword(app.strapi, { kind: 'app-password', user: editor.username, createUser: false })).split(':')[1]!;
  fullAccess = await createApiToken(app.strapi, 'full-access');
  readOnly = await createApiToken(app.strapi, 'read-only');
});

const get = (path: string, authorization?: string) => {
  const req = app.http().get(path);
  return authorization ? req.set('Authorization', authorization) : req;
};

describe('the original namespace under /wp-json', () => {
  it.each([
    ['/wp-json/tribe/events/v1/events?per_page=2', `${NS}/events?per_page=2`],
    ['/wp-json/tribe/events/v1/venues', `${NS}/venues`],
    ['/wp-json/tribe/events/v1/', `${NS}/`],
    ['/fr/wp-json/tribe/events/v1/events', `/fr${NS}/events`],
    ['/?rest_route=/tribe/events/v1/events&per_page=1&page=2', `${NS}/events?per_page=1&page=2`],
    ['/index.php?rest_route=%2Ftribe%2Fevents%2Fv1%2Fcategories', `${NS}/categories`],
  ])('%s answers as %s (body, total headers)', async (wordpress, ours) => {
    const [a, b] = [await get(wordpress), await get(ours)];
    expect(a.status).toBe(b.status);
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    for (const header of ['x-wp-total', 'x-wp-totalpages', 'x-tec-total', 'x-tec-totalpages', 'link']) expect(a.headers[header]).toBe(b.headers[header]);
  });

  it('writes as the namespace does: refused without credentials, created with them', async () => {
    const body = { title: 'Through wp-json', start_date: '2027-05-01 10:00:00', end_date: '2027-05-01 11:00:00' };
    const refused = await app.http().post('/wp-json/tribe/events/v1/events').send(body);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'rest_forbidden', data: { status: 401 } });
    const created = await app.http().post('/wp-json/tribe/events/v1/events').set('Authorization', basic(editor.username, editorSecret)).send(body);
    expect(created.status).toBe(201);
    const read = await get(`${NS}/events/${created.body.id}`).expect(200);
    expect(read.body.title).toBe('Through wp-json');
  });

  it.each(['/wp-json/tribe/events/v1/nothing', '/wp-json/tec/v1/tickets', '/wp-json/tec/v1/events/abc', '/wp-json/wp/v2/posts', '/wp-json/tribe/tickets/v1/tickets', '/wp-json/wp/v2/users/me/x'])(
    '%s is WordPress’s rest_no_route',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NO_ROUTE);
    }
  );
});

describe('the site index, GET /wp-json/', () => {
  it('names the site, its address and clock, and the namespaces and routes it serves', async () => {
    for (const path of ['/wp-json/', '/wp-json', '/?rest_route=/']) {
      const res = await get(path).expect(200);
      expect(res.body).toMatchObject({
        name: 'Events',
        description: '',
        url: 'http://calendar.test',
        home: 'http://calendar.test',
        gmt_offset: 5.5,
        timezone_string: 'Asia/Kolkata',
        namespaces: ['tribe/events/v1', 'tec/v1', 'wp/v2'],
      });
      expect(res.body.routes['/tribe/events/v1/events']).toMatchObject({ namespace: 'tribe/events/v1', methods: expect.arrayContaining(['GET', 'POST']) });
      expect(res.body.routes['/tec/v1/events/(?P<id>\\d+)']).toMatchObject({ namespace: 'tec/v1', methods: ['GET', 'PUT', 'PATCH', 'DELETE'] });
      // Keyed and named as the original's namespaces (ours are `cal/events/v1` and `cal/tec/v1`).
      const routes = Object.entries(res.body.routes as Record<string, { namespace: string }>);
      expect(routes.length).toBeGreaterThan(10);
      for (const [key, route] of routes) {
        expect(key).toMatch(/^\/(tribe\/events|tec)\/v1(\/|$)/);
        expect(key.startsWith(`/${route.namespace}`)).toBe(true);
      }
      expect(res.body.routes['/tribe/events/v1/events']._links.self[0].href).toBe('http://calendar.test/wp-json/tribe/events/v1/events');
    }
  });

  it('refuses wrong credentials (401) rather than reading them as anonymous', async () => {
    const res = await get('/wp-json/', basic(editor.username, 'wrong secret'));
    expect(res.status).toBe(401);
  });
});

describe('GET /wp-json/wp/v2/users/me', () => {
  it('answers 401 rest_not_logged_in to an anonymous caller', async () => {
    const res = await get('/wp-json/wp/v2/users/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'rest_not_logged_in', message: 'You are not currently logged in.', data: { status: 401 } });
  });

  it('shows the user of an application password, and of a sign-in token', async () => {
    for (const authorization of [basic(editor.username, editorSecret), `Bearer ${editor.jwt}`]) {
      const res = await get('/wp-json/wp/v2/users/me', authorization).expect(200);
      expect(res.body).toMatchObject({ id: editor.id, name: editor.username, slug: editor.username, avatar_urls: {} });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('shows an API token under its own name, with ID 0 (it is no user)', async () => {
    const res = await get('/wp-json/wp/v2/users/me', `Bearer ${readOnly}`).expect(200);
    expect(res.body).toMatchObject({ id: 0, name: expect.stringMatching(/^test-read-only-/) });
  });
});

describe('GET /wp-json/wp/v2/settings', () => {
  it('answers a site manager (a full-access token) with the site settings', async () => {
    const res = await get('/wp-json/wp/v2/settings', `Bearer ${fullAccess}`).expect(200);
    expect(res.body).toMatchObject({ title: 'Events', timezone: 'Asia/Kolkata', date_format: 'F j, Y', time_format: 'g:i a', start_of_week: 1, language: 'en_US', posts_per_page: 12 });
  });

  it.each([
    ['anonymous callers with 401', () => undefined, 401],
    ['an editor by application password with 403', () => basic(editor.username, editorSecret), 403],
    ['a read-only token with 403', () => `Bearer ${readOnly}`, 403],
  ])('refuses %s rest_forbidden', async (_label, authorization, status) => {
    const res = await get('/wp-json/wp/v2/settings', authorization());
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status } });
  });
});

describe('failed sign-ins through /wp-json', () => {
  it('count like any other (429 past the limit, CALENDAR_SIGN_IN_FAILURE_LIMIT=3 here)', async () => {
    const victim = await createUser(app, 'calendar-editor');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await get('/wp-json/wp/v2/users/me', basic(victim.username, `guess ${i}`))).status);
    // The address had failed once already (the index's wrong credentials above): the limit is per address and per user name.
    expect(statuses.slice(0, 2)).toEqual([401, 401]);
    expect(statuses[3]).toBe(429);
    const blocked = await get('/wp-json/wp/v2/users/me', basic(victim.username, 'User-password-1'));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: expect.any(String), data: { status: 429 } });
  });
});

describe('hostile WordPress paths', () => {
  it.each([
    ['a huge rest_route', `/?rest_route=/${'a/'.repeat(4000)}`],
    ['an encoded NUL and dots', '/?rest_route=/tribe/events/v1/events/%00/../../../admin'],
    ['a rest_route given as a list', '/?rest_route[]=/tribe/events/v1/events&rest_route[]=/wp/v2/settings'],
    ['dots under /wp-json', '/wp-json/../admin/init'],
    ['a nested encoded namespace', '/wp-json/tribe%2Fevents%2Fv1/events'],
  ])('%s: never a 5xx, never the admin, an error in the WordPress shape', async (_label, path) => {
    const res = await get(path);
    expect(res.status).toBeLessThan(500);
    expect(JSON.stringify(res.body)).not.toContain('"data":{"uuid"');
    if (res.status >= 400 && path.includes('rest_route=/')) expect(res.body).toMatchObject({ code: expect.any(String), data: { status: res.status } });
  });
});

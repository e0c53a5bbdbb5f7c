import request from 'supertest';
import { createApiToken, createUserJwt } from '../../helpers/auth';
import { appForFile } from '../../helpers/app-for-file';

const app = appForFile();
const NS = '/api/cal/events/v1';
it('starts empty with DEMO_DATA=false', async () => {
  expect(await app.strapi.db.query('api::event.event').count()).toBe(0);
});

const NO_ROUTE = {
  code: 'rest_no_route',
  message: 'No route was found matching the URL and request method.',
  data: { status: 404 },
};

describe('the calendar plugin', () => {
  it('is loaded and mounts its routes under /api/cal/events/v1', () => {
    expect(app.strapi.plugin('calendar')).toBeDefined();
    const paths = app.strapi.server
      .api('content-api')
      .listRoutes()
      .map((layer) => layer.path);
    expect(paths).toContain(NS);
  });

  it('grants the Public role the read actions', async () => {
    const role = await app.strapi.db.query('plugin::users-permissions.role').findOne({
      where: { type: 'public' },
      populate: ['permissions'],
    });
    const actions = role.permissions.map((p: { action: string }) => p.action);
    expect(actions).toContain('plugin::calendar.namespace.find');
  });
});

describe('GET /api/cal/events/v1', () => {
  it('describes the namespace', async () => {
    const res = await app.http().get(NS).expect(200);
    expect(res.body).toMatchObject({
      namespace: 'cal/events/v1',
      routes: {
        '/cal/events/v1': {
          namespace: 'cal/events/v1',
          methods: ['GET'],
          _links: { self: [{ href: 'http://calendar.test/api/cal/events/v1' }] },
        },
      },
      _links: { up: [{ href: 'http://calendar.test/api/' }] },
    });
  });

  it('ignores a trailing slash', async () => {
    const res = await app.http().get(`${NS}/`).expect(200);
    expect(res.body.namespace).toBe('cal/events/v1');
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await app.http().head(NS).expect(200);
    expect(res.text ?? '').toBe('');
  });
});

describe('language roots', () => {
  it.each(['/en', '/fr', '/pt-pt', '/pt-PT', '/FR'])('%s/api/cal/events/v1 is served like ?ml_language=<root>', async (root) => {
    // The index describes its arguments in the request's language (tests/api/http/openapi-doc.test.ts checks the translations).
    const plain = await app.http().get(`${NS}?ml_language=${root.slice(1)}`).expect(200);
    const rooted = await app.http().get(`${root}${NS}`).expect(200);
    expect(rooted.body).toEqual(plain.body);
  });

  it('keeps the query string through the rewrite', async () => {
    await app.http().get(`/fr${NS}?context=view`).expect(200);
  });

  it('answers rest_no_route for a language the calendar does not serve', async () => {
    const res = await app.http().get(`/de${NS}`).expect(404);
    expect(res.body).toEqual(NO_ROUTE);
  });
});

describe('the WordPress error envelope', () => {
  it('answers an unknown route with rest_no_route', async () => {
    const res = await app.http().get(`${NS}/no-such-thing`).expect(404);
    expect(res.body).toEqual(NO_ROUTE);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers an unknown route under a language root with rest_no_route', async () => {
    const res = await app.http().get(`/fr${NS}/no-such-thing`).expect(404);
    expect(res.body).toEqual(NO_ROUTE);
  });

  it('answers a method the route does not serve with rest_no_route', async () => {
    for (const method of ['post', 'put', 'delete', 'patch'] as const) {
      const res = await app.http()[method](NS).expect(404);
      expect(res.body).toEqual(NO_ROUTE);
    }
  });

  it('answers a malformed JSON body with rest_invalid_json', async () => {
    const res = await app
      .http()
      .post(NS)
      .set('Content-Type', 'application/json')
      .send('{"title": ')
      .expect(400);
    expect(res.body).toEqual({ code: 'rest_invalid_json', message: 'Invalid JSON body passed.', data: { status: 400 } });
  });

  it('leaves routes outside the namespace to Strapi', async () => {
    const res = await app.http().get('/api/not-calendar').expect(404);
    expect(res.body).toMatchObject({ data: null, error: { status: 404 } });
  });

  describe('paths shaped like a WordPress namespace that nothing routes', () => {
    // Plain supertest: these paths are not the calendar's, so /doc (doc-proof) has nothing to say of them.
    const raw = () => request(app.strapi.server.httpServer);

    it.each([
      ['another vendor\'s namespace', '/api/tribe/tickets/v1/anything'],
      ['another namespace\'s root', '/api/tribe/events/v1'],
      ['WordPress core\'s namespace', '/api/wp/v2/posts'],
      ['the calendar with a doubled leading slash', '//api/cal/events/v1/events'],
      ['the calendar with a doubled inner slash', '/api//cal/events/v1/events/1'],
    ])('answer rest_no_route in the WordPress shape: %s', async (_case, path) => {
      for (const method of ['get', 'post', 'delete'] as const) {
        const res = await raw()[method](path).expect(404);
        expect([method, res.body]).toEqual([method, NO_ROUTE]);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.headers.allow).toBeUndefined();
      }
    });

    it.each([
      ['Strapi\'s REST root', '/api/events'],
      ['an unknown REST path', '/api/not-calendar/at/all'],
      ['the users-permissions routes', '/api/auth/nothing'],
      ['an upload file', '/api/upload/files/999999'],
      ['a path of the WordPress shape that a Strapi REST route serves', '/api/upload/files/v1'],
    ])('leave %s to Strapi, in its own shape', async (_case, path) => {
      const res = await raw().get(path);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body).toMatchObject({ data: null, error: { status: res.status } });
    });
  });

  describe('Strapi auth answers in the WordPress format', () => {
    const FORBIDDEN = 'Sorry, you are not allowed to do that.';
    const PERMISSION = 'plugin::users-permissions.permission';
    const action = 'plugin::calendar.namespace.find';

    beforeAll(async () => {
      // Revoke the read of the namespace index (Public and Authenticated roles) to reach Strapi's own refusals.
      const granted = await app.strapi.db.query(PERMISSION).findMany({
        where: { action, role: { type: { $in: ['public', 'authenticated'] } } },
        select: ['id'],
      });
      await app.strapi.db.query(PERMISSION).deleteMany({ where: { id: { $in: granted.map((p: { id: number }) => p.id) } } });
    });

    afterAll(async () => {
      for (const type of ['public', 'authenticated']) {
        const role = await app.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type } });
        await app.strapi.db.query(PERMISSION).create({ data: { action, role: role.id } });
      }
    });

    it('answers 401 rest_forbidden without credentials', async () => {
      const res = await app.http().get(NS).expect(401);
      expect(res.body).toEqual({ code: 'rest_forbidden', message: FORBIDDEN, data: { status: 401 } });
    });

    it('answers 401 rest_forbidden for an invalid token', async () => {
      const res = await app.http().get(NS).set('Authorization', 'Bearer not-a-token').expect(401);
      expect(res.body).toEqual({ code: 'rest_forbidden', message: FORBIDDEN, data: { status: 401 } });
    });

    it('answers 403 rest_forbidden for a user whose role lacks the right', async () => {
      const jwt = await createUserJwt(app);
      const res = await app.http().get(NS).set('Authorization', `Bearer ${jwt}`).expect(403);
      expect(res.body).toEqual({ code: 'rest_forbidden', message: FORBIDDEN, data: { status: 403 } });
    });

    it('answers 403 rest_forbidden for a custom token without the action', async () => {
      const token = await createApiToken(app.strapi, 'custom', ['plugin::calendar.namespace.find']);
      await app.http().get(NS).set('Authorization', `Bearer ${token}`).expect(200);
      const other = await createApiToken(app.strapi, 'custom', []);
      const res = await app.http().get(NS).set('Authorization', `Bearer ${other}`).expect(403);
      expect(res.body.code).toBe('rest_forbidden');
    });

    it('lets read-only and full-access tokens read', async () => {
      for (const type of ['read-only', 'full-access'] as const) {
        const token = await createApiToken(app.strapi, type);
        await app.http().get(NS).set('Authorization', `Bearer ${token}`).expect(200);
      }
    });
  });
});

describe('GET /api/cal/events/v1 parameters', () => {
  it('accepts ml_language', async () => {
    await app.http().get(`${NS}?ml_language=pt-pt`).expect(200);
  });

  it('refuses an unknown ml_language', async () => {
    const res = await app.http().get(`${NS}?ml_language=de`).expect(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { ml_language: expect.any(String) } } });
  });

  it('answers rest_invalid_namespace for another namespace', async () => {
    const res = await app.http().get(`${NS}?namespace=wp/v2`).expect(404);
    expect(res.body).toEqual({ code: 'rest_invalid_namespace', message: 'The specified namespace could not be found.', data: { status: 404 } });
  });

  it('lists every calendar route with its methods', async () => {
    const res = await app.http().get(NS).expect(200);
    expect(res.body.routes['/cal/events/v1/events'].methods).toEqual(['GET', 'POST']);
    expect(res.body.routes['/cal/events/v1/events/(?P<id>\\d+)'].methods).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
    // The index and /doc, three routes each for events, venues, organizers, two for categories and tags,
    // the three iCalendar feeds, and the three of visitors' submissions.
    expect(Object.keys(res.body.routes)).toHaveLength(2 + 3 * 3 + 2 * 2 + 3 + 3);
    expect(res.body.routes['/cal/events/v1/submissions'].methods).toEqual(['POST']);
    expect(res.body.routes['/cal/events/v1/events.ics'].methods).toEqual(['GET']);
  });
});

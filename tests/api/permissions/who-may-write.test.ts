import { createApiToken, createUserJwt, jwtWithActions } from '../../helpers/auth';
import { appForFile } from '../../helpers/app-for-file';
import { calendarClient, UID, type CalendarClient, type Caller } from '../../helpers/write-helpers';

/**
 * Who may write (contract 9, 10.1, 11; docs/security.md "Who may do what"): API tokens (full-access, or custom with
 * the calendar's write actions) and users-permissions users whose role holds them ("Calendar editor" has
 * every calendar action). No credentials → 401 rest_forbidden; credentials without the right → 403.
 * Validation runs before the permission check: an invalid anonymous write is a 400.
 */

type Resource = 'events' | 'venues' | 'organizers' | 'categories' | 'tags';
const RESOURCES: Resource[] = ['events', 'venues', 'organizers', 'categories', 'tags'];
const WITH_SLUG: Resource[] = ['events', 'venues', 'organizers'];
const action = (resource: Resource, verb: 'find' | 'findOne' | 'create' | 'update' | 'delete') => `plugin::calendar.${resource}.${verb}`;
const WRITE_VERBS = ['create', 'update', 'delete'] as const;

let full: CalendarClient;
const callers: Record<string, Caller> = {};
/** One record per resource that denied writes aim at (never changed). */
const fixtures = {} as Record<Resource, { id: number; slug: string }>;

let counter = 0;
/** A valid create body of the resource; names are unique (duplicate terms are refused). */
function createBody(resource: Resource): Record<string, unknown> {
  const name = `Auth ${resource} ${++counter}`;
  switch (resource) {
    case 'events':
      return { title: name, start_date: '2027-09-01 10:00:00', end_date: '2027-09-01 11:00:00' };
    case 'venues':
      return { venue: name };
    case 'organizers':
      return { organizer: name };
    default:
      return { name };
  }
}
/** A valid update body of the resource. */
const UPDATE_BODY: Record<Resource, Record<string, unknown>> = {
  events: { title: 'Updated title' },
  venues: { city: 'Updated city' },
  organizers: { phone: '+1 555 0199' },
  categories: { description: 'Updated' },
  tags: { description: 'Updated' },
};

async function createAs(client: CalendarClient, resource: Resource) {
  const res = await client.post(`/${resource}`, createBody(resource));
  expect(res.status).toBe(201);
  return res.body as { id: number; slug: string };
}

/** The users-permissions user ID inside a JWT. */
const userIdOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()).id as number;

const app = appForFile();
beforeAll(async () => {
  const { strapi } = app;
  full = calendarClient(app, await createApiToken(strapi, 'full-access'));
  callers.anonymous = null;
  callers['an invalid token'] = 'not-a-real-token';
  callers['a read-only token'] = await createApiToken(strapi, 'read-only');
  callers['a custom token with the read actions only'] = await createApiToken(
    strapi,
    'custom',
    RESOURCES.flatMap((r) => [action(r, 'find'), action(r, 'findOne')])
  );
  callers['an authenticated user without calendar actions'] = await createUserJwt(app, 'authenticated');
  callers['a user whose role has the read actions only'] = await jwtWithActions(
    app,
    'calendar-reader',
    RESOURCES.flatMap((r) => [action(r, 'find'), action(r, 'findOne')])
  );
  for (const resource of RESOURCES) fixtures[resource] = await createAs(full, resource);
});

const FORBIDDEN_MESSAGE = 'Sorry, you are not allowed to do that.';

/** Every write route of every resource, with a valid body, aimed at the fixture. */
function writeRoutes() {
  const routes: { label: string; method: 'post' | 'put' | 'patch' | 'delete'; path: (r: Resource) => string; resource: Resource; body?: (r: Resource) => object }[] = [];
  for (const resource of RESOURCES) {
    routes.push({ label: `POST /${resource}`, method: 'post', path: () => `/${resource}`, resource, body: createBody });
    for (const method of ['post', 'put', 'patch'] as const) {
      routes.push({ label: `${method.toUpperCase()} /${resource}/<id>`, method, path: () => `/${resource}/${fixtures[resource].id}`, resource, body: () => UPDATE_BODY[resource] });
    }
    routes.push({ label: `DELETE /${resource}/<id>`, method: 'delete', path: () => `/${resource}/${fixtures[resource].id}`, resource });
    if (WITH_SLUG.includes(resource)) {
      routes.push({ label: `PUT /${resource}/by-slug/<slug>`, method: 'put', path: () => `/${resource}/by-slug/${fixtures[resource].slug}`, resource, body: () => UPDATE_BODY[resource] });
      routes.push({ label: `DELETE /${resource}/by-slug/<slug>`, method: 'delete', path: () => `/${resource}/by-slug/${fixtures[resource].slug}`, resource });
    }
  }
  return routes;
}

describe('writes without the right', () => {
  const denied: [string, number][] = [
    ['anonymous', 401],
    ['an invalid token', 401],
    ['a read-only token', 403],
    ['a custom token with the read actions only', 403],
    ['an authenticated user without calendar actions', 403],
    ['a user whose role has the read actions only', 403],
  ];
  const cases = writeRoutes().flatMap((route) => denied.map(([caller, status]) => [route.label, caller, status, route] as const));

  it.each(cases)('%s as %s → %d rest_forbidden', async (_label, caller, status, route) => {
    const client = calendarClient(app, callers[caller]);
    const res = route.body ? await client.json(route.method, route.path(route.resource), route.body(route.resource)) : await client.json(route.method, route.path(route.resource));
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ code: 'rest_forbidden', message: FORBIDDEN_MESSAGE, data: { status } });
  });

  it('changed nothing', async () => {
    for (const resource of RESOURCES) {
      const res = await calendarClient(app).get(`/${resource}/${fixtures[resource].id}`).expect(200);
      expect(res.body.id).toBe(fixtures[resource].id);
      if (resource === 'events') expect(res.body.title).not.toBe('Updated title');
    }
  });

  it('answers an anonymous create like example 005', async () => {
    const res = await calendarClient(app).post('/events', { title: 'Nope', start_date: '2026-12-01 10:00:00', end_date: '2026-12-01 12:00:00' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'rest_forbidden', message: FORBIDDEN_MESSAGE, data: { status: 401 } });
    expect(res.body).toMatchSnapshot();
  });

  it('answers a read-only token with 403', async () => {
    const res = await calendarClient(app, callers['a read-only token']).post('/tags', { name: 'Nope tag' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchSnapshot();
  });
});

describe('validation before the permission check', () => {
  const anon = () => calendarClient(app);

  it('answers an invalid anonymous create with 400, a valid one with 401', async () => {
    const invalid = await anon().post('/events', { title: 'No dates' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: 'rest_missing_callback_param', data: { params: ['start_date', 'end_date'] } });
    const bad = await anon().post('/venues', { venue: 'Bad site', website: 'foo' });
    expect([bad.status, bad.body.code]).toEqual([400, 'rest_invalid_param']);
    await anon().post('/venues', { venue: 'Good site' }).expect(401);
  });

  it('answers an invalid update by a read-only token with 400, not 403', async () => {
    const client = calendarClient(app, callers['a read-only token']);
    const res = await client.patch(`/events/${fixtures.events.id}`, { featured: 'perhaps' });
    expect(res.status).toBe(400);
  });

  it('answers an anonymous malformed JSON body with 400 rest_invalid_json', async () => {
    const res = await anon().raw('post', '/events').set('Content-Type', 'application/json').send('{');
    expect([res.status, res.body.code]).toEqual([400, 'rest_invalid_json']);
  });

  it.each([
    ['DELETE', '/organizers/999999'],
    ['DELETE', '/venues/999999'],
    ['PUT', '/venues/999999'],
    ['DELETE', '/categories/999999'],
    ['PATCH', '/tags/999999'],
  ])('answers an anonymous %s %s with 400 rest_invalid_param (the ID is a parameter)', async (method, path) => {
    const res = await anon().json(method.toLowerCase() as 'delete', path, method === 'DELETE' ? undefined : { description: 'x' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { id: 'Invalid parameter.' } } });
  });

  it.each([['PUT', '/venues/by-slug/no-such-venue'], ['DELETE', '/organizers/by-slug/no-such-organizer']])(
    'answers an anonymous %s %s with 400 naming slug',
    async (method, path) => {
      const res = await anon().json(method.toLowerCase() as 'put', path, method === 'PUT' ? { city: 'x' } : undefined);
      expect(res.status).toBe(400);
      expect(res.body.data.params).toEqual({ slug: 'Invalid parameter.' });
    }
  );

  // BUG (core/services/write-resource.ts `target`): an event slug is validated after the permission check
  // (events have idCheckedFirst: false, meant for IDs), so an anonymous write to an unknown event slug is
  // a 401; in the original the slug is a route argument validated first (contract 8, 10.3: unknown slug →
  // 400 rest_invalid_param), as our venue and organizer slugs are.
  it.each([['PUT', '/events/by-slug/no-such-event'], ['DELETE', '/events/by-slug/no-such-event']])(
    'answers an anonymous %s %s with 400 naming slug',
    async (method, path) => {
      const res = await anon().json(method.toLowerCase() as 'put', path, method === 'PUT' ? { title: 'x' } : undefined);
      expect(res.status).toBe(400);
      expect(res.body.data.params).toEqual({ slug: 'Invalid parameter.' });
    }
  );

  it('answers an anonymous write to an event ID of nothing with 401 (the original checks the general right first)', async () => {
    await anon().put('/events/999999', { title: 'x' }).expect(401);
    await anon().delete('/events/999999').expect(401);
  });
});

describe('writes with the right', () => {
  const allowed: [string, () => Promise<string>][] = [
    ['a full-access token', () => createApiToken(app.strapi, 'full-access')],
    ['a "Calendar editor" user', () => createUserJwt(app, 'calendar-editor')],
  ];

  describe.each(allowed)('as %s', (_caller, credentials) => {
    let client: CalendarClient;
    beforeAll(async () => {
      client = calendarClient(app, await credentials());
    });

    it.each(RESOURCES)('creates, updates and deletes %s', async (resource) => {
      const created = await createAs(client, resource);
      await client.put(`/${resource}/${created.id}`, UPDATE_BODY[resource]).expect(200);
      await client.patch(`/${resource}/${created.id}`, UPDATE_BODY[resource]).expect(200);
      await client.post(`/${resource}/${created.id}`, UPDATE_BODY[resource]).expect(200);
      await client.delete(`/${resource}/${created.id}`).expect(200);
    });

    it.each(WITH_SLUG)('updates and deletes %s by slug', async (resource) => {
      const created = await createAs(client, resource);
      await client.patch(`/${resource}/by-slug/${created.slug}`, UPDATE_BODY[resource]).expect(200);
      await client.delete(`/${resource}/by-slug/${created.slug}`).expect(200);
    });
  });

  it('records the users-permissions user writing as the author', async () => {
    const jwt = await createUserJwt(app, 'calendar-editor');
    const body = await createAs(calendarClient(app, jwt), 'events');
    expect((body as unknown as { author: string }).author).toBe(String(userIdOf(jwt)));
    const venue = await createAs(calendarClient(app, jwt), 'venues');
    expect((venue as unknown as { author: string }).author).toBe(String(userIdOf(jwt)));
  });

  it('lets a custom token do exactly the actions it holds', async () => {
    const token = await createApiToken(app.strapi, 'custom', [action('events', 'create'), action('events', 'update')]);
    const client = calendarClient(app, token);
    const created = await createAs(client, 'events');
    await client.patch(`/events/${created.id}`, { featured: true }).expect(200);
    await client.patch(`/events/by-slug/${created.slug}`, { sticky: true }).expect(200);
    expect((await client.delete(`/events/${created.id}`)).status).toBe(403);
    expect((await client.delete(`/events/by-slug/${created.slug}`)).status).toBe(403);
    expect((await client.post('/venues', createBody('venues'))).status).toBe(403);
    expect((await client.patch(`/venues/${fixtures.venues.id}`, { city: 'x' })).status).toBe(403);
  });

  it('checks a by-slug write against the action of the route, like a write by ID', async () => {
    const token = await createApiToken(app.strapi, 'custom', [action('venues', 'delete')]);
    const client = calendarClient(app, token);
    const victim = await createAs(full, 'venues');
    expect((await client.put(`/venues/by-slug/${victim.slug}`, { city: 'x' })).status).toBe(403);
    await client.delete(`/venues/by-slug/${victim.slug}`).expect(200);
  });

  it("lets a users-permissions role do exactly the calendar actions it holds", async () => {
    const jwt = await jwtWithActions(app, 'tag-writer', [action('tags', 'create'), action('tags', 'delete')]);
    const client = calendarClient(app, jwt);
    const tag = await createAs(client, 'tags');
    expect((await client.patch(`/tags/${tag.id}`, { description: 'x' })).status).toBe(403);
    await client.delete(`/tags/${tag.id}`).expect(200);
    expect((await client.post('/categories', createBody('categories'))).status).toBe(403);
    expect((await client.post('/events', createBody('events'))).status).toBe(403);
  });

  it('denies a "Calendar editor" an action revoked from the role', async () => {
    const role = await app.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'calendar-editor' } });
    const jwt = await createUserJwt(app, 'calendar-editor');
    const client = calendarClient(app, jwt);
    const permission = await app.strapi.db
      .query('plugin::users-permissions.permission')
      .findOne({ where: { action: action('organizers', 'create'), role: role.id } });
    await app.strapi.db.query('plugin::users-permissions.permission').delete({ where: { id: permission.id } });
    try {
      expect((await client.post('/organizers', createBody('organizers'))).status).toBe(403);
      await createAs(client, 'venues');
    } finally {
      await app.strapi.db.query('plugin::users-permissions.permission').create({ data: { action: action('organizers', 'create'), role: role.id } });
    }
    await createAs(client, 'organizers');
  });

  it('keeps records written by one caller writable by another', async () => {
    const editor = calendarClient(app, await createUserJwt(app, 'calendar-editor'));
    const created = await createAs(editor, 'events');
    await full.patch(`/events/${created.id}`, { title: 'By the token' }).expect(200);
    const row = await app.strapi.db.query(UID.event).findOne({ where: { postId: created.id } });
    expect(row.title).toBe('By the token');
  });
});

describe('WRITE_VERBS', () => {
  it('are the actions Strapi registered for every resource', () => {
    const registered = new Set(app.strapi.contentAPI.permissions.providers.action.keys() as string[]);
    for (const resource of RESOURCES) for (const verb of WRITE_VERBS) expect(registered).toContain(action(resource, verb));
  });
});

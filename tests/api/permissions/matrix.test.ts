import { createAdminToken, createApiToken, createUserJwt, jwtWithActions } from '../../helpers/auth';
import { createFactories, type Doc, type Factories } from '../../helpers/factories';
import { action, createHolders, holderNamed, POSTS, READS, RESOURCES, VERBS, type Holder, type Resource, type Verb } from '../../helpers/permission-callers';
import { createBody, forbidden, idOf, recordOf, UID_OF, UPDATE_BODY } from '../../helpers/permission-records';
import { dataVersion } from '../../helpers/sql';
import { appForFile } from '../../helpers/app-for-file';
import { changesOf } from '../../helpers/table-changes';
import { calendarClient, UID, type CalendarClient } from '../../helpers/write-helpers';

/**
 * Who may call which route (docs/security.md "Who may do what"; contract 9, 10.1, 11): every caller
 * (helpers/permission-callers.ts) × every route and method × every resource, and the answer one rule
 * gives: a write needs its own action; a record that is not published is read only by callers who may
 * update its resource; an author changes only its own events, venues and organizers (the records here
 * are nobody's: a test's factories write them). No credentials, or credentials that are no one's → 401
 * rest_forbidden; credentials without the right → 403. A refusal changes nothing (the data version the
 * database bumps on any write stays where it was); a write that succeeds changes only its record. Then:
 * tokens and roles hold exactly their actions, a right revoked is refused, and the admin's own routes
 * answer each admin role as it allows.
 */

let f: Factories;
let holders: Holder[];

const app = appForFile();
beforeAll(async () => {
  f = createFactories(app.strapi);
  holders = await createHolders(app);
});

interface Route {
  label: string;
  verb: Verb;
  /** The record the route aims at: published, or a draft (reads of hidden records). */
  status?: 'publish' | 'draft';
  send(client: CalendarClient, resource: Resource, doc: Doc | null): ReturnType<CalendarClient['get']>;
}

const UPDATES = ['post', 'put', 'patch'] as const;
const ROUTES: Route[] = [
  { label: 'GET /<r>', verb: 'find', send: (c, r) => c.get(`/${r}`) },
  { label: 'GET /<r>/<id>', verb: 'findOne', status: 'publish', send: (c, r, d) => c.get(`/${r}/${idOf(r, d!)}`) },
  { label: 'GET /<r>/<id> of a draft', verb: 'findOne', status: 'draft', send: (c, r, d) => c.get(`/${r}/${idOf(r, d!)}`) },
  { label: 'GET /<r>/by-slug/<slug> of a draft', verb: 'findOne', status: 'draft', send: (c, r, d) => c.get(`/${r}/by-slug/${d!.slug}`) },
  { label: 'POST /<r>', verb: 'create', send: (c, r) => c.post(`/${r}`, createBody(r)) },
  ...UPDATES.map((method): Route => ({ label: `${method.toUpperCase()} /<r>/<id>`, verb: 'update', status: 'publish', send: (c, r, d) => c.json(method, `/${r}/${idOf(r, d!)}`, UPDATE_BODY[r]) })),
  ...UPDATES.map((method): Route => ({ label: `${method.toUpperCase()} /<r>/by-slug/<slug>`, verb: 'update', status: 'publish', send: (c, r, d) => c.json(method, `/${r}/by-slug/${d!.slug}`, UPDATE_BODY[r]) })),
  { label: 'DELETE /<r>/<id>', verb: 'delete', status: 'publish', send: (c, r, d) => c.delete(`/${r}/${idOf(r, d!)}`) },
  { label: 'DELETE /<r>/by-slug/<slug>', verb: 'delete', status: 'publish', send: (c, r, d) => c.delete(`/${r}/by-slug/${d!.slug}`) },
];

/** The status the rule gives: writes need their action; a draft is read by those who may update it. */
function expected(holder: Holder, resource: Resource, route: Route): number {
  const write = !READS.includes(route.verb);
  if (holder.invalid) return 401;
  const denied = holder.caller === null ? 401 : 403;
  if (!holder.holds(resource, route.verb)) return holder.caller === null && !write ? 200 : denied;
  if (route.status === 'draft' && POSTS.includes(resource) && !holder.holds(resource, 'update')) return 403;
  if (holder.ownRecordsOnly && POSTS.includes(resource) && (route.verb === 'update' || route.verb === 'delete')) return denied;
  return { find: 200, findOne: 200, create: 201, update: 200, delete: 200 }[route.verb];
}

/** The published record each write route's refusals aimed at, read again once the table is done. */
const aimed: [Resource, Doc][] = [];

describe.each(RESOURCES)('%s', (resource) => {
  const routes = ROUTES.filter((route) => !route.label.includes('by-slug') || POSTS.includes(resource));
  it.each(routes.map((route) => [route.label, route] as const))('%s answers each caller as the rule says', async (_label, route) => {
    const problems: string[] = [];
    const write = !READS.includes(route.verb);
    // A draft of a term does not exist (terms have no status): a published one is read instead.
    const status = resource === 'categories' || resource === 'tags' ? 'publish' : route.status;
    // Reads and refusals share one record; a write that succeeds gets a fresh one (it changes or trashes it).
    const shared = status ? await recordOf(f, resource, status) : null;
    if (shared && write) aimed.push([resource, shared]);
    for (const holder of holders) {
      const want = expected(holder, resource, route);
      const changes = want < 300 && write;
      const doc = status && changes ? await recordOf(f, resource, status) : shared;
      const before = await dataVersion(app.strapi);
      let res!: Awaited<ReturnType<Route['send']>>;
      // Around a write that succeeds, every record whose rows changed (helpers/table-changes.ts): only the
      // record addressed, or the one created.
      const send = async () => (res = await route.send(calendarClient(app, holder.caller), resource, doc));
      const changed = changes ? await changesOf(app.strapi, send) : (await send(), new Set<string>());
      if (res.status !== want) problems.push(`${holder.label}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}, expected ${want}`);
      if (res.status >= 400 && (await dataVersion(app.strapi)) !== before) problems.push(`${holder.label}: a refused request changed data`);
      const creates = route.verb === 'create';
      const others = [...changed].filter((record) => (creates ? !record.startsWith(`${UID_OF[resource]}:`) : record !== `${UID_OF[resource]}:${doc!.documentId}`));
      if (others.length || (creates && changed.size > 1)) problems.push(`${holder.label}: changed records beyond the one it names: ${[...changed].join(', ')}`);
      // Without the action (or without valid credentials), the answer is contract 9's, word for word.
      const lacksAction = holder.invalid || (write && !holder.holds(resource, route.verb));
      if (res.status >= 400 && lacksAction) expect({ caller: holder.label, body: res.body }).toEqual({ caller: holder.label, body: forbidden(res.status) });
      else if (res.status >= 400) expect(res.body).toMatchObject({ code: expect.any(String), data: { status: res.status } });
    }
    expect(problems).toEqual([]);
  });
});

describe('writes without the right', () => {
  it('leave every record they aimed at as it was', async () => {
    expect(aimed.length).toBeGreaterThan(0);
    for (const [resource, doc] of aimed) {
      const res = await calendarClient(app).get(`/${resource}/${idOf(resource, doc)}`).expect(200);
      expect(res.body.id).toBe(idOf(resource, doc));
      if (resource === 'events') expect(res.body.title).not.toBe(UPDATE_BODY.events.title);
    }
  });

  it('answers an anonymous create like example 005', async () => {
    const res = await calendarClient(app).post('/events', { title: 'Nope', start_date: '2026-12-01 10:00:00', end_date: '2026-12-01 12:00:00' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(forbidden(401));
    expect(res.body).toMatchSnapshot();
  });

  it('answers a read-only token with 403', async () => {
    const res = await calendarClient(app, holderNamed(holders, 'a read-only token').caller).post('/tags', { name: 'Nope tag' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchSnapshot();
  });
});

describe('tokens and roles', () => {
  async function createAs(client: CalendarClient, resource: Resource) {
    const res = await client.post(`/${resource}`, createBody(resource));
    expect(res.status).toBe(201);
    return res.body as { id: number; slug: string };
  }

  it('a custom token does exactly the actions it holds', async () => {
    const token = await createApiToken(app.strapi, 'custom', [action('events', 'create'), action('events', 'update')]);
    const client = calendarClient(app, token);
    const created = await createAs(client, 'events');
    await client.patch(`/events/${created.id}`, { featured: true }).expect(200);
    await client.patch(`/events/by-slug/${created.slug}`, { sticky: true }).expect(200);
    expect((await client.delete(`/events/${created.id}`)).status).toBe(403);
    expect((await client.delete(`/events/by-slug/${created.slug}`)).status).toBe(403);
    expect((await client.post('/venues', createBody('venues'))).status).toBe(403);
    expect((await client.patch(`/venues/${(await recordOf(f, 'venues')).postId}`, { city: 'x' })).status).toBe(403);
  });

  it('a users-permissions role does exactly the calendar actions it holds', async () => {
    const jwt = await jwtWithActions(app, 'tag-writer', [action('tags', 'create'), action('tags', 'delete')]);
    const client = calendarClient(app, jwt);
    const tag = await createAs(client, 'tags');
    expect((await client.patch(`/tags/${tag.id}`, { description: 'x' })).status).toBe(403);
    await client.delete(`/tags/${tag.id}`).expect(200);
    expect((await client.post('/categories', createBody('categories'))).status).toBe(403);
    expect((await client.post('/events', createBody('events'))).status).toBe(403);
  });

  it('a "Calendar editor" is denied an action revoked from the role', async () => {
    const role = await app.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'calendar-editor' } });
    const client = calendarClient(app, await createUserJwt(app, 'calendar-editor'));
    const permissions = app.strapi.db.query('plugin::users-permissions.permission');
    const permission = await permissions.findOne({ where: { action: action('organizers', 'create'), role: role.id } });
    await permissions.delete({ where: { id: permission.id } });
    try {
      expect((await client.post('/organizers', createBody('organizers'))).status).toBe(403);
      await createAs(client, 'venues');
    } finally {
      await permissions.create({ data: { action: action('organizers', 'create'), role: role.id } });
    }
    await createAs(client, 'organizers');
  });

  it('records written by one caller stay writable by another', async () => {
    const created = await createAs(calendarClient(app, holderNamed(holders, 'the Calendar editor role').caller), 'events');
    await calendarClient(app, holderNamed(holders, 'a full-access token').caller).patch(`/events/${created.id}`, { title: 'By the token' }).expect(200);
    const row = await app.strapi.db.query(UID.event).findOne({ where: { postId: created.id } });
    expect(row.title).toBe('By the token');
  });

  it('grant actions Strapi registered: every verb of every resource', () => {
    const registered = new Set(app.strapi.contentAPI.permissions.providers.action.keys() as string[]);
    for (const resource of RESOURCES) for (const verb of VERBS) expect(registered).toContain(action(resource, verb));
  });
});

describe('admin routes', () => {
  const ROLES: [string, () => Promise<string | number | undefined>, { events: number; authors: number; passwords: number }][] = [
    ['a super admin', async () => undefined, { events: 200, authors: 200, passwords: 200 }],
    // Strapi's Editor and Author roles have no Content Manager rights on users-permissions users.
    ['an Editor', async () => 'strapi-editor', { events: 200, authors: 200, passwords: 403 }],
    ['an Author', async () => 'strapi-author', { events: 200, authors: 200, passwords: 403 }],
    ['a role without any calendar permission', async () => (await app.strapi.service('admin::role').create({ name: 'Nothing', code: 'nothing', description: 'no permission' })).id, { events: 403, authors: 403, passwords: 403 }],
  ];
  it.each(ROLES)('answer %s as its role allows (the settings: any admin)', async (_label, role, want) => {
    const token = await createAdminToken(app, await role());
    const get = (path: string) => app.http().get(path).set('Authorization', `Bearer ${token}`);
    expect((await get('/calendar/events?from=2030-01-01T00:00:00Z&to=2030-02-01T00:00:00Z&locale=en')).status).toBe(want.events);
    expect((await get('/calendar/authors?q=a')).status).toBe(want.authors);
    expect((await get('/calendar/app-passwords')).status).toBe(want.passwords);
    expect((await get('/calendar/settings')).status).toBe(200);
  });

  it('answer 401 to anyone not signed in to the admin, whatever calendar credential it holds', async () => {
    const full = holderNamed(holders, 'a full-access token').caller!;
    for (const path of ['/calendar/events', '/calendar/authors', '/calendar/app-passwords', '/calendar/settings']) {
      await app.http().get(path).expect(401);
      await app.http().get(path).set('Authorization', `Bearer ${full}`).expect(401);
    }
  });
});

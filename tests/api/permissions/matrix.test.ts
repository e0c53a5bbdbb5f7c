import { issueAppPassword } from '../../../src/plugins/calendar/server/features/app-passwords/cli';
import { createAdminToken, createApiToken, createRoleWithActions, createUser } from '../../helpers/auth';
import { createFactories, type Doc, type Factories } from '../../helpers/factories';
import { dataVersion } from '../../helpers/sql';
import { appForFile } from '../../helpers/app-for-file';
import { changesOf } from '../../helpers/table-changes';
import { calendarClient, UID, type Caller } from '../../helpers/write-helpers';

/**
 * The permission matrix (docs/security.md "Who may do what"): every caller × every route and method × every
 * resource, the answer each must get, and for every refusal that nothing changed (the data version the
 * database bumps on any write stays where it was). Callers: anonymous, a reader (the Authenticated
 * role), one API token per single action, an author (a user whose role holds every calendar action
 * but the right to edit others' records), the Calendar editor role (both also by application password),
 * a full-access token. The expected
 * answer comes from one rule: a write needs its own action; a record that is not published is read
 * only by callers who may update its resource; an author changes only its own events, venues and
 * organizers (the records here are nobody's: a test's factories write them).
 */

type Resource = 'events' | 'venues' | 'organizers' | 'categories' | 'tags';
type Verb = 'find' | 'findOne' | 'create' | 'update' | 'delete';
const RESOURCES: Resource[] = ['events', 'venues', 'organizers', 'categories', 'tags'];
const POSTS: Resource[] = ['events', 'venues', 'organizers'];
const VERBS: Verb[] = ['find', 'findOne', 'create', 'update', 'delete'];

/** What a caller holds: `all`, or a set of `<resource>.<verb>`. Null: anonymous (the Public role reads). */
interface Holder {
  label: string;
  caller: Caller;
  holds: (resource: Resource, verb: Verb) => boolean;
  /** Every read action, the namespace's and the feeds' (`feeds.find`) included; single-action tokens hold one. */
  readsAll?: boolean;
  /** Updates and deletes only the events, venues and organizers it is the author of (no `ownership.editOthers`). */
  ownRecordsOnly?: boolean;
}

let f: Factories;
const holders: Holder[] = [];
const READS: Verb[] = ['find', 'findOne'];
/** A user other than every writer here, to name as an event's author. */
let readerId: number;

const app = appForFile();
beforeAll(async () => {
  f = createFactories(app.strapi);
  const { strapi } = app;
  const reads = (_r: Resource, verb: Verb) => READS.includes(verb);
  holders.push({ label: 'anonymous', caller: null, holds: reads, readsAll: true });
  const reader = await createUser(app, 'authenticated');
  readerId = reader.id;
  holders.push({ label: 'a reader', caller: reader.jwt, holds: reads, readsAll: true });
  const everyAction = RESOURCES.flatMap((r) => VERBS.map((v) => `plugin::calendar.${r}.${v}`));
  await createRoleWithActions(app, 'matrix-author', [...everyAction, 'plugin::calendar.feeds.find', 'plugin::calendar.feeds.findOne']);
  const author = await createUser(app, 'matrix-author');
  const editor = await createUser(app, 'calendar-editor');
  // An application password (sent as Bearer, as clients of the original may) acts as its user, role and all.
  const appPassword = async (username: string) => (await issueAppPassword(strapi, { kind: 'app-password', user: username, createUser: false })).split(':')[1]!;
  holders.push({ label: 'an author', caller: author.jwt, holds: () => true, readsAll: true, ownRecordsOnly: true });
  holders.push({ label: "an author's application password", caller: await appPassword(author.username), holds: () => true, readsAll: true, ownRecordsOnly: true });
  holders.push({ label: 'the Calendar editor role', caller: editor.jwt, holds: () => true, readsAll: true });
  holders.push({ label: "a Calendar editor's application password", caller: await appPassword(editor.username), holds: () => true, readsAll: true });
  holders.push({ label: 'a full-access token', caller: await createApiToken(strapi, 'full-access'), holds: () => true, readsAll: true });
  for (const resource of RESOURCES) {
    for (const verb of VERBS) {
      const token = await createApiToken(strapi, 'custom', [`plugin::calendar.${resource}.${verb}`]);
      holders.push({ label: `a token for ${resource}.${verb} only`, caller: token, holds: (r, v) => r === resource && v === verb });
    }
  }
});

let counter = 0;
/** A fresh record of the resource, published or not, with a unique name and slug. */
function fixture(resource: Resource, postStatus = 'publish'): Promise<Doc> {
  const name = `Matrix ${resource} ${++counter}`;
  switch (resource) {
    case 'events':
      return f.createEvent({ title: name, postStatus });
    case 'venues':
      return f.createVenue({ name, postStatus });
    case 'organizers':
      return f.createOrganizer({ name, postStatus });
    case 'categories':
      return f.createCategory({ name });
    default:
      return f.createTag({ name });
  }
}
const createBody = (resource: Resource): object =>
  resource === 'events'
    ? { title: `Matrix new ${++counter}`, start_date: '2027-10-01 10:00:00', end_date: '2027-10-01 11:00:00' }
    : resource === 'venues'
      ? { venue: `Matrix new ${++counter}` }
      : resource === 'organizers'
        ? { organizer: `Matrix new ${++counter}` }
        : { name: `Matrix new ${++counter}` };
const UPDATE: Record<Resource, object> = {
  events: { excerpt: 'Changed' },
  venues: { city: 'Changed' },
  organizers: { phone: '+1 555 0100' },
  categories: { description: 'Changed' },
  tags: { description: 'Changed' },
};
const UID_OF: Record<Resource, string> = { events: UID.event, venues: UID.venue, organizers: UID.organizer, categories: UID.category, tags: UID.tag };
const idOf = (resource: Resource, doc: Doc) => (POSTS.includes(resource) ? doc.postId : doc.termId);

interface Route {
  label: string;
  verb: Verb;
  /** The record the route aims at: published, or a draft (reads of hidden records). */
  status?: 'publish' | 'draft';
  send(client: ReturnType<typeof calendarClient>, resource: Resource, doc: Doc | null): ReturnType<ReturnType<typeof calendarClient>['get']>;
}

const ROUTES: Route[] = [
  { label: 'GET /<r>', verb: 'find', send: (c, r) => c.get(`/${r}`) },
  { label: 'GET /<r>/<id>', verb: 'findOne', status: 'publish', send: (c, r, d) => c.get(`/${r}/${idOf(r, d!)}`) },
  { label: 'GET /<r>/<id> of a draft', verb: 'findOne', status: 'draft', send: (c, r, d) => c.get(`/${r}/${idOf(r, d!)}`) },
  { label: 'GET /<r>/by-slug/<slug> of a draft', verb: 'findOne', status: 'draft', send: (c, r, d) => c.get(`/${r}/by-slug/${d!.slug}`) },
  { label: 'POST /<r>', verb: 'create', send: (c, r) => c.post(`/${r}`, createBody(r)) },
  ...(['post', 'put', 'patch'] as const).map(
    (method): Route => ({ label: `${method.toUpperCase()} /<r>/<id>`, verb: 'update', status: 'publish', send: (c, r, d) => c.json(method, `/${r}/${idOf(r, d!)}`, UPDATE[r]) })
  ),
  { label: 'PUT /<r>/by-slug/<slug>', verb: 'update', status: 'publish', send: (c, r, d) => c.put(`/${r}/by-slug/${d!.slug}`, UPDATE[r]) },
  { label: 'DELETE /<r>/<id>', verb: 'delete', status: 'publish', send: (c, r, d) => c.delete(`/${r}/${idOf(r, d!)}`) },
  { label: 'DELETE /<r>/by-slug/<slug>', verb: 'delete', status: 'publish', send: (c, r, d) => c.delete(`/${r}/by-slug/${d!.slug}`) },
];

/** The status the rule gives: writes need their action; a draft is read by those who may update it. */
function expected(holder: Holder, resource: Resource, route: Route): number {
  const write = !READS.includes(route.verb);
  const denied = holder.caller === null ? 401 : 403;
  if (!holder.holds(resource, route.verb)) return holder.caller === null && !write ? 200 : denied;
  if (route.status === 'draft' && POSTS.includes(resource) && !holder.holds(resource, 'update')) return 403;
  if (holder.ownRecordsOnly && POSTS.includes(resource) && (route.verb === 'update' || route.verb === 'delete')) return denied;
  return { find: 200, findOne: 200, create: 201, update: 200, delete: 200 }[route.verb];
}

describe.each(RESOURCES)('%s', (resource) => {
  const routes = ROUTES.filter((route) => !route.label.includes('by-slug') || POSTS.includes(resource));
  it.each(routes.map((route) => [route.label, route] as const))('%s answers each caller as the rule says', async (_label, route) => {
    const problems: string[] = [];
    // A draft of a term does not exist (terms have no status): a published one is read instead.
    const status = resource === 'categories' || resource === 'tags' ? 'publish' : route.status;
    // Reads and refusals share one record; a write that succeeds gets a fresh one (it changes or trashes it).
    const shared = status ? await fixture(resource, status) : null;
    for (const holder of holders) {
      const want = expected(holder, resource, route);
      const changes = want < 300 && !READS.includes(route.verb);
      const doc = status && changes ? await fixture(resource, status) : shared;
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
      if (res.status >= 400) expect(res.body).toMatchObject({ code: expect.any(String), data: { status: res.status } });
    }
    expect(problems).toEqual([]);
  });
});

async function documentOfPost(postId: number): Promise<string> {
  const row = (await app.strapi.db.query(UID.event).findOne({ where: { postId }, select: ['documentId'] })) as { documentId: string };
  return row.documentId;
}

describe('body fields that reach other records', () => {
  const event = (extra: object) => ({ title: `Reach ${++counter}`, start_date: '2027-11-01 10:00:00', end_date: '2027-11-01 11:00:00', ...extra });
  const CASES: [string, () => Promise<object>, (h: Holder) => boolean][] = [
    // The record translated is nobody's own: an author may not change it.
    ['translation_of', async () => ({ translation_of: (await fixture('events')).postId, ml_language: 'fr' }), (h) => h.holds('events', 'update') && !h.ownRecordsOnly],
    ['another user as author', async () => ({ author: readerId }), (h) => !h.ownRecordsOnly],
    ['an inline new venue', async () => ({ venue: { venue: `Reach venue ${++counter}` } }), (h) => h.holds('venues', 'create')],
    ['an inline new organizer', async () => ({ organizer: [{ organizer: `Reach organizer ${++counter}` }] }), (h) => h.holds('organizers', 'create')],
    ['a new category', async () => ({ categories: [`reach-category-${++counter}`] }), (h) => h.holds('categories', 'create')],
    ['a new tag', async () => ({ tags: [`reach-tag-${++counter}`] }), (h) => h.holds('tags', 'create')],
    ['a draft venue by ID', async () => ({ venue: (await fixture('venues', 'draft')).postId }), (h) => h.holds('venues', 'update')],
  ];
  it.each(CASES)('%s in an event create needs the right on what it reaches', async (_label, extra, allowed) => {
    const problems: string[] = [];
    for (const holder of holders.filter((h) => h.holds('events', 'create'))) {
      const body = event(await extra());
      const before = await dataVersion(app.strapi);
      let res!: Awaited<ReturnType<ReturnType<typeof calendarClient>['post']>>;
      // Of the records there before, a create changes only the one it translates.
      const changed = await changesOf(app.strapi, async () => (res = await calendarClient(app, holder.caller).post('/events', body)), { existing: true });
      const translated = (body as { translation_of?: number }).translation_of;
      const expectedChanges = res.status === 201 && translated ? [`${UID.event}:${await documentOfPost(translated)}`] : [];
      if (JSON.stringify([...changed]) !== JSON.stringify(expectedChanges)) problems.push(`${holder.label}: changed ${[...changed].join(', ')}`);
      const ok = allowed(holder);
      if (ok !== (res.status === 201)) problems.push(`${holder.label}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
      if (!ok && (await dataVersion(app.strapi)) !== before) problems.push(`${holder.label}: a refused write changed data`);
    }
    expect(problems).toEqual([]);
  });

  it.each(CASES.filter(([label]) => label !== 'translation_of'))('%s in an event update needs the right on what it reaches', async (_label, extra, allowed) => {
    const problems: string[] = [];
    for (const holder of holders.filter((h) => h.holds('events', 'update'))) {
      const event = await fixture('events');
      const body = await extra();
      const before = await dataVersion(app.strapi);
      let res!: Awaited<ReturnType<ReturnType<typeof calendarClient>['patch']>>;
      const changed = await changesOf(app.strapi, async () => (res = await calendarClient(app, holder.caller).patch(`/events/${event.postId}`, body)), { existing: true });
      // Of the records there before, an update changes only its event.
      if ([...changed].some((record) => record !== `${UID.event}:${event.documentId}`)) problems.push(`${holder.label}: changed ${[...changed].join(', ')}`);
      // The events here are nobody's own: an author may update none of them, whatever the body says.
      const ok = allowed(holder) && !holder.ownRecordsOnly;
      if (ok !== (res.status === 200)) problems.push(`${holder.label}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
      if (!ok && (await dataVersion(app.strapi)) !== before) problems.push(`${holder.label}: a refused write changed data`);
    }
    expect(problems).toEqual([]);
  });
});

describe('filters and feeds naming a hidden record', () => {
  it.each(['venue', 'organizer'] as const)('%s= answers 400 to callers who may not read it, and lists to those who may', async (param) => {
    const hidden = await fixture(param === 'venue' ? 'venues' : 'organizers', 'draft');
    for (const holder of holders) {
      const client = calendarClient(app, holder.caller);
      const may = holder.holds(param === 'venue' ? 'venues' : 'organizers', 'update');
      const list = await client.get(`/events?${param}=${hidden.postId}`);
      if (holder.holds('events', 'find')) expect([holder.label, list.status]).toEqual([holder.label, may ? 200 : 400]);
      // Feeds are public whoever asks: a hidden record is unknown there to everyone (`feeds.find` is their action).
      const feed = await client.get(`/events.ics?${param}=${hidden.postId}`);
      expect([holder.label, feed.status]).toEqual([holder.label, holder.readsAll ? 400 : 403]);
    }
  });
});

describe('admin routes', () => {
  const ROLES: [string, string | null, { events: number; authors: number; passwords: number }][] = [
    ['a super admin', null, { events: 200, authors: 200, passwords: 200 }],
    // Strapi's Editor and Author roles have no Content Manager rights on users-permissions users.
    ['an Editor', 'strapi-editor', { events: 200, authors: 200, passwords: 403 }],
    ['an Author', 'strapi-author', { events: 200, authors: 200, passwords: 403 }],
  ];
  it.each(ROLES)('answer %s as its role allows', async (_label, code, want) => {
    const token = await createAdminToken(app, code ?? undefined);
    const get = (path: string) => app.http().get(path).set('Authorization', `Bearer ${token}`);
    expect((await get('/calendar/events?from=2030-01-01T00:00:00Z&to=2030-02-01T00:00:00Z&locale=en')).status).toBe(want.events);
    expect((await get('/calendar/authors?q=a')).status).toBe(want.authors);
    expect((await get('/calendar/app-passwords')).status).toBe(want.passwords);
    expect((await get('/calendar/settings')).status).toBe(200);
  });

  it('answer 401 to anyone not signed in to the admin, whatever calendar credential it holds', async () => {
    const full = holders.find((h) => h.label === 'a full-access token')!.caller!;
    for (const path of ['/calendar/events', '/calendar/authors', '/calendar/app-passwords', '/calendar/settings']) {
      await app.http().get(path).expect(401);
      await app.http().get(path).set('Authorization', `Bearer ${full}`).expect(401);
    }
  });
});

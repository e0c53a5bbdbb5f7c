import { TEC_ACKNOWLEDGEMENT } from '../../../src/plugins/calendar/server/core/dialects/tec-acknowledgement';
import { appForFile } from '../../helpers/app-for-file';
import { createFactories, type Doc, type Factories } from '../../helpers/factories';
import { createHolders, POSTS, READS, type Holder, type Resource, type Verb } from '../../helpers/permission-callers';
import { forbidden, recordOf, UID_OF } from '../../helpers/permission-records';
import { dataVersion } from '../../helpers/sql';
import { changesOf } from '../../helpers/table-changes';

/**
 * Who may call which `tec/v1` route: the permission matrix of `cal/events/v1` (tests/api/permissions/matrix)
 * over the second dialect, with the same callers (helpers/permission-callers.ts) and the same actions, so
 * the same rule: a write needs its own action, a record that is not published is read only by callers who
 * may update its resource, an author changes only its own records. `tec/v1`'s own answer where it differs:
 * a record the caller may not read is `rest_forbidden` (401 without credentials, 403 with), never a 404.
 * A refusal changes nothing; a write that succeeds changes only its record.
 */

const TEC = '/api/cal/tec/v1';
let f: Factories;
let holders: Holder[];

const app = appForFile();
beforeAll(async () => {
  f = createFactories(app.strapi);
  holders = await createHolders(app);
});

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const send = (caller: string | null, method: Method, path: string, body?: object) => {
  const req = app.http()[method](`${TEC}${path}`).set('X-TEC-EEA', TEC_ACKNOWLEDGEMENT);
  const authorized = caller ? req.set('Authorization', `Bearer ${caller}`) : req;
  return body ? authorized.send(body) : authorized;
};

let counter = 0;
const CREATE: Record<string, () => object> = {
  events: () => ({ title: `Tec permission ${++counter}`, start_date: '2027-10-01 10:00:00', end_date: '2027-10-01 11:00:00' }),
  venues: () => ({ title: `Tec venue ${++counter}` }),
  organizers: () => ({ title: `Tec organizer ${++counter}` }),
};
const UPDATE: Record<string, object> = { events: { title: 'Updated by tec' }, venues: { city: 'Changed' }, organizers: { phone: '+1 555 0101' } };

interface Route {
  label: string;
  verb: Verb;
  status?: 'publish' | 'draft';
  send(caller: string | null, resource: Resource, doc: Doc | null): ReturnType<typeof send>;
}
const ROUTES: Route[] = [
  { label: 'GET /<r>', verb: 'find', send: (c, r) => send(c, 'get', `/${r}`) },
  { label: 'GET /<r>/<id>', verb: 'findOne', status: 'publish', send: (c, r, d) => send(c, 'get', `/${r}/${d!.postId}`) },
  { label: 'GET /<r>/<id> of a draft', verb: 'findOne', status: 'draft', send: (c, r, d) => send(c, 'get', `/${r}/${d!.postId}`) },
  { label: 'POST /<r>', verb: 'create', send: (c, r) => send(c, 'post', `/${r}`, CREATE[r]()) },
  { label: 'PUT /<r>/<id>', verb: 'update', status: 'publish', send: (c, r, d) => send(c, 'put', `/${r}/${d!.postId}`, UPDATE[r]) },
  { label: 'PATCH /<r>/<id>', verb: 'update', status: 'publish', send: (c, r, d) => send(c, 'patch', `/${r}/${d!.postId}`, UPDATE[r]) },
  { label: 'DELETE /<r>/<id>', verb: 'delete', status: 'publish', send: (c, r, d) => send(c, 'delete', `/${r}/${d!.postId}`) },
  { label: 'DELETE /<r>/<id>?force=true', verb: 'delete', status: 'publish', send: (c, r, d) => send(c, 'delete', `/${r}/${d!.postId}?force=true`) },
];

/** The status the rule gives, in `tec/v1`'s words: a record the caller may not read is refused as a write is. */
function expected(holder: Holder, resource: Resource, route: Route): number {
  const write = !READS.includes(route.verb);
  if (holder.invalid) return 401;
  const denied = holder.caller === null ? 401 : 403;
  if (!holder.holds(resource, route.verb)) return holder.caller === null && !write ? (route.status === 'draft' ? 401 : 200) : denied;
  if (route.status === 'draft' && !holder.holds(resource, 'update')) return denied;
  if (holder.ownRecordsOnly && (route.verb === 'update' || route.verb === 'delete')) return denied;
  return { find: 200, findOne: 200, create: 201, update: 200, delete: 200 }[route.verb];
}

describe.each(POSTS)('%s', (resource) => {
  it.each(ROUTES.map((route) => [route.label, route] as const))('%s answers each caller as the rule says', async (_label, route) => {
    const problems: string[] = [];
    const write = !READS.includes(route.verb);
    const shared = route.status ? await recordOf(f, resource, route.status) : null;
    for (const holder of holders) {
      const want = expected(holder, resource, route);
      const changes = want < 300 && write;
      const doc = route.status && changes ? await recordOf(f, resource, route.status) : shared;
      const before = await dataVersion(app.strapi);
      let res!: Awaited<ReturnType<Route['send']>>;
      const run = async () => (res = await route.send(holder.caller, resource, doc));
      const changed = changes ? await changesOf(app.strapi, run) : (await run(), new Set<string>());
      if (res.status !== want) problems.push(`${holder.label}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}, expected ${want}`);
      if (res.status >= 400 && (await dataVersion(app.strapi)) !== before) problems.push(`${holder.label}: a refused request changed data`);
      const creates = route.verb === 'create';
      const others = [...changed].filter((record) => (creates ? !record.startsWith(`${UID_OF[resource]}:`) : record !== `${UID_OF[resource]}:${doc!.documentId}`));
      if (others.length || (creates && changed.size > 1)) problems.push(`${holder.label}: changed records beyond the one it names: ${[...changed].join(', ')}`);
      if (res.status === 401 || res.status === 403) expect({ caller: holder.label, body: res.body }).toEqual({ caller: holder.label, body: forbidden(res.status) });
      if (want === 200 && route.verb === 'delete') expect(res.body).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
});

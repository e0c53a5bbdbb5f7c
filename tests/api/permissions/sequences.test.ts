import fc from 'fast-check';
import { createApiToken, createRoleWithActions, createUser } from '../../helpers/auth';
import { dataVersion } from '../../helpers/sql';
import { appForFile } from '../../helpers/app-for-file';
import { changesOf } from '../../helpers/table-changes';
import { calendarClient, countAll, UID } from '../../helpers/write-helpers';

/**
 * Sequences of writes by callers of different rights (issue "Permissions that hold everywhere"): each
 * generated sequence interleaves creates, updates and deletes of every resource by a full-access token,
 * single-resource writers, a create-only token, two authors (users whose role holds every write but the
 * right to edit others' records), a reader and anonymous callers, with bodies that reach
 * other records (translation_of, inline venues and organizers, new terms, links by ID, statuses). After
 * every step: never a 5xx; a refused write changed nothing (data version, and every row of the calendar's
 * tables); a write that succeeded changed no record there before but the one it names; it was
 * one the caller's rights allow, including the records it created or changed besides its own; an author
 * changed or translated only an event, venue or organizer it is the author of.
 * Seeded (FUZZ_SEED, FUZZ_RUNS) like tests/api/http/fuzz.test.ts.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Math.max(1, Math.round(Number(process.env.FUZZ_RUNS ?? 50) / 5));
const STEPS = 15;

type Resource = 'events' | 'venues' | 'organizers' | 'categories' | 'tags';
type Verb = 'create' | 'update' | 'delete';
const RESOURCES: Resource[] = ['events', 'venues', 'organizers', 'categories', 'tags'];
const COUNTED = { venues: 'venue', organizers: 'organizer', categories: 'category', tags: 'tag' } as const;

interface Writer {
  name: string;
  token: string | null;
  actions: Set<string>;
  /** A users-permissions user without `ownership.editOthers`: its ID (it changes only its own posts). */
  author?: number;
}
const POST_UIDS: Partial<Record<Resource, string>> = { events: UID.event, venues: UID.venue, organizers: UID.organizer };
/** The author of a post by wire ID (undefined: no such record). */
async function authorOf(resource: Resource, id: number): Promise<number | null | undefined> {
  const uid = POST_UIDS[resource];
  const row = uid ? ((await app.strapi.db.query(uid as never).findOne({ where: { postId: id }, select: ['author'] })) as { author: number | null } | null) : null;
  return row ? row.author : undefined;
}
const may = (writer: Writer, resource: Resource, verb: Verb) => writer.actions.has('*') || writer.actions.has(`${resource}.${verb}`);

const UID_OF: Record<Resource, string> = { events: UID.event, venues: UID.venue, organizers: UID.organizer, categories: UID.category, tags: UID.tag };
/** `<uid>:<documentId>` of a record by wire ID (null: no such record). */
async function documentOfWire(resource: Resource, id: number): Promise<string | null> {
  const field = POST_UIDS[resource] ? 'postId' : 'termId';
  const row = (await app.strapi.db.query(UID_OF[resource] as never).findOne({ where: { [field]: id }, select: ['documentId'] })) as { documentId: string } | null;
  return row ? `${UID_OF[resource]}:${row.documentId}` : null;
}

const writers: Writer[] = [];
/** Wire IDs written so far, by resource (steps aim at them; unknown IDs are part of the input too). */
const known: Record<Resource, number[]> = { events: [], venues: [], organizers: [], categories: [], tags: [] };

const app = appForFile();
beforeAll(async () => {
  const token = (actions: string[]) => createApiToken(app.strapi, 'custom', actions.map((a) => `plugin::calendar.${a}`));
  const define = async (name: string, actions: string[]) =>
    writers.push({ name, actions: new Set(actions), token: actions.includes('*') ? await createApiToken(app.strapi, 'full-access') : await token(actions) });
  await define('full access', ['*']);
  await define('events writer', ['events.create', 'events.update', 'events.delete', 'events.find', 'events.findOne']);
  await define('events creator', ['events.create']);
  await define('venues writer', ['venues.create', 'venues.update', 'venues.delete']);
  await define('terms writer', ['categories.create', 'tags.create', 'categories.update', 'tags.update']);
  const everyWrite = RESOURCES.flatMap((r) => ['create', 'update', 'delete'].map((v) => `${r}.${v}`));
  await createRoleWithActions(app, 'sequence-author', everyWrite.map((a) => `plugin::calendar.${a}`));
  for (const name of ['author A', 'author B']) {
    const user = await createUser(app, 'sequence-author');
    writers.push({ name, token: user.jwt, actions: new Set(everyWrite), author: user.id });
  }
  writers.push({ name: 'reader', token: await createApiToken(app.strapi, 'read-only'), actions: new Set() });
  writers.push({ name: 'anonymous', token: null, actions: new Set() });
});

let counter = 0;
const unique = (label: string) => `${label} ${++counter}`;
const pick = (list: number[], index: number) => (list.length ? list[index % list.length] : 987_654);

/** What an event body may carry besides its own fields: each reaches another record. */
const extras = fc.constantFrom('none', 'translation', 'new venue', 'venue by ID', 'new organizer', 'new category', 'new tag', 'draft', 'private');
const step = fc.record({ writer: fc.nat(), resource: fc.constantFrom(...RESOURCES), verb: fc.constantFrom<Verb>('create', 'create', 'update', 'delete'), target: fc.nat(), extra: extras });
type Step = { writer: number; resource: Resource; verb: Verb; target: number; extra: string };

function bodyOf(s: Step): { path: string; method: 'post' | 'patch' | 'delete'; body?: Record<string, unknown> } {
  const id = pick(known[s.resource], s.target);
  if (s.verb === 'delete') return { method: 'delete', path: `/${s.resource}/${id}` };
  const own: Record<string, unknown> =
    s.resource === 'events'
      ? { title: unique('Seq event'), start_date: '2027-12-01 10:00:00', end_date: '2027-12-01 11:00:00' }
      : s.resource === 'venues'
        ? { venue: unique('Seq venue') }
        : s.resource === 'organizers'
          ? { organizer: unique('Seq organizer') }
          : { name: unique('Seq term') };
  const reach: Record<string, Record<string, unknown>> = {
    none: {},
    translation: { translation_of: id, ml_language: s.target % 2 ? 'fr' : 'pt-pt' },
    'new venue': s.resource === 'events' ? { venue: { venue: unique('Inline venue') } } : {},
    'venue by ID': s.resource === 'events' ? { venue: pick(known.venues, s.target) } : {},
    'new organizer': s.resource === 'events' ? { organizer: [{ organizer: unique('Inline organizer') }] } : {},
    'new category': s.resource === 'events' ? { categories: [unique('inline-category').replace(' ', '-')] } : {},
    'new tag': s.resource === 'events' ? { tags: [unique('inline-tag').replace(' ', '-')] } : {},
    draft: s.resource === 'events' || s.resource === 'venues' ? { status: 'draft' } : {},
    private: s.resource === 'events' || s.resource === 'organizers' ? { status: 'private' } : {},
  };
  const body = { ...own, ...reach[s.extra] };
  return s.verb === 'create' ? { method: 'post', path: `/${s.resource}`, body } : { method: 'patch', path: `/${s.resource}/${id}`, body: reach[s.extra] };
}

/** Runs one step and returns what is wrong with its outcome, if anything. */
async function run(s: Step): Promise<string | null> {
  const writer = writers[s.writer % writers.length];
  const { method, path, body } = bodyOf(s);
  const [before, rows] = [await dataVersion(app.strapi), await countAll(app.strapi)];
  // The record an update, delete or translation changes, and its author before the step.
  const changesPost = Boolean(POST_UIDS[s.resource]) && (s.verb !== 'create' || body?.translation_of !== undefined);
  const owner = writer.author && changesPost ? await authorOf(s.resource, pick(known[s.resource], s.target)) : undefined;
  const client = calendarClient(app, writer.token);
  const targetDocument = s.verb !== 'create' || body?.translation_of !== undefined ? await documentOfWire(s.resource, pick(known[s.resource], s.target)) : null;
  let res!: Awaited<ReturnType<typeof client.json>>;
  // Every record there before whose rows the step changed (helpers/table-changes.ts).
  const changed = await changesOf(app.strapi, async () => (res = body ? await client.json(method, path, body) : await client.json(method, path)), { existing: true });
  const where = `${writer.name}: ${method.toUpperCase()} ${path} ${JSON.stringify(body ?? {})} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
  if (res.status >= 500) return `5xx: ${where}`;
  if (res.status >= 400) return (await dataVersion(app.strapi)) === before && changed.size === 0 ? null : `a refused write changed data: ${where}`;
  // A success changed no record but the one it names (deleting a term also unlinks the events it had).
  const reached = [...changed].filter((record) => record !== targetDocument && !(s.verb === 'delete' && !POST_UIDS[s.resource] && record.startsWith(`${UID.event}:`)));
  if (reached.length) return `changed records beyond the one it names (${reached.join(', ')}): ${where}`;
  if (!may(writer, s.resource, s.verb)) return `succeeded without ${s.resource}.${s.verb}: ${where}`;
  if (body?.translation_of !== undefined && s.verb === 'create' && !may(writer, s.resource, 'update')) return `translated without ${s.resource}.update: ${where}`;
  if (writer.author && changesPost && owner !== writer.author) return `an author changed a record of ${owner ?? 'nobody'}: ${where}`;
  const after = await countAll(app.strapi);
  for (const [resource, uid] of Object.entries(COUNTED) as [Resource, keyof typeof rows][]) {
    if (resource !== s.resource && after[uid] > rows[uid] && !may(writer, resource, 'create')) return `created a ${uid} without ${resource}.create: ${where}`;
  }
  if (s.verb === 'create') known[s.resource].push((res.body as { id: number }).id);
  return null;
}

describe('sequences of writes by callers of different rights', () => {
  it('never let a caller do more than its rights, never half-write, never answer 5xx', async () => {
    const property = fc.asyncProperty(fc.array(step, { minLength: STEPS, maxLength: STEPS }), async (steps) => {
      for (const s of steps) {
        const problem = await run(s as Step);
        if (problem) throw new Error(problem);
      }
    });
    const details = await fc.check(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
    if (details.failed) throw new Error(`FUZZ_SEED=${SEED}: ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}`);
    // The sequences did write (so the checks above were exercised on successes too).
    expect(Object.values(known).flat().length).toBeGreaterThan(10);
  });
});

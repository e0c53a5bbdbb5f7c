import fc from 'fast-check';
import { createApiToken } from '../../helpers/auth';
import { createFactories, UIDS } from '../../helpers/factories';
import { callers, languageRoots, oddHeaders, rawBody, type Caller, type RawBody } from '../../helpers/fuzz-bodies';
import {
  concretePath,
  docOperations,
  MAX_URL,
  queryString,
  type DocOperation,
  type OpenApiDoc,
} from '../../helpers/fuzz';
import { armRemoteTripwire } from '../../helpers/remote-tripwire';
import { bootApp, type TestApp } from '../../helpers/strapi';
import { NS } from '../../helpers/wire';
import { dataVersion } from '../../helpers/sql';
import { TEC_ACKNOWLEDGEMENT } from '../../../src/plugins/calendar/server/core/dialects/tec-acknowledgement';

/**
 * Fuzzing driven by /doc (issue 12): every route and method the app documents gets generated hostile
 * input (query parameters of the wrong type or shape, huge and odd strings, unicode, encoded traversal,
 * nested JSON, bodies in any encoding, odd headers), anonymously, as a reader, as a writer and with bad
 * credentials. Whatever comes in: never a 5xx, every error is the WordPress body
 * {code, message, data: {status}} with data.status the HTTP status, and a write that fails changes nothing. Every response is also checked
 * against /doc when the app closes (helpers/doc-proof.ts).
 *
 * Seeded, so a run is reproducible: FUZZ_SEED (default fixed, so CI never flakes) and FUZZ_RUNS (runs
 * per operation and caller kind). A failure names the operation and the seed and path fast-check prints.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
// 50 runs × 57 operations ≈ 2,900 requests: ~30 s on SQLite here, and within ~90 s on MySQL.
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);

let app: TestApp;
let operations: DocOperation[];
/** The operations of the `tec/v1` dialect, from its own document (`/api/cal/tec/v1/docs`). */
let tecOperations: DocOperation[];
const TEC = '/api/cal/tec/v1';
const ACKNOWLEDGEMENT = { 'X-TEC-EEA': TEC_ACKNOWLEDGEMENT };
let ids: number[];
let slugs: string[];
const tokens: Record<Caller, string | undefined> = {
  anonymous: undefined,
  writer: undefined,
  reader: undefined,
  'bad-bearer': 'Bearer not-a-token',
  'bad-basic': `Basic ${Buffer.from('admin:xxxx xxxx xxxx xxxx').toString('base64')}`,
  'odd-scheme': 'Digest username="x"',
};
let tripwire: ReturnType<typeof armRemoteTripwire>;

beforeAll(async () => {
  // A write rate limit that is on (its code runs) but far above what this file sends.
  app = await bootApp({ CALENDAR_WRITE_RATE_LIMIT: '1000000', CALENDAR_WRITE_RATE_WINDOW: '60' });
  const f = createFactories(app.strapi);
  const venue = await f.createVenue({ name: 'Fuzz Hall' });
  const draftVenue = await f.createVenue({ name: 'Hidden Hall', postStatus: 'draft' });
  const organizer = await f.createOrganizer({ name: 'Fuzz Crew', email: 'crew@calendar.test' });
  const category = await f.createCategory({ name: 'Music' });
  const tag = await f.createTag({ name: 'Loud' });
  const event = await f.createEvent({ title: 'Fuzz Night', venues: [venue], organizers: [organizer], categories: [category], tags: [tag] });
  const hidden = await f.createEvent({ title: 'Hidden Night', postStatus: 'private', venues: [draftVenue], password: 'secret' });
  const fr = await f.translate(UIDS.event, event, 'fr', { title: 'Nuit Fuzz' });
  ids = [venue, draftVenue, organizer, event, hidden, fr].map((doc) => doc.postId as number);
  ids.push(category.termId as number, tag.termId as number);
  slugs = [venue, draftVenue, organizer, event, hidden, category, tag].map((doc) => doc.slug as string);
  tokens.writer = `Bearer ${await createApiToken(app.strapi, 'full-access')}`;
  tokens.reader = `Bearer ${await createApiToken(app.strapi, 'read-only')}`;
  const doc = await app.http().get(`${NS}/doc`).expect(200);
  operations = docOperations(doc.body as OpenApiDoc);
  tecOperations = docOperations((await app.http().get(`${TEC}/docs`).expect(200)).body as OpenApiDoc);
  // Nothing this file sends may leave the machine (image URLs are generated).
  tripwire = armRemoteTripwire();
});
afterAll(async () => {
  tripwire?.disarm();
  await app?.close();
});

interface FuzzRequest {
  method: DocOperation['method'];
  url: string;
  caller: Caller;
  headers: Record<string, string>;
  body?: RawBody;
}

const describeRequest = (r: FuzzRequest) =>
  `${r.method.toUpperCase()} ${r.url} as ${r.caller} ${JSON.stringify(r.headers)}${r.body ? ` body(${r.body.label}): ${r.body.bytes.toString('latin1').slice(0, 300)}` : ''}`;

/** Names of the draft venue and the private event: no answer to anyone but the writer may hold them. */
const HIDDEN = ['Hidden Hall', 'Hidden Night', 'hidden-hall', 'hidden-night'];

/**
 * Sends one generated request and checks the answer; throws a readable line when it is wrong. While
 * `hidden` (the reads, before any write could publish them), no successful answer to a caller other
 * than the writer shows a hidden fixture.
 */
async function check(r: FuzzRequest, hidden = false): Promise<void> {
  let req = app.http()[r.method](r.url).timeout(30000);
  const credential = tokens[r.caller];
  if (credential) req = req.set('Authorization', credential);
  for (const [name, value] of Object.entries(r.headers)) req = req.set(name, value);
  if (r.body) {
    if (r.body.contentType !== undefined) req = req.set('Content-Type', r.body.contentType);
    if (r.body.contentEncoding !== undefined) req = req.set('Content-Encoding', r.body.contentEncoding);
    // Send the bytes as they are (superagent would serialize them by their Content-Type).
    req = req.serialize((raw: unknown) => raw as string).send(r.body.bytes);
  }
  // The data version (bumped by database triggers in the transaction of every write to a table the
  // calendar reads, data/version/data-version.ts) tells whether a request changed anything at all.
  const write = r.method !== 'get';
  const before = write ? await dataVersion(app.strapi) : null;
  const res = await req.ok(() => true);
  const where = `${res.status} ${String(res.text).slice(0, 200)} ← ${describeRequest(r).slice(0, 600)}`;
  if (res.status >= 500) throw new Error(`5xx: ${where}`);
  if (write && res.status >= 400 && (await dataVersion(app.strapi)) !== before) throw new Error(`a failed write changed data: ${where}`);
  if (hidden && r.caller !== 'writer' && res.status < 300) {
    const shown = HIDDEN.find((name) => String(res.text).includes(name));
    if (shown) throw new Error(`hidden record shown (${shown}): ${where}`);
  }
  if (res.status >= 400) {
    const body = res.body as { code?: unknown; message?: unknown; data?: { status?: unknown } };
    const shaped = typeof body?.code === 'string' && typeof body.message === 'string' && typeof body.data?.status === 'number';
    if (!shaped) throw new Error(`not the WordPress error shape: ${where}`);
    if (body.data?.status !== res.status) throw new Error(`data.status ${String(body.data?.status)} ≠ HTTP status: ${where}`);
  }
}


/** Reproducible per operation: the seed mixed with the operation's name. */
const seedOf = (operation: DocOperation, salt: string) =>
  [...`${salt} ${operation.method} ${operation.path}`].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, SEED);

/** Where an operation's paths are: `cal/events/v1`, or `tec/v1` whose requests mostly carry its acknowledgement. */
interface Namespace {
  base: string;
  headers: fc.Arbitrary<Record<string, string>>;
}
const CAL: Namespace = { base: NS, headers: oddHeaders };
const TEC_NAMESPACE: Namespace = {
  base: TEC,
  headers: fc.oneof({ arbitrary: oddHeaders.map((h) => ({ ...h, ...ACKNOWLEDGEMENT })), weight: 4 }, { arbitrary: oddHeaders, weight: 1 }),
};

function requests(operation: DocOperation, withBody: boolean, namespace: Namespace = CAL): fc.Arbitrary<FuzzRequest> {
  const body = withBody && operation.body ? rawBody(operation.body, ids).map((b): RawBody | undefined => b) : fc.constant(undefined);
  return fc
    .record({
      root: languageRoots,
      path: concretePath(operation, ids, slugs),
      query: queryString(operation, ids),
      caller: callers,
      headers: namespace.headers,
      body,
    })
    .map(({ root, path, query, caller, headers, body }) => ({
      method: operation.method,
      url: `${root}${namespace.base}${path === '/' ? '' : path}${query}`,
      caller,
      headers,
      body,
    }))
    .filter((r) => r.url.length < MAX_URL);
}

/** Runs the property over the operations; returns one report per operation that failed. */
async function fuzz(selected: DocOperation[], salt: string, withBody: boolean, namespace: Namespace = CAL): Promise<string[]> {
  const failures: string[] = [];
  for (const operation of selected) {
    const seed = seedOf(operation, salt);
    const property = fc.asyncProperty(requests(operation, withBody, namespace), (r) => check(r, !withBody));
    const details = await fc.check(property, { seed, numRuns: RUNS, endOnFailure: true });
    if (details.failed)
      failures.push(
        `${operation.method.toUpperCase()} ${operation.path} (FUZZ_SEED=${SEED}, fast-check seed ${seed} path ${details.counterexamplePath}): ${
          details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)
        }`
      );
  }
  return failures;
}

/** Fails with one paragraph per failing operation (an array diff would escape and cut them). */
function expectNone(failures: string[]) {
  if (failures.length) throw new Error(`${failures.length} operation(s) failed:\n\n${failures.join('\n\n')}`);
}

describe('fuzzing every route of /doc', () => {
  // Hundreds of generated requests per test (more routes since recurring events and the pages): minutes on
  // a shared two-core machine running the other databases' suites beside it. A bound on a hung run, not a measure.
  jest.setTimeout(900_000);

  it('reads the whole namespace from /doc', () => {
    // A broken /doc would make the suite below fuzz nothing: it lists reads and writes of every resource.
    const names = operations.map((o) => `${o.method.toUpperCase()} ${o.path}`);
    expect(names).toEqual(expect.arrayContaining(['GET /events', 'POST /events', 'PATCH /venues/{id}', 'DELETE /tags/{id}', 'GET /doc']));
    expect(operations.filter((o) => o.body).length).toBeGreaterThanOrEqual(20);
  });

  it('never answers 5xx, answers errors in the WordPress shape, and shows no hidden record, to reads', async () => {
    expectNone(await fuzz(operations.filter((o) => o.method === 'get'), 'read', false));
  });

  it('never answers 5xx, answers errors in the WordPress shape, and changes nothing when it fails, to writes and deletes', async () => {
    expectNone(await fuzz(operations.filter((o) => o.method !== 'get'), 'write', true));
  });

  it('reads the tec/v1 dialect from its /docs, and fuzzes it alike: reads, then writes and deletes', async () => {
    const names = tecOperations.map((o) => `${o.method.toUpperCase()} ${o.path}`);
    expect(names).toEqual(expect.arrayContaining(['GET /events', 'POST /events', 'PUT /venues/{id}', 'DELETE /organizers/{id}']));
    expectNone(await fuzz(tecOperations.filter((o) => o.method === 'get'), 'tec read', false, TEC_NAMESPACE));
    expectNone(await fuzz(tecOperations.filter((o) => o.method !== 'get'), 'tec write', true, TEC_NAMESPACE));
  });

  it('sees a successful write in the data version (so the failed-write check above proves something)', async () => {
    const version = await dataVersion(app.strapi);
    await app
      .http()
      .post(`${NS}/events`)
      .set('Authorization', tokens.writer as string)
      .send({ title: 'Bump', start_date: '2031-01-01 10:00:00', end_date: '2031-01-01 11:00:00' })
      .expect(201);
    expect(await dataVersion(app.strapi)).not.toBe(version);
  });

  it('sent nothing off the machine', () => {
    expect(tripwire.attempts).toEqual([]);
  });
});

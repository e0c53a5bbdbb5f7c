import http1 from 'http';
import zlib from 'zlib';
import request from 'supertest';
import { createAdminToken, createApiToken } from '../../helpers/auth';
import { createFactories, daysFromNow, type Doc } from '../../helpers/factories';
import { freePort, startInstance, type Instance } from '../../helpers/instance-process';
import { bootApp, type TestApp } from '../../helpers/strapi';
import { bearer, NS } from '../../helpers/wire';
import { dataVersion, sqlDuring } from '../../helpers/sql';

/**
 * HTTP caching (issue 15): strong ETags and 304s on every GET, Cache-Control public for anonymous
 * reads and private with credentials, and the server-side answer cache, never stale: a write through
 * another instance sharing the database, or a raw SQL update, is seen by the very next read.
 * Requests go through plain supertest (not app.http()): /doc documents the 200 answers, not the 304s.
 */

let app: TestApp;
let b: Instance;
let token: string;
const fx: Record<string, Doc> = {};

const http = () => request(app.strapi.server.httpServer);
const version = () => dataVersion(app.strapi);

/** The SQL statements one request runs in this process. */
const queriesOf = (run: () => Promise<unknown>) => sqlDuring(app.strapi, run);

beforeAll(async () => {
  app = await bootApp();
  const f = createFactories(app.strapi);
  fx.venue = await f.createVenue({ name: 'Cache Hall' });
  fx.first = await f.createEvent({ title: 'Cached one', startDate: daysFromNow(2), venues: [fx.venue] });
  fx.second = await f.createEvent({ title: 'Cached two', startDate: daysFromNow(3) });
  token = await createApiToken(app.strapi);
  // A second server process on the same database, as behind a load balancer.
  // B lets one origin only read cross-origin (A: any, the default).
  // B also links records to a headless site's pages (the permalinks setting).
  b = await startInstance(await freePort(), {
    ...app.database.env,
    CALENDAR_CORS_ORIGINS: 'https://allowed.example',
    CALENDAR_ADMIN_CORS_ORIGINS: 'https://admin-site.example',
    CALENDAR_PERMALINK_EVENT: 'https://www.example.org/{lang}/event/{slug}/',
    CALENDAR_PERMALINK_VENUE: '/places/{id}/',
  });
}, 120_000);
afterAll(async () => {
  await b?.stop();
  await app?.close();
});

describe('ETag and If-None-Match', () => {
  it.each([['/events'], ['/events?per_page=1&page=2'], ['/venues'], ['/categories'], ['/events.ics'], ['/doc']])('GET %s answers a strong ETag and 304 to it', async (path) => {
    const first = await http().get(`${NS}${path}`).expect(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await http().get(`${NS}${path}`).set('If-None-Match', first.headers.etag).expect(304);
    expect(again.text ?? '').toBe('');
    // A 304 carries validators and caching headers, not the body's own (found by the fuzz suite).
    expect(again.headers['content-type']).toBeUndefined();
    expect(again.headers.etag).toBe(first.headers.etag);
    await http().get(`${NS}${path}`).set('If-None-Match', '"something-else"').expect(200);
  });

  it('tags one event by ID and by slug, in a language root too', async () => {
    const byId = await http().get(`${NS}/events/${fx.first.postId}`).expect(200);
    await http().get(`${NS}/events/${fx.first.postId}`).set('If-None-Match', `W/${byId.headers.etag}, "x"`).expect(304);
    const fr = await http().get(`/fr${NS}/events`).expect(200);
    expect(fr.headers.etag).not.toBe((await http().get(`${NS}/events`)).headers.etag);
    await http().get(`/fr${NS}/events`).set('If-None-Match', fr.headers.etag).expect(304);
  });

  it('never caches errors', async () => {
    const missing = await http().get(`${NS}/events/999999`).expect(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBe('no-store');
    const bad = await http().get(`${NS}/events?per_page=abc`).expect(400);
    expect(bad.headers['cache-control']).toBe('no-store');
  });
});

describe('Cache-Control and Vary', () => {
  it('is public for anonymous reads', async () => {
    const res = await http().get(`${NS}/events`).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0');
    expect(res.headers.vary).toEqual(expect.stringContaining('Accept-Encoding'));
    expect(res.headers.vary).toEqual(expect.stringContaining('Authorization'));
  });

  it('is private with credentials, which still get ETags and 304s', async () => {
    const res = await http().get(`${NS}/events?status=draft`).set(bearer(token)).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    await http().get(`${NS}/events?status=draft`).set(bearer(token)).set('If-None-Match', res.headers.etag).expect(304);
    const list = await http().get(`${NS}/events`).set(bearer(token)).expect(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the server-side answer cache', () => {
  it('answers a repeated anonymous read from memory, identically, with the version read only', async () => {
    const path = `${NS}/events?per_page=1&ml_language=en`;
    let first!: request.Response;
    let second!: request.Response;
    let queries: string[] = [];
    // An entry is valid for one clock second (answers read the clock): retry if the pair straddled two.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      first = await http().get(path).expect(200);
      queries = await queriesOf(async () => (second = await http().get(`${NS}/events?ml_language=en&per_page=1`).expect(200)));
      if (queries.length === 1) break;
    }
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/cal_data_version/);
    expect(second.text).toBe(first.text);
    for (const name of ['etag', 'x-tec-total', 'x-tec-totalpages', 'link', 'content-type']) expect(second.headers[name]).toBe(first.headers[name]);
  });

  it('keeps an answer that reads the clock by whole days for the day, and one with date parameters for a second', async () => {
    const daily = `${NS}/events?per_page=2`;
    const exact = `${NS}/events?per_page=2&start_date=now&strict_dates=true`;
    await http().get(daily).expect(200);
    await http().get(exact).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // The fewest of a few tries: a statement of Strapi's own background work (its store settings, read in a
    // transaction) landed once in the count on a loaded machine.
    let fewest = Infinity;
    for (let attempt = 0; attempt < 3 && fewest > 1; attempt += 1) fewest = Math.min(fewest, (await queriesOf(() => http().get(daily).expect(200))).length);
    expect(fewest).toBe(1);
    expect((await queriesOf(() => http().get(exact).expect(200))).length).toBeGreaterThan(1);
  });

  it('computes an answer once for concurrent requests', async () => {
    let computing: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const path = `${NS}/events?per_page=${3 + attempt}`;
      const sql = await queriesOf(() => Promise.all(Array.from({ length: 6 }, () => http().get(path).expect(200))));
      computing = sql.filter((statement) => !/cal_data_version/.test(statement));
      const once = await queriesOf(() => http().get(path).set('Cache-Control', 'no-cache').expect(200));
      if (computing.length <= once.length - 1) break;
    }
    // One computation's queries (the version read aside), not six.
    expect(computing.length).toBeLessThanOrEqual(5);
  });

  it('computes a fresh answer when the request says Cache-Control: no-cache', async () => {
    await http().get(`${NS}/venues`).expect(200);
    const queries = await queriesOf(() => http().get(`${NS}/venues`).set('Cache-Control', 'no-cache').expect(200));
    expect(queries.length).toBeGreaterThan(1);
  });

  it('never serves a credentialed read from the anonymous cache', async () => {
    const anonymous = await http().get(`${NS}/events`).expect(200);
    const queries = await queriesOf(() => http().get(`${NS}/events`).set(bearer(token)).expect(200));
    expect(queries.length).toBeGreaterThan(1);
    expect(anonymous.headers['cache-control']).toMatch(/^public/);
  });

  describe('shares an entry only between requests whose answers are the same', () => {
    /** The anonymous answer to `path` from the cache (asked twice: the second is a hit), and computed fresh. */
    const cachedAndFresh = async (path: string) => {
      await http().get(path).expect(200);
      const cached = await http().get(path).expect(200);
      const fresh = await http().get(path).set('Cache-Control', 'no-cache').expect(200);
      return { cached, fresh };
    };

    it('keeps repeated keys in their order, `name` and `name[]` alike (categories?include=…&orderby=include)', async () => {
      const f = createFactories(app.strapi);
      const [a, b] = [await f.createCategory({ name: 'Order A' }), await f.createCategory({ name: 'Order B' })];
      const first = `${NS}/categories?hide_empty=false&include=${a.termId}&include[]=${b.termId}&orderby=include`;
      const second = `${NS}/categories?hide_empty=false&include[]=${b.termId}&include=${a.termId}&orderby=include`;
      const one = await cachedAndFresh(first);
      const two = await cachedAndFresh(second);
      expect(one.fresh.body.categories.map((c: { id: number }) => c.id)).toEqual([a.termId, b.termId]);
      expect(two.fresh.body.categories.map((c: { id: number }) => c.id)).toEqual([b.termId, a.termId]);
      expect(one.cached.text).toBe(one.fresh.text);
      expect(two.cached.text).toBe(two.fresh.text);
    });

    it('keeps slugs in their order too (tags?include=<slugs>&orderby=include_slugs)', async () => {
      const f = createFactories(app.strapi);
      await f.createTag({ name: 'Slug A' });
      await f.createTag({ name: 'Slug B' });
      const one = await cachedAndFresh(`${NS}/tags?hide_empty=false&include[]=slug-a&include=slug-b&orderby=include_slugs`);
      const two = await cachedAndFresh(`${NS}/tags?hide_empty=false&include=slug-b&include[]=slug-a&orderby=include_slugs`);
      expect(one.fresh.body.tags.map((t: { slug: string }) => t.slug)).toEqual(['slug-a', 'slug-b']);
      expect(two.cached.body.tags.map((t: { slug: string }) => t.slug)).toEqual(['slug-b', 'slug-a']);
    });

    it('keeps a feed\'s query as it was sent: the feed names its own URL (SOURCE)', async () => {
      const one = await cachedAndFresh(`${NS}/events.ics?per_page=5&page=1`);
      const two = await cachedAndFresh(`${NS}/events.ics?page=1&per_page=5`);
      const three = await cachedAndFresh(`${NS}/events.ics?page%5B%5D=1&per_page=5`);
      // iCalendar folds lines at 75 octets: unfold before reading SOURCE.
      const source = (text: string) => /^SOURCE;VALUE=URI:(.*)$/m.exec(text.replace(/\r\n[ \t]/g, ''))?.[1];
      expect(source(one.cached.text)).toMatch(/events\.ics\?per_page=5&page=1\r?$/);
      expect(source(two.cached.text)).toMatch(/events\.ics\?page=1&per_page=5\r?$/);
      for (const { cached, fresh } of [one, two, three]) expect(cached.text).toBe(fresh.text);
    });

    it('still shares one entry between orders of different parameters of a JSON list', async () => {
      await http().get(`${NS}/venues?per_page=2&page=1`).expect(200);
      expect(await queriesOf(() => http().get(`${NS}/venues?page=1&per_page=2`).expect(200))).toHaveLength(1);
    });
  });

  it('sees a write through another instance on the next read', async () => {
    const before = await http().get(`${NS}/events`).expect(200);
    await http().get(`${NS}/events`).expect(200); // cached now
    const v = await version();
    const created = await request(b.url)
      .post(`${NS}/events`)
      .set(bearer(b.token))
      .send({ title: 'Written through B', start_date: `${daysFromNow(1).toISOString().slice(0, 10)} 09:00:00`, end_date: `${daysFromNow(1).toISOString().slice(0, 10)} 10:00:00` })
      .expect(201);
    expect(await version()).toBeGreaterThan(v);
    const after = await http().get(`${NS}/events`).expect(200);
    expect(after.body.events.map((e: { id: number }) => e.id)).toContain(created.body.id);
    expect(Number(after.headers['x-tec-total'])).toBe(Number(before.headers['x-tec-total']) + 1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await http().get(`${NS}/events`).set('If-None-Match', before.headers.etag).expect(200);

    // And the other way round: B's own cache sees a delete made through A.
    await request(b.url).get(`${NS}/events/${created.body.id}`).expect(200);
    await http().delete(`${NS}/events/${created.body.id}`).set(bearer(token)).expect(200);
    // Trashed: no longer readable anonymously.
    await request(b.url).get(`${NS}/events/${created.body.id}`).expect(403);
  });

  it('sees an edit in the admin (Content Manager) on the next read', async () => {
    const admin = await createAdminToken(app);
    const path = `${NS}/events/${fx.first.postId}`;
    const cached = (await http().get(path).expect(200)).body;
    const cm = `/content-manager/collection-types/api::event.event/${fx.first.documentId}?locale=en`;
    const current = (await http().get(cm).set(bearer(admin)).expect(200)).body.data;
    await http().put(cm).set(bearer(admin)).send({ ...current, title: 'Edited in the admin' }).expect(200);
    expect((await http().get(path).expect(200)).body.title).toBe('Edited in the admin');
    expect(cached.title).not.toBe('Edited in the admin');
  });

  it('sees a raw SQL update on the next read', async () => {
    const path = `${NS}/events/${fx.second.postId}`;
    expect((await http().get(path).expect(200)).body.title).toBe('Cached two');
    await app.strapi.db.connection('events').where({ post_id: fx.second.postId }).update({ title: 'Changed in SQL' });
    expect((await http().get(path).expect(200)).body.title).toBe('Changed in SQL');
    // A link table too: the venue's name changes the event's embedded venue.
    const listed = `${NS}/events/${fx.first.postId}`;
    expect((await http().get(listed).expect(200)).body.venue.venue).toBe('Cache Hall');
    await app.strapi.db.connection('venues').where({ post_id: fx.venue.postId }).update({ name: 'Renamed Hall' });
    expect((await http().get(listed).expect(200)).body.venue.venue).toBe('Renamed Hall');
  });

  it('bumps the version in the transaction of a write, visible with its data at commit, without holding other writers', async () => {
    const knex = app.strapi.db.connection;
    const client = app.strapi.db.dialect.client;
    const onPostgres = client === 'postgres';
    // Rows by primary key: MySQL would lock every row a scan passes.
    const idsOf = async (postId: number) => ((await knex('events').where({ post_id: postId }).select('id')) as { id: number }[]).map((r) => r.id);
    const [first, second] = [await idsOf(fx.first.postId), await idsOf(fx.second.postId)];
    const v = await version();
    // The calendar's row of the version (the API tokens keep a row of their own, summed in `version()`).
    const calendarRow = async () => Number((await knex('cal_data_version').where({ id: 1 }).first('version'))?.version);
    const row = onPostgres ? await calendarRow() : 0;
    await knex.transaction(async (trx) => {
      await trx('events').whereIn('id', second).update({ title: 'Changed twice in one transaction' });
      if (onPostgres) {
        // A savepoint rolled back: its writes' bumps go with it; the flag set inside it too.
        await trx.transaction(async (inner) => {
          await inner('venues').where({ post_id: fx.venue.postId }).update({ name: 'Never kept' });
          throw new Error('rolled back');
        }).catch(() => undefined);
        // Another connection can lock the version's row while this transaction runs: PostgreSQL bumps it
        // at commit only (BENCH.md); it still reads the old version.
        const other = await knex.raw(`SELECT version FROM cal_data_version WHERE id = 1 FOR UPDATE NOWAIT`);
        expect(Number(other.rows[0].version)).toBe(row);
      }
      if (client !== 'sqlite') {
        // A writer on another connection, while this transaction is open, is not held until it ends: it
        // would wait a second and fail if the version's row were locked (one write at a time on SQLite).
        await knex.transaction(async (other) => {
          await other.raw(client === 'postgres' ? `SET LOCAL lock_timeout = '1s'` : 'SET SESSION innodb_lock_wait_timeout = 1');
          await other('events').whereIn('id', first).update({ updated_at: new Date() });
          if (client === 'mysql') await other.raw('SET SESSION innodb_lock_wait_timeout = DEFAULT');
        });
        expect(await version()).toBeGreaterThan(v);
      }
      await trx('venues').where({ post_id: fx.venue.postId }).update({ name: 'Cache Hall' });
    });
    // Once for the transaction on PostgreSQL, and once for the other writer.
    if (onPostgres) expect(await version()).toBe(v + 2);
    else expect(await version()).toBeGreaterThan(v);
    expect((await http().get(`${NS}/events/${fx.second.postId}`).expect(200)).body.title).toBe('Changed twice in one transaction');
    expect((await http().get(`${NS}/events/${fx.first.postId}`).expect(200)).body.venue.venue).toBe('Cache Hall');
  });
});

/** The raw bytes of an answer of instance B, undecoded (supertest and fetch would inflate them themselves). */
function raw(path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http1.get(`${b.url}${NS}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('compression', () => {
  beforeAll(async () => {
    // Enough events for a list page well past the 1 KB threshold.
    const f = createFactories(app.strapi);
    for (let i = 0; i < 12; i += 1) await f.createEvent({ title: `Compressed ${i}`, startDate: daysFromNow(4 + i), description: '<p>Lorem ipsum dolor sit amet.</p>'.repeat(20) });
  });

  const decode = (encoding: string | undefined, body: Buffer) =>
    encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
  ])('sends JSON lists and iCalendar feeds in %s when accepted', async (accept, expected) => {
    for (const path of ['/events', '/events.ics']) {
      const plain = await raw(path, { 'Accept-Encoding': 'identity' });
      const res = await raw(path, { 'Accept-Encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers.vary).toEqual(expect.stringContaining('Accept-Encoding'));
      expect(decode(expected, res.body).toString()).toBe(plain.body.toString());
      // One strong ETag per representation: the coding is named inside the quotes.
      expect(res.headers.etag).toBe(expected ? `${plain.headers.etag.slice(0, -1)}-${expected}"` : plain.headers.etag);
      if (expected) expect(res.body.length).toBeLessThan(plain.body.length);
    }
  });

  it.each([
    ['anonymous (the answer cache)', {}],
    ['with credentials (not cached: koa-compress)', () => bearer(b.token)],
  ])('answers 304 to the tag of any coding of the same answer, with the tag of the coding asked for: %s', async (_case, who) => {
    const headers = typeof who === 'function' ? who() : who;
    for (const path of ['/events', '/events.ics']) {
      const plain = await raw(path, { ...headers, 'Accept-Encoding': 'identity' });
      const gzip = await raw(path, { ...headers, 'Accept-Encoding': 'gzip' });
      expect(new Set([plain.headers.etag, gzip.headers.etag]).size).toBe(2);
      for (const [held, accept, coding] of [[gzip, 'br', 'br'], [plain, 'gzip', 'gzip'], [gzip, 'identity', null]] as const) {
        const again = await raw(path, { ...headers, 'Accept-Encoding': accept, 'If-None-Match': held.headers.etag });
        expect([path, accept, again.status, again.body.length]).toEqual([path, accept, 304, 0]);
        expect(again.headers.etag).toBe(coding ? `${plain.headers.etag.slice(0, -1)}-${coding}"` : plain.headers.etag);
        expect(again.headers.vary).toEqual(expect.stringContaining('Accept-Encoding'));
      }
      expect((await raw(path, { ...headers, 'Accept-Encoding': 'gzip', 'If-None-Match': '"other-gzip"' })).status).toBe(200);
    }
  });

  it('compresses answers with credentials too (not cached: koa-compress)', async () => {
    const res = await raw('/events', { ...bearer(b.token), 'Accept-Encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.body).toString()).events.length).toBeGreaterThan(0);
  });

  it('sends the body as it is to a client that refuses every coding, identity included (was a 500)', async () => {
    for (const headers of [{}, bearer(b.token)]) {
      const plain = await raw('/events', { ...headers, 'Accept-Encoding': 'identity' });
      const res = await raw('/events', { ...headers, 'Accept-Encoding': 'br;q=0, *;q=0' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe(plain.body.toString());
    }
  });

  it('leaves small answers as they are', async () => {
    const res = await raw('/events/999999', { 'Accept-Encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('CORS', () => {
  it('lets any origin read by default, and exposes the list headers', async () => {
    const res = await http().get(`${NS}/events`).set('Origin', 'https://site.example').expect(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://site.example');
    const exposed = res.headers['access-control-expose-headers'].split(/,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(['X-TEC-Total', 'X-TEC-TotalPages', 'ETag', 'Link']));
    expect(res.headers.vary).toEqual(expect.stringContaining('Origin'));
    // A cached answer carries the CORS headers of its own request, not of the one that filled the cache.
    const other = await http().get(`${NS}/events`).set('Origin', 'https://other.example').expect(200);
    expect(other.headers['access-control-allow-origin']).toBe('https://other.example');
  });

  it('answers the preflight of a write with Authorization', async () => {
    const res = await http()
      .options(`${NS}/events`)
      .set('Origin', 'https://site.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'Authorization, Content-Type')
      .expect(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://site.example');
    expect(res.headers['access-control-allow-methods']).toEqual(expect.stringContaining('POST'));
    expect(res.headers['access-control-allow-headers']).toEqual(expect.stringMatching(/Authorization/i));
  });

  it('limits reads and preflights to the configured origins', async () => {
    const allowed = await request(b.url).get(`${NS}/events`).set('Origin', 'https://allowed.example').expect(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://allowed.example');
    const refused = await request(b.url).get(`${NS}/events`).set('Origin', 'https://elsewhere.example').expect(200);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(b.url)
      .options(`${NS}/events`)
      .set('Origin', 'https://elsewhere.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'Authorization');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const ok = await request(b.url)
      .options(`/fr${NS}/events`)
      .set('Origin', 'https://allowed.example')
      .set('Access-Control-Request-Method', 'PUT')
      .set('Access-Control-Request-Headers', 'Authorization')
      .expect(204);
    expect(ok.headers['access-control-allow-origin']).toBe('https://allowed.example');
  });

  describe('the admin\'s API keeps to its own origin', () => {
    const FOREIGN = 'https://evil.example';
    const noCors = (res: request.Response) => {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    };
    const preflight = (base: string | ReturnType<typeof http>, path: string, origin: string) =>
      (typeof base === 'string' ? request(base) : base)
        .options(path)
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'Content-Type, Authorization');

    it('answers a foreign origin\'s preflight of /admin/login without CORS headers, and its login too', async () => {
      noCors(await preflight(http(), '/admin/login', FOREIGN));
      const login = await http().post('/admin/login').set('Origin', FOREIGN).send({ email: 'nobody@calendar.test', password: 'Wrong-password-1' });
      expect(login.status).toBe(400);
      noCors(login);
    });

    it.each([
      ['the Content Manager', '/content-manager/collection-types/api::event.event'],
      ['the media library', '/upload/files'],
      ['the calendar\'s admin routes', '/calendar/settings'],
      ['the admin\'s own user', '/admin/users/me'],
    ])('answers %s to an admin, called from a foreign origin, without CORS headers', async (_case, path) => {
      const admin = await createAdminToken(app);
      const res = await http().get(path).set(bearer(admin)).set('Origin', FOREIGN).expect(200);
      noCors(res);
      noCors(await preflight(http(), path, FOREIGN));
    });

    it('keeps the content API open to any origin, and the calendar namespace to corsOrigins', async () => {
      for (const path of ['/api/upload/files', `${NS}/events`]) {
        const res = await http().get(path).set('Origin', FOREIGN);
        expect(res.headers['access-control-allow-origin']).toBe(FOREIGN);
      }
    });

    it('lets the origins of adminCorsOrigins call it, and no other', async () => {
      const allowed = await preflight(b.url, '/admin/login', 'https://admin-site.example').expect(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://admin-site.example');
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      noCors(await preflight(b.url, '/admin/login', 'https://allowed.example'));
      noCors(await preflight(b.url, '/admin/login', FOREIGN));
    });
  });
});

describe('permalinks', () => {
  it('builds records\' url from the setting, and keeps the default elsewhere', async () => {
    const [onA, onB] = await Promise.all([http().get(`${NS}/events/${fx.first.postId}`).expect(200), request(b.url).get(`${NS}/events/${fx.first.postId}`).expect(200)]);
    expect(onA.body.url).toBe(`http://calendar.test/event/${fx.first.slug}/`);
    expect(onB.body.url).toBe(`https://www.example.org/en/event/${fx.first.slug}/`);
    expect(onB.body.venue.url).toBe(`http://calendar.test/places/${fx.venue.postId}/`);
    // No template for organizers and terms on B: today's URLs.
    const categories = await request(b.url).get(`${NS}/categories`).expect(200);
    for (const category of categories.body.categories) expect(category.url).toMatch(/^http:\/\/calendar\.test\/events\/category\//);
    const feed = await request(b.url).get(`${NS}/events/${fx.first.postId}.ics`).expect(200);
    expect(feed.text.replace(/\r\n /g, '')).toMatch(new RegExp(`\\r\\nURL(;[^:]*)?:https://www.example.org/en/event/${fx.first.slug}/\\r\\n`));
  });
});

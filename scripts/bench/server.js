/**
 * Child process of `npm run bench` (forked, talks over IPC). Two modes:
 * - `prepare`: boots Strapi on the bench database (creating the schema on the first boot), seeds it
 *   when its event count is not the wanted one (or always with --fresh), grants the Public role the
 *   Strapi REST reads, then exits.
 * - `serve`: boots Strapi, listens (calendar API + Strapi REST), starts the floor server on another
 *   port, counts SQL queries (knex 'query' events) and served requests, samples RSS every 50 ms, and
 *   answers the parent's messages: info, idle, reset, read, stop.
 * The environment (database, secrets, NODE_ENV) is set by the parent.
 */
'use strict';

const { AsyncLocalStorage } = require('async_hooks');
const path = require('path');
const { seed, countEventRows, hasSeries, grantPublicRest, LOCALES, UID } = require('./seed');
const { startFloorServer, defaultWindow } = require('./floor');
const { countLoadEvents } = require('./load');

const root = path.resolve(__dirname, '..', '..');
const distDir = path.join(root, 'dist');

async function boot() {
  const { createStrapi } = require('@strapi/strapi');
  const strapi = createStrapi({ appDir: root, distDir, autoReload: false, serveAdminPanel: false });
  strapi.log.level = 'error';
  await strapi.load();
  return strapi;
}

const send = (message) => new Promise((resolve) => process.send(message, resolve));

async function prepare({ events, fresh, series = false }) {
  const t0 = Date.now();
  const strapi = await boot();
  const bootMs = Date.now() - t0;
  try {
    // Events written by an earlier load or series_create scenario are not part of the seeded calendar.
    const leftByLoad = await countLoadEvents(strapi, UID.event);
    const rows = await countEventRows(strapi);
    let seeded = null;
    if (fresh || leftByLoad > 0 || rows !== events * LOCALES.length || (await hasSeries(strapi)) !== series) {
      const t1 = Date.now();
      const counts = await seed(strapi, { events, series });
      seeded = { ms: Date.now() - t1, counts, replacedRows: rows };
    }
    const granted = await grantPublicRest(strapi);
    await send({ type: 'prepared', bootMs, seeded, reusedRows: seeded ? 0 : rows, granted });
  } finally {
    await strapi.destroy();
  }
}

/** What the parent needs to build the scenarios: events to rotate over, the filtered list's category. */
async function info(strapi) {
  const knex = strapi.db.connection;
  const meta = (uid) => strapi.db.metadata.get(uid);
  const ev = meta(UID.event);
  const { start, end } = defaultWindow();
  const inWindow = await knex(ev.tableName)
    .select('post_id as postId', 'slug')
    .where({ locale: 'en', post_status: 'publish' })
    .andWhere('start_date', '>=', start)
    .andWhere('end_date', '<=', end)
    .orderBy('post_id');
  const step = Math.max(1, Math.floor(inWindow.length / 50));
  const sample = inWindow.filter((_, i) => i % step === 0).slice(0, 50);

  // Filtered range: first day of next month to the end of the month six months later (UTC dates).
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 8, 0));
  const ymd = (d) => d.toISOString().slice(0, 10);
  const jt = ev.attributes.categories.joinTable;
  const cat = meta(UID.category);
  const [top] = await knex(`${jt.name} as l`)
    .join(`${ev.tableName} as e`, 'e.id', `l.${jt.joinColumn.name}`)
    .join(`${cat.tableName} as c`, 'c.id', `l.${jt.inverseJoinColumn.name}`)
    .where('e.locale', 'en')
    .andWhere('e.post_status', 'publish')
    .andWhere('e.start_date', '>=', from)
    .andWhere('e.end_date', '<=', new Date(to.getTime() + 86399000))
    .groupBy('c.slug')
    .select('c.slug')
    .count({ n: '*' })
    .orderBy('n', 'desc')
    .limit(1);
  return {
    sample,
    filtered: { category: top && top.slug, directEvents: top ? Number(top.n) : 0, startDate: ymd(from), endDate: ymd(to) },
    eventRows: await countEventRows(strapi),
    client: strapi.db.dialect.client,
    dbVersion: await dbVersion(knex, strapi.db.dialect.client),
  };
}

async function dbVersion(knex, client) {
  try {
    if (client === 'sqlite') return `SQLite ${(await knex.raw('select sqlite_version() as v'))[0].v}`;
    if (client === 'postgres') return (await knex.raw('select version() as v')).rows[0].v.split(' on ')[0];
    if (client === 'mysql') return `MySQL/MariaDB ${(await knex.raw('select version() as v'))[0][0].v}`;
  } catch {
    return client;
  }
  return client;
}

/**
 * BENCH_MIDDLEWARE_TIMES=1: each middleware of Strapi's koa stack (the global ones of config/middlewares.ts,
 * in order, then the router with the route's own policies, middlewares and controller) timed apart: its
 * own time, what runs before `next()` and after it, without what runs inside `next()`. Wall time: measure
 * with one connection (`--connections 1`) so that no other request runs meanwhile. Printed at stop.
 */
function timeMiddlewares(strapi) {
  const app = strapi.server.app;
  const totals = app.middleware.map(() => ({ ns: 0n, calls: 0 }));
  const labels = app.middleware.map((middleware) => middleware.name || String(middleware).replace(/\s+/g, ' ').slice(0, 52));
  app.middleware = app.middleware.map((middleware, index) => (ctx, next) => ownTime(totals[index], next, (timedNext) => middleware(ctx, timedNext)));
  // Inside the router: Strapi's authentication of the route (strategies, the Public role's permissions);
  // authenticate(ctx, next) runs the rest of the route inside `next`, which is not its own time.
  const auth = strapi.get('auth');
  const authTotals = { authenticate: { ns: 0n, calls: 0 }, verify: { ns: 0n, calls: 0 } };
  for (const method of Object.keys(authTotals)) {
    const original = auth[method].bind(auth);
    auth[method] = (first, next, ...rest) => ownTime(authTotals[method], next, (timedNext) => original(first, timedNext, ...rest));
  }
  return {
    print() {
      const { authenticate, verify } = authTotals;
      const authMs = authenticate.calls ? Number(authenticate.ns + verify.ns) / authenticate.calls / 1e6 : 0;
      console.error(`\nInside the router, Strapi's authentication and verification: ${authMs.toFixed(3)} ms/request`);
      const all = totals.reduce((sum, t) => sum + t.ns, 0n);
      const lines = totals.map((t, i) => {
        const perCall = t.calls ? Number(t.ns) / t.calls / 1e6 : 0;
        return `${String(i).padStart(3)} ${labels[i].padEnd(52)} ${perCall.toFixed(3).padStart(8)} ms/request ${((Number(t.ns) / Number(all || 1n)) * 100).toFixed(1).padStart(5)} %`;
      });
      console.error(`\nOwn time of each middleware (BENCH_MIDDLEWARE_TIMES):\n${lines.join('\n')}`);
    },
  };
}

/** Runs `run(timedNext)` and adds to `total` its time outside `next` (when `next` is a function). */
async function ownTime(total, next, run) {
  const started = process.hrtime.bigint();
  let inner = 0n;
  const timedNext =
    typeof next === 'function'
      ? async (...args) => {
          const entered = process.hrtime.bigint();
          try {
            return await next(...args);
          } finally {
            inner += process.hrtime.bigint() - entered;
          }
        }
      : next;
  try {
    return await run(timedNext);
  } finally {
    total.ns += process.hrtime.bigint() - started - inner;
    total.calls += 1;
  }
}

/** The kind of a calendar request, for the per-kind counters: feed, list, single, write, other. */
function requestKind(req) {
  const url = req.url || '';
  if (req.method !== 'GET' && req.method !== 'HEAD') return 'write';
  if (!url.includes('/cal/events/v1/')) return 'other';
  if (url.includes('.ics')) return 'feed';
  if (/\/events\/(\d+|by-slug\/[^/?]+)(\?|$)/.test(url)) return 'single';
  if (/\/events(\?|$)/.test(url)) return 'list';
  return 'other';
}

async function serve() {
  const strapi = await boot();
  // Queries are counted per request: each request gets a store that its async work (and so the knex
  // 'query' events it causes) inherits. A request counts when it finishes, with all its queries, so
  // requests in flight at the start or end of a run do not skew queries/request.
  const als = new AsyncLocalStorage();
  const counters = { queries: 0, requests: 0, peakRss: 0, otherQueries: 0, kinds: {} };
  // This process's CPU time since the last reset (the costs scenario: scripts/bench/costs.js).
  let cpuSince = process.cpuUsage();
  let trace = null;
  let inFlight = 0;
  let lastQuery = 0;
  strapi.db.connection.on('query', (query) => {
    lastQuery = Date.now();
    const store = als.getStore();
    if (store) store.queries += 1;
    else counters.otherQueries += 1;
    if (trace && store) trace.push({ sql: query.sql, bindings: query.bindings });
  });
  const sample = () => {
    const rss = process.memoryUsage.rss();
    if (rss > counters.peakRss) counters.peakRss = rss;
  };
  setInterval(sample, 50).unref();

  const middlewareTimes = process.env.BENCH_MIDDLEWARE_TIMES ? timeMiddlewares(strapi) : null;
  await strapi.listen();
  const floor = await startFloorServer(strapi, Number(process.env.BENCH_FLOOR_PORT || 0));
  const countRequests = (server) =>
    server.prependListener('request', (_req, res) => {
      const store = { queries: 0 };
      // The listeners of one 'request' event run in this synchronous call: the app's handler inherits the store.
      als.enterWith(store);
      inFlight += 1;
      res.once('close', () => (inFlight -= 1));
      const kind = requestKind(_req);
      res.on('finish', () => {
        counters.requests += 1;
        counters.queries += store.queries;
        // Per kind of request: how many, their statements, and how many GETs read more than the data
        // version (computed, not served from the answer cache): the load's own mix (scripts/bench/load.js).
        const k = (counters.kinds[kind] = counters.kinds[kind] || { requests: 0, queries: 0, computed: 0 });
        k.requests += 1;
        k.queries += store.queries;
        if (store.queries > 1) k.computed += 1;
      });
    });
  countRequests(strapi.server.httpServer);
  countRequests(floor);

  process.on('message', async (message) => {
    try {
      if (message.type === 'info') {
        await send({ type: 'info', info: await info(strapi) });
      } else if (message.type === 'idle') {
        // After a run, requests cut off by the load generator may still be working (a client that
        // hung up does not stop the handler): wait until no request is open and no query ran for a while.
        const deadline = Date.now() + 120000;
        while ((inFlight > 0 || Date.now() - lastQuery < 300) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        await send({ type: 'idle' });
      } else if (message.type === 'reset') {
        Object.assign(counters, { queries: 0, requests: 0, peakRss: 0, otherQueries: 0, kinds: {} });
        cpuSince = process.cpuUsage();
        trace = message.trace ? [] : null;
        sample();
        await send({ type: 'reset' });
      } else if (message.type === 'read') {
        sample();
        const cpu = process.cpuUsage(cpuSince);
        await send({ type: 'read', counters: { ...counters, cpuMs: (cpu.user + cpu.system) / 1000 }, trace });
        trace = null;
      } else if (message.type === 'settings') {
        // The cache scenarios switch plugin settings for one run (scripts/bench/cache.js): the settings
        // object the plugin reads on every request, in this process only.
        const { getPluginContext } = require(path.join(distDir, 'src', 'plugins', 'calendar', 'server', 'lib', 'utils'));
        const { settings } = getPluginContext(strapi);
        const previous = Object.fromEntries(Object.keys(message.settings).map((key) => [key, settings[key]]));
        Object.assign(settings, message.settings);
        await send({ type: 'settings', previous });
      } else if (message.type === 'stop') {
        if (middlewareTimes) middlewareTimes.print();
        floor.close();
        await strapi.destroy();
        process.exit(0);
      }
    } catch (error) {
      await send({ type: 'error', error: String((error && error.stack) || error) });
    }
  });
  await send({
    type: 'ready',
    port: strapi.server.httpServer.address().port,
    floorPort: floor.address().port,
  });
}

const mode = process.argv[2];
const run = mode === 'prepare' ? prepare(JSON.parse(process.argv[3] || '{}')).then(() => process.exit(0)) : serve();
run.catch(async (error) => {
  if (process.send) await send({ type: 'error', error: String((error && error.stack) || error) });
  else console.error(error);
  process.exit(1);
});

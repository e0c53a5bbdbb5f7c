#!/usr/bin/env node
/**
 * `npm run bench`: seeds a bench database and measures the read API with autocannon, on the same data.
 *
 *   npm run bench                                   # 10,000 events ×3 languages, SQLite (.tmp/bench-10000.db)
 *   npm run bench -- --events 2000 --duration 3     # smaller and quicker
 *   npm run bench -- --db postgres                  # database cal_bench on 127.0.0.1:5432, user postgres
 *   npm run bench -- --db mysql                     # database cal_bench on 127.0.0.1:3306, user root
 *   npm run bench -- --json                         # one JSON object on stdout (progress goes to stderr)
 *   npm run bench -- --series                       # the same size, a third of the events dates of series
 *
 *   npm run bench -- --import [--events 2000]       # the importer: events imported per second (scripts/bench/import.js)
 *
 * Options: --events N (10000) --db sqlite|postgres|mysql (sqlite) --duration S (10) --warmup S (2)
 * --rounds R (3: every scenario is measured R times, in turn, and the median run is reported; the
 * machines are shared, and a neighbour's burst then spoils one run, not a ratio)
 * --connections C (10) --fresh (reseed even if the database already holds N events) --json
 * --sql (also print, on stderr, the SQL statements of one request of each scenario)
 * BENCH_MIDDLEWARE_TIMES=1 (the server prints each koa middleware's own time when it stops; with --connections 1)
 * --workers N (1: the `load` scenario runs against N server processes on one port, as
 * `CALENDAR_WORKERS=N npm start` runs them; scripts/bench/workers.js)
 * --only list,floor (measure only these scenarios; the ratios need list, strapi_rest and floor).
 * DATABASE_HOST / _PORT / _USERNAME / _PASSWORD override the PostgreSQL and MySQL server.
 *
 * Scenarios, all anonymous: list (GET /api/cal/events/v1/events), filtered (category + date range),
 * single_id, single_slug (rotating over 50 events), strapi_rest (Strapi's own /api/events with the same
 * relations populated; the Public role is granted find/findOne in the bench database), floor (the list's
 * first page in ONE hand-written SQL query, bare http server in the same process; scripts/bench/floor.js),
 * feed (the default iCalendar feed GET /api/cal/events/v1/events.ics: every event of its window, up to
 * feedMaxEvents, 1,000 by default), list_uncached and revalidate (scripts/bench/cache.js: the list with the
 * answer cache off by its setting (filtered_uncached: the filtered list so), and the list with If-None-Match → 304), load (32 clients for 60 s, 10%
 * writes with tokens; p50/p99/max and errors for reads and writes apart; measured once; scripts/bench/load.js),
 * submissions (visitors' submissions accepted per second, and the list under a flood of 1,000 refused ones;
 * measured once; scripts/bench/submissions.js),
 * costs (CPU ms per request of each kind, reads computed and writes, in the server process and in the database
 * server apart, with statements per request; measured once; scripts/bench/costs.js),
 * instances (the load's mix on one instance, then on two instances on two ports sharing the database,
 * each write read back through the other instance: requests/s, their ratio, stale answers; measured
 * once; scripts/bench/instances.js),
 * series_create (a weekly series of 2 years and a daily one of 1 year written through the API in three
 * languages: seconds and queries per write, queries of a page of occurrences; measured once; scripts/bench/series.js).
 * --series seeds a calendar of the same size where a third of the events are the dates of weekly series
 * (SQLite file .tmp/bench-<events>-series.db): compare list and list_uncached with a run without it.
 * The server runs in a forked child (scripts/bench/server.js): it counts SQL queries and samples its RSS;
 * autocannon runs here. Each scenario: a checked request, a warm-up, then the measured run.
 */
'use strict';

const { fork } = require('child_process');
const net = require('net');
const os = require('os');
const path = require('path');
const autocannon = require('autocannon');
const { root, buildIfNeeded } = require('./lib/app');
const { prepareDatabase } = require('./bench/database');
const cache = require('./bench/cache');

const SERVER = path.join(__dirname, 'bench', 'server.js');
const API = '/api/cal/events/v1';
const SCENARIOS = ['list', 'filtered', 'single_id', 'single_slug', 'strapi_rest', 'floor', 'feed', 'list_uncached', 'filtered_uncached', 'revalidate', 'load', 'series_create', 'submissions', 'costs', 'instances'];
// Measured once, after the others, in this order (they write).
const ONCE = ['load', 'series_create', 'submissions', 'costs', 'instances'];

function parseArgs(argv) {
  const options = { events: 10000, db: 'sqlite', duration: 10, warmup: 2, connections: 10, rounds: 3, workers: 1, fresh: false, series: false, json: false, sql: false, only: SCENARIOS };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=');
    const value = () => (inline !== undefined ? inline : argv[++i]);
    const int = (name) => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 0) throw new Error(`${name} needs a whole number`);
      return n;
    };
    if (flag === '--events') options.events = int(flag);
    else if (flag === '--db') options.db = value();
    else if (flag === '--duration') options.duration = int(flag);
    else if (flag === '--warmup') options.warmup = int(flag);
    else if (flag === '--rounds') options.rounds = int(flag);
    else if (flag === '--connections') options.connections = int(flag);
    else if (flag === '--workers') options.workers = int(flag);
    else if (flag === '--fresh') options.fresh = true;
    else if (flag === '--series') options.series = true;
    else if (flag === '--json') options.json = true;
    else if (flag === '--sql') options.sql = true;
    else if (flag === '--only') {
      options.only = String(value()).split(',').filter(Boolean);
      const unknown = options.only.filter((name) => !SCENARIOS.includes(name));
      if (unknown.length || !options.only.length) throw new Error(`--only takes scenarios among ${SCENARIOS.join(', ')}`);
    }
    else if (flag === '--help' || flag === '-h') {
      console.log(require('fs').readFileSync(__filename, 'utf8').split('*/')[0]);
      process.exit(0);
    } else throw new Error(`Unknown option ${argv[i]} (see --help)`);
  }
  if (options.events < 1 || options.duration < 1 || options.connections < 1 || options.rounds < 1 || options.workers < 1) {
    throw new Error('--events, --duration, --connections, --rounds and --workers must be at least 1');
  }
  if (options.db === 'postgresql' || options.db === 'pg') options.db = 'postgres';
  if (options.db === 'mariadb') options.db = 'mysql';
  return options;
}

const log = (...args) => console.error(...args);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Forks the server child; its output goes to our stderr (stdout stays clean for --json). */
function startChild(args, env) {
  const child = fork(SERVER, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  child.stdout.pipe(process.stderr);
  child.stderr.pipe(process.stderr);
  const waiters = [];
  child.on('message', (message) => {
    const i = waiters.findIndex((w) => w.type === message.type || message.type === 'error');
    if (i >= 0) {
      const [w] = waiters.splice(i, 1);
      if (message.type === 'error') w.reject(new Error(`server: ${message.error.length > 3000 ? `${message.error.slice(0, 1500)} … ${message.error.slice(-1500)}` : message.error}`));
      else w.resolve(message);
    }
  });
  child.on('exit', (code) => {
    for (const w of waiters.splice(0)) w.reject(new Error(`server exited (code ${code}) while waiting for "${w.type}"`));
  });
  const wait = (type) => new Promise((resolve, reject) => waiters.push({ type, resolve, reject }));
  const ask = (type, extra = {}) => {
    const reply = wait(type);
    child.send({ type, ...extra });
    return reply;
  };
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { child, wait, ask, exited };
}

function childEnv(database, ports) {
  return {
    ...process.env,
    ...database.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(ports.app),
    BENCH_FLOOR_PORT: String(ports.floor),
    PUBLIC_URL: `http://127.0.0.1:${ports.app}`,
    STARTUP_MESSAGE: 'false',
    SERVE_ADMIN_PANEL: 'false',
    DEMO_DATA: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    CALENDAR_TIMEZONE: 'UTC',
    CALENDAR_PER_PAGE: '12',
    // Fixed secrets for the throw-away bench database (no .env is read or written).
    APP_KEYS: 'benchKeyA,benchKeyB',
    API_TOKEN_SALT: 'bench-api-token-salt',
    ADMIN_JWT_SECRET: 'bench-admin-jwt-secret',
    JWT_SECRET: 'bench-jwt-secret',
    TRANSFER_TOKEN_SALT: 'bench-transfer-token-salt',
    ENCRYPTION_KEY: 'bench-encryption-key-0123456789abcdef',
    // The submissions scenario (scripts/bench/submissions.js): easy challenges (the server's work is measured),
    // the site's total limit counted but not reached, the per-address one off (every request is 127.0.0.1).
    CALENDAR_SUBMISSIONS_CHALLENGE_MAX_NUMBER: '1000',
    CALENDAR_SUBMISSIONS_PER_ADDRESS: '0',
    CALENDAR_SUBMISSIONS_TOTAL: '1000000',
  };
}

async function getJson(url) {
  const response = await fetch(url);
  const text = await response.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body };
}

function check(condition, message) {
  if (!condition) throw new Error(`Check failed: ${message}`);
}

/** One request per scenario before measuring: status 200 and the expected content. */
async function verify(base, floorBase, scenarios) {
  const list = await getJson(base + scenarios.list.path);
  check(list.status === 200, `list answered ${list.status}: ${JSON.stringify(list.body).slice(0, 300)}`);
  const events = list.body.events || [];
  check(events.length === 12, `list returned ${events.length} events, not 12`);
  check(Number(list.headers.get('x-tec-total')) > 0, 'list X-TEC-Total is not > 0');
  check(events.every((e) => e.venue && e.venue.id), 'every listed event has a venue');
  check(events.every((e) => Array.isArray(e.organizer) && e.organizer.length > 0), 'every listed event has organizers');
  check(events.every((e) => Array.isArray(e.categories) && e.categories.length > 0), 'every listed event has categories');
  check(events.some((e) => Array.isArray(e.tags) && e.tags.length > 0), 'some listed event has tags');

  const filtered = await getJson(base + scenarios.filtered.path);
  check(filtered.status === 200, `filtered answered ${filtered.status}: ${JSON.stringify(filtered.body).slice(0, 300)}`);
  check((filtered.body.events || []).length > 0, 'filtered returned no events');

  for (const name of ['single_id', 'single_slug']) {
    for (const p of scenarios[name].paths.slice(0, 3)) {
      const single = await getJson(base + p);
      check(single.status === 200, `${name} ${p} answered ${single.status}`);
      check(single.body && single.body.id, `${name} ${p} has no id`);
    }
  }

  const rest = await getJson(base + scenarios.strapi_rest.path);
  check(rest.status === 200, `strapi_rest answered ${rest.status}: ${JSON.stringify(rest.body).slice(0, 300)}`);
  const data = rest.body.data || [];
  check(data.length === 12, `strapi_rest returned ${data.length} events, not 12`);
  check(data.every((e) => Array.isArray(e.venues) && e.venues.length > 0 && e.venues[0].name), 'strapi_rest populated the venues');
  check(data.every((e) => Array.isArray(e.organizers) && e.organizers.length > 0), 'strapi_rest populated the organizers');
  check(data.every((e) => Array.isArray(e.categories) && e.categories.length > 0), 'strapi_rest populated the categories');

  const feed = await getJson(base + scenarios.feed.path);
  check(feed.status === 200, `feed answered ${feed.status}: ${String(feed.body).slice(0, 300)}`);
  check(/^text\/calendar/.test(feed.headers.get('content-type') || ''), `feed is ${feed.headers.get('content-type')}, not text/calendar`);
  const feedEvents = (String(feed.body).match(/^BEGIN:VEVENT\r$/gm) || []).length;
  check(feedEvents > 0, 'feed holds no VEVENT');

  const floor = await getJson(floorBase + '/');
  check(floor.status === 200, `floor answered ${floor.status}: ${String(floor.body).slice(0, 300)}`);
  check((floor.body.events || []).length === 12, 'floor returned 12 events');
  const same = JSON.stringify(floor.body.events.map((e) => e.id)) === JSON.stringify(events.map((e) => e.id));
  return {
    listTotal: Number(list.headers.get('x-tec-total')),
    filteredTotal: Number(filtered.headers.get('x-tec-total')),
    floorTotal: floor.body.total,
    floorSamePage: same,
    feedEvents,
    feedBytes: Buffer.byteLength(String(feed.body)),
    feedCapped: feed.headers.get('x-calendar-feed-capped'),
    restTotal: rest.body.meta && rest.body.meta.pagination && rest.body.meta.pagination.total,
  };
}

function strapiRestPath(now) {
  const params = [
    'locale=en',
    'sort=startDate:asc',
    'pagination[pageSize]=12',
    `filters[startDate][$gte]=${now.toISOString()}`,
    'populate[venues][populate]=image',
    'populate[organizers][populate]=image',
    'populate[categories]=true',
    'populate[tags]=true',
    'populate[image]=true',
    'populate[parentEvent]=true',
  ];
  return `/api/events?${params.map((p) => p.replace(/\[/g, '%5B').replace(/\]/g, '%5D').replace(/\$/g, '%24')).join('&')}`;
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measure(name, scenario, server, options) {
  // A 60 s request timeout (autocannon's default is 10 s): Strapi's own REST list takes seconds per
  // request on 100,000 events under load, and a slow answer is a figure to report, not a failure.
  const base = { url: scenario.url, connections: options.connections, timeout: 60, ...(scenario.requests ? { requests: scenario.requests } : {}), ...cache.cannonOptions(scenario) };
  // Each phase starts on an idle server: nothing left over from the previous run.
  await server.ask('idle');
  if (options.warmup > 0) {
    await cannon({ ...base, duration: options.warmup });
    await server.ask('idle');
  }
  await server.ask('reset');
  const result = await cannon({ ...base, duration: options.duration });
  await server.ask('idle');
  const { counters } = await server.ask('read');
  const unexpected = cache.unexpectedAnswers(result, scenario);
  const failed = unexpected + result.errors + result.timeouts;
  if (failed > 0) {
    throw new Error(`${name}: ${unexpected} unexpected answers, ${result.errors} errors, ${result.timeouts} timeouts in ${result.requests.total} requests`);
  }
  return {
    rps: Math.round(result.requests.average * 10) / 10,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    queries: counters.requests ? Math.round((counters.queries / counters.requests) * 100) / 100 : null,
    rss_mb: Math.round((counters.peakRss / 1048576) * 10) / 10,
    requests: result.requests.total,
  };
}

/** The run of median throughput, with the peak RSS and the mean query count of all runs, and the rps range. */
function medianRun(list) {
  const sorted = [...list].sort((a, b) => a.rps - b.rps);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const queries = list.every((r) => r.queries != null) ? Math.round((list.reduce((n, r) => n + r.queries, 0) / list.length) * 100) / 100 : null;
  return {
    ...median,
    queries,
    rss_mb: Math.max(...list.map((r) => r.rss_mb)),
    rps_min: sorted[0].rps,
    rps_max: sorted[sorted.length - 1].rps,
  };
}

function table(results) {
  const header = ['scenario', 'rps', 'rps min–max', 'p50 ms', 'p99 ms', 'queries/req', 'peak RSS MB'];
  const rows = Object.keys(results).map((name) => {
    const r = results[name];
    const range = `${r.rps_min.toFixed(1)}–${r.rps_max.toFixed(1)}`;
    return [name, r.rps.toFixed(1), range, String(r.p50_ms), String(r.p99_ms), r.queries == null ? '-' : r.queries.toFixed(2), r.rss_mb.toFixed(1)];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}

/**
 * The `load` scenario against the server child (one process) or against `workers` processes on one port
 * started for it (scripts/bench/workers.js), on the same database and settings.
 */
async function loadScenario(workers, base, env, paths, options, server) {
  const { runLoad: run } = require('./bench/load');
  if (workers === 1) {
    // One process: the bench's server child, which counts each kind of request and how many were computed.
    await server.ask('reset');
    const result = await run({ base, paths, warmup: options.warmup, log });
    const { counters } = await server.ask('read');
    const kinds = Object.entries(counters.kinds).map(
      ([kind, k]) => `${kind} ${k.requests} (${Math.round((k.computed / Math.max(1, k.requests)) * 100)} % computed, ${(k.queries / Math.max(1, k.requests)).toFixed(1)} statements each)`
    );
    return { ...result, workers, kinds: counters.kinds, text: `${result.text}\nrequests by kind, warm-up included: ${kinds.join('; ')}` };
  }
  const port = await freePort();
  log(`Starting ${workers} server processes on one port for the load...`);
  const cluster = fork(path.join(__dirname, 'bench', 'workers.js'), [], {
    cwd: root,
    env: { ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, CALENDAR_WORKERS: String(workers) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => cluster.on('exit', resolve));
  try {
    const message = await new Promise((resolve, reject) => {
      cluster.once('message', resolve);
      cluster.once('exit', (code) => reject(new Error(`the workers exited (code ${code}) before listening`)));
    });
    if (message.type !== 'ready') throw new Error(`workers: ${message.error}`);
    const result = await run({ base: `http://127.0.0.1:${port}`, paths, warmup: options.warmup, log });
    return { ...result, workers, text: `${workers} server processes on one port:\n${result.text}` };
  } finally {
    cluster.kill('SIGTERM');
    await exited;
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  buildIfNeeded({ admin: false });

  const database = await prepareDatabase(root, options.db, options);
  const ports = { app: await freePort(), floor: await freePort() };
  const env = childEnv(database, ports);

  log(`Preparing ${database.label} (${options.events} events × 3 languages)...`);
  const preparing = startChild(['prepare', JSON.stringify({ events: options.events, fresh: options.fresh, series: options.series })], env);
  const prepared = await preparing.wait('prepared');
  await preparing.exited;
  if (prepared.seeded) {
    const c = prepared.seeded.counts;
    log(
      `Seeded in ${(prepared.seeded.ms / 1000).toFixed(1)} s: ${c['api::event.event']} event rows, ${c['api::venue.venue']} venue rows, ` +
        `${c['api::organizer.organizer']} organizer rows, ${c['api::event-category.event-category']} category rows, ${c['api::event-tag.event-tag']} tag rows` +
        (prepared.seeded.replacedRows ? ` (replaced ${prepared.seeded.replacedRows} event rows)` : '')
    );
  } else {
    log(`Reused the seeded database (${prepared.reusedRows} event rows); --fresh reseeds.`);
  }
  if (prepared.granted.length) log(`Granted the Public role: ${prepared.granted.join(', ')}`);

  log('Starting the server...');
  const server = startChild(['serve'], env);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (server.child.connected) server.child.send({ type: 'stop' });
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 10000);
    await server.exited;
    clearTimeout(timer);
  };
  try {
    const ready = await server.wait('ready');
    const base = `http://127.0.0.1:${ready.port}`;
    const floorBase = `http://127.0.0.1:${ready.floorPort}`;
    const { info } = await server.ask('info');
    if (!info.filtered.category) throw new Error('No category has events in the filtered range');

    const f = info.filtered;
    const paths = {
      list: `${API}/events`,
      filtered: `${API}/events?categories=${encodeURIComponent(f.category)}&start_date=${f.startDate}&end_date=${f.endDate}`,
      single_id: info.sample.map((e) => `${API}/events/${e.postId}`),
      single_slug: info.sample.map((e) => `${API}/events/by-slug/${encodeURIComponent(e.slug)}`),
      strapi_rest: strapiRestPath(new Date()),
      feed: `${API}/events.ics`,
    };
    const scenarios = {
      list: { url: base + paths.list, path: paths.list },
      filtered: { url: base + paths.filtered, path: paths.filtered },
      single_id: { url: base, paths: paths.single_id, requests: paths.single_id.map((p) => ({ method: 'GET', path: p })) },
      single_slug: { url: base, paths: paths.single_slug, requests: paths.single_slug.map((p) => ({ method: 'GET', path: p })) },
      strapi_rest: { url: base + paths.strapi_rest, path: paths.strapi_rest },
      floor: { url: `${floorBase}/` },
      feed: { url: base + paths.feed, path: paths.feed },
    };
    Object.assign(scenarios, await cache.cacheScenarios(base, paths.list, server));
    // The filtered list computed on every request (issue 22: how it holds at 100,000 events).
    scenarios.filtered_uncached = { ...scenarios.filtered, settings: { cache: false } };
    const checked = await verify(base, floorBase, scenarios);
    log(
      `Checked: list total ${checked.listTotal}, filtered (${f.category}, ${f.startDate}..${f.endDate}) total ${checked.filteredTotal}, ` +
        `strapi_rest total ${checked.restTotal}, floor total ${checked.floorTotal}` +
        (checked.floorSamePage ? ', floor page = list page' : ' — WARNING: the floor page differs from the list page') +
        `; feed ${checked.feedEvents} events, ${Math.round(checked.feedBytes / 1024)} KB` +
        (checked.feedCapped ? ` (capped at feedMaxEvents ${checked.feedCapped})` : '')
    );

    if (options.sql) {
      const traces = {};
      for (const name of SCENARIOS.filter((n) => scenarios[n])) {
        const sc = scenarios[name];
        // With the scenario's settings (list_uncached: the answer cache off), as it is measured.
        const { trace } = await cache.withSettings(server, sc, async () => {
          await server.ask('reset', { trace: true });
          await getJson(sc.requests ? sc.url + sc.requests[0].path : sc.url);
          return server.ask('read');
        });
        log(`\n--- ${name}: ${trace.length} SQL statements for one request`);
        trace.forEach(({ sql }, i) => log(`${String(i + 1).padStart(3)}. ${sql.length > 400 ? `${sql.slice(0, 400)}…` : sql}`));
        traces[name] = trace;
      }
      // Whole, with their bindings: to time them or read their plans (EXPLAIN) by hand.
      const file = path.join(root, '.tmp', `bench-sql-${options.db}.json`);
      require('fs').writeFileSync(file, JSON.stringify(traces, null, 2));
      log(`\nThe statements in full, with their bindings: ${path.relative(root, file)}\n`);
    }

    const runs = {};
    const chosen = SCENARIOS.filter((n) => options.only.includes(n) && !ONCE.includes(n));
    for (let round = 1; round <= options.rounds; round += 1) {
      for (const name of chosen) {
        log(`round ${round}/${options.rounds}, ${name}: ${options.warmup} s warm-up, ${options.duration} s measured, ${options.connections} connections...`);
        (runs[name] = runs[name] || []).push(await cache.withSettings(server, scenarios[name], () => measure(name, scenarios[name], server, options)));
      }
    }
    const results = Object.fromEntries(chosen.map((name) => [name, medianRun(runs[name])]));
    // Mixed reads and writes under 32 connections, measured once (scripts/bench/load.js).
    const load = options.only.includes('load') ? await loadScenario(options.workers, base, env, paths, options, server) : null;
    // Recurring events written through the API (scripts/bench/series.js).
    const seriesCreate = options.only.includes('series_create') ? await require('./bench/series').runSeriesCreate({ base, server, log }) : null;
    // Visitors' submissions: accepted per second, and the list under a flood of refused ones (scripts/bench/submissions.js).
    const submissions = options.only.includes('submissions') ? await require('./bench/submissions').runSubmissions({ base, server, log, options }) : null;

    // CPU per request of each kind, in the server and in the database server (scripts/bench/costs.js).
    const costs = options.only.includes('costs') ? await require('./bench/costs').runCosts({ base, paths, server, log }) : null;

    // The load on one instance, then on two on two ports sharing the database (scripts/bench/instances.js).
    const instances = options.only.includes('instances')
      ? await require('./bench/instances').runInstances({ root, env, paths, freePort, warmup: options.warmup, log })
      : null;

    const meta = {
      events: options.events,
      event_rows: info.eventRows,
      db: options.db,
      db_version: info.dbVersion,
      node: process.version,
      cpu: os.cpus()[0] && os.cpus()[0].model,
      cores: os.cpus().length,
      connections: options.connections,
      duration_s: options.duration,
      warmup_s: options.warmup,
      rounds: options.rounds,
      filtered: paths.filtered,
      feed_events: checked.feedEvents,
      feed_bytes: checked.feedBytes,
      seeded: Boolean(prepared.seeded),
    };
    const ratio = (a, b) => (results[a] && results[b] && results[b].rps ? Math.round((results[a].rps / results[b].rps) * 100) / 100 : null);
    if (options.json) {
      const out = { meta: { ...meta, list_vs_strapi_rest: ratio('list', 'strapi_rest'), list_vs_floor: ratio('list', 'floor') } };
      for (const name of Object.keys(results)) {
        const { rps, p50_ms, p99_ms, queries, rss_mb } = results[name];
        out[name] = { rps, p50_ms, p99_ms, queries, rss_mb };
      }
      if (load) out.load = { ...load, text: undefined };
      if (seriesCreate) out.series_create = { ...seriesCreate, text: undefined };
      if (submissions) out.submissions = { ...submissions, text: undefined };
      if (costs) out.costs = { ...costs, text: undefined };
      if (instances) out.instances = { ...instances, text: undefined };
      process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
    } else {
      console.log('');
      console.log(`Machine: ${meta.cpu}, ${meta.cores} cores, ${Math.round(os.totalmem() / 1073741824)} GB RAM, ${os.platform()} ${os.release()}`);
      console.log(`Node ${meta.node}; ${meta.db_version}; ${options.events} events × 3 languages (${info.eventRows} rows)`);
      console.log(
        `autocannon: ${options.connections} connections, ${options.warmup} s warm-up + ${options.duration} s per run, ` +
          `${options.rounds} round(s); each row is the run of median rps`
      );
      console.log(`filtered: ${paths.filtered}`);
      console.log('');
      console.log(table(results));
      console.log('');
      console.log(`list / strapi_rest rps: ${ratio('list', 'strapi_rest')}`);
      console.log(`list / floor rps:       ${ratio('list', 'floor')}`);
      console.log(cache.cacheRatios(ratio));
      if (load) console.log(`\n${load.text}`);
      if (seriesCreate) console.log(`\n${seriesCreate.text}`);
      if (submissions) console.log(`\n${submissions.text}`);
      if (costs) console.log(`\n${costs.text}`);
      if (instances) console.log(`\n${instances.text}`);
    }
  } finally {
    await stop();
  }
}

// `--import` measures the importer instead (scripts/bench/import.js).
(process.argv.includes('--import') ? require('./bench/import').main(process.argv.slice(2)).then(() => process.exit(0)) : main()).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

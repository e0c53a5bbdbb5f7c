/**
 * The `load` scenario of `npm run bench` (issue 12, finding 10): 32 clients at once for 60 s, each on
 * its own keep-alive connection, sending reads (the list, a filtered list, events by ID and by slug)
 * and the iCalendar feed (2%), and about 10% writes (creating events, then updating the ones it created), each client with its own
 * full-access API token as separate clients would have (the write rate limit counts per credential).
 * Latencies are measured per request on the client, and reported for reads and writes apart:
 * p50 / p99 / max and errors (any answer other than 2xx, or no answer); the feed has its own row.
 *
 * With several `bases` (the instances scenario: scripts/bench/instances.js), client i sends everything to
 * `bases[i % n]`; with `verify`, each write is followed by a read of the written event through the next
 * base (another instance) with the answer cache on, and an answer that does not show the write counts as
 * stale (the data version across instances, issue 37).
 *
 * Events it creates have slugs starting with `bench-load-`; the next `prepare` seeds the calendar again
 * when it finds any (`countLoadEvents`), so the seeded calendar stays what the other scenarios measure.
 * BENCH_LOAD_SECONDS (60), BENCH_LOAD_CONNECTIONS (32) and BENCH_LOAD_WRITE_SHARE (0.1) change the shape.
 */
'use strict';

const http = require('http');
const { prng } = require('./seed');
const { databaseCpuSeconds } = require('./database-cpu');

const SLUG_PREFIX = 'bench-load-';
const API = '/api/cal/events/v1';
const ADMIN = { email: 'bench-load@calendar.test', password: 'Bench-load-password-1', firstname: 'Bench', lastname: 'Load' };


/** One HTTP request on `agent`; resolves with the status and the time to the last byte, never rejects. */
function send(agent, base, method, path, { token, body, headers, timeout = 120000, retried = false } = {}) {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const url = new URL(path, base);
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers: {
          ...headers,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': payload.length } : {}),
        },
        timeout,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          resolve({ status: res.statusCode, ms, text: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', (error) => resolve({ status: 0, ms: 0, text: String(error) }));
      }
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => {
      // A kept-alive connection the server closed as idle (Node's 5 s keepAliveTimeout) just as it was
      // reused: a GET sent on it is sent again on a new one, as browsers and HTTP libraries do.
      if (method === 'GET' && req.reusedSocket && error.code === 'ECONNRESET' && !retried) {
        resolve(send(agent, base, method, path, { token, body, headers, timeout, retried: true }));
        return;
      }
      resolve({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6, text: String(error) });
    });
    req.end(payload);
  });
}

const json = (res) => {
  try {
    return JSON.parse(res.text);
  } catch {
    return undefined;
  }
};

/** An admin JWT: the first run registers the bench's administrator, later runs log in. */
async function adminJwt(base) {
  const agent = new http.Agent();
  const login = await send(agent, base, 'POST', '/admin/login', { body: { email: ADMIN.email, password: ADMIN.password } });
  if (login.status === 200) return json(login).data.token;
  const register = await send(agent, base, 'POST', '/admin/register-admin', { body: ADMIN });
  if (register.status !== 200 && register.status !== 201) {
    throw new Error(`load: could not log in (${login.status}) nor register an administrator (${register.status}): ${register.text.slice(0, 300)}`);
  }
  return json(register).data.token;
}

/** `count` full-access API tokens (one per client), and a function that revokes them. */
async function createTokens(base, count) {
  const jwt = await adminJwt(base);
  const agent = new http.Agent();
  const admin = { Authorization: `Bearer ${jwt}` };
  const tokens = [];
  const stamp = Date.now().toString(36);
  for (let i = 0; i < count; i += 1) {
    const res = await sendAs(agent, base, 'POST', '/admin/api-tokens', admin, {
      name: `bench-load-${stamp}-${i}`,
      description: 'npm run bench: load scenario (revoked at its end)',
      type: 'full-access',
      lifespan: null,
    });
    if (res.status !== 201 && res.status !== 200) throw new Error(`load: creating an API token answered ${res.status}: ${res.text.slice(0, 300)}`);
    const { id, accessKey } = json(res).data;
    tokens.push({ id, accessKey });
  }
  const revoke = async () => {
    for (const { id } of tokens) await sendAs(agent, base, 'DELETE', `/admin/api-tokens/${id}`, admin);
  };
  return { keys: tokens.map((t) => t.accessKey), revoke };
}

/** `send` with an admin Authorization header (the admin API takes its JWT as a bearer). */
function sendAs(agent, base, method, path, headers, body) {
  return send(agent, base, method, path, { token: headers.Authorization.slice('Bearer '.length), body });
}

/** The machine's CPU time so far, busy and in all (Linux /proc/stat, every core; null elsewhere). */
function machineCpu() {
  try {
    // user nice system idle iowait irq softirq steal (guest time is already counted in user).
    const [user, nice, system, idle, iowait, irq, softirq, steal] = require('fs').readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const busy = user + nice + system + irq + softirq;
    return { busy, all: busy + idle + iowait + (steal || 0) };
  } catch {
    return null;
  }
}

function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(samples) {
  const sorted = samples.latencies.slice().sort((a, b) => a - b);
  const round = (v) => (v == null ? null : Math.round(v * 10) / 10);
  return {
    requests: sorted.length,
    errors: samples.errors,
    p50_ms: round(percentile(sorted, 50)),
    p99_ms: round(percentile(sorted, 99)),
    max_ms: round(sorted[sorted.length - 1]),
    error_statuses: samples.statuses,
  };
}

/**
 * Runs the load against the server at `base`. `paths` holds the read paths of the other scenarios
 * (list, filtered, single_id[], single_slug[]). Returns reads and writes summaries and a text table.
 */
async function runLoad({ base, bases = [base], paths, warmup = 0, verify = false, log = console.error }) {
  const seconds = Number(process.env.BENCH_LOAD_SECONDS || 60);
  const connections = Number(process.env.BENCH_LOAD_CONNECTIONS || 32);
  const writeShare = Number(process.env.BENCH_LOAD_WRITE_SHARE || 0.1);
  log(`load: creating ${connections} API tokens...`);
  const tokens = await createTokens(bases[0], connections);
  const reads = { latencies: [], errors: 0, statuses: {} };
  const writes = { latencies: [], errors: 0, statuses: {} };
  // Reads of a just-written event through another instance (verify): how many did not show the write.
  const checks = { latencies: [], errors: 0, statuses: {}, stale: 0 };
  // The feed apart: it is ~100 times a page's work, and its own latency is not what the others wait.
  const feeds = { latencies: [], errors: 0, statuses: {} };
  const run = Date.now().toString(36);
  const record = (samples, res) => {
    samples.latencies.push(res.ms);
    if (res.status < 200 || res.status >= 300) {
      samples.errors += 1;
      const key = res.status ? String(res.status) : res.text.slice(0, 60);
      samples.statuses[key] = (samples.statuses[key] || 0) + 1;
    }
  };
  const readPath = (next) => {
    const r = next();
    // Calendar apps poll the iCalendar feed: 2% of reads (a feed is 1,000 events, not a page).
    if (r < 0.02) return paths.feed;
    if (r < 0.4) return paths.list;
    if (r < 0.5) return paths.filtered;
    const list = r < 0.8 ? paths.single_id : paths.single_slug;
    return list[Math.floor(next() * list.length)];
  };

  let deadline = 0;
  // Only requests sent after the warm-up count.
  let measuring = false;
  const client = async (index) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const other = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const mine = bases[index % bases.length];
    const theirs = bases[(index + 1) % bases.length];
    // After a write through this client's instance, its event read through the next one must show it.
    const check = async (id, title) => {
      const counted = measuring;
      const res = await send(other, theirs, 'GET', `${API}/events/${id}`);
      if (!counted) return;
      record(checks, res);
      if (res.status === 200 && json(res)?.title !== title) checks.stale += 1;
    };
    const next = prng(index + 1);
    const token = tokens.keys[index];
    const created = [];
    let n = 0;
    while (Date.now() < deadline) {
      if (next() < writeShare) {
        n += 1;
        // Events far ahead (2040) stay out of the windows the read scenarios list.
        const day = `2040-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`;
        if (!created.length || next() < 0.5) {
          const counted = measuring;
          const title = `Load ${index}-${n}`;
          const res = await send(agent, mine, 'POST', `${API}/events`, {
            token,
            body: { title, slug: `${SLUG_PREFIX}${run}-${index}-${n}`, start_date: `${day} 18:00:00`, end_date: `${day} 20:00:00`, status: 'publish' },
          });
          if (counted) record(writes, res);
          const id = res.status === 201 ? json(res)?.id : undefined;
          if (id) created.push(id);
          if (id && verify) await check(id, title);
        } else {
          const id = created[Math.floor(next() * created.length)];
          const counted = measuring;
          const title = `Load ${index}-${n} (updated)`;
          const res = await send(agent, mine, 'POST', `${API}/events/${id}`, { token, body: { title, description: `<p>Updated ${n}</p>` } });
          if (counted) record(writes, res);
          if (res.status === 200 && verify) await check(id, title);
        }
      } else {
        const counted = measuring;
        const path = readPath(next);
        const res = await send(agent, mine, 'GET', path);
        if (counted) record(path === paths.feed ? feeds : reads, res);
      }
    }
    agent.destroy();
    other.destroy();
  };
  // A warm-up of the same mix on the same connections first, as the other scenarios have: a server's
  // first requests compile its SQL shapes and warm V8; 32 clients starting at once would measure that.
  if (warmup > 0) log(`load: ${warmup} s warm-up...`);
  let cpuAtStart = null;
  let ownAtStart = null;
  let databaseAtStart = 0;
  setTimeout(() => {
    measuring = true;
    cpuAtStart = machineCpu();
    ownAtStart = process.cpuUsage();
    databaseAtStart = databaseCpuSeconds();
    log(`load: ${connections} connections, ${Math.round(writeShare * 100)}% writes, ${seconds} s measured...`);
  }, warmup * 1000);
  deadline = Date.now() + (warmup + seconds) * 1000;
  await Promise.all(Array.from({ length: connections }, (_, i) => client(i)));
  const cpuAtEnd = machineCpu();
  const own = process.cpuUsage(ownAtStart);
  const databaseSeconds = databaseCpuSeconds() - databaseAtStart;
  // How busy the machine's cores were while measured (server, database and this load generator together):
  // near 100 %, a run is bound by the cores, not by anything the processes wait on.
  const cpuBusy = cpuAtStart && cpuAtEnd ? Math.round(((cpuAtEnd.busy - cpuAtStart.busy) / (cpuAtEnd.all - cpuAtStart.all)) * 100) : null;
  const started = deadline - seconds * 1000;
  const elapsed = (Date.now() - started) / 1000;
  await tokens.revoke();

  const answered = reads.latencies.length + feeds.latencies.length + writes.latencies.length + checks.latencies.length;
  const result = { connections, seconds, write_share: writeShare, instances: bases.length, cpu_busy_percent: cpuBusy, rps: Math.round((answered / elapsed) * 10) / 10, reads: summary(reads), feed: summary(feeds), writes: summary(writes) };
  if (verify) result.checks = { ...summary(checks), stale: checks.stale };
  // Where the machine's CPU went, per request answered: this load generator, the database server's
  // processes (PostgreSQL, MariaDB; SQLite works inside the servers), and the rest (the servers).
  if (cpuAtStart && cpuAtEnd) {
    const ticksPerSecond = 100;
    const busySeconds = (cpuAtEnd.busy - cpuAtStart.busy) / ticksPerSecond;
    const perRequest = (seconds_) => Math.round(((seconds_ * 1000) / Math.max(1, answered)) * 100) / 100;
    const clientSeconds = (own.user + own.system) / 1e6;
    result.cpu_ms_per_request = { all: perRequest(busySeconds), load_generator: perRequest(clientSeconds), database: perRequest(databaseSeconds), servers: perRequest(busySeconds - clientSeconds - databaseSeconds) };
  }
  const row = (name, s) => `| ${name} | ${s.requests} | ${s.errors} | ${s.p50_ms} | ${s.p99_ms} | ${s.max_ms} |`;
  const text = [
    `load: ${connections} connections, ${seconds} s, ${Math.round(writeShare * 100)}% writes; ${result.rps} requests/s in all; the machine's cores ${cpuBusy ?? '?'} % busy`,
    ...(result.cpu_ms_per_request ? [`CPU ms per request: ${Object.entries(result.cpu_ms_per_request).map(([k, v]) => `${k} ${v}`).join(', ')}`] : []),
    '| kind | requests | errors | p50 ms | p99 ms | max ms |',
    '|---|---:|---:|---:|---:|---:|',
    row('reads', result.reads),
    row('feed', result.feed),
    row('writes', result.writes),
    ...(result.checks ? [row('read after write (other instance)', result.checks), `stale answers: ${result.checks.stale}`] : []),
    ...[result.reads, result.feed, result.writes, ...(result.checks ? [result.checks] : [])].filter((s) => s.errors).map((s) => `errors: ${JSON.stringify(s.error_statuses)}`),
  ].join('\n');
  return { ...result, text };
}

/**
 * How many event rows the load and series_create scenarios left (their slugs start with `bench-load-`). The
 * next prepare seeds again when there are any: deleting them one by one through the Document Service took
 * minutes after series_create (each deleted date of a series records an EXDATE on it), seeding takes seconds.
 */
async function countLoadEvents(strapi, uid) {
  return strapi.db.query(uid).count({ where: { slug: { $startsWith: SLUG_PREFIX } } });
}

module.exports = { runLoad, countLoadEvents, createTokens, send };

/**
 * The `costs` scenario of `npm run bench` (issue 37, "profile first"): what one request of each kind costs
 * in CPU, in the server process and in the database server, measured apart. For each kind, 4 clients send
 * `BENCH_COSTS_REQUESTS` (200) requests (the iCalendar feed a quarter of them); the server child reports its own CPU time (process.cpuUsage) and
 * SQL statements, and the database server's CPU is read from /proc (every process named `postgres` or
 * `mariadbd`/`mysqld`; SQLite runs inside the server process). Reads are computed (`Cache-Control:
 * no-cache`), as they are under a mixed load where every write changes the data version, except
 * `single_id_cached` (the answer cache's hit: its data version read and the kept bytes). `BENCH_COSTS_CLIENTS`
 * (4) sets the clients: with 1, a request's wall time is its own, not shared with the others'.
 *
 * Printed: per request, server CPU ms, database CPU ms, statements, wall ms (p50). Under a load, the
 * machine's two cores are shared by both: a kind's throughput is bounded by the sum.
 */
'use strict';

const http = require('http');
const { createTokens, send } = require('./load');
const { databaseCpuSeconds } = require('./database-cpu');

const API = '/api/cal/events/v1';
/** Runs `count` requests made by `make(i)` on `BENCH_COSTS_CLIENTS` (4) keep-alive clients; returns wall times (ms) and errors. */
async function drive(base, count, make, onAnswer) {
  const times = [];
  let errors = 0;
  let next = 0;
  const client = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (next < count) {
      const i = next;
      next += 1;
      const { method, path, token, body, headers } = make(i);
      const res = await send(agent, base, method, path, { token, body, headers });
      times.push(res.ms);
      if (onAnswer) onAnswer(res);
      if (res.status < 200 || res.status >= 300) errors += 1;
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: Number(process.env.BENCH_COSTS_CLIENTS || 4) }, client));
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)], errors };
}

async function runCosts({ base, paths, server, log = console.error }) {
  const count = Number(process.env.BENCH_COSTS_REQUESTS || 200);
  const tokens = await createTokens(base, 1);
  const token = tokens.keys[0];
  const fresh = { 'cache-control': 'no-cache' };
  const created = [];
  const run = Date.now().toString(36);
  const day = (i) => `2041-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
  const kinds = {
    list: () => ({ method: 'GET', path: paths.list, headers: fresh }),
    filtered: () => ({ method: 'GET', path: paths.filtered, headers: fresh }),
    single_id: (i) => ({ method: 'GET', path: paths.single_id[i % paths.single_id.length], headers: fresh }),
    single_slug: (i) => ({ method: 'GET', path: paths.single_slug[i % paths.single_slug.length], headers: fresh }),
    feed: () => ({ method: 'GET', path: paths.feed, headers: fresh }),
    // Served from the answer cache (nothing written meanwhile): the data version's read and the cached bytes.
    single_id_cached: (i) => ({ method: 'GET', path: paths.single_id[i % paths.single_id.length] }),
    create: (i) => ({
      method: 'POST',
      path: `${API}/events`,
      token,
      body: { title: `Costs ${i}`, slug: `bench-load-costs-${run}-${i}`, start_date: `${day(i)} 18:00:00`, end_date: `${day(i)} 20:00:00`, status: 'publish' },
    }),
    update: (i) => ({ method: 'POST', path: `${API}/events/${created[i % created.length]}`, token, body: { title: `Costs ${i} (updated)`, description: `<p>Updated ${i}</p>` } }),
  };
  const rows = [];
  try {
    // BENCH_COSTS_KINDS=feed,list: only these kinds (a profile of one of them).
    const only = process.env.BENCH_COSTS_KINDS ? process.env.BENCH_COSTS_KINDS.split(',') : Object.keys(kinds);
    for (const [name, make] of Object.entries(kinds).filter(([kind]) => only.includes(kind))) {
      log(`costs: ${name}, ${count} requests on 4 clients...`);
      await server.ask('idle');
      await server.ask('reset');
      const dbBefore = databaseCpuSeconds();
      // The created events' IDs, for the updates.
      const collect = name === 'create' ? (res) => res.status === 201 && created.push(JSON.parse(res.text).id) : undefined;
      // A feed is about a hundred pages' work: a quarter of the requests tell its cost as well.
      const result = await drive(base, name === 'feed' ? Math.ceil(count / 4) : count, make, collect);
      await server.ask('idle');
      const dbAfter = databaseCpuSeconds();
      const { counters } = await server.ask('read');
      const per = (v) => v / Math.max(1, counters.requests);
      rows.push({
        kind: name,
        server_cpu_ms: per(counters.cpuMs),
        db_cpu_ms: per((dbAfter - dbBefore) * 1000),
        statements: per(counters.queries),
        p50_ms: result.p50,
        errors: result.errors,
      });
    }
  } finally {
    await tokens.revoke();
  }
  const f = (v) => (v == null ? '-' : v.toFixed(2));
  const text = [
    `costs: CPU per request, ${count} requests per kind on 4 clients (reads computed: Cache-Control no-cache)`,
    '| kind | server CPU ms | database CPU ms | statements | p50 ms | errors |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.kind} | ${f(r.server_cpu_ms)} | ${f(r.db_cpu_ms)} | ${f(r.statements)} | ${f(r.p50_ms)} | ${r.errors} |`),
  ].join('\n');
  return { rows, text };
}

module.exports = { runCosts };

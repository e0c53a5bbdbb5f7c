/**
 * The `instances` scenario of `npm run bench` (issue 37): the site behind a load balancer. The `load`
 * scenario's mix (scripts/bench/load.js) against one instance, then against two instances on two ports
 * sharing the bench database, each client sending to one of them; each is a whole app as `npm start`
 * runs it (scripts/lib/worker.js, one process each). Every write is followed by a read of its event
 * through the other instance, answer cache on: an answer that does not show the write is counted stale.
 *
 * Reported: requests per second of each run and their ratio, latencies, errors, stale answers. Meant for
 * PostgreSQL (`--db postgres`), where instances on several machines is the setup a site owner runs; on
 * SQLite it measures two processes taking turns on one file. BENCH_LOAD_SECONDS etc. shape both runs.
 */
'use strict';

const { fork } = require('child_process');
const path = require('path');
const { runLoad } = require('./load');

const WORKER = path.join(__dirname, '..', 'lib', 'worker.js');

/** Starts one instance on `port`; resolves once it answers, with a function that stops it. */
async function startInstance(root, env, port) {
  const child = fork(WORKER, [], { cwd: root, env: { ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance on port ${port} exited (${child.exitCode}) before answering`);
    try {
      const res = await fetch(`${base}/api/cal/events/v1/`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`instance on port ${port} did not answer within 3 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15000);
    await exited;
    clearTimeout(timer);
  };
  return { base, stop };
}

async function runInstances({ root, env, paths, freePort, warmup, log = console.error }) {
  const started = [];
  try {
    log('instances: starting one instance...');
    started.push(await startInstance(root, env, await freePort()));
    const one = await runLoad({ bases: [started[0].base], paths, warmup, verify: true, log });
    log('instances: starting a second instance on another port...');
    started.push(await startInstance(root, env, await freePort()));
    const two = await runLoad({ bases: started.map((s) => s.base), paths, warmup, verify: true, log });
    const ratio = one.rps ? Math.round((two.rps / one.rps) * 100) / 100 : null;
    const text = [
      `instances: the load (reads, writes, a read through the other instance after each write) on one instance, then on two`,
      `one instance: ${one.rps} requests/s; two instances: ${two.rps} requests/s (${ratio}×); stale answers: ${one.checks.stale} / ${two.checks.stale}`,
      '',
      'one instance:',
      one.text,
      '',
      'two instances:',
      two.text,
    ].join('\n');
    return { one: { ...one, text: undefined }, two: { ...two, text: undefined }, ratio, text };
  } finally {
    await Promise.all(started.map((s) => s.stop()));
  }
}

module.exports = { runInstances };

/**
 * Several server processes on one port (Node's cluster), for a machine with more than one core:
 * `CALENDAR_WORKERS=2 npm start` (or `auto`: one per core). Each worker is a whole Strapi app on the same
 * database; what they must agree on lives there (the answer cache's data version is bumped by triggers
 * in the writing transaction, so no worker serves an answer older than a write another made; series
 * dates and IDs are guarded by unique indexes; scheduled publishing is a bulk update any worker may run).
 * What each keeps in its own memory: the rate limits (sign-in failures, writes) and the answer cache
 * itself, as with several instances behind a load balancer (README).
 *
 * The first worker boots alone (it may create or migrate the schema, install the triggers, seed the demo
 * calendar); the others start once it listens, so no two boots race on the schema. A worker that dies is
 * replaced after a pause; SIGINT/SIGTERM stop every worker and then the primary.
 */
'use strict';

const cluster = require('cluster');
const os = require('os');

/** `CALENDAR_WORKERS`: a count (1 to 64) or `auto` (the cores Node may use); 1 when unset. */
function workerCount(value) {
  if (value === undefined || value === '') return 1;
  if (value === 'auto') return Math.max(1, (os.availableParallelism ? os.availableParallelism() : os.cpus().length) || 1);
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`CALENDAR_WORKERS must be a whole number from 1 to 64, or "auto" (it is "${value}").`);
  }
  return count;
}

/** How long a replaced worker waits before it starts again (a crash loop must not spin). */
const RESTART_MS = 2000;

/**
 * In the primary: forks `count` workers running `script` (with `args`), the first alone until it
 * listens. Resolves once every worker listens; `log` reports starts and exits.
 */
function runPrimary({ script, args = [], count, env = process.env, log = console.error }) {
  cluster.setupPrimary({ exec: script, args });
  let stopping = false;
  const fork = () => cluster.fork(env);

  const listening = (worker) => new Promise((resolve, reject) => {
    worker.once('listening', () => resolve(worker));
    worker.once('exit', (code, signal) => reject(new Error(`worker ${worker.process.pid} exited before listening (${signal || code})`)));
  });

  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    log(`Stopping ${Object.keys(cluster.workers).length} worker(s)...`);
    for (const worker of Object.values(cluster.workers)) worker.process.kill(signal);
    // Each worker closes its connections (Strapi's destroy); the primary leaves once all are gone.
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers).length === 0) process.exit(0);
    });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));

  const ready = (async () => {
    await listening(fork());
    await Promise.all(Array.from({ length: count - 1 }, () => listening(fork())));
    log(`${count} worker processes listen on one port.`);
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) return;
      log(`Worker ${worker.process.pid} exited (${signal || code}); another starts in ${RESTART_MS / 1000} s.`);
      setTimeout(() => !stopping && fork(), RESTART_MS).unref();
    });
  })();
  ready.catch((error) => {
    log(`The calendar could not start its workers: ${error.message}`);
    stop('SIGTERM');
    process.exitCode = 1;
  });
  return ready;
}

module.exports = { workerCount, runPrimary };

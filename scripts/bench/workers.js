/**
 * Child of `npm run bench -- --workers N` (N > 1): the app as `CALENDAR_WORKERS=N npm start` runs it,
 * N processes on one port (scripts/lib/cluster.js) on the bench database, for the `load` scenario.
 * Tells the parent `ready` once every worker listens; SIGTERM stops them all. The environment (database,
 * port, secrets) is the bench server's (scripts/bench.js childEnv).
 */
'use strict';

const path = require('path');
const { runPrimary } = require('../lib/cluster');

const count = Number(process.env.CALENDAR_WORKERS);
runPrimary({ script: path.join(__dirname, '..', 'lib', 'worker.js'), count, log: () => undefined })
  .then(() => process.send({ type: 'ready' }))
  .catch((error) => process.send({ type: 'error', error: String(error) }));

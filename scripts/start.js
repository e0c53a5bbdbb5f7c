#!/usr/bin/env node
/**
 * `npm start`: first-run secrets, build what is missing (admin panel included unless
 * SERVE_ADMIN_PANEL=false), then `strapi start`, or CALENDAR_WORKERS processes on one port (Node's
 * cluster: scripts/lib/cluster.js). HOST, PORT, PUBLIC_URL and DATABASE_* are honoured.
 */
const path = require('path');
const { spawn } = require('child_process');
const { root, ensureEnvFile, ensureDataDir, buildIfNeeded, strapiBin } = require('./lib/app');
const { runPrimary, workerCount } = require('./lib/cluster');

if (ensureEnvFile()) console.log('Created .env with fresh secrets.');
require('dotenv').config({ path: `${root}/.env` });
// What a site owner runs: production mode (the admin's production build, no request log, Strapi's production
// defaults) unless NODE_ENV says otherwise. `npm run develop` is Strapi's development mode (see README).
process.env.NODE_ENV = process.env.NODE_ENV || 'production';
ensureDataDir();
buildIfNeeded({ admin: process.env.SERVE_ADMIN_PANEL !== 'false' });

const workers = workerCount(process.env.CALENDAR_WORKERS);
const url = process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 1337}`;
console.error(`Starting the calendar (${process.env.NODE_ENV} mode) on ${url} (admin: ${url}/admin, API: ${url}/api/cal/events/v1)...`);
if (workers > 1) {
  process.chdir(root);
  runPrimary({ script: path.join(__dirname, 'lib', 'worker.js'), count: workers });
  return;
}
const child = spawn(process.execPath, [strapiBin(), 'start'], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));

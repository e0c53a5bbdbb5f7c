/**
 * What `npm start` and `npm run token` share: a first-run .env with fresh secrets, the SQLite
 * folder, and building only what is missing or out of date.
 */
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const { buildEmbed } = require('../build-embed');

const root = path.resolve(__dirname, '..', '..');
const distDir = path.join(root, 'dist');
const STAMP = path.join(distDir, '.calendar-build');
const SOURCES = ['config', 'src', 'database', 'tsconfig.json', 'package.json'];
/** What the admin panel is built from: the app's admin settings, the calendar plugin's admin side, the plugin list. */
const ADMIN_SOURCES = ['src/admin', 'src/plugins/calendar/admin', 'src/plugins/calendar/shared', 'src/plugins/calendar/package.json', 'config/plugins.ts', 'package.json'];
const ADMIN_INDEX = path.join(distDir, 'build', 'index.html');
const SECRETS = ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'];

const secret = () => crypto.randomBytes(24).toString('base64');

/** Writes a .env with fresh secrets on the first run (never overwrites one). */
function ensureEnvFile() {
  const file = path.join(root, '.env');
  if (fs.existsSync(file)) return false;
  const lines = [
    '# Generated on first start. Keep it secret; set DATABASE_CLIENT etc. here or in the environment.',
    `APP_KEYS=${[secret(), secret(), secret(), secret()].join(',')}`,
    ...SECRETS.slice(1).map((name) => `${name}=${secret()}`),
  ];
  fs.writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  return true;
}

/** SQLite needs its folder to exist before it opens the file. */
function ensureDataDir() {
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === '__tests__' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const mtimeOf = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const newestOf = (sources) => Math.max(...sources.map((s) => newestMtime(path.join(root, s))));

/** What needs building: the compiled app when sources are newer than the last build, the admin when absent or older than its sources. */
function buildNeeds({ admin }) {
  return {
    // The embeddable calendar is built with the app (a tree compiled before it existed lacks it).
    app: newestOf(SOURCES) > mtimeOf(STAMP) || !fs.existsSync(path.join(distDir, 'embed', 'embed.js')),
    admin: admin && newestOf(ADMIN_SOURCES) > mtimeOf(ADMIN_INDEX),
  };
}

/** Builds report on stderr: stdout stays for what a command answers (`npm run token`, `npm run bench -- --json`). */
function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: ['inherit', process.stderr, 'inherit'], env });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status}).`);
    process.exit(result.status || 1);
  }
}

// Strapi's package exports do not list its bin: resolve it next to the package.json.
const strapiBin = () =>
  path.join(path.dirname(require.resolve('@strapi/strapi/package.json', { paths: [root] })), 'bin', 'strapi.js');
const tscBin = () => require.resolve('typescript/bin/tsc', { paths: [root] });

/** Builds what is missing: `strapi build` (TypeScript + admin panel) or only the TypeScript compile. */
function buildIfNeeded({ admin }) {
  const needs = buildNeeds({ admin });
  if (needs.admin) {
    console.error("Building the app and the admin panel (about 35 s on two cores; each step is printed)...");
    // The admin bundle reads NODE_ENV when built, not when served: always the production bundle (jest sets
    // `test`, a plain shell none, and either gave a bundle that logs development warnings in the browser).
    run(process.execPath, [strapiBin(), 'build'], { ...process.env, NODE_ENV: 'production' });
  } else if (needs.app) {
    console.error('Compiling the app...');
    run(process.execPath, [tscBin(), '-p', 'tsconfig.json']);
  } else {
    return;
  }
  buildEmbed(distDir);
  fs.mkdirSync(distDir, { recursive: true });
  fs.writeFileSync(STAMP, new Date().toISOString());
}

module.exports = { root, distDir, ensureEnvFile, ensureDataDir, buildIfNeeded, strapiBin };

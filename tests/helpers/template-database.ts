import { spawnSync } from 'child_process';
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';

/**
 * One booted database per test run, copied for each test file: Strapi builds the schema of a fresh
 * database statement by statement (about 4 s a file on PostgreSQL and MariaDB, 1.8 s on SQLite), and boots
 * on a copy of an already booted one in well under a second, as on a restart. The template is made by the
 * first file that asks for it in the run (the others wait on a lock file), by booting the app once in a
 * child process on an empty database with the tests' environment; tests/global-teardown.js removes it.
 * A file that needs an empty database (the migrations) asks createTestDatabase() for one.
 */

/** The run's template: named from the run's compiled app folder, which global-setup.js makes per run (global-teardown.js names it alike). */
export function templateName(): string {
  const run = process.env.CALENDAR_TEST_DIST ?? `pid-${process.pid}`;
  return `tpl_${crypto.createHash('sha1').update(run).digest('hex').slice(0, 12)}`;
}

/**
 * Where the SQLite template lives, and the lock and mark files of every client's template: the app's
 * .tmp folder, beside the run's compiled app, not os.tmpdir() (test-tmpdir.ts gives some files a temp
 * folder of their own, which must hold only what their test made).
 */
const FOLDER = path.resolve(__dirname, '..', '..', '.tmp');
export const templateFile = (name: string) => path.join(FOLDER, `calendar-${name}.db`);
const readyMark = (name: string) => path.join(FOLDER, `calendar-${name}.ready`);
const lockFile = (name: string) => path.join(FOLDER, `calendar-${name}.lock`);

/**
 * Makes sure the run's template exists: `create` makes the empty database and returns the environment to
 * boot on; the boot happens in a child process (a jest worker must not load a second Strapi).
 */
export async function ensureTemplate(name: string, create: () => Promise<Record<string, string>>, bootEnv: Record<string, string>, boot: BootScript): Promise<void> {
  if (fs.existsSync(readyMark(name))) return;
  fs.mkdirSync(FOLDER, { recursive: true });
  const release = await lock(lockFile(name));
  try {
    if (fs.existsSync(readyMark(name))) return;
    const env = await create();
    const result = spawnSync(process.execPath, ['-e', boot.script], { cwd: boot.appDir, env: { ...process.env, ...bootEnv, ...env }, encoding: 'utf8', timeout: 120_000 });
    if (result.status !== 0) throw new Error(`The test database template did not boot:\n${result.stdout}${result.stderr}`);
    fs.writeFileSync(readyMark(name), JSON.stringify(env));
  } finally {
    release();
  }
}

export interface BootScript {
  appDir: string;
  script: string;
}

/** An exclusive lock between the run's workers: a file created with `wx`, waited for while another holds it. */
async function lock(file: string): Promise<() => void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) throw new Error(`The test database template's lock ${file} was never released`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * A Node script that boots the app from `distDir` and stops it (exit 0), or prints why it could not (exit 1).
 * SQLite's log is folded into its file first, so that a copy of the file alone is the whole database.
 */
export function childBootScript(appDir: string, distDir: string): BootScript {
  const script = `
    const { createStrapi } = require('@strapi/strapi');
    const strapi = createStrapi({ appDir: ${JSON.stringify(appDir)}, distDir: ${JSON.stringify(distDir)}, autoReload: false, serveAdminPanel: false });
    strapi.log.level = 'error';
    strapi.load()
      .then(() => (process.env.DATABASE_CLIENT === 'sqlite' ? strapi.db.connection.raw('PRAGMA wal_checkpoint(TRUNCATE)') : null))
      .then(() => strapi.destroy())
      .then(() => process.exit(0), (error) => { console.error(error && error.stack || error); process.exit(1); });
  `;
  return { appDir, script };
}

/** Removes the run's template files (the SQLite template, its lock and its mark). */
export function removeTemplateFiles(name: string): void {
  for (const file of [templateFile(name), readyMark(name), lockFile(name)]) {
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
  }
}

/**
 * Test files run in groups, one group per folder of tests/api (`<folder>/all.group.ts`): jest gives each of
 * its files a fresh module registry, so each file loaded the app's thousands of modules again (1.5 to 3 s a
 * file). In a group they are loaded once and every file still boots its own app on its own database, in
 * turn, its tests inside a `describe` named after it (tests/helpers/group.ts). A file that keeps snapshots
 * in a `__snapshots__` file runs on its own (jest keeps those by test file), as does any file named on the
 * command line: `npx jest tests/api/write/door.test.ts` runs that file alone, `npm test` and
 * `npm test -- tests/api/write` run groups. CALENDAR_TEST_GROUPS=0 runs every file on its own.
 */
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');

/**
 * Files that test nothing of the database: run once, on SQLite, not again on PostgreSQL and MySQL/MariaDB
 * (CI runs the API files on all three, and its time is the limit). Each is here for a reason:
 * - the configuration checks boot child processes on SQLite whatever the client; the scripts' paths boot nothing;
 * - headers, the embed script and the WordPress paths turned off are answered before any record is read;
 * - the outbound fetch guard refuses addresses before a byte is stored;
 * - the permission matrices (`cal/events/v1`'s and `tec/v1`'s) and the order of checks: every decision is made in code before the write's
 *   first statement, and each database runs the writes that are allowed in tests/api/write and the
 *   filters that hide records in tests/api/permissions' other files.
 */
const SQLITE_ONLY = [
  'tests/api/service/config.test.ts',
  'tests/api/service/script-paths.test.ts',
  'tests/api/http/security-headers.test.ts',
  'tests/api/pages/embed-script.test.ts',
  'tests/api/http/wordpress-paths-off.test.ts',
  'tests/api/http/outbound-fetch.test.ts',
  'tests/api/permissions/matrix.test.ts',
  'tests/api/permissions/check-order.test.ts',
  'tests/api/tec/permissions.test.ts',
];

const onThisDatabase = (file) => (process.env.DATABASE_CLIENT || 'sqlite') === 'sqlite' || !SQLITE_ONLY.includes(path.relative(root, file));

/** Whether a test file keeps snapshots in a `__snapshots__` file (it then runs on its own). */
const keepsSnapshots = (file) => /\.toMatchSnapshot\(/.test(fs.readFileSync(file, 'utf8'));

/** The test files of a folder that run in its group, in name order. */
function groupedFiles(dir) {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.test.ts'))
    .sort()
    .map((name) => path.join(dir, name))
    .filter((file) => onThisDatabase(file) && !keepsSnapshots(file));
}

/** The folders of tests/api that hold a group. */
const groupDirs = () =>
  fs
    .readdirSync(path.join(root, 'tests', 'api'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, 'tests', 'api', entry.name, 'all.group.ts')))
    .map((entry) => path.join(root, 'tests', 'api', entry.name));

/**
 * Whether this run groups: not when CALENDAR_TEST_GROUPS=0, nor when the command line names anything but
 * folders (a file, or a part of a path as `tests/api/read/events`).
 */
function grouping(argv = process.argv.slice(2)) {
  if (process.env.CALENDAR_TEST_GROUPS === '0') return false;
  const named = argv.filter((arg) => !arg.startsWith('-'));
  return named.every((arg) => fs.existsSync(arg) && fs.statSync(arg).isDirectory());
}

/** The API files that run on their own in a grouped run (as absolute paths). */
const ungroupedFiles = () =>
  groupDirs().flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => path.join(dir, name))
      .filter((file) => onThisDatabase(file) && keepsSnapshots(file))
  );

module.exports = { SQLITE_ONLY, onThisDatabase, groupedFiles, grouping, ungroupedFiles };

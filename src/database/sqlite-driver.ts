/**
 * Which build of better-sqlite3 drives SQLite.
 *
 * better-sqlite3 12 (the dependency: it builds from source on Node 20, which these machines run)
 * derives its objects from Node's raw `node::ObjectWrap`. Since Node 24.19, ObjectWrap removes an
 * environment cleanup hook when an object is finalized, and aborts the process when that happens
 * in a garbage collection that runs outside a JavaScript context (nodejs/node#65446): a server on
 * Node 24 dies with `Assertion failed: (env) != nullptr` at some point after its first queries.
 * better-sqlite3 13 is built on Node-API and is not affected, but needs Node 22 (its prebuilt
 * binaries crash on Node 20). So both are installed: 13 as the optional `better-sqlite3-napi`
 * (prebuilt, no install script), chosen on Node 22 and later; 12 elsewhere, or when 13 is missing.
 *
 * knex loads the driver itself (`require('better-sqlite3')` in its dialect, and Strapi only names
 * the client), so the dialect is told where to load it from. Same API, same SQLite file format.
 */
const NODE_API_BUILD = 'better-sqlite3-napi';

interface KnexSqliteDialect {
  prototype: { _driver(): unknown };
}

/** The package name of the build this Node should use. */
export function sqliteDriverName(nodeVersion = process.versions.node): string {
  // Never loaded into a Node 20 process, whatever the version asked about: its binary crashes there.
  if (major(nodeVersion) < 22 || major(process.versions.node) < 22) return 'better-sqlite3';
  return nodeApiBuildLoads() ? NODE_API_BUILD : 'better-sqlite3';
}

const major = (version: string): number => Number(version.split('.')[0]);

let loads: boolean | undefined;

/**
 * Whether the Node-API build is installed and its binary loads here (npm also tries to compile it, as it
 * ships a binding.gyp, and an optional package whose compilation fails may be left half-built or removed):
 * its native part is only loaded by a first database, so one is opened in memory, once.
 */
function nodeApiBuildLoads(): boolean {
  if (loads === undefined) {
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const Database = require(NODE_API_BUILD) as new (file: string) => { close(): void };
      new Database(':memory:').close();
      loads = true;
    } catch {
      loads = false;
    }
  }
  return loads;
}

/** Points knex's better-sqlite3 dialect at the build this Node should use (see above). */
export function chooseSqliteDriver(): string {
  const name = sqliteDriverName();
  if (name !== 'better-sqlite3') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const dialect = require('knex/lib/dialects/better-sqlite3') as KnexSqliteDialect;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    dialect.prototype._driver = () => require(name);
  }
  return name;
}

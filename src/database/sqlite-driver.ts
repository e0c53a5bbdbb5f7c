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
  const major = Number(nodeVersion.split('.')[0]);
  if (major < 22) return 'better-sqlite3';
  try {
    require.resolve(NODE_API_BUILD);
    return NODE_API_BUILD;
  } catch {
    return 'better-sqlite3';
  }
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

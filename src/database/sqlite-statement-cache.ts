/**
 * A bounded cache of compiled SQLite statements, per connection.
 *
 * knex's better-sqlite3 dialect compiles (`prepare`) every statement it runs, even one it ran a
 * moment ago; compiling the calendar's wide UNION reads cost more than a tenth of a list request
 * (measured with `npm run bench`). A compiled statement can be run again with other bindings, so the
 * last `size` distinct SQL texts keep theirs. This caches statements, never results: every call runs
 * against the database as it is now (SQLite recompiles a cached statement itself when the schema
 * changed since).
 *
 * Safe with knex because knex only runs a statement to completion (`all` / `run`), synchronously: a
 * cached statement is never in use by another query when it is handed out again.
 */
interface PreparingConnection {
  prepare(sql: string): unknown;
}

export const STATEMENT_CACHE_SIZE = 250;

export function cacheStatements<C extends PreparingConnection>(connection: C, size = STATEMENT_CACHE_SIZE): C {
  const compile = connection.prepare.bind(connection);
  const cache = new Map<string, unknown>();
  connection.prepare = (sql: string) => {
    let statement = cache.get(sql);
    if (statement !== undefined) {
      // Least recently used first: a hit moves to the end of the Map's insertion order.
      cache.delete(sql);
    } else {
      statement = compile(sql);
      if (cache.size >= size) cache.delete(cache.keys().next().value as string);
    }
    cache.set(sql, statement);
    return statement;
  };
  return connection;
}

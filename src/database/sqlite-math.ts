/**
 * SQLite's math functions exist only in builds compiled with SQLITE_ENABLE_MATH_FUNCTIONS. Both builds the
 * app loads have them (better-sqlite3 12 and 13: `select sin(1)` answers 0.841...), but one built against
 * another SQLite might not, and the geolocation filter's distance cut calls `sin` and `cos` in SQL
 * (data/repository/venue-geo.ts). A connection without them gets JavaScript ones (NULL in, NULL out, as SQLite's).
 */
interface MathConnection {
  prepare(sql: string): unknown;
  function(name: string, options: { deterministic: boolean }, fn: (x: number | null) => number | null): unknown;
}

const MATH: Record<string, (x: number) => number> = { sin: Math.sin, cos: Math.cos };

export function ensureMathFunctions<C extends MathConnection>(connection: C): C {
  for (const [name, fn] of Object.entries(MATH)) {
    try {
      connection.prepare(`select ${name}(0)`);
    } catch {
      connection.function(name, { deterministic: true }, (x) => (x === null ? null : fn(x)));
    }
  }
  return connection;
}

/**
 * Settings that let several processes share one SQLite file (two servers, or the server beside
 * `npm run token` or an import script): each waits its turn to write instead of failing.
 */
export interface SqliteSharing {
  /** How long a statement waits for another process's write lock before failing, in ms. */
  busyTimeout: number;
  /** Write-ahead logging: readers and one writer work at once (not for a file on a network share). */
  wal: boolean;
}

interface SqliteConnection {
  prepare(sql: string): unknown;
  pragma(source: string): unknown;
  readonly name: string;
}

interface Statement {
  run(...bindings: unknown[]): unknown;
}

/**
 * Sets a new better-sqlite3 connection up for sharing the file.
 *
 * The busy timeout alone does not do it: knex opens transactions with a plain `BEGIN`, which takes
 * no lock until the first write. A transaction that has read and then writes while another process
 * holds the write lock is refused at once (SQLite cannot wait there without a deadlock, or, in WAL
 * mode, its snapshot is stale): with two servers on one file a third of concurrent writes failed
 * with "database is locked". `BEGIN IMMEDIATE` takes the write lock when the transaction starts,
 * where SQLite can wait for it. Within one process this changes nothing (knex gives SQLite one
 * connection, so its transactions already take turns); reads outside transactions (the API's lists)
 * are not held up, and in WAL mode not even by a writer.
 */
export function shareSqliteFile<C extends SqliteConnection>(connection: C, { busyTimeout, wal }: SqliteSharing): C {
  connection.pragma(`busy_timeout = ${Math.trunc(busyTimeout)}`);
  if (wal) connection.pragma('journal_mode = WAL');
  const prepare = connection.prepare.bind(connection);
  connection.prepare = (sql: string) => (sql === 'BEGIN;' ? waitingBegin(prepare('BEGIN IMMEDIATE;') as Statement, connection, busyTimeout) : prepare(sql));
  return connection;
}

/**
 * `BEGIN IMMEDIATE` is where a process waits for another's write lock. better-sqlite3 runs statements
 * synchronously, so SQLite's own wait (the busy timeout) would hold this process's event loop, every
 * request it serves, for as long as the other process keeps its transaction open, and a transaction
 * spans many statements with other requests served between them: with two servers under a mixed load,
 * reads of one waited for the writes of the other. So BEGIN tries the lock without waiting; when it is
 * taken, it answers a promise (knex awaits what `run` returns) that tries again every few
 * milliseconds, letting other requests run in between, until the busy timeout has passed; then it says
 * so (SQLite's own message is a bare "database is locked"), at boot and on a write alike.
 */
function waitingBegin(statement: Statement, connection: SqliteConnection, busyTimeout: number): Statement {
  const attempt = (bindings: unknown[]) => {
    connection.pragma('busy_timeout = 0');
    try {
      return statement.run(...bindings);
    } finally {
      connection.pragma(`busy_timeout = ${Math.trunc(busyTimeout)}`);
    }
  };
  const busy = (error: unknown) => (error as { code?: unknown }).code === 'SQLITE_BUSY';
  const timedOut = (error: unknown) => {
    const message =
      `Another process has held the write lock of the SQLite file ${connection.name} for more than ${busyTimeout} ms ` +
      '(DATABASE_BUSY_TIMEOUT): a long write, or a process stuck in a transaction. Several servers that write a lot need PostgreSQL.';
    return Object.assign(new Error(message, { cause: error }), { code: 'SQLITE_BUSY' });
  };
  const later = async (bindings: unknown[], deadline: number, first: unknown) => {
    let last = first;
    for (let pause = 1; Date.now() < deadline; pause = Math.min(pause * 2, 8)) {
      await new Promise((resolve) => setTimeout(resolve, pause));
      try {
        return attempt(bindings);
      } catch (error) {
        if (!busy(error)) throw error;
        last = error;
      }
    }
    throw timedOut(last);
  };
  // What knex's better-sqlite3 client uses of a statement: `reader` and `run` (whose result it awaits).
  return {
    reader: false,
    run: (...bindings: unknown[]) => {
      try {
        return attempt(bindings);
      } catch (error) {
        if (!busy(error)) throw error;
        return later(bindings, Date.now() + busyTimeout, error);
      }
    },
  } as Statement & { reader: boolean };
}

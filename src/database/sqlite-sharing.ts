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
  connection.prepare = (sql: string) => (sql === 'BEGIN;' ? waitingBegin(prepare('BEGIN IMMEDIATE;') as Statement, connection.name, busyTimeout) : prepare(sql));
  return connection;
}

/**
 * `BEGIN IMMEDIATE` is where a process waits for another's write lock: when it waited in vain, say
 * so (SQLite's own message is a bare "database is locked"), at boot and on a write alike.
 */
function waitingBegin(statement: Statement, file: string, busyTimeout: number): Statement {
  // What knex's better-sqlite3 client uses of a statement: `reader` and `run`.
  return {
    reader: false,
    run: (...bindings: unknown[]) => {
      try {
        return statement.run(...bindings);
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'SQLITE_BUSY') throw error;
        const message =
          `Another process has held the write lock of the SQLite file ${file} for more than ${busyTimeout} ms ` +
          '(DATABASE_BUSY_TIMEOUT): a long write, or a process stuck in a transaction. Several servers that write a lot need PostgreSQL.';
        throw Object.assign(new Error(message, { cause: error }), { code: 'SQLITE_BUSY' });
      }
    },
  } as Statement & { reader: boolean };
}

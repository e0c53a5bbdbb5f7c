import type { Core } from '@strapi/strapi';
import path from 'path';
import { chooseSqliteDriver } from '../src/database/sqlite-driver';
import { ensureMathFunctions } from '../src/database/sqlite-math';
import { shareSqliteFile } from '../src/database/sqlite-sharing';
import { cacheStatements } from '../src/database/sqlite-statement-cache';
import { keepTriggersOnRebuild } from '../src/database/sqlite-table-rebuild';
import { prepareStatements, PREPARED_STATEMENTS_DEFAULT, type PreparingClient } from '../src/database/postgres-prepared-statements';

/**
 * Database connection, chosen by DATABASE_CLIENT: the embedded SQLite file by default,
 * PostgreSQL for sites that run several instances behind a load balancer, or MySQL/MariaDB.
 */
const CLIENTS = ['sqlite', 'postgres', 'mysql'] as const;
type SqliteConnection = Parameters<typeof shareSqliteFile>[0] & Parameters<typeof cacheStatements>[0] & Parameters<typeof ensureMathFunctions>[0];
type Client = (typeof CLIENTS)[number];
/** The callback API of a mysql2 connection, as knex's pool hands it over. */
type MysqlConnection = { query(sql: string, callback: (error: Error | null) => void): void };

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const client = env('DATABASE_CLIENT', 'sqlite') as Client;
  if (!CLIENTS.includes(client)) {
    // Fail loudly at boot: a typo here would otherwise surface as a cryptic knex error.
    throw new Error(
      `Invalid DATABASE_CLIENT "${client}": set it to one of ${CLIENTS.join(', ')} (or leave it unset for sqlite).`
    );
  }

  const pool = { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) };
  // PostgreSQL: how many statements each connection keeps prepared (0: none, for a pooler that cannot keep them).
  const preparedStatements = env.int('DATABASE_PREPARED_STATEMENTS', PREPARED_STATEMENTS_DEFAULT);
  if (!Number.isInteger(preparedStatements) || preparedStatements < 0) {
    throw new Error(`Invalid DATABASE_PREPARED_STATEMENTS "${env('DATABASE_PREPARED_STATEMENTS')}": set it to a whole number (0 turns prepared statements off).`);
  }
  const sharing = { busyTimeout: env.int('DATABASE_BUSY_TIMEOUT', 10000), wal: env.bool('DATABASE_SQLITE_WAL', true) };
  if (!Number.isInteger(sharing.busyTimeout) || sharing.busyTimeout < 0) {
    throw new Error(`Invalid DATABASE_BUSY_TIMEOUT "${env('DATABASE_BUSY_TIMEOUT')}": set it to a number of milliseconds (0 or more).`);
  }
  // better-sqlite3 13 on Node 22 and later, 12 on Node 20 (see sqlite-driver.ts).
  if (client === 'sqlite') chooseSqliteDriver();
  // How long a statement waits for a lock another client holds, on every database (SQLite: the file's
  // write lock, see sqlite-sharing.ts; PostgreSQL: lock_timeout, where 0 would mean forever; MySQL/MariaDB:
  // innodb_lock_wait_timeout, whole seconds from 1). Past it the write rolls back and the calendar's API
  // answers 503 with Retry-After (server/data/repository/database-busy.ts).
  const lockWait = { ms: Math.max(1, sharing.busyTimeout), seconds: Math.max(1, Math.ceil(sharing.busyTimeout / 1000)) };
  const ssl = env.bool('DATABASE_SSL', false) && {
    rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
  };

  const connections = {
    sqlite: {
      connection: {
        // path.resolve keeps absolute paths (tests use temp files) and anchors relative ones at the app root.
        // An empty DATABASE_FILENAME= in .env must not turn into the app directory itself.
        filename: path.resolve(process.cwd(), env('DATABASE_FILENAME', '') || path.join('.tmp', 'data.db')),
      },
      useNullAsDefault: true,
      // Strapi runs its own connection set-up first (PRAGMAs), then this one, on the native connection:
      // other processes on the same file (a second server, `npm run token`) wait their turn to write;
      // `sin` and `cos` for the geolocation filter where the SQLite build lacks them; table rebuilds
      // that other tables' triggers read.
      pool: {
        afterCreate: (connection: SqliteConnection, done: (error: Error | null, connection: unknown) => void) => {
          try {
            done(null, cacheStatements(ensureMathFunctions(keepTriggersOnRebuild(shareSqliteFile(connection, sharing)))));
          } catch (error) {
            done(error as Error, connection);
          }
        },
      },
    },
    postgres: {
      connection: {
        connectionString: env('DATABASE_URL'),
        host: env('DATABASE_HOST', '127.0.0.1'),
        port: env.int('DATABASE_PORT', 5432),
        database: env('DATABASE_NAME', 'strapi'),
        user: env('DATABASE_USERNAME', 'postgres'),
        password: env('DATABASE_PASSWORD', ''),
        ssl,
        schema: env('DATABASE_SCHEMA', 'public'),
        lock_timeout: lockWait.ms,
      },
      // The SQL each connection runs again and again is parsed and planned once (postgres-prepared-statements.ts).
      pool: {
        ...pool,
        afterCreate: (connection: PreparingClient, done: (error: Error | null, connection: unknown) => void) => {
          done(null, prepareStatements(connection, preparedStatements));
        },
      },
    },
    mysql: {
      connection: {
        host: env('DATABASE_HOST', '127.0.0.1'),
        port: env.int('DATABASE_PORT', 3306),
        database: env('DATABASE_NAME', 'strapi'),
        user: env('DATABASE_USERNAME', 'root'),
        password: env('DATABASE_PASSWORD', ''),
        ssl,
      },
      pool: {
        ...pool,
        afterCreate: (connection: MysqlConnection, done: (error: Error | null, connection: unknown) => void) => {
          connection.query(`SET SESSION innodb_lock_wait_timeout = ${lockWait.seconds}`, (error) => done(error, connection));
        },
      },
    },
  };

  return {
    connection: {
      client,
      ...connections[client],
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
  };
};

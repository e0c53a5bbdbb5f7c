import type { Core } from '@strapi/strapi';
import { sqliteDriverName } from '../../../src/database/sqlite-driver';
import { createApiToken } from '../../helpers/auth';
import { dataVersion } from '../../helpers/sql';
import { bootApp, type TestApp } from '../../helpers/strapi';
import { calendarClient, countAll, type CalendarClient } from '../../helpers/write-helpers';

/**
 * Issue 31, finding 7: a write that waits too long for the database is not a server fault. Another
 * client holds the events table's write lock (a second connection to the same SQLite file in
 * `BEGIN IMMEDIATE`; on PostgreSQL `LOCK TABLE ... IN EXCLUSIVE MODE`; on MariaDB `SELECT ... FOR
 * UPDATE` over the whole table, whose next-key locks block every insert), or the app's own pool is
 * exhausted: the write answers 503 `rest_database_busy` with `Retry-After`, and nothing of it is
 * written; once the lock is released the same write succeeds. The waits are the app's own settings,
 * made short here (DATABASE_BUSY_TIMEOUT, DATABASE_CONNECTION_TIMEOUT): the lock is held until the answer
 * comes, so the test depends on no timing but those bounds.
 */
const BUSY_TIMEOUT_MS = 300;
const ACQUIRE_TIMEOUT_MS = 1000;

interface LockHolder {
  release(): Promise<void>;
}

/** Another client of the same database holding the lock that every insert into `table` waits for. */
async function holdWriteLock(app: TestApp, table: string): Promise<LockHolder> {
  const env = app.database.env;
  if (env.DATABASE_CLIENT === 'postgres') {
    const { Client } = await import('pg');
    const client = new Client({ host: env.DATABASE_HOST, port: Number(env.DATABASE_PORT), user: env.DATABASE_USERNAME, password: env.DATABASE_PASSWORD, database: env.DATABASE_NAME });
    await client.connect();
    await client.query('BEGIN');
    await client.query(`LOCK TABLE "${env.DATABASE_SCHEMA}"."${table}" IN EXCLUSIVE MODE`);
    return { release: async () => void (await client.query('ROLLBACK'), await client.end()) };
  }
  if (env.DATABASE_CLIENT === 'mysql') {
    const mysql = await import('mysql2/promise');
    const connection = await mysql.createConnection({ host: env.DATABASE_HOST, port: Number(env.DATABASE_PORT), user: env.DATABASE_USERNAME, password: env.DATABASE_PASSWORD, database: env.DATABASE_NAME });
    await connection.query('START TRANSACTION');
    await connection.query(`SELECT id FROM \`${table}\` FOR UPDATE`);
    return { release: async () => void (await connection.query('ROLLBACK'), await connection.end()) };
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Database = require(sqliteDriverName()) as new (file: string) => { exec(sql: string): void; close(): void };
  const db = new Database(env.DATABASE_FILENAME);
  db.exec('BEGIN IMMEDIATE');
  return { release: async () => void (db.exec('ROLLBACK'), db.close()) };
}

/** Takes every connection of the app's own pool, as long writes in flight would. */
async function exhaustPool(strapi: Core.Strapi): Promise<LockHolder> {
  const client = strapi.db.connection.client as unknown as { pool: { max: number }; acquireConnection(): Promise<unknown>; releaseConnection(c: unknown): Promise<unknown> };
  const taken = await Promise.all(Array.from({ length: client.pool.max }, () => client.acquireConnection()));
  return { release: async () => void (await Promise.all(taken.map((c) => client.releaseConnection(c)))) };
}

const body = (title: string) => ({ title, start_date: '2027-03-10 18:00:00', end_date: '2027-03-10 20:00:00', categories: [] });

describe('a write while the database is busy', () => {
  let app: TestApp;
  let api: CalendarClient;

  beforeAll(async () => {
    app = await bootApp({ DATABASE_BUSY_TIMEOUT: String(BUSY_TIMEOUT_MS), DATABASE_CONNECTION_TIMEOUT: String(ACQUIRE_TIMEOUT_MS) });
    api = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
    // The token's first use writes its last-used time: done now, not while the database is held.
    await api.get('/events').expect(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  const expectBusy = (res: { status: number; headers: Record<string, string>; body: unknown }) => {
    expect([res.status, res.body]).toEqual([503, { code: 'rest_database_busy', message: expect.stringMatching(/^The database is busy/), data: { status: 503 } }]);
    expect(res.headers['retry-after']).toMatch(/^[1-9]\d?$/);
  };

  it('another client holding the write lock: 503 with Retry-After, nothing written; released, the same write succeeds', async () => {
    const events = app.strapi.db.metadata.get('api::event.event').tableName;
    const counts = await countAll(app.strapi);
    const version = await dataVersion(app.strapi);
    const holder = await holdWriteLock(app, events);
    let res;
    try {
      res = await api.post('/events', body('Held Up'));
    } finally {
      await holder.release();
    }
    expectBusy(res);
    expect(await countAll(app.strapi)).toEqual(counts);
    expect(await dataVersion(app.strapi)).toBe(version);
    expect(await app.strapi.db.query('api::event.event').findOne({ where: { slug: 'held-up' } })).toBeNull();

    const created = (await api.post('/events', body('Held Up')).expect(201)).body;
    expect(created).toMatchObject({ title: 'Held Up', slug: 'held-up' });
  });

  it('every connection of the pool taken: 503 with Retry-After; given back, the same write succeeds', async () => {
    const counts = await countAll(app.strapi);
    const pool = await exhaustPool(app.strapi);
    let res;
    try {
      res = await api.post('/events', body('Pool Full'));
    } finally {
      await pool.release();
    }
    expectBusy(res);
    expect(await countAll(app.strapi)).toEqual(counts);
    await api.post('/events', body('Pool Full')).expect(201);
  });
});

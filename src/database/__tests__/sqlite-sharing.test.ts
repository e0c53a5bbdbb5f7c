import fs from 'fs';
import os from 'os';
import path from 'path';
import { sqliteDriverName } from '../sqlite-driver';
import { shareSqliteFile } from '../sqlite-sharing';

/** The little of better-sqlite3 used here (it ships no types, and @types/better-sqlite3 is not installed). */
interface Connection {
  readonly name: string;
  prepare(sql: string): { run(): unknown; get(): unknown };
  exec(sql: string): void;
  pragma(source: string, options?: { simple: boolean }): unknown;
  close(): void;
}
// The build the app itself uses on this Node (sqlite-driver.ts).
const Database = require(sqliteDriverName()) as new (file: string) => Connection;

/** Two connections on one file stand for two processes: SQLite locks the file, not the process. */
describe('shareSqliteFile', () => {
  const file = path.join(os.tmpdir(), `calendar-sharing-${process.pid}.db`);
  const open = (busyTimeout: number) => shareSqliteFile(new Database(file), { busyTimeout, wal: true });
  let first: Connection;
  let second: Connection;

  beforeEach(() => {
    first = open(1000);
    second = open(50);
    first.exec('CREATE TABLE IF NOT EXISTS t (n INTEGER)');
  });
  afterEach(() => {
    first.close();
    second.close();
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  });

  it('sets the busy timeout and write-ahead logging', () => {
    expect(second.pragma('busy_timeout', { simple: true })).toBe(50);
    expect(second.pragma('journal_mode', { simple: true })).toBe('wal');
  });

  it("opens knex's transactions with the write lock, and waits for it without holding the process", async () => {
    first.prepare('BEGIN;').run();
    // The lock is taken at BEGIN, before any write: the other connection cannot begin. It answers a
    // promise (knex awaits what run answers) and fails once its busy timeout (50 ms) has passed.
    const refused = second.prepare('BEGIN;').run();
    expect(refused).toBeInstanceOf(Promise);
    await expect(refused).rejects.toThrow(/held the write lock of the SQLite file .* for more than 50 ms \(DATABASE_BUSY_TIMEOUT\)/);
    // Reads outside a transaction go on (WAL).
    expect(second.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 0 });
    first.prepare('COMMIT;').run();
    // A free lock is taken at once, synchronously as before.
    expect(second.prepare('BEGIN;').run()).not.toBeInstanceOf(Promise);
    second.prepare('INSERT INTO t VALUES (1)').run();
    second.prepare('COMMIT;').run();
    expect(second.pragma('busy_timeout', { simple: true })).toBe(50);
  });

  it('lets the event loop run while it waits, and begins as soon as the other commits', async () => {
    const patient = shareSqliteFile(new Database(file), { busyTimeout: 5000, wal: true });
    try {
      first.prepare('BEGIN;').run();
      const waiting = patient.prepare('BEGIN;').run() as Promise<unknown>;
      let ticks = 0;
      const timer = setInterval(() => (ticks += 1), 2);
      await new Promise((resolve) => setTimeout(resolve, 40));
      first.prepare('INSERT INTO t VALUES (1)').run();
      first.prepare('COMMIT;').run();
      await waiting;
      clearInterval(timer);
      // Timers fired while it waited (a synchronous wait would have held them all).
      expect(ticks).toBeGreaterThan(3);
      patient.prepare('INSERT INTO t VALUES (2)').run();
      patient.prepare('COMMIT;').run();
      expect(patient.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 2 });
    } finally {
      patient.close();
    }
  });
});

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

  it("opens knex's transactions with the write lock", () => {
    first.prepare('BEGIN;').run();
    // The lock is taken at BEGIN, before any write: the other connection cannot begin.
    expect(() => second.prepare('BEGIN;').run()).toThrow(/held the write lock of the SQLite file .* for more than 50 ms \(DATABASE_BUSY_TIMEOUT\)/);
    // Reads outside a transaction go on (WAL).
    expect(second.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 0 });
    first.prepare('COMMIT;').run();
    second.prepare('BEGIN;').run();
    second.prepare('INSERT INTO t VALUES (1)').run();
    second.prepare('COMMIT;').run();
  });
});

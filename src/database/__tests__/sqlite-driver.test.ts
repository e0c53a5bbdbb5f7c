import { sqliteDriverName } from '../sqlite-driver';

const runningMajor = Number(process.versions.node.split('.')[0]);

describe('the SQLite driver build', () => {
  it('is better-sqlite3 12 (built from source) for Node 20', () => {
    expect(sqliteDriverName('20.19.0')).toBe('better-sqlite3');
  });

  // The Node-API build's binary crashes a Node 20 process: it is only ever tried on Node 22 and later.
  (runningMajor >= 22 ? it : it.skip)('is the Node-API build on this Node (22 or later)', () => {
    expect(sqliteDriverName()).toBe('better-sqlite3-napi');
  });

  (runningMajor < 22 ? it : it.skip)('stays 12 in a Node 20 process, even asked about Node 24', () => {
    expect(sqliteDriverName('24.21.0')).toBe('better-sqlite3');
  });

  it('loads and runs on this Node', () => {
    const Database = require(sqliteDriverName()) as new (file: string) => { prepare(sql: string): { get(): unknown }; close(): void };
    const db = new Database(':memory:');
    expect(db.prepare('select 1 as one').get()).toEqual({ one: 1 });
    db.close();
  });
});

import { sqliteDriverName } from '../sqlite-driver';

describe('the SQLite driver build', () => {
  it('is better-sqlite3 12 (built from source) on Node 20', () => {
    expect(sqliteDriverName('20.19.0')).toBe('better-sqlite3');
  });

  it('is the Node-API build on Node 22 and later when installed, else 12', () => {
    let installed = true;
    try {
      require.resolve('better-sqlite3-napi');
    } catch {
      installed = false; // npm skips it on Node 20 (its engines say >=22)
    }
    expect(sqliteDriverName('24.21.0')).toBe(installed ? 'better-sqlite3-napi' : 'better-sqlite3');
    expect(sqliteDriverName('22.12.0')).toBe(installed ? 'better-sqlite3-napi' : 'better-sqlite3');
  });

  it('loads and runs on this Node', () => {
    const Database = require(sqliteDriverName()) as new (file: string) => { prepare(sql: string): { get(): unknown }; close(): void };
    const db = new Database(':memory:');
    expect(db.prepare('select 1 as one').get()).toEqual({ one: 1 });
    db.close();
  });
});

import { ensureMathFunctions } from '../sqlite-math';
import { sqliteDriverName } from '../sqlite-driver';

type Db = { prepare(sql: string): { get(...args: unknown[]): Record<string, unknown> }; function(...args: unknown[]): unknown; close(): void };
// The build the app loads on this Node (better-sqlite3 12 on Node 20, the Node-API build on 22 and later):
// the other one's binary may belong to another Node (CI installs once under Node 20, then again under 24).
const open = (): Db => new (require(sqliteDriverName()) as new (file: string) => Db)(':memory:');

describe('SQLite math functions', () => {
  it('are built into the better-sqlite3 the app loads', () => {
    const db = open();
    expect(db.prepare('select sin(1) as s, cos(0) as c').get()).toEqual({ s: Math.sin(1), c: 1 });
    db.close();
  });

  it('are added to a connection that lacks them, and keep NULL', () => {
    const db = open();
    const prepare = db.prepare.bind(db);
    const added: string[] = [];
    // A build without them: `sin`/`cos` unknown until registered.
    const lacking = {
      prepare: (sql: string) => {
        if (/^select (sin|cos)\(0\)$/.test(sql) && !added.some((name) => sql.includes(`${name}(`))) throw new Error('no such function');
        return prepare(sql);
      },
      function: (name: string, options: object, fn: (x: number | null) => number | null) => {
        added.push(name);
        return db.function(`js_${name}`, options, fn);
      },
    };
    ensureMathFunctions(lacking);
    expect(added).toEqual(['sin', 'cos']);
    expect(db.prepare('select js_sin(1) as s, js_cos(null) as c').get()).toEqual({ s: Math.sin(1), c: null });
    db.close();
  });

  it('leaves a connection that has them alone', () => {
    const db = open();
    const added: string[] = [];
    ensureMathFunctions({ prepare: (sql: string) => db.prepare(sql), function: (name: string) => added.push(name) });
    expect(added).toEqual([]);
    db.close();
  });
});

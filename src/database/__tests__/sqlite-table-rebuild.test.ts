import { sqliteDriverName } from '../sqlite-driver';
import { keepTriggersOnRebuild } from '../sqlite-table-rebuild';

type Db = { exec(sql: string): unknown; pragma(source: string): unknown; prepare(sql: string): { all(): unknown[] }; close(): void };
const open = (): Db => new (require(sqliteDriverName()) as new (file: string) => Db)(':memory:');

/** A table `events`, and a trigger on another table that reads it (as the category day counts' do). */
function schema(db: Db) {
  db.exec(`CREATE TABLE events (id INTEGER PRIMARY KEY, title TEXT);
    CREATE TABLE links (event_id INTEGER, category_id INTEGER);
    CREATE TABLE counts (n INTEGER);
    CREATE TRIGGER links_ins AFTER INSERT ON links BEGIN INSERT INTO counts SELECT count(*) FROM events WHERE id = NEW.event_id; END;
    INSERT INTO events VALUES (1, 'one');`);
}

/** How knex alters a SQLite column: a new table, the rows copied, the old one dropped, the new one renamed. */
function rebuildEvents(db: Db) {
  db.exec(`BEGIN;
    CREATE TABLE _knex_temp_alter1 (id INTEGER PRIMARY KEY, title TEXT NOT NULL DEFAULT '');
    INSERT INTO _knex_temp_alter1 SELECT * FROM events;
    DROP TABLE events;
    ALTER TABLE _knex_temp_alter1 RENAME TO events;
    COMMIT;`);
}

describe('SQLite table rebuilds', () => {
  it('are refused by a trigger that names the rebuilt table, unless renamed the legacy way', () => {
    const plain = open();
    schema(plain);
    expect(() => rebuildEvents(plain)).toThrow(/no such table: main.events/);
    plain.close();

    const kept = keepTriggersOnRebuild(open());
    schema(kept);
    rebuildEvents(kept);
    // The trigger still reads the table by its name: the rebuilt one.
    kept.exec('INSERT INTO links VALUES (1, 7)');
    expect(kept.prepare('SELECT n FROM counts').all()).toEqual([{ n: 1 }]);
    kept.close();
  });
});

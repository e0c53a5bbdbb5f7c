/**
 * Lets SQLite rebuild a table that other tables' triggers read.
 *
 * SQLite cannot change most column definitions in place: knex (Strapi's schema sync, migrations)
 * creates a new table, copies the rows, drops the old table and renames the new one to the old name.
 * Since SQLite 3.26, that rename re-reads every trigger of the schema and fails when one names a table
 * that does not exist at that moment: the category day counts' triggers on the link tables read
 * `events` (data/counts/category-days-triggers.ts), so rebuilding `events` failed with "error in trigger ...: no
 * such table: main.events". The legacy behaviour renames without re-reading triggers; references by
 * name stay right, since the rebuilt table takes the old name back. (The triggers ON a rebuilt table
 * go with it and are installed again at the next start, as every calendar trigger is.)
 */
export function keepTriggersOnRebuild<C extends { pragma(source: string): unknown }>(connection: C): C {
  connection.pragma('legacy_alter_table = ON');
  return connection;
}

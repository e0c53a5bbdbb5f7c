'use strict';

/**
 * The post status of events, venues and organizers moves from the attribute `status` (column `status`)
 * to `postStatus` (column `post_status`): Strapi 5's Content Manager reads `status` in every body as its
 * own draft/published switch, so editors could not publish or edit in the admin. The wire key stays
 * `status`.
 *
 * Runs once per database, before Strapi's schema sync, which then drops the old column (it was in the
 * previous schema). Values are copied, so existing calendars keep every status. The event day count
 * triggers read the old column: they are dropped here (a SQLite column that a trigger names cannot be
 * dropped) and the plugin installs the new ones at the end of this same start.
 */
const TABLES = ['events', 'venues', 'organizers'];
const TRIGGER_PREFIX = 'cal_event_days_';

async function dropEventDayTriggers(knex, client) {
  if (client === 'postgres') {
    const { rows } = await knex.raw(
      `SELECT t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relname = 'events' AND n.nspname = current_schema() AND t.tgname LIKE ? AND NOT t.tgisinternal`,
      [`${TRIGGER_PREFIX}%`]
    );
    for (const { name } of rows) await knex.raw('DROP TRIGGER IF EXISTS ?? ON ??', [name, 'events']);
  } else if (client === 'mysql') {
    const [rows] = await knex.raw(
      `SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() AND EVENT_OBJECT_TABLE = 'events' AND TRIGGER_NAME LIKE ?`,
      [`${TRIGGER_PREFIX}%`]
    );
    for (const { name } of rows) await knex.raw('DROP TRIGGER IF EXISTS ??', [name]);
  } else {
    const rows = await knex.raw(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'events' AND name LIKE ?`, [`${TRIGGER_PREFIX}%`]);
    for (const { name } of rows) await knex.raw('DROP TRIGGER IF EXISTS ??', [name]);
  }
}

module.exports = {
  async up(knex, db) {
    const schema = () => db.getSchemaConnection(knex);
    const client = db.dialect.client;
    for (const table of TABLES) {
      // A new database has no tables yet: Strapi creates them with the new column.
      if (!(await schema().hasTable(table)) || !(await schema().hasColumn(table, 'status'))) continue;
      if (table === 'events') await dropEventDayTriggers(knex, client);
      if (!(await schema().hasColumn(table, 'post_status'))) {
        await schema().alterTable(table, (t) => {
          t.string('post_status');
        });
      }
      await knex(table).update({ post_status: knex.ref('status') });
    }
  },
};

'use strict';

/**
 * The calendar's data version (see src/plugins/calendar/server/data/version/data-version.ts): one row,
 * bumped by database triggers on every write to the tables calendar answers are read from. The HTTP
 * cache keeps an answer only for the version it was read at. The plugin installs the triggers at start.
 */
const TABLE = 'cal_data_version';

module.exports = {
  async up(knex, db) {
    const schema = db.getSchemaConnection(knex);
    if (!(await schema.hasTable(TABLE))) {
      await schema.createTable(TABLE, (t) => {
        t.integer('id').notNullable().primary();
        t.bigInteger('version').notNullable();
      });
    }
    const [row] = await knex(TABLE).where({ id: 1 });
    if (!row) await knex(TABLE).insert({ id: 1, version: 1 });
  },
};

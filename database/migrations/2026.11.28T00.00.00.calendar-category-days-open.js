'use strict';

/**
 * The category day counts (src/plugins/calendar/server/data/counts/category-days.ts) gain a key column,
 * `open`: whether the events counted have no password. A caller who may not unlock a protected event
 * finds it through no filter on its categories (issue 31, finding 8), so its category totals are summed
 * from the open events only. The counts are derived data, rebuilt at every start with their triggers:
 * the table is made again rather than altered (SQLite cannot change a primary key in place).
 */
const TABLE = 'cal_event_category_days';

module.exports = {
  async up(knex, db) {
    // A new schema builder for each statement (one builder runs all the statements chained on it).
    const schema = () => db.getSchemaConnection(knex);
    if ((await schema().hasTable(TABLE)) && (await schema().hasColumn(TABLE, 'open'))) return;
    await schema().dropTableIfExists(TABLE);
    await schema().createTable(TABLE, (t) => {
      t.integer('category_id').notNullable();
      t.string('locale').notNullable();
      t.string('status').notNullable();
      t.boolean('listed').notNullable();
      t.boolean('open').notNullable();
      t.integer('start_day').notNullable();
      t.integer('end_day').notNullable();
      t.integer('events').notNullable();
      t.primary(['category_id', 'locale', 'status', 'listed', 'open', 'start_day', 'end_day']);
      // The earliest start of the events ending on a given day (a window total's last day).
      t.index(['category_id', 'locale', 'status', 'listed', 'open', 'end_day', 'start_day'], 'cal_event_category_days_end_idx');
    });
  },
};

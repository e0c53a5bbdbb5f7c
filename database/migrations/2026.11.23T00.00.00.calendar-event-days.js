'use strict';

/**
 * The calendar's count of events per day (see src/plugins/calendar/server/data/counts/event-days.ts): how
 * many event rows start on one UTC day and end on another, by language, status and whether they are
 * listed. Database triggers keep it; the plugin installs them once the events table exists.
 */
const TABLE = 'cal_event_days';

module.exports = {
  async up(knex, db) {
    if (await db.getSchemaConnection(knex).hasTable(TABLE)) return;
    await db.getSchemaConnection(knex).createTable(TABLE, (t) => {
      t.string('locale').notNullable();
      t.string('status').notNullable();
      t.boolean('listed').notNullable();
      t.integer('start_day').notNullable();
      t.integer('end_day').notNullable();
      t.integer('events').notNullable();
      t.primary(['locale', 'status', 'listed', 'start_day', 'end_day']);
      // The earliest start of the events ending on a given day (a window total's last day).
      t.index(['locale', 'status', 'listed', 'end_day', 'start_day'], 'cal_event_days_end_idx');
    });
  },
};

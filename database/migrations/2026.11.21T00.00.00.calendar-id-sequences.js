'use strict';

/**
 * The two ID sequences of the calendar (see src/plugins/calendar/server/data/ids): one row per ID ever
 * given, with an auto-increment key, so IDs are unique across processes and never reused.
 * Strapi runs user migrations before its schema sync, once per database, each in a transaction.
 */
const TABLES = ['cal_post_ids', 'cal_term_ids'];

module.exports = {
  async up(knex, db) {
    for (const table of TABLES) {
      // A schema builder runs once: take a fresh one for each statement.
      if (await db.getSchemaConnection(knex).hasTable(table)) continue;
      await db.getSchemaConnection(knex).createTable(table, (t) => {
        t.increments('id').primary();
        t.timestamp('created_at');
      });
    }
  },
};

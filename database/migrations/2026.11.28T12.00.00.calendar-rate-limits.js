'use strict';

/**
 * The counters of the sign-in limit and the write rate limit (src/plugins/calendar/server/http/middlewares/
 * shared-limiter.ts), shared by every process and instance on this database: one row per bucket (an
 * address, a user name, a credential), its points and when its window ends (milliseconds since 1970).
 * The columns are those rate-limiter-flexible's SQL stores read, in their order: its PostgreSQL store
 * inserts without naming them.
 */
const TABLE = 'cal_rate_limits';

module.exports = {
  async up(knex, db) {
    const schema = db.getSchemaConnection(knex);
    if (await schema.hasTable(TABLE)) return;
    await schema.createTable(TABLE, (t) => {
      t.string('key', 128).notNullable().primary();
      t.integer('points').notNullable().defaultTo(0);
      t.bigInteger('expire').nullable();
    });
  },
};

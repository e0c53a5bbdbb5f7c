import type { Core } from '@strapi/strapi';
import { DATA_VERSION } from '../../src/plugins/calendar/server/data/version/data-version-sql';

/** The SQL statements the app runs (on its knex connection) while `run` runs. */
export async function sqlDuring(strapi: Core.Strapi, run: () => Promise<unknown>): Promise<string[]> {
  const queries: string[] = [];
  const listener = (query: { sql: string }) => queries.push(query.sql);
  strapi.db.connection.on('query', listener);
  try {
    await run();
  } finally {
    strapi.db.connection.removeListener('query', listener);
  }
  return queries;
}

/**
 * Resolves once the app has run no SQL for `quietMs` (at most `maxMs` in all): what a create or a token's first
 * use sets off after its answer (Strapi's entry events, lastUsedAt) is over before a test counts the statements
 * of one request. A fixed pause was not enough on a loaded machine (CI ran PostgreSQL and MariaDB at once).
 */
export async function databaseQuiet(strapi: Core.Strapi, quietMs = 300, maxMs = 10_000): Promise<void> {
  let last = Date.now();
  const listener = () => (last = Date.now());
  strapi.db.connection.on('query', listener);
  const started = Date.now();
  try {
    while (Date.now() - last < quietMs && Date.now() - started < maxMs) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    strapi.db.connection.removeListener('query', listener);
  }
}

/**
 * The data version database triggers bump on every write the calendar reads (data/version/data-version.ts),
 * read from its row directly: the app's own module is its compiled copy, not the one a test imports.
 */
export async function dataVersion(strapi: Core.Strapi): Promise<number> {
  // Summed: MySQL keeps it in one row per connection (data-version-sql.ts), the others in one.
  const row = (await strapi.db.connection(DATA_VERSION).sum({ version: 'version' }).first()) as { version: unknown } | undefined;
  return Number(row?.version);
}

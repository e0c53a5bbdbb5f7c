import type { Core } from '@strapi/strapi';
import { rowsOf, withKnex, type Knex } from '../repository/tables';

/**
 * Installing a set of database triggers at start, shared by the event day counts (event-days.ts) and
 * the data version of the HTTP cache (data/version/data-version.ts): replace older versions, create the
 * current ones, and where the database refuses (MySQL with binary logging and no SUPER right) leave
 * nothing half-installed so the caller can fall back.
 */

/** The triggers of one feature on one table. */
export interface TriggerSet {
  table: string;
  /** SQL listing this feature's trigger names on `table` (current or older), one `?`: the table. */
  listSql: string;
  /** The current triggers' names: when exactly these are present, nothing is replaced. */
  names: string[];
  create: string[];
  drop(name: string): string;
}

async function present(strapi: Core.Strapi, knex: Knex, set: TriggerSet): Promise<string[]> {
  return rowsOf<{ name: string }>(strapi, await knex.raw(set.listSql, [set.table])).map((r) => r.name);
}

/** Replaces the set's triggers on its table unless the current ones are already there. */
export async function replaceTriggers(strapi: Core.Strapi, knex: Knex, set: TriggerSet): Promise<void> {
  const isCurrent = (names: string[]) => set.names.every((name) => names.includes(name));
  const names = await present(strapi, knex, set);
  if (isCurrent(names) && names.length === set.names.length) return;
  for (const name of names) await knex.raw(set.drop(name));
  try {
    for (const statement of set.create) await knex.raw(statement);
  } catch (error) {
    // Another instance starting at the same time may have just created them (MySQL runs this outside a transaction).
    if (!isCurrent(await present(strapi, knex, set))) throw error;
  }
}

export interface TriggerInstall {
  sets: TriggerSet[];
  /** Whether DDL can run inside a transaction (MySQL commits before each DDL statement). */
  transactionalDdl: boolean;
  /** Statements run in the install's transaction, before (`before`) and after (`after`) the triggers. */
  before?(knex: Knex): Promise<void>;
  after?(knex: Knex): Promise<void>;
}

/**
 * Installs the trigger sets (in one transaction with `before`/`after` where the database allows).
 * Throws, having dropped what MySQL had created on its own, when the database refused.
 */
export async function installTriggers(strapi: Core.Strapi, install: TriggerInstall): Promise<void> {
  const all = (knex: Knex) => install.sets.reduce((done, set) => done.then(() => replaceTriggers(strapi, knex, set)), Promise.resolve());
  try {
    // MySQL commits before any DDL statement: there the triggers are installed first, on their own.
    if (!install.transactionalDdl) await all(strapi.db.connection);
    await strapi.db.transaction(() =>
      withKnex(strapi, async (knex) => {
        await install.before?.(knex);
        if (install.transactionalDdl) await all(knex);
        await install.after?.(knex);
      })
    );
  } catch (error) {
    // Writes must never depend on half-installed triggers: PostgreSQL and SQLite rolled them back with
    // the transaction; MySQL created them on their own, so they are dropped (as far as it lets us).
    if (!install.transactionalDdl) {
      const knex = strapi.db.connection;
      for (const set of install.sets) {
        for (const name of await present(strapi, knex, set).catch(() => [])) await knex.raw(set.drop(name)).catch(() => undefined);
      }
    }
    throw error;
  }
}

/** Counts that triggers keep (the event and the category day counts): where and how they are installed. */
export interface KeptCounts {
  /** The counts table, and what it is called in the log. */
  table: string;
  what: string;
  /** Said in the log when the database refuses the triggers: what reads do instead. */
  fallback: string;
  /** Whether the counts are kept in each app's database, as installed at its start. */
  enabled: WeakMap<Core.Strapi, boolean>;
  /** The database's statement refreshing a table's planner statistics, if it keeps any. */
  analyze: ((table: string) => string) | null;
}

/**
 * Installs counts' triggers and rebuilds the counts (`install` builds what installTriggers takes). Where
 * the database refuses, the counts are off for this app and the start goes on with a warning. Then the
 * planner's statistics of the rebuilt table are refreshed, outside the rebuild's transaction (MySQL's
 * ANALYZE TABLE would commit it); only plans depend on them, so a failure there only warns.
 */
export async function installCounts(strapi: Core.Strapi, counts: KeptCounts, install: () => TriggerInstall): Promise<void> {
  try {
    await installTriggers(strapi, install());
    counts.enabled.set(strapi, true);
  } catch (error) {
    counts.enabled.set(strapi, false);
    strapi.log.warn(`[calendar] ${counts.what[0].toUpperCase()}${counts.what.slice(1)} are off (${counts.fallback}): ${(error as Error).message}`);
    return;
  }
  if (!counts.analyze) return;
  await strapi.db.connection
    .raw(counts.analyze(counts.table))
    .catch((error: Error) => strapi.log.warn(`[calendar] Could not refresh the statistics of the ${counts.what}: ${error.message}`));
}

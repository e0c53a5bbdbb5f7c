import type { Core } from '@strapi/strapi';
import { joinTableOf, tableName } from '../repository/tables';
import { UID } from '../repository/uids';
import { CATEGORY_DAYS, categoryDaysSql, type CategoryTables } from './category-days-sql';
import { categoryTriggers, listCategoryTriggers } from './category-days-triggers';
import { eventColumns } from './event-days';
import { dialectOf } from './event-days-sql';
import { installCounts } from './triggers';

/**
 * Category day counts: the event day counts (event-days.ts) of each category with its descendants, so
 * that the total of `?categories=<one category>` over a date window is summed as the plain list's is,
 * instead of probing the category links of every event of the window (36 ms at 100,000 events, growing
 * with the calendar; BENCH.md). Kept by triggers (category-days-sql.ts, category-days-triggers.ts), installed and rebuilt at each
 * start; where the database refuses them, such totals are counted row by row, as before.
 */

const ENABLED = new WeakMap<Core.Strapi, boolean>();

/** Whether the category day counts are kept in this app's database. */
export const categoryDaysEnabled = (strapi: Core.Strapi): boolean => ENABLED.get(strapi) === true;

/** The tables the counts read, from Strapi's metadata. */
export function categoryTables(strapi: Core.Strapi): CategoryTables {
  const links = joinTableOf(strapi, UID.event, 'categories');
  const parents = joinTableOf(strapi, UID.category, 'parent');
  const tables: CategoryTables = {
    events: eventColumns(strapi),
    categories: tableName(strapi, UID.category),
    links: { table: links.name, event: links.joinColumn.name, category: links.inverseJoinColumn.name },
    parents: { table: parents.name, child: parents.joinColumn.name, parent: parents.inverseJoinColumn.name },
  };
  // Spliced into trigger SQL: Strapi's names are snake_case words; anything else is refused.
  const names = [tables.categories, ...Object.values(tables.links), ...Object.values(tables.parents)];
  for (const name of names) if (!/^\w+$/.test(name)) throw new Error(`category day counts: unexpected name ${name}`);
  return tables;
}

/** Installs the triggers (replacing older versions) and rebuilds the counts, in one transaction where the database allows. */
export async function installCategoryDays(strapi: Core.Strapi): Promise<void> {
  const client = strapi.db.dialect.client as 'sqlite' | 'postgres' | 'mysql';
  const dialect = dialectOf(client);
  const counts = { table: CATEGORY_DAYS, what: 'category day counts', fallback: 'category totals are counted row by row', enabled: ENABLED, analyze: dialect.analyze };
  await installCounts(strapi, counts, () => {
    const tables = categoryTables(strapi);
    const list = listCategoryTriggers(client);
    return {
      transactionalDdl: dialect.transactionalDdl,
      sets: categoryTriggers(client, tables).map((set) => ({
        table: set.table,
        listSql: list,
        names: set.names,
        create: set.create,
        drop: (name: string) => dialect.dropTrigger(name, set.table),
      })),
      // PostgreSQL: writers of events and links wait while the counts are rebuilt (readers do not).
      before: async (knex) => {
        for (const table of [tables.events.table, tables.links.table, tables.parents.table]) for (const statement of dialect.lock(table)) await knex.raw(statement);
      },
      after: async (knex) => {
        for (const statement of categoryDaysSql(client, tables).rebuild) await knex.raw(statement);
      },
    };
  });
}

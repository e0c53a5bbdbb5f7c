import type { Core } from '@strapi/strapi';
import { eventsLinking } from '../repository/link-filters';
import { columnName, tableName, type Knex, type Raw } from '../repository/tables';
import { CATEGORY_DAYS } from './category-days-sql';
import { installCounts } from './triggers';
import { UID } from '../repository/uids';
import { dialectOf, EVENT_DAYS, recountSql, type EventColumns } from './event-days-sql';

/**
 * Event day counts: how many event rows of each language, status and listing start on one UTC day
 * and end on another (table cal_event_days). A list's total (`X-TEC-Total`) otherwise counts every
 * event of its window, one index entry each: 4.5 ms a request for the default window of 100,000
 * events, the cost that grows with the calendar. With the day counts, the events that start and end
 * strictly inside the window's first and last days are summed per day pair (some two thousand rows for
 * two years), and only the events of those two edge days are counted one by one.
 *
 * Database triggers keep the counts, in the transaction of every write, whoever writes (this API, the
 * admin, imports in SQL, several instances at once). They are installed, and the counts rebuilt, at
 * each start (SQLite drops a table's triggers when Strapi rebuilds the table). Where a database refuses
 * triggers (MySQL with binary logging and no SUPER right), totals are counted row by row, as before.
 */

/** A list total the day counts can answer: one language, some statuses, listed events, `from ≤ start`, `end ≤ to`. */
export interface WindowTotal {
  locale: string;
  statuses: string[];
  /** ISO 8601 instants: the inclusive bounds of the window. */
  from: string;
  to: string;
  /**
   * Only the events in one category or under it (`?categories=` naming one): the category's row and
   * the rows of its subtree (as the list's filter reads them). Summed from the category day counts.
   * `openOnly`: only events without a password (a caller who may not unlock them filters on none of
   * their categories); else every event, protected ones included.
   */
  category?: { row: number; subtree: number[]; openOnly: boolean };
}

const ENABLED = new WeakMap<Core.Strapi, boolean>();

/** Whether the day counts are kept (their triggers installed) in this app's database. */
export const eventDaysEnabled = (strapi: Core.Strapi): boolean => ENABLED.get(strapi) === true;

export function eventColumns(strapi: Core.Strapi): EventColumns {
  const column = (attribute: string) => columnName(strapi, UID.event, attribute);
  const names = {
    table: tableName(strapi, UID.event),
    locale: column('locale'),
    status: column('postStatus'),
    hidden: column('hideFromListings'),
    start: column('startDate'),
    end: column('endDate'),
    password: column('password'),
  };
  // Spliced into trigger SQL: Strapi's names are snake_case words; anything else is refused.
  for (const name of Object.values(names)) if (!/^\w+$/.test(name)) throw new Error(`event day counts: unexpected name ${name}`);
  return names;
}

/** Installs the triggers (replacing older versions) and rebuilds the counts, in one transaction where the database allows. */
export async function installEventDays(strapi: Core.Strapi): Promise<void> {
  const dialect = dialectOf(strapi.db.dialect.client);
  const columns = eventColumns(strapi);
  const counts = { table: EVENT_DAYS, what: 'event day counts', fallback: 'list totals are counted row by row', enabled: ENABLED, analyze: dialect.analyze };
  await installCounts(strapi, counts, () => ({
    transactionalDdl: dialect.transactionalDdl,
    sets: [
      {
        table: columns.table,
        listSql: dialect.listTriggers,
        names: dialect.triggerNames,
        create: dialect.createTriggers(columns),
        drop: (name) => dialect.dropTrigger(name, columns.table),
      },
    ],
    before: async (knex) => {
      for (const statement of dialect.lock(columns.table)) await knex.raw(statement);
    },
    after: async (knex) => {
      for (const statement of recountSql(dialect, columns)) await knex.raw(statement);
    },
  }));
}

/**
 * SQL of the total of a window, from the day counts. Every listed event of the window is in exactly one of:
 * - those starting on the window's first day, counted one by one (the list index, one day of starts);
 * - those ending on its last day (or starting on it) and starting on a later day than the first, counted one by one too:
 *   they start no earlier than the earliest start day the day counts know for that end day, so the
 *   list index is read from there (a few days of starts, as long as the longest such event);
 * - those starting on a day strictly between and ending before the last day, summed from the day counts.
 */
export function windowTotalSql(strapi: Core.Strapi, knex: Knex, total: WindowTotal): Raw {
  const dialect = dialectOf(strapi.db.dialect.client);
  const c = eventColumns(strapi);
  const [from, to] = [new Date(total.from), new Date(total.to)];
  const { category } = total;
  const days = () => {
    if (!category) return knex(EVENT_DAYS).where('locale', total.locale).whereIn('status', total.statuses).where('listed', true);
    const counts = knex(CATEGORY_DAYS).where('category_id', category.row).where('locale', total.locale).whereIn('status', total.statuses).where('listed', true);
    // Both values named: the counts' index has `open` before the days.
    return counts.whereIn('open', category.openOnly ? [true] : [true, false]);
  };
  const events = (alias: string) => {
    const rows = knex(`${c.table} as ${alias}`)
      .where(`${alias}.${c.locale}`, total.locale)
      .whereIn(`${alias}.${c.status}`, total.statuses)
      .where((q) => q.where(`${alias}.${c.hidden}`, false).orWhereNull(`${alias}.${c.hidden}`));
    if (!category) return rows;
    // The edge days' events, one by one, as the list filters them.
    const linked = rows.whereIn(`${alias}.id`, eventsLinking(strapi, 'categories', category.subtree, alias));
    return category.openOnly ? linked.where((q) => q.whereNull(`${alias}.${c.password}`).orWhere(`${alias}.${c.password}`, '')) : linked;
  };
  const firstDay = events('da')
    .where(`da.${c.start}`, '>=', from)
    .where(`da.${c.start}`, '<', knex.raw(dialect.nextDayStart, [from]))
    .where(`da.${c.end}`, '<=', to)
    // Implied by the end unless an event ends before it starts (a bulk write or SQL by hand skips the
    // lifecycle's check): the list filters on it too.
    .where(`da.${c.start}`, '<=', to)
    .count('*');
  // No event ends on the last day: read from that day, which holds none. A start after the last day (an
  // event ending before it starts) is not listed: never later than the last day, whose starts are read.
  const earliestStart = knex.raw(`coalesce((?), ${dialect.boundDay})`, [
    days().where('end_day', knex.raw(dialect.boundDay, [to])).where('start_day', '<=', knex.raw(dialect.boundDay, [to])).where('events', '>', 0).min('start_day'),
    to,
  ]);
  const lastDay = events('db')
    .where(`db.${c.start}`, '>=', knex.raw(`${dialect.greatest}(${dialect.nextDayStart}, ${dialect.dayToDate('?')})`, [from, earliestStart]))
    .where(`db.${c.start}`, '<=', to)
    // Ending on the last day, or starting on it (and ending before it starts, on an earlier day).
    .where((q) => q.where(`db.${c.end}`, '>=', knex.raw(dialect.dayStart, [to])).orWhere(`db.${c.start}`, '>=', knex.raw(dialect.dayStart, [to])))
    .where(`db.${c.end}`, '<=', to)
    .count('*');
  // No bound on the end day from below: an event written with its end before its start (a bulk write or
  // SQL by hand skips the lifecycle's check) is listed whenever it starts in the window, and its end day
  // may then be the first day or earlier. The start days bound the scan.
  const between = days()
    .where('start_day', '>', knex.raw(dialect.boundDay, [from]))
    .where('start_day', '<', knex.raw(dialect.boundDay, [to]))
    .where('end_day', '<', knex.raw(dialect.boundDay, [to]))
    .sum({ n: 'events' });
  return knex.raw('((?) + (?) + coalesce((?), 0))', [firstDay, lastDay, between]);
}

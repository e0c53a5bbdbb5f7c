import { dated, dialectOf, KEY_COLUMNS, keyOf, type EventColumns } from './event-days-sql';

/**
 * The SQL of the category day counts (category-days.ts): for each category row, how many events linked
 * to it or to one of its descendants start on one UTC day and end on another, by the event's language,
 * status and listing (the key of the event day counts, event-days-sql.ts). An event in two categories of
 * one subtree counts once for their common ancestors: the counts are of distinct events, as the total of
 * `?categories=` is. The key has one more column than the event day counts': `open`, whether the event
 * has no password (a caller who may not unlock a protected event finds it through no filter on its
 * categories, core/resources/event-query.ts, so its totals sum the open events only).
 *
 * Triggers keep them, in the write's transaction, on four tables:
 * - the event-category links: the ancestors an event gains or loses (of all its categories, before and
 *   after the change) move by one at the event's key;
 * - the events: a key that changes moves the event from the old key to the new one, for the ancestors
 *   of its categories; before an event row is deleted its links are deleted, so the links' triggers
 *   count it out while the row can still be read (Strapi deletes a row, then its links; a foreign key's
 *   cascade would drop them unseen on MySQL, and after the row on PostgreSQL);
 * - the categories' parent links: a category that moves changes the subtrees of its old and new
 *   ancestors, which are counted again (only when something under the category is linked to an event:
 *   creating a category costs nothing);
 * - the categories: before a category row is deleted, its links and its children's parent links are
 *   (counted out as above), then its counts.
 * Ancestors are found with recursive queries over the parent links (a cycle an editor made stops them:
 * UNION keeps each category once), so nothing but the counts themselves is stored.
 *
 * The statements are built here; category-days-triggers.ts wraps them in each database's triggers.
 */

export const CATEGORY_DAYS = 'cal_event_category_days';
const COLUMNS = ['category_id', ...KEY_COLUMNS, 'open'];

/** The tables and columns the counts read (names from Strapi's metadata). */
export interface CategoryTables {
  events: EventColumns;
  categories: string;
  /** Event-category links: `event` and `category` row IDs. */
  links: { table: string; event: string; category: string };
  /** Category parent links: `child` and `parent` row IDs. */
  parents: { table: string; child: string; parent: string };
}

export type Client = 'sqlite' | 'postgres' | 'mysql';

/**
 * The links a change added and removed, told to `linkDelta`. A row trigger names its row's event directly
 * (`IN (NEW.x)`), which every database answers from the links' index: a subquery there made MySQL read the
 * whole links table for each row of a bulk insert.
 */
export interface LinkChange {
  /** The events whose links changed: a list or a SELECT, for `IN (...)`. */
  events: string;
  /** Whether the link row `alias` is one the change added (SQL condition). */
  added(alias: string): string;
  /** The removed links, a SELECT of `e`, `c`. */
  removed: string;
}

/** Adds grouped deltas (`category_id`, key columns, `events`) to the counts, creating rows as needed. */
function upsert(client: Client, select: string): string {
  const into = `INSERT INTO ${CATEGORY_DAYS} (${COLUMNS.join(', ')}, events)`;
  // `WHERE`: SQLite would read the ON of ON CONFLICT as a join's otherwise. In key order: concurrent
  // writers (PostgreSQL, MySQL) lock the count rows they share in the same order, and wait rather than deadlock.
  const rows = `SELECT * FROM (${select}) deltas WHERE 1 = 1 ORDER BY ${COLUMNS.map((_, i) => i + 1).join(', ')}`;
  if (client === 'mysql') return `${into} ${rows} ON DUPLICATE KEY UPDATE events = ${CATEGORY_DAYS}.events + VALUES(events)`;
  return `${into} ${rows} ON CONFLICT (${COLUMNS.join(', ')}) DO UPDATE SET events = ${CATEGORY_DAYS}.events + excluded.events`;
}

/** SQL builders over the tables, for one database. */
export function categoryDaysSql(client: Client, t: CategoryTables) {
  const d = dialectOf(client);
  const q = d.quote;
  const [L, LE, LC] = [q(t.links.table), q(t.links.event), q(t.links.category)];
  const [P, PC, PP] = [q(t.parents.table), q(t.parents.child), q(t.parents.parent)];
  const EV = q(t.events.table);
  /** The key values of an event row (`NEW`, `OLD`, an alias), as SQL: the event day counts' key, then `open`. */
  const key = (row: string) => [...keyOf(d, t.events, row), `(coalesce(${row}.${q(t.events.password)}, '') = '')`];
  const keyAs = (row: string) => key(row).map((value, i) => `${value} AS ${COLUMNS[i + 1]}`).join(', ');
  const groupBy = COLUMNS.map((_, i) => i + 1).join(', ');

  /** A recursive CTE `cte(e, id)`: the seed's (event, category) pairs and every ancestor of each category. */
  const up = (cte: string, seed: string) => `${cte}(e, id) AS (${seed} UNION SELECT ${cte}.e, p.${PP} FROM ${P} p JOIN ${cte} ON p.${PC} = ${cte}.id)`;
  /** A recursive CTE `cte(a, id)`: each root category `a` of the seed with itself and every descendant. */
  const down = (cte: string, seed: string) => `${cte}(a, id) AS (${seed} UNION SELECT ${cte}.a, p.${PC} FROM ${P} p JOIN ${cte} ON p.${PP} = ${cte}.id)`;

  /**
   * A change of links, the links table already changed: each affected event's ancestors after the change
   * against before it (now, minus the rows the change added, plus those it removed); those gained count
   * +1, those lost -1, at the event's key.
   */
  const linkDelta = (change: LinkChange) => {
    const now = `SELECT l.${LE}, l.${LC} FROM ${L} l WHERE l.${LE} IN (${change.events})`;
    const before = `${now} AND NOT (${change.added('l')}) UNION SELECT rm.e, rm.c FROM (${change.removed}) rm`;
    const delta = `SELECT af.e, af.id, 1 AS n FROM af WHERE NOT EXISTS (SELECT 1 FROM bf WHERE bf.e = af.e AND bf.id = af.id)
      UNION ALL SELECT bf.e, bf.id, -1 FROM bf WHERE NOT EXISTS (SELECT 1 FROM af WHERE af.e = bf.e AND af.id = bf.id)`;
    return upsert(
      client,
      `WITH RECURSIVE ${up('bf', before)}, ${up('af', now)}
       SELECT x.id AS category_id, ${keyAs('ev')}, sum(x.n) AS events FROM (${delta}) x JOIN ${EV} ev ON ev.id = x.e
       WHERE ${dated(d, t.events, 'ev')} GROUP BY ${groupBy}`
    );
  };

  /** An event row whose key changed (`OLD`, `NEW`): its ancestors move from the old key to the new. */
  const eventMove = () => {
    const ancestors = up('an', `SELECT l.${LE}, l.${LC} FROM ${L} l WHERE l.${LE} = NEW.id`);
    const at = (row: string, n: number) => `SELECT an.id AS category_id, ${keyAs(row)}, ${n} AS n FROM an WHERE ${dated(d, t.events, row)}`;
    return upsert(client, `WITH RECURSIVE ${ancestors} SELECT ${COLUMNS.map((c) => `m.${c}`).join(', ')}, sum(m.n) AS events FROM (${at('OLD', -1)} UNION ALL ${at('NEW', 1)}) m GROUP BY ${groupBy}`);
  };

  /**
   * Categories `moved` (a SELECT of `id`) changed parents: the counts of every ancestor of them and of
   * their old and new parents (`parentsOf`, a SELECT of `id`) are counted again, when anything under a
   * moved category is linked to an event (otherwise no count changes).
   */
  const recount = (moved: string, parentsOf: string) => {
    const ancestors = up('ra', `SELECT 0, m.id FROM (${moved}) m UNION SELECT 0, pm.id FROM (${parentsOf}) pm`);
    const roots = `WITH RECURSIVE ${ancestors} SELECT ra.id FROM ra`;
    const linkedBelow = `EXISTS (WITH RECURSIVE ${down('lb', `SELECT m.id, m.id FROM (${moved}) m`)} SELECT 1 FROM lb JOIN ${L} l ON l.${LC} = lb.id)`;
    return [
      `DELETE FROM ${CATEGORY_DAYS} WHERE ${linkedBelow} AND category_id IN (SELECT r.id FROM (${roots}) r)`,
      upsert(
        client,
        `WITH RECURSIVE ${ancestors},
         ${down('dn', 'SELECT ra.id, ra.id FROM ra')}
         SELECT dn.a AS category_id, ${keyAs('ev')}, count(DISTINCT ev.id) AS events
         FROM dn JOIN ${L} l ON l.${LC} = dn.id JOIN ${EV} ev ON ev.id = l.${LE}
         WHERE ${dated(d, t.events, 'ev')} AND ${linkedBelow} GROUP BY ${groupBy}`
      ),
    ];
  };

  /** Every count, from the links (at start). */
  const rebuild = [
    `DELETE FROM ${CATEGORY_DAYS}`,
    upsert(
      client,
      `WITH RECURSIVE ${down('dn', `SELECT c.id, c.id FROM ${q(t.categories)} c`)}
       SELECT dn.a AS category_id, ${keyAs('ev')}, count(DISTINCT ev.id) AS events
       FROM dn JOIN ${L} l ON l.${LC} = dn.id JOIN ${EV} ev ON ev.id = l.${LE}
       WHERE ${dated(d, t.events, 'ev')} GROUP BY ${groupBy}`
    ),
  ];

  // Typed as integers (a NULL in a subquery is text to PostgreSQL, then compared with an ID).
  const none = (...columns: string[]) => `SELECT ${columns.map((c) => `0 AS ${c}`).join(', ')} FROM (SELECT 1 AS z) no_rows WHERE 1 = 0`;
  const watched = [t.events.locale, t.events.status, t.events.hidden, t.events.start, t.events.end, t.events.password];
  const unlink = `DELETE FROM ${L} WHERE ${LE} = OLD.id`;
  /** Before a category row is deleted: its event links, its parent link, its children's (they move to the top), its counts. */
  const forgetCategory = [`DELETE FROM ${L} WHERE ${LC} = OLD.id`, `DELETE FROM ${P} WHERE ${PC} = OLD.id`, `DELETE FROM ${P} WHERE ${PP} = OLD.id`, `DELETE FROM ${CATEGORY_DAYS} WHERE category_id = OLD.id`];

  return { key, linkDelta, eventMove, recount, rebuild, none, watched, unlink, forgetCategory };
}

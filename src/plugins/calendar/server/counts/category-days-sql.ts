import { dated, dialectOf, KEY_COLUMNS, keyOf, type EventColumns } from './event-days-sql';

/**
 * The SQL of the category day counts (category-days.ts): for each category row, how many events linked
 * to it or to one of its descendants start on one UTC day and end on another, by the event's language,
 * status and listing (the key of the event day counts, event-days-sql.ts). An event in two categories of
 * one subtree counts once for their common ancestors: the counts are of distinct events, as the total of
 * `?categories=` is.
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
 * SQLite and MySQL run row triggers one row at a time; PostgreSQL runs AFTER row triggers at the end of
 * the statement, when every row of a multi-row insert is already there, so its link triggers are
 * statement triggers reading the statement's rows from transition tables. The same SQL serves both: the
 * rows added and removed are a one-row SELECT of NEW/OLD, or the transition table.
 */

export const CATEGORY_DAYS = 'cal_event_category_days';
const PREFIX = 'cal_cat_days_';
/** Bumped when the triggers change: older ones are dropped at the next start. */
const VERSION = 'v2';
const COLUMNS = ['category_id', ...KEY_COLUMNS];

/** The tables and columns the counts read (names from Strapi's metadata). */
export interface CategoryTables {
  events: EventColumns;
  categories: string;
  /** Event-category links: `event` and `category` row IDs. */
  links: { table: string; event: string; category: string };
  /** Category parent links: `child` and `parent` row IDs. */
  parents: { table: string; child: string; parent: string };
}

type Client = 'sqlite' | 'postgres' | 'mysql';

/**
 * The links a change added and removed, told to `linkDelta`. A row trigger names its row's event directly
 * (`IN (NEW.x)`), which every database answers from the links' index: a subquery there made MySQL read the
 * whole links table for each row of a bulk insert.
 */
interface LinkChange {
  /** The events whose links changed: a list or a SELECT, for `IN (...)`. */
  events: string;
  /** Whether the link row `alias` is one the change added (SQL condition). */
  added(alias: string): string;
  /** The removed links, a SELECT of `e`, `c`. */
  removed: string;
}

/** One table's triggers: their names and the statements that create them. */
export interface CategoryTriggerSet {
  table: string;
  names: string[];
  create: string[];
}

/** A trigger's name (and PostgreSQL function's): `table` a short label (`lnk`, `par`, `ev`, `cat`). */
const name = (table: string, op: string) => `${PREFIX}${table}_${op}_${VERSION}`;

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
  const keyAs = (row: string) => keyOf(d, t.events, row).map((value, i) => `${value} AS ${KEY_COLUMNS[i]}`).join(', ');
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
  const watched = [t.events.locale, t.events.status, t.events.hidden, t.events.start, t.events.end];
  const unlink = `DELETE FROM ${L} WHERE ${LE} = OLD.id`;
  /** Before a category row is deleted: its event links, its parent link, its children's (they move to the top), its counts. */
  const forgetCategory = [`DELETE FROM ${L} WHERE ${LC} = OLD.id`, `DELETE FROM ${P} WHERE ${PC} = OLD.id`, `DELETE FROM ${P} WHERE ${PP} = OLD.id`, `DELETE FROM ${CATEGORY_DAYS} WHERE category_id = OLD.id`];

  return { linkDelta, eventMove, recount, rebuild, none, watched, unlink, forgetCategory };
}

/** The triggers of the four tables, for one database. */
export function categoryTriggers(client: Client, t: CategoryTables): CategoryTriggerSet[] {
  const s = categoryDaysSql(client, t);
  const d = dialectOf(client);
  const q = d.quote;
  /**
   * The rows a change added (`NEW`) or removed (`OLD`), as a SELECT of `columns` under aliases: the row
   * itself in a row trigger, the statement's transition table on PostgreSQL.
   */
  const changed = (row: 'NEW' | 'OLD', columns: Record<string, string>) => {
    const from = client === 'postgres' ? (row === 'NEW' ? 'cal_added' : 'cal_removed') : row;
    const list = Object.entries(columns).map(([alias, column]) => `${from}.${q(column)} AS ${alias}`).join(', ');
    return client === 'postgres' ? `SELECT ${list} FROM ${from}` : `SELECT ${list}`;
  };
  const link = (row: 'NEW' | 'OLD') => changed(row, { e: t.links.event, c: t.links.category });
  const [E, C] = [q(t.links.event), q(t.links.category)];
  const isRow = (row: 'NEW' | 'OLD') => (alias: string) =>
    client === 'postgres'
      ? `EXISTS (SELECT 1 FROM ${row === 'NEW' ? 'cal_added' : 'cal_removed'} ch WHERE ch.${E} = ${alias}.${E} AND ch.${C} = ${alias}.${C})`
      : `${alias}.${E} = ${row}.${E} AND ${alias}.${C} = ${row}.${C}`;
  const eventsOf = (...rows: ('NEW' | 'OLD')[]) =>
    client === 'postgres' ? rows.map((row) => `SELECT ${row === 'NEW' ? 'cal_added' : 'cal_removed'}.${E} FROM ${row === 'NEW' ? 'cal_added' : 'cal_removed'}`).join(' UNION ') : rows.map((row) => `${row}.${E}`).join(', ');
  const nothing = () => '1 = 0';
  const child = (row: 'NEW' | 'OLD') => changed(row, { id: t.parents.child });
  const parent = (row: 'NEW' | 'OLD') => changed(row, { id: t.parents.parent });
  const [oldKey, newKey] = [keyOf(d, t.events, 'OLD'), keyOf(d, t.events, 'NEW')];
  const sets: { table: string; triggers: { name: string; when: string; body: string[]; pgStatement?: string; before?: boolean; returns?: string }[] }[] = [
    {
      table: t.links.table,
      triggers: [
        { name: name('lnk', 'ins'), when: 'INSERT', body: [s.linkDelta({ events: eventsOf('NEW'), added: isRow('NEW'), removed: s.none('e', 'c') })], pgStatement: 'NEW TABLE AS cal_added' },
        { name: name('lnk', 'del'), when: 'DELETE', body: [s.linkDelta({ events: eventsOf('OLD'), added: nothing, removed: link('OLD') })], pgStatement: 'OLD TABLE AS cal_removed' },
        {
          name: name('lnk', 'upd'),
          when: 'UPDATE',
          body: [s.linkDelta({ events: eventsOf('NEW', 'OLD'), added: isRow('NEW'), removed: link('OLD') })],
          pgStatement: 'OLD TABLE AS cal_removed NEW TABLE AS cal_added',
        },
      ],
    },
    {
      table: t.parents.table,
      triggers: [
        { name: name('par', 'ins'), when: 'INSERT', body: s.recount(child('NEW'), parent('NEW')), pgStatement: 'NEW TABLE AS cal_added' },
        { name: name('par', 'del'), when: 'DELETE', body: s.recount(child('OLD'), parent('OLD')), pgStatement: 'OLD TABLE AS cal_removed' },
        {
          name: name('par', 'upd'),
          when: 'UPDATE',
          body: s.recount(`${child('NEW')} UNION ${child('OLD')}`, `${parent('NEW')} UNION ${parent('OLD')}`),
          pgStatement: 'OLD TABLE AS cal_removed NEW TABLE AS cal_added',
        },
      ],
    },
    {
      table: t.events.table,
      triggers: [
        { name: name('ev', 'upd'), when: 'UPDATE', body: [s.eventMove()] },
        { name: name('ev', 'del'), when: 'DELETE', body: [s.unlink], before: true, returns: 'OLD' },
      ],
    },
    // Strapi deletes a row before its links, which PostgreSQL and MySQL then drop by cascade (MySQL
    // without firing triggers, PostgreSQL with the parent links maybe gone first): the links go first,
    // while the category can still be read.
    { table: t.categories, triggers: [{ name: name('cat', 'del'), when: 'DELETE', body: s.forgetCategory, before: true, returns: 'OLD' }] },
  ];
  const moved = (sep: string, eq: string) => `NOT (${newKey.map((v, i) => `${v} ${eq} ${oldKey[i]}`).join(` ${sep} `)})`;

  return sets.map(({ table, triggers }) => ({
    table,
    names: triggers.map((tr) => tr.name),
    create: triggers.flatMap((tr) => {
      const timing = tr.before ? 'BEFORE' : 'AFTER';
      const isEventMove = table === t.events.table && tr.when === 'UPDATE';
      if (client === 'sqlite') {
        const of = isEventMove ? ` OF ${s.watched.map(q).join(', ')}` : '';
        const when = isEventMove ? ` WHEN ${moved('AND', 'IS')}` : '';
        return [`CREATE TRIGGER ${tr.name} ${timing} ${tr.when}${of} ON ${q(table)}${when} BEGIN ${tr.body.map((b) => `${b};`).join(' ')} END`];
      }
      if (client === 'mysql') {
        const body = tr.body.map((b) => `${b};`).join(' ');
        const guarded = isEventMove ? `IF ${moved('AND', '<=>')} THEN ${body} END IF;` : body;
        return [`CREATE TRIGGER ${tr.name} ${timing} ${tr.when} ON ${q(table)} FOR EACH ROW BEGIN ${guarded} END`];
      }
      // PostgreSQL: a function per trigger; the link and parent triggers per statement, over transition tables.
      const body = tr.body;
      const guard = isEventMove ? `IF (${newKey.join(', ')}) IS NOT DISTINCT FROM (${oldKey.join(', ')}) THEN RETURN NULL; END IF;` : '';
      const level = tr.pgStatement ? `REFERENCING ${tr.pgStatement} FOR EACH STATEMENT` : 'FOR EACH ROW';
      return [
        `CREATE OR REPLACE FUNCTION ${tr.name}() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  ${guard}
  ${body.map((b) => `${b};`).join('\n  ')}
  RETURN ${tr.returns ?? 'NULL'};
END $body$`,
        `CREATE TRIGGER ${tr.name} ${timing} ${tr.when} ON ${q(table)} ${level} EXECUTE FUNCTION ${tr.name}()`,
      ];
    }),
  }));
}

/** SQL listing the calendar's category-count triggers on a table (one `?`: the table), per database. */
export function listCategoryTriggers(client: Client): string {
  if (client === 'sqlite') return `SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ? AND name LIKE '${PREFIX}%'`;
  if (client === 'postgres')
    return `SELECT t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relname = ? AND n.nspname = current_schema() AND t.tgname LIKE '${PREFIX}%' AND NOT t.tgisinternal`;
  return `SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() AND EVENT_OBJECT_TABLE = ? AND TRIGGER_NAME LIKE '${PREFIX}%'`;
}

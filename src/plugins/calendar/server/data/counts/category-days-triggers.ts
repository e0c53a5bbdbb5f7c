import { dialectOf } from './event-days-sql';
import { categoryDaysSql, type CategoryTables, type Client } from './category-days-sql';

/**
 * The triggers of the category day counts (category-days-sql.ts builds their statements), for each
 * database. SQLite and MySQL run row triggers one row at a time; PostgreSQL runs AFTER row triggers at
 * the end of the statement, when every row of a multi-row insert is already there, so its link and
 * parent-link triggers are statement triggers reading the statement's rows from transition tables. The
 * same SQL serves both: the rows added and removed are a one-row SELECT of NEW/OLD, or the transition
 * table.
 *
 * PostgreSQL's functions run with JIT off: the recursive queries are estimated at millions (the planner
 * multiplies a recursive term by ten per level, and knows nothing of a transition table), far above
 * jit_above_cost, and JIT compiles the plan again at every execution: about 0.5 s per statement on the
 * parent links, even one that touches no row, where the query itself takes well under a millisecond.
 * A statement trigger also returns at once when its statement changed no pair (Strapi rewrites the
 * links' order columns, and a foreign key's cascade deletes rows the category's trigger already deleted):
 * the links, hence the counts, are as they were.
 */

const PREFIX = 'cal_cat_days_';
/** Bumped when the triggers change: older ones are dropped at the next start (v3: the `open` column; v4: PostgreSQL without JIT). */
const VERSION = 'v4';
/** The versions whose PostgreSQL functions are dropped with their triggers. */
const OLDER = ['v2', 'v3'];

/** One table's triggers: their names and the statements that create them. */
export interface CategoryTriggerSet {
  table: string;
  names: string[];
  create: string[];
}

/** A trigger's name (and PostgreSQL function's): `table` a short label (`lnk`, `par`, `ev`, `cat`). */
const name = (table: string, op: string) => `${PREFIX}${table}_${op}_${VERSION}`;

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
  /**
   * PostgreSQL: whether a statement changed no pair of `columns` (its rows added and removed are the same
   * pairs, or there are none): then the links are as they were, and so are the counts.
   */
  const unchanged = (columns: string[], tables: ('cal_added' | 'cal_removed')[]) => {
    const pairs = (from: string) => `SELECT ${columns.map((c) => `${from}.${q(c)}`).join(', ')} FROM ${from}`;
    if (tables.length === 1) return `NOT EXISTS (${pairs(tables[0])})`;
    return `NOT EXISTS (${pairs('cal_added')} EXCEPT ${pairs('cal_removed')}) AND NOT EXISTS (${pairs('cal_removed')} EXCEPT ${pairs('cal_added')})`;
  };
  const linkPair = [t.links.event, t.links.category];
  const parentPair = [t.parents.child, t.parents.parent];
  const [oldKey, newKey] = [s.key('OLD'), s.key('NEW')];
  const sets: { table: string; triggers: { name: string; when: string; body: string[]; pgStatement?: string; pgUnchanged?: string; before?: boolean; returns?: string }[] }[] = [
    {
      table: t.links.table,
      triggers: [
        {
          name: name('lnk', 'ins'),
          when: 'INSERT',
          body: [s.linkDelta({ events: eventsOf('NEW'), added: isRow('NEW'), removed: s.none('e', 'c') })],
          pgStatement: 'NEW TABLE AS cal_added',
          pgUnchanged: unchanged(linkPair, ['cal_added']),
        },
        {
          name: name('lnk', 'del'),
          when: 'DELETE',
          body: [s.linkDelta({ events: eventsOf('OLD'), added: nothing, removed: link('OLD') })],
          pgStatement: 'OLD TABLE AS cal_removed',
          pgUnchanged: unchanged(linkPair, ['cal_removed']),
        },
        {
          name: name('lnk', 'upd'),
          when: 'UPDATE',
          body: [s.linkDelta({ events: eventsOf('NEW', 'OLD'), added: isRow('NEW'), removed: link('OLD') })],
          pgStatement: 'OLD TABLE AS cal_removed NEW TABLE AS cal_added',
          pgUnchanged: unchanged(linkPair, ['cal_added', 'cal_removed']),
        },
      ],
    },
    {
      table: t.parents.table,
      triggers: [
        {
          name: name('par', 'ins'),
          when: 'INSERT',
          body: s.recount(child('NEW'), parent('NEW')),
          pgStatement: 'NEW TABLE AS cal_added',
          pgUnchanged: unchanged(parentPair, ['cal_added']),
        },
        {
          name: name('par', 'del'),
          when: 'DELETE',
          body: s.recount(child('OLD'), parent('OLD')),
          pgStatement: 'OLD TABLE AS cal_removed',
          pgUnchanged: unchanged(parentPair, ['cal_removed']),
        },
        {
          name: name('par', 'upd'),
          when: 'UPDATE',
          body: s.recount(`${child('NEW')} UNION ${child('OLD')}`, `${parent('NEW')} UNION ${parent('OLD')}`),
          pgStatement: 'OLD TABLE AS cal_removed NEW TABLE AS cal_added',
          pgUnchanged: unchanged(parentPair, ['cal_added', 'cal_removed']),
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
      const same = isEventMove ? `(${newKey.join(', ')}) IS NOT DISTINCT FROM (${oldKey.join(', ')})` : tr.pgUnchanged;
      const guard = same ? `IF ${same} THEN RETURN NULL; END IF;` : '';
      const level = tr.pgStatement ? `REFERENCING ${tr.pgStatement} FOR EACH STATEMENT` : 'FOR EACH ROW';
      return [
        `CREATE OR REPLACE FUNCTION ${tr.name}() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $body$
BEGIN
  ${guard}
  ${body.map((b) => `${b};`).join('\n  ')}
  RETURN ${tr.returns ?? 'NULL'};
END $body$`,
        `CREATE TRIGGER ${tr.name} ${timing} ${tr.when} ON ${q(table)} ${level} EXECUTE FUNCTION ${tr.name}()`,
        // The older versions' functions, their triggers dropped before (replaceTriggers).
        ...OLDER.map((version) => `DROP FUNCTION IF EXISTS ${tr.name.replace(new RegExp(`_${VERSION}$`), `_${version}`)}()`),
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

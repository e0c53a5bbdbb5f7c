/**
 * The SQL of the event day counts (event-days.ts) for each database: the day number of a date, the
 * `listed` flag of a row, the triggers that keep the counts, and the recount. A day is a UTC day:
 * `floor(instant / 86,400,000 ms)`, computed the way each database reads its stored dates, so that a
 * bound value (a date the driver binds like those it stores) falls on the same day as a stored one.
 */

export const EVENT_DAYS = 'cal_event_days';
const TRIGGER_PREFIX = 'cal_event_days_';
/** Bumped when the triggers change: older ones are dropped at the next start (v2: the status column is post_status). */
const VERSION = 'v2';

/** The events table and the columns the counts read (names from Strapi's metadata). */
export interface EventColumns {
  table: string;
  locale: string;
  status: string;
  hidden: string;
  start: string;
  end: string;
  /** Read by the category day counts only (their `open` key column). */
  password: string;
}

type Client = 'sqlite' | 'postgres' | 'mysql';

export interface Dialect {
  quote(name: string): string;
  /** UTC day number of a stored date (SQL expression `x`). */
  day(x: string): string;
  /** 1/true when the row shows in lists: hide_from_listings false or NULL. */
  listed(hidden: string): string;
  /** One `?` each: the day number of a bound date, the start of its day, the start of the next day. */
  boundDay: string;
  dayStart: string;
  nextDayStart: string;
  /** The start of day number `day` (SQL), comparable with the stored dates. */
  dayToDate(day: string): string;
  /** The larger of two dates. */
  greatest: string;
  /** The current triggers' names, and the statements that create them on the events table. */
  triggerNames: string[];
  createTriggers(c: EventColumns): string[];
  /** Names of the calendar's triggers on the events table, current or older (one `?`: the table). */
  listTriggers: string;
  dropTrigger(name: string, table: string): string;
  /** Statements run before the recount in its transaction (PostgreSQL locks the events table against writes). */
  lock(table: string): string[];
  /** Whether DDL can run inside a transaction (MySQL commits before each DDL statement). */
  transactionalDdl: boolean;
  /**
   * Refreshes the planner's statistics of the counts after they are rebuilt, or null. Without it PostgreSQL
   * plans the window's sum over the counts as if they held one row until autovacuum comes by: 3.0 ms of a
   * list's total instead of 0.8 ms at 10,000 events (BENCH.md). SQLite keeps no statistics unless asked.
   */
  analyze: ((table: string) => string) | null;
}

export const KEY_COLUMNS = ['locale', 'status', 'listed', 'start_day', 'end_day'];
const ROW_TRIGGERS = ['ins', 'upd', 'del'].map((op) => `${TRIGGER_PREFIX}${op}_${VERSION}`);
const [INSERTED, UPDATED, DELETED] = ROW_TRIGGERS;
/**
 * PostgreSQL's trigger (and function) has its own version: v3 counts at COMMIT (below), and drops v2's
 * function once v2's trigger is gone.
 */
const PG_TRIGGER = `${TRIGGER_PREFIX}v3`;
const PG_OLDER_FUNCTION = `${TRIGGER_PREFIX}v2`;

const sqlite: Dialect = {
  quote: (name) => `"${name}"`,
  // Strapi stores SQLite dates as milliseconds; text written by other hands is read as ISO 8601.
  day: (x) => `CAST((CASE typeof(${x}) WHEN 'text' THEN (julianday(${x}) - 2440587.5) * 86400000.0 ELSE ${x} END) / 86400000 AS INTEGER)`,
  listed: (hidden) => `(coalesce(${hidden}, 0) = 0)`,
  boundDay: 'CAST(? / 86400000 AS INTEGER)',
  dayStart: '(CAST(? / 86400000 AS INTEGER) * 86400000)',
  nextDayStart: '((CAST(? / 86400000 AS INTEGER) + 1) * 86400000)',
  dayToDate: (day) => `(${day} * 86400000)`,
  greatest: 'max',
  triggerNames: ROW_TRIGGERS,
  createTriggers: (c) => {
    const on = `ON ${sqlite.quote(c.table)}`;
    const [oldKey, newKey] = [keyOf(sqlite, c, 'OLD'), keyOf(sqlite, c, 'NEW')];
    // INSERT … SELECT … WHERE: the WHERE also lets SQLite read ON CONFLICT as an upsert.
    const add = `INSERT INTO ${EVENT_DAYS} (${KEY_COLUMNS.join(', ')}, events) SELECT ${newKey.join(', ')}, 1 WHERE ${dated(sqlite, c, 'NEW')} ON CONFLICT (${KEY_COLUMNS.join(', ')}) DO UPDATE SET events = events + 1;`;
    const remove = `UPDATE ${EVENT_DAYS} SET events = events - 1 WHERE ${dated(sqlite, c, 'OLD')} AND ${matchKey(oldKey)};`;
    const watched = [c.locale, c.status, c.hidden, c.start, c.end].map(sqlite.quote).join(', ');
    // An update that leaves the key as it was (most edits) touches no count.
    const moved = `NOT (${newKey.map((value, i) => `${value} IS ${oldKey[i]}`).join(' AND ')})`;
    return [
      `CREATE TRIGGER ${INSERTED} AFTER INSERT ${on} BEGIN ${add} END`,
      `CREATE TRIGGER ${UPDATED} AFTER UPDATE OF ${watched} ${on} WHEN ${moved} BEGIN ${remove} ${add} END`,
      `CREATE TRIGGER ${DELETED} AFTER DELETE ${on} BEGIN ${remove} END`,
    ];
  },
  listTriggers: `SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ? AND name LIKE '${TRIGGER_PREFIX}%'`,
  dropTrigger: (name) => `DROP TRIGGER IF EXISTS "${name}"`,
  lock: () => [],
  transactionalDdl: true,
  analyze: null,
};

const postgres: Dialect = {
  quote: (name) => `"${name}"`,
  // Strapi's PostgreSQL dates are `timestamp without time zone`: epoch of the stored wall time.
  day: (x) => `floor(extract(epoch from ${x}) / 86400)::integer`,
  listed: (hidden) => `(${hidden} IS NOT TRUE)`,
  boundDay: 'floor(extract(epoch from cast(? as timestamp)) / 86400)::integer',
  dayStart: "date_trunc('day', cast(? as timestamp))",
  nextDayStart: "(date_trunc('day', cast(? as timestamp)) + interval '1 day')",
  dayToDate: (day) => `(to_timestamp(${day} * 86400) at time zone 'UTC')`,
  greatest: 'greatest',
  triggerNames: [PG_TRIGGER],
  createTriggers: (c) => {
    const [oldKey, newKey] = [keyOf(postgres, c, 'OLD'), keyOf(postgres, c, 'NEW')];
    const watched = [c.locale, c.status, c.hidden, c.start, c.end].map(postgres.quote).join(', ');
    return [
      `CREATE OR REPLACE FUNCTION ${PG_TRIGGER}() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  -- An update that leaves the key as it was (most edits) touches no count.
  IF TG_OP = 'UPDATE' AND (${newKey.join(', ')}) IS NOT DISTINCT FROM (${oldKey.join(', ')}) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND ${dated(postgres, c, 'OLD')} THEN
    UPDATE ${EVENT_DAYS} SET events = events - 1 WHERE ${matchKey(oldKey)};
  END IF;
  IF TG_OP <> 'DELETE' AND ${dated(postgres, c, 'NEW')} THEN
    INSERT INTO ${EVENT_DAYS} (${KEY_COLUMNS.join(', ')}, events) VALUES (${newKey.join(', ')}, 1)
      ON CONFLICT (${KEY_COLUMNS.join(', ')}) DO UPDATE SET events = ${EVENT_DAYS}.events + 1;
  END IF;
  RETURN NULL;
END $body$`,
      // Deferred to COMMIT, still in the write's transaction: a count row is locked from the moment it is
      // updated until commit, and writers of events on the same days (an import, a series) would otherwise
      // wait on one another for the whole of Strapi's transaction, as they did on the data version's row
      // (data/version/data-version-sql.ts). Each row's OLD and NEW are those of its change, so the counts
      // end the same as when applied at once; nothing reads them inside a write's transaction.
      `CREATE CONSTRAINT TRIGGER ${PG_TRIGGER} AFTER INSERT OR DELETE OR UPDATE OF ${watched} ON ${postgres.quote(c.table)} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ${PG_TRIGGER}()`,
      `DROP FUNCTION IF EXISTS ${PG_OLDER_FUNCTION}()`,
    ];
  },
  listTriggers: `SELECT t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relname = ? AND n.nspname = current_schema() AND t.tgname LIKE '${TRIGGER_PREFIX}%' AND NOT t.tgisinternal`,
  dropTrigger: (name, table) => `DROP TRIGGER IF EXISTS "${name}" ON "${table}"`,
  // Writers wait while the counts are rebuilt (readers do not): none slips between the count and the triggers.
  lock: (table) => [`LOCK TABLE "${table}" IN SHARE ROW EXCLUSIVE MODE`],
  transactionalDdl: true,
  analyze: (table) => `ANALYZE "${table}"`,
};

const mysql: Dialect = {
  quote: (name) => `\`${name}\``,
  // TO_DAYS reads a DATETIME's calendar date as stored, like the comparisons with bound dates do.
  day: (x) => `(TO_DAYS(${x}) - 719528)`,
  listed: (hidden) => `(coalesce(${hidden}, 0) = 0)`,
  boundDay: '(TO_DAYS(?) - 719528)',
  dayStart: 'CAST(DATE(?) AS DATETIME)',
  nextDayStart: 'CAST(DATE(?) + INTERVAL 1 DAY AS DATETIME)',
  dayToDate: (day) => `CAST(FROM_DAYS(${day} + 719528) AS DATETIME)`,
  greatest: 'greatest',
  triggerNames: ROW_TRIGGERS,
  createTriggers: (c) => {
    const on = `ON ${mysql.quote(c.table)} FOR EACH ROW`;
    const [oldKey, newKey] = [keyOf(mysql, c, 'OLD'), keyOf(mysql, c, 'NEW')];
    const add = `INSERT INTO ${EVENT_DAYS} (${KEY_COLUMNS.join(', ')}, events) SELECT ${newKey.join(', ')}, 1 FROM DUAL WHERE ${dated(mysql, c, 'NEW')} ON DUPLICATE KEY UPDATE events = ${EVENT_DAYS}.events + 1;`;
    const remove = `UPDATE ${EVENT_DAYS} SET events = events - 1 WHERE ${dated(mysql, c, 'OLD')} AND ${matchKey(oldKey)};`;
    // MySQL has no UPDATE OF: an update that leaves the key as it was (most edits) touches no count.
    const moved = `NOT (${newKey.map((value, i) => `${value} <=> ${oldKey[i]}`).join(' AND ')})`;
    return [
      `CREATE TRIGGER ${INSERTED} AFTER INSERT ${on} BEGIN ${add} END`,
      `CREATE TRIGGER ${UPDATED} AFTER UPDATE ${on} BEGIN IF ${moved} THEN ${remove} ${add} END IF; END`,
      `CREATE TRIGGER ${DELETED} AFTER DELETE ${on} BEGIN ${remove} END`,
    ];
  },
  listTriggers: `SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() AND EVENT_OBJECT_TABLE = ? AND TRIGGER_NAME LIKE '${TRIGGER_PREFIX}%'`,
  dropTrigger: (name) => `DROP TRIGGER IF EXISTS \`${name}\``,
  lock: () => [],
  transactionalDdl: false,
  analyze: (table) => `ANALYZE TABLE \`${table}\``,
};

const DIALECTS: Record<Client, Dialect> = { sqlite, postgres, mysql };

export function dated(dialect: Dialect, c: EventColumns, row: string): string {
  return `${row}.${dialect.quote(c.start)} IS NOT NULL AND ${row}.${dialect.quote(c.end)} IS NOT NULL`;
}

function matchKey(values: string[]): string {
  return KEY_COLUMNS.map((column, i) => `${column} = ${values[i]}`).join(' AND ');
}

export function dialectOf(client: string): Dialect {
  const dialect = DIALECTS[client as Client];
  if (!dialect) throw new Error(`event day counts: unsupported database ${client}`);
  return dialect;
}

/** The five key values of a row (`NEW`, `OLD`, or a table alias), as SQL. */
export function keyOf(dialect: Dialect, c: EventColumns, row: string): string[] {
  const col = (name: string) => `${row}.${dialect.quote(name)}`;
  return [`coalesce(${col(c.locale)}, '')`, `coalesce(${col(c.status)}, '')`, dialect.listed(col(c.hidden)), dialect.day(col(c.start)), dialect.day(col(c.end))];
}

/** Statements that rebuild every count from the events table. */
export function recountSql(dialect: Dialect, c: EventColumns): string[] {
  return [
    `DELETE FROM ${EVENT_DAYS}`,
    `INSERT INTO ${EVENT_DAYS} (${KEY_COLUMNS.join(', ')}, events) SELECT ${keyOf(dialect, c, 'e').join(', ')}, count(*) FROM ${dialect.quote(c.table)} e WHERE ${dated(dialect, c, 'e')} GROUP BY 1, 2, 3, 4, 5`,
  ];
}

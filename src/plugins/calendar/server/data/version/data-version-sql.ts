import { createHash } from 'crypto';
import type { TriggerSet } from '../counts/triggers';

/**
 * SQL of the data version (data-version.ts): one row of `cal_data_version`, bumped by a trigger on
 * every table a calendar answer is read from.
 */

export const DATA_VERSION = 'cal_data_version';
const PREFIX = 'cal_dv_';
/** Bumped when the triggers change: older ones are dropped at the next start (v3: PostgreSQL bumps at commit, MySQL its connection's row). */
const VERSION = 'v3';
const BUMP = `UPDATE ${DATA_VERSION} SET version = version + 1 WHERE id = 1`;
/**
 * The API tokens' own row: their tables' triggers bump it alone (access/token-lookups.ts keys its copies of
 * tokens on it, so that the calendar's writes do not make a writer's token be read again). Summed with the
 * others when the data version is read: a token's change is a change of the data too.
 */
export const TOKEN_ROW = 1000;
const BUMP_TOKENS = `UPDATE ${DATA_VERSION} SET version = version + 1 WHERE id = ${TOKEN_ROW}`;

type Client = 'sqlite' | 'postgres' | 'mysql';

/** `columns`: see Dialect.triggers; `tokens`: the table is one of the API tokens' (it bumps TOKEN_ROW). */
export interface TriggerOptions {
  columns?: string[];
  tokens?: boolean;
}

/** A trigger's operation name, marked for the token row and for a column list (new names replace older triggers). */
const opName = (op: string, { columns, tokens }: TriggerOptions, filtered: boolean) => `${op}${filtered && columns ? 'q' : ''}${tokens ? 'tk' : ''}`;

interface Dialect {
  /**
   * The triggers of `table`. With `columns`, an update bumps the version only when it sets one of them
   * (the API tokens' table: Strapi's hourly `lastUsedAt` write on a token's use must not drop every
   * cached answer); inserts and deletes always do.
   */
  triggers(table: string, options?: TriggerOptions): TriggerSet;
  /** Statements creating the function the triggers call (PostgreSQL), run once before them. */
  setup: string[];
  /** Statements run after the triggers are in place: drop what older versions left (PostgreSQL's functions). */
  cleanup: string[];
  /** Rows the version is kept in (ids 1…slots), summed when read: 1 but on MySQL (below). */
  slots: number;
  transactionalDdl: boolean;
}

/** A trigger name per table and operation, within every database's 63-character bound. */
function triggerName(table: string, op: string): string {
  const hash = createHash('sha1').update(table).digest('hex').slice(0, 8);
  return `${PREFIX}${VERSION}_${table.replace(/\W/g, '').slice(0, 32)}_${hash}_${op}`;
}

const OPS = [
  ['ins', 'INSERT'],
  ['upd', 'UPDATE'],
  ['del', 'DELETE'],
] as const;

/** Column names (Strapi's snake_case words, checked by the caller) quoted and listed. */
const quoted = (columns: string[], quote: string) => columns.map((column) => `${quote}${column}${quote}`).join(', ');

const sqlite: Dialect = {
  setup: [],
  cleanup: [],
  slots: 1,
  transactionalDdl: true,
  triggers: (table, options = {}) => {
    const { columns, tokens } = options;
    // `UPDATE OF` fires when the statement sets one of the columns (SQLite and PostgreSQL alike).
    const ops = OPS.map(([op, event]) => {
      const filtered = Boolean(columns) && event === 'UPDATE';
      return [opName(op, options, filtered), filtered ? `UPDATE OF ${quoted(columns as string[], '"')}` : event] as const;
    });
    return {
      table,
      listSql: `SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ? AND name LIKE '${PREFIX}%'`,
      names: ops.map(([op]) => triggerName(table, op)),
      create: ops.map(([op, event]) => `CREATE TRIGGER ${triggerName(table, op)} AFTER ${event} ON "${table}" BEGIN ${tokens ? BUMP_TOKENS : BUMP}; END`),
      drop: (name) => `DROP TRIGGER IF EXISTS "${name}"`,
    };
  },
};

/*
 * PostgreSQL: the bump runs at COMMIT, once per transaction. A trigger that bumped at the write's first
 * statement held the row lock of the one version row for the whole of Strapi's transaction (a dozen
 * round trips), so concurrent writers queued behind one another on it (BENCH.md, "PostgreSQL, same day":
 * writes waited on `Lock:transactionid`, p99 8.2 s). A deferred constraint trigger still runs inside the
 * transaction, so the new version becomes visible with the data, never before it; it only takes the lock
 * for the commit's last instant. Constraint triggers are per row: the first one of a transaction bumps
 * and sets a transaction-local flag the others read (a setting `set_config(…, true)` forgets at the
 * transaction's end, and at a rolled-back savepoint's). TRUNCATE has no row, hence no constraint trigger:
 * a statement trigger bumps at once for it, as before (truncating is rare: imports, tests).
 */
const PG_FUNCTION = `${PREFIX}${VERSION}_bump`;
const PG_FLAG = 'cal.data_version_bumped';
const PG_TOKEN_FUNCTION = `${PREFIX}${VERSION}_bump_tokens`;
const PG_TOKEN_FLAG = 'cal.token_version_bumped';
const postgres: Dialect = {
  setup: [
    [PG_FUNCTION, PG_FLAG, BUMP],
    [PG_TOKEN_FUNCTION, PG_TOKEN_FLAG, BUMP_TOKENS],
  ].map(
    ([name, flag, bump]) => `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF current_setting('${flag}', true) = '1' THEN RETURN NULL; END IF;
  PERFORM set_config('${flag}', '1', true);
  ${bump};
  RETURN NULL;
END $body$`
  ),
  // Older versions' functions, called by the triggers this version replaces.
  cleanup: ['v1', 'v2'].map((older) => `DROP FUNCTION IF EXISTS ${PREFIX}${older}_bump()`),
  slots: 1,
  transactionalDdl: true,
  triggers: (table, options = {}) => {
    const { columns, tokens } = options;
    const rows = triggerName(table, opName('rows', options, true));
    const trunc = triggerName(table, opName('trunc', options, false));
    const fn = tokens ? PG_TOKEN_FUNCTION : PG_FUNCTION;
    const update = columns ? `UPDATE OF ${quoted(columns, '"')}` : 'UPDATE';
    return {
      table,
      listSql: `SELECT t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relname = ? AND n.nspname = current_schema() AND t.tgname LIKE '${PREFIX}%' AND NOT t.tgisinternal`,
      names: [rows, trunc],
      create: [
        `CREATE CONSTRAINT TRIGGER ${rows} AFTER INSERT OR ${update} OR DELETE ON "${table}" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ${fn}()`,
        `CREATE TRIGGER ${trunc} AFTER TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
      ],
      drop: (name) => `DROP TRIGGER IF EXISTS "${name}" ON "${table}"`,
    };
  },
};

/*
 * MySQL/MariaDB have no deferred triggers: a row trigger runs at the write and keeps its row locked until
 * commit. With one version row, concurrent writers queued on it for whole transactions (BENCH.md: 487 of
 * 655 samples of the mixed load were writes waiting in that UPDATE). So the version is kept in 64 rows,
 * each connection bumping its own (`CONNECTION_ID()` modulo 64), and read as their sum: every commit that
 * wrote raises one row, so the sum grows with each commit and a reader's one statement (a consistent read)
 * sees it change exactly when the data does. Two connections share a row only when their IDs are 64 apart.
 */
const MYSQL_SLOTS = 64;
const mysql: Dialect = {
  setup: [],
  cleanup: [],
  slots: MYSQL_SLOTS,
  transactionalDdl: false,
  triggers: (table, options = {}) => {
    const { columns, tokens } = options;
    // The token row is one row (token changes are rare: no slots needed).
    const bump = tokens ? BUMP_TOKENS : `UPDATE ${DATA_VERSION} SET version = version + 1 WHERE id = 1 + CONNECTION_ID() % ${MYSQL_SLOTS}`;
    // MySQL has no `UPDATE OF`: the update trigger compares the columns' values instead (NULL-safe).
    const changed = columns?.map((column) => `NOT (NEW.\`${column}\` <=> OLD.\`${column}\`)`).join(' OR ');
    const ops = OPS.map(([op, event]) => {
      const filtered = Boolean(changed) && event === 'UPDATE';
      return [opName(op, options, filtered), event, filtered ? `IF ${changed} THEN ${bump}; END IF` : bump] as const;
    });
    return {
      table,
      listSql: `SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() AND EVENT_OBJECT_TABLE = ? AND TRIGGER_NAME LIKE '${PREFIX}%'`,
      names: ops.map(([op]) => triggerName(table, op)),
      create: ops.map(([op, event, body]) => `CREATE TRIGGER ${triggerName(table, op)} AFTER ${event} ON \`${table}\` FOR EACH ROW ${body}`),
      drop: (name) => `DROP TRIGGER IF EXISTS \`${name}\``,
    };
  },
};

const DIALECTS: Record<Client, Dialect> = { sqlite, postgres, mysql };

export function versionDialect(client: string): Dialect {
  const dialect = DIALECTS[client as Client];
  if (!dialect) throw new Error(`data version: unsupported database ${client}`);
  return dialect;
}

/** The one query a cached read costs: the current version (the sum of one row, or of MySQL's 64). */
export const READ_VERSION = `SELECT sum(version) AS version FROM ${DATA_VERSION}`;

/** The API tokens' own version (TOKEN_ROW): one primary-key read. */
export const READ_TOKEN_VERSION = `SELECT version FROM ${DATA_VERSION} WHERE id = ${TOKEN_ROW}`;

import { createHash } from 'crypto';
import type { TriggerSet } from '../counts/triggers';

/**
 * SQL of the data version (data-version.ts): one row of `cal_data_version`, bumped by a trigger on
 * every table a calendar answer is read from.
 */

export const DATA_VERSION = 'cal_data_version';
const PREFIX = 'cal_dv_';
/** Bumped when the triggers change: older ones are dropped at the next start. */
const VERSION = 'v1';
const BUMP = `UPDATE ${DATA_VERSION} SET version = version + 1 WHERE id = 1`;

type Client = 'sqlite' | 'postgres' | 'mysql';

interface Dialect {
  triggers(table: string): TriggerSet;
  /** Statements creating the function the triggers call (PostgreSQL), run once before them. */
  setup: string[];
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

const sqlite: Dialect = {
  setup: [],
  transactionalDdl: true,
  triggers: (table) => ({
    table,
    listSql: `SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ? AND name LIKE '${PREFIX}%'`,
    names: OPS.map(([op]) => triggerName(table, op)),
    create: OPS.map(([op, event]) => `CREATE TRIGGER ${triggerName(table, op)} AFTER ${event} ON "${table}" BEGIN ${BUMP}; END`),
    drop: (name) => `DROP TRIGGER IF EXISTS "${name}"`,
  }),
};

// PostgreSQL: one bump per statement (not per row), truncations included.
const PG_FUNCTION = `${PREFIX}${VERSION}_bump`;
const postgres: Dialect = {
  setup: [`CREATE OR REPLACE FUNCTION ${PG_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $body$ BEGIN ${BUMP}; RETURN NULL; END $body$`],
  transactionalDdl: true,
  triggers: (table) => ({
    table,
    listSql: `SELECT t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relname = ? AND n.nspname = current_schema() AND t.tgname LIKE '${PREFIX}%' AND NOT t.tgisinternal`,
    names: [triggerName(table, 'all')],
    create: [
      `CREATE TRIGGER ${triggerName(table, 'all')} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION ${PG_FUNCTION}()`,
    ],
    drop: (name) => `DROP TRIGGER IF EXISTS "${name}" ON "${table}"`,
  }),
};

const mysql: Dialect = {
  setup: [],
  transactionalDdl: false,
  triggers: (table) => ({
    table,
    listSql: `SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() AND EVENT_OBJECT_TABLE = ? AND TRIGGER_NAME LIKE '${PREFIX}%'`,
    names: OPS.map(([op]) => triggerName(table, op)),
    create: OPS.map(([op, event]) => `CREATE TRIGGER ${triggerName(table, op)} AFTER ${event} ON \`${table}\` FOR EACH ROW ${BUMP}`),
    drop: (name) => `DROP TRIGGER IF EXISTS \`${name}\``,
  }),
};

const DIALECTS: Record<Client, Dialect> = { sqlite, postgres, mysql };

export function versionDialect(client: string): Dialect {
  const dialect = DIALECTS[client as Client];
  if (!dialect) throw new Error(`data version: unsupported database ${client}`);
  return dialect;
}

/** The one query a cached read costs: the current version (primary key lookup). */
export const READ_VERSION = `SELECT version FROM ${DATA_VERSION} WHERE id = 1`;

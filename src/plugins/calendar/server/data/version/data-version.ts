import type { Core } from '@strapi/strapi';
import { installTriggers } from '../counts/triggers';
import { rowsOf } from '../repository/tables';
import { UID } from '../repository/uids';
import { DATA_VERSION, READ_TOKEN_VERSION, READ_VERSION, TOKEN_ROW, versionDialect } from './data-version-sql';

/**
 * The data version: a number the database keeps (one row of `cal_data_version`, 64 summed on MySQL), bumped by triggers in
 * the transaction of every write to a table calendar answers are read from: the five content types,
 * their link tables, media files and their links, locales, and the users-permissions permissions (a
 * role losing a read must not keep being served from the cache), and of every write to the API tokens
 * and their permissions (a revoked token must not keep being let in: access/token-lookups.ts), their
 * hourly `lastUsedAt` write aside (QUIET).
 *
 * Why the database and not lifecycles, PostgreSQL LISTEN/NOTIFY or Redis: a trigger sees every write,
 * whoever makes it (this API, the Content Manager, an import, raw SQL, another instance), and the new
 * version becomes visible with the write's commit, so no instance can read it before the data nor keep
 * an older one after. One primary-key read per cached request is the whole price; it works the same on
 * SQLite, PostgreSQL and MySQL, and needs no other server. (LISTEN/NOTIFY is PostgreSQL only and a lost
 * connection loses notices; lifecycles miss raw SQL and other instances; Redis is one more service.)
 *
 * Where the database refuses triggers (MySQL with binary logging and no SUPER right), the version is
 * unknown and nothing is served from the server cache (ETags and 304s still work: they hash the answer).
 */

const ENABLED = new WeakMap<Core.Strapi, boolean>();

/**
 * Models whose tables (and link tables) calendar answers read, and the API tokens with their permissions:
 * a token is authenticated from a copy kept per data version (access/token-lookups.ts).
 */
const MODELS = [
  ...Object.values(UID),
  'plugin::upload.file',
  'plugin::i18n.locale',
  'plugin::users-permissions.permission',
  'plugin::users-permissions.role',
  'admin::api-token',
  'admin::api-token-permission',
];

/**
 * Attributes whose updates alone do not bump the version: Strapi writes a token's `lastUsedAt` on its first
 * use each hour, which changes nothing any answer or authentication depends on (access/token-lookups.ts
 * reads it again itself when its copy is an hour old).
 */
const QUIET: Record<string, string[]> = { 'admin::api-token': ['lastUsedAt', 'updatedAt'] };

/** The API tokens' models: their tables bump the tokens' own row of the version (TOKEN_ROW). */
const TOKEN_MODELS = new Set(['admin::api-token', 'admin::api-token-permission']);

interface AttributeMeta {
  type?: string;
  columnName?: string;
  joinTable?: { name: string };
}

/**
 * A table the triggers go on; `columns`: only updates setting one of them bump the version (else any);
 * `tokens`: one of the API tokens' tables (they bump the tokens' own row).
 */
export interface WatchedTable {
  table: string;
  columns?: string[];
  tokens?: boolean;
}

/** The columns of a model's own table whose updates bump the version, when some do not (QUIET). */
function loudColumns(attributes: Record<string, AttributeMeta>, quiet: string[] | undefined): string[] | undefined {
  if (!quiet) return undefined;
  return Object.entries(attributes)
    .filter(([name, attribute]) => attribute.type !== 'relation' && !quiet.includes(name))
    .map(([name, attribute]) => attribute.columnName ?? name)
    .sort();
}

/** The tables the triggers go on: each model's own, and the join tables of its relations (morph ones included). */
export function watchedTables(strapi: Core.Strapi): WatchedTable[] {
  const tables = new Map<string, WatchedTable>();
  for (const uid of MODELS) {
    if (!strapi.db.metadata.has(uid)) continue;
    const meta = strapi.db.metadata.get(uid);
    const attributes = meta.attributes as Record<string, AttributeMeta>;
    const tokens = TOKEN_MODELS.has(uid) || undefined;
    tables.set(meta.tableName, { table: meta.tableName, columns: loudColumns(attributes, QUIET[uid]), tokens });
    for (const attribute of Object.values(attributes)) {
      if (attribute.joinTable?.name) tables.set(attribute.joinTable.name, { table: attribute.joinTable.name, tokens });
    }
  }
  // Spliced into trigger SQL: Strapi's names are snake_case words; anything else is refused.
  for (const { table, columns } of tables.values()) {
    for (const name of [table, ...(columns ?? [])]) if (!/^\w+$/.test(name)) throw new Error(`data version: unexpected name ${name}`);
  }
  return [...tables.values()].sort((a, b) => a.table.localeCompare(b.table));
}

/** Installs the triggers (replacing older versions) and bumps the version once (a start may follow any change). */
export async function installDataVersion(strapi: Core.Strapi): Promise<void> {
  const dialect = versionDialect(strapi.db.dialect.client);
  try {
    const hasTable = await strapi.db.connection.schema.hasTable(DATA_VERSION);
    if (!hasTable) throw new Error(`${DATA_VERSION} is missing (its migration did not run)`);
    // The other rows the version is summed from (MySQL), each connection bumping its own: there before the
    // triggers (MySQL installs them outside the transaction below), so that no bump finds its row missing.
    const slots = [...Array.from({ length: dialect.slots - 1 }, (_, i) => ({ id: i + 2, version: 0 })), { id: TOKEN_ROW, version: 0 }];
    if (slots.length) await strapi.db.connection(DATA_VERSION).insert(slots).onConflict('id').ignore();
    await installTriggers(strapi, {
      transactionalDdl: dialect.transactionalDdl,
      sets: watchedTables(strapi).map(({ table, columns, tokens }) => dialect.triggers(table, { columns, tokens })),
      before: async (knex) => {
        for (const statement of dialect.setup) await knex.raw(statement);
      },
      after: async (knex) => {
        for (const statement of dialect.cleanup) await knex.raw(statement);
        // Written while the triggers were off (or before this start): nothing cached may survive it.
        const updated = await knex(DATA_VERSION).where({ id: 1 }).increment('version', 1);
        if (!updated) await knex(DATA_VERSION).insert({ id: 1, version: 1 });
      },
    });
    ENABLED.set(strapi, true);
  } catch (error) {
    ENABLED.set(strapi, false);
    strapi.log.warn(`[calendar] The server-side answer cache is off (the data version needs database triggers): ${(error as Error).message}`);
  }
}

/** The API tokens' own version (their tables' triggers alone bump it), or null when the version is not kept. */
export function readTokenVersion(strapi: Core.Strapi): Promise<string | null> {
  return readVersion(strapi, READ_TOKEN_VERSION);
}

/** One version read by `sql`, or null when the version is not kept (no triggers). */
async function readVersion(strapi: Core.Strapi, sql: string): Promise<string | null> {
  if (ENABLED.get(strapi) !== true) return null;
  const [row] = rowsOf<{ version: unknown }>(strapi, await strapi.db.connection.raw(sql));
  return row ? String(row.version) : null;
}

/** The current data version, or null when it is not kept (no triggers): then nothing may be served from the cache. */
export function readDataVersion(strapi: Core.Strapi): Promise<string | null> {
  return readVersion(strapi, READ_VERSION);
}

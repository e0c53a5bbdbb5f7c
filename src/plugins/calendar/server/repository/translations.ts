import type { Core, UID } from '@strapi/strapi';
import { columnOf, type Column } from './columns';
import { tableName, type Knex } from './tables';

/**
 * The translations of a row as one column: `locale:wireId` of every row sharing its document,
 * comma-joined by a correlated subquery. One short string per row instead of one UNION row per
 * translation (each as wide as the widest arm). Locales hold neither `:` nor `,`.
 */
export function translationsColumn(
  strapi: Core.Strapi,
  knex: Knex,
  uid: UID.ContentType,
  alias: string,
  idAttribute: 'postId' | 'termId'
): Column {
  const q = (identifier: string) => knex.raw('??', [identifier]).toQuery();
  const table = `${q(tableName(strapi, uid))} ${q('tr')}`;
  const locale = q(columnOf(strapi, uid, 'tr', 'locale'));
  const wireId = q(columnOf(strapi, uid, 'tr', idAttribute));
  const sameDocument = `${q(columnOf(strapi, uid, 'tr', 'documentId'))} = ${q(columnOf(strapi, uid, alias, 'documentId'))}`;
  const aggregate = {
    postgres: `string_agg(${locale} || ':' || ${wireId}, ',')`,
    mysql: `group_concat(concat(${locale}, ':', ${wireId}) separator ',')`,
    sqlite: `group_concat(${locale} || ':' || ${wireId}, ',')`,
  }[strapi.db.dialect.client as 'postgres' | 'mysql' | 'sqlite'];
  if (!aggregate) throw new Error(`translationsColumn: unsupported database ${strapi.db.dialect.client}`);
  return { source: `(select ${aggregate} from ${table} where ${sameDocument})`, type: 'text', expression: true };
}

/** `en:12,fr:13` → `{ en: 12, fr: 13 }`. */
export function parseTranslations(value: unknown): Record<string, number> {
  const result: Record<string, number> = {};
  if (typeof value !== 'string' || !value) return result;
  for (const entry of value.split(',')) {
    const colon = entry.lastIndexOf(':');
    result[entry.slice(0, colon)] = Number(entry.slice(colon + 1));
  }
  return result;
}

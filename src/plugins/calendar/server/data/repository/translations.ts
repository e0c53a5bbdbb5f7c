import type { Core, UID } from '@strapi/strapi';
import { columnOf, type Column } from './columns';
import { tableName, type Knex } from './tables';

/**
 * The translations of a row as one column: `locale:wireId` of every row sharing its document (posts:
 * `locale:wireId:status`, so that a reader is shown only the translations it may read), comma-joined
 * by a correlated subquery. One short string per row instead of one UNION row per translation (each as
 * wide as the widest arm). Locales and statuses hold neither `:` nor `,`.
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
  const status = idAttribute === 'postId' ? q(columnOf(strapi, uid, 'tr', 'postStatus')) : null;
  const sameDocument = `${q(columnOf(strapi, uid, 'tr', 'documentId'))} = ${q(columnOf(strapi, uid, alias, 'documentId'))}`;
  // A status is never NULL (the lifecycle defaults it), but COALESCE keeps one NULL from nulling the whole string.
  const withStatus = (concat: (...parts: string[]) => string) =>
    status ? concat(locale, `':'`, wireId, `':'`, `coalesce(${status}, '')`) : concat(locale, `':'`, wireId);
  const pipes = (...parts: string[]) => parts.join(' || ');
  const aggregate = {
    postgres: `string_agg(${withStatus(pipes)}, ',')`,
    mysql: `group_concat(${withStatus((...parts) => `concat(${parts.join(', ')})`)} separator ',')`,
    sqlite: `group_concat(${withStatus(pipes)}, ',')`,
  }[strapi.db.dialect.client as 'postgres' | 'mysql' | 'sqlite'];
  if (!aggregate) throw new Error(`translationsColumn: unsupported database ${strapi.db.dialect.client}`);
  return { source: `(select ${aggregate} from ${table} where ${sameDocument})`, type: 'text', expression: true };
}

/** One translation of a record: its wire ID and, for posts, its status. */
export interface Translation {
  id: number;
  status?: string;
}

/** `en:12,fr:13` (terms) or `en:12:publish,fr:13:draft` (posts) → `{ en: {id: 12}, fr: {id: 13} }`. */
export function parseTranslations(value: unknown): Record<string, Translation> {
  const result: Record<string, Translation> = {};
  if (typeof value !== 'string' || !value) return result;
  for (const entry of value.split(',')) {
    const [locale, id, status] = entry.split(':');
    result[locale] = status === undefined ? { id: Number(id) } : { id: Number(id), status };
  }
  return result;
}

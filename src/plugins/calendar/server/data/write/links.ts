import type { Core } from '@strapi/strapi';
import { invalidParams, LegacyError } from '../../core/errors';
import type { CalendarUid } from '../repository/find';
import { columnName, tableName, withKnex } from '../repository/tables';
import { UID } from '../repository/uids';
import type { WriteContext } from './context';

/** A linked row as a write finds it by wire ID. */
interface LinkRow {
  documentId: string;
  locale: string;
  postStatus?: string;
}
/** Rows read ahead by wire ID (`<uid>:<id>`): null when the ID names no row of that type. */
export type LinkRows = Map<string, LinkRow | null>;
const linkKey = (uid: CalendarUid, id: number) => `${uid}:${id}`;

/**
 * The rows a write body links by wire ID (its venues, organizers, categories and tags), read in one statement
 * (a UNION ALL over their tables) instead of one per ID: each is a round trip made while the write's
 * transaction is open. `documentInLocale` then finds them here; a translation in another language is still
 * read on its own (rare: a link names an item of the record's own language).
 */
export async function readLinkRows(
  strapi: Core.Strapi,
  wanted: { uid: CalendarUid; idField: 'postId' | 'termId'; ids: readonly number[] }[]
): Promise<LinkRows> {
  const rows: LinkRows = new Map();
  const parts = wanted.filter((w) => w.ids.length);
  if (!parts.length) return rows;
  // Posts first: their status is a column, the terms' a NULL, whose type PostgreSQL takes from the branches before it.
  parts.sort((a, b) => (a.idField === b.idField ? 0 : a.idField === 'postId' ? -1 : 1));
  const found = (await withKnex(strapi, async (knex) => {
    const [first, ...rest] = parts.map(({ uid, idField, ids }, index) =>
      knex(tableName(strapi, uid))
        .whereIn(columnName(strapi, uid, idField), [...new Set(ids)])
        .select(
          knex.raw(`${index} as ??`, ['k']),
          `${columnName(strapi, uid, idField)} as wireId`,
          `${columnName(strapi, uid, 'documentId')} as documentId`,
          `${columnName(strapi, uid, 'locale')} as locale`,
          idField === 'postId' ? `${columnName(strapi, uid, 'postStatus')} as postStatus` : knex.raw('null as ??', ['postStatus'])
        )
    );
    return rest.length ? first.unionAll(rest) : first;
  })) as { k: number | string; wireId: number | string; documentId: string; locale: string; postStatus: string | null }[];
  for (const { uid, ids } of parts) for (const id of ids) rows.set(linkKey(uid, id), null);
  for (const row of found) {
    const key = linkKey(parts[Number(row.k)].uid, Number(row.wireId));
    if (rows.get(key)) continue;
    rows.set(key, { documentId: row.documentId, locale: row.locale, ...(row.postStatus == null ? {} : { postStatus: row.postStatus }) });
  }
  return rows;
}

/**
 * Links given by wire ID resolve to the linked item's translation in the record's language (an event
 * links items of its own language). Unknown IDs and missing translations are 400s naming the field.
 * `anyStatus`: whether the writer may read posts of every status; without it a post that is not
 * published (the ID's own row or its translation) is answered as unknown: a link must not tell a
 * caller that a record it may not read exists (design.md section 13). Terms have no status.
 */
export async function documentInLocale(
  strapi: Core.Strapi,
  uid: CalendarUid,
  idField: 'postId' | 'termId',
  id: number,
  options: { locale: string; param: string; anyStatus?: boolean; rows?: LinkRows }
): Promise<string> {
  const documentId = await knownDocumentInLocale(strapi, uid, idField, id, options);
  if (documentId === null) throw invalidParams({ [options.param]: 'Invalid parameter.' });
  return documentId;
}

/**
 * `documentInLocale`, answering null for an unknown ID (or one the writer may not read) instead of a 400:
 * for the original's term IDs, which skips unknown ones silently, without reading the row twice.
 */
export async function knownDocumentInLocale(
  strapi: Core.Strapi,
  uid: CalendarUid,
  idField: 'postId' | 'termId',
  id: number,
  { locale, param, anyStatus = true, rows }: { locale: string; param: string; anyStatus?: boolean; rows?: LinkRows }
): Promise<string | null> {
  const checked = idField === 'postId' && !anyStatus;
  const select = checked ? ['documentId', 'locale', 'postStatus'] : ['documentId', 'locale'];
  const hidden = (row: { postStatus?: string } | null) => checked && row !== null && row.postStatus !== 'publish';
  const key = linkKey(uid, id);
  const row = rows?.has(key)
    ? (rows.get(key) ?? null)
    : ((await strapi.db.query(uid).findOne({ where: { [idField]: id }, select })) as LinkRow | null);
  if (!row || hidden(row)) return null;
  if (row.locale === locale) return row.documentId;
  const translated = (await strapi.db.query(uid).findOne({
    where: { documentId: row.documentId, locale },
    select: checked ? ['id', 'postStatus'] : ['id'],
  })) as { postStatus?: string } | null;
  if (!translated || hidden(translated)) throw invalidParams({ [param]: `${id} has no translation in the record's language (${locale}).` });
  return row.documentId;
}

/** `{id: X}` where X is not of the expected type (contract 9.1). */
export const invalidLinkedPostId = () =>
  new LegacyError('invalid-linked-post-id', 'The provided linked post ID is not valid', 400);

/**
 * The original's duplicate avoidance: a venue/organizer created (directly or inline in an event) with
 * the title and, when given, the description of an existing one in the language answers that one
 * instead of creating a copy. Both are compared without regard to letter case, as the original's MySQL
 * collation compares them (`{venue: "a", description: "x"}` finds `{venue: "A", description: "X"}`):
 * `$eqi` is `LOWER(column) = LOWER(?)` on every database (SQLite's LOWER folds ASCII letters only).
 */
export async function findDuplicate(
  wctx: WriteContext,
  resource: 'venues' | 'organizers',
  name: string,
  description: string | undefined
): Promise<{ id: number; documentId: string } | null> {
  const uid = resource === 'venues' ? UID.venue : UID.organizer;
  // Only a record the writer may read can be answered (or linked) as the duplicate: a create-only caller
  // matching a draft venue would otherwise receive it, or link it to its event unseen. It gets a new one.
  const postStatus = wctx.may(resource, 'update') ? { $ne: 'trash' } : 'publish';
  const where: Record<string, unknown> = { name: { $eqi: name }, locale: wctx.locale, postStatus };
  if (description) where.description = { $eqi: description };
  return (await wctx.strapi.db.query(uid).findOne({ where, select: ['id', 'documentId'] })) as { id: number; documentId: string } | null;
}

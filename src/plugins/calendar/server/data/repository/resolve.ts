import type { Core } from '@strapi/strapi';
import { loadCategoryTree, withDescendants } from './enrich';
import type { CalendarUid } from './find';
import { columnOf } from './columns';
import { tableName } from './tables';
import { UID } from './uids';

/**
 * Filters name linked items by wire ID (any language) or slug (the request's language). A filter
 * matches the items' translations in the request's language, since an event links items of its own
 * language. Each resolver answers null when any item does not exist: the caller answers 400.
 * `anyStatus` false: a post that is not published counts as missing, so that a filter on a record the
 * caller may not read answers as for an unknown ID instead of listing what links to it (design.md 13).
 */
export async function resolvePostDocuments(
  strapi: Core.Strapi,
  uid: CalendarUid,
  postIds: readonly number[],
  { anyStatus }: { anyStatus: boolean }
): Promise<string[] | null> {
  const rows = (await strapi.db.query(uid).findMany({
    where: { postId: { $in: [...postIds] }, ...(anyStatus ? {} : { postStatus: 'publish' }) },
    select: ['postId', 'documentId'],
  })) as { postId: number; documentId: string }[];
  const found = new Set(rows.map((r) => r.postId));
  return postIds.every((id) => found.has(id)) ? [...new Set(rows.map((r) => r.documentId))] : null;
}

/** Term rows (ids) in `locale` for IDs or slugs. */
export async function resolveTermRows(
  strapi: Core.Strapi,
  taxonomy: 'category' | 'tag',
  items: readonly (number | string)[],
  locale: string
): Promise<number[] | null> {
  const uid = taxonomy === 'category' ? UID.category : UID.tag;
  const ids = items.filter((i): i is number => typeof i === 'number');
  const slugs = items.filter((i): i is string => typeof i === 'string');
  // The named terms' documents, then every language of them, in one statement: the named rows tell
  // whether each item exists; the rows in `locale` are the ones events of that language link.
  const named = strapi.db
    .connection(`${tableName(strapi, uid)} as n`)
    .where((q) => q.whereIn(columnOf(strapi, uid, 'n', 'termId'), ids).orWhere((bySlug) => bySlug.whereIn('n.slug', slugs).where('n.locale', locale)))
    .select(columnOf(strapi, uid, 'n', 'documentId'));
  const rows = (await strapi.db.query(uid).findMany({
    where: { documentId: { $in: named } },
    select: ['id', 'termId', 'slug', 'locale'],
  })) as { id: number; termId: number; slug: string; locale: string }[];
  const known = (item: number | string) =>
    typeof item === 'number' ? rows.some((r) => r.termId === item) : rows.some((r) => r.slug === item && r.locale === locale);
  if (!items.every(known)) return null;
  return rows.filter((r) => r.locale === locale).map((r) => r.id);
}

/** The category rows `rowIds` with all their descendants (WordPress's tax queries include children). */
export async function categorySubtree(strapi: Core.Strapi, rowIds: number[], locale: string): Promise<number[]> {
  if (!rowIds.length) return rowIds;
  return withDescendants(await loadCategoryTree(strapi, [locale]), rowIds);
}

/** The row of an event by wire ID, or null when the ID is not an event's. */
export async function findEventRow(strapi: Core.Strapi, postId: number) {
  const select = ['id', 'documentId', 'locale', 'postStatus', 'password'];
  return (await strapi.db.query(UID.event).findOne({ where: { postId }, select })) as {
    id: number;
    documentId: string;
    locale: string;
    postStatus: string;
    password: string | null;
  } | null;
}

/**
 * Row ids of the records matching `where`. For "has no such related record" filters: a `$not` over a
 * relation filter is applied per joined row, so it drops records with no related row at all (the join
 * gives NULL) and keeps records that have one non-matching related row beside a matching one.
 */
export async function findRowIds(strapi: Core.Strapi, uid: CalendarUid, where: Record<string, unknown>): Promise<number[]> {
  const rows = (await strapi.db.query(uid).findMany({ where, select: ['id'] })) as { id: number }[];
  return rows.map((row) => row.id);
}

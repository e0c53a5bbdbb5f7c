import type { Core } from '@strapi/strapi';
import type { Knex } from './tables';
import { columnName, joinTableOf, tableName, withKnex } from './tables';
import type { Translation } from './translations';

/** `uid` + `documentId` → every translation (wire ID, status), keyed by locale. */
export type TranslationMap = Map<string, Record<string, Translation>>;

const key = (uid: string, documentId: string) => `${uid}\u0000${documentId}`;

/** Records the translations of document `documentId` (of type `uid`): wire IDs by locale. */
export function setTranslations(map: TranslationMap, uid: string, documentId: string, byLocale: Record<string, Translation>): void {
  map.set(key(uid, documentId), byLocale);
}

/**
 * The other translations of one record, wire IDs by locale: every locale but its own, of the statuses
 * the reader may read (`publish`: only published ones; a draft translation's ID is not shown to readers
 * who could not read it). Terms have no status: all of them.
 */
export function translationsOf(
  map: TranslationMap,
  uid: string,
  record: { documentId: string; locale: string },
  visible: 'any' | 'publish' = 'any'
): Record<string, number> {
  const result: Record<string, number> = {};
  for (const [locale, { id, status }] of Object.entries(map.get(key(uid, record.documentId)) ?? {})) {
    if (locale === record.locale) continue;
    if (visible === 'publish' && status !== undefined && status !== 'publish') continue;
    result[locale] = id;
  }
  return result;
}

export interface CategoryNode {
  id: number;
  termId: number;
  slug: string;
  parentRowId: number | null;
}

/** Every category of the given locales with its parent: small, read whole, to walk the tree in memory. */
export async function loadCategoryTree(strapi: Core.Strapi, locales: string[]): Promise<Map<number, CategoryNode>> {
  const uid = 'api::event-category.event-category';
  const join = joinTableOf(strapi, uid, 'parent');
  const rows = await withKnex(strapi, (knex: Knex) =>
    knex(`${tableName(strapi, uid)} as c`)
      .leftJoin(`${join.name} as l`, `l.${join.joinColumn.name}`, 'c.id')
      .whereIn('c.locale', [...new Set(locales)])
      .select('c.id', `c.${columnName(strapi, uid, 'termId')} as termId`, 'c.slug', `l.${join.inverseJoinColumn.name} as parentRowId`) as unknown as Promise<
      CategoryNode[]
    >
  );
  return new Map(rows.map((r) => [Number(r.id), { ...r, id: Number(r.id), termId: Number(r.termId), parentRowId: r.parentRowId == null ? null : Number(r.parentRowId) }]));
}

/** Slugs from the top ancestor down to the category (its archive path); guards against cycles. */
export function slugPathOf(tree: Map<number, CategoryNode>, rowId: number): string[] {
  const path: string[] = [];
  const seen = new Set<number>();
  for (let node = tree.get(rowId); node && !seen.has(node.id); node = node.parentRowId ? tree.get(node.parentRowId) : undefined) {
    seen.add(node.id);
    path.unshift(node.slug);
  }
  return path;
}

/** The row IDs of a category and all its descendants (WordPress tax queries include children). */
export function withDescendants(tree: Map<number, CategoryNode>, rowIds: number[]): number[] {
  const result = new Set(rowIds);
  let grew = true;
  while (grew) {
    grew = false;
    for (const node of tree.values()) {
      if (node.parentRowId !== null && result.has(node.parentRowId) && !result.has(node.id)) {
        result.add(node.id);
        grew = true;
      }
    }
  }
  return [...result];
}

import type { Core, UID } from '@strapi/strapi';
import type { Knex } from './tables';
import { columnName, joinTableOf, tableName, withKnex } from './tables';

/** `uid` + `documentId` → the wire IDs of every translation, keyed by locale. */
export type TranslationMap = Map<string, Record<string, number>>;

const key = (uid: string, documentId: string) => `${uid}\u0000${documentId}`;

/** Loads the translations of many records of several types in one UNION ALL query. */
export async function loadTranslations(
  strapi: Core.Strapi,
  groups: { uid: UID.ContentType; idField: 'postId' | 'termId'; documentIds: string[] }[]
): Promise<TranslationMap> {
  const wanted = groups.filter((g) => g.documentIds.length > 0);
  const map: TranslationMap = new Map();
  if (!wanted.length) return map;
  const rows = await withKnex(strapi, async (knex) => {
    const selects = wanted.map((g) =>
      knex(tableName(strapi, g.uid))
        .select(knex.raw('? as uid', [g.uid]), 'document_id as documentId', 'locale', `${columnName(strapi, g.uid, g.idField)} as wireId`)
        .whereIn('document_id', [...new Set(g.documentIds)])
    );
    const [first, ...rest] = selects;
    return (rest.length ? first.unionAll(rest) : first) as unknown as Promise<
      { uid: string; documentId: string; locale: string; wireId: number }[]
    >;
  });
  for (const row of rows) {
    const entry = map.get(key(row.uid, row.documentId)) ?? {};
    entry[row.locale] = Number(row.wireId);
    map.set(key(row.uid, row.documentId), entry);
  }
  return map;
}

/** The other translations of one record: every locale but its own. */
export function translationsOf(map: TranslationMap, uid: string, record: { documentId: string; locale: string }) {
  const { [record.locale]: _self, ...others } = map.get(key(uid, record.documentId)) ?? {};
  return others;
}

/** Number of published events linked to each term row (WordPress's term count). */
export async function loadTermCounts(
  strapi: Core.Strapi,
  relation: 'categories' | 'tags',
  termRowIds: number[]
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (!termRowIds.length) return counts;
  const join = joinTableOf(strapi, 'api::event.event', relation);
  const events = tableName(strapi, 'api::event.event');
  const rows = await withKnex(strapi, (knex: Knex) =>
    knex(`${join.name} as l`)
      .join(`${events} as e`, 'e.id', `l.${join.joinColumn.name}`)
      .where('e.status', 'publish')
      .whereIn(`l.${join.inverseJoinColumn.name}`, [...new Set(termRowIds)])
      .groupBy(`l.${join.inverseJoinColumn.name}`)
      .select(`l.${join.inverseJoinColumn.name} as termRow`)
      .count({ n: `l.${join.joinColumn.name}` }) as unknown as Promise<{ termRow: number; n: number | string }[]>
  );
  for (const row of rows) counts.set(Number(row.termRow), Number(row.n));
  return counts;
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

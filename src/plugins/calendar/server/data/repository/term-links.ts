import type { Core } from '@strapi/strapi';
import type { Taxonomy } from '../records/types';
import { column, columnOf, columnsOf, readColumns, unionQuery, type Branch, type Column, type Row, type UnionRow } from './columns';
import { setTranslations, type CategoryNode, type TranslationMap } from './enrich';
import { TERM_FIELDS } from './fields';
import { runShaped, slots, type Slot } from './shaped-query';
import { joinTableOf, tableName, type Knex } from './tables';
import { parseTranslations, translationsColumn } from './translations';
import { UID } from './uids';

/** Terms of a page of events (by event row id), or what a page of terms needs, from one query. */
export interface TermLinks {
  categories: Map<number, Row[]>;
  tags: Map<number, Row[]>;
  /** Every category of the languages concerned, to walk parents and archive paths in memory. */
  tree: Map<number, CategoryNode>;
  translations: TranslationMap;
}

const TAXONOMIES = [
  { taxonomy: 'category', relation: 'categories', uid: UID.category },
  { taxonomy: 'tag', relation: 'tags', uid: UID.tag },
] as const;
type TermUid = (typeof TAXONOMIES)[number]['uid'];

/** Which terms: those the events `eventIds` link, or the term rows `rows` of one taxonomy. */
type Source = { eventIds: Slot[] } | { rowIds: Slot[] };

/**
 * What of the events' terms to read: every reader shows their categories' names; tags, the terms'
 * translations and the category tree (parents, archive paths) are left out by readers that show none
 * of them (an iCalendar feed), whose records then have no tags and top-level categories.
 */
export interface TermParts {
  tags: boolean;
  translations: boolean;
  tree: boolean;
}

export const ALL_TERMS: TermParts = { tags: true, translations: true, tree: true };

function branchesOf(strapi: Core.Strapi, knex: Knex, { relation, uid }: (typeof TAXONOMIES)[number], source: Source, withTranslations = true): Branch[] {
  const translations: Record<string, Column> = withTranslations ? { t_translations: translationsColumn(strapi, knex, uid, 't', 'termId') } : {};
  const terms = knex(`${tableName(strapi, uid)} as t`);
  if ('rowIds' in source) {
    return [
      {
        kind: `self:${uid}`,
        columns: { ...columnsOf(strapi, uid, 't', ['id', 'documentId'], 't_'), ...translations },
        from: terms.whereIn('t.id', source.rowIds),
      },
    ];
  }
  const join = joinTableOf(strapi, UID.event, relation);
  return [
    {
      kind: relation,
      columns: {
        owner: column(`l.${join.joinColumn.name}`, 'integer'),
        ord: column(`l.${join.orderColumnName}`, 'float'),
        ...columnsOf(strapi, uid, 't', TERM_FIELDS, 't_'),
        ...translations,
      },
      from: terms.join(`${join.name} as l`, `l.${join.inverseJoinColumn.name}`, 't.id').whereIn(`l.${join.joinColumn.name}`, source.eventIds),
    },
  ];
}

/** The category tree of the languages `locales`: every category with its parent's row id. */
function treeBranch(strapi: Core.Strapi, knex: Knex, locales: Slot[]): Branch {
  const join = joinTableOf(strapi, UID.category, 'parent');
  return {
    kind: 'node',
    columns: {
      ...columnsOf(strapi, UID.category, 't', ['id', 'termId', 'slug'], 't_'),
      parent: column(`pl.${join.inverseJoinColumn.name}`, 'integer'),
    },
    from: knex(`${tableName(strapi, UID.category)} as t`)
      .leftJoin(`${join.name} as pl`, `pl.${join.joinColumn.name}`, 't.id')
      .whereIn(columnOf(strapi, UID.category, 't', 'locale'), locales),
  };
}

const byOrder = (a: UnionRow, b: UnionRow) => Number(a.ord ?? 0) - Number(b.ord ?? 0) || Number(a.t_id ?? 0) - Number(b.t_id ?? 0);

/**
 * In ONE query whatever the page size: the categories and tags of the events `events`, or what the
 * term rows `rows` of `taxonomy` show: their translations and the category tree (counts are stored).
 */
export async function loadTermLinks(strapi: Core.Strapi, source: { events: Row[]; parts?: TermParts } | { taxonomy: Taxonomy; rows: Row[] }): Promise<TermLinks> {
  const links: TermLinks = { categories: new Map(), tags: new Map(), tree: new Map(), translations: new Map() };
  const rows = 'events' in source ? source.events : source.rows;
  if (!rows.length) return links;
  const locales = [...new Set(rows.map((r) => r.locale))];
  const ids = rows.map((r) => r.id);
  const taxonomy = 'events' in source ? 'events' : source.taxonomy;
  const parts = ('events' in source && source.parts) || ALL_TERMS;
  const tree = taxonomy !== 'tag' && parts.tree;
  const raws = await runShaped<UnionRow>(
    strapi,
    `term-links|${taxonomy}|${ids.length}|${locales.length}|${Number(parts.tags)}${Number(parts.translations)}${Number(tree)}`,
    (knex) => {
      const [rowIds, localeSlots] = [slots(ids.length), slots(locales.length, ids.length)];
      const branches: Branch[] = [];
      for (const t of TAXONOMIES) {
        if (taxonomy === 'events' && (t.taxonomy === 'category' || parts.tags)) branches.push(...branchesOf(strapi, knex, t, { eventIds: rowIds }, parts.translations));
        else if (taxonomy === t.taxonomy) branches.push(...branchesOf(strapi, knex, t, { rowIds }));
      }
      if (tree) branches.push(treeBranch(strapi, knex, localeSlots));
      return unionQuery(strapi, knex, branches);
    },
    [...ids, ...locales]
  );
  raws.sort(byOrder);
  for (const raw of raws) {
    // `self:<uid>`: split at the first colon only (UIDs hold colons).
    const colon = raw.kind.indexOf(':');
    const kind = colon < 0 ? raw.kind : raw.kind.slice(0, colon);
    const detail = colon < 0 ? undefined : raw.kind.slice(colon + 1);
    if (kind === 'self') {
      setTranslations(links.translations, detail as TermUid, raw.t_documentId as string, parseTranslations(raw.t_translations));
    } else if (kind === 'node') {
      const id = Number(raw.t_id);
      const parent = raw.parent === null || raw.parent === undefined ? null : Number(raw.parent);
      links.tree.set(id, { id, termId: Number(raw.t_termId), slug: raw.t_slug as string, parentRowId: parent });
    } else {
      const uid = kind === 'categories' ? UID.category : UID.tag;
      const map = kind === 'categories' ? links.categories : links.tags;
      const owner = Number(raw.owner);
      const row = readColumns(strapi, uid, TERM_FIELDS, raw, 't_') as Row;
      setTranslations(links.translations, uid, row.documentId, parseTranslations(raw.t_translations));
      const list = map.get(owner) ?? [];
      if (!list.some((r) => r.id === row.id)) list.push(row);
      map.set(owner, list);
    }
  }
  return links;
}

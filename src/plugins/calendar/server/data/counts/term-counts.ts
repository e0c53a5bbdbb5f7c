import type { Core } from '@strapi/strapi';
import { columnOf } from '../repository/columns';
import { columnName, joinTableOf, tableName, withKnex } from '../repository/tables';
import { UID } from '../repository/uids';

/**
 * WordPress's term count: the number of published events linked to each category or tag row. It is
 * stored on the term (`eventCount`), as WordPress stores it in term_taxonomy.count, and kept by the
 * write lifecycle (data/counts/lifecycle.ts): counting on read costs one lookup per linked event, which
 * grows with the calendar (26 ms per page at 10,000 events, measured in the bench).
 */
export const TERM_RELATIONS = { categories: UID.category, tags: UID.tag } as const;
export type TermRelation = keyof typeof TERM_RELATIONS;
export type TermRows = Record<TermRelation, number[]>;

export const noTermRows = (): TermRows => ({ categories: [], tags: [] });

/**
 * The category and tag rows the event rows `eventIds` link now (of `relations` only: both unless told), read in
 * one statement (a UNION ALL of the link tables): each statement of a write is a round trip made while its
 * transaction is open.
 */
export async function linkedTermRows(
  strapi: Core.Strapi,
  eventIds: number[],
  relations: readonly TermRelation[] = Object.keys(TERM_RELATIONS) as TermRelation[]
): Promise<TermRows> {
  const rows = noTermRows();
  if (!eventIds.length || !relations.length) return rows;
  await withKnex(strapi, async (knex) => {
    // The relation's index in `relations` as a literal (no bound parameter, whose type PostgreSQL could not infer in a union).
    const parts = relations.map((relation, index) => {
      const join = joinTableOf(strapi, UID.event, relation);
      return knex(join.name)
        .whereIn(join.joinColumn.name, eventIds)
        .distinct(knex.raw(`${index} as ??`, ['k']), `${join.inverseJoinColumn.name} as term`);
    });
    const [first, ...rest] = parts;
    const found = (await (rest.length ? first.unionAll(rest) : first)) as { k: number | string; term: number | string }[];
    for (const row of found) rows[relations[Number(row.k)]].push(Number(row.term));
  });
  return rows;
}

/**
 * Recounts the given term rows (all of them with `'all'`) in one UPDATE per taxonomy, on the current
 * transaction. Plain SQL: it fires no lifecycle and leaves `updatedAt` alone.
 */
export async function refreshTermCounts(strapi: Core.Strapi, rows: TermRows | 'all'): Promise<void> {
  await withKnex(strapi, async (knex) => {
    for (const [relation, uid] of Object.entries(TERM_RELATIONS) as [TermRelation, string][]) {
      const ids = rows === 'all' ? null : [...new Set(rows[relation])];
      if (ids && !ids.length) continue;
      const table = tableName(strapi, uid as typeof UID.category);
      const join = joinTableOf(strapi, UID.event, relation);
      const published = knex(`${join.name} as l`)
        .join(`${tableName(strapi, UID.event)} as e`, 'e.id', `l.${join.joinColumn.name}`)
        .where(columnOf(strapi, UID.event, 'e', 'postStatus'), 'publish')
        .whereRaw('?? = ??', [`l.${join.inverseJoinColumn.name}`, `${table}.id`])
        .count('*');
      const update = knex(table).update({ [columnName(strapi, uid as typeof UID.category, 'eventCount')]: knex.raw('(?)', [published]) });
      await (ids ? update.whereIn('id', ids) : update);
    }
  });
}

export const mergeTermRows = (a: TermRows, b: TermRows): TermRows => ({
  categories: [...a.categories, ...b.categories],
  tags: [...a.tags, ...b.tags],
});

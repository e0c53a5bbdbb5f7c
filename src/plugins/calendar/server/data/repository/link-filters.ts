import type { Core } from '@strapi/strapi';
import { columnOf } from './columns';
import { joinTableOf, tableName, type QueryBuilder } from './tables';
import { UID } from './uids';

/** The alias Strapi's query builder gives the root table of every query (`t0`). */
const ROOT = 't0';

/**
 * Filters on an event's links as a correlated `id IN (subquery)` (Strapi's where accepts a knex query
 * there) rather than Strapi's relation filter, which joins the link table and so needs DISTINCT in the
 * page and `count(DISTINCT …)` in the total. Correlated on the event row, the subquery is one index
 * probe per candidate: the page still walks the list index in order and stops after a page, and the
 * total costs 42 ms instead of 71 ms for a category over 100,000 events (measured on the bench data;
 * an uncorrelated IN lists every linked event first, 25 ms for the page alone).
 */
export function eventsLinking(
  strapi: Core.Strapi,
  relation: 'categories' | 'tags' | 'venues' | 'organizers',
  targets: number[] | QueryBuilder,
  /** The alias of the events the subquery is correlated with: Strapi's root table unless said. */
  events = ROOT
): QueryBuilder {
  const join = joinTableOf(strapi, UID.event, relation);
  return strapi.db
    .connection(`${join.name} as lf`)
    .whereRaw('?? = ??', [`lf.${join.joinColumn.name}`, `${events}.id`])
    .whereIn(`lf.${join.inverseJoinColumn.name}`, targets)
    .select(`lf.${join.joinColumn.name}`);
}

/** The row ids of the documents `documentIds` of type `uid` (every language), as a subquery. */
export function rowsOfDocuments(strapi: Core.Strapi, uid: typeof UID.venue | typeof UID.organizer, documentIds: string[]): QueryBuilder {
  return strapi.db.connection(`${tableName(strapi, uid)} as d`).whereIn(columnOf(strapi, uid, 'd', 'documentId'), documentIds).select('d.id');
}

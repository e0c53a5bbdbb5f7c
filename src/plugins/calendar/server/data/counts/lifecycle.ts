import type { Core } from '@strapi/strapi';
import { UID } from '../repository/uids';
import { linkedTermRows, mergeTermRows, noTermRows, refreshTermCounts, TERM_RELATIONS, type TermRelation, type TermRows } from './term-counts';

type Where = Record<string, unknown>;
interface LifecycleEvent {
  model: { uid: string };
  params: { where?: Where; data?: unknown };
  result?: unknown;
  state: { terms?: TermRows; relations?: TermRelation[] };
}

const TERM_UIDS: string[] = [UID.category, UID.tag];
const ALL_RELATIONS = Object.keys(TERM_RELATIONS) as TermRelation[];

/**
 * The taxonomies whose counts a write of one event row can change: a term's count is the number of published
 * events linked to it (term-counts.ts), so only a write of the status (both) or of that taxonomy's links can.
 * The entity manager links and unlinks exactly the relations its data names; a title or a date changes no count.
 */
function countedRelations(data: unknown): TermRelation[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return ALL_RELATIONS;
  const fields = data as Record<string, unknown>;
  if (fields.postStatus !== undefined) return ALL_RELATIONS;
  return ALL_RELATIONS.filter((relation) => fields[relation] !== undefined);
}

/** `{ id: 7 }`, the entity manager's `where` of one row's update or delete: its row ID without a query. */
function singleRowId(where: Where | undefined): number | null {
  if (!where) return null;
  const keys = Object.keys(where);
  const id = where.id;
  return keys.length === 1 && (typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id))) ? Number(id) : null;
}

/**
 * Keeps the stored term counts right whoever writes (this API, the Content Manager, the seed): an event
 * write recounts the terms it linked before and links after, in the same transaction; a term write
 * (links can be edited from the term's side too) recounts that term.
 */
export function subscribeTermCountLifecycle(strapi: Core.Strapi) {
  const rowIdsOf = async (where: Where | undefined): Promise<number[]> => {
    const id = singleRowId(where);
    if (id !== null) return [id];
    return where ? ((await strapi.db.query(UID.event).findMany({ where, select: ['id'] })) as { id: number }[]).map((r) => r.id) : [];
  };
  const resultIds = (result: unknown): number[] => {
    if (!result || typeof result !== 'object') return [];
    if ('ids' in result && Array.isArray(result.ids)) return result.ids.map(Number);
    return 'id' in result ? [Number(result.id)] : [];
  };
  const remember = async (event: LifecycleEvent) => {
    if (event.model.uid === UID.event) event.state.terms = await linkedTermRows(strapi, await rowIdsOf(event.params.where));
  };
  /** Before one event row's update: the links of the taxonomies its data can recount (none for a title or a date). */
  const rememberUpdate = async (event: LifecycleEvent) => {
    if (event.model.uid !== UID.event) return;
    const relations = countedRelations(event.params.data);
    event.state.relations = relations;
    if (relations.length) event.state.terms = await linkedTermRows(strapi, await rowIdsOf(event.params.where), relations);
  };
  const recountUpdate = async (event: LifecycleEvent) => {
    if (event.model.uid !== UID.event) return recount(event, resultIds(event.result));
    const remembered = event.state.relations ?? ALL_RELATIONS;
    const relations = countedRelations(event.params.data);
    // A later hook added a counted field to the data after the links were read: recount every term (exact, rare).
    if (relations.some((relation) => !remembered.includes(relation))) return refreshTermCounts(strapi, 'all');
    if (!relations.length) return;
    await refreshTermCounts(strapi, mergeTermRows(event.state.terms ?? noTermRows(), await linkedTermRows(strapi, resultIds(event.result), relations)));
  };
  /** A new event row counts only once published, and only for the taxonomies its data links. */
  const recountCreate = async (event: LifecycleEvent) => {
    if (event.model.uid !== UID.event) return recount(event, resultIds(event.result));
    const row = event.result as { postStatus?: unknown } | null;
    const status = row && typeof row === 'object' && typeof row.postStatus === 'string' ? row.postStatus : undefined;
    if (status !== undefined && status !== 'publish') return;
    const data = event.params.data;
    const relations = data && typeof data === 'object' && !Array.isArray(data) ? ALL_RELATIONS.filter((r) => (data as Record<string, unknown>)[r] !== undefined) : ALL_RELATIONS;
    if (!relations.length) return;
    await refreshTermCounts(strapi, await linkedTermRows(strapi, resultIds(event.result), relations));
  };
  const recount = async (event: LifecycleEvent, now: number[]) => {
    if (event.model.uid === UID.event) {
      await refreshTermCounts(strapi, mergeTermRows(event.state.terms ?? noTermRows(), await linkedTermRows(strapi, now)));
    } else {
      const ids = resultIds(event.result);
      await refreshTermCounts(strapi, event.model.uid === UID.category ? { categories: ids, tags: [] } : { categories: [], tags: ids });
    }
  };
  return strapi.db.lifecycles.subscribe({
    models: [UID.event, ...TERM_UIDS],
    beforeUpdate: rememberUpdate,
    beforeUpdateMany: remember,
    beforeDelete: remember,
    beforeDeleteMany: remember,
    afterCreate: (event) => recountCreate(event as LifecycleEvent),
    afterCreateMany: (event) => recount(event as LifecycleEvent, resultIds(event.result)),
    afterUpdate: (event) => recountUpdate(event as LifecycleEvent),
    // updateMany answers a count, not rows: the rows are those found before.
    afterUpdateMany: async (event) => {
      const e = event as LifecycleEvent;
      if (e.model.uid === UID.event) await refreshTermCounts(strapi, e.state.terms ?? noTermRows());
    },
    afterDelete: (event) => recount(event as LifecycleEvent, []),
    afterDeleteMany: (event) => recount(event as LifecycleEvent, []),
  });
}

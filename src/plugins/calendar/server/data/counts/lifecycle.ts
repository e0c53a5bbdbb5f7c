import type { Core } from '@strapi/strapi';
import { UID } from '../repository/uids';
import { linkedTermRows, mergeTermRows, noTermRows, refreshTermCounts, type TermRows } from './term-counts';

type Where = Record<string, unknown>;
interface LifecycleEvent {
  model: { uid: string };
  params: { where?: Where };
  result?: unknown;
  state: { terms?: TermRows };
}

const TERM_UIDS: string[] = [UID.category, UID.tag];

/**
 * Keeps the stored term counts right whoever writes (this API, the Content Manager, the seed): an event
 * write recounts the terms it linked before and links after, in the same transaction; a term write
 * (links can be edited from the term's side too) recounts that term.
 */
export function subscribeTermCountLifecycle(strapi: Core.Strapi) {
  const rowIdsOf = async (where: Where | undefined): Promise<number[]> =>
    where ? ((await strapi.db.query(UID.event).findMany({ where, select: ['id'] })) as { id: number }[]).map((r) => r.id) : [];
  const resultIds = (result: unknown): number[] => {
    if (!result || typeof result !== 'object') return [];
    if ('ids' in result && Array.isArray(result.ids)) return result.ids.map(Number);
    return 'id' in result ? [Number(result.id)] : [];
  };
  const remember = async (event: LifecycleEvent) => {
    if (event.model.uid === UID.event) event.state.terms = await linkedTermRows(strapi, await rowIdsOf(event.params.where));
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
    beforeUpdate: remember,
    beforeUpdateMany: remember,
    beforeDelete: remember,
    beforeDeleteMany: remember,
    afterCreate: (event) => recount(event as LifecycleEvent, resultIds(event.result)),
    afterCreateMany: (event) => recount(event as LifecycleEvent, resultIds(event.result)),
    afterUpdate: (event) => recount(event as LifecycleEvent, resultIds(event.result)),
    // updateMany answers a count, not rows: the rows are those found before.
    afterUpdateMany: async (event) => {
      const e = event as LifecycleEvent;
      if (e.model.uid === UID.event) await refreshTermCounts(strapi, e.state.terms ?? noTermRows());
    },
    afterDelete: (event) => recount(event as LifecycleEvent, []),
    afterDeleteMany: (event) => recount(event as LifecycleEvent, []),
  });
}

import { invalidParams } from '../errors';
import { createTermListParams, type TermListParams } from '../query';
import type { TermRecord } from '../records/types';
import { toTermRecords } from '../repository/records';
import { UID } from '../repository/uids';
import { toWireCategoryList, toWireTagList, toWireTerm, type WireTerm } from '../wire';
import { defineResource } from './define-resource';
import { refineTerms, termListQuery } from './term-query';

/** Categories and tags: one definition, two taxonomies. An unknown term ID is a 400 (contract 8). */
function termResource(taxonomy: 'category' | 'tag') {
  const kind = taxonomy === 'category' ? 'categories' : 'tags';
  return defineResource<TermRecord, WireTerm, TermListParams>({
    name: kind,
    uid: taxonomy === 'category' ? UID.category : UID.tag,
    idField: 'termId',
    bySlug: false,
    hasStatus: false,
    toRecords: (strapi, rows) => toTermRecords(strapi, rows, taxonomy),
    // Single-term answers carry `_links`; list items do not (contract 3.4b).
    toWire: (record, wctx, { single }) => toWireTerm(record, wctx, { links: single }),
    single: {
      missing: () => invalidParams({ id: 'Invalid parameter.' }),
      wrongType: () => invalidParams({ id: 'Invalid parameter.' }),
    },
    list: {
      params: (rctx) => createTermListParams({ ...rctx.listSettings, taxonomy }) as never,
      mode: 'in-memory',
      query: (params, rctx) => termListQuery(taxonomy, params, rctx),
      refine: refineTerms,
      body: taxonomy === 'category' ? toWireCategoryList : toWireTagList,
    },
  });
}

export const categories = termResource('category');
export const tags = termResource('tag');

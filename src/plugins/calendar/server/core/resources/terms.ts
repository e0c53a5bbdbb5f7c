import { invalidParams } from '../errors';
import { createTermListParams, type ListSettings, type TermListParams } from '../params';
import { perSettings } from '../../lib/utils';
import { createTermBody, type TermBody } from '../bodies';
import { reparentChildren, termData } from '../../data/write/term-data';
import type { TermRecord } from '../../data/records/types';
import { toTermRecords } from '../../data/repository/records';
import { UID } from '../../data/repository/uids';
import { toWireCategoryList, toWireTagList, toWireTerm, type WireTerm } from '../wire';
import { defineResource } from './define-resource';

const termListParams = {
  category: perSettings((settings: ListSettings) => createTermListParams({ ...settings, taxonomy: 'category' })),
  tag: perSettings((settings: ListSettings) => createTermListParams({ ...settings, taxonomy: 'tag' })),
};
import { refineTerms, termListQuery } from './term-query';

/** Categories and tags: one definition, two taxonomies. An unknown term ID is a 400 (contract 8). */
function termResource(taxonomy: 'category' | 'tag') {
  const kind = taxonomy === 'category' ? 'categories' : 'tags';
  return defineResource<TermRecord, WireTerm, TermListParams, TermBody>({
    name: kind,
    uid: taxonomy === 'category' ? UID.category : UID.tag,
    idField: 'termId',
    bySlug: false,
    hasStatus: false,
    toRecords: (strapi, rows) => toTermRecords(strapi, rows, taxonomy),
    // Single-term GET/POST/PUT answers carry `_links`; list items and DELETE answers do not (contract 3.4b).
    toWire: (record, wctx, { single, write }) => toWireTerm(record, wctx, { links: single || Boolean(write) }),
    single: {
      missing: () => invalidParams({ id: 'Invalid parameter.' }),
      wrongType: () => invalidParams({ id: 'Invalid parameter.' }),
    },
    list: {
      params: (rctx) => termListParams[taxonomy](rctx.listSettings) as never,
      mode: 'in-memory',
      query: (params, rctx) => termListQuery(taxonomy, params, rctx),
      refine: refineTerms,
      body: taxonomy === 'category' ? toWireCategoryList : toWireTagList,
    },
    write: {
      body: (rctx, mode) => createTermBody({ languages: rctx.listSettings.languages, mode, taxonomy }) as never,
      required: ['name'],
      toData: (body, wctx, current) => termData(body, wctx, taxonomy, current),
      idCheckedFirst: true,
      // Terms are deleted for good (contract 9.5); a category's children move up to its parent.
      remove: { mode: 'permanent', before: (record, wctx) => (taxonomy === 'category' ? reparentChildren(record, wctx) : Promise.resolve()) },
    },
  });
}

export const categories = termResource('category');
export const tags = termResource('tag');

import { invalidParams } from '../errors';
import type { TermListParams } from '../params';
import type { Where } from '../../data/repository/find';
import { resolveTermRows } from '../../data/repository/resolve';
import type { TermRecord } from '../../data/records/types';
import type { RequestContext } from '../request/request-context';
import { termListRestUrl } from '../wire';
import type { ListQuery } from './define-resource';
import { findReadableEvent, readableTranslationOf } from './readable';

/** `GET /categories`, `GET /tags` → every matching term of the language (term lists are small; contract 7). */
export async function termListQuery(
  taxonomy: 'category' | 'tag',
  params: TermListParams,
  rctx: RequestContext
): Promise<ListQuery> {
  const { strapi, locale } = rctx;
  const and: Where[] = [{ locale }];
  const rowsOf = async (name: 'include' | 'exclude' | 'parent', items: readonly (number | string)[]) => {
    const rows = await resolveTermRows(strapi, taxonomy, items, locale);
    if (!rows) throw invalidParams({ [name]: 'Invalid parameter.' });
    return rows;
  };
  if (params.search) and.push({ $or: [{ name: { $containsi: params.search } }, { slug: { $containsi: params.search } }] });
  if (params.slug) and.push({ slug: params.slug });
  if (params.include) and.push({ id: { $in: await rowsOf('include', params.include) } });
  if (params.exclude) and.push({ id: { $notIn: await rowsOf('exclude', params.exclude) } });
  // Direct children only (contract 7).
  if (params.parent !== undefined) and.push({ parent: { id: { $in: await rowsOf('parent', [params.parent]) } } });
  if (params.post !== undefined) {
    // An event the caller may not read is refused as a missing one (readable.ts says why).
    const event = await findReadableEvent(rctx, params.post);
    if (!event) throw invalidParams({ [params.postParam ?? 'post']: 'Invalid parameter.' });
    and.push({ events: readableTranslationOf(rctx, event) });
  }
  return {
    where: { $and: and },
    orderBy: [{ name: 'asc' }, { termId: 'asc' }],
    restUrl: termListRestUrl(rctx.namespaceUrl, taxonomy === 'category' ? 'categories' : 'tags'),
  };
}

type SortKey = (term: TermRecord) => string | number;

/** `orderby` values of WordPress core's term query, as sort keys. */
const SORT_KEYS = (include: readonly (number | string)[] = []): Record<string, SortKey> => ({
  id: (t) => t.termId,
  name: (t) => t.name.toLowerCase(),
  slug: (t) => t.slug,
  description: (t) => (t.description ?? '').toLowerCase(),
  count: (t) => t.count,
  term_group: () => 0,
  include: (t) => include.indexOf(t.termId),
  include_slugs: (t) => include.indexOf(t.slug),
});

/** hide_empty (default true: terms without published events are hidden), then the requested order. */
export function refineTerms(records: TermRecord[], params: TermListParams): TermRecord[] {
  const shown = params.hide_empty ? records.filter((term) => term.count > 0) : records;
  const key = SORT_KEYS(params.include)[params.orderby ?? 'name'] ?? SORT_KEYS().name;
  const direction = params.order === 'desc' ? -1 : 1;
  return [...shown].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return (x < y ? -1 : x > y ? 1 : a.termId - b.termId) * direction;
  });
}

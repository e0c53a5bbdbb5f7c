import { z } from 'zod/v4';
import { searchParam } from './search';
import {
  booleanParam,
  enumParam,
  idOrSlugList,
  language,
  LANGUAGE_DESCRIPTION,
  nonEmptyString,
  pagination,
  positiveInt,
  type ListSettings,
} from './params';

/** The term attributes WordPress core's term query sorts by. */
export const TERM_ORDERBY = [
  'id',
  'include',
  'name',
  'slug',
  'include_slugs',
  'term_group',
  'description',
  'count',
] as const;
export type TermOrderBy = (typeof TERM_ORDERBY)[number];

export type Taxonomy = 'category' | 'tag';
export interface TermListSettings extends ListSettings {
  taxonomy: Taxonomy;
}

/** The filters before `parent`, in the original's order. */
const termFiltersHead = (settings: ListSettings) => ({
  search: searchParam(settings.search).optional().meta({ description: 'Terms whose name or slug contains this text' }),
  exclude: idOrSlugList().optional().meta({ description: 'Leave out these terms: IDs or slugs, a list or CSV' }),
  include: idOrSlugList().optional().meta({ description: 'Only these terms: IDs or slugs, a list or CSV' }),
  order: enumParam(['asc', 'desc'], { ignoreCase: true })
    .optional()
    .meta({ description: 'Sort direction: ascending (default) or descending' }),
  orderby: enumParam(TERM_ORDERBY, { ignoreCase: true })
    .optional()
    .meta({ description: 'Term attribute to sort by; default: the name' }),
  hide_empty: booleanParam().default(true).meta({ description: 'Whether to hide the terms of no published event' }),
});

/** The filters after `parent`; `ml_language` (ours) last. */
const termFiltersTail = (settings: ListSettings) => ({
  post: positiveInt().optional().meta({ description: 'Only the terms of the event with this ID' }),
  event: positiveInt().optional().meta({ description: 'Alias of `post`; wins when both are sent' }),
  slug: nonEmptyString().optional().meta({ description: 'Only the term with this slug' }),
  ml_language: language(settings.languages).optional().meta({ description: LANGUAGE_DESCRIPTION }),
});

/**
 * `event` is an alias of `post` and wins when both are sent (contract 7): only `post` comes out, with
 * `postParam` naming the parameter it came from, so an event that does not exist is reported under it.
 */
function withPostAlias<T extends { post?: number; event?: number }>({
  event,
  ...rest
}: T): Omit<T, 'event'> & { postParam?: 'post' | 'event' } {
  return event === undefined ? rest : { ...rest, post: event, postParam: 'event' };
}

const tagList = (settings: ListSettings) =>
  pagination(settings)
    .extend({ ...termFiltersHead(settings), ...termFiltersTail(settings) })
    .transform(withPostAlias);
// `parent` exists on categories only (on tags it is an undeclared parameter, so it is dropped), where
// the original declares it: after `hide_empty` (the namespace index lists the args in this order).
const categoryList = (settings: ListSettings) =>
  pagination(settings)
    .extend({
      ...termFiltersHead(settings),
      parent: positiveInt().optional().meta({ description: 'Only the direct children of the category with this ID' }),
      ...termFiltersTail(settings),
    })
    .transform(withPostAlias);

/**
 * The query of `GET /categories` and `GET /tags` (spec 4.6.1, contract 7).
 * Undeclared parameters are dropped (zod's default strip), as the original ignores them.
 */
export function createTermListParams(
  settings: TermListSettings & { taxonomy: 'category' },
): ReturnType<typeof categoryList>;
export function createTermListParams(settings: TermListSettings & { taxonomy: 'tag' }): ReturnType<typeof tagList>;
export function createTermListParams(
  settings: TermListSettings,
): ReturnType<typeof categoryList> | ReturnType<typeof tagList>;
export function createTermListParams(settings: TermListSettings) {
  return settings.taxonomy === 'category' ? categoryList(settings) : tagList(settings);
}
export type CategoryListParams = z.infer<ReturnType<typeof categoryList>>;
export type TagListParams = z.infer<ReturnType<typeof tagList>>;
/** Either taxonomy's query; `parent` is only ever set for categories. */
export type TermListParams = TagListParams & { parent?: number };

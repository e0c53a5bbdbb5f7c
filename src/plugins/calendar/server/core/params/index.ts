/** The query-parameter layer: route schemas, date reading, the event date window, WordPress error bodies. */
export { createEventFeedParams, createEventListParams, type EventFeedParams, type EventListParams } from './event-list-params';
export { createVenueListParams, type VenueListParams } from './venue-list-params';
export {
  createTermListParams,
  TERM_ORDERBY,
  type CategoryListParams,
  type TagListParams,
  type TermListParams,
  type TermListSettings,
  type TermOrderBy,
  type Taxonomy,
} from './term-list-params';
export {
  CONTEXTS,
  createDeleteParams,
  createEventDeleteParams,
  createLanguageParams,
  createNamespaceParams,
  createSingleParams,
  type DeleteParams,
  type LanguageParams,
  type NamespaceParams,
  type SingleParams,
} from './route-params';
export { POST_STATUSES, type ListSettings, type PostStatus } from './params';
export { searchFragments, type SearchBounds } from './search';
export { formatWall, parseDateInput, type DateInputContext } from './dates';
export { computeEventWindow, type EventWindow, type WindowContext, type WindowParams } from './window';
export { parseParams, toParamError, type ParamErrorOptions } from './zod-errors';

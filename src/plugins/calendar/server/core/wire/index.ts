/** The wire layer: pure mappers from calendar records to the JSON of the TEC REST API v1. */
export * from './types';
export type { WireContext } from './context';
export { toWireEvent, type WireEventOptions } from './event';
export { toWireVenue, type WireVenueOptions } from './venue';
export { toWireOrganizer, type WireOrganizerOptions } from './organizer';
export { toWireEmbeddedTerm, toWireTerm, termLinks, wireTaxonomy } from './term';
export { eventJsonLd, venueJsonLd, organizerJsonLd } from './json-ld';
export { blankProtected, isLocked } from './protect';
export { toWireImage, absoluteUrl } from './image';
export { formatCost, toWireCostDetails, parseCostNumbers, offerPrice } from './cost';
export { renderContent, jsonLdDescription } from './content';
export {
  toInstant,
  zoneOf,
  isOffsetZone,
  wallTime,
  utcWallTime,
  isoWithOffset,
  dateDetails,
  timezoneAbbr,
  postDates,
  type WirePostDates,
} from './dates';
export {
  postPermalink,
  termArchiveUrl,
  eventRestUrl,
  termCollectionUrl,
  termUrls,
  globalId,
  globalIdLineage,
  languagePrefix,
  languageKeys,
  type PostKind,
} from './links';
export {
  toWireEventList,
  toWireVenueList,
  toWireOrganizerList,
  toWireCategoryList,
  toWireTagList,
  totalPages,
  listHeaders,
  type ListPage,
} from './envelope';
export {
  listLinks,
  withPage,
  withRawQuery,
  type ListKind,
  type PostListKind,
  type TermListKind,
  type ListLinksInput,
} from './list-urls';
export {
  eventListRestUrl,
  linkedPostListRestUrl,
  termListRestUrl,
  type EventListUrlArgs,
  type LinkedPostListUrlArgs,
} from './rest-urls';

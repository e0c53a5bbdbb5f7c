import type { JsonSchema } from '../json-schema';
import { ErrorData, ErrorSchema } from './errors';
import { CategoryList, EventList, OrganizerList, TagList, VenueList } from './lists';
import { NamespaceIndex } from './namespace-index';
import {
  Category,
  CostDetails,
  DateDetails,
  EventTerm,
  Image,
  ImageSize,
  JsonLd,
  Link,
  Tag,
  Term,
  TermLinks,
  TermUrls,
} from './parts';
import { Event, Organizer, Venue } from './records';

/**
 * `components.schemas` of /doc: the original's eight first, in its order (contract 2), then ours. Written
 * by hand beside core/wire/types.ts; the proof (tests) validates every recorded response against them.
 */
export const componentSchemas = (): Record<string, JsonSchema> => ({
  ImageSize,
  CostDetails,
  Term,
  Image,
  DateDetails,
  Event,
  Venue,
  Organizer,
  EventTerm,
  Category,
  Tag,
  TermUrls,
  TermLinks,
  Link,
  JsonLd,
  EventList,
  VenueList,
  OrganizerList,
  CategoryList,
  TagList,
  NamespaceIndex,
  Error: ErrorSchema,
  ErrorData,
});

export { errorBody } from './errors';
export { listHeaders } from './lists';
export { variant, ref } from './helpers';

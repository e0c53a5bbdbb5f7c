/** Write bodies (create and update of events, venues, organizers, categories, tags): zod schemas and their parser. */
export {
  createEventBody,
  type EventBody,
  type EventCreateBody,
  type EventUpdateBody,
  type LinkedOrganizer,
  type LinkedVenue,
} from './event-body';
export { createVenueBody, type VenueBody, type VenueCreateBody, type VenueUpdateBody } from './venue-body';
export {
  createOrganizerBody,
  type OrganizerBody,
  type OrganizerCreateBody,
  type OrganizerUpdateBody,
} from './organizer-body';
export {
  createTermBody,
  type CategoryCreateBody,
  type CategoryUpdateBody,
  type TagCreateBody,
  type TagUpdateBody,
  type TermBody,
  type TermBodyOptions,
} from './term-body';
export type { BodyMode, BodyOptions } from './post-fields';
export type { Linked } from './linked';
export type { ImageInput, TermRef } from './value-fields';
export { parseBody } from './parse-body';

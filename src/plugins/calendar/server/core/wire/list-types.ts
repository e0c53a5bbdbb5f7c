import type { WireEvent, WireOrganizer, WireTerm, WireVenue } from './types';

/** The wire's list bodies and headers (GET of a collection). */

/** Present only when the neighbouring page exists; never `null`. */
export interface WireListLinks {
  next_rest_url?: string;
  previous_rest_url?: string;
}

/** Key order differs: posts put the items first, terms after total_pages (see envelope.ts). */
interface WireListCounts {
  rest_url: string;
  total: number;
  total_pages: number;
}

export type WireEventList = { events: WireEvent[] } & WireListCounts & WireListLinks;
export type WireVenueList = { venues: WireVenue[] } & WireListCounts & WireListLinks;
export type WireOrganizerList = { organizers: WireOrganizer[] } & WireListCounts & WireListLinks;
export type WireCategoryList = { categories: WireTerm[] } & WireListCounts & WireListLinks;
export type WireTagList = { tags: WireTerm[] } & WireListCounts & WireListLinks;

/** Header values are strings, `"0"` included. */
export interface WireListHeaders {
  'X-TEC-Total': string;
  'X-TEC-TotalPages': string;
}

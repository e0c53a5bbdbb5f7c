import { listLinks, type PostListKind, type TermListKind } from './list-urls';
import type {
  WireCategoryList,
  WireEvent,
  WireEventList,
  WireListHeaders,
  WireOrganizer,
  WireOrganizerList,
  WireTagList,
  WireTerm,
  WireVenue,
  WireVenueList,
} from './types';

/** One page of a list, as the service computed it. */
export interface ListPage {
  /** From eventListRestUrl / linkedPostListRestUrl / termListRestUrl. */
  restUrl: string;
  page: number;
  perPage: number;
  total: number;
  /** Events/venues/organizers: whether page+1 / page-1 has items (default: from the page count). */
  hasNext?: boolean;
  hasPrevious?: boolean;
}

/** `ceil(total / per_page)`, and 0 (not 1) for an empty list. */
export const totalPages = (total: number, perPage: number): number => (total > 0 ? Math.ceil(total / perPage) : 0);

/** `X-TEC-Total` and `X-TEC-TotalPages` of a list body (string values, `"0"` included). */
export const listHeaders = (body: { total: number; total_pages: number }): WireListHeaders => ({
  'X-TEC-Total': String(body.total),
  'X-TEC-TotalPages': String(body.total_pages),
});

/** Posts: `{<items>, rest_url, [next_rest_url], [previous_rest_url], total, total_pages}`. */
function postList<K extends PostListKind, T>(kind: K, items: T[], page: ListPage) {
  const pages = totalPages(page.total, page.perPage);
  const { restUrl, hasNext, hasPrevious } = page;
  return {
    ...({ [kind]: items } as Record<K, T[]>),
    rest_url: restUrl,
    ...listLinks({ kind, restUrl, page: page.page, totalPages: pages, hasNext, hasPrevious }),
    total: page.total,
    total_pages: pages,
  };
}

/** Terms: `{rest_url, total, total_pages, <items>, [next_rest_url], [previous_rest_url]}`. */
function termList<K extends TermListKind>(kind: K, items: WireTerm[], page: ListPage) {
  const pages = totalPages(page.total, page.perPage);
  return {
    rest_url: page.restUrl,
    total: page.total,
    total_pages: pages,
    ...({ [kind]: items } as Record<K, WireTerm[]>),
    ...listLinks({ kind, restUrl: page.restUrl, page: page.page, totalPages: pages }),
  };
}

/** The `/events` body. */
export const toWireEventList = (events: WireEvent[], page: ListPage): WireEventList =>
  postList('events', events, page) satisfies WireEventList;

/** The `/venues` body. */
export const toWireVenueList = (venues: WireVenue[], page: ListPage): WireVenueList =>
  postList('venues', venues, page) satisfies WireVenueList;

/** The `/organizers` body. */
export const toWireOrganizerList = (organizers: WireOrganizer[], page: ListPage): WireOrganizerList =>
  postList('organizers', organizers, page) satisfies WireOrganizerList;

/** The `/categories` body. */
export const toWireCategoryList = (categories: WireTerm[], page: ListPage): WireCategoryList =>
  termList('categories', categories, page) satisfies WireCategoryList;

/** The `/tags` body. */
export const toWireTagList = (tags: WireTerm[], page: ListPage): WireTagList =>
  termList('tags', tags, page) satisfies WireTagList;

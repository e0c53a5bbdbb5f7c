import { withRawQuery, type TermListKind } from './list-urls';

/** The effective query of an event list, as it goes into `rest_url`. Dates are `YYYY-MM-DD HH:MM:SS`. */
export interface EventListUrlArgs {
  page: number;
  perPage: number;
  startDate?: string | null;
  endDate?: string | null;
  search?: string | null;
  geoloc?: boolean | null;
  geolocLat?: number | null;
  geolocLng?: number | null;
  /** Our extension: echoed only when sent, like the coordinates only with geoloc on. */
  geolocRadius?: number | null;
  /** `publish`, `any`, or the requested statuses. */
  status?: string | readonly string[] | null;
  postParent?: number | null;
  include?: readonly number[] | null;
  startsBefore?: string | null;
  startsAfter?: string | null;
  endsBefore?: string | null;
  endsAfter?: string | null;
  venue?: readonly number[] | null;
  organizer?: readonly number[] | null;
  featured?: boolean | null;
  /** Ours (issue 35): as sent. */
  eventStatus?: readonly string[] | null;
  attendanceMode?: readonly string[] | null;
}

/**
 * `<ns>/events/?…` in the original's order: its query vars (page, per_page, start_date, end_date,
 * search, geoloc…, status, post_parent, include, starts_/ends_…), then venue, organizer, featured.
 * `categories` and `tags` are not carried (following the links loses them, as in the original).
 */
export function eventListRestUrl(namespaceUrl: string, args: EventListUrlArgs): string {
  return withRawQuery(`${namespaceUrl}/events/`, [
    ['page', args.page],
    ['per_page', args.perPage],
    ['start_date', args.startDate],
    ['end_date', args.endDate],
    ['search', args.search],
    ['geoloc', args.geoloc],
    // With geoloc on, a missing coordinate is still written, empty.
    ['geoloc_lat', args.geoloc ? (args.geolocLat ?? '') : null],
    ['geoloc_lng', args.geoloc ? (args.geolocLng ?? '') : null],
    // Our extension after the original's arguments; the coordinates it needs are always there with it.
    ['geoloc_radius', args.geoloc ? args.geolocRadius : null],
    ['status', args.status],
    ['post_parent', args.postParent],
    ['include', args.include],
    ['starts_before', args.startsBefore],
    ['starts_after', args.startsAfter],
    ['ends_before', args.endsBefore],
    ['ends_after', args.endsAfter],
    ['venue', args.venue],
    ['organizer', args.organizer],
    // `featured=false` is dropped; true shows as 1.
    ['featured', args.featured],
    // Our filters, after the original's (a client of the original never sends them).
    ['event_status', args.eventStatus],
    ['attendance_mode', args.attendanceMode],
  ]);
}

export interface LinkedPostListUrlArgs {
  page: number;
  perPage: number;
  event?: number | null;
  /** As the client sent it (any value is accepted, e.g. `"false"`). */
  hasEvents?: string | null;
  status?: string | readonly string[] | null;
}

/** `<ns>/venues/?…` or `<ns>/organizers/?…`; the search term is not carried, as in the original. */
export function linkedPostListRestUrl(
  namespaceUrl: string,
  kind: 'venues' | 'organizers',
  args: LinkedPostListUrlArgs
): string {
  return withRawQuery(`${namespaceUrl}/${kind}/`, [
    ['page', args.page],
    ['per_page', args.perPage],
    ['event', args.event],
    ['has_events', args.hasEvents],
    ['status', args.status],
  ]);
}

/** Term lists: the bare collection URL with a trailing slash; every filter is dropped. */
export const termListRestUrl = (namespaceUrl: string, kind: TermListKind): string => `${namespaceUrl}/${kind}/`;

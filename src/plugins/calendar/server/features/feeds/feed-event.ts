import type { WireEvent, WireOrganizer, WireVenue } from '../../core/wire/types';
import type { EventParts } from '../../data/repository/records';

/**
 * What a VEVENT shows of a wire event, and nothing else: `toICalEvent` takes this type, so it cannot
 * read a field that is not here, and the VEVENT's text is a function of this object alone. That is what
 * lets a feed keep the text of each event (vevent-cache.ts) keyed by this object: a change of anything
 * the VEVENT shows changes the key, and a change of anything else (an image, a translation, a tag)
 * leaves the written text as it was, rightly.
 */

/**
 * What a feed reads of each event's links (data/repository/records.ts): no image, translation, tag nor
 * category tree, since a VEVENT shows none of them; about a third of a feed's CPU and half its database
 * time went to reading them (issue 37). A test compares the feed with the VEVENTs of the REST list's records.
 */
export const FEED_PARTS: EventParts = { images: false, translations: false, tags: false, tree: false };

/** A venue as LOCATION shows it (name, address, position) and LAST-MODIFIED counts it. */
export type FeedVenue = Pick<
  WireVenue,
  'venue' | 'address' | 'city' | 'stateprovince' | 'state' | 'province' | 'zip' | 'country' | 'geo_lat' | 'geo_lng' | 'modified_utc'
>;

/** An organizer as ORGANIZER shows it and LAST-MODIFIED counts it. */
export type FeedOrganizer = Pick<WireOrganizer, 'organizer' | 'email' | 'modified_utc'>;

type Shown =
  | 'id'
  | 'global_id'
  | 'title'
  | 'description'
  | 'url'
  | 'all_day'
  | 'start_date'
  | 'end_date'
  | 'utc_start_date'
  | 'utc_end_date'
  | 'timezone'
  | 'modified_utc'
  | 'event_status'
  | 'event_status_reason'
  | 'attendance_mode'
  | 'online_url';

export type FeedEvent = Pick<WireEvent, Shown> & {
  /** Always a list here (the wire's one venue is an object, none `[]`). */
  venue: FeedVenue[];
  organizer: FeedOrganizer[];
  categories: { name: string }[];
};

/**
 * A position as GEO writes it: a finite number or nothing (NaN and Infinity would both read `null` in the
 * cache's JSON key while writing differently, so they never get this far).
 */
const coordinate = (value: number | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

function feedVenue(venue: WireVenue): FeedVenue {
  return {
    venue: venue.venue,
    address: venue.address,
    city: venue.city,
    stateprovince: venue.stateprovince,
    state: venue.state,
    province: venue.province,
    zip: venue.zip,
    country: venue.country,
    geo_lat: coordinate(venue.geo_lat),
    geo_lng: coordinate(venue.geo_lng),
    modified_utc: venue.modified_utc,
  };
}

/** The part of `event` a VEVENT shows (see above). */
export function feedEvent(event: WireEvent): FeedEvent {
  const venues = Array.isArray(event.venue) ? event.venue : [event.venue];
  return {
    id: event.id,
    global_id: event.global_id,
    title: event.title,
    description: event.description,
    url: event.url,
    all_day: event.all_day,
    start_date: event.start_date,
    end_date: event.end_date,
    utc_start_date: event.utc_start_date,
    utc_end_date: event.utc_end_date,
    timezone: event.timezone,
    modified_utc: event.modified_utc,
    event_status: event.event_status,
    event_status_reason: event.event_status_reason,
    attendance_mode: event.attendance_mode,
    online_url: event.online_url,
    venue: venues.map(feedVenue),
    organizer: event.organizer.map((o) => ({ organizer: o.organizer, email: o.email, modified_utc: o.modified_utc })),
    categories: event.categories.map((term) => ({ name: term.name })),
  };
}

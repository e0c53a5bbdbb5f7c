import type { EventRecord, VenueRecord } from '../../data/records/types';
import type { WireContext } from './context';
import { formatCost, toWireCostDetails } from './cost';
import { dateDetails, timezoneAbbr, utcWallTime, wallTime } from './dates';
import { eventChangeKeys } from './event-change';
import { eventJsonLd } from './json-ld';
import { eventRestUrl, globalId, globalIdLineage, languageKeys, postPermalink } from './links';
import { toWireOrganizer } from './organizer';
import { postContent, postMeta } from './post-fields';
import { seriesKeys } from './series';
import { blankProtected, isLocked } from './protect';
import { toWireEmbeddedTerm } from './term';
import type { WireCustomFields, WireEvent, WireVenue } from './types';
import { toWireVenue } from './venue';
import { escHtml } from './wp-strings';

/** `jsonLd`: single-event GET only; the embedded venue and organizers then carry theirs too. */
export interface WireEventOptions {
  jsonLd?: boolean;
}

/** The four event dates with their `*_details`: wall time in the event's zone, then in UTC. */
function eventDates(event: EventRecord, timezone: string) {
  const start = wallTime(event.startDate, timezone);
  const end = wallTime(event.endDate, timezone);
  const utcStart = utcWallTime(event.startDate);
  const utcEnd = utcWallTime(event.endDate);
  return {
    start_date: start,
    start_date_details: dateDetails(start),
    end_date: end,
    end_date_details: dateDetails(end),
    utc_start_date: utcStart,
    utc_start_date_details: dateDetails(utcStart),
    utc_end_date: utcEnd,
    utc_end_date_details: dateDetails(utcEnd),
  };
}

/** Exactly one venue → the object; none → `[]` (an empty JSON array, not null); several → a list. */
function venueField(venues: VenueRecord[], ctx: WireContext, options: WireEventOptions): WireVenue | WireVenue[] {
  const wire = venues.map((venue) => toWireVenue(venue, ctx, options));
  return wire.length === 1 ? wire[0] : wire;
}

/** Additional fields with a value; `[]` (not `{}`) when there are none, as PHP encodes an empty array. */
function customFields(fields: EventRecord['customFields']): WireCustomFields {
  const filled = Object.entries(fields ?? {}).filter(([, field]) => field.value !== '');
  return filled.length ? Object.fromEntries(filled) : [];
}

/** An event record in the original's key order, then our `ml_language` and `translations`. */
export function toWireEvent(event: EventRecord, ctx: WireContext, options: WireEventOptions = {}): WireEvent {
  const timezone = event.timezone || ctx.siteTimezone;
  const url = postPermalink('event', event, ctx);
  const wire = {
    id: event.postId,
    global_id: globalId(event.postId, ctx),
    global_id_lineage: globalIdLineage(event.postId, event.globalIdLineage, ctx),
    ...postMeta(event, ctx),
    url,
    rest_url: eventRestUrl(event.postId, ctx),
    title: event.title.trim(),
    ...postContent(event, ctx),
    all_day: event.allDay ?? false,
    ...eventDates(event, timezone),
    timezone,
    timezone_abbr: timezoneAbbr(event.startDate, timezone),
    cost: formatCost(event),
    cost_details: toWireCostDetails(event),
    // A stored website is shown (HTML-escaped) even when it is ""; only a never-set one falls back to the permalink.
    website: event.website != null ? escHtml(event.website) : url,
    // Never-set map flags read true; the other flags read false.
    show_map: event.showMap ?? true,
    show_map_link: event.showMapLink ?? true,
    hide_from_listings: event.hideFromListings ?? false,
    sticky: event.sticky ?? false,
    featured: event.featured ?? false,
    categories: event.categories.map((term) => toWireEmbeddedTerm(term, ctx)),
    tags: event.tags.map((term) => toWireEmbeddedTerm(term, ctx)),
    venue: venueField(event.venues, ctx, options),
    organizer: event.organizers.map((organizer) => toWireOrganizer(organizer, ctx, options)),
    custom_fields: customFields(event.customFields),
    ...(options.jsonLd ? { json_ld: eventJsonLd(event, ctx) } : {}),
    ...languageKeys(event, ctx),
    ...eventChangeKeys(event, timezone),
    ...seriesKeys(event),
  } satisfies WireEvent;
  return isLocked(event, ctx, 'event') ? blankProtected(wire) : wire;
}

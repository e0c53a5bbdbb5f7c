import type { VenueRecord } from '../../data/records/types';
import type { WireContext } from './context';
import { venueJsonLd } from './json-ld';
import { globalId, globalIdLineage, languageKeys, postPermalink } from './links';
import { postContent, postMeta } from './post-fields';
import { blankProtected, isLocked } from './protect';
import type { WireVenue } from './types';
import { withoutFalsy } from './wp-strings';

/** `json_ld`: add the schema.org Place (single-venue GET, and venues embedded in a single-event GET). */
export interface WireVenueOptions {
  jsonLd?: boolean;
}

/** A venue record: the original's key order, empty members omitted, then the map flags and global IDs. */
export function toWireVenue(venue: VenueRecord, ctx: WireContext, options: WireVenueOptions = {}): WireVenue {
  const locked = isLocked(venue, ctx, 'venue');
  const fields = {
    id: venue.postId,
    ...postMeta(venue, ctx),
    url: postPermalink('venue', venue, ctx),
    venue: venue.name.trim(),
    ...postContent(venue, ctx),
    address: venue.address ?? '',
    city: venue.city ?? '',
    country: venue.country ?? '',
    province: venue.province ?? '',
    state: venue.state ?? '',
    zip: venue.zip ?? '',
    phone: venue.phone ?? '',
    // Unlike the event's website, the venue's is shown raw (not HTML-escaped), as the original does.
    website: venue.website ?? '',
    stateprovince: venue.stateprovince ?? '',
    ...(venue.latitude != null && venue.longitude != null ? { geo_lat: venue.latitude, geo_lng: venue.longitude } : {}),
    // No JSON-LD for a locked venue: the original's JSON-LD builder skips password-protected posts.
    ...(options.jsonLd && !locked ? { json_ld: venueJsonLd(venue, ctx) } : {}),
  };
  const wire = {
    id: venue.postId,
    // Kept even when "0" (no author), unlike the other empty keys: clients read every record's author
    // (the original's records always have one; ours may not, e.g. written with an API token).
    author: fields.author,
    // The original drops every empty value ("", "0", false image): keys are omitted, not empty.
    ...withoutFalsy(fields),
    // Never empty, so never dropped: restated for the type only (a repeated key keeps its first position).
    status: venue.postStatus,
    // Both default to true when never set.
    show_map: venue.showMap ?? true,
    show_map_link: venue.showMapLink ?? true,
    global_id: globalId(venue.postId, ctx),
    global_id_lineage: globalIdLineage(venue.postId, venue.globalIdLineage, ctx),
    ...languageKeys(venue, ctx),
  } satisfies WireVenue;
  return locked ? blankProtected(wire) : wire;
}

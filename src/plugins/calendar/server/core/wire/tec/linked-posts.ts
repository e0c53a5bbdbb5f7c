import type { OrganizerRecord, VenueRecord } from '../../../data/records/types';
import type { WireContext } from '../context';
import { isLocked } from '../protect';
import { phpUrlencode } from '../wp-strings';
import { maskProtected, tecPost } from './post';
import type { TecOrganizer, TecVenue } from './types';

/**
 * The venue's Google Maps link, as the original builds it: the address parts joined by spaces, URL-encoded,
 * the query's `&` HTML-encoded as `&#038;` (the original's quirk, kept: clients show it in a page). `""` when
 * the venue has no address at all.
 */
export function directionsLink(venue: VenueRecord): string {
  const stateProvince = venue.stateprovince || venue.state || venue.province;
  const parts = [venue.address, venue.city, stateProvince, venue.zip, venue.country].map((part) => part?.trim()).filter(Boolean);
  if (!parts.length) return '';
  return `https://maps.google.com/maps?f=q&#038;source=s_q&#038;hl=en&#038;geocode=&#038;q=${phpUrlencode(parts.join(' '))}`;
}

/** A venue of `tec/v1`: the post item, then its address fields; the name is `title.rendered`. */
export function toTecVenue(venue: VenueRecord, ctx: WireContext): TecVenue {
  const record: TecVenue = {
    ...tecPost(venue, 'venue', venue.name, ctx),
    address: venue.address ?? '',
    country: venue.country ?? '',
    city: venue.city ?? '',
    state_province: venue.stateprovince || venue.state || venue.province || '',
    state: venue.state ?? '',
    province: venue.province ?? '',
    zip: venue.zip ?? '',
    phone: venue.phone ?? '',
    directions_link: directionsLink(venue),
    website: venue.website ?? '',
  };
  return isLocked(venue, ctx, 'venue') ? maskProtected(record) : record;
}

/** An organizer of `tec/v1`: the post item, then e-mail, phone and website; the name is `title.rendered`. */
export function toTecOrganizer(organizer: OrganizerRecord, ctx: WireContext): TecOrganizer {
  const record: TecOrganizer = {
    ...tecPost(organizer, 'organizer', organizer.name, ctx),
    email: organizer.email ?? '',
    phone: organizer.phone ?? '',
    website: organizer.website ?? '',
  };
  return isLocked(organizer, ctx, 'organizer') ? maskProtected(record) : record;
}

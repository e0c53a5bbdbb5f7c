/** The address fields of a venue, as attributes and as write bodies name them alike; `""`/null: none. */
export interface VenueAddress {
  address?: string | null;
  city?: string | null;
  zip?: string | null;
  state?: string | null;
  province?: string | null;
  country?: string | null;
}

/** A venue's address and coordinates, as a write leaves them or as stored. */
export type LocatedVenue = VenueAddress & { latitude?: number | null; longitude?: number | null };

const ADDRESS_FIELDS = ['address', 'city', 'zip', 'state', 'province', 'country'] as const;

/**
 * The free-form query of a venue's address (`street, postal code city, region, country`), or null when
 * it has neither a street nor a city: a postal code or a country alone would place it at the centre of
 * a region.
 */
export function addressQuery(venue: VenueAddress): string | null {
  const text = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');
  if (!text(venue.address) && !text(venue.city)) return null;
  const place = [text(venue.zip), text(venue.city)].filter(Boolean).join(' ');
  return [text(venue.address), place, text(venue.state) || text(venue.province), text(venue.country)].filter(Boolean).join(', ');
}

/**
 * What a venue write leaves, for the geocoder to look at: the stored venue (on an update) with what the
 * write sends over it. Null when the write gives coordinates (a number, either of them): a writer's
 * coordinates are never replaced. Otherwise the address to geocode when the venue would be left without
 * coordinates, else null.
 */
export function addressToGeocode(sent: LocatedVenue, stored: LocatedVenue | null): string | null {
  if (typeof sent.latitude === 'number' || typeof sent.longitude === 'number') return null;
  const cleared = sent.latitude === null || sent.longitude === null;
  if (!cleared && stored && typeof stored.latitude === 'number' && typeof stored.longitude === 'number') return null;
  const venue: VenueAddress = { ...stored };
  for (const field of ADDRESS_FIELDS) if (sent[field] !== undefined) venue[field] = sent[field];
  return addressQuery(venue);
}

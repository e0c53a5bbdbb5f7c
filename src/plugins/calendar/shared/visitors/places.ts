/** A venue as the API embeds it in an event (only what the public calendar shows). */
export interface PlaceFields {
  venue?: string | [];
  address?: string;
  city?: string;
  stateprovince?: string;
  zip?: string;
  country?: string;
  geo_lat?: number;
  geo_lng?: number;
  show_map_link?: boolean | null;
}

/** "Street 1, 1000 City, Region, Country": the address parts the venue has, in postal order. */
export function placeAddress(place: PlaceFields): string {
  const cityLine = [place.zip, place.city].filter(Boolean).join(' ');
  return [place.address, cityLine, place.stateprovince, place.country].filter(Boolean).join(', ');
}

/** The venue's name then its address, as calendar apps' location field wants it. */
export const placeLocation = (place: PlaceFields): string =>
  [typeof place.venue === 'string' ? place.venue : '', placeAddress(place)].filter(Boolean).join(', ');

/**
 * A map of the venue on OpenStreetMap: its coordinates when it has them, else a search of its address;
 * none when the venue asks for no map link (`show_map_link: false`) or has nothing to find.
 */
export function mapUrl(place: PlaceFields): string | null {
  if (place.show_map_link === false) return null;
  const { geo_lat: lat, geo_lng: lng } = place;
  if (typeof lat === 'number' && typeof lng === 'number' && (lat !== 0 || lng !== 0)) {
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
  }
  const address = placeAddress(place);
  return address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(placeLocation(place))}` : null;
}

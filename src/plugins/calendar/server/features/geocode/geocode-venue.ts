import type { Core } from '@strapi/strapi';
import { outboundPolicy } from '../../lib/outbound';
import { getPluginContext } from '../../lib/utils';
import { searchPlace, type Place } from './nominatim';
import { addressToGeocode, type LocatedVenue } from './venue-address';

const USER_AGENT = 'event-calendar-service (Strapi calendar plugin)';

/**
 * The coordinates the site's geocoder gives a venue write that would leave an address without them
 * (venue-address.ts), or null: geocoder off (the default), nothing to look up, no place found, or a
 * failure. A failure never fails the write: it is logged and the venue keeps no coordinates. Never call
 * it inside a database transaction (a slow geocoder would hold the database for everybody).
 */
export async function geocodeVenue(strapi: Core.Strapi, sent: LocatedVenue, stored: LocatedVenue | null): Promise<Place | null> {
  const { settings } = getPluginContext(strapi);
  if (!settings.geocoderUrl) return null;
  const address = addressToGeocode(sent, stored);
  if (!address) return null;
  const userAgent = settings.publicUrl ? `${USER_AGENT} ${settings.publicUrl}` : USER_AGENT;
  try {
    const place = await searchPlace(settings.geocoderUrl, address, outboundPolicy(settings), userAgent);
    if (!place) strapi.log.info(`[calendar] the geocoder found no place for a venue address`);
    return place;
  } catch (error) {
    strapi.log.warn(`[calendar] geocoding a venue address failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** `fields` with the coordinates `geocodeVenue` found, or unchanged. */
export async function withGeocodedCoordinates<T extends LocatedVenue>(strapi: Core.Strapi, fields: T, stored: LocatedVenue | null): Promise<T> {
  const place = await geocodeVenue(strapi, fields, stored);
  return place ? { ...fields, latitude: place.latitude, longitude: place.longitude } : fields;
}

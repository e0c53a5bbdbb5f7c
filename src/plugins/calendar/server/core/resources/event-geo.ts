import type { EventListParams } from '../params';
import { geoSearch } from '../params/geo';
import type { Where } from '../../data/repository/find';
import { eventsAtLocatedVenues } from '../../data/repository/venue-geo';
import type { RequestContext } from '../request/request-context';
import { getPluginContext } from '../../lib/utils';
import { venueVisibility } from './readable';

/**
 * The event list's geolocation filter, as Events Calendar Pro applies it (docs/api.md "Geolocation"), or null.
 * - Only `geoloc=true` filters: the original tests `! empty( $request['geoloc'] )`, so `geoloc=false`
 *   and coordinates without `geoloc` select every event (the coordinates are still validated).
 * - `geoloc=true` alone: events whose venue has coordinates.
 * - With `geoloc_lat`/`geoloc_lng`: events whose venue lies in the box of the site's distance around the
 *   point; with our `geoloc_radius`, within that distance (a circle).
 * Only venues the caller may read count: a hidden venue's coordinates never select an event.
 */
export function geolocWhere(params: EventListParams, rctx: RequestContext): Where | null {
  if (params.geoloc !== true) return null;
  const { geoloc_lat: lat, geoloc_lng: lng, geoloc_radius: radius } = params;
  const { settings } = getPluginContext(rctx.strapi);
  const search =
    lat !== undefined && lng !== undefined
      ? geoSearch(lat, lng, radius ?? settings.geolocDistance, settings.geolocUnit, radius !== undefined)
      : undefined;
  return { id: { $in: eventsAtLocatedVenues(rctx.strapi, venueVisibility(rctx, params.password), search) } };
}

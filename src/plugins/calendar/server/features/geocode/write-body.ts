import type { Core } from '@strapi/strapi';
import type { Linked } from '../../core/bodies/linked';
import { getPluginContext } from '../../lib/utils';
import { withGeocodedCoordinates } from './geocode-venue';
import type { LocatedVenue } from './venue-address';

/**
 * A write body with the coordinates the geocoder found for the venues it writes: the venue of a venue
 * create or update (`stored`: the venue as it is), and the venues an event body creates inline. Runs
 * before the write's transaction opens, as image downloads do. A create made as a translation of
 * another record (`translation_of`) is left alone: its venue has coordinates of its own already or not.
 */
export async function geocodeWriteBody<B extends object>(strapi: Core.Strapi, resource: string, body: B, stored: object | null): Promise<B> {
  if (!getPluginContext(strapi).settings.geocoderUrl || (body as { translation_of?: unknown }).translation_of !== undefined) return body;
  if (resource === 'venues') return withGeocodedCoordinates(strapi, body as LocatedVenue, stored as LocatedVenue | null) as B;
  const venues = resource === 'events' ? (body as { venue?: Linked<LocatedVenue>[] }).venue : undefined;
  if (!venues?.some((entry) => 'create' in entry)) return body;
  const located: Linked<LocatedVenue>[] = [];
  // One at a time: public geocoders ask for one request a second at most.
  for (const entry of venues) located.push('create' in entry ? { create: await withGeocodedCoordinates(strapi, entry.create, null) } : entry);
  return { ...body, venue: located };
}

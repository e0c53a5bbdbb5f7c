import type { Core } from '@strapi/strapi';
import { UID } from '../../data/repository/uids';
import { withGeocodedCoordinates } from './geocode-venue';
import type { LocatedVenue } from './venue-address';

const STORED: (keyof LocatedVenue)[] = ['address', 'city', 'zip', 'state', 'province', 'country', 'latitude', 'longitude'];

interface WriteParams {
  documentId?: string;
  locale?: string;
  data?: LocatedVenue & Record<string, unknown>;
}

/**
 * Venues written outside a transaction (the Content Manager, scripts) get coordinates from the site's
 * geocoder like API writes do (features/geocode/write-body.ts). Writes inside a transaction are the API's, the
 * importer's and the demo seed's: the API geocodes before its transaction opens, and nothing slow may
 * run inside one. The document service runs middlewares before it opens its own transaction.
 */
export function geocodeAdminVenueWrites(strapi: Core.Strapi): void {
  strapi.documents.use(async (ctx, next) => {
    if (ctx.uid !== UID.venue || (ctx.action !== 'create' && ctx.action !== 'update') || strapi.db.inTransaction()) return next();
    const params = ctx.params as WriteParams;
    if (!params.data) return next();
    const stored = ctx.action === 'update' && params.documentId ? await storedVenue(strapi, params.documentId, params.locale) : null;
    params.data = await withGeocodedCoordinates(strapi, params.data, stored);
    return next();
  });
}

async function storedVenue(strapi: Core.Strapi, documentId: string, locale?: string): Promise<LocatedVenue | null> {
  const where = locale ? { documentId, locale } : { documentId };
  return (await strapi.db.query(UID.venue).findOne({ where, select: STORED })) as LocatedVenue | null;
}

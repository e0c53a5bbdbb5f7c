import { z } from 'zod/v4';
import { guardedGet, readLimited, type OutboundPolicy } from '../../lib/outbound';

/** A place a geocoder found: degrees, checked to lie on the globe. */
export interface Place {
  latitude: number;
  longitude: number;
}

/** A geocoder's answer is a few hundred bytes a place; one place is asked for. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** Nominatim's `jsonv2` search answer: a list of places whose `lat`/`lon` are decimal strings. */
const searchAnswer = z.array(
  z.looseObject({
    lat: z.coerce.number().min(-90).max(90),
    lon: z.coerce.number().min(-180).max(180),
  })
);

/**
 * Asks a Nominatim-compatible search endpoint (`/search`, or a service speaking its API) for the place of
 * a free-form address: `?q=<address>&format=jsonv2&limit=1`, added to the configured URL's own query (a
 * key a hosted service needs stays). Through the outbound guard, within the fetch time limit. Resolves
 * with the first place, or null when there is none; throws an OutboundError or a ZodError otherwise.
 */
export async function searchPlace(endpoint: string, address: string, policy: OutboundPolicy, userAgent: string): Promise<Place | null> {
  const url = new URL(endpoint);
  url.searchParams.set('q', address);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', '1');
  const signal = AbortSignal.timeout(policy.timeout);
  // Nominatim's usage policy asks every client to name itself.
  const response = await guardedGet(url.href, policy, signal, { Accept: 'application/json', 'User-Agent': userAgent });
  const body = await readLimited(response, MAX_ANSWER_BYTES, signal);
  const [first] = searchAnswer.parse(JSON.parse(body.toString('utf8')));
  return first ? { latitude: first.lat, longitude: first.lon } : null;
}

import { z } from 'zod/v4';
import { nonEmptyString } from '../params/params';
import { bodyFor, bodyModes, type BodyOf } from './modes';
import { postFields, type BodyMode, type BodyOptions } from './post-fields';
import { stringOrEmpty, urlOrEmpty } from './string-fields';
import { coordinate, flagString, imageParam } from './value-fields';

const VENUE_NAME = 'The venue name; not empty';

/** An optional string field that `""` clears. */
const clearable = (description: string) =>
  stringOrEmpty()
    .optional()
    .meta({ description: `${description}; \`""\` clears it` });

/**
 * The venue fields (spec 2.2, contract 9.4) in the original's order, our extensions last. Absent fields
 * stay absent: defaults (maps shown on create) and derived values (`stateprovince`) are the service's.
 */
const venueFields = (languages: readonly string[]) => {
  const post = postFields(languages, 'venue');
  return {
    author: post.author,
    date: post.date,
    date_utc: post.date_utc,
    venue: nonEmptyString().optional().meta({ description: VENUE_NAME }),
    description: clearable('The venue description (HTML)'),
    status: post.status,
    show_map: flagString()
      .optional()
      .meta({ description: 'Whether events at the venue show a map: a truthy string (`"true"`, `"1"`); not a JSON boolean' }),
    show_map_link: flagString()
      .optional()
      .meta({ description: 'Whether events at the venue show a map link: a truthy string; not a JSON boolean' }),
    address: clearable('The venue street address'),
    city: clearable('The venue city'),
    country: clearable('The venue country'),
    province: clearable('The venue province (outside the United States)'),
    state: clearable('The venue state (United States)'),
    zip: clearable('The venue postal code'),
    phone: clearable('The venue phone number'),
    stateprovince: stringOrEmpty()
      .optional()
      .meta({ description: 'State or province; when not sent or `""`, derived from `state` or `province`' }),
    website: urlOrEmpty().optional().meta({ description: 'Website URL; `""` clears it' }),
    image: imageParam()
      .optional()
      .meta({ description: 'Featured image: an attachment ID or an image URL; empty removes it' }),
    ml_language: post.ml_language,
    translation_of: post.translation_of,
    password: post.password,
    latitude: coordinate(90)
      .optional()
      .meta({ description: 'Latitude in degrees, for geolocation (extension); `""` clears it' }),
    longitude: coordinate(180)
      .optional()
      .meta({ description: 'Longitude in degrees, for geolocation (extension); `""` clears it' }),
  };
};

const VENUE_BODIES = bodyModes(venueFields, { venue: nonEmptyString().meta({ description: VENUE_NAME }) });

/**
 * The body of `POST /venues` (create: `venue` required) and of venue updates (nothing required); also
 * the rules of an inline venue in an event body. Undeclared fields are dropped (zod's default strip),
 * as the original ignores them. Parse with `parseBody`, which reads JSON `null`s as absent.
 */
export function createVenueBody<M extends BodyMode>({ languages, mode }: BodyOptions<M>) {
  return bodyFor(VENUE_BODIES, mode, languages);
}
export type VenueCreateBody = z.infer<BodyOf<typeof VENUE_BODIES, 'create'>>;
export type VenueUpdateBody = z.infer<BodyOf<typeof VENUE_BODIES, 'update'>>;
export type VenueBody = VenueCreateBody | VenueUpdateBody;

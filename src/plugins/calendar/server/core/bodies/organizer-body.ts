import { z } from 'zod/v4';
import { nonEmptyString } from '../params/params';
import { bodyFor, bodyModes, type BodyOf } from './modes';
import { postFields, type BodyMode, type BodyOptions } from './post-fields';
import { stringOrEmpty, urlOrEmpty } from './string-fields';
import { imageParam } from './value-fields';

const ORGANIZER_NAME = 'The organizer name; not empty';

/** The organizer fields (spec 2.3, contract 9.4) in the original's order, our extensions last. */
const organizerFields = (languages: readonly string[]) => {
  const post = postFields(languages, 'organizer');
  return {
    author: post.author,
    date: post.date,
    date_utc: post.date_utc,
    organizer: nonEmptyString().optional().meta({ description: ORGANIZER_NAME }),
    description: stringOrEmpty().optional().meta({ description: 'The organizer description (HTML); `""` clears it' }),
    status: post.status,
    phone: stringOrEmpty().optional().meta({ description: 'Phone number; `""` clears it' }),
    website: urlOrEmpty().optional().meta({ description: 'Website URL; `""` clears it' }),
    // Any string, as in the original: the address is not checked.
    email: stringOrEmpty().optional().meta({ description: 'E-mail address (not checked); `""` clears it' }),
    image: imageParam()
      .optional()
      .meta({ description: 'Featured image: an attachment ID or an image URL; empty removes it' }),
    ml_language: post.ml_language,
    translation_of: post.translation_of,
    password: post.password,
  };
};

const ORGANIZER_BODIES = bodyModes(organizerFields, { organizer: nonEmptyString().meta({ description: ORGANIZER_NAME }) });

/**
 * The body of `POST /organizers` (create: `organizer` required) and of organizer updates; also the rules
 * of an inline organizer in an event body. Undeclared fields are dropped (zod's default strip), as the
 * original ignores them. Parse with `parseBody`, which reads JSON `null`s as absent.
 */
export function createOrganizerBody<M extends BodyMode>({ languages, mode }: BodyOptions<M>) {
  return bodyFor(ORGANIZER_BODIES, mode, languages);
}
export type OrganizerCreateBody = z.infer<BodyOf<typeof ORGANIZER_BODIES, 'create'>>;
export type OrganizerUpdateBody = z.infer<BodyOf<typeof ORGANIZER_BODIES, 'update'>>;
export type OrganizerBody = OrganizerCreateBody | OrganizerUpdateBody;

import { language, positiveInt } from '../params/params';
import { anyString, postStatus, timeString } from './string-fields';

/** Whether a body creates a record (its name fields are required) or updates one (nothing is required). */
export type BodyMode = 'create' | 'update';

/** What a body schema depends on. */
export interface BodyOptions<M extends BodyMode = BodyMode> {
  /** Wire codes of the served languages (lower case), e.g. `['en', 'fr', 'pt-pt']`. */
  languages: readonly string[];
  mode: M;
}

/** `ml_language` and `translation_of`, which every writable record has (terms included). */
export const languageFields = (languages: readonly string[], noun: string) => ({
  ml_language: language(languages)
    .optional()
    .meta({ description: `Language of the ${noun}: one of the served language codes; default: the site language` }),
  translation_of: positiveInt()
    .optional()
    .meta({
      description: `Create the ${noun} as the translation, in \`ml_language\`, of the record with this ID (extension)`,
    }),
});

/**
 * The post fields events, venues and organizers share, described for `noun`. The body shapes place them
 * where the original declares them, so several invalid fields are named in its order.
 */
export const postFields = (languages: readonly string[], noun: string) => ({
  author: positiveInt()
    .optional()
    .meta({ description: `ID of the ${noun} author (a user of the site)` }),
  date: timeString()
    .optional()
    .meta({ description: `Publication date of the ${noun}: a date-time string or a Unix timestamp` }),
  date_utc: timeString()
    .optional()
    .meta({ description: `Publication date of the ${noun} in UTC: a date-time string or a Unix timestamp` }),
  status: postStatus()
    .optional()
    .meta({ description: `Post status of the ${noun}; default: \`publish\` for callers who may publish` }),
  ...languageFields(languages, noun),
  password: anyString()
    .optional()
    .meta({ description: `Password protecting the ${noun}; \`""\` removes the protection` }),
});

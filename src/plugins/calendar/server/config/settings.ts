import { IANAZone } from 'luxon';
import { z } from 'zod/v4';

/** A language the calendar serves: the wire code used by `ml_language` and the roots, and its Strapi locale. */
export const languageSetting = z.object({
  code: z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/, 'must be a lower-case code such as "fr" or "pt-pt"'),
  locale: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a Strapi locale code such as "fr" or "pt-PT"'),
  name: z.string().min(1),
});
export type LanguageSetting = z.infer<typeof languageSetting>;

export const DEFAULT_LANGUAGES: LanguageSetting[] = [
  { code: 'en', locale: 'en', name: 'English (en)' },
  { code: 'fr', locale: 'fr', name: 'French (fr)' },
  { code: 'pt-pt', locale: 'pt-PT', name: 'Portuguese (Portugal) (pt-PT)' },
];

/** Plugin settings (config/plugins.ts → calendar.config), validated at boot. */
export const calendarSettings = z
  .object({
    /** Public base URL of the service (scheme, host, optional path), used for absolute links; empty = server.url. */
    publicUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
    /** The site time zone: default zone of events and the zone of the default list window. */
    timezone: z
      .string()
      .refine((zone) => IANAZone.isValidZone(zone), {
        error: (issue) => `"${String(issue.input)}" is not an IANA time zone; use a name such as "Europe/Lisbon" or "UTC"`,
      })
      .default('UTC'),
    perPage: z.number().int().min(1).default(12),
    maxPerPage: z.number().int().min(1).default(50),
    /** The first language is the default one (wire code of requests without a language). */
    languages: z.array(languageSetting).min(1).default(DEFAULT_LANGUAGES),
    /** Seed a demo calendar when the database has no calendar content yet. */
    demoData: z.boolean().default(true),
  })
  .strict()
  .refine((s) => s.perPage <= s.maxPerPage, { message: 'perPage must not exceed maxPerPage', path: ['perPage'] })
  .refine((s) => new Set(s.languages.map((l) => l.code)).size === s.languages.length, {
    message: 'language codes must be unique',
    path: ['languages'],
  });
export type CalendarSettings = z.infer<typeof calendarSettings>;

/** Parses raw settings, or throws an Error whose message says which setting to fix and how. */
export function parseSettings(raw: unknown): CalendarSettings {
  const result = calendarSettings.safeParse(raw ?? {});
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const where = issue.path.length ? issue.path.join('.') : '(root)';
    return `  - ${where}: ${issue.message}`;
  });
  throw new Error(`Invalid calendar plugin settings (config/plugins.ts → calendar.config):\n${problems.join('\n')}`);
}

import { z } from 'zod/v4';
import { isIanaZoneName, isOffsetZone, offsetMinutes } from '../../shared/time-zones';
import { normalizeHost } from '../outbound/hosts';

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

/**
 * A host outbound fetches may reach although it resolves to a private address: a name or an IP
 * address, without scheme, port or path. Kept in the URL parser's spelling (`127.1` → `127.0.0.1`,
 * `[::1]`), so a URL's hostname is compared with it as it is.
 */
export const trustedHost = z.string().transform((entry, ctx) => {
  const host = normalizeHost(entry);
  if (host === null) {
    ctx.addIssue({ code: 'custom', message: `"${entry}" is not a host name or IP address (no scheme, port or path; IPv6 in brackets)` });
    return z.NEVER;
  }
  return host;
});

/** `CALENDAR_TRUSTED_HOSTS` arrives as a comma-separated list (Strapi's env.array): blanks are dropped. */
const hostList = z.preprocess(
  (value) => (Array.isArray(value) ? value.filter((entry) => typeof entry !== 'string' || entry.trim() !== '') : value),
  z.array(trustedHost)
);

/**
 * A template of records' public `url`: an absolute http(s) URL, or a path from the public URL, with the
 * placeholders {slug}, {id}, {lang} and {path}. An empty string (an unset variable) keeps the default.
 */
const permalinkTemplate = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string()
    .trim()
    .refine((t) => /^(https?:\/\/[^/\s]+)?\/\S*$/.test(t), { message: 'must be an http(s) URL or a path starting with "/"' })
    .refine((t) => (t.match(/\{[^}]*\}/g) ?? []).every((p) => ['{slug}', '{id}', '{lang}', '{path}'].includes(p)), {
      message: 'placeholders are {slug}, {id}, {lang} and {path}',
    })
    .optional()
);

/** A WordPress manual offset within the range of its menu (UTC-12 … UTC+14). */
const isSiteOffset = (zone: string): boolean => isOffsetZone(zone) && Math.abs(offsetMinutes(zone) ?? Infinity) <= 14 * 60;

/** Plugin settings (config/plugins.ts → calendar.config), validated at boot. */
export const calendarSettings = z
  .object({
    /** Public base URL of the service (scheme, host, optional path), used for absolute links; empty = server.url. */
    publicUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
    /**
     * The site time zone: default zone of events and the zone of the default list window. An IANA name,
     * or one of WordPress's manual offsets (`UTC+0`, `UTC-5`, `UTC+5.5`): sites moving from WordPress
     * often run one (a new WordPress site runs `UTC+0`), and records without a zone of their own report
     * it as the original does (`"timezone": "UTC+0"`).
     */
    timezone: z
      .string()
      .refine((zone) => isIanaZoneName(zone) || isSiteOffset(zone), {
        error: (issue) =>
          `"${String(issue.input)}" is not a time zone; use an IANA name such as "Europe/Lisbon" or "UTC", or a UTC offset such as "UTC+0" or "UTC-5.5"`,
      })
      .default('UTC'),
    perPage: z.number().int().min(1).default(12),
    maxPerPage: z.number().int().min(1).default(50),
    /** The first language is the default one (wire code of requests without a language). */
    languages: z.array(languageSetting).min(1).default(DEFAULT_LANGUAGES),
    /** Seed a demo calendar when the database has no calendar content yet. */
    demoData: z.boolean().default(true),
    /** How often (seconds) scheduled posts whose publication date has come are published; 0 turns it off. */
    publishScheduledEvery: z.number().int().min(0).default(60),
    /** Hosts outbound fetches may reach on private addresses (a media host on the site's own network). */
    trustedHosts: hostList.default([]),
    /** Time limit of one outbound fetch, redirects and body included, in milliseconds. */
    fetchTimeout: z.number().int().min(1).default(10_000),
    /**
     * The author of records written with an API token (tokens belong to no user): a users-permissions
     * user's ID, user name or e-mail; null (the default) leaves them without author.
     */
    tokenAuthor: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      z.union([z.number().int().min(1), z.string().trim().min(1)]).nullable()
    ).default(null),
    /** Largest image downloaded from a URL, in bytes (the download stops as soon as it is passed). */
    imageMaxBytes: z.number().int().min(1).default(10 * 1024 * 1024),
    // Bounds of every input (design.md section 10; README "Limits"): past one, a 4xx in the WordPress shape.
    /** Largest JSON, form or text body of a write under the namespace, in bytes, once inflated (413 past it). */
    maxBodySize: z.number().int().min(1).default(1024 * 1024),
    /** Deepest nesting of arrays and objects in a JSON body (400 past it); bounded, as the validators recurse. */
    maxJsonDepth: z.number().int().min(1).max(512).default(64),
    /** Writes (POST, PUT, PATCH, DELETE) one client may send per window (429 past it); 0: no limit. */
    writeRateLimit: z.number().int().min(0).default(120),
    /** The window of `writeRateLimit`, in seconds. */
    writeRateWindow: z.number().int().min(1).default(60),
    /** Most distinct words in `search` (400 past it): each becomes LIKE conditions on every searched field. */
    maxSearchTerms: z.number().int().min(1).max(100).default(20),
    /** Longest `search`, in characters (400 past it). */
    maxSearchLength: z.number().int().min(1).default(200),
    // iCalendar feeds (README "Calendar subscriptions").
    /** Most events one `events.ics` feed holds (the first ones by start); a bound on a feed's size and cost. */
    feedMaxEvents: z.number().int().min(1).max(100_000).default(1000),
    /** How often subscribed calendar apps should reload a feed, in seconds (RFC 7986 REFRESH-INTERVAL). */
    feedRefreshInterval: z.number().int().min(60).default(3600),
    /** The calendar's name in subscribed apps (NAME, X-WR-CALNAME). */
    feedName: z.string().trim().min(1).max(200).default('Events'),
    // HTTP caching (README "Caching"): ETags and 304s always; these tune the server-side answer cache.
    /** Keep anonymous GET answers in memory (never stale: each is valid for one data version); false: every read queries. */
    cache: z.boolean().default(true),
    /** `max-age` of anonymous answers, in seconds; 0 (default): clients and CDNs revalidate each time (a 304). */
    cacheMaxAge: z.number().int().min(0).default(0),
    /** Most answers kept in memory, and their total size in bytes (bodies and compressed forms). */
    cacheMaxEntries: z.number().int().min(1).default(1000),
    cacheMaxBytes: z.number().int().min(1024).default(64 * 1024 * 1024),
    /** Public page templates of records' `url` by kind (README "Permalinks"); a kind left out keeps today's URL. */
    permalinks: z
      .object({ event: permalinkTemplate, venue: permalinkTemplate, organizer: permalinkTemplate, category: permalinkTemplate, tag: permalinkTemplate })
      .strict()
      .default({}),
    /** Origins whose pages may call the API from a browser (`https://site.example`), or `*`: any (default). */
    corsOrigins: z.preprocess(
      (value) => (Array.isArray(value) ? value.filter((entry) => typeof entry !== 'string' || entry.trim() !== '') : value),
      z
        .array(
          z
            .string()
            .trim()
            .transform((origin) => origin.replace(/\/+$/, ''))
            .refine((origin) => origin === '*' || /^https?:\/\/[^/\s]+$/.test(origin), {
              error: (issue) => `"${String(issue.input)}" is not an origin: scheme and host, optional port, no path (or "*")`,
            })
        )
        .min(1)
    ).default(['*']),
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

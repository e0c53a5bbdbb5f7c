import { z } from 'zod/v4';
import { isIanaZoneName, isOffsetZone, offsetMinutes } from '../../shared/time-zones';
import { normalizeHost } from '../lib/outbound/hosts';
import { MAX_GEOLOC_DISTANCE } from '../core/params/geo';
import { submissionSettings } from '../features/submissions/settings';

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

/**
 * A list of browser origins (scheme, host, optional port; a trailing slash dropped), `*` too when `any`.
 * Environment variables arrive as comma-separated lists (Strapi's env.array): blanks are dropped.
 */
function originList({ any, min }: { any: boolean; min: number }) {
  const origin = z
    .string()
    .trim()
    .transform((value) => value.replace(/\/+$/, ''))
    .refine((value) => (any && value === '*') || /^https?:\/\/[^/\s]+$/.test(value), {
      error: (issue) => `"${String(issue.input)}" is not an origin: scheme and host, optional port, no path${any ? ' (or "*")' : ''}`,
    });
  const nonBlank = (value: unknown) => (Array.isArray(value) ? value.filter((entry) => typeof entry !== 'string' || entry.trim() !== '') : value);
  return z.preprocess(nonBlank, z.array(origin).min(min));
}

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
    /**
     * Largest image stored in the media library, in pixels (width × height × frames), checked from its
     * header before anything decodes it: the API's image URLs and Strapi's own upload routes alike.
     */
    imageMaxPixels: z.number().int().min(1).default(40_000_000),
    // Bounds of every input (design.md section 10; docs/operations.md "Limits"): past one, a 4xx in the WordPress shape.
    /** Largest body of a write under the namespace (JSON, form, text, multipart), in bytes, once inflated (413 past it). */
    maxBodySize: z.number().int().min(1).default(1024 * 1024),
    /** Deepest nesting of arrays and objects in a JSON body (400 past it); bounded, as the validators recurse. */
    maxJsonDepth: z.number().int().min(1).max(512).default(64),
    /**
     * Writes (POST, PUT, PATCH, DELETE) one client may send per window (429 past it); 0 (default): no
     * limit. Off by default as in the original, whose bulk clients (sync jobs, its own test suite) write
     * fast and do not retry a 429; a site owner may turn it on.
     */
    writeRateLimit: z.number().int().min(0).default(0),
    /** The window of `writeRateLimit`, in seconds. */
    writeRateWindow: z.number().int().min(1).default(60),
    /** Failed sign-ins (401s to requests with credentials) per address and per user name per window before 429; 0: no limit. */
    signInFailureLimit: z.number().int().min(0).default(20),
    /** The window of `signInFailureLimit`, in seconds. */
    signInFailureWindow: z.number().int().min(1).default(300),
    /** Most distinct words in `search` (400 past it): each becomes LIKE conditions on every searched field. */
    maxSearchTerms: z.number().int().min(1).max(100).default(20),
    /** Longest `search`, in characters (400 past it). */
    maxSearchLength: z.number().int().min(1).default(200),
    /**
     * Most records one field of a write may name (an event's `categories`, `tags`, `venue`, `organizer`:
     * IDs, names and inline records alike; 400 past it): each is looked up, perhaps created, and linked in
     * the write's transaction.
     */
    maxReferences: z.number().int().min(1).max(10_000).default(100),
    /**
     * Most records one write may create, change, trash or delete (every language of a record is one; a
     * series' occurrences each count): the write door's bound (data/door/door.ts), 400 past it, nothing written.
     */
    maxWriteRecords: z.number().int().min(1).max(100_000).default(2000),
    // Recurring events (docs/recurring-events.md "Recurring events").
    /** How far ahead a series' occurrences are stored, in days; a daily job stores more as time passes. */
    seriesHorizonDays: z.number().int().min(1).max(3660).default(730),
    /** Most occurrences one series may have within the horizon (400 past it). */
    seriesMaxOccurrences: z.number().int().min(1).max(10_000).default(1000),
    /** When the job extending open-ended series runs: a cron rule (Strapi's cron); "" turns it off. */
    seriesExtendCron: z.string().trim().default('17 3 * * *'),
    // iCalendar feeds (docs/api.md "Calendar subscriptions").
    /** Most events one `events.ics` feed holds (the first ones by start); a bound on a feed's size and cost. */
    feedMaxEvents: z.number().int().min(1).max(100_000).default(1000),
    /** How often subscribed calendar apps should reload a feed, in seconds (RFC 7986 REFRESH-INTERVAL). */
    feedRefreshInterval: z.number().int().min(60).default(3600),
    /** The calendar's name in subscribed apps (NAME, X-WR-CALNAME). */
    feedName: z.string().trim().min(1).max(200).default('Events'),
    /**
     * Also answer under WordPress's paths (features/wp-json/): `/wp-json/tribe/events/v1/…`, `?rest_route=`,
     * the site's index and the core routes clients of the original check (`wp/v2/users/me`, `wp/v2/settings`).
     */
    wpJsonPaths: z.boolean().default(true),
    // HTTP caching (docs/api.md "Caching"): ETags and 304s always; these tune the server-side answer cache.
    /** Keep anonymous GET answers in memory (never stale: each is valid for one data version); false: every read queries. */
    cache: z.boolean().default(true),
    /** `max-age` of anonymous answers, in seconds; 0 (default): clients and CDNs revalidate each time (a 304). */
    cacheMaxAge: z.number().int().min(0).default(0),
    /** Most answers kept in memory, and their total size in bytes (bodies and compressed forms). */
    cacheMaxEntries: z.number().int().min(1).default(1000),
    cacheMaxBytes: z.number().int().min(1024).default(64 * 1024 * 1024),
    // Geolocation (docs/api.md "Geolocation").
    /** How far a `geoloc_lat`/`geoloc_lng` search reaches without `geoloc_radius`, in `geolocUnit` (Events Calendar Pro's default: 25). */
    geolocDistance: z.number().positive().max(MAX_GEOLOC_DISTANCE).default(25),
    /** The unit of geolocation distances; Events Calendar Pro's default is miles. */
    geolocUnit: z.enum(['miles', 'kilometres']).default('miles'),
    /** A Nominatim-compatible search URL that gives venues written with an address and no coordinates theirs; '' (default): off. */
    geocoderUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
    /** Public page templates of records' `url` by kind (docs/api.md "Permalinks"); a kind left out keeps today's URL. */
    permalinks: z
      .object({ event: permalinkTemplate, venue: permalinkTemplate, organizer: permalinkTemplate, category: permalinkTemplate, tag: permalinkTemplate })
      .strict()
      .default({}),
    /** Origins whose pages may call the API from a browser (`https://site.example`), or `*`: any (default). */
    corsOrigins: originList({ any: true, min: 1 }).default(['*']),
    /**
     * Origins whose pages may call the admin's API (everything outside the content API under `/api`) with
     * the admin's credentials; none by default: the admin panel calls it from its own origin, which needs
     * no CORS. Never `*`.
     */
    adminCorsOrigins: originList({ any: false, min: 0 }).default([]),
    /** Visitors' submissions (features/submissions/settings.ts). */
    submissions: submissionSettings.default(submissionSettings.parse({})),
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

import type { Core } from '@strapi/strapi';
import path from 'path';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  calendar: {
    enabled: true,
    // Strapi loads compiled JavaScript: at run time __dirname is dist/config, so this is the compiled plugin.
    // The admin build reads this file from config/, so it finds the plugin's sources and its admin side.
    resolve: path.resolve(__dirname, '..', 'src', 'plugins', 'calendar'),
    config: {
      publicUrl: env('PUBLIC_URL', ''),
      timezone: env('CALENDAR_TIMEZONE', 'UTC'),
      perPage: env.int('CALENDAR_PER_PAGE', 12),
      maxPerPage: env.int('CALENDAR_MAX_PER_PAGE', 50),
      demoData: env.bool('DEMO_DATA', true),
      publishScheduledEvery: env.int('CALENDAR_PUBLISH_SCHEDULED_EVERY', 60),
      // The author of writes made with an API token: a user's ID, user name or e-mail (docs/api.md "Authentication").
      tokenAuthor: env('CALENDAR_TOKEN_AUTHOR', ''),
      // Outbound fetches (images given as URLs): docs/operations.md "Outbound fetches".
      trustedHosts: env.array('CALENDAR_TRUSTED_HOSTS', []),
      fetchTimeout: env.int('CALENDAR_FETCH_TIMEOUT', 10_000),
      imageMaxBytes: env.int('CALENDAR_IMAGE_MAX_BYTES', 10 * 1024 * 1024),
      // Every image stored in the media library (API image URLs, the admin's uploads): width × height × frames.
      imageMaxPixels: env.int('CALENDAR_IMAGE_MAX_PIXELS', 40_000_000),
      // Input bounds (docs/operations.md "Limits"); checked at boot like every setting.
      maxBodySize: env.int('CALENDAR_MAX_BODY_SIZE', 1024 * 1024),
      maxJsonDepth: env.int('CALENDAR_MAX_JSON_DEPTH', 64),
      writeRateLimit: env.int('CALENDAR_WRITE_RATE_LIMIT', 0),
      writeRateWindow: env.int('CALENDAR_WRITE_RATE_WINDOW', 60),
      signInFailureLimit: env.int('CALENDAR_SIGN_IN_FAILURE_LIMIT', 20),
      signInFailureWindow: env.int('CALENDAR_SIGN_IN_FAILURE_WINDOW', 300),
      maxSearchTerms: env.int('CALENDAR_MAX_SEARCH_TERMS', 20),
      maxSearchLength: env.int('CALENDAR_MAX_SEARCH_LENGTH', 200),
      // The write door's bounds (docs/security.md "Bounds").
      maxReferences: env.int('CALENDAR_MAX_REFERENCES', 100),
      maxWriteRecords: env.int('CALENDAR_MAX_WRITE_RECORDS', 2000),
      // Recurring events (docs/recurring-events.md "Recurring events").
      seriesHorizonDays: env.int('CALENDAR_SERIES_HORIZON_DAYS', 730),
      seriesMaxOccurrences: env.int('CALENDAR_SERIES_MAX_OCCURRENCES', 1000),
      seriesExtendCron: env('CALENDAR_SERIES_EXTEND_CRON', '17 3 * * *'),
      // iCalendar feeds (docs/api.md "Calendar subscriptions").
      feedMaxEvents: env.int('CALENDAR_FEED_MAX_EVENTS', 1000),
      feedRefreshInterval: env.int('CALENDAR_FEED_REFRESH_INTERVAL', 3600),
      feedName: env('CALENDAR_FEED_NAME', 'Events'),
      // WordPress's paths: /wp-json/tribe/events/v1/… and ?rest_route= (docs/api.md "WordPress paths").
      wpJsonPaths: env.bool('CALENDAR_WP_JSON', true),
      // HTTP caching (docs/api.md "Caching").
      cache: env.bool('CALENDAR_CACHE', true),
      cacheMaxAge: env.int('CALENDAR_CACHE_MAX_AGE', 0),
      cacheMaxEntries: env.int('CALENDAR_CACHE_MAX_ENTRIES', 1000),
      cacheMaxBytes: env.int('CALENDAR_CACHE_MAX_BYTES', 64 * 1024 * 1024),
      // Browsers' cross-origin reads (docs/api.md "Caching, compression and CORS"): a comma-separated list, or *.
      corsOrigins: env.array('CALENDAR_CORS_ORIGINS', ['*']),
      // Origins that may call the admin's API (/admin, /content-manager, /upload ...) with credentials; none: same origin only.
      adminCorsOrigins: env.array('CALENDAR_ADMIN_CORS_ORIGINS', []),
      // Geolocation (docs/api.md "Geolocation"): the default distance of a search near a point, its unit, the geocoder.
      geolocDistance: env.float('CALENDAR_GEOLOC_DISTANCE', 25),
      geolocUnit: env('CALENDAR_GEOLOC_UNIT', 'miles'),
      geocoderUrl: env('CALENDAR_GEOCODER_URL', ''),
      // Records' public url (docs/api.md "Permalinks"): templates with {slug} {id} {lang} {path}; empty keeps the default.
      permalinks: {
        event: env('CALENDAR_PERMALINK_EVENT', ''),
        venue: env('CALENDAR_PERMALINK_VENUE', ''),
        organizer: env('CALENDAR_PERMALINK_ORGANIZER', ''),
        category: env('CALENDAR_PERMALINK_CATEGORY', ''),
        tag: env('CALENDAR_PERMALINK_TAG', ''),
      },
      // Visitors' submissions (docs/submissions.md).
      submissions: {
        enabled: env.bool('CALENDAR_SUBMISSIONS', true),
        requireSignIn: env.bool('CALENDAR_SUBMISSIONS_REQUIRE_SIGN_IN', false),
        perAddress: env.int('CALENDAR_SUBMISSIONS_PER_ADDRESS', 6),
        total: env.int('CALENDAR_SUBMISSIONS_TOTAL', 120),
        window: env.int('CALENDAR_SUBMISSIONS_WINDOW', 3600),
        blockedAddresses: env.array('CALENDAR_SUBMISSIONS_BLOCKED_ADDRESSES', []),
        blockedEmailDomains: env.array('CALENDAR_SUBMISSIONS_BLOCKED_EMAIL_DOMAINS', []),
        challengeMaxNumber: env.int('CALENDAR_SUBMISSIONS_CHALLENGE_MAX_NUMBER', 100_000),
        challengeSeconds: env.int('CALENDAR_SUBMISSIONS_CHALLENGE_SECONDS', 1200),
        challengeKey: env('CALENDAR_SUBMISSIONS_CHALLENGE_KEY', ''),
        maxRecords: env.int('CALENDAR_SUBMISSIONS_MAX_RECORDS', 60),
        linkDays: env.int('CALENDAR_SUBMISSIONS_LINK_DAYS', 30),
        keepDays: env.int('CALENDAR_SUBMISSIONS_KEEP_DAYS', 90),
        notify: env.array('CALENDAR_SUBMISSIONS_NOTIFY', []),
        mailFrom: env('CALENDAR_MAIL_FROM', ''),
      },
    },
  },
  // E-mail (submissions' messages): SMTP through nodemailer when SMTP_HOST is set; without it no mail goes
  // out (the calendar then sends nothing and the admin says so), Strapi's default sendmail is never tried.
  ...(env('SMTP_HOST', '')
    ? {
        email: {
          config: {
            provider: 'nodemailer',
            providerOptions: {
              host: env('SMTP_HOST'),
              port: env.int('SMTP_PORT', 587),
              secure: env.bool('SMTP_SECURE', false),
              ...(env('SMTP_USERNAME', '') ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD', '') } } : {}),
              // Plain SMTP to a local relay or a test server is allowed; a certificate is checked when offered.
              ignoreTLS: env.bool('SMTP_IGNORE_TLS', false),
            },
            settings: { defaultFrom: env('CALENDAR_MAIL_FROM', '') || env('SMTP_FROM', 'calendar@localhost'), defaultReplyTo: env('SMTP_REPLY_TO', '') || undefined },
          },
        },
      }
    : {}),
  'users-permissions': {
    config: { jwtSecret: env('JWT_SECRET') },
  },
});

import { calendarCors } from '../src/plugins/calendar/server/http/middlewares/cors-config';

export default [
  // WordPress's paths (/wp-json/tribe/events/v1/..., ?rest_route=) and language roots (/fr/api/cal/...) are
  // rewritten before anything routes on the path.
  'plugin::calendar.wp-json',
  'plugin::calendar.language-root',
  'strapi::logger',
  'strapi::errors',
  // Right after strapi::errors: answers errors under /api/cal/events/v1 in the WordPress format.
  'plugin::calendar.error-envelope',
  'strapi::security',
  // Origins from the calendar's corsOrigins setting under /api/cal/events/v1 (its list headers exposed), any for
  // the rest of the content API, adminCorsOrigins (none by default) for the admin's API: cors-config.ts.
  { name: 'strapi::cors', config: calendarCors() },
  'strapi::poweredBy',
  // GET answers under /api/cal/events/v1: ETag/304, Cache-Control, the never-stale answer cache (compressed
  // once when cached); compress (outside it) compresses the other answers under the namespace.
  'plugin::calendar.compress',
  'plugin::calendar.http-cache',
  'strapi::query',
  // The admin's questions about Strapi's AI features, which are off here, answered "not configured" instead of 404.
  'plugin::calendar.admin-features-off',
  // Requests with credentials under /api/cal/events/v1 from an address or user name past its failed sign-ins answer 429.
  'plugin::calendar.sign-in-limit',
  // Writes under /api/cal/events/v1 past a client's rate (when a site sets one) answer 429 before their body is read.
  'plugin::calendar.write-rate-limit',
  // Reads the bodies of writes under /api/cal/events/v1 within the calendar's bounds; the rest is Strapi's.
  'plugin::calendar.body-parser',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default [
  // Language roots (/fr/api/cal/...) are rewritten before anything routes on the path.
  'plugin::calendar.language-root',
  'strapi::logger',
  'strapi::errors',
  // Right after strapi::errors: answers errors under /api/cal/events/v1 in the WordPress format.
  'plugin::calendar.error-envelope',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

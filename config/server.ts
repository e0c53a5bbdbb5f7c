import type { Core } from '@strapi/strapi';
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  // Public URL of the service (behind a proxy or load balancer): used for absolute links such as rest_url.
  url: env('PUBLIC_URL', ''),
  // Behind a load balancer or proxy, trust X-Forwarded-* for the client address and protocol.
  proxy: { koa: env.bool('IS_PROXIED', false) },
  app: { keys: env.array('APP_KEYS') },
  logger: {
    updates: { enabled: false },
    startup: { enabled: env.bool('STARTUP_MESSAGE', true) },
    // Every request is logged at the `http` level: in development only, unless LOG_LEVEL says otherwise
    // (error, warn, info, http, verbose, debug, silly).
    config: { level: env('LOG_LEVEL', env('NODE_ENV') === 'production' ? 'info' : 'http') },
  },
});

import type { Context } from 'koa';
import { createNamespaceMatcher } from '../namespace';
import { getPluginContext, restPrefix } from '../utils';

/** Headers browsers may read on cross-origin answers: the list totals, the validator and the pagination links. */
export const EXPOSED_HEADERS = ['X-TEC-Total', 'X-TEC-TotalPages', 'ETag', 'Link'];

/**
 * The configuration of Strapi's own `strapi::cors` middleware (config/middlewares.ts): under the calendar
 * namespace the origins are the plugin's `corsOrigins` setting (any origin by default: a public calendar
 * is read by other sites' pages), elsewhere Strapi's default (any). Preflights of writes carrying
 * `Authorization` are answered by it; `If-None-Match` is allowed so browsers can revalidate.
 * Strapi reflects the request's Origin and sends `Vary: Origin`, so shared caches keep one copy per origin.
 */
export function calendarCors() {
  let inNamespace: ReturnType<typeof createNamespaceMatcher> | undefined;
  return {
    origin: (ctx: Context): string[] => {
      inNamespace ??= createNamespaceMatcher(restPrefix(strapi));
      return inNamespace(ctx.path) ? getPluginContext(strapi).settings.corsOrigins : ['*'];
    },
    expose: EXPOSED_HEADERS,
    headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'If-None-Match', 'Cache-Control'],
  };
}

import type { Context } from 'koa';
import { createNamespaceMatcher } from '../namespace';
import { getPluginContext, restPrefix } from '../../lib/utils';

/**
 * Headers browsers may read on cross-origin answers: the list totals (`tribe/events/v1`'s and `tec/v1`'s),
 * the validator and the pagination links.
 */
export const EXPOSED_HEADERS = ['X-TEC-Total', 'X-TEC-TotalPages', 'X-WP-Total', 'X-WP-TotalPages', 'ETag', 'Link'];

/**
 * The configuration of Strapi's own `strapi::cors` middleware (config/middlewares.ts), which answers with
 * credentials allowed (`Access-Control-Allow-Credentials: true`) and reflects the origins it is given:
 * - under the calendar namespace, the plugin's `corsOrigins` setting (any origin by default: a public
 *   calendar is read by other sites' pages);
 * - the rest of the content API (`/api/...`) and the public files (`/uploads/...`): any origin, Strapi's
 *   default (they read no cookie: an API token or JWT travels in Authorization, which a foreign page
 *   must have been given);
 * - everything else is the admin's API (`/admin`, `/content-manager`, `/upload`, `/i18n`,
 *   `/users-permissions`, `/content-type-builder`, the calendar's admin routes ...), whose refresh token
 *   is a cookie: only the origins of `adminCorsOrigins` (none by default). Strapi's default reflected any
 *   origin there, so any site's page could call the admin's API with an editor's session.
 * Preflights of writes carrying `Authorization` are answered by it; `If-None-Match` is allowed so browsers
 * can revalidate. Strapi sends `Vary: Origin`, so shared caches keep one copy per origin.
 */
export function calendarCors() {
  let inNamespace: ReturnType<typeof createNamespaceMatcher> | undefined;
  return {
    origin: (ctx: Context): string[] => {
      inNamespace ??= createNamespaceMatcher(restPrefix(strapi));
      const { settings } = getPluginContext(strapi);
      if (inNamespace(ctx.path)) return settings.corsOrigins;
      return isPublic(ctx.path, restPrefix(strapi)) ? ['*'] : settings.adminCorsOrigins;
    },
    expose: EXPOSED_HEADERS,
    // `X-TEC-EEA`: the acknowledgement `tec/v1` requires (core/dialects/tec-acknowledgement.ts).
    headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'If-None-Match', 'Cache-Control', 'X-TEC-EEA'],
  };
}

/** The content API (the REST root and below) and the public files of the upload provider. */
function isPublic(path: string, rest: string): boolean {
  return path === rest || path.startsWith(`${rest}/`) || path.startsWith('/uploads/');
}

import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { fromStatus, toLegacyError, type LegacyError } from '../errors';
import { createNamespaceMatcher } from '../namespace';
import { restPrefix } from '../utils';

/**
 * Every answer under the calendar namespace speaks WordPress: errors thrown by our controllers,
 * Strapi's own 401/403 (set by its auth step without throwing), unknown routes and methods, bad JSON.
 * Registered globally right after `strapi::errors`, so it sees errors before Strapi formats them.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const inNamespace = createNamespaceMatcher(restPrefix(strapi));
  return async (ctx: Context, next: Next) => {
    if (!inNamespace(ctx.path)) return next();
    const hasCredentials = Boolean(ctx.get('authorization'));
    try {
      await next();
    } catch (error) {
      const legacy = toLegacyError(error, hasCredentials);
      if (legacy.status >= 500) strapi.log.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      return render(ctx, legacy);
    }
    // Nothing answered (no route matched: Koa's implicit 404), or Strapi answered an error in its own format.
    const explicit = (ctx.response as unknown as { _explicitStatus?: boolean })._explicitStatus;
    if (!explicit || ctx.status >= 400) {
      render(ctx, fromStatus(explicit ? ctx.status : 404, hasCredentials));
    }
  };
};

function render(ctx: Context, error: LegacyError) {
  ctx.status = error.status;
  ctx.body = error.toWire();
}

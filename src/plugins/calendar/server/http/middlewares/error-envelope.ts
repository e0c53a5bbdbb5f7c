import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { DatabaseBusyError, fromStatus, noRoute, toLegacyError, type LegacyError } from '../../core/errors';
import { createRestNamespaceShapeMatcher, createWordPressPathMatcher } from '../namespace';
import { restPrefix } from '../../lib/utils';

/**
 * Every answer under the calendar namespace (and WordPress's core routes, features/wp-json/) speaks WordPress: errors thrown by our controllers,
 * Strapi's own 401/403 (set by its auth step without throwing), unknown routes and methods, bad JSON.
 * Registered globally right after `strapi::errors`, so it sees errors before Strapi formats them.
 * Paths that only look like a WordPress namespace (another vendor's, or ours spelled with extra slashes)
 * get the WordPress 404 when nothing routed them, and are Strapi's otherwise.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const speaksWordPress = createWordPressPathMatcher(restPrefix(strapi));
  const namespaceShaped = createRestNamespaceShapeMatcher(restPrefix(strapi));
  return async (ctx: Context, next: Next) => {
    if (!speaksWordPress(ctx.path)) {
      if (!namespaceShaped(ctx.path)) return next();
      return answerUnrouted(ctx, next, `${restPrefix(strapi)}/`);
    }
    const hasCredentials = Boolean(ctx.get('authorization'));
    try {
      await next();
    } catch (error) {
      const legacy = toLegacyError(error, hasCredentials);
      // A busy database is a passing state the operator should see, not a fault with a stack to read.
      if (legacy instanceof DatabaseBusyError) strapi.log.warn(`calendar: ${ctx.method} ${ctx.path} answered 503, the database was busy: ${error instanceof Error ? error.message : String(error)}`);
      else if (legacy.status >= 500) strapi.log.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      return render(ctx, legacy);
    }
    // Nothing answered (no route matched: Koa's implicit 404), or Strapi answered an error in its own format.
    if (!answered(ctx) || ctx.status >= 400) {
      render(ctx, fromStatus(answered(ctx) ? ctx.status : 404, hasCredentials));
    }
  };
};

/**
 * A path shaped like a WordPress namespace outside ours: the WordPress 404 when no REST route of Strapi's
 * has this path (whatever the method), else Strapi's answer as it is. Without a REST route it can only
 * reach Strapi's static files (`strapi::public`: GET on any path), whose refusals (404, 405 for other
 * methods, 400 "Malicious Path" for `//`) are no answer of the REST root.
 */
async function answerUnrouted(ctx: Context, next: Next, restRoot: string): Promise<void> {
  // @koa/router lists in `ctx.matched` the layers of every router whose path matched, routes and `use` alike.
  const routed = () =>
    ((ctx as { matched?: { methods: string[]; path: string }[] }).matched ?? []).some(
      (layer) => layer.methods.length > 0 && layer.path.startsWith(restRoot)
    );
  try {
    await next();
  } catch (error) {
    if (routed()) throw error;
    return renderNoRoute(ctx);
  }
  if (!routed() && (!answered(ctx) || ctx.status >= 400)) renderNoRoute(ctx);
}

/** rest_no_route, without the static route's `Allow: HEAD, GET` (it allows nothing at this path). */
function renderNoRoute(ctx: Context) {
  ctx.remove('Allow');
  render(ctx, noRoute());
}

/** Whether anything set the answer's status (else it is Koa's implicit 404: no route matched). */
const answered = (ctx: Context): boolean => Boolean((ctx.response as unknown as { _explicitStatus?: boolean })._explicitStatus);

function render(ctx: Context, error: LegacyError) {
  ctx.status = error.status;
  ctx.body = error.toWire();
  // A body past its limit is left unread (nothing past the limit, or nothing at all when its declared
  // length was enough to refuse it): the connection is closed rather than drained for the next request.
  if (error.status === 413) ctx.set('Connection', 'close');
  if (error instanceof DatabaseBusyError) ctx.set('Retry-After', String(error.retryAfter));
}

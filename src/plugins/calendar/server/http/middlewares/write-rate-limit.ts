import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { authenticateOnce } from '../../access/authenticate';
import { tooManyWrites } from '../../core/errors';
import { createNamespaceMatcher } from '../namespace';
import { getPluginContext, restPrefix } from '../../lib/utils';
import { bucketKey, sharedLimiter } from './shared-limiter';

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

interface AuthState {
  strategy?: { name?: string };
  credentials?: { id?: number | string } | null;
}

/**
 * Who a write counts against: its credential (API token, users-permissions user) when it carries a
 * valid one, so that clients behind one address (an office, a proxy) do not share a budget; else its
 * address (`ctx.ip`: the client's behind a proxy with IS_PROXIED). A made-up token is no credential:
 * it counts against the address, so it cannot buy a fresh budget.
 */
async function clientKey(strapi: Core.Strapi, ctx: Context): Promise<string> {
  if (ctx.get('authorization')) {
    await authenticateOnce(strapi, ctx);
    const auth = ctx.state.auth as AuthState | undefined;
    const id = ctx.state.isAuthenticated ? auth?.credentials?.id : undefined;
    if (id !== undefined) return bucketKey(String(auth?.strategy?.name), String(id));
  }
  return bucketKey('ip', ctx.ip);
}

/**
 * The write rate limit (settings `writeRateLimit` per `writeRateWindow` seconds; 0: none): past it a
 * client's POST, PUT, PATCH and DELETE under the namespace answer 429 with `Retry-After`, before their
 * body is read. Counted in the database, with the failed sign-ins (shared-limiter.ts): every process and
 * instance on it counts one budget per client.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const inNamespace = createNamespaceMatcher(restPrefix(strapi));
  const limiterOf = () => {
    const { writeRateLimit, writeRateWindow } = getPluginContext(strapi).settings;
    return sharedLimiter(strapi, { keyPrefix: 'write', points: writeRateLimit, duration: writeRateWindow });
  };
  return async (ctx: Context, next: Next) => {
    const limits = WRITES.includes(ctx.method) && inNamespace(ctx.path) ? limiterOf() : null;
    if (!limits) return next();
    try {
      await limits.consume(await clientKey(strapi, ctx));
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused;
      const seconds = Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
      ctx.set('Retry-After', String(seconds));
      throw tooManyWrites(seconds);
    }
    return next();
  };
};

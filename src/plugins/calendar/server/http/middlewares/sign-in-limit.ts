import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { credentialsRefused } from '../../access/authenticate';
import { readHeader } from '../../features/app-passwords/strategy';
import { tooManySignIns, toLegacyError } from '../../core/errors';
import { createCalendarApiMatcher, createWordPressPathMatcher } from '../namespace';
import { getPluginContext, restPrefix } from '../../lib/utils';
import { bucketKey, sharedLimiter } from './shared-limiter';

/** The buckets a request with credentials counts against: its address, and the user name it signs in as (HTTP Basic). */
function keysOf(ctx: Context): string[] {
  const login = readHeader(ctx.get('authorization'))?.login?.trim().toLowerCase();
  return [bucketKey('ip', ctx.ip), ...(login ? [bucketKey('user', login)] : [])];
}

/** A failed sign-in: credentials a strategy refused, or an answer of 401 (thrown or set) to a request that sent some. */
function failed(ctx: Context, error: unknown): boolean {
  const status = error === undefined ? ctx.status : toLegacyError(error, true).status;
  return status === 401 || credentialsRefused(ctx);
}

/**
 * Failed sign-ins (settings `signInFailureLimit` per `signInFailureWindow` seconds; 0: none): a request
 * to any calendar route that carries credentials (API token, JWT, application password) and whose
 * credentials are refused (answered 401) counts against its address and, for HTTP Basic, its user name.
 * That is the namespace and the routes beside it (`/api/cal/edit-others`, `/api/cal/unfiltered-html`):
 * every route that reads a credential. Past the limit, requests with credentials from that address or
 * for that user name answer 429 with `Retry-After` before their credentials are read, so passwords
 * cannot be guessed at the server's speed. Valid credentials never count: a bulk client that writes
 * thousands of records is not slowed (the write rate limit is off by default). Requests without
 * credentials (public reads) are never limited here. Counted in the database (shared-limiter.ts), so
 * every process and instance sees one count.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const inCalendarApi = createCalendarApiMatcher(restPrefix(strapi));
  const speaksWordPress = createWordPressPathMatcher(restPrefix(strapi));
  const limiterOf = () => {
    const { signInFailureLimit, signInFailureWindow } = getPluginContext(strapi).settings;
    return sharedLimiter(strapi, { keyPrefix: 'sign-in', points: signInFailureLimit, duration: signInFailureWindow });
  };
  return async (ctx: Context, next: Next) => {
    const limits = ctx.get('authorization') && inCalendarApi(ctx.path) ? limiterOf() : null;
    if (!limits) return next();
    const keys = keysOf(ctx);
    const states = await Promise.all(keys.map((key) => limits.get(key)));
    const blocked = states.find((state): state is RateLimiterRes => state !== null && state.remainingPoints <= 0);
    if (blocked) {
      const seconds = Math.max(1, Math.ceil(blocked.msBeforeNext / 1000));
      ctx.set('Retry-After', String(seconds));
      const refusal = tooManySignIns(seconds);
      // Beside the namespace, Strapi's error format, as Strapi's other routes there answer.
      throw speaksWordPress(ctx.path) ? refusal : new errors.RateLimitError(refusal.message);
    }
    let failure: unknown;
    try {
      await next();
    } catch (error) {
      failure = error ?? new Error('unknown error');
      throw error;
    } finally {
      if (failed(ctx, failure)) await Promise.all(keys.map((key) => limits.penalty(key)));
    }
  };
};

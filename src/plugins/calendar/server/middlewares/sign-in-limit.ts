import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import { readHeader } from '../auth/app-passwords/strategy';
import { tooManySignIns, toLegacyError } from '../errors';
import { createNamespaceMatcher } from '../namespace';
import { getPluginContext, restPrefix } from '../utils';

/** The buckets a request with credentials counts against: its address, and the user name it signs in as (HTTP Basic). */
function keysOf(ctx: Context): string[] {
  const login = readHeader(ctx.get('authorization'))?.login?.trim().toLowerCase();
  return [`ip:${ctx.ip}`, ...(login ? [`user:${login}`] : [])];
}

/** The answer's status, thrown or set: a 401 means the credentials sent were refused. */
function statusOf(ctx: Context, error: unknown): number {
  return error === undefined ? ctx.status : toLegacyError(error, true).status;
}

/**
 * Failed sign-ins (settings `signInFailureLimit` per `signInFailureWindow` seconds; 0: none): a request
 * under the namespace that carries credentials (API token, JWT, application password) and is answered
 * 401 counts against its address and, for HTTP Basic, its user name. Past the limit, requests with
 * credentials from that address or for that user name answer 429 with `Retry-After` before their
 * credentials are read, so passwords cannot be guessed at the server's speed. Valid credentials never
 * count: a bulk client that writes thousands of records is not slowed (the write rate limit is off by
 * default). Requests without credentials (public reads) are never limited here. Counted in this
 * process's memory, as the write rate.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const inNamespace = createNamespaceMatcher(restPrefix(strapi));
  let limiter: RateLimiterMemory | null | undefined;
  const limiterOf = () => {
    if (limiter === undefined) {
      const { signInFailureLimit, signInFailureWindow } = getPluginContext(strapi).settings;
      limiter = signInFailureLimit > 0 ? new RateLimiterMemory({ points: signInFailureLimit, duration: signInFailureWindow }) : null;
    }
    return limiter;
  };
  return async (ctx: Context, next: Next) => {
    const limits = ctx.get('authorization') && inNamespace(ctx.path) ? limiterOf() : null;
    if (!limits) return next();
    const keys = keysOf(ctx);
    const states = await Promise.all(keys.map((key) => limits.get(key)));
    const blocked = states.find((state): state is RateLimiterRes => state !== null && state.remainingPoints <= 0);
    if (blocked) {
      const seconds = Math.max(1, Math.ceil(blocked.msBeforeNext / 1000));
      ctx.set('Retry-After', String(seconds));
      throw tooManySignIns(seconds);
    }
    let failure: unknown;
    try {
      await next();
    } catch (error) {
      failure = error ?? new Error('unknown error');
      throw error;
    } finally {
      if (statusOf(ctx, failure) === 401) await Promise.all(keys.map((key) => limits.penalty(key)));
    }
  };
};

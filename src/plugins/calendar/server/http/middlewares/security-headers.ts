import type { Core } from '@strapi/strapi';
import type { Context, Middleware, Next } from 'koa';
import { createNamespaceMatcher } from '../namespace';
import { restPrefix } from '../../lib/utils';

type Factory = (config: unknown, deps: { strapi: Core.Strapi }) => Middleware;

/** What Strapi's security middleware did to a response's headers before it passed the request on. */
interface HeaderChanges {
  set: Array<[string, string | number | readonly string[]]>;
  removed: string[];
}

/**
 * Strapi's security middleware (`strapi::security`, helmet) merges its configuration and builds a new
 * helmet for every request (0.2 ms of each read of the API, a twentieth of a computed list, BENCH.md).
 * What it sets depends on the request only for the admin's pages in development and for
 * `/documentation`, never under the calendar's namespace: there the first request runs it as it is, the
 * headers it set and removed are noted, and later requests get the same changes without it. Elsewhere
 * (the admin, Strapi's own routes, the public pages) it runs unchanged.
 */
export function settleSecurityHeaders(strapi: Core.Strapi): void {
  const registry = strapi.get('middlewares') as { extend(uid: string, wrap: (factory: Factory) => Factory): unknown };
  registry.extend('strapi::security', (createSecurity) => (config, deps) => {
    const security = createSecurity(config, deps);
    const inNamespace = createNamespaceMatcher(restPrefix(deps.strapi));
    let changes: HeaderChanges | null = null;
    return (ctx: Context, next: Next) => {
      if (!inNamespace(ctx.path)) return security(ctx, next);
      if (changes) {
        for (const [name, value] of changes.set) ctx.res.setHeader(name, value);
        for (const name of changes.removed) ctx.res.removeHeader(name);
        return next();
      }
      const before = { ...ctx.res.getHeaders() };
      return security(ctx, () => {
        const after = ctx.res.getHeaders();
        changes = {
          set: Object.entries(after)
            .filter(([name, value]) => value !== undefined && JSON.stringify(before[name]) !== JSON.stringify(value))
            .map(([name, value]) => [name, value as string | number | readonly string[]]),
          removed: Object.keys(before).filter((name) => !(name in after)),
        };
        return next();
      });
    };
  });
}

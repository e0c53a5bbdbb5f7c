import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { NAMESPACE, TEC_NAMESPACE } from '../../http/namespace';
import { getPluginContext, restPrefix } from '../../lib/utils';
import { wpJsonTarget } from './paths';

/**
 * WordPress's paths (features/wp-json/paths.ts), rewritten before anything else reads the path: the language
 * root, authentication, the limits, the caches and the routes then see the path the service serves, as
 * if the client had asked for it. Off with the setting `wpJsonPaths` (`CALENDAR_WP_JSON=false`).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: Next) => {
    const context = getPluginContext(strapi);
    if (!context.settings.wpJsonPaths) return next();
    const target = wpJsonTarget(ctx.path, ctx.querystring, {
      restPrefix: restPrefix(strapi),
      namespace: NAMESPACE,
      tecNamespace: TEC_NAMESPACE,
      isLanguage: (code) => context.languages.byCode(code) !== undefined,
    });
    if (target) {
      ctx.path = target.path;
      if (target.query !== undefined) ctx.querystring = target.query;
    }
    await next();
  };
};

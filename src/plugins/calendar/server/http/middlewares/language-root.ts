import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { createNamespaceMatcher } from '../namespace';
import { getPluginContext, restPrefix } from '../../lib/utils';

/**
 * Language roots: `/fr/api/cal/events/v1/...` is served as `/api/cal/events/v1/...` in French.
 * The path is rewritten before routing, so authentication and permissions work unchanged.
 * An unknown language segment is left alone and ends as a 404 `rest_no_route`.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const match = createNamespaceMatcher(restPrefix(strapi));
  return async (ctx: Context, next: Next) => {
    const found = match(ctx.path);
    if (found?.language) {
      const language = getPluginContext(strapi).languages.byCode(found.language);
      if (language) {
        ctx.state.calendarRootLanguage = language.code;
        ctx.path = found.path;
      }
    }
    await next();
  };
};

import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { namespaceIndexFor } from '../../core/describe';
import { LegacyError } from '../../core/errors';
import { NAMESPACE } from '../namespace';
import { createNamespaceParams, parseParams } from '../../core/params';
import { createRequestContext } from '../../core/request/request-context';
import { requestBaseUrl, restRootUrl } from '../urls';
import { getPluginContext } from '../../lib/utils';
import { ORIGINAL_TEC_NAMESPACE } from '../../features/wp-json/paths';
import { tecIndexRoutes } from '../../features/wp-json/tec-routes';
import { speaksTec } from './tec-dialect';

/** `GET /cal/events/v1`: the WordPress-style namespace index, its descriptions in the request's language (and `tec/v1`'s). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    // `GET /cal/tec/v1` (`/wp-json/tec/v1`): WordPress's index of that namespace, its routes as the site index lists them.
    if (speaksTec(ctx)) {
      const site = requestBaseUrl(strapi, ctx);
      ctx.body = { namespace: ORIGINAL_TEC_NAMESPACE, routes: tecIndexRoutes(getPluginContext(strapi).listSettings, site), _links: { up: [{ href: `${site}/wp-json/` }] } };
      return;
    }
    const base = createRequestContext(strapi, ctx);
    const params = parseParams(createNamespaceParams({ languages: base.listSettings.languages }), ctx.query);
    if (params.namespace !== NAMESPACE) {
      throw new LegacyError('rest_invalid_namespace', 'The specified namespace could not be found.', 404);
    }
    const rctx = createRequestContext(strapi, ctx, params.ml_language);
    ctx.body = namespaceIndexFor(rctx, restRootUrl(strapi, requestBaseUrl(strapi, ctx)));
  },
});

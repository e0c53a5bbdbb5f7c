import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { namespaceIndexFor } from '../../core/describe';
import { LegacyError } from '../../core/errors';
import { NAMESPACE } from '../namespace';
import { createNamespaceParams, parseParams } from '../../core/params';
import { createRequestContext } from '../../core/request/request-context';
import { requestBaseUrl, restRootUrl } from '../urls';

/** `GET /cal/events/v1`: the WordPress-style namespace index, its descriptions in the request's language. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const base = createRequestContext(strapi, ctx);
    const params = parseParams(createNamespaceParams({ languages: base.listSettings.languages }), ctx.query);
    if (params.namespace !== NAMESPACE) {
      throw new LegacyError('rest_invalid_namespace', 'The specified namespace could not be found.', 404);
    }
    const rctx = createRequestContext(strapi, ctx, params.ml_language);
    ctx.body = namespaceIndexFor(rctx, restRootUrl(strapi, requestBaseUrl(strapi, ctx)));
  },
});

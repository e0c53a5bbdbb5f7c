import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { buildNamespaceIndex } from '../describe/namespace-index';
import { LegacyError } from '../errors';
import { NAMESPACE } from '../namespace';
import { createNamespaceParams, parseParams } from '../query';
import routes from '../routes';
import { requestBaseUrl, restRootUrl } from '../urls';
import { getPluginContext } from '../utils';

/** `GET /cal/events/v1`: the WordPress-style namespace index. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const languages = getPluginContext(strapi).languages.all.map((l) => l.code);
    const params = parseParams(createNamespaceParams({ languages }), ctx.query);
    if (params.namespace !== NAMESPACE) {
      throw new LegacyError('rest_invalid_namespace', 'The specified namespace could not be found.', 404);
    }
    const root = restRootUrl(strapi, requestBaseUrl(strapi, ctx));
    ctx.body = buildNamespaceIndex(routes['content-api'].routes, root);
  },
});

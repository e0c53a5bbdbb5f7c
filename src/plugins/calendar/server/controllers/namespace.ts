import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { buildNamespaceIndex } from '../describe/namespace-index';
import routes from '../routes';
import { requestBaseUrl, restRootUrl } from '../urls';

/** `GET /cal/events/v1`: the WordPress-style namespace index. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const root = restRootUrl(strapi, requestBaseUrl(strapi, ctx));
    ctx.body = buildNamespaceIndex(routes['content-api'].routes, root);
  },
});

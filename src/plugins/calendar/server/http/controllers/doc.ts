import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { openApiDocumentFor } from '../../core/describe';
import { createLanguageParams, parseParams } from '../../core/params';
import { createRequestContext } from '../../core/request/request-context';

/** `GET /cal/events/v1/doc`: the OpenAPI 3.0 document of the namespace, in the request's language. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const base = createRequestContext(strapi, ctx);
    const params = parseParams(createLanguageParams({ languages: base.listSettings.languages }), ctx.query);
    ctx.body = openApiDocumentFor(createRequestContext(strapi, ctx, params.ml_language));
  },
});

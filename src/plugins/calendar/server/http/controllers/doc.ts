import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { openApiDocumentFor } from '../../core/describe';
import { createLanguageParams, parseParams } from '../../core/params';
import { createRequestContext } from '../../core/request/request-context';
import { tecOpenApiDocument } from '../../core/describe/openapi/tec-document';
import { speaksTec } from './tec-dialect';
import { TEC_NAMESPACE } from '../namespace';
import { requestBaseUrl } from '../urls';
import { restPrefix } from '../../lib/utils';

/** `GET /cal/events/v1/doc`: the OpenAPI 3.0 document of the namespace, in the request's language. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const base = createRequestContext(strapi, ctx);
    // `GET /cal/tec/v1/docs`: the document of the `tec/v1` dialect. Its server is the namespace as the client
    // addressed it (`/wp-json/tec/v1`, a language root, ours), else ours.
    if (speaksTec(ctx)) {
      const [path] = ctx.originalUrl.split('?');
      const asked = /\/docs\/?$/i.test(path) ? path.replace(/\/docs\/?$/i, '') : `${restPrefix(strapi)}/${TEC_NAMESPACE}`;
      ctx.body = tecOpenApiDocument(base.listSettings, `${requestBaseUrl(strapi, ctx)}${asked}`);
      return;
    }
    const params = parseParams(createLanguageParams({ languages: base.listSettings.languages }), ctx.query);
    ctx.body = openApiDocumentFor(createRequestContext(strapi, ctx, params.ml_language));
  },
});

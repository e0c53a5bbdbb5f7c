import type { Core } from '@strapi/strapi';
import type { RequestContext } from '../request/request-context';
import routes from '../../http/routes';
import { localize } from './i18n';
import { buildNamespaceIndex, type NamespaceIndex } from './namespace-index';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi/document';
import { describeRoutes } from './route-catalog';
import { mapOf, remember } from '../../lib/bounded-memo';

/**
 * The namespace index and /doc depend only on the settings (one Strapi instance), the language and the
 * public URL, so each is built once per instance, language and URL. The cache is bounded all the same:
 * without a configured public URL, the URL comes from the request's Host header.
 */
const caches = new WeakMap<Core.Strapi, Map<string, object>>();
const CACHE_LIMIT = 32;

function cached<T extends object>(strapi: Core.Strapi, key: string, build: () => T): T {
  return remember(mapOf(caches, strapi), key, CACHE_LIMIT, build) as T;
}

/** The declared routes with the schemas of their actions, as this request's settings build them. */
const described = (rctx: RequestContext) => describeRoutes(routes['content-api'].routes, rctx);

/** `GET /cal/events/v1`, in the request's language. */
export function namespaceIndexFor(rctx: RequestContext, restRootUrl: string): NamespaceIndex {
  const code = rctx.language.code;
  return cached(rctx.strapi, `index ${code} ${restRootUrl}`, () =>
    localize(buildNamespaceIndex(described(rctx), restRootUrl), code)
  );
}

/** `GET /cal/events/v1/doc`, in the request's language; its server is the namespace URL. */
export function openApiDocumentFor(rctx: RequestContext): OpenApiDocument {
  const code = rctx.language.code;
  return cached(rctx.strapi, `doc ${code} ${rctx.namespaceUrl}`, () =>
    localize(buildOpenApiDocument(described(rctx), rctx.namespaceUrl), code)
  );
}

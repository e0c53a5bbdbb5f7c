import type { Core } from '@strapi/strapi';
import koaCompress from 'koa-compress';
import type { Context, Next } from 'koa';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD, GZIP_OPTIONS } from '../http-cache/encode';
import { createNamespaceMatcher } from '../namespace';
import { restPrefix } from '../utils';

/**
 * gzip and brotli for answers under the namespace (JSON and iCalendar; koa-compress's `compressible`
 * filter), when the client accepts them. Cached answers arrive already compressed (http-cache), with a
 * Content-Encoding koa-compress leaves alone. Deflate is not offered: brotli and gzip cover every client.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const inNamespace = createNamespaceMatcher(restPrefix(strapi));
  const compress = koaCompress({ threshold: COMPRESS_THRESHOLD, br: BROTLI_OPTIONS, gzip: GZIP_OPTIONS, deflate: false });
  return (ctx: Context, next: Next) => (inNamespace(ctx.path) ? compress(ctx, next) : next());
};

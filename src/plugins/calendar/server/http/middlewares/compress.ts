import type { Core } from '@strapi/strapi';
import koaCompress from 'koa-compress';
import type { Context, Next } from 'koa';
import { BROTLI_OPTIONS, chooseEncoding, codedEtag, COMPRESS_THRESHOLD, GZIP_OPTIONS } from '../cache/encode';
import { createNamespaceMatcher } from '../namespace';
import { restPrefix } from '../../lib/utils';

/**
 * gzip and brotli for answers under the namespace (JSON and iCalendar; koa-compress's `compressible`
 * filter), when the client accepts them. Cached answers arrive already compressed (http-cache), with a
 * Content-Encoding koa-compress leaves alone. Deflate is not offered: brotli and gzip cover every client.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const inNamespace = createNamespaceMatcher(restPrefix(strapi));
  // zstd off too: cached answers are kept in brotli and gzip, and a hit must read like a miss.
  const compress = koaCompress({ threshold: COMPRESS_THRESHOLD, br: BROTLI_OPTIONS, gzip: GZIP_OPTIONS, deflate: false, zstd: false });
  return async (ctx: Context, next: Next) => {
    if (!inNamespace(ctx.path)) return next();
    // A client that refuses every coding koa-compress knows, identity included (`*;q=0`), would make it
    // fail (500): it gets the body as it is, as RFC 9110 12.5.3 allows, like a client that accepts none.
    if (chooseEncoding(ctx, Infinity) === 'identity') return next();
    await compress(ctx, next);
    // An answer tagged by http-cache and compressed here is another representation: its ETag names the
    // coding (http/cache/encode.ts codedEtag). Cached answers arrive compressed and tagged already.
    const etag = ctx.state.calendarEtag as string | undefined;
    const coding = ctx.response.get('Content-Encoding');
    if (etag && coding && ctx.response.get('ETag') === etag) ctx.set('ETag', codedEtag(etag, coding));
  };
};

import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { refuseNulChars } from '../body/nul-chars';
import { bodyTypeOf, checkContentEncoding, declaredLength, ENCODINGS, readBody } from '../body/read-body';
import { payloadTooLarge } from '../../core/errors';
import { createNamespaceMatcher } from '../namespace';
import { getPluginContext, restPrefix } from '../../lib/utils';

/** The methods whose bodies are read, as koa-body reads them. */
const PARSED = ['POST', 'PUT', 'PATCH'];

/**
 * Reads the bodies of writes under the calendar namespace within the site's bounds (`maxBodySize`,
 * `maxJsonDepth`), right before Strapi's body middleware (koa-body). Its limits are global (the
 * admin's too) and its failures reached us as 500s: a JSON body nested 5,000 deep overflowed the
 * validators' stack, a plain body labelled gzip threw a zlib error. Here every failure is a 4xx in the
 * WordPress shape. Multipart bodies are still parsed by Strapi's middleware (formidable), within the same
 * `maxBodySize` (file-parts.ts); their errors are mapped by the error envelope. Whatever the type, a body
 * whose Content-Length is past the limit is refused before a byte of it is read.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const inNamespace = createNamespaceMatcher(restPrefix(strapi));
  return async (ctx: Context, next: Next) => {
    if (!inNamespace(ctx.path)) return next();
    // Every request under the namespace: its query may hold no NUL character (nul-chars.ts).
    refuseNulChars(ctx.query);
    if (!PARSED.includes(ctx.method)) return next();
    const multipart = Boolean(ctx.is('multipart'));
    checkContentEncoding(ctx, multipart ? ['identity'] : ENCODINGS);
    const { maxBodySize, maxJsonDepth } = getPluginContext(strapi).settings;
    if ((declaredLength(ctx) ?? 0) > maxBodySize) throw payloadTooLarge();
    const type = multipart ? null : bodyTypeOf(ctx);
    if (!type) return next();
    ctx.request.body = await readBody(ctx, type, { maxBytes: maxBodySize, maxJsonDepth });
    refuseNulChars(ctx.request.body);
    // Strapi's body middleware is required and global, and would read the consumed stream again; it
    // reads only the types it recognises (`ctx.is`), so it is shown none until the request is answered.
    ctx.is = (() => false) as Context['is'];
    try {
      await next();
    } finally {
      delete (ctx as Partial<Context>).is;
    }
  };
};

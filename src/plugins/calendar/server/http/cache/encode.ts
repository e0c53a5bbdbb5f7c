import { createHash } from 'crypto';
import { promisify } from 'util';
import zlib from 'zlib';
import type { Context } from 'koa';

/**
 * Bodies, their strong ETags and their compressed forms. Cached answers are compressed once, here, and
 * kept so; every other answer is compressed by koa-compress (http/middlewares/compress.ts) with the same
 * settings: what a client receives does not depend on whether it was a cache hit.
 */

export type Encoding = 'br' | 'gzip' | 'identity';

/** Bodies smaller than this are sent as they are (koa-compress's default threshold). */
export const COMPRESS_THRESHOLD = 1024;
/** Brotli quality 4 (koa-compress's default): near gzip's speed, smaller output; 11 costs 50× the time. */
export const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
export const GZIP_OPTIONS: zlib.ZlibOptions = {};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, BROTLI_OPTIONS) : gzip(body, GZIP_OPTIONS);
}

/**
 * The encoding to send `size` bytes in: the client's most wanted of brotli and gzip (brotli on a tie, as
 * koa-compress chooses), or none when the body is small or the client accepts neither.
 */
export function chooseEncoding(ctx: Context, size: number): Encoding {
  const header = ctx.get('accept-encoding');
  if (size < COMPRESS_THRESHOLD || !header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Math.min(1, Number(q) || 0));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const [br, gz] = [weight('br'), weight('gzip')];
  if (br <= 0 && gz <= 0) return 'identity';
  return br >= gz ? 'br' : 'gzip';
}

/** A strong ETag: a digest of the uncompressed body (the same answer has the same tag on every instance). */
export function strongEtag(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * The ETag of the answer sent in `encoding`. A strong ETag names one representation (RFC 9110 8.8.3), and
 * the gzip and brotli forms of an answer are other bytes than the plain one: their tags carry the coding
 * inside the quotes (`"<digest>-gzip"`, `"<digest>-br"`), as Apache's mod_deflate does.
 */
export function codedEtag(etag: string, encoding: string): string {
  return encoding === 'identity' ? etag : `${etag.slice(0, -1)}-${encoding}"`;
}

/** The codings an answer may be sent in, hence the ETags it may have been sent under. */
const CODINGS: readonly Encoding[] = ['identity', 'gzip', 'br'];

/**
 * Whether `If-None-Match` names the answer whose plain ETag is `etag`, in any of its codings (weak
 * comparison, as RFC 9110 asks for If-None-Match; `*` matches any): a client holding the gzip form still
 * holds the answer when it asks in brotli, and gets a 304.
 */
export function notModified(ctx: Context, etag: string): boolean {
  const header = ctx.get('if-none-match');
  if (!header) return false;
  if (header.trim() === '*') return true;
  const known = new Set(CODINGS.map((coding) => codedEtag(etag.replace(/^W\//, ''), coding)));
  return header.split(',').some((tag) => known.has(tag.trim().replace(/^W\//, '')));
}

/** The answer's body as bytes, or null when it is a stream or absent (not hashed, not cached). */
export function bodyBytes(body: unknown): Buffer | null {
  if (body === null || body === undefined) return null;
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body);
  if (typeof (body as { pipe?: unknown }).pipe === 'function') return null;
  return Buffer.from(JSON.stringify(body));
}

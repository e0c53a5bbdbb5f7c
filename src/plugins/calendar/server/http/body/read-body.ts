import bourne from '@hapi/bourne';
import coBody from 'co-body';
import type { IncomingMessage } from 'http';
import type { Context } from 'koa';
import { Transform } from 'stream';
import { invalidBody, invalidJson, jsonTooDeep, payloadTooLarge, unsupportedEncoding } from '../../core/errors';
import { jsonDeeperThan } from './json-depth';

/** The bounds a body is read within (settings `maxBodySize`, `maxJsonDepth`). */
export interface BodyLimits {
  maxBytes: number;
  maxJsonDepth: number;
}

/** The bodies read here, as koa-body (Strapi's body middleware) recognises them. */
export type BodyType = 'json' | 'form' | 'text';
const JSON_TYPES = ['application/json', 'application/json-patch+json', 'application/vnd.api+json', 'application/csp-report', 'application/reports+json'];

export function bodyTypeOf(ctx: Context): BodyType | null {
  if (ctx.is(JSON_TYPES)) return 'json';
  if (ctx.is('urlencoded')) return 'form';
  if (ctx.is('text/*')) return 'text';
  return null;
}

/** The content codings the body readers inflate (the `inflation` module of co-body). */
export const ENCODINGS = ['identity', 'gzip', 'deflate', 'br'] as const;

/**
 * Refuses (415) a content coding nobody here inflates; `accepted`: multipart bodies are read raw, so
 * only `identity`. The header is lower-cased for the readers (it is case-insensitive; `inflation` is not).
 */
export function checkContentEncoding(ctx: Context, accepted: readonly string[]): void {
  const header = ctx.get('content-encoding').trim().toLowerCase() || 'identity';
  if (!accepted.includes(header)) throw unsupportedEncoding(header, accepted);
  if (ctx.req.headers['content-encoding']) ctx.req.headers['content-encoding'] = header;
}

/**
 * The body's declared length (Content-Length) when it is sent as it is (no content coding), else null: a
 * compressed body's length says nothing of its inflated size, which is what `maxBodySize` counts.
 */
export function declaredLength(ctx: Context): number | null {
  if (!['', 'identity'].includes(ctx.get('content-encoding').trim().toLowerCase())) return null;
  const length = ctx.request.length;
  return typeof length === 'number' && Number.isFinite(length) ? length : null;
}

/** The errors of raw-body and zlib while the stream is read, as the WordPress answers. */
function readError(error: unknown): unknown {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  if (status === 413) return payloadTooLarge();
  // raw-body: a length that does not match Content-Length, an aborted upload (status 400); zlib: a
  // broken gzip, deflate or br stream (Z_DATA_ERROR, ERR__ERROR_FORMAT_...); the socket: a reset.
  if (status === 400 || typeof code === 'string') return invalidBody();
  return error;
}

/**
 * Reads a JSON, form or text body within `limits` (the size counts inflated bytes, as the body
 * arrives: a declared Content-Length past it is refused before reading, a chunked or compressed body
 * as soon as it grows past it). JSON is checked for depth before it is parsed, and parsed as koa-body
 * does: an object or an array (empty: `{}`), `__proto__` keys refused.
 */
export async function readBody(ctx: Context, type: BodyType, limits: BodyLimits): Promise<unknown> {
  const options = { limit: limits.maxBytes, encoding: 'utf8' as const };
  const read = type === 'form' ? coBody.form(ctx, options) : coBody.text(ctx, options);
  const body: unknown = await read.catch((error: unknown) => {
    throw readError(error);
  });
  return type === 'json' ? parseJson(body as string, limits.maxJsonDepth) : body;
}

const STRICT_JSON = /^[\x20\x09\x0a\x0d]*(\[|\{)/;

function parseJson(text: string, maxDepth: number): unknown {
  if (!text) return {};
  if (!STRICT_JSON.test(text)) throw invalidJson();
  if (jsonDeeperThan(text, maxDepth)) throw jsonTooDeep(maxDepth);
  try {
    return bourne.parse(text, { protoAction: 'error' });
  } catch {
    throw invalidJson();
  }
}

/**
 * A view of the request's body that fails with 413 as soon as more than `maxBytes` have arrived, for
 * readers that take a stream and have no total limit of their own (formidable, which reads multipart
 * bodies, bounds field data but not part headers nor the bytes between parts). It carries the request's
 * headers (the reader parses them), and ends with an error when the client goes away mid-body (else the
 * reader would wait for the rest forever). Past the limit the request is left unread, as raw-body leaves
 * JSON bodies: the 413 closes the connection (error-envelope).
 */
export function limitedBody(req: IncomingMessage, maxBytes: number): Transform & { headers: IncomingMessage['headers'] } {
  let received = 0;
  const view = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(received > maxBytes ? payloadTooLarge() : null, chunk);
    },
  });
  req.on('error', (error) => view.destroy(error));
  req.on('close', () => {
    if (!req.complete) view.destroy(invalidBody());
  });
  req.pipe(view);
  return Object.assign(view, { headers: req.headers });
}

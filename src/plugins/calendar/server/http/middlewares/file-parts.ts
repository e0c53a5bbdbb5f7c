import type { Core } from '@strapi/strapi';
import type { IncomingMessage } from 'http';
import type { Context, Middleware } from 'koa';
import { Writable } from 'stream';
import { refuseNulChars } from '../body/nul-chars';
import { limitedBody } from '../body/read-body';
import { noFileUploads } from '../../core/errors';
import { createNamespaceMatcher } from '../namespace';
import { getPluginContext, restPrefix } from '../../lib/utils';

type BodyConfig = { formidable?: Record<string, unknown> } & Record<string, unknown>;
type BodyFactory = (config: BodyConfig | undefined, deps: { strapi: Core.Strapi }) => Middleware;

/**
 * File parts of multipart bodies never reach the disk under the calendar namespace.
 *
 * Strapi's `strapi::body` (koa-body → formidable) writes every file part to the OS temp folder before
 * any route or permission runs, and removes only a field named `files`, only when the request
 * succeeds: a refused write (400, 401, 413, ...) left its upload behind for good, so anonymous
 * requests could fill the disk. Our routes take form fields, never files (an image is a media ID or
 * a URL, as in the original), so under the namespace the parser refuses the first byte of a file part
 * (`maxFileSize` 0: formidable checks it as the byte arrives, whatever its size) and would hand it only
 * to a sink that refuses it: an empty part (an HTML form's unused file input) passes, anything else is a
 * 413 before a byte is written anywhere. (The sink alone let a part of a few bytes through: its refusal
 * comes a tick later, when a body that arrived whole has already ended.) Elsewhere (Strapi's own upload
 * routes) the parser is Strapi's, unchanged, with the same configuration (`config/middlewares.ts`).
 *
 * The body is also held to `maxBodySize`, like JSON, form and text bodies (body-parser.ts; a declared
 * Content-Length past it is refused there, before this runs): formidable reads a counted view of the
 * request that fails with 413 past the limit, so a chunked body stops there, part headers and the bytes
 * between parts included; and the fields' text is bounded by the same size (`maxFieldsSize`).
 */
export function keepFilePartsOffDisk(strapi: Core.Strapi): void {
  const registry = strapi.get('middlewares') as { extend(uid: string, wrap: (factory: BodyFactory) => BodyFactory): unknown };
  registry.extend('strapi::body', (createBody) => (config, deps) => {
    const inNamespace = createNamespaceMatcher(restPrefix(deps.strapi));
    const elsewhere = createBody(config, deps);
    const { maxBodySize } = getPluginContext(deps.strapi).settings;
    const namespace = createBody(withinNamespaceBounds(config, maxBodySize), deps);
    // The fields of a multipart body may hold no NUL character either (nul-chars.ts; the other bodies are ours).
    const checked: Middleware = (ctx, next) =>
      withCountedBody(ctx, maxBodySize, (restore) =>
        namespace(ctx, () => {
          restore();
          refuseNulChars(ctx.request.body);
          return next();
        })
      ).catch((error: unknown) => {
        throw isFileRefused(error) ? noFileUploads() : error;
      });
    return (ctx, next) => {
      if (!inNamespace(ctx.path)) return elsewhere(ctx, next);
      // koa-body reads no body of a GET, HEAD or DELETE: it only sets an empty one, after validating its
      // options anew on every request (0.1 ms of each read of the API, BENCH.md). The same, without it.
      if (!PARSED.includes(ctx.method)) {
        ctx.request.body = {};
        return next();
      }
      return checked(ctx, next);
    };
  });
}

/** The methods whose bodies koa-body parses. */
const PARSED = ['POST', 'PUT', 'PATCH'];

/**
 * Runs koa-body on a counted view of a multipart body: it hands `ctx.req` to formidable, and nothing else
 * reads `ctx.req` (koa's request keeps its own reference, `ctx.request.req`), so the view is put there
 * for the parse only; `restore()` (called when the parse is over, before the route runs) and the end of
 * the request put the request back. Other bodies under the namespace were read before (body-parser.ts).
 */
async function withCountedBody(ctx: Context, maxBytes: number, parse: (restore: () => void) => Promise<unknown>): Promise<void> {
  if (!PARSED.includes(ctx.method) || !ctx.is('multipart')) {
    await parse(() => undefined);
    return;
  }
  const req = ctx.req;
  const restore = () => {
    ctx.req = req;
  };
  ctx.req = limitedBody(req, maxBytes) as unknown as IncomingMessage;
  try {
    await parse(restore);
  } finally {
    restore();
  }
}

function withinNamespaceBounds(config: BodyConfig = {}, maxBodySize: number): BodyConfig {
  const refuse = () =>
    new Writable({
      write: (_chunk, _encoding, done) => done(noFileUploads()),
    });
  return { ...config, formidable: { ...config.formidable, fileWriteStreamHandler: refuse, maxFileSize: 0, maxFieldsSize: maxBodySize } };
}

/** formidable's error code `biggerThanMaxFileSize` (formidable is koa-body's, not a dependency of ours to import). */
const FORMIDABLE_FILE_TOO_BIG = 1009;

/** formidable's refusal of a file byte past `maxFileSize`. */
function isFileRefused(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === FORMIDABLE_FILE_TOO_BIG;
}

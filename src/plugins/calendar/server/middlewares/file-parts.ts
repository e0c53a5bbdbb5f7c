import type { Core } from '@strapi/strapi';
import type { Middleware } from 'koa';
import { Writable } from 'stream';
import { refuseNulChars } from '../body/nul-chars';
import { noFileUploads } from '../errors';
import { createNamespaceMatcher } from '../namespace';
import { restPrefix } from '../utils';

type BodyConfig = { formidable?: Record<string, unknown> } & Record<string, unknown>;
type BodyFactory = (config: BodyConfig | undefined, deps: { strapi: Core.Strapi }) => Middleware;

/**
 * File parts of multipart bodies never reach the disk under the calendar namespace.
 *
 * Strapi's `strapi::body` (koa-body → formidable) writes every file part to the OS temp folder before
 * any route or permission runs, and removes only a field named `files`, only when the request
 * succeeds: a refused write (400, 401, 413, ...) left its upload behind for good, so anonymous
 * requests could fill the disk. Our routes take form fields, never files (an image is a media ID or
 * a URL, as in the original), so under the namespace the parser hands file parts to a sink that
 * refuses their first byte: an empty part (an HTML form's unused file input) passes, anything else is
 * a 413 before a byte is written anywhere. Elsewhere (Strapi's own upload routes) the parser is
 * Strapi's, unchanged, with the same configuration (`config/middlewares.ts`).
 */
export function keepFilePartsOffDisk(strapi: Core.Strapi): void {
  const registry = strapi.get('middlewares') as { extend(uid: string, wrap: (factory: BodyFactory) => BodyFactory): unknown };
  registry.extend('strapi::body', (createBody) => (config, deps) => {
    const inNamespace = createNamespaceMatcher(restPrefix(deps.strapi));
    const elsewhere = createBody(config, deps);
    const namespace = createBody(withoutFileParts(config), deps);
    // The fields of a multipart body may hold no NUL character either (nul-chars.ts; the other bodies are ours).
    const checked: Middleware = (ctx, next) =>
      namespace(ctx, () => {
        refuseNulChars(ctx.request.body);
        return next();
      });
    return (ctx, next) => (inNamespace(ctx.path) ? checked(ctx, next) : elsewhere(ctx, next));
  });
}

function withoutFileParts(config: BodyConfig = {}): BodyConfig {
  const refuse = () =>
    new Writable({
      write: (_chunk, _encoding, done) => done(noFileUploads()),
    });
  return { ...config, formidable: { ...config.formidable, fileWriteStreamHandler: refuse } };
}

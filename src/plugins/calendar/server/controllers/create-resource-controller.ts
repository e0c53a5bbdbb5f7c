import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { createSingleParams, parseParams } from '../query';
import { createRequestContext } from '../request/request-context';
import type { ResourceDefinition } from '../resources/define-resource';
import { findList, findSingle, type ReadResult } from '../services/read-resource';

type Params = { page: number; per_page: number; password?: string; ml_language?: string };

function send(ctx: Context, { body, headers }: ReadResult) {
  if (headers) ctx.set(headers);
  ctx.body = body;
}

/**
 * One controller for every resource (like core-api's createCollectionTypeController): parse the
 * query once at the top, then hand typed values to the service. Action names are Strapi's read verbs,
 * so read-only API tokens may call them.
 */
export const createResourceController =
  <R extends object, W, P extends Params>(def: ResourceDefinition<R, W, P>) =>
  ({ strapi }: { strapi: Core.Strapi }) => ({
    /** `GET /<resource>`: a page of the list. */
    async find(ctx: Context) {
      const params = parseParams(def.list.params(createRequestContext(strapi, ctx)), ctx.query);
      send(ctx, await findList(def, params, createRequestContext(strapi, ctx, params.ml_language)));
    },

    /** `GET /<resource>/<id>` and `GET /<resource>/by-slug/<slug>`. */
    async findOne(ctx: Context) {
      const base = createRequestContext(strapi, ctx);
      const params = parseParams(createSingleParams({ languages: base.listSettings.languages }), ctx.query);
      const rctx = createRequestContext(strapi, ctx, params.ml_language);
      send(ctx, await findSingle(def, ctx.params as { id?: string; slug?: string }, params, rctx));
    },
  });

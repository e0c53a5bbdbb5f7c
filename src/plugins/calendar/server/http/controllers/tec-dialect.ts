import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { acknowledgementError, TEC_ACKNOWLEDGEMENT_HEADER } from '../../core/dialects/tec-acknowledgement';
import { tecDefinition, withTecNames, type TecRequest, type TecResourceName } from '../../core/dialects/tec';
import { parseParams } from '../../core/params';
import { createTecDeleteParams, createTecSingleParams } from '../../core/params/tec/list-params';
import { createRequestContext } from '../../core/request/request-context';
import type { ResourceDefinition, WriteBody } from '../../core/resources/define-resource';
import { findList, findSingle, type ReadResult } from '../../core/services/read-resource';
import { createRecord, deleteRecord, updateRecord } from '../../core/services/write-resource';
import { pageUrl } from '../../core/wire/tec/list';
import { requestBaseUrl } from '../urls';

type Params = { page: number; per_page: number; password?: string; ml_language?: string };
type Path = { id?: string };

/** The dialect a route speaks: its config says so (http/routes: the `cal/tec/v1` routes). */
export const speaksTec = (ctx: Context): boolean => (ctx.state.route as { config?: { dialect?: string } } | undefined)?.config?.dialect === 'tec';

function send(ctx: Context, { body, headers, status }: ReadResult & { status?: number }) {
  if (headers) ctx.set(headers);
  if (status) ctx.status = status;
  ctx.body = body;
}

/** What the view needs of the request: its credentials, its acknowledgement, its own URL (`/wp-json/…` or ours). */
function tecRequest(strapi: Core.Strapi, ctx: Context, force?: boolean): TecRequest {
  return {
    hasCredentials: Boolean(ctx.get('authorization')),
    acknowledge: () => {
      const error = acknowledgementError(ctx.get(TEC_ACKNOWLEDGEMENT_HEADER) || undefined);
      if (error) throw error;
    },
    // The URL the client asked for (before features/wp-json rewrote it), with `page` replaced.
    pageUrl: (page) => {
      const [path, query = ''] = ctx.originalUrl.split('?');
      return pageUrl(`${requestBaseUrl(strapi, ctx)}${path}`, query, page);
    },
    force,
  };
}

/** Errors of the calendar's body rules name the fields as `tec/v1` does. */
async function renamed<T>(name: TecResourceName, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw withTecNames(error, name);
  }
}

/**
 * The resource controller's actions for `tec/v1` (core/dialects/tec.ts): the same generic services on the
 * dialect's view of the resource. Same actions, so the same roles and tokens govern both dialects.
 * The original's order: parameters, then the permission, then the acknowledgement header (§1.1).
 */
export const tecActions = <R extends { id: number; documentId: string; locale: string; postStatus?: string }, W, P extends Params, B extends WriteBody>(
  def: ResourceDefinition<R, W, P, B>,
  strapi: Core.Strapi
) => {
  const name = def.name as TecResourceName;
  return {
    async find(ctx: Context) {
      const request = tecRequest(strapi, ctx);
      const base = createRequestContext(strapi, ctx);
      // One view: what it reads of the request (the caller's rights) does not depend on the language.
      const view = tecDefinition(def, request, base);
      const params = parseParams(view.list.params(base), ctx.query);
      request.acknowledge();
      send(ctx, await findList(view, params, createRequestContext(strapi, ctx, params.ml_language)));
    },

    async findOne(ctx: Context) {
      const request = tecRequest(strapi, ctx);
      const base = createRequestContext(strapi, ctx);
      const params = parseParams(createTecSingleParams(base.listSettings), ctx.query);
      const rctx = createRequestContext(strapi, ctx, params.ml_language);
      const answer = await findSingle(tecDefinition(def, request, rctx), ctx.params as Path, params, rctx);
      request.acknowledge();
      send(ctx, answer);
    },

    async create(ctx: Context) {
      const base = createRequestContext(strapi, ctx);
      send(ctx, await renamed(name, () => createRecord(tecDefinition(def, tecRequest(strapi, ctx), base), ctx, base)));
    },

    async update(ctx: Context) {
      const base = createRequestContext(strapi, ctx);
      const view = tecDefinition(def, tecRequest(strapi, ctx), base);
      send(ctx, await renamed(name, () => updateRecord(view, ctx, base, ctx.params as Path)));
    },

    /** To the trash (200 `[]`), or for good with `force` (200 `[]`); a record already trashed is a 410 without it (§1.7). */
    async delete(ctx: Context) {
      const base = createRequestContext(strapi, ctx);
      const { force } = parseParams(createTecDeleteParams(base.listSettings), ctx.query);
      await deleteRecord(tecDefinition(def, tecRequest(strapi, ctx, force), base), ctx, base, ctx.params as Path);
      send(ctx, { status: 200, body: [] });
    },
  };
};

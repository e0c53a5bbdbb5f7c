import type { Core } from "@strapi/strapi";
import type { Context } from "koa";
import { createSingleParams, parseParams } from "../../core/params";
import { createRequestContext } from "../../core/request/request-context";
import { perSettings } from "../../lib/utils";
import type {
  ResourceDefinition,
  WriteBody,
} from "../../core/resources/define-resource";
import {
  findList,
  findSingle,
  type ReadResult,
} from "../../core/services/read-resource";
import {
  createRecord,
  deleteRecord,
  updateRecord,
} from "../../core/services/write-resource";
import { isTecResource } from "../../core/dialects/tec";
import { speaksTec, tecActions } from "./tec-dialect";

const singleParams = perSettings(createSingleParams);

type Params = {
  page: number;
  per_page: number;
  password?: string;
  ml_language?: string;
};

function send(
  ctx: Context,
  { body, headers, status }: ReadResult & { status?: number },
) {
  if (headers) ctx.set(headers);
  if (status) ctx.status = status;
  ctx.body = body;
}

type Path = { id?: string; slug?: string };

/**
 * One controller for every resource (like core-api's createCollectionTypeController): parse the
 * query once at the top, then hand typed values to the service. Action names are Strapi's read verbs,
 * so read-only API tokens may call them.
 */
export const createResourceController =
  <
    R extends {
      id: number;
      documentId: string;
      locale: string;
      postStatus?: string;
    },
    W,
    P extends Params,
    B extends WriteBody,
  >(
    def: ResourceDefinition<R, W, P, B>,
  ) =>
  ({ strapi }: { strapi: Core.Strapi }) => {
    // The routes of `cal/tec/v1` call the same actions (so the same roles and tokens govern them) and say
    // in their config that they speak the original's newer dialect (core/dialects/tec.ts).
    const tec = isTecResource(def.name) ? tecActions(def, strapi) : null;
    const actions = {
      /** `GET /<resource>`: a page of the list. */
      async find(ctx: Context) {
        const params = parseParams(
          def.list.params(createRequestContext(strapi, ctx)),
          ctx.query,
        );
        send(
          ctx,
          await findList(
            def,
            params,
            createRequestContext(strapi, ctx, params.ml_language),
          ),
        );
      },

      /** `GET /<resource>/<id>` and `GET /<resource>/by-slug/<slug>`. */
      async findOne(ctx: Context) {
        const base = createRequestContext(strapi, ctx);
        const params = parseParams(singleParams(base.listSettings), ctx.query);
        const rctx = createRequestContext(strapi, ctx, params.ml_language);
        send(ctx, await findSingle(def, ctx.params as Path, params, rctx));
      },

      /** `POST /<resource>`: 201 with the record. */
      async create(ctx: Context) {
        send(
          ctx,
          await createRecord(def, ctx, createRequestContext(strapi, ctx)),
        );
      },

      /** `POST|PUT|PATCH /<resource>/<id>` (and by slug): 200 with the record. */
      async update(ctx: Context) {
        send(
          ctx,
          await updateRecord(
            def,
            ctx,
            createRequestContext(strapi, ctx),
            ctx.params as Path,
          ),
        );
      },

      /** `DELETE /<resource>/<id>` (and by slug): 200 with the record (posts: trashed; terms: as it was). */
      async delete(ctx: Context) {
        send(
          ctx,
          await deleteRecord(
            def,
            ctx,
            createRequestContext(strapi, ctx),
            ctx.params as Path,
          ),
        );
      },
    };
    type Action = keyof typeof actions;
    return Object.fromEntries(
      (Object.keys(actions) as Action[]).map((action) => [
        action,
        (ctx: Context) =>
          tec && speaksTec(ctx) ? tec[action](ctx) : actions[action](ctx),
      ]),
    ) as typeof actions;
  };

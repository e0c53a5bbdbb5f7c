import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { authenticateOrRefuse } from './authenticate';
import { mayEditOthers } from './ownership';

/**
 * `GET /api/cal/edit-others`: whether the caller may change other people's records (`true`) or only its
 * own (`false`). Its action, `plugin::calendar.ownership.editOthers`, is that right (access/ownership.ts):
 * Strapi lists a controller action in the role editor only once a content-api route is bound to it, and
 * this route is that binding. It answers everyone (anonymous callers: `false`) and changes nothing; wrong credentials: 401.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async editOthers(ctx: Context) {
    await authenticateOrRefuse(strapi, ctx);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { edit_others: mayEditOthers(ctx) };
  },
});

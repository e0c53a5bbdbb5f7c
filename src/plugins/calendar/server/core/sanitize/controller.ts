import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { authenticateOrRefuse } from '../../access/authenticate';
import { mayPostUnfilteredHtml } from './unfiltered-html';

/**
 * `GET /api/cal/unfiltered-html`: whether the caller's HTML is stored as sent (`true`) or filtered
 * (`false`), so a client (an import, an editor app) can tell before it writes. Its action,
 * `plugin::calendar.html.unfiltered`, is the right itself: Strapi lists a controller action in the role
 * and API-token editors only once a content-api route is bound to it, and this route is that binding.
 * It answers everyone (anonymous callers: `false`) and changes nothing; wrong credentials: 401.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async unfiltered(ctx: Context) {
    await authenticateOrRefuse(strapi, ctx);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { unfiltered_html: mayPostUnfilteredHtml(ctx) };
  },
});

import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { embedScript } from '../../features/embed/script';

/**
 * `GET /embed.js`: the embeddable calendar (src/plugins/calendar/embed/, bundled at build time). Under
 * the namespace, so the HTTP cache gives it its ETag and 304s, the CORS settings apply (a module script
 * from another origin is fetched in CORS mode) and it is compressed like the API's answers.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    ctx.type = 'text/javascript; charset=utf-8';
    ctx.body = await embedScript(strapi);
  },
});

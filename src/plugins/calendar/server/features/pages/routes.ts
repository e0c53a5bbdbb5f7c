import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { getPluginContext } from '../../lib/utils';
import { embedPage } from './embed-page';
import type { PageKind } from './read-page';
import { recordPage } from './record-pages';
import { submitPage } from './submit-pages';

type Handler = (ctx: Context) => Promise<void>;
interface PageRoute {
  method: 'GET' | 'POST';
  path: string;
  handler: Handler;
  config: { auth: false };
  info: { pluginName: 'calendar' };
}

/**
 * The public pages behind records' `url` (the original's WordPress permalinks, core/wire/links.ts), outside
 * `/api`: `/event/<slug>/`, `/venue/<slug>/`, `/organizer/<slug>/`, `/events/category/<path>/`,
 * `/tag/<slug>/`, each also under the language directory of every other language (`/fr/event/<slug>/`),
 * and `/calendar/embed` (the iframe page). None shadows `/admin`, `/api`, `/uploads` or `/_health`.
 * Mounted on Strapi's root router (strapi-v5-notes §3): such routes have no auth strategy, and need
 * none; they read what the public may read through the API's own services.
 */
export function registerPageRoutes(strapi: Core.Strapi): void {
  const { languages } = getPluginContext(strapi);
  const routes: PageRoute[] = [];
  const add = (method: PageRoute['method'], path: string, handler: Handler) =>
    routes.push({ method, path, handler, config: { auth: false }, info: { pluginName: 'calendar' } });

  for (const language of languages.all) {
    const prefix = language === languages.default ? '' : `/${language.code.toLowerCase()}`;
    const code = language.code;
    const posts: [PageKind, string][] = [['event', 'event'], ['venue', 'venue'], ['organizer', 'organizer']];
    for (const [kind, segment] of posts) {
      const handler: Handler = (ctx) => recordPage(strapi, ctx, kind, code, { slug: String(ctx.params.slug) });
      // POST: the password form of a protected record posts back to its page.
      add('GET', `${prefix}/${segment}/:slug`, handler);
      add('POST', `${prefix}/${segment}/:slug`, handler);
    }
    add('GET', `${prefix}/tag/:slug`, (ctx) => recordPage(strapi, ctx, 'tag', code, { slug: String(ctx.params.slug) }));
    add('GET', `${prefix}/events/category/:path+`, (ctx) => {
      const path = String(ctx.params.path).replace(/\/+$/, '');
      return recordPage(strapi, ctx, 'category', code, { slug: path.split('/').pop() ?? '', canonicalPath: path });
    });
    add('GET', `${prefix}/calendar/embed`, (ctx) => embedPage(strapi, ctx, prefix ? code : undefined));
    // Visitors' submissions: the form, and the submitter's private page (features/pages/submit-pages.ts).
    add('GET', `${prefix}/calendar/submit`, (ctx) => submitPage(strapi, ctx, code));
    add('GET', `${prefix}/calendar/submission/:reference`, (ctx) => submitPage(strapi, ctx, code, String(ctx.params.reference)));
  }
  strapi.server.routes(routes as never);
}

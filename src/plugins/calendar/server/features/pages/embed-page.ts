import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { z } from 'zod/v4';
import { apiLanguage, visitorLanguage, word } from '../../../shared/visitors/words';
import { sendPage } from './answer';
import { pageContext } from './read-page';
import { html } from './templates/html';
import { layout } from './templates/layout';

/** What the iframe page passes on to the element: its attributes, each a short text (docs/public-calendar.md "The public calendar"). */
const ATTRIBUTES = ['view', 'lang', 'date', 'categories', 'tags', 'venue', 'organizer', 'search', 'featured', 'filters', 'views', 'near-radius', 'submit'] as const;

/** Unknown parameters are ignored, and so is a value too long or of the wrong type: an iframe must still show a calendar. */
const embedQuery = z.object(Object.fromEntries(ATTRIBUTES.map((name) => [name, z.string().max(200).optional().catch(undefined)])));

/**
 * `/calendar/embed?view=month&lang=fr&categories=jazz`: the calendar alone, for sites that cannot add a
 * script but can add an `<iframe>`. It may be framed by any site (its own Content-Security-Policy).
 */
export async function embedPage(strapi: Core.Strapi, ctx: Context, prefixCode?: string) {
  const query = embedQuery.parse(ctx.query);
  const language = visitorLanguage(query.lang ?? prefixCode);
  const rctx = pageContext(strapi, ctx, apiLanguage(language));
  const attributes = Object.entries({ ...query, lang: language, api: rctx.namespaceUrl })
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => html` ${name}="${value}"`);
  const main = html`<event-calendar${attributes}></event-calendar>`;
  const head = { language, title: word(language, 'calendar.label'), script: `${rctx.namespaceUrl}/embed.js`, bodyClass: 'embed', noindex: true };
  sendPage(ctx, { status: 200, html: layout(head, main), shared: true, namespaceUrl: rctx.namespaceUrl, frameable: true });
}

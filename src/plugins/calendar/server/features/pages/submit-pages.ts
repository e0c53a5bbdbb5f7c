import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { submitWord } from '../../../shared/visitors/submit-words';
import { apiLanguage, visitorLanguage } from '../../../shared/visitors/words';
import { getPluginContext } from '../../lib/utils';
import { sendPage } from './answer';
import { pageContext } from './read-page';
import { html } from './templates/html';
import { layout } from './templates/layout';
import { notFoundPage } from './templates/notice-pages';

/**
 * The pages of visitors' submissions (features/submissions/): `/calendar/submit`, the form on a page of its
 * own, and `/calendar/submission/<reference>?key=…`, the submitter's private page (the e-mailed link). Both
 * show `<event-submit>` from the embeddable calendar's script, which calls the API; the private page is
 * never cached nor indexed, and sends no Referer (its address holds the key).
 */
export async function submitPage(strapi: Core.Strapi, ctx: Context, prefixCode: string | undefined, reference?: string) {
  const language = visitorLanguage(prefixCode);
  const rctx = pageContext(strapi, ctx, apiLanguage(language));
  if (!getPluginContext(strapi).settings.submissions.enabled) {
    const head = { language, title: submitWord(language, 'submit.closed'), noindex: true };
    return sendPage(ctx, { status: 404, html: layout(head, notFoundPage(language)), shared: false, namespaceUrl: rctx.namespaceUrl });
  }
  const title = submitWord(language, reference ? 'submission.title' : 'submit.title');
  // The element's heading is the page's (heading-level 1): one title, however the element draws it.
  const main = reference
    ? html`<event-submit heading-level="1" api="${rctx.namespaceUrl}" lang="${language}" reference="${reference}"></event-submit>`
    : html`<event-submit heading-level="1" api="${rctx.namespaceUrl}" lang="${language}"></event-submit>`;
  const head = { language, title, script: `${rctx.namespaceUrl}/embed.js`, noindex: Boolean(reference) };
  sendPage(ctx, { status: 200, html: layout(head, main), shared: !reference, namespaceUrl: rctx.namespaceUrl });
  if (reference) ctx.set('Referrer-Policy', 'no-referrer');
}

import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { eventFeedParams, findEventFeed, findEventFeedOne, type Feed } from '../../features/feeds/read-feed';
import { createLanguageParams, parseParams } from '../../core/params';
import { createRequestContext } from '../../core/request/request-context';
import { perSettings } from '../../lib/utils';

const languageParams = perSettings(createLanguageParams);

/** An iCalendar answer; errors stay the WordPress JSON body (the error envelope), as on the list. */
function send(ctx: Context, feed: Feed, filename: string) {
  ctx.type = 'text/calendar; charset=utf-8';
  // inline: a browser shows or hands it to the calendar app; the name is what a download is saved as.
  ctx.set('Content-Disposition', `inline; filename="${filename}"`);
  if (feed.cappedAt !== undefined) ctx.set('X-Calendar-Feed-Capped', String(feed.cappedAt));
  ctx.body = feed.body;
}

/**
 * iCalendar feeds (RFC 5545). Their own controller, so the Users & Permissions roles show them as
 * their own actions (`feeds.find`, `feeds.findOne`, read actions granted to the public like the others).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** `GET /events.ics`: the events list's filters, every matching event (not a page). */
  async find(ctx: Context) {
    const params = parseParams(eventFeedParams(createRequestContext(strapi, ctx).listSettings), ctx.query);
    send(ctx, await findEventFeed(params, createRequestContext(strapi, ctx, params.ml_language), ctx), 'events.ics');
  },

  /** `GET /events/<id>.ics` and `/events/by-slug/<slug>.ics`: one event. */
  async findOne(ctx: Context) {
    const base = createRequestContext(strapi, ctx);
    const params = parseParams(languageParams(base.listSettings), ctx.query);
    const path = ctx.params as { id?: string; slug?: string };
    const feed = await findEventFeedOne(path, params, createRequestContext(strapi, ctx, params.ml_language), ctx);
    // A header value is Latin-1 at most, and a quote would end the name: anything else becomes a dash.
    send(ctx, feed, `event-${String(path.id ?? path.slug).replace(/[^\w.-]+/g, '-')}.ics`);
  },
});

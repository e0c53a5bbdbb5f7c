import { setImmediate } from 'node:timers/promises';
import type { Context } from 'koa';
import { createEventFeedParams, type EventFeedParams, type EventListParams, type LanguageParams } from '../../core/params';
import { findRows, type Where } from '../../data/repository/find';
import { toEventRecords } from '../../data/repository/records';
import { UID } from '../../data/repository/uids';
import type { RequestContext } from '../../core/request/request-context';
import { eventListQuery } from '../../core/resources/event-query';
import { events } from '../../core/resources/events';
import { findSingle } from '../../core/services/read-resource';
import { getPluginContext, perSettings } from '../../lib/utils';
import { toWireEvent, type WireEvent } from '../../core/wire';
import { createICalendar, toICalendar } from './calendar';
import { writeSeriesFeed } from './series-feed';
import { FEED_PARTS } from './feed-event';

/** The query of `GET /events.ics`, built once per settings object like the other parameter schemas. */
export const eventFeedParams = perSettings(createEventFeedParams);

/**
 * iCalendar feeds: the REST list's query and the single read's checks, as the public sees them.
 * A feed is subscribed to by calendar apps that send no credentials and is shared by every subscriber,
 * so it never depends on who asks: drafts, private, scheduled, trashed and password-protected events
 * are never in one, not even for an editor's token (which also keeps feed answers cacheable).
 */
export function publicReader(rctx: RequestContext): RequestContext {
  return {
    ...rctx,
    canEdit: () => false,
    may: () => false,
    embedded: () => ({ events: 'publish', venues: 'publish', organizers: 'publish' }),
    // No record is unlocked: a protected venue of a published event shows blanked, as to the public.
    wire: () => ({ ...rctx.wire(), unlocked: () => false }),
  };
}

/** Events without a password (a protected event's text is never shown to the public, so it stays out). */
const UNPROTECTED: Where = { $or: [{ password: { $null: true } }, { password: '' }] };

const RELATIVE = ['starts_before', 'starts_after', 'ends_before', 'ends_after'] as const;

/**
 * The feed's default window, from 30 days ago to a year ahead (UTC dates, read as whole site days
 * like the list's): a subscription shows the recent past and what is coming, where the list starts
 * yesterday and runs two years. A bound given keeps its value; `include` and the `starts_*`/`ends_*`
 * bounds drop the defaults, as they do on the list.
 */
export function withFeedWindow(params: EventListParams, rctx: Pick<RequestContext, 'now'>): EventListParams {
  if (params.include?.length || RELATIVE.some((name) => params[name] !== undefined)) return params;
  const today = rctx.now.toUTC();
  return {
    ...params,
    start_date: params.start_date ?? (today.minus({ days: 30 }).toISODate() as string),
    end_date: params.end_date ?? (today.plus({ years: 1 }).toISODate() as string),
  };
}

export interface Feed {
  body: string;
  /** The number of events when the feed stopped at `feedMaxEvents`, else undefined. */
  cappedAt?: number;
}

/** Events a feed reads and writes between two turns of the event loop (~50 ms of work). */
const FEED_TURN = 100;

/** `GET /events.ics`: every event of the list's query (not a page), in start order, up to `feedMaxEvents`. */
export async function findEventFeed(params: EventFeedParams, base: RequestContext, ctx: Context): Promise<Feed> {
  const rctx = publicReader(base);
  const { settings } = getPluginContext(rctx.strapi);
  const cap = settings.feedMaxEvents;
  // The list's query without pages (the limit below is the cap) nor password.
  const listParams: EventListParams = { ...params, page: 1, per_page: cap, password: undefined };
  const query = await eventListQuery(withFeedWindow(listParams, rctx), rctx);
  // One row past the cap tells a capped feed from one that is exactly full.
  const rows = await findRows(rctx.strapi, UID.event, { where: { $and: [query.where, UNPROTECTED] }, orderBy: query.orderBy, limit: cap + 1 });
  const wctx = rctx.wire();
  const writer = createICalendar({ name: settings.feedName, refreshInterval: settings.feedRefreshInterval, source: feedSource(rctx, ctx) });
  const kept = rows.slice(0, cap);
  if (!params.single_events) await writeSeriesFeed(rctx, writer, kept);
  else for (let at = 0; at < kept.length; at += FEED_TURN) {
    // SQLite answers synchronously: a whole feed would hold every other request for ~0.5 s (issue 12,
    // finding 10). A batch at a time, with a turn of the event loop between, lets them through.
    if (at > 0) await setImmediate();
    const records = await toEventRecords(rctx.strapi, kept.slice(at, at + FEED_TURN), rctx.embedded(), FEED_PARTS);
    writer.add(records.map((record) => toWireEvent(record, wctx)));
  }
  return {
    body: writer.toString(),
    cappedAt: rows.length > cap ? cap : undefined,
  };
}

/** `GET /events/<id>.ics`, `/events/by-slug/<slug>.ics`: the single read's lookups and errors, as the public reads it. */
export async function findEventFeedOne(path: { id?: string; slug?: string }, params: LanguageParams, base: RequestContext, ctx: Context): Promise<Feed> {
  const rctx = publicReader(base);
  const { settings } = getPluginContext(rctx.strapi);
  // Without a password a protected event answers 403 event-password-protected, as its JSON does.
  const { body } = await findSingle(events, path, { ...params, password: undefined }, rctx);
  const event = body as WireEvent;
  return { body: toICalendar([event], { name: event.title, refreshInterval: settings.feedRefreshInterval, source: feedSource(rctx, ctx) }) };
}

/**
 * The feed's own absolute address (RFC 7986 SOURCE) on the public URL the links use, through the
 * language root it came by (`/fr/api/...`: the root rewrote `ctx.path`, and a French feed's source
 * must stay French).
 */
function feedSource(rctx: RequestContext, ctx: Context): string {
  const { baseUrl } = rctx.wire();
  const root = ctx.state.calendarRootLanguage as string | undefined;
  const namespacePath = rctx.namespaceUrl.slice(baseUrl.length);
  const rest = ctx.path.slice(ctx.path.indexOf(namespacePath) + namespacePath.length);
  return `${baseUrl}${root ? `/${root}` : ''}${namespacePath}${rest}${ctx.querystring ? `?${ctx.querystring}` : ''}`;
}

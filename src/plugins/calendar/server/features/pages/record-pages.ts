import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { visitorLanguage, word, type VisitorLanguage } from '../../../shared/visitors/words';
import type { RequestContext } from '../../core/request/request-context';
import type { WireEvent, WireTerm } from '../../core/wire/types';
import { sendPage } from './answer';
import { PAGE_RESOURCES, pageContext, readAlternates, readRecord, readUpcoming, type PageKind, type PageRecord } from './read-page';
import { publicMay } from './public-access';
import { eventPage } from './templates/event-page';
import { layout, type PageHead } from './templates/layout';
import { calendarSection, placePage, termPage } from './templates/listing-page';
import { notFoundPage, passwordPage } from './templates/notice-pages';
import { readTermUrls } from './term-urls';
import { plainText, shorten } from './templates/text';
import { pageJsonLd } from './json-ld';
import type { Html } from './templates/html';

/** The list filter of the events of a venue, organizer or term, and the heading of its calendar. */
const CALENDARS: Record<Exclude<PageKind, 'event'>, { filter: string; heading: Parameters<typeof word>[1] }> = {
  venue: { filter: 'venue', heading: 'page.eventsAt' },
  organizer: { filter: 'organizer', heading: 'page.eventsBy' },
  category: { filter: 'categories', heading: 'page.eventsIn' },
  tag: { filter: 'tags', heading: 'page.eventsTagged' },
};

/** The name of any record (events have a title, venues a `venue`, terms a `name`). */
const nameOf = (kind: PageKind, record: PageRecord): string =>
  String((kind === 'event' ? record.title : kind === 'category' || kind === 'tag' ? record.name : record[kind]) ?? '');

/** The password a visitor posted (`post_password`, as WordPress's form names it). */
function postedPassword(ctx: Context): string | undefined {
  if (ctx.method !== 'POST') return undefined;
  const body = (ctx.request as { body?: unknown }).body;
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>).post_password : undefined;
  return typeof value === 'string' ? value : '';
}

async function main(kind: PageKind, record: PageRecord, language: VisitorLanguage, rctx: RequestContext): Promise<Html> {
  if (kind === 'event') {
    const event = record as unknown as WireEvent;
    return eventPage(language, event, rctx.namespaceUrl, await readTermUrls(rctx, event), event.recurrence?.length ? await otherDates(rctx, event) : []);
  }
  const { filter, heading } = CALENDARS[kind];
  const element = { language, filter: { [filter]: String(record.id) }, namespaceUrl: rctx.namespaceUrl };
  const calendar = calendarSection(element, word(language, heading, { name: plainText(nameOf(kind, record)) }), await readUpcoming(rctx, element.filter));
  if (kind === 'venue' || kind === 'organizer') return placePage(language, nameOf(kind, record), record, calendar);
  return termPage(nameOf(kind, record), String((record as unknown as WireTerm).description ?? ''), calendar);
}

/** The upcoming dates of an event's series but its own (its parent and the parent's children), at most 10. */
async function otherDates(rctx: RequestContext, event: WireEvent): Promise<WireEvent[]> {
  const parent = event.post_parent || event.id;
  const [first, children] = await Promise.all([readUpcoming(rctx, { include: String(parent) }, 1), readUpcoming(rctx, { post_parent: String(parent) }, 11)]);
  return [...first, ...children].filter((date) => date.id !== event.id).sort((a, b) => a.start_date.localeCompare(b.start_date)).slice(0, 10);
}

/** The page of a record, or the not-found page: whatever hides it from the API's public read hides it here. */
export async function recordPage(strapi: Core.Strapi, ctx: Context, kind: PageKind, code: string, path: { slug: string; canonicalPath?: string }) {
  const rctx = pageContext(strapi, ctx, code);
  const language = visitorLanguage(code);
  const base = { namespaceUrl: rctx.namespaceUrl, shared: true };
  const resource = PAGE_RESOURCES[kind];
  const needs = kind === 'event' ? [`${resource}.findOne`] : [`${resource}.findOne`, 'events.find'];
  const password = postedPassword(ctx);
  const read = (await publicMay(strapi, needs)) ? await readRecord(rctx, kind, { slug: path.slug }, password) : ({ state: 'hidden' } as const);
  // A category's page answers at its full path only (`/events/category/parent/child/`).
  const misplaced = read.state === 'shown' && path.canonicalPath !== undefined && (await categoryPath(rctx, read.record)) !== path.canonicalPath;
  if (read.state === 'hidden' || misplaced) {
    const head: PageHead = { language, title: word(language, 'page.notFound'), noindex: true };
    return sendPage(ctx, { ...base, status: 404, html: layout(head, notFoundPage(language)) });
  }
  if (read.state === 'locked') {
    const head: PageHead = { language, title: word(language, 'page.protected'), noindex: true };
    return sendPage(ctx, { ...base, status: read.tried ? 403 : 200, html: layout(head, passwordPage(language, ctx.path, read.tried)), shared: false });
  }
  const { record } = read;
  const image = record.image && typeof record.image === 'object' ? (record.image as { url: string }).url : undefined;
  const head: PageHead = {
    language,
    title: plainText(nameOf(kind, record)),
    description: shorten(plainText(String(record.excerpt || record.description || ''))) || undefined,
    canonical: record.url,
    image,
    ogType: kind === 'event' ? 'article' : 'website',
    alternates: await readAlternates(strapi, ctx, kind, record, code),
    jsonLd: record.json_ld ? pageJsonLd(record.json_ld) : undefined,
    script: kind === 'event' ? undefined : `${rctx.namespaceUrl}/embed.js`,
  };
  // An unlocked record is this visitor's only: not kept by shared caches.
  sendPage(ctx, { ...base, status: 200, html: layout(head, await main(kind, record, language, rctx)), shared: password === undefined });
}

/** A category's slugs from its root (`parent/child`), each parent read as the public reads it. */
async function categoryPath(rctx: RequestContext, record: PageRecord): Promise<string> {
  const slugs = [String(record.slug)];
  let parent = Number(record.parent ?? 0);
  // WordPress caps nothing here; ten levels is deeper than any calendar's categories.
  for (let depth = 0; parent && depth < 10; depth++) {
    const read = await readRecord(rctx, 'category', { id: String(parent) });
    if (read.state !== 'shown') break;
    slugs.unshift(String(read.record.slug));
    parent = Number(read.record.parent ?? 0);
  }
  return slugs.join('/');
}

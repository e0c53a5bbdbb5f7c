import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { publicMay } from '../pages/public-access';
import { PAGE_RESOURCES, readRecord, type PageKind } from '../pages/read-page';
import { createRequestContext } from '../../core/request/request-context';
import { UID } from '../../data/repository/uids';
import { getPluginContext } from '../../lib/utils';

/** The content types that have a public page, by UID. */
export const PAGE_KIND_OF: Record<string, PageKind> = {
  [UID.event]: 'event',
  [UID.venue]: 'venue',
  [UID.organizer]: 'organizer',
  [UID.category]: 'category',
  [UID.tag]: 'tag',
};

/** A record's public page: its `url` (the `permalinks` setting decides it) and whether the public sees it now. */
export interface PublicPage {
  /** Null for a record without a slug yet (a draft made without one): its address is made when it is published. */
  url: string | null;
  /** False for drafts, pending, scheduled, private and trashed records: their page answers "not found" until published. */
  shown: boolean;
  /** In the Trash (events, venues, organizers): no page and no address until the record leaves it. */
  trashed: boolean;
}

/**
 * A stand-in request for the API's reads: no credentials (the public) or a full-access one (to learn the
 * `url` of a record the public may not see yet), from the admin's origin when no public URL is set.
 */
function readerRequest(origin: string, editor: boolean): Context {
  const auth = editor ? { strategy: { name: 'content-api-token' }, credentials: { type: 'full-access' } } : undefined;
  return { state: { auth }, origin } as unknown as Context;
}

/**
 * The public page of one translation of a document, read as the public pages read it (features/pages/record-pages.ts):
 * shown when the API's public read shows it and the Public role may read the resource; otherwise its
 * `url` is the one the API gives editors, so an editor knows where it will appear once published.
 * Null for other content types and unknown documents.
 */
export async function publicPageOf(strapi: Core.Strapi, origin: string, uid: string, documentId: string, locale: string | null | undefined): Promise<PublicPage | null> {
  const kind = PAGE_KIND_OF[uid];
  if (!kind) return null;
  const { languages } = getPluginContext(strapi);
  const language = languages.byLocale(locale ?? languages.default.locale) ?? languages.default;
  const term = kind === 'category' || kind === 'tag';
  const idField = term ? 'termId' : 'postId';
  const select = term ? [idField] : [idField, 'postStatus'];
  const row = (await strapi.db.query(uid).findOne({ where: { documentId, locale: language.locale }, select })) as Record<string, unknown> | null;
  if (!row || typeof row[idField] !== 'number') return null;
  // Not even an editor's read shows a trashed record: the panel says where it is rather than nothing
  // (the edit view asks again right after "Trash" is saved, which answered 404).
  if (row.postStatus === 'trash') return { url: null, shown: false, trashed: true };
  const id = { id: String(row[idField]) };
  const resource = PAGE_RESOURCES[kind];
  const needs = kind === 'event' ? [`${resource}.findOne`] : [`${resource}.findOne`, 'events.find'];
  const publicRead = (await publicMay(strapi, needs))
    ? await readRecord(createRequestContext(strapi, readerRequest(origin, false), language.code), kind, id)
    : ({ state: 'hidden' } as const);
  if (publicRead.state === 'shown' && typeof publicRead.record.url === 'string') return { url: publicRead.record.url, shown: true, trashed: false };
  const read = await readRecord(createRequestContext(strapi, readerRequest(origin, true), language.code), kind, id);
  if (read.state !== 'shown' || typeof read.record.url !== 'string') return null;
  // A password-protected record has a public page (it asks for the password): the public read only hides its fields.
  // A record without a slug links by ID (`/?post_type=tribe_events&p=4`, as WordPress does), which no page
  // answers: its address is made from its title when it is published, so there is none to give yet.
  return { url: read.record.slug ? read.record.url : null, shown: publicRead.state === 'locked', trashed: false };
}

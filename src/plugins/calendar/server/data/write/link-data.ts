import { assertMayNameAuthor } from '../../access/ownership';
import { forbidden, LegacyError } from '../../core/errors';
import type { EventUpdateBody, Linked, TermRef } from '../../core/bodies';
import type { CalendarUid } from '../repository/find';
import { UID } from '../repository/uids';
import { assignSent, type Data, type WriteContext } from './context';
import { organizerData, venueData, type OrganizerFields, type VenueFields } from './linked-post-data';
import { documentInLocale, findDuplicate, knownDocumentInLocale, readLinkRows, type LinkRows } from './links';

/** A venue or organizer named in an event body: an existing one by wire ID, or one to create. */

const KIND = {
  venue: { uid: UID.venue, resource: 'venues', toData: venueData, name: (b: VenueFields) => b.venue },
  organizer: { uid: UID.organizer, resource: 'organizers', toData: organizerData, name: (b: OrganizerFields) => b.organizer },
} as const;

const couldNotCreate = (kind: keyof typeof KIND) =>
  new LegacyError(`could-not-create-${kind}`, `The ${kind} could not be created from the provided data`, 400);

/**
 * Inline objects create the item (or reuse a duplicate, as the original does) in the event's language.
 * What the writer may not do on its own route it may not do inline either (design.md section 13): a
 * link by ID finds only what it may read, and creating needs the resource's create right (403 without).
 */
async function linkedDocuments<K extends keyof typeof KIND>(
  kind: K,
  refs: Linked<K extends 'venue' ? VenueFields : OrganizerFields>[],
  wctx: WriteContext,
  param: string = kind,
  rows?: LinkRows
): Promise<string[]> {
  const { uid, resource, toData, name } = KIND[kind];
  const anyStatus = wctx.may(resource, 'update');
  const documents: string[] = [];
  for (const ref of refs) {
    if ('id' in ref) {
      documents.push(await documentInLocale(wctx.strapi, uid, 'postId', ref.id, { locale: wctx.locale, param, anyStatus, rows }));
      continue;
    }
    const body = ref.create as VenueFields & OrganizerFields;
    const title = name(body) ?? '';
    const duplicate = await findDuplicate(wctx, resource, title, body.description);
    if (duplicate) {
      documents.push(duplicate.documentId);
      continue;
    }
    if (!wctx.may(resource, 'create')) throw forbidden(true);
    // Naming another author needs the right to edit others' records, inline as on its own route.
    assertMayNameAuthor(wctx.mayEditOthers, wctx.userId, body.author);
    try {
      const data = await toData(body, wctx, true);
      const created = await wctx.strapi.documents(uid).create({ data: data as never, locale: wctx.locale });
      documents.push(created.documentId);
    } catch (error) {
      if (error instanceof LegacyError) throw error;
      throw couldNotCreate(kind);
    }
  }
  return [...new Set(documents)];
}

/**
 * Terms by ID (their translation in the event's language), slug or name; a new name creates the term,
 * with the taxonomy's create right only (403 without, as `POST /categories` answers that writer).
 * Unknown numeric IDs are skipped silently, as in the original.
 */
async function termDocuments(uid: CalendarUid, refs: TermRef[], wctx: WriteContext, param: 'categories' | 'tags', rows?: LinkRows): Promise<string[]> {
  const documents: string[] = [];
  for (const ref of refs) {
    if (typeof ref === 'number') {
      // An unknown ID is skipped (null); one without a translation in the event's language is a 400.
      const documentId = await knownDocumentInLocale(wctx.strapi, uid, 'termId', ref, { locale: wctx.locale, param, rows });
      if (documentId !== null) documents.push(documentId);
      continue;
    }
    const where = { locale: wctx.locale, $or: [{ slug: ref }, { name: { $eqi: ref } }] };
    const found = (await wctx.strapi.db.query(uid).findOne({ where, select: ['documentId'] })) as { documentId: string } | null;
    if (found) {
      documents.push(found.documentId);
      continue;
    }
    if (!wctx.may(param, 'create')) throw forbidden(true);
    documents.push((await wctx.strapi.documents(uid).create({ data: { name: ref } as never, locale: wctx.locale })).documentId);
  }
  return [...new Set(documents)];
}

export type LinkFields = Pick<EventUpdateBody, 'venue' | 'venues' | 'organizer' | 'categories' | 'tags'>;

/**
 * The relations of an event write. Sent lists replace the links; omitted ones are kept. As in the
 * original, an empty `venue` leaves the venue as it is, while an empty `organizer` unlinks them all.
 * Our `venues` (the list `tec/v1` sends) replaces the venues whatever it holds, `[]` unlinking them.
 */
export async function linkData(body: LinkFields, wctx: WriteContext): Promise<Data> {
  const venueRefs = body.venues ?? (body.venue?.length ? body.venue : undefined);
  const postIds = (refs: readonly object[] | undefined) => (refs ?? []).flatMap((ref) => ('id' in ref ? [(ref as { id: number }).id] : []));
  const termIds = (refs: readonly TermRef[] | undefined) => (refs ?? []).filter((ref): ref is number => typeof ref === 'number');
  // Every row the body links by wire ID, in one statement (links.ts readLinkRows).
  const rows = await readLinkRows(wctx.strapi, [
    { uid: UID.venue, idField: 'postId', ids: postIds(venueRefs) },
    { uid: UID.organizer, idField: 'postId', ids: postIds(body.organizer) },
    { uid: UID.category, idField: 'termId', ids: termIds(body.categories) },
    { uid: UID.tag, idField: 'termId', ids: termIds(body.tags) },
  ]);
  let venues: string[] | undefined;
  if (body.venues !== undefined) venues = await linkedDocuments('venue', body.venues, wctx, 'venues', rows);
  else if (body.venue?.length) {
    venues = await linkedDocuments('venue', body.venue, wctx, 'venue', rows);
    // The original's REST API links one venue per event: a list of several fails as a venue it could not
    // create (contract 9.1). Events with several venues (set in the admin, or `venues`) read back as a list.
    if (venues.length > 1) throw couldNotCreate('venue');
  }
  return assignSent({}, [
    ['venues', venues],
    ['organizers', body.organizer ? await linkedDocuments('organizer', body.organizer, wctx, 'organizer', rows) : undefined],
    ['categories', body.categories ? await termDocuments(UID.category, body.categories, wctx, 'categories', rows) : undefined],
    ['tags', body.tags ? await termDocuments(UID.tag, body.tags, wctx, 'tags', rows) : undefined],
  ]);
}

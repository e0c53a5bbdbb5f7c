import type { Core } from '@strapi/strapi';
import type { EventRecord, EventSeries, OrganizerRecord, TermRecord, Taxonomy, VenueRecord } from '../records/types';
import { clientLines, readDefinition } from '../../features/series/definition';
import type { Row } from './columns';
import { slugPathOf, translationsOf } from './enrich';
import { ALL_LINKS, loadPostLinks, type EmbeddedAccess, type LinkParts, type PostLinks } from './post-links';
import { ALL_TERMS, loadTermLinks, type TermLinks, type TermParts } from './term-links';
import { UID } from './uids';

/**
 * Rows (the columns of one content type, as Strapi's database layer reads them) → records, with
 * everything they link to loaded in a fixed number of queries whatever the page size: one for posts'
 * images, translations, venues, organizers and parents, one for terms and the category tree.
 */

type Links = Pick<PostLinks, 'images' | 'translations'>;

/**
 * `image`: the row's own (listed rows, from `links`) or the one joined to it (rows linked to an event);
 * `access`: which translations the caller may see listed.
 */
function toVenue(row: Row, links: Links, access: EmbeddedAccess, image = links.images.get(row.id) ?? null): VenueRecord {
  return {
    ...(row as unknown as VenueRecord),
    image,
    translations: translationsOf(links.translations, UID.venue, row, access.venues),
  };
}

function toOrganizer(row: Row, links: Links, access: EmbeddedAccess, image = links.images.get(row.id) ?? null): OrganizerRecord {
  return {
    ...(row as unknown as OrganizerRecord),
    image,
    translations: translationsOf(links.translations, UID.organizer, row, access.organizers),
  };
}

function toTerm(row: Row, taxonomy: Taxonomy, links: TermLinks): TermRecord {
  const uid = taxonomy === 'category' ? UID.category : UID.tag;
  const node = taxonomy === 'category' ? links.tree.get(row.id) : undefined;
  const parent = node?.parentRowId ? links.tree.get(node.parentRowId) : undefined;
  return {
    id: row.id,
    documentId: row.documentId,
    termId: row.termId as number,
    locale: row.locale,
    taxonomy,
    name: row.name as string,
    slug: (row.slug as string | null) ?? '',
    description: (row.description as string | null) ?? null,
    parentTermId: parent?.termId ?? 0,
    slugPath: node ? slugPathOf(links.tree, row.id) : [(row.slug as string | null) ?? ''],
    count: Number(row.eventCount ?? 0),
    translations: translationsOf(links.translations, uid, row),
  };
}

/** A JSON column read raw (SQLite and MySQL give text, PostgreSQL the value). */
function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** An occurrence's series: the lines of its own definition (the anchor) or of its parent's. */
function seriesOf(row: Row, parentRecurrence: unknown): EventSeries | null {
  if (!row.seriesUid) return null;
  const definition = readDefinition(parseJson(row.recurrence)) ?? readDefinition(parseJson(parentRecurrence));
  return {
    uid: String(row.seriesUid),
    definition,
    lines: clientLines(definition),
    key: String(row.occurrenceKey ?? ''),
    exception: Boolean(row.seriesException),
  };
}

/**
 * What of an event's links to read (all by default): a reader that shows no image, translation, tag nor
 * category path (an iCalendar feed) reads none, and its records hold none.
 */
export type EventParts = LinkParts & TermParts;

export const ALL_EVENT_PARTS: EventParts = { ...ALL_LINKS, ...ALL_TERMS };

/** `access`: which of the linked venues and organizers the caller may see (the other types link none). */
export async function toEventRecords(strapi: Core.Strapi, rows: Row[], access: EmbeddedAccess, parts = ALL_EVENT_PARTS): Promise<EventRecord[]> {
  const [posts, terms] = await Promise.all([loadPostLinks(strapi, UID.event, rows, access, parts), loadTermLinks(strapi, { events: rows, parts })]);
  return rows.map((row) => ({
    ...(row as unknown as EventRecord),
    image: posts.images.get(row.id) ?? null,
    parentPostId: posts.parents.get(row.id)?.postId ?? null,
    series: seriesOf(row, posts.parents.get(row.id)?.recurrence),
    // Linked venues and organizers carry their own image (joined in); their translations are in `posts`.
    venues: (posts.venues.get(row.id) ?? []).map((v) => toVenue(v, posts, access, v.image as VenueRecord['image'])),
    organizers: (posts.organizers.get(row.id) ?? []).map((o) => toOrganizer(o, posts, access, o.image as OrganizerRecord['image'])),
    categories: (terms.categories.get(row.id) ?? []).map((c) => toTerm(c, 'category', terms)),
    tags: (terms.tags.get(row.id) ?? []).map((t) => toTerm(t, 'tag', terms)),
    translations: translationsOf(posts.translations, UID.event, row, access.events),
  }));
}

export async function toVenueRecords(strapi: Core.Strapi, rows: Row[], access: EmbeddedAccess): Promise<VenueRecord[]> {
  const links = await loadPostLinks(strapi, UID.venue, rows, access);
  return rows.map((row) => toVenue(row, links, access));
}

export async function toOrganizerRecords(strapi: Core.Strapi, rows: Row[], access: EmbeddedAccess): Promise<OrganizerRecord[]> {
  const links = await loadPostLinks(strapi, UID.organizer, rows, access);
  return rows.map((row) => toOrganizer(row, links, access));
}

export async function toTermRecords(strapi: Core.Strapi, rows: Row[], taxonomy: Taxonomy): Promise<TermRecord[]> {
  const links = await loadTermLinks(strapi, { taxonomy, rows });
  return rows.map((row) => toTerm(row, taxonomy, links));
}

export type { EmbeddedAccess, Row };

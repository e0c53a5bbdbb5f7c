import type { Core } from '@strapi/strapi';
import type { EventRecord, OrganizerRecord, TermRecord, Taxonomy, VenueRecord } from '../records/types';
import type { Row } from './columns';
import { slugPathOf, translationsOf } from './enrich';
import { loadPostLinks, type EmbeddedAccess, type PostLinks } from './post-links';
import { loadTermLinks, type TermLinks } from './term-links';
import { UID } from './uids';

/**
 * Rows (the columns of one content type, as Strapi's database layer reads them) → records, with
 * everything they link to loaded in a fixed number of queries whatever the page size: one for posts'
 * images, translations, venues, organizers and parents, one for terms and the category tree.
 */

/** `image`: the row's own (listed rows, from `links`) or the one joined to it (rows linked to an event). */
function toVenue(row: Row, links: Pick<PostLinks, 'images' | 'translations'>, image = links.images.get(row.id) ?? null): VenueRecord {
  return {
    ...(row as unknown as VenueRecord),
    image,
    translations: translationsOf(links.translations, UID.venue, row),
  };
}

function toOrganizer(row: Row, links: Pick<PostLinks, 'images' | 'translations'>, image = links.images.get(row.id) ?? null): OrganizerRecord {
  return {
    ...(row as unknown as OrganizerRecord),
    image,
    translations: translationsOf(links.translations, UID.organizer, row),
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

/** `access`: which of the linked venues and organizers the caller may see (the other types link none). */
export async function toEventRecords(strapi: Core.Strapi, rows: Row[], access: EmbeddedAccess): Promise<EventRecord[]> {
  const [posts, terms] = await Promise.all([loadPostLinks(strapi, UID.event, rows, access), loadTermLinks(strapi, { events: rows })]);
  return rows.map((row) => ({
    ...(row as unknown as EventRecord),
    image: posts.images.get(row.id) ?? null,
    parentPostId: posts.parents.get(row.id) ?? null,
    // Linked venues and organizers carry their own image (joined in); their translations are in `posts`.
    venues: (posts.venues.get(row.id) ?? []).map((v) => toVenue(v, posts, v.image as VenueRecord['image'])),
    organizers: (posts.organizers.get(row.id) ?? []).map((o) => toOrganizer(o, posts, o.image as OrganizerRecord['image'])),
    categories: (terms.categories.get(row.id) ?? []).map((c) => toTerm(c, 'category', terms)),
    tags: (terms.tags.get(row.id) ?? []).map((t) => toTerm(t, 'tag', terms)),
    translations: translationsOf(posts.translations, UID.event, row),
  }));
}

export async function toVenueRecords(strapi: Core.Strapi, rows: Row[], access: EmbeddedAccess): Promise<VenueRecord[]> {
  const links = await loadPostLinks(strapi, UID.venue, rows, access);
  return rows.map((row) => toVenue(row, links));
}

export async function toOrganizerRecords(strapi: Core.Strapi, rows: Row[], access: EmbeddedAccess): Promise<OrganizerRecord[]> {
  const links = await loadPostLinks(strapi, UID.organizer, rows, access);
  return rows.map((row) => toOrganizer(row, links));
}

export async function toTermRecords(strapi: Core.Strapi, rows: Row[], taxonomy: Taxonomy): Promise<TermRecord[]> {
  const links = await loadTermLinks(strapi, { taxonomy, rows });
  return rows.map((row) => toTerm(row, taxonomy, links));
}

export type { EmbeddedAccess, Row };

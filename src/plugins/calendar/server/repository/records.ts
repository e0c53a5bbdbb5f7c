import type { Core } from '@strapi/strapi';
import type {
  EventRecord,
  MediaFile,
  OrganizerRecord,
  TermRecord,
  Taxonomy,
  VenueRecord,
} from '../records/types';
import { loadCategoryTree, loadTermCounts, loadTranslations, slugPathOf, translationsOf, type TranslationMap } from './enrich';
import { UID } from './uids';

/** A row as Strapi's database layer returns it: attribute names, converted values. */
type Row = Record<string, unknown> & { id: number; documentId: string; locale: string };

const media = (value: unknown): MediaFile | null => (value ? (value as MediaFile) : null);

function toVenue(row: Row, translations: TranslationMap): VenueRecord {
  return { ...(row as unknown as VenueRecord), image: media(row.image), translations: translationsOf(translations, UID.venue, row) };
}

function toOrganizer(row: Row, translations: TranslationMap): OrganizerRecord {
  return { ...(row as unknown as OrganizerRecord), image: media(row.image), translations: translationsOf(translations, UID.organizer, row) };
}

/** Everything a page of records links to, loaded in a fixed number of queries whatever the page size. */
interface Extras {
  translations: TranslationMap;
  counts: Map<number, number>;
  tree: Awaited<ReturnType<typeof loadCategoryTree>>;
}

function toTerm(row: Row, taxonomy: Taxonomy, extras: Extras): TermRecord {
  const uid = taxonomy === 'category' ? UID.category : UID.tag;
  const node = taxonomy === 'category' ? extras.tree.get(row.id) : undefined;
  const parent = node?.parentRowId ? extras.tree.get(node.parentRowId) : undefined;
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
    slugPath: node ? slugPathOf(extras.tree, row.id) : [(row.slug as string | null) ?? ''],
    count: extras.counts.get(taxonomy === 'category' ? row.id : -row.id) ?? 0,
    translations: translationsOf(extras.translations, uid, row),
  };
}

async function loadExtras(
  strapi: Core.Strapi,
  posts: { uid: (typeof UID)[keyof typeof UID]; rows: Row[] }[],
  categories: Row[],
  tags: Row[]
): Promise<Extras> {
  const translations = await loadTranslations(strapi, [
    ...posts.map(({ uid, rows }) => ({ uid, idField: 'postId' as const, documentIds: rows.map((r) => r.documentId) })),
    { uid: UID.category, idField: 'termId', documentIds: categories.map((r) => r.documentId) },
    { uid: UID.tag, idField: 'termId', documentIds: tags.map((r) => r.documentId) },
  ]);
  const categoryCounts = await loadTermCounts(strapi, 'categories', categories.map((r) => r.id));
  const tagCounts = await loadTermCounts(strapi, 'tags', tags.map((r) => r.id));
  // One map for both taxonomies: tag rows are keyed by their negated row id.
  const counts = new Map([...categoryCounts, ...[...tagCounts].map(([id, n]) => [-id, n] as [number, number])]);
  const tree = categories.length ? await loadCategoryTree(strapi, [...new Set(categories.map((c) => c.locale))]) : new Map();
  return { translations, counts, tree };
}

/** Event rows (with populated relations) → event records. */
export async function toEventRecords(strapi: Core.Strapi, rows: Row[]): Promise<EventRecord[]> {
  const venues = rows.flatMap((r) => (r.venues as Row[]) ?? []);
  const organizers = rows.flatMap((r) => (r.organizers as Row[]) ?? []);
  const categories = rows.flatMap((r) => (r.categories as Row[]) ?? []);
  const tags = rows.flatMap((r) => (r.tags as Row[]) ?? []);
  const extras = await loadExtras(
    strapi,
    [
      { uid: UID.event, rows },
      { uid: UID.venue, rows: venues },
      { uid: UID.organizer, rows: organizers },
    ],
    categories,
    tags
  );
  return rows.map((row) => ({
    ...(row as unknown as EventRecord),
    image: media(row.image),
    parentPostId: (row.parentEvent as { postId: number } | null)?.postId ?? null,
    venues: ((row.venues as Row[]) ?? []).map((v) => toVenue(v, extras.translations)),
    organizers: ((row.organizers as Row[]) ?? []).map((o) => toOrganizer(o, extras.translations)),
    categories: ((row.categories as Row[]) ?? []).map((c) => toTerm(c, 'category', extras)),
    tags: ((row.tags as Row[]) ?? []).map((t) => toTerm(t, 'tag', extras)),
    translations: translationsOf(extras.translations, UID.event, row),
  }));
}

export async function toVenueRecords(strapi: Core.Strapi, rows: Row[]): Promise<VenueRecord[]> {
  const { translations } = await loadExtras(strapi, [{ uid: UID.venue, rows }], [], []);
  return rows.map((row) => toVenue(row, translations));
}

export async function toOrganizerRecords(strapi: Core.Strapi, rows: Row[]): Promise<OrganizerRecord[]> {
  const { translations } = await loadExtras(strapi, [{ uid: UID.organizer, rows }], [], []);
  return rows.map((row) => toOrganizer(row, translations));
}

export async function toTermRecords(strapi: Core.Strapi, rows: Row[], taxonomy: Taxonomy): Promise<TermRecord[]> {
  const extras = await loadExtras(strapi, [], taxonomy === 'category' ? rows : [], taxonomy === 'tag' ? rows : []);
  return rows.map((row) => toTerm(row, taxonomy, extras));
}

export type { Row };

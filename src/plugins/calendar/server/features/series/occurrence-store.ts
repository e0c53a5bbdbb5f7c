import type { Core } from '@strapi/strapi';
import { linkedTermRows, refreshTermCounts } from '../../data/counts/term-counts';
import { atDoor, countAtDoor, createdAtDoor } from '../../data/door/door';
import type { Occurrence } from './rules';
import { addLinks, copyLinks, insertRows, newDocumentId, updateEachRow, type NewRow } from '../../data/repository/bulk-rows';
import { CHOSEN_SLUG, TRASHED, TRASHED_SUFFIX } from '../../data/ids/record-defaults';
import { UID } from '../../data/repository/uids';
import { slugify } from '../../data/write/slugs';
import { uniqueSlugs } from '../../data/write/unique-slug';
import type { Member, MemberRow } from './members';
import { occurrenceData, occurrenceSlug, RELATIONS, type Data, type SourceDocument } from './occurrence-data';

/**
 * The dates of a series stored, trashed and moved in batches (data/repository/bulk-rows.ts): a series at its
 * bound (seriesMaxOccurrences, 1000 dates) in every language is a few seconds of work, not a minute
 * inside one transaction (issue 31: no request holds a transaction for more than a few seconds). The
 * rows are what the Document Service would store (tests/api/series/store.test.ts compares the two), and
 * every record still passes the write door first, as each Document Service call would.
 */

/** Media fields an occurrence shares with its source (links in the upload plugin's table). */
const MEDIA = ['image'];
/** Data an occurrence row takes from its source without them (links are copied row to row). */
const withoutLinks = (data: Data): Data => Object.fromEntries(Object.entries(data).filter(([name]) => !RELATIONS.includes(name) && !MEDIA.includes(name) && name !== 'parentEvent'));

const rowIdOf = (source: SourceDocument): number => Number(source.id);

/**
 * New dates of a series, each a document in every language of the series' sources (the anchor's rows,
 * the write's language first): their data and links copied from the source row of their language, their
 * parent the anchor, their slugs `<source slug>-<day>` made unique in their language.
 */
export async function createOccurrences(
  strapi: Core.Strapi,
  sources: Map<string, SourceDocument>,
  occurrences: Occurrence[],
  series: { uid: string; anchor: string }
): Promise<void> {
  if (!occurrences.length || !sources.size) return;
  const documentIds = occurrences.map(() => newDocumentId(strapi, UID.event));
  // The door judges each record as the Document Service would have asked it: a create in each language.
  for (const documentId of documentIds) {
    for (const locale of sources.keys()) await atDoor({ uid: UID.event, resource: 'events', kind: 'create', locale });
    // Made by this write: a door that lets a write change only what it made (a visitor's submission) lets
    // the series step link and move these dates.
    createdAtDoor(documentId);
  }
  const created: number[] = [];
  for (const [locale, source] of sources) {
    const data = occurrences.map((occurrence) => occurrenceData(source, occurrence, series));
    const base = slugBase(source);
    const free = base ? await uniqueSlugs(strapi, UID.event, occurrences.map((o) => occurrenceSlug(base, o.startWall.slice(0, 10))!), { locale }) : null;
    const rows: NewRow[] = data.map((d, i) => ({ ...withoutLinks(d), ...(free ? { slug: free[i], [CHOSEN_SLUG]: true } : {}), documentId: documentIds[i], locale }));
    const rowIds = await insertRows(strapi, UID.event, rows);
    await copyLinks(strapi, UID.event, rowIdOf(source), rowIds, RELATIONS, MEDIA);
    await addLinks(strapi, UID.event, 'parentEvent', rowIds.map((rowId) => ({ rowId, targetId: rowIdOf(source) })));
    created.push(...rowIds);
  }
  // Term counts count published events: the links were added after the rows' own lifecycle counted.
  await refreshTermCounts(strapi, await linkedTermRows(strapi, created));
}

/**
 * What a source's dates are named after: its slug, or for a post WordPress names (not a draft or pending one)
 * without a slug (`slug: ""` sent on a published event), its title, as the record lifecycle would; each row
 * of a batch must get its own name here, since the lifecycle sees none of the others (a unique index).
 */
export function slugBase(source: SourceDocument): string | null {
  if (source.slug) return source.slug;
  if (source.postStatus === 'draft' || source.postStatus === 'pending') return null;
  return slugify(typeof source.title === 'string' ? source.title : '', 'event');
}

/** Dates moved to their occurrence's new times: two columns per row, one statement each. */
export async function moveOccurrenceRows(strapi: Core.Strapi, moves: { member: Member; row: MemberRow; start: Date; end: Date }[]): Promise<void> {
  for (const { member, row } of moves) {
    await atDoor({ uid: UID.event, resource: 'events', kind: 'update', documentId: member.documentId, locale: row.locale });
    countAtDoor(member.documentId);
  }
  await updateEachRow(strapi, UID.event, moves.map(({ row, start, end }) => ({ id: row.id, data: { startDate: start, endDate: end } })));
}


/**
 * Dates trashed as a delete trashes them (the delete right, each record at the door): status `trash`,
 * the slug marked `<slug>__trashed` (unique in its language) so that the plain slug is free again.
 */
export async function trashOccurrences(strapi: Core.Strapi, members: Member[]): Promise<void> {
  const rows = members.flatMap((member) => member.rows.filter((row) => row.postStatus !== 'trash').map((row) => ({ member, row })));
  if (!rows.length) return;
  for (const { member, row } of rows) {
    await atDoor({ uid: UID.event, resource: 'events', kind: 'trash', documentId: member.documentId, locale: row.locale });
    countAtDoor(member.documentId);
  }
  const before = await linkedTermRows(strapi, rows.map(({ row }) => row.id));
  const updates: { id: number; data: Data }[] = [];
  for (const locale of new Set(rows.map(({ row }) => row.locale))) {
    const here = rows.filter(({ row }) => row.locale === locale);
    const named = here.filter(({ row }) => row.slug && !TRASHED.test(row.slug));
    const slugs = await uniqueSlugs(strapi, UID.event, named.map(({ row }) => `${row.slug}${TRASHED_SUFFIX}`), { locale });
    const slugOf = new Map(named.map(({ row }, i) => [row.id, slugs[i]]));
    for (const { row } of here) updates.push({ id: row.id, data: { postStatus: 'trash', ...(slugOf.has(row.id) ? { slug: slugOf.get(row.id) } : {}) } });
  }
  await updateEachRow(strapi, UID.event, updates);
  await refreshTermCounts(strapi, before);
}


/**
 * Dates brought back from the trash (a rule change gives them back): the status of their series' source,
 * their slug without its mark (numbered if another post took it meanwhile), their new times where they moved.
 */
export async function restoreOccurrences(strapi: Core.Strapi, items: { member: Member; row: MemberRow; postStatus: string; start?: Date; end?: Date }[]): Promise<void> {
  if (!items.length) return;
  for (const { member, row } of items) {
    await atDoor({ uid: UID.event, resource: 'events', kind: 'update', documentId: member.documentId, locale: row.locale });
    countAtDoor(member.documentId);
  }
  const updates: { id: number; data: Data }[] = [];
  for (const locale of new Set(items.map(({ row }) => row.locale))) {
    const here = items.filter(({ row }) => row.locale === locale);
    const named = here.filter(({ row }) => row.slug && TRASHED.test(row.slug));
    const slugs = await uniqueSlugs(strapi, UID.event, named.map(({ row }) => row.slug!.replace(TRASHED, '')), { locale });
    const slugOf = new Map(named.map(({ row }, i) => [row.id, slugs[i]]));
    for (const { row, postStatus, start, end } of here) {
      updates.push({ id: row.id, data: { postStatus, ...(slugOf.has(row.id) ? { slug: slugOf.get(row.id) } : {}), ...(start && end ? { startDate: start, endDate: end } : {}) } });
    }
  }
  await updateEachRow(strapi, UID.event, updates);
  await refreshTermCounts(strapi, await linkedTermRows(strapi, items.map(({ row }) => row.id)));
}

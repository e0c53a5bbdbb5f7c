import type { Core } from '@strapi/strapi';
import { linkedTermRows, refreshTermCounts } from '../../data/counts/term-counts';
import { atDoor, countAtDoor } from '../../data/door/door';
import { addLinks, copyLinks, copyMediaLinks, inChunks, insertRows, type NewRow } from '../../data/repository/bulk-rows';
import { CHOSEN_SLUG } from '../../data/ids/record-defaults';
import { UID } from '../../data/repository/uids';
import { wallTime } from '../../core/wire/dates';
import { uniqueSlugs } from '../../data/write/unique-slug';
import { loadSeries, type MemberRow } from './members';
import { copiedFields, eventAttributes, isLocalized, occurrenceSlug, RELATIONS, sourceDocument, type Data } from './occurrence-data';
import { slugBase } from './occurrence-store';
import type { SeriesContext } from './service';

/**
 * A new language of a series member. A translation of the anchor is the series' translation: each
 * occurrence gets it too (its own ID, the anchor's new texts and links, the occurrence's dates), as a
 * series is translated once. A translation of another occurrence concerns that occurrence alone.
 *
 * The new rows are written in batches (features/series/occurrence-store.ts, each record at the door): their
 * localized fields and links from the anchor's new translation, their non-localized fields (dates, zone,
 * cost, image, series bookkeeping) from the occurrence's own row, as Strapi's i18n would have copied them,
 * so that a date changed on its own keeps its changes.
 */
export async function translateSeries(sc: SeriesContext, documentId: string, locale: string, before: MemberRow[]): Promise<void> {
  const { strapi } = sc;
  const series = await loadSeries(strapi, before[0].seriesUid!);
  if (!series || series.anchor.documentId !== documentId) return;
  const source = await sourceDocument(strapi, documentId, locale);
  if (!source) return;
  const members = series.members.filter((member) => member.documentId !== documentId && !member.rows.some((row) => row.locale === locale));
  if (!members.length) return;
  for (const member of members) {
    await atDoor({ uid: UID.event, resource: 'events', kind: 'update', documentId: member.documentId, locale });
    countAtDoor(member.documentId);
  }
  const attributes = eventAttributes(strapi);
  const shared = Object.keys(attributes).filter((name) => !isLocalized(attributes[name]) && attributes[name].type !== 'media' && attributes[name].type !== 'relation');
  const own = await ownValues(strapi, members.map((member) => member.rows[0].id), shared);
  const texts = copiedFields(source);
  const localized = Object.fromEntries(Object.entries(texts).filter(([name]) => !shared.includes(name) && !RELATIONS.includes(name) && name !== 'image'));
  const days = members.map((member) => wallTime(member.rows[0].startDate, member.rows[0].timezone || sc.siteTimezone).slice(0, 10));
  const base = slugBase(source);
  const slugs = base ? await uniqueSlugs(strapi, UID.event, days.map((day) => occurrenceSlug(base, day)!), { locale }) : null;
  const rows: NewRow[] = members.map((member, i) => ({
    ...localized,
    ...own.get(member.rows[0].id),
    ...(slugs ? { slug: slugs[i], [CHOSEN_SLUG]: true } : {}),
    documentId: member.documentId,
    locale,
  }));
  const rowIds = await insertRows(strapi, UID.event, rows);
  const anchorRow = Number(source.id);
  await copyLinks(strapi, UID.event, anchorRow, rowIds, RELATIONS);
  await copyMediaLinks(strapi, UID.event, members.map((member, i) => ({ from: member.rows[0].id, to: rowIds[i] })), ['image']);
  await addLinks(strapi, UID.event, 'parentEvent', rowIds.map((rowId) => ({ rowId, targetId: anchorRow })));
  await refreshTermCounts(strapi, await linkedTermRows(strapi, rowIds));
}

/** The non-localized values of existing rows, by row ID. */
async function ownValues(strapi: Core.Strapi, rowIds: number[], fields: string[]): Promise<Map<number, Data>> {
  const values = new Map<number, Data>();
  for (const chunk of inChunks(rowIds)) {
    const rows = (await strapi.db.query(UID.event).findMany({ where: { id: { $in: chunk } }, select: ['id', ...fields] })) as Data[];
    for (const row of rows) {
      const { id, ...rest } = row;
      values.set(Number(id), rest);
    }
  }
  return values;
}


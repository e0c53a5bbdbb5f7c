import { UID } from '../repository/uids';
import { loadSeries, type MemberRow } from './members';
import { serviceWrites } from './nested';
import { copiedFields, occurrenceSlug, sourceDocument } from './occurrence-data';
import type { SeriesContext } from './service';
import { uniqueSlug } from '../write/unique-slug';
import { wallTime } from '../wire/dates';

/**
 * A new language of a series member. A translation of the anchor is the series' translation: each
 * occurrence gets it too (its own ID, the anchor's new texts and links, the occurrence's dates), as a
 * series is translated once. A translation of another occurrence concerns that occurrence alone.
 */
export async function translateSeries(sc: SeriesContext, documentId: string, locale: string, before: MemberRow[]): Promise<void> {
  const series = await loadSeries(sc.strapi, before[0].seriesUid!);
  if (!series || series.anchor.documentId !== documentId) return;
  const source = await sourceDocument(sc.strapi, documentId, locale);
  if (!source) return;
  const writes = serviceWrites(sc.strapi);
  for (const member of series.members) {
    if (member.documentId === documentId || member.rows.some((row) => row.locale === locale)) continue;
    const [row] = member.rows;
    const slug = occurrenceSlug(source.slug, wallTime(row.startDate, row.timezone || sc.siteTimezone).slice(0, 10));
    const data = { ...copiedFields(source), parentEvent: documentId, ...(slug ? { slug: await uniqueSlug(sc.strapi, UID.event, slug, { locale }) } : {}) };
    await writes.update(member.documentId, locale, data);
  }
}

import type { Core } from '@strapi/strapi';
import type { Occurrence } from './rules';
import { UID } from '../../data/repository/uids';

/** Attribute data for the Document Service. */
export type Data = Record<string, unknown>;

/**
 * Fields that belong to one occurrence and never pass from the series to its members: identity, dates,
 * the series' own bookkeeping, timestamps, and the parent/child links (set by the service).
 */
export const PER_OCCURRENCE = new Set([
  'id', 'documentId', 'locale', 'localizations', 'postId', 'slug', 'startDate', 'endDate', 'recurrence', 'seriesUid',
  'occurrenceKey', 'seriesException', 'parentEvent', 'childEvents', 'globalIdLineage', 'createdAt', 'updatedAt',
  'publishedAt', 'createdBy', 'updatedBy', 'status',
  // A former start is a date's own (issue 35): each date of a rescheduled series had its own.
  'previousStartDate',
]);

/** The only fields of a write to a whole series its other dates take (never their identity, dates or links). */
export const sharedFields = (data: Data): Data => Object.fromEntries(Object.entries(data).filter(([name]) => !PER_OCCURRENCE.has(name)));

/** The relations an occurrence takes from its series' source (its links, copied row to row when written in batches). */
export const RELATIONS: readonly string[] = ['venues', 'organizers', 'categories', 'tags'];
/**
 * The admin users who made the series' first event: its new dates and languages are theirs too, so
 * that a role limited to what its users created (Strapi's Author) sees and edits every date of its series.
 */
const CREATORS = ['createdBy', 'updatedBy'] as const;

/** A stored event document as a source of occurrence data (its relations as document IDs). */
export type SourceDocument = Data & { documentId: string; slug?: string | null };

/** The anchor's document in one language, with what its occurrences copy. */
export async function sourceDocument(strapi: Core.Strapi, documentId: string, locale: string): Promise<SourceDocument | null> {
  const populate = Object.fromEntries([...RELATIONS.map((r) => [r, { fields: ['documentId'] }]), ...CREATORS.map((c) => [c, { fields: ['id'] }]), ['image', { fields: ['id'] }]]);
  return (await strapi.documents(UID.event).findOne({ documentId, locale, populate: populate as never })) as SourceDocument | null;
}

/** What a new occurrence (or a new language of one) copies of its series' source document: every shared field, relations by document, its creator. */
export function copiedFields(source: SourceDocument): Data {
  const data: Data = {};
  for (const creator of CREATORS) {
    const user = source[creator] as { id: number } | null | undefined;
    if (user) data[creator] = user.id;
  }
  for (const [name, value] of Object.entries(source)) {
    if (PER_OCCURRENCE.has(name)) continue;
    if (RELATIONS.includes(name)) data[name] = ((value as { documentId: string }[] | null) ?? []).map((item) => item.documentId);
    else if (name === 'image') data.image = (value as { id: number } | null)?.id ?? null;
    else data[name] = value;
  }
  return data;
}

/** `weekly-yoga` + an occurrence on 2027-04-15 (its day in its zone) → `weekly-yoga-2027-04-15` (numbered if taken). */
export const occurrenceSlug = (slug: string | null | undefined, day: string): string | undefined => (slug ? `${slug}-${day}` : undefined);

/** The data of a new occurrence in one language. */
export function occurrenceData(source: SourceDocument, occurrence: Occurrence, series: { uid: string; anchor: string }): Data {
  return {
    ...copiedFields(source),
    startDate: occurrence.start,
    endDate: occurrence.end,
    seriesUid: series.uid,
    occurrenceKey: occurrence.key,
    seriesException: false,
    parentEvent: series.anchor,
    ...(source.slug ? { slug: occurrenceSlug(source.slug, occurrence.startWall.slice(0, 10)) } : {}),
  };
}

/** An event attribute as the series service reads it: its type and whether each language has its own value. */
export interface EventAttribute {
  type: string;
  pluginOptions?: { i18n?: { localized?: boolean } };
}

/** The event's attributes (Strapi's loaded content type: custom fields carry their underlying type). */
export const eventAttributes = (strapi: Core.Strapi): Record<string, EventAttribute> =>
  strapi.contentType(UID.event).attributes as unknown as Record<string, EventAttribute>;

/** Whether each language has its own value of an attribute (relations are, unless said otherwise). */
export const isLocalized = (attribute: EventAttribute): boolean => attribute.pluginOptions?.i18n?.localized !== false;

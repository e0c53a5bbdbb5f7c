import type { Core } from '@strapi/strapi';
import { UID } from '../../data/repository/uids';
import { readDefinition, type SeriesDefinition } from './definition';

/** One stored event row as the series service reads it (one row per language of a document). */
export interface MemberRow {
  id: number;
  documentId: string;
  locale: string;
  postId: number;
  slug: string | null;
  postStatus: string;
  startDate: string | Date;
  endDate: string | Date;
  timezone: string | null;
  allDay: boolean | null;
  recurrence: unknown;
  seriesUid: string | null;
  occurrenceKey: string | null;
  seriesException: boolean | null;
}

const SELECT = [
  'id', 'documentId', 'locale', 'postId', 'slug', 'postStatus', 'startDate', 'endDate', 'timezone', 'allDay',
  'recurrence', 'seriesUid', 'occurrenceKey', 'seriesException',
];

/** One occurrence: a document, its key, whether it was changed on its own, and its rows by language. */
export interface Member {
  documentId: string;
  key: string;
  exception: boolean;
  rows: MemberRow[];
  /** The series' definition when this member is its anchor (the parent). */
  definition: SeriesDefinition | null;
}

/** A series as stored: its anchor and its members (the anchor included), by document. */
export interface StoredSeries {
  uid: string;
  anchor: Member;
  definition: SeriesDefinition;
  members: Member[];
}

/** The rows of one document (every language), or of one row's document. */
export async function documentRows(strapi: Core.Strapi, documentId: string): Promise<MemberRow[]> {
  return (await strapi.db.query(UID.event).findMany({ where: { documentId }, select: SELECT })) as MemberRow[];
}

/** Groups rows by document; the members' shared fields are not localized, so any row tells them. */
export function toMembers(rows: MemberRow[]): Member[] {
  const byDocument = new Map<string, MemberRow[]>();
  for (const row of rows) byDocument.set(row.documentId, [...(byDocument.get(row.documentId) ?? []), row]);
  return [...byDocument.values()].map((group) => {
    const definition = group.map((row) => readDefinition(row.recurrence)).find(Boolean) ?? null;
    return {
      documentId: group[0].documentId,
      key: group[0].occurrenceKey ?? '',
      exception: Boolean(group[0].seriesException),
      rows: group,
      definition,
    };
  });
}

/** A series by its UID, or null when it has no anchor any more (every member is then a single event). */
export async function loadSeries(strapi: Core.Strapi, uid: string): Promise<StoredSeries | null> {
  const rows = (await strapi.db.query(UID.event).findMany({ where: { seriesUid: uid }, select: SELECT })) as MemberRow[];
  const members = toMembers(rows);
  const anchor = members.find((member) => member.definition);
  return anchor?.definition ? { uid, anchor, definition: anchor.definition, members } : null;
}

/** The series UIDs a horizon pass extends: every anchor's (a few thousand rows at most on large sites). */
export async function allSeriesUids(strapi: Core.Strapi): Promise<string[]> {
  const rows = (await strapi.db.query(UID.event).findMany({
    where: { recurrence: { $notNull: true }, seriesUid: { $notNull: true } },
    select: ['seriesUid'],
  })) as { seriesUid: string }[];
  return [...new Set(rows.map((row) => row.seriesUid))];
}

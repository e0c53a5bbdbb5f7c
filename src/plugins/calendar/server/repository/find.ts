import type { Core } from '@strapi/strapi';
import { EVENT_FIELDS, ORGANIZER_FIELDS, TERM_FIELDS, VENUE_FIELDS } from './fields';
import type { Row } from './records';
import { UID } from './uids';

export type CalendarUid = (typeof UID)[keyof typeof UID];

/** A Strapi database filter (`where`), as the query layer builds it. */
export type Where = Record<string, unknown>;
export type OrderBy = Record<string, 'asc' | 'desc'>[];

/** The columns each content type reads; what they link to is loaded by the record mappers (records.ts). */
const READ_COLUMNS: Record<CalendarUid, string[]> = {
  [UID.event]: EVENT_FIELDS,
  [UID.venue]: VENUE_FIELDS,
  [UID.organizer]: ORGANIZER_FIELDS,
  [UID.category]: TERM_FIELDS,
  [UID.tag]: TERM_FIELDS,
};

/** Reads the rows of one page in one query; Strapi's filter language, converted values. */
export async function findRows(
  strapi: Core.Strapi,
  uid: CalendarUid,
  query: { where: Where; orderBy?: OrderBy; offset?: number; limit?: number }
): Promise<Row[]> {
  return (await strapi.db.query(uid).findMany({ ...query, select: READ_COLUMNS[uid] } as never)) as Row[];
}

export async function countRows(strapi: Core.Strapi, uid: CalendarUid, where: Where): Promise<number> {
  return Number(await strapi.db.query(uid).count({ where } as never));
}

/** Which post type holds a wire post ID (events, venues and organizers share the sequence). */
export async function postTypeOf(strapi: Core.Strapi, postId: number): Promise<CalendarUid | null> {
  for (const uid of [UID.event, UID.venue, UID.organizer]) {
    if (await strapi.db.query(uid).findOne({ where: { postId }, select: ['id'] })) return uid;
  }
  return null;
}

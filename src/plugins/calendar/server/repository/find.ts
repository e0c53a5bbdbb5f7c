import type { Core } from '@strapi/strapi';
import { EVENT_FIELDS, EVENT_POPULATE, ORGANIZER_FIELDS, ORGANIZER_POPULATE, TERM_FIELDS, VENUE_FIELDS, VENUE_POPULATE } from './fields';
import type { Row } from './records';
import { UID } from './uids';

export type CalendarUid = (typeof UID)[keyof typeof UID];

/** A Strapi database filter (`where`), as the query layer builds it. */
export type Where = Record<string, unknown>;
export type OrderBy = Record<string, 'asc' | 'desc'>[];

/** What each content type reads: its columns and, for events, the relations of the wire record. */
const READ_SHAPE: Record<CalendarUid, { select: string[]; populate?: object }> = {
  [UID.event]: { select: EVENT_FIELDS, populate: EVENT_POPULATE },
  [UID.venue]: { select: VENUE_FIELDS, populate: VENUE_POPULATE },
  [UID.organizer]: { select: ORGANIZER_FIELDS, populate: ORGANIZER_POPULATE },
  [UID.category]: { select: TERM_FIELDS },
  [UID.tag]: { select: TERM_FIELDS },
};

/** Reads rows of one content type with their wire relations: one query per relation, whatever the page size. */
export async function findRows(
  strapi: Core.Strapi,
  uid: CalendarUid,
  query: { where: Where; orderBy?: OrderBy; offset?: number; limit?: number }
): Promise<Row[]> {
  const shape = READ_SHAPE[uid];
  return (await strapi.db.query(uid).findMany({ ...query, select: shape.select, populate: shape.populate } as never)) as Row[];
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

import type { UID } from '@strapi/strapi';

/**
 * Wire IDs are stable integers stored on each record (one per translation), never Strapi's row id.
 * Events, venues and organizers share one sequence (like WordPress post IDs), so an ID names one object;
 * categories and tags share another (like WordPress term IDs).
 */
export type IdKind = 'post' | 'term';

export const ID_FIELD = { post: 'postId', term: 'termId' } as const satisfies Record<IdKind, string>;

/** The table behind each sequence, created by database/migrations. */
export const ID_TABLE = { post: 'cal_post_ids', term: 'cal_term_ids' } as const satisfies Record<IdKind, string>;

export const ID_KIND_OF = {
  'api::event.event': 'post',
  'api::venue.venue': 'post',
  'api::organizer.organizer': 'post',
  'api::event-category.event-category': 'term',
  'api::event-tag.event-tag': 'term',
} as const satisfies Partial<Record<UID.ContentType, IdKind>>;

export type CalendarUid = keyof typeof ID_KIND_OF;
export const CALENDAR_UIDS = Object.keys(ID_KIND_OF) as CalendarUid[];

/** The largest wire ID: `postId` and `termId` are `integer` columns (32-bit signed on PostgreSQL and MySQL). */
export const MAX_WIRE_ID = 2_147_483_647;

/** Whether `id` could be a stored wire ID; a larger one names no record, and the databases refuse to compare it. */
export const isStorableId = (id: number): boolean => Number.isSafeInteger(id) && id >= 0 && id <= MAX_WIRE_ID;

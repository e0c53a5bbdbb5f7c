import type { Where } from '../../data/repository/find';
import { findEventRow } from '../../data/repository/resolve';
import type { VenueVisibility } from '../../data/repository/venue-geo';
import type { RequestContext } from '../request/request-context';

/**
 * What a caller may read, as list filters: `publish` records for everyone and the others for callers
 * allowed to write them (design.md section 5); protected text only in records the caller unlocked.
 */

type Post = 'events' | 'venues' | 'organizers';

/**
 * Records whose protected text (description, excerpt, address...) the caller may read: those without a
 * password, those whose password it gave, all of them when it may write that resource. Null: no limit.
 */
export function unlockedWhere(rctx: RequestContext, resource: Post, password?: string): Where | null {
  if (rctx.canEdit(resource)) return null;
  const open: Where[] = [{ password: { $null: true } }, { password: '' }];
  return { $or: password === undefined ? open : [...open, { password }] };
}

/** Events shown in lists: not hidden from listings (the original's query layer always adds this). */
export const listedWhere = (): Where => ({ $or: [{ hideFromListings: false }, { hideFromListings: { $null: true } }] });

/**
 * The venues whose coordinates may select events for this caller: those its events show it (a draft or
 * private venue only to callers allowed to write venues, as `embedded()` decides) and unlocked (a
 * protected venue's coordinates are blanked to the others, contract 3.6, so its place must not filter
 * either), in the request's language (an event links the venue of its own).
 */
export function venueVisibility(rctx: RequestContext, password?: string): VenueVisibility {
  const passwords = rctx.canEdit('venues') ? null : password === undefined ? [] : [password];
  return { locale: rctx.locale, statuses: rctx.embedded().venues, passwords };
}

/**
 * A search that matches `open` fields (shown in every record) in any record, and `guarded` fields
 * (blanked in a protected record, contract 3.6) only where they are shown: otherwise a search would
 * tell which words a protected description holds.
 */
export function searchWhere(open: Where, guarded: Where, unlocked: Where | null): Where {
  return { $or: [open, unlocked ? { $and: [unlocked, guarded] } : guarded] };
}

/**
 * The event a list filter names (`/categories?post=`, `/venues?event=`) when the caller may read it;
 * else null, which the lists answer as for an ID that names no event (400 `rest_invalid_param`).
 * The contract is silent here (TEC checks only that the ID is an event's); WordPress core's terms
 * controller refuses the terms of a post its caller cannot read. A 400 keeps a hidden event's links
 * (terms, venue, organizers, which its own record hides or blanks) from showing, and tells a client
 * nothing a missing event would not. `password` unlocks a protected event, as on the event's own reads.
 */
export async function findReadableEvent(rctx: RequestContext, postId: number, password?: string) {
  const event = await findEventRow(rctx.strapi, postId);
  if (!event) return null;
  if (event.postStatus !== 'publish' && !rctx.canEdit('events')) return null;
  const locked = Boolean(event.password) && !rctx.wire({ password }).unlocked({ password: event.password, postId }, 'event');
  return locked ? null : event;
}

/**
 * The translation of a readable event that a filter matches (the one in the request's language): it
 * must be readable too, since a translation has its own status.
 */
export function readableTranslationOf(rctx: RequestContext, event: { documentId: string }, password?: string): Where {
  const unlocked = unlockedWhere(rctx, 'events', password);
  const same = { documentId: event.documentId, locale: rctx.locale };
  // Strapi's relation filters do not mix fields and operators (`$or`) in one object: hence `$and`.
  return rctx.canEdit('events') ? same : { $and: [same, { postStatus: 'publish' }, ...(unlocked ? [unlocked] : [])] };
}

import type { DateTime } from 'luxon';
import type { OrderBy } from '../../data/repository/find';
import { invalidParams } from '../errors';
import { parseDateInput, type EventWindow } from '../params';
import { WINDOW_BOUNDS } from '../params/window';
import type { TecEventListParams, TecEventOrderBy } from '../params/tec/list-params';
import { zoneOf } from '../wire';


/**
 * The date window of a `tec/v1` event list: each bound the exact instant given, no whole-day rounding and no
 * default (past events included), unlike `tribe/events/v1` (contract tec-v1 §1.2, §5). A value without an
 * offset is a wall time of the site zone, as the original reads it in its "site time zone" mode. (In its
 * default mode it compares each event's own wall clock instead; the two differ only for an event in
 * another zone than the site's, and the instant is what a client means.)
 */
export function tecEventWindow(params: TecEventListParams, { siteTimezone, now }: { siteTimezone: string; now: DateTime }): EventWindow {
  const window: EventWindow = { wall: {} };
  const zone = zoneOf(siteTimezone);
  for (const [name, bound] of Object.entries(WINDOW_BOUNDS) as [keyof typeof WINDOW_BOUNDS, (typeof WINDOW_BOUNDS)[keyof typeof WINDOW_BOUNDS]][]) {
    const value = params[name];
    if (value === undefined) continue;
    const instant = parseDateInput(value, { zone, now: now.setZone(zone) });
    // Valid for the schema (read against a fixed clock) yet past the dates this request can hold (`+273760
    // years` from now): refused, not dropped, which would answer the opposite of what was asked.
    if (!instant?.isValid) throw invalidParams({ [name]: 'Invalid parameter.' });
    window[bound] = instant.setZone(zone);
  }
  return window;
}

/**
 * `orderby` and `order` → the page's order, the ID breaking ties in the same direction. `menu_order` is 0 on
 * every calendar record, so it orders by ID alone.
 */
export function tecEventOrder(orderby: TecEventOrderBy, order: 'ASC' | 'DESC'): OrderBy {
  const direction = order === 'DESC' ? 'desc' : 'asc';
  const field = { event_date: 'startDate', date: 'postDate', title: 'title', modified: 'updatedAt', menu_order: null }[orderby];
  return [...(field ? [{ [field]: direction }] : []), { postId: direction }] as OrderBy;
}

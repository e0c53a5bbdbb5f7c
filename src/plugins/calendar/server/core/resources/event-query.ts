import { DEFAULT_ATTENDANCE, DEFAULT_STATUS } from '../../../shared/event-status';
import { invalidParams } from '../errors';
import { computeEventWindow, type EventListParams, type EventWindow } from '../params';
import type { OrderBy, Where } from '../../data/repository/find';
import { eventsLinking, rowsOfDocuments } from '../../data/repository/link-filters';
import { categorySubtree, findEventRow, resolvePostDocuments, resolveTermRows } from '../../data/repository/resolve';
import { UID } from '../../data/repository/uids';
import type { RequestContext } from '../request/request-context';
import { eventListRestUrl } from '../wire';
import type { ListQuery } from './define-resource';
import { geolocWhere } from './event-geo';
import { listedWhere, searchWhere, unlockedWhere } from './readable';
import { visibleStatuses } from './statuses';

const iso = (dt: { toUTC(): { toISO(): string | null } }) => dt.toUTC().toISO() as string;
const isFalse = (field: string): Where => ({ $or: [{ [field]: false }, { [field]: { $null: true } }] });
/** The field holds one of `values`; a null field holds the default. */
const valueIn = (field: string, values: readonly string[], byDefault: string): Where =>
  values.includes(byDefault) ? { $or: [{ [field]: { $in: [...values] } }, { [field]: { $null: true } }] } : { [field]: { $in: [...values] } };

/**
 * `include_hidden=true`: hidden events in the list too, for callers who may edit events (a hidden event
 * is public by its link, but its editor chose to keep it out of lists: a reader asking is refused as a
 * reader asking for drafts is). The feeds never take it (their parameters do not declare it).
 */
function includeHidden(params: Pick<EventListParams, 'include_hidden'>, rctx: RequestContext): boolean {
  if (!params.include_hidden) return false;
  if (!rctx.canEdit('events')) throw invalidParams({ include_hidden: 'Invalid parameter.' });
  return true;
}

/**
 * What another dialect of the list decides itself (`tec/v1`, core/dialects/tec): its date window (exact
 * instants, no default), its order, and records it leaves out.
 */
export interface EventQueryDialect {
  window: EventWindow;
  orderBy: OrderBy;
  exclude?: number[];
}

/** `GET /events` → the page query: the original's filters, in the request's language (contract 5). */
export async function eventListQuery(params: EventListParams, rctx: RequestContext, dialect?: EventQueryDialect): Promise<ListQuery> {
  const { strapi, locale } = rctx;
  const { statuses, echo } = visibleStatuses(params.status, rctx.canEdit('events'));
  // Events hidden from listings never appear in /events (the original's query layer always adds this),
  // unless an editor asks for them too (`include_hidden`, our extension: how an import reads them).
  const hidden = includeHidden(params, rctx);
  const and: Where[] = [{ locale }, { postStatus: { $in: statuses } }, ...(hidden ? [] : [listedWhere()])];

  const window = dialect?.window ?? computeEventWindow(params, { siteTimezone: rctx.siteTimezone, now: rctx.now });
  if (window.startsOnOrAfter) and.push({ startDate: { $gte: iso(window.startsOnOrAfter) } });
  if (window.endsOnOrBefore) {
    and.push({ endDate: { $lte: iso(window.endsOnOrBefore) } });
    // Implied (an event never ends before it starts: writes and the record lifecycle refuse it), and it
    // bounds the scan of the list index, which is ordered by start: the total counts the window only.
    and.push({ startDate: { $lte: iso(window.endsOnOrBefore) } });
  }
  if (window.startsBefore) and.push({ startDate: { $lt: iso(window.startsBefore) } });
  if (window.startsAfter) and.push({ startDate: { $gt: iso(window.startsAfter) } });
  if (window.endsBefore) and.push({ endDate: { $lt: iso(window.endsBefore) } });
  if (window.endsAfter) and.push({ endDate: { $gt: iso(window.endsAfter) } });
  const windowFilters = and.length;

  const unlocked = unlockedWhere(rctx, 'events', params.password);
  if (params.search) {
    const text = { $containsi: params.search };
    and.push(searchWhere({ title: text }, { $or: [{ description: text }, { excerpt: text }] }, unlocked));
  }
  // Filters on what a protected event blanks for a caller who has not unlocked it (its terms, venue,
  // organizers, `featured`, its venue's place: core/wire/protect.ts): they match only events that caller may
  // read whole, or a hit against a miss on `include=<id>` would tell the hidden values.
  const guarded: Where[] = [];
  // One category (with its children): its total can come from the category day counts.
  let category: { row: number; subtree: number[] } | undefined;
  for (const [param, taxonomy, relation] of [['categories', 'category', 'categories'], ['tags', 'tag', 'tags']] as const) {
    const items = params[param];
    if (!items) continue;
    const roots = await resolveTermRows(strapi, taxonomy, items, locale);
    if (!roots) throw invalidParams({ [param]: 'Invalid parameter.' });
    // Child categories are included, as WordPress's tax queries do.
    const rows = taxonomy === 'category' ? await categorySubtree(strapi, roots, locale) : roots;
    if (taxonomy === 'category' && roots.length === 1) category = { row: roots[0], subtree: rows };
    guarded.push({ id: { $in: eventsLinking(strapi, relation, rows) } });
  }
  for (const [param, uid, relation] of [['venue', UID.venue, 'venues'], ['organizer', UID.organizer, 'organizers']] as const) {
    const ids = params[param];
    if (!ids) continue;
    const documents = await resolvePostDocuments(strapi, uid, ids, { anyStatus: rctx.canEdit(relation) });
    if (!documents) throw invalidParams({ [param]: 'Invalid parameter.' });
    guarded.push({ id: { $in: eventsLinking(strapi, relation, rowsOfDocuments(strapi, uid, documents)) } });
  }
  if (params.featured !== undefined) guarded.push(params.featured ? { featured: true } : isFalse('featured'));
  if (params.include) and.push({ postId: { $in: params.include } });
  // Neither is blanked on a protected event (core/wire/protect.ts): no guard needed. A row older than the columns reads the default.
  if (params.event_status) and.push(valueIn('eventStatus', params.event_status, DEFAULT_STATUS));
  if (params.attendance_mode) and.push(valueIn('attendanceMode', params.attendance_mode, DEFAULT_ATTENDANCE));
  if (dialect?.exclude) and.push({ postId: { $notIn: dialect.exclude } });
  if (params.post_parent !== undefined) {
    const parent = await findEventRow(strapi, params.post_parent);
    // A parent the caller may not read is answered as no event: listing its children would tell it exists.
    if (!parent || (parent.postStatus !== 'publish' && !rctx.canEdit('events'))) throw invalidParams({ post_parent: 'Invalid parameter.' });
    // By document: a child links the parent of its own language, whatever the language of the given ID.
    and.push({ parentEvent: { documentId: parent.documentId } });
  }
  const geoloc = geolocWhere(params, rctx);
  if (geoloc) guarded.push(geoloc);
  // ticketed: no event has tickets here; `true` was refused by the schema, `false` matches every event.

  // A plain window (both bounds inclusive, no other filter but one category): its total can come from
  // the day counts, of every event or of the category's (of its open events only, for a caller the
  // `unlocked` condition limits to them; one who gave a password may read some protected ones too).
  const { startsOnOrAfter: from, endsOnOrBefore: to } = window;
  const onlyWindow = from && to && !hidden && !window.startsBefore && !window.startsAfter && !window.endsBefore && !window.endsAfter;
  const plainWindow = onlyWindow && and.length === windowFilters && !guarded.length;
  // With a category found, the only other filter is the category's own.
  const categoryWindow = onlyWindow && category && and.length === windowFilters && guarded.length === 1 && (!unlocked || params.password === undefined);
  if (guarded.length) and.push(...guarded, ...(unlocked ? [unlocked] : []));
  return {
    where: { $and: and },
    windowTotal:
      plainWindow || categoryWindow
        ? { locale, statuses, from: iso(from), to: iso(to), ...(categoryWindow && category ? { category: { ...category, openOnly: unlocked !== null } } : {}) }
        : undefined,
    // Ascending start, ties in ID order; an `include` list by publication date then ID (contract 5).
    orderBy: dialect?.orderBy ?? (params.include ? [{ postDate: 'asc' }, { postId: 'asc' }] : [{ startDate: 'asc' }, { postId: 'asc' }]),
    restUrl: eventListRestUrl(rctx.namespaceUrl, {
      page: params.page,
      perPage: params.per_page,
      startDate: window.wall.start_date,
      endDate: window.wall.end_date,
      startsBefore: window.wall.starts_before,
      startsAfter: window.wall.starts_after,
      endsBefore: window.wall.ends_before,
      endsAfter: window.wall.ends_after,
      search: params.search,
      status: echo,
      include: params.include,
      postParent: params.post_parent,
      geoloc: params.geoloc,
      geolocLat: params.geoloc_lat,
      geolocLng: params.geoloc_lng,
      geolocRadius: params.geoloc_radius,
      venue: params.venue,
      organizer: params.organizer,
      featured: params.featured,
      eventStatus: params.event_status,
      attendanceMode: params.attendance_mode,
    }),
  };
}

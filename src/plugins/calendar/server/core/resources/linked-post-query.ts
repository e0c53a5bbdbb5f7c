import { invalidParams } from '../errors';
import { searchFragments, type VenueListParams } from '../params';
import type { Where } from '../../data/repository/find';
import { findRowIds } from '../../data/repository/resolve';
import { UID } from '../../data/repository/uids';
import type { RequestContext } from '../request/request-context';
import { linkedPostListRestUrl } from '../wire';
import type { ListQuery } from './define-resource';
import { findReadableEvent, listedWhere, readableTranslationOf, searchWhere, unlockedWhere } from './readable';
import { visibleStatuses } from './statuses';

/**
 * The text fields the original searches, per type (contract 6): `open` ones are shown in every record,
 * `guarded` ones are blanked in a protected record (contract 3.6; the name stays searchable, as an
 * event's title does, and `state`, which the original does not blank).
 */
const SEARCHED = {
  venues: {
    open: ['name', 'state'],
    guarded: ['description', 'excerpt', 'address', 'city', 'province', 'stateprovince', 'zip', 'phone'],
  },
  organizers: { open: ['name'], guarded: ['description', 'excerpt', 'phone', 'email', 'website'] },
};

/** Splits a search like the original: fragments of `[a-z0-9-]`; a field must contain them all. */
export function searchFilter(fields: readonly string[], search: string): Where {
  // As many as the `search` parameter allows (core/params/search.ts): fields × words LIKE conditions at most.
  const fragments = searchFragments(search);
  if (!fragments.length) return { $or: fields.map((field) => ({ [field]: { $containsi: search } })) };
  return { $or: fields.map((field) => ({ $and: fragments.map((fragment) => ({ [field]: { $containsi: fragment } })) })) };
}

/** `GET /venues`, `GET /organizers` → the page query (contract 6). */
export async function linkedPostListQuery(
  kind: 'venues' | 'organizers',
  params: VenueListParams,
  rctx: RequestContext
): Promise<ListQuery> {
  const canEdit = rctx.canEdit(kind);
  const { statuses, echo } = visibleStatuses(params.status, canEdit);
  const and: Where[] = [{ locale: rctx.locale }, { postStatus: { $in: statuses } }];
  if (params.search) {
    const { open, guarded } = SEARCHED[kind];
    const unlocked = unlockedWhere(rctx, kind, params.password);
    and.push(searchWhere(searchFilter(open, params.search), searchFilter(guarded, params.search), unlocked));
  }
  if (params.event !== undefined) {
    // An event the caller may not read is refused as a missing one (readable.ts says why).
    const event = await findReadableEvent(rctx, params.event, params.password);
    if (!event) throw invalidParams({ event: 'Invalid parameter.' });
    // The event's translation in the request's language: a venue links the event of its own language.
    and.push({ events: readableTranslationOf(rctx, event, params.password) });
  }
  if (params.has_events !== undefined) {
    // Linked to an event that is neither draft nor pending (private, future, even trashed ones count).
    const linked = { events: { postStatus: { $notIn: ['draft', 'pending'] } } };
    // "None linked" is the complement of the linked set, not `$not` over the join (which would drop
    // records without any event, and keep those with a draft beside a published one).
    const uid = kind === 'venues' ? UID.venue : UID.organizer;
    and.push(params.has_events ? linked : { id: { $notIn: await findRowIds(rctx.strapi, uid, linked) } });
  }
  if (params.only_with_upcoming) {
    // An event starting from now on that the caller would find in the events list: listed, of a status
    // it may read of events (not of this resource), and unlocked (a protected event's venue and
    // organizers are blanked to others, so they must not show here either).
    const seen = rctx.canEdit('events') ? { $ne: 'trash' } : { $eq: 'publish' };
    const unlocked = unlockedWhere(rctx, 'events', params.password);
    const upcoming = [{ startDate: { $gte: rctx.now.toUTC().toISO() } }, { postStatus: seen }, listedWhere(), ...(unlocked ? [unlocked] : [])];
    // Strapi's relation filters do not mix fields and operators (`$or`) in one object: hence `$and`.
    and.push({ events: { $and: upcoming } });
  }
  return {
    where: { $and: and },
    // WordPress's default order: newest post first.
    orderBy: [{ postDate: 'desc' }, { postId: 'desc' }],
    restUrl: linkedPostListRestUrl(rctx.namespaceUrl, kind, {
      page: params.page,
      perPage: params.per_page,
      event: params.event,
      hasEvents: params.has_events === undefined ? null : String(params.has_events),
      status: echo,
    }),
  };
}

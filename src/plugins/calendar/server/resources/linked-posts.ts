import { invalidParams, LegacyError } from '../errors';
import { createVenueListParams, type VenueListParams } from '../query';
import { toOrganizerRecords, toVenueRecords } from '../repository/records';
import { UID } from '../repository/uids';
import { toWireOrganizer, toWireOrganizerList, toWireVenue, toWireVenueList, type ListPage } from '../wire';
import type { WireContext } from '../wire/context';
import { defineResource, type ResourceDefinition } from './define-resource';
import { linkedPostListQuery } from './linked-post-query';

/**
 * Venues and organizers differ from events where the original does: an unknown ID is a 400
 * `rest_invalid_param`, a non-public one a 403 `<type>-not-accessible` (trashed too), and a
 * password-protected one is answered with its fields blanked rather than refused (contract 8).
 */
const linkedPostErrors = (type: 'venue' | 'organizer') => ({
  missing: () => invalidParams({ id: 'Invalid parameter.' }),
  wrongType: () => invalidParams({ id: 'Invalid parameter.' }),
  trashed: () => new LegacyError(`${type}-not-accessible`, `The requested ${type} is not accessible`, 403),
  notAccessible: () => new LegacyError(`${type}-not-accessible`, `The requested ${type} is not accessible`, 403),
});

const pageNotFound = (type: 'venue' | 'organizer') => () =>
  new LegacyError(`${type}-archive-page-not-found`, `The requested ${type} archive page does not exist`, 404);

/** One definition for both linked post types; only the content type and the mappers differ. */
function linkedPostResource<R, W>(spec: {
  type: 'venue' | 'organizer';
  uid: typeof UID.venue | typeof UID.organizer;
  toRecords: ResourceDefinition<R, W, VenueListParams>['toRecords'];
  toWire: (record: R, wctx: WireContext, options: { jsonLd: boolean }) => W;
  body: (items: W[], page: ListPage) => object;
}) {
  const name = `${spec.type}s` as const;
  return defineResource<R, W, VenueListParams>({
    name,
    uid: spec.uid,
    idField: 'postId',
    bySlug: true,
    hasStatus: true,
    toRecords: spec.toRecords,
    // json_ld only on single reads (contract 3.2, 3.3).
    toWire: (record, wctx, { single }) => spec.toWire(record, wctx, { jsonLd: single }),
    single: linkedPostErrors(spec.type),
    list: {
      params: (rctx) => createVenueListParams(rctx.listSettings),
      mode: 'paged',
      query: (params, rctx) => linkedPostListQuery(name, params, rctx),
      body: spec.body,
      pageNotFound: pageNotFound(spec.type),
    },
  });
}

export const venues = linkedPostResource({
  type: 'venue',
  uid: UID.venue,
  toRecords: toVenueRecords,
  toWire: toWireVenue,
  body: toWireVenueList,
});

export const organizers = linkedPostResource({
  type: 'organizer',
  uid: UID.organizer,
  toRecords: toOrganizerRecords,
  toWire: toWireOrganizer,
  body: toWireOrganizerList,
});

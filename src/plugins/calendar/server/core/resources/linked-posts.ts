import { invalidParams, LegacyError } from '../errors';
import { createVenueListParams, type VenueListParams } from '../params';
import { toOrganizerRecords, toVenueRecords } from '../../data/repository/records';
import { UID } from '../../data/repository/uids';
import {
  toWireOrganizer,
  toWireOrganizerList,
  toWireVenue,
  toWireVenueList,
  type ListPage,
  type WireOrganizer,
  type WireVenue,
} from '../wire';
import type { WireContext } from '../wire/context';
import { createOrganizerBody, createVenueBody, type OrganizerBody, type VenueBody } from '../bodies';
import type { OrganizerRecord, VenueRecord } from '../../data/records/types';
import type { Data, WriteContext } from '../../data/write/context';
import { organizerData, venueData } from '../../data/write/linked-post-data';
import { findDuplicate } from '../../data/write/links';
import { defineResource, type ResourceDefinition, type WriteBody, type WriteDefinition } from './define-resource';
import { linkedPostListQuery } from './linked-post-query';
import { perSettings } from '../../lib/utils';

const venueListParams = perSettings(createVenueListParams);

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
function linkedPostResource<R, W, B extends WriteBody>(spec: {
  type: 'venue' | 'organizer';
  uid: typeof UID.venue | typeof UID.organizer;
  toRecords: ResourceDefinition<R, W, VenueListParams>['toRecords'];
  toWire: (record: R, wctx: WireContext, options: { jsonLd: boolean }) => W;
  body: (items: W[], page: ListPage) => object;
  writeBody: WriteDefinition<R, B>['body'];
  toData: (body: B, wctx: WriteContext, create: boolean) => Promise<Data>;
  nameOf: (body: B) => string | undefined;
}) {
  const name = `${spec.type}s` as const;
  return defineResource<R, W, VenueListParams, B>({
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
      params: (rctx) => venueListParams(rctx.listSettings),
      mode: 'paged',
      query: (params, rctx) => linkedPostListQuery(name, params, rctx),
      body: spec.body,
      pageNotFound: pageNotFound(spec.type),
    },
    write: {
      body: spec.writeBody,
      required: [spec.type],
      toData: (body, wctx, current) => spec.toData(body, wctx, !current),
      // Creating one with the name (and, when given, the description) of an existing one answers that one (contract 9.4).
      findExisting: (body, wctx) =>
        findDuplicate(wctx, name, spec.nameOf(body) ?? '', (body as { description?: string }).description),
      // An unknown ID is a parameter error, answered before the permission check (contract 9.4).
      idCheckedFirst: true,
      remove: {
        mode: 'trash',
        inTrash: () => new LegacyError(`${spec.type}-is-in-trash`, `The ${spec.type} is already trashed`, 410),
      },
    },
  });
}

export const venues = linkedPostResource<VenueRecord, WireVenue, VenueBody>({
  type: 'venue',
  uid: UID.venue,
  toRecords: toVenueRecords,
  toWire: toWireVenue,
  body: toWireVenueList,
  writeBody: (rctx, mode) => createVenueBody({ languages: rctx.listSettings.languages, mode }),
  toData: venueData,
  nameOf: (body) => body.venue,
});

export const organizers = linkedPostResource<OrganizerRecord, WireOrganizer, OrganizerBody>({
  type: 'organizer',
  uid: UID.organizer,
  toRecords: toOrganizerRecords,
  toWire: toWireOrganizer,
  body: toWireOrganizerList,
  writeBody: (rctx, mode) => createOrganizerBody({ languages: rctx.listSettings.languages, mode }),
  toData: organizerData,
  nameOf: (body) => body.organizer,
});

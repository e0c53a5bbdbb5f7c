import { LegacyError } from '../errors';
import { createEventDeleteParams, createEventListParams, type EventListParams } from '../params';
import { seriesParams, type Scope } from '../../features/series/instruction';
import { createEventBody, type EventBody } from '../bodies';
import type { EventRecord } from '../../data/records/types';
import { toEventRecords } from '../../data/repository/records';
import { UID } from '../../data/repository/uids';
import { toWireEvent, toWireEventList, type WireEvent } from '../wire';
import { eventData } from '../../data/write/event-data';
import { defineResource } from './define-resource';
import { refuseCostlySeries } from '../../features/series/preflight';
import { eventListQuery } from './event-query';
import { perSettings } from '../../lib/utils';

const eventListParams = perSettings(createEventListParams);
const eventDeleteParams = perSettings(createEventDeleteParams);

/** Events: the date-ranged list, and single reads that fail with the event-specific codes (contract 8, 10). */
export const events = defineResource<EventRecord, WireEvent, EventListParams, EventBody>({
  name: 'events',
  uid: UID.event,
  idField: 'postId',
  bySlug: true,
  hasStatus: true,
  toRecords: toEventRecords,
  // json_ld only on single reads (contract 3.1).
  toWire: (record, wctx, { single }) => toWireEvent(record, wctx, { jsonLd: single }),
  single: {
    missing: (id) => new LegacyError('rest-event-not-found', `Event with ID ${id} does not exist.`, 404),
    wrongType: () => new LegacyError('rest-invalid-event-id', 'The specified ID is not a valid event.', 400),
    trashed: () => new LegacyError('event-no-longer-available', 'This event is no longer available', 403),
    notAccessible: () => new LegacyError('event-not-accessible', 'The requested event is not accessible', 403),
    passwordProtected: () =>
      new LegacyError('event-password-protected', 'The requested event is not accessible without a password', 403),
  },
  list: {
    params: (rctx) => eventListParams(rctx.listSettings),
    mode: 'paged',
    query: eventListQuery,
    body: toWireEventList,
    pageNotFound: () =>
      new LegacyError('event-archive-page-not-found', 'The requested event archive page does not exist', 404),
  },
  write: {
    body: (rctx, mode) => createEventBody({ languages: rctx.listSettings.languages, mode }),
    required: ['title', 'start_date', 'end_date'],
    toData: eventData,
    // The body's `recurrence` and `recurrence_scope`: what the series step makes of the write.
    stepParams: (body) =>
      body.recurrence !== undefined || body.recurrence_scope !== undefined ? seriesParams({ recurrence: body.recurrence, scope: body.recurrence_scope }) : {},
    preflight: refuseCostlySeries,
    // An event ID with nothing behind it is the handler's 404, after the permission check.
    idCheckedFirst: false,
    remove: {
      mode: 'trash',
      inTrash: () => new LegacyError('event-is-in-trash', 'The event is already trashed', 410),
      // An occurrence of a series: which dates the delete trashes (features/series/service.ts).
      params: eventDeleteParams,
      stepParams: (query) => (query.recurrence_scope ? seriesParams({ scope: query.recurrence_scope as Scope }) : {}),
    },
  },
});

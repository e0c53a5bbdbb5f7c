import type { z } from 'zod/v4';
import type { EventRecord, OrganizerRecord, VenueRecord } from '../../data/records/types';
import { forbidden, LegacyError } from '../errors';
import { createTecEventBody, createTecOrganizerBody, createTecVenueBody } from '../bodies/tec/schemas';
import { TEC_FIELD_NAMES, tecEventToBody, tecOrganizerToBody, tecVenueToBody } from '../bodies/tec/to-body';
import type { EventListParams, ListSettings, PostStatus, VenueListParams } from '../params';
import {
  createTecEventListParams,
  createTecPostListParams,
  type TecEventListParams,
  type TecPostListParams,
  type TecStatus,
} from '../params/tec/list-params';
import type { RequestContext } from '../request/request-context';
import type { ListQuery, ResourceDefinition, ResourceName, WriteBody } from '../resources/define-resource';
import { eventListQuery } from '../resources/event-query';
import { linkedPostListQuery } from '../resources/linked-post-query';
import type { WireContext } from '../wire/context';
import { tecListHeaders, toTecEvent, toTecOrganizer, toTecVenue } from '../wire/tec';
import { tecEventOrder, tecEventWindow } from './tec-list';

/**
 * The original's newer namespace `tec/v1` as a second dialect of the same resources (issue 33): a view of a
 * resource definition with `tec/v1`'s parameters, bodies, records, list headers and errors, which the one
 * generic read and write services run as they run `cal/events/v1` (same queries, repository, permissions,
 * write door, caches). Only events, venues and organizers have it: the original's `tec/v1` has no terms.
 */
export type TecResourceName = 'events' | 'venues' | 'organizers';
export const TEC_RESOURCES: readonly TecResourceName[] = ['events', 'venues', 'organizers'];
export const isTecResource = (name: ResourceName): name is TecResourceName => (TEC_RESOURCES as readonly string[]).includes(name);

/** What a request tells the view. */
export interface TecRequest {
  /** Whether the request carried credentials (WordPress answers 401 without, 403 with). */
  hasCredentials: boolean;
  /** Throws the original's 400 unless the request acknowledged the namespace's experimental status. */
  acknowledge(): void;
  /** The URL of the list's page `page` (the request's own URL, `page` replaced). */
  pageUrl(page: number): string;
  /** `DELETE ?force=true`: delete for good, not to the trash. */
  force?: boolean;
}

type TecListParams = TecEventListParams | TecPostListParams;

/**
 * `status` of a `tec/v1` list: `publish` unless asked otherwise (for editors too, unlike `cal/events/v1`'s
 * `any`), and `publish` whatever was asked for a caller who may not edit the type (the original forces it
 * silently, contract tec-v1 §1.2).
 */
const statusesOf = (requested: TecStatus[] | undefined, canEdit: boolean): PostStatus[] => (canEdit && requested ? requested : ['publish']);

/** A list query with `include`/`exclude` added (extensions: the original's `tec/v1` drops both). */
function withIds(query: ListQuery, { include, exclude }: { include?: number[]; exclude?: number[] }): ListQuery {
  const and = [query.where, ...(include ? [{ postId: { $in: include } }] : []), ...(exclude ? [{ postId: { $notIn: exclude } }] : [])];
  return and.length === 1 ? query : { ...query, where: { $and: and }, windowTotal: undefined };
}

async function eventQuery(params: TecEventListParams, rctx: RequestContext): Promise<ListQuery> {
  const list = {
    page: params.page,
    per_page: params.per_page,
    strict_dates: true,
    search: params.search,
    categories: params.categories,
    tags: params.tags,
    venue: params.venue,
    organizer: params.organizer,
    featured: params.featured,
    event_status: params.event_status,
    attendance_mode: params.attendance_mode,
    status: statusesOf(params.status, rctx.canEdit('events')),
    post_parent: params.post_parent,
    include: params.include,
    // Events hidden from listings: the original's `tec/v1` does not leave them out (only its calendar views
    // do); here an editor gets them, as an editor managing the calendar (its MCP server) needs, and a
    // reader does not, as in every public list of this service.
    include_hidden: rctx.canEdit('events'),
    ml_language: params.ml_language,
  } satisfies Partial<EventListParams> as EventListParams;
  return eventListQuery(list, rctx, {
    window: tecEventWindow(params, rctx),
    orderBy: tecEventOrder(params.orderby, params.order),
    exclude: params.exclude,
  });
}

function postQuery(kind: 'venues' | 'organizers') {
  return async (params: TecPostListParams, rctx: RequestContext): Promise<ListQuery> => {
    const list = {
      page: params.page,
      per_page: params.per_page,
      search: params.search,
      event: params.event,
      has_events: params.has_events,
      only_with_upcoming: params.only_with_upcoming ?? false,
      status: statusesOf(params.status, rctx.canEdit(kind)),
      ml_language: params.ml_language,
    } satisfies Partial<VenueListParams> as VenueListParams;
    return withIds(await linkedPostListQuery(kind, list, rctx), params);
  };
}

/** What differs per resource in the dialect: parameters, query, record, body. */
interface TecSpec {
  params(settings: ListSettings): z.ZodType<TecListParams>;
  query(params: TecListParams, rctx: RequestContext): Promise<ListQuery>;
  toWire(record: unknown, wctx: WireContext): object;
  body(languages: readonly string[], siteTimezone: string): z.ZodType<Record<string, unknown>>;
}

// The registry is keyed by name, so each entry's record and parameter types are the ones of its resource:
// the casts below only widen them to the registry's common shape.
const SPECS: Record<TecResourceName, TecSpec> = {
  events: {
    params: createTecEventListParams as TecSpec['params'],
    query: eventQuery as TecSpec['query'],
    toWire: (record, wctx) => toTecEvent(record as EventRecord, wctx),
    body: (languages, siteTimezone) => createTecEventBody(languages).transform((body) => tecEventToBody(body, siteTimezone)),
  },
  venues: {
    params: createTecPostListParams as TecSpec['params'],
    query: postQuery('venues') as TecSpec['query'],
    toWire: (record, wctx) => toTecVenue(record as VenueRecord, wctx),
    body: (languages) => createTecVenueBody(languages).transform(tecVenueToBody),
  },
  organizers: {
    params: createTecPostListParams as TecSpec['params'],
    query: postQuery('organizers') as TecSpec['query'],
    toWire: (record, wctx) => toTecOrganizer(record as OrganizerRecord, wctx),
    body: (languages) => createTecOrganizerBody(languages).transform(tecOrganizerToBody),
  },
};

/** The original's 404 for a page past the end: the code says `organizers` for every type (its quirk, kept). */
const pageNotFound = () => new LegacyError('tec_rest_organizers_page_not_found', 'The requested page was not found.', 404);

/** `DELETE` of a record already in the trash, without `force`: the original's 410. */
export const alreadyTrashed = () => new TecEntityError('The entity has already been trashed.', 410);

/**
 * The original's plain `{"error": …}` bodies (410, 501, 500 of `tec/v1`). Ours carry WordPress's `code`,
 * `message` and `data.status` beside `error`: a client of the original reads `error`, its MCP server reads
 * `message` and `code` (with the original it shows "undefined").
 */
export class TecEntityError extends LegacyError {
  constructor(message: string, status: number) {
    super('tec_rest_entity_error', message, status);
  }
  override toWire() {
    return { error: this.message, ...super.toWire() } as ReturnType<LegacyError['toWire']>;
  }
}

/**
 * A resource as `tec/v1` reads and writes it. Single reads: a missing ID, another type's ID, and a record
 * the caller may not read are all the original's `rest_forbidden` (401 without credentials, 403 with):
 * it never tells which IDs exist (contract tec-v1 §1.3). A protected record is answered masked.
 */
export function tecDefinition<R, W, P extends { page: number; per_page: number; password?: string }, B extends WriteBody>(
  def: ResourceDefinition<R, W, P, B>,
  request: TecRequest,
  rctx: RequestContext
): ResourceDefinition<R, object, TecListParams, B> {
  const name = def.name as TecResourceName;
  const spec = SPECS[name];
  const refused = () => forbidden(request.hasCredentials);
  const canEdit = rctx.canEdit(name);
  const write = def.write!;
  return {
    ...def,
    toWire: (record, wctx) => spec.toWire(record, wctx),
    single: {
      missing: refused,
      wrongType: refused,
      // Editors read trashed records as WordPress lets them; others are refused like any unreadable one.
      ...(canEdit ? {} : { trashed: refused }),
      notAccessible: refused,
    },
    list: {
      params: (ctx) => spec.params(ctx.listSettings),
      mode: 'paged',
      query: spec.query,
      // A bare array (§1.2); the counts in X-WP-Total, X-WP-TotalPages and Link.
      body: (items) => items,
      headers: (page) => tecListHeaders(page, request.pageUrl),
      pageNotFound,
    },
    write: {
      ...write,
      // The `tec/v1` body, checked as the original checks it, then read by the resource's own body rules.
      body: (ctx, mode) => spec.body(ctx.listSettings.languages, ctx.siteTimezone).pipe(write.body(ctx, mode) as z.ZodType<B, Record<string, unknown>>) as unknown as z.ZodType<B>,
      required: write.required.map((field) => TEC_FIELD_NAMES[name][field] ?? field),
      afterPermission: () => {
        request.acknowledge();
        write.afterPermission?.();
      },
      // `tec/v1` creates what it is asked to create: no answering an existing venue of the same name.
      findExisting: undefined,
      // An ID with nothing behind it is refused after the permission check, as on the original.
      idCheckedFirst: false,
      remove: request.force
        ? {
            mode: 'permanent',
            // A date of a series deleted for good is excluded from its series' rule, which the series' first
            // date holds: a caller bound to its own records (no editOthers) would change another's record.
            // It may trash its date (that changes the date alone); deleting it for good needs editOthers.
            before: async (record, wctx) => {
              if ((record as { series?: unknown }).series && !wctx.mayEditOthers) throw refused();
            },
          }
        : { mode: 'trash', inTrash: alreadyTrashed, stepParams: write.remove.mode === 'trash' ? write.remove.stepParams : undefined },
    },
  };
}

/** A `rest_invalid_param` or `rest_missing_callback_param` raised by the calendar's rules, naming the fields as `tec/v1` does. */
export function withTecNames(error: unknown, name: TecResourceName): unknown {
  if (!(error instanceof LegacyError) || !['rest_invalid_param', 'rest_missing_callback_param'].includes(error.code)) return error;
  const names = TEC_FIELD_NAMES[name];
  const rename = (field: string) => names[field] ?? field;
  const { params, details, ...rest } = error.extra as { params?: unknown; details?: unknown };
  const renamedParams = Array.isArray(params)
    ? params.map((field) => rename(String(field)))
    : params && typeof params === 'object'
      ? Object.fromEntries(Object.entries(params).map(([field, message]) => [rename(field), message]))
      : params;
  const renamedDetails =
    details && typeof details === 'object' && !Array.isArray(details)
      ? Object.fromEntries(Object.entries(details).map(([field, detail]) => [rename(field), detail]))
      : details;
  const fields = Array.isArray(renamedParams) ? renamedParams : Object.keys((renamedParams as object) ?? {});
  const message = `${error.message.split(':')[0]}: ${fields.join(', ')}`;
  return new LegacyError(error.code, message, error.status, { ...rest, params: renamedParams, ...(details !== undefined ? { details: renamedDetails } : {}) } as LegacyError['extra']);
}

import type { Core } from '@strapi/strapi';
import type { WindowTotal } from '../../data/counts/event-days';
import type { z } from 'zod/v4';
import type { LegacyError } from '../errors';
import type { ListPage } from '../wire';
import type { WireContext } from '../wire/context';
import type { CalendarUid, OrderBy, Where } from '../../data/repository/find';
import type { EmbeddedAccess, Row } from '../../data/repository/records';
import type { RequestContext } from '../request/request-context';
import type { Data, WriteContext } from '../../data/write/context';

export type ResourceName = 'events' | 'venues' | 'organizers' | 'categories' | 'tags';

/** How a single read fails, per resource: the original answers differently for events and the rest. */
export interface SingleErrors {
  /** A numeric ID with nothing behind it. */
  missing(id: number): LegacyError;
  /** A numeric ID of another kind of record (events: a venue's ID). */
  wrongType(id: number): LegacyError;
  /** Records with a status (posts). */
  trashed?(): LegacyError;
  notAccessible?(): LegacyError;
  /** Absent: a protected record is answered with its fields blanked instead (venues, organizers). */
  passwordProtected?(): LegacyError;
}

/** A page query a list definition builds from its parameters. */
export interface ListQuery {
  where: Where;
  orderBy: OrderBy;
  /** The list's `rest_url`, with the effective query as the original echoes it. */
  restUrl: string;
  /** When the list is a plain date window (events): its total, for the day counts (data/counts/event-days.ts). */
  windowTotal?: WindowTotal;
}

/** The query of a delete: the language, and what a resource adds (`recurrence_scope`). */
export type DeleteQuery = { ml_language?: string } & Record<string, unknown>;

/** What every write body carries besides its fields. */
export interface WriteBody {
  ml_language?: string;
  /** Our extension: create the record as the translation of the record with this wire ID. */
  translation_of?: number;
}

/** How a resource is written. */
export interface WriteDefinition<Record, Body extends WriteBody> {
  body(rctx: RequestContext, mode: 'create' | 'update'): z.ZodType<Body>;
  /** Required on create, in the order WordPress lists them when missing. */
  required: string[];
  /** Body → attributes; `current` is the record being updated (null on create). May create linked items. */
  toData(body: Body, wctx: WriteContext, current: Record | null): Promise<Data>;
  /**
   * What the write asks of the write door's steps (data/door/steps.ts), as parameters of its Document Service
   * call beside the data (events: what the series does, features/series/step.ts).
   */
  stepParams?(body: Body): Data;
  /**
   * Refuses a body whose work would be past a bound, before any image is fetched or transaction opened
   * (events: the dates a recurrence yields); `current` is the record being updated (null on create).
   */
  preflight?(body: Body, rctx: RequestContext, current: Record | null): void;
  /**
   * Runs once the caller's right to the write is established, before anything is read or written for it
   * (`tec/v1`: its acknowledgement header, which the original checks after the permission).
   */
  afterPermission?(): void;
  /** An existing record a create answers instead of making a copy (the original's duplicate avoidance). */
  findExisting?(body: Body, wctx: WriteContext): Promise<{ id: number } | null>;
  /** Whether an unknown ID is a 400 before the permission check (venues, organizers, terms) or a 404 after it (events). */
  idCheckedFirst: boolean;
  remove:
    | {
        mode: 'trash';
        inTrash(): LegacyError;
        /** The delete's query, when it takes more than the common `password` and `ml_language` (events: `recurrence_scope`). */
        params?(settings: { languages: readonly string[] }): z.ZodType<DeleteQuery>;
        /** What the delete asks of the write door's steps, beside the trash status (events: what a series does with it). */
        stepParams?(params: DeleteQuery): Data;
      }
    | { mode: 'permanent'; before?(record: Record, wctx: WriteContext): Promise<void> };
}

/** What differs between the five resources; everything else is one generic controller and service. */
export interface ResourceDefinition<
  Record,
  Wire,
  Params extends { page: number; per_page: number; password?: string },
  Body extends WriteBody = WriteBody,
> {
  name: ResourceName;
  uid: CalendarUid;
  idField: 'postId' | 'termId';
  /** Events, venues and organizers are also addressed by slug. */
  bySlug: boolean;
  /** Posts have a status; terms do not. */
  hasStatus: boolean;
  /** `access`: which linked venues and organizers the caller may see (events embed them). */
  toRecords(strapi: Core.Strapi, rows: Row[], access: EmbeddedAccess): Promise<Record[]>;
  /** `single`: a single read (json_ld); `write`: the answer of a create or update (single terms carry `_links`). */
  toWire(record: Record, wctx: WireContext, options: { single: boolean; write?: boolean }): Wire;
  single: SingleErrors;
  list: {
    params(rctx: RequestContext): z.ZodType<Params>;
    /** Posts: the page is read with LIMIT/OFFSET. Terms: every match is read, then counted, sorted and cut here. */
    mode: 'paged' | 'in-memory';
    query(params: Params, rctx: RequestContext): Promise<ListQuery>;
    /** In-memory lists: filters on loaded records (hide_empty) and ordering. */
    refine?(records: Record[], params: Params): Record[];
    body(items: Wire[], page: ListPage): object;
    /** The list's headers; default the original's `X-TEC-Total`/`X-TEC-TotalPages` from the body (core/wire listHeaders). */
    headers?(page: ListPage): { [header: string]: string };
    /** A page past the end (posts only; terms answer an empty list). */
    pageNotFound?(): LegacyError;
  };
  write?: WriteDefinition<Record, Body>;
}

/** Typed identity: keeps each definition checked against the shape above. */
export const defineResource = <
  Record,
  Wire,
  Params extends { page: number; per_page: number; password?: string },
  Body extends WriteBody = WriteBody,
>(
  definition: ResourceDefinition<Record, Wire, Params, Body>
) => definition;

import type { Core } from '@strapi/strapi';
import { DateTime } from 'luxon';
import { LegacyError } from '../../core/errors';
import { ID_KIND_OF, ID_TABLE } from '../../data/ids/kinds';
import { parseBody } from '../../core/bodies';
import type { RequestContext } from '../../core/request/request-context';
import { resources } from '../../core/resources';
import { getPluginContext } from '../../lib/utils';
import { utcWallTime } from '../../core/wire/dates';
import type { Data } from '../../data/write/context';
import { withPreparedImages } from '../../data/write/prepared-images';
import type { SourceResource } from './source';
import { seriesParams } from '../series/instruction';
import { extras, isPost } from './extras';
import { importWriteContext } from './write-context';
import { translationLink } from './translation-link';
import { imageUrl, toWriteBody } from './to-body';
import { isDeadlock, retryLostRace } from '../../data/repository/unique-retry';

type Wire = Record<string, unknown>;
export type Outcome = 'created' | 'updated' | 'unchanged' | 'skipped' | 'failed';
export interface RecordResult {
  outcome: Outcome;
  /** Why a record was skipped or failed. */
  message?: string;
}

/** What every record of one run shares. */
export interface ImportContext {
  strapi: Core.Strapi;
  dryRun: boolean;
  /** Image URL → media-library file: each distinct URL is downloaded once per run. */
  images: Map<string, number>;
  /** The author of records whose source author has no user here (null: none, `"0"` on the wire). */
  fallbackAuthor: number | null;
  /** Body schemas by resource and mode: building one costs more than parsing a record with it. */
  schemas: Map<string, unknown>;
  /** `<resource>:<ID>` of the records this run found here as the source's own (created, updated or unchanged). */
  seen: Set<string>;
}

/** The write body schema of a resource, built once per run (the API builds one per request). */
function bodySchema(ctx: ImportContext, resource: SourceResource, mode: 'create' | 'update'): unknown {
  const key = `${resource}:${mode}`;
  let schema = ctx.schemas.get(key);
  if (!schema) {
    // The body schemas only read the site's language list from the request context.
    const schemaContext = { listSettings: getPluginContext(ctx.strapi).listSettings } as RequestContext;
    schema = resources[resource].write!.body(schemaContext, mode);
    ctx.schemas.set(key, schema);
  }
  return schema;
}

interface Row {
  id: number;
  documentId: string;
  locale: string;
  updatedAt: string | Date;
  globalIdLineage?: string[] | null;
  [key: string]: unknown;
}

/**
 * Whether the row here holding the source's ID is that same record: one this importer wrote (its
 * lineage holds the source's global ID), or for terms (which carry no global ID) one with the same slug or name.
 */
function sameRecord(resource: SourceResource, row: Row, wire: Wire): boolean {
  // A term renamed or re-slugged at the source keeps the other of the two.
  if (!isPost(resource)) return row.slug === wire.slug || row.name === wire.name;
  const lineage = row.globalIdLineage ?? [];
  return typeof wire.global_id === 'string' && lineage.includes(wire.global_id);
}

/** Whether the source changed the record since it was imported: `modified` for posts, the fields for terms. */
function unchanged(resource: SourceResource, row: Row, wire: Wire, parentTermId: number): boolean {
  if (isPost(resource)) return typeof wire.modified_utc === 'string' && utcWallTime(row.updatedAt) === wire.modified_utc;
  return (
    row.name === wire.name &&
    row.slug === wire.slug &&
    ((row.description as string | null) ?? '') === ((wire.description as string | undefined) ?? '') &&
    (resource !== 'categories' || parentTermId === ((wire.parent as number | undefined) ?? 0))
  );
}

/** Whether an ID of this kind is reserved here by a record of another resource, or by one since deleted. */
async function idTakenElsewhere(strapi: Core.Strapi, resource: SourceResource, id: number): Promise<boolean> {
  const uid = resources[resource].uid;
  const reserved = await strapi.db.getConnection(ID_TABLE[ID_KIND_OF[uid]]).where({ id }).first('id');
  return Boolean(reserved);
}

/** The source's image in the media library, downloaded through the outbound guard the first time it is seen. */
async function imageFile(ctx: ImportContext, url: string): Promise<number> {
  const known = ctx.images.get(url);
  if (known !== undefined) return known;
  const { settings } = getPluginContext(ctx.strapi);
  const id = await withPreparedImages(ctx.strapi, settings.publicUrl, [url], async (images) => images.take(url));
  ctx.images.set(url, id);
  return id;
}

/** `modified` is Strapi's updatedAt, which every write sets to now: put the source's back, in the same transaction. */
export async function keepModified(strapi: Core.Strapi, trx: (table: string) => { where(w: object): { update(d: object): Promise<unknown> } }, uid: string, rowId: number, wire: Wire) {
  const modified = typeof wire.modified_utc === 'string' ? DateTime.fromSQL(wire.modified_utc, { zone: 'utc' }) : null;
  if (!modified?.isValid) return;
  const table = (strapi.getModel(uid as never) as { collectionName: string }).collectionName;
  await trx(table).where({ id: rowId }).update({ updated_at: modified.toJSDate() });
}

function describe(error: unknown): string {
  if (error instanceof LegacyError) {
    const params = (error as unknown as { data?: { params?: object } }).data?.params;
    return `${error.message}${params ? ` ${JSON.stringify(params)}` : ''}`;
  }
  const details = (error as { details?: { errors?: { message: string }[] } }).details?.errors;
  return details?.length ? details.map((d) => d.message).join('; ') : error instanceof Error ? error.message : String(error);
}

/**
 * Imports one source record in `locale`: created under its source ID, updated when the source changed
 * it, unchanged, or skipped when its ID names another record here. Everything of one record lands in
 * one transaction (its links included); a failure leaves nothing of it.
 */
export async function importRecord(ctx: ImportContext, resource: SourceResource, wire: Wire, locale: string): Promise<RecordResult> {
  const { strapi } = ctx;
  const def = resources[resource];
  const id = wire.id;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return { outcome: 'failed', message: `no valid ID (${String(id)})` };
  try {
    const row = (await strapi.db.query(def.uid).findOne({ where: { [def.idField]: id }, populate: isPost(resource) ? {} : { parent: { select: ['termId'] } } })) as
      | (Row & { parent?: { termId: number } | null })
      | null;
    if (row && !sameRecord(resource, row, wire)) {
      return { outcome: 'skipped', message: `${resource} ID ${id} is used here by a different record` };
    }
    if (row && row.locale !== locale) {
      // A source without languages answers every language with the same records.
      return { outcome: 'skipped', message: `${resource} ID ${id} is here already, in another language (${row.locale})` };
    }
    if (!row && (await idTakenElsewhere(strapi, resource, id))) {
      return { outcome: 'skipped', message: `${resource} ID ${id} is used here by a different record` };
    }
    if (row && unchanged(resource, row, wire, row.parent?.termId ?? 0)) {
      ctx.seen.add(`${resource}:${id}`);
      return { outcome: 'unchanged' };
    }

    const input = toWriteBody(resource, wire);
    const write = def.write!;
    const body = parseBody(bodySchema(ctx, resource, row ? 'update' : 'create') as never, input, row ? {} : { required: write.required }) as never;
    // A record already here keeps its document; a new one joins its source's translation, if any is here.
    const link = row ? { documentId: null, refused: [] } : await translationLink(ctx, resource, wire, locale);
    const done = (outcome: 'created' | 'updated'): RecordResult => {
      ctx.seen.add(`${resource}:${id}`);
      if (!link.refused.length) return { outcome };
      const named = link.refused.join(', ');
      return { outcome, message: `${resource} ${id}: not linked to its translation ${named}: the record here under that ID was not imported from this source` };
    };
    if (ctx.dryRun) return done(row ? 'updated' : 'created');

    const url = isPost(resource) ? imageUrl(wire) : undefined;
    let image: number | null = null;
    try {
      image = url ? await imageFile(ctx, url) : null;
    } catch {
      const host = new URL(url!).hostname;
      return { outcome: 'failed', message: `${resource} ${id}: image ${url} refused or unreadable (a private media host needs --trusted-host ${host})` };
    }
    const wctx = importWriteContext(strapi, locale);

    // A writer of events on the same days may lose a deadlock (MySQL): it runs again. (A unique index
    // violated here is the source's own conflict, reported as it was.)
    await retryLostRace(() =>
      strapi.db.transaction(async ({ trx }) => {
        const data: Data = { ...(await write.toData(body, wctx, (row ?? null) as never)), ...(await extras(ctx, resource, wire, { locale, rowId: row?.id ?? null })) };
        if (isPost(resource)) data.image = image;
        // An empty venue in an API write keeps the current one; a source event without a venue has none.
        if (resource === 'events' && Array.isArray(input.venue) && input.venue.length === 0) data.venues = [];
        const documents = strapi.documents(def.uid);
        // An event is written as the source has it, never spread over a series here (series-pass.ts links them).
        const series = resource === 'events' ? seriesParams('kept') : {};
        let rowId: number;
        if (row) {
          rowId = ((await documents.update({ documentId: row.documentId, locale, data: data as never, ...series } as never)) as { id: number }).id;
        } else {
          const written = link.documentId
            ? await documents.update({ documentId: link.documentId, locale, data: data as never, ...series } as never)
            : await documents.create({ data: data as never, locale, ...series } as never);
          rowId = (written as { id: number }).id;
        }
        if (isPost(resource)) await keepModified(strapi, trx as never, def.uid, rowId, wire);
      }),
      isDeadlock
    );
    return done(row ? 'updated' : 'created');
  } catch (error) {
    return { outcome: 'failed', message: `${resource} ${id}: ${describe(error)}` };
  }
}

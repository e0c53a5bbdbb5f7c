import type { Context } from 'koa';
import { authorize } from '../../access/authorize';
import { assertMayNameAuthor, assertOwnRecord, mayEditOthers } from '../../access/ownership';
import { writerOf } from '../../access/writer';
import { invalidParams } from '../errors';
import { geocodeWriteBody } from '../../features/geocode/write-body';
import { createDeleteParams, parseParams } from '../params';
import { parseBody } from '../bodies';
import { findRows } from '../../data/repository/find';
import { createRequestContext, type RequestContext } from '../request/request-context';
import type { ResourceDefinition, WriteBody } from '../resources/define-resource';
import { writeThroughDoor as inTransaction } from '../../data/door/api-write';
import { assertReferenceBound } from '../../data/door/references';
import { getPluginContext } from '../../lib/utils';
import { NO_IMAGES, type WriteContext } from '../../data/write/context';
import { imageUrls } from '../../data/write/image-urls';
import { withPreparedImages, type PreparedImages } from '../../data/write/prepared-images';
import { lookUp, type ReadResult } from './read-resource';

type Params = { page: number; per_page: number; password?: string; ml_language?: string };
type Definition<R, W, P extends Params, B extends WriteBody> = ResourceDefinition<R, W, P, B>;
type Path = { id?: string; slug?: string };

/** WordPress reads write parameters from the query string and the body; the body wins. */
function rawBody(ctx: Context): Record<string, unknown> {
  const { body } = ctx.request as { body?: unknown };
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return { ...(ctx.query as Record<string, unknown>), ...fields };
}

function writeContext(ctx: Context, rctx: RequestContext, locale: string, userId: number | null, images: PreparedImages = NO_IMAGES): WriteContext {
  const { strapi, siteTimezone, now, may } = rctx;
  return { strapi, locale, siteTimezone, now, userId, images, may, mayEditOthers: mayEditOthers(ctx) };
}

/** Reads one row back as the wire record (inside the write's transaction, so it sees its own writes). */
async function answer<R, W, P extends Params, B extends WriteBody>(
  def: Definition<R, W, P, B>,
  rctx: RequestContext,
  rowId: number,
  write = true
) {
  const rows = await findRows(rctx.strapi, def.uid, { where: { id: rowId }, limit: 1 });
  const [record] = await def.toRecords(rctx.strapi, rows, rctx.embedded());
  // Write answers carry no json_ld (contract 9.1); the writer sees what it wrote unlocked (it may edit it).
  return def.toWire(record, rctx.wire(), { single: false, write }) as object;
}

/** Whether an attribute is shared by every language of a document (Strapi's i18n copies it to all of them). */
function isShared(strapi: RequestContext['strapi'], uid: string, key: string): boolean {
  const model = strapi.getModel(uid as Parameters<typeof strapi.getModel>[0]) as { attributes?: Record<string, { pluginOptions?: { i18n?: { localized?: boolean } } }> } | undefined;
  const attribute = model?.attributes?.[key];
  return attribute?.pluginOptions?.i18n?.localized === false;
}

/**
 * The attributes of a new translation. Its own (localized) fields get a create's defaults (status,
 * slug...); the fields it shares with the record it translates (dates, zone, map flags, author, address...)
 * change only when the body sends them, read as an update of that record: a create's defaults for them
 * (the site's zone, `show_map: false`, the writer as author) would otherwise overwrite every language.
 */
async function translationData<R, W, P extends Params, B extends WriteBody>(
  def: Definition<R, W, P, B>,
  body: B,
  rctx: RequestContext,
  wctx: WriteContext,
  sourceRowId: number
): Promise<Record<string, unknown>> {
  const write = def.write!;
  const rows = await findRows(wctx.strapi, def.uid, { where: { id: sourceRowId }, limit: 1 });
  const [source] = await def.toRecords(wctx.strapi, rows, rctx.embedded());
  const asCreate = (await write.toData(body, wctx, null)) as Record<string, unknown>;
  const asUpdate = (await write.toData(body, wctx, source)) as Record<string, unknown>;
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(asCreate)) if (!isShared(wctx.strapi, def.uid, key)) data[key] = value;
  for (const [key, value] of Object.entries(asUpdate)) if (isShared(wctx.strapi, def.uid, key)) data[key] = value;
  return data;
}

/**
 * The document a create makes: a new one, an existing duplicate (venues, organizers), or with our
 * `translation_of` extension a new translation of an existing record (same document, another locale).
 */
async function createDocument<R, W, P extends Params, B extends WriteBody>(
  def: Definition<R, W, P, B>,
  ctx: Context,
  body: B,
  rctx: RequestContext,
  wctx: WriteContext
): Promise<{ id: number }> {
  const write = def.write!;
  const documents = rctx.strapi.documents(def.uid);
  if (body.translation_of !== undefined) {
    const query = rctx.strapi.db.query(def.uid);
    const hasAuthor = def.idField === 'postId';
    const select = hasAuthor ? ['id', 'documentId', 'author'] : ['id', 'documentId'];
    const source = (await query.findOne({ where: { [def.idField]: body.translation_of }, select })) as {
      id: number;
      documentId: string;
      author?: number | null;
    } | null;
    const taken = source && (await query.findOne({ where: { documentId: source.documentId, locale: rctx.locale }, select: ['id'] }));
    if (!source || taken) throw invalidParams({ translation_of: 'Invalid parameter.' });
    // A translation changes the record it translates (above): only its author, or a caller who may edit
    // others' records, may add one (access/ownership.ts).
    if (hasAuthor) await assertOwnRecord(ctx, async () => wctx.userId, source.author);
    const data = await translationData(def, body, rctx, wctx, source.id);
    const call = { documentId: source.documentId, locale: rctx.locale, data, ...write.stepParams?.(body) };
    return documents.update(call as never) as Promise<{ id: number }>;
  }
  const existing = await write.findExisting?.(body, wctx);
  if (existing) return existing;
  const data = await write.toData(body, wctx, null);
  return documents.create({ data, locale: rctx.locale, ...write.stepParams?.(body) } as never) as Promise<{ id: number }>;
}

/**
 * Runs a write after fetching the body's image URLs: downloads finish before the transaction opens
 * (a slow image host must not hold the database), and only callers allowed to write reach them; the
 * image of an inline venue or organizer only when the caller may create one (otherwise its create is
 * refused, or a duplicate is reused as it is: the image is never needed).
 */
function withImages<T>(rctx: RequestContext, body: object, run: (images: PreparedImages) => Promise<T>): Promise<T> {
  return withPreparedImages(rctx.strapi, rctx.wire().baseUrl, imageUrls(body, (resource) => rctx.may(resource, 'create')), run);
}

/**
 * Validation first, then the permission (the original's order: an invalid anonymous write is a 400),
 * then the geocoder (when the site has one) and the image downloads, then the change, in one
 * transaction: an event with an inline venue, new organizers and new terms lands whole or not at all.
 */
export async function createRecord<R, W, P extends Params, B extends WriteBody>(
  def: Definition<R, W, P, B>,
  ctx: Context,
  base: RequestContext
): Promise<ReadResult & { status: number }> {
  const write = def.write!;
  const raw = rawBody(ctx);
  assertReferenceBound(raw, getPluginContext(base.strapi).settings.maxReferences);
  const parsed = parseBody(write.body(base, 'create'), raw, { required: write.required });
  const rctx = createRequestContext(base.strapi, ctx, parsed.ml_language);
  await authorize(rctx.strapi, ctx, `plugin::calendar.${def.name}.create`);
  // A new translation changes the record it translates: Strapi's i18n copies its non-localized fields
  // (dates, zone, image, flags, password, address...) to every language of the document. So it needs
  // the right to update that record, checked before the ID is looked up: a caller without it learns
  // nothing of which IDs exist, drafts included; one with it may read every record of the type.
  if (parsed.translation_of !== undefined) await authorize(rctx.strapi, ctx, `plugin::calendar.${def.name}.update`);
  write.afterPermission?.();
  const writer = await writerOf(rctx.strapi, ctx);
  assertMayNameAuthor(mayEditOthers(ctx), writer, (parsed as { author?: number }).author);
  write.preflight?.(parsed, rctx, null);
  const body = await geocodeWriteBody(rctx.strapi, def.name, parsed, null);
  const created = await withImages(rctx, body, (images) =>
    inTransaction(ctx, rctx, () => createDocument(def, ctx, body, rctx, writeContext(ctx, rctx, rctx.locale, writer, images)))
  );
  const record = (await answer(def, rctx, created.id)) as { id: number };
  // WordPress core adds a Location header to created terms; ours points at this API.
  const headers = def.idField === 'termId' ? { Location: `${rctx.namespaceUrl}/${def.name}/${record.id}` } : undefined;
  return { status: 201, body: record, headers };
}

/** Finds the record a write names: IDs validated as parameters (400) before the permission, 404s after it. */
async function target<R, W, P extends Params, B extends WriteBody>(
  def: Definition<R, W, P, B>,
  ctx: Context,
  rctx: RequestContext,
  path: Path,
  action: 'update' | 'delete'
): Promise<R> {
  const scope = `plugin::calendar.${def.name}.${action}`;
  let record: R;
  // An unknown slug is a parameter error for every resource (contract 8): checked before the permission.
  if (def.write!.idCheckedFirst || path.slug !== undefined) {
    record = await lookUp(def, rctx, path);
    await authorize(rctx.strapi, ctx, scope);
  } else {
    await authorize(rctx.strapi, ctx, scope);
    record = await lookUp(def, rctx, path);
  }
  // The per-post check the original makes on ID routes (contract 11), on by-slug routes too (where the
  // original skips it: a weakness we do not copy): a user without the right to edit others' records
  // changes only its own.
  if (def.idField === 'postId') await assertOwnRecord(ctx, () => writerOf(rctx.strapi, ctx), (record as { author?: number | null }).author);
  return record;
}

/** `POST|PUT|PATCH /<resource>/<id>`: only the fields sent change (a deliberate difference, see README). */
export async function updateRecord<R extends { id: number; documentId: string; locale: string }, W, P extends Params, B extends WriteBody>(
  def: Definition<R, W, P, B>,
  ctx: Context,
  base: RequestContext,
  path: Path
): Promise<ReadResult & { status: number }> {
  const write = def.write!;
  const raw = rawBody(ctx);
  assertReferenceBound(raw, getPluginContext(base.strapi).settings.maxReferences);
  const parsed = parseBody(write.body(base, 'update'), raw);
  const rctx = createRequestContext(base.strapi, ctx, parsed.ml_language);
  const record = await target(def, ctx, rctx, path, 'update');
  write.afterPermission?.();
  const writer = await writerOf(rctx.strapi, ctx);
  assertMayNameAuthor(mayEditOthers(ctx), writer, (parsed as { author?: number }).author);
  write.preflight?.(parsed, rctx, record);
  const body = await geocodeWriteBody(rctx.strapi, def.name, parsed, record);
  await withImages(rctx, body, (images) =>
    inTransaction(ctx, rctx, async () => {
      const data = await write.toData(body, writeContext(ctx, rctx, record.locale, writer, images), record);
      // Beside the data, what the write asks of the door's steps: an event's series makes, moves or
      // trashes its other dates in this transaction (data/door/steps.ts, features/series/step.ts).
      const call = { documentId: record.documentId, locale: record.locale, data, ...write.stepParams?.(body) };
      await rctx.strapi.documents(def.uid).update(call as never);
    })
  );
  return { status: 200, body: await answer(def, rctx, record.id) };
}

/** `DELETE`: posts go to the trash (a second delete is a 410), terms are deleted for good. */
export async function deleteRecord<R extends { id: number; documentId: string; locale: string; postStatus?: string }, W, P extends Params, B extends WriteBody>(
  def: Definition<R, W, P, B>,
  ctx: Context,
  base: RequestContext,
  path: Path
): Promise<ReadResult & { status: number }> {
  const remove = def.write!.remove;
  const settings = base.listSettings;
  const query = parseParams(remove.mode === 'trash' && remove.params ? remove.params(settings) : createDeleteParams(settings), ctx.query);
  const rctx = createRequestContext(base.strapi, ctx, query.ml_language);
  const record = await target(def, ctx, rctx, path, 'delete');
  def.write!.afterPermission?.();
  if (remove.mode === 'trash') {
    if (record.postStatus === 'trash') throw remove.inTrash();
    const call = { documentId: record.documentId, locale: record.locale, data: { postStatus: 'trash' }, ...remove.stepParams?.(query) };
    await inTransaction(ctx, rctx, () => rctx.strapi.documents(def.uid).update(call as never));
    return { status: 200, body: await answer(def, rctx, record.id, false) };
  }
  // The answer is the record as it was before deletion (contract 9.5), without `_links`.
  const before = await answer(def, rctx, record.id, false);
  await inTransaction(ctx, rctx, async () => {
    await remove.before?.(record, writeContext(ctx, rctx, record.locale, null));
    await rctx.strapi.documents(def.uid).delete({ documentId: record.documentId, locale: record.locale });
  });
  return { status: 200, body: before };
}

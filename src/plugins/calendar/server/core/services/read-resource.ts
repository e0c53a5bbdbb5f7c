import { invalidParams } from '../errors';
import type { SingleParams } from '../params';
import { isStorableId } from '../../data/ids/kinds';
import { findPage, findRows, postTypeOf } from '../../data/repository/find';
import type { RequestContext } from '../request/request-context';
import type { ResourceDefinition, ResourceName } from '../resources/define-resource';
import { listHeaders, type PostKind } from '../wire';

type Params = { page: number; per_page: number; password?: string; ml_language?: string };

/** The resources whose records may be password-protected (terms have no password). */
const POST_KINDS: Partial<Record<ResourceName, PostKind>> = { events: 'event', venues: 'venue', organizers: 'organizer' };

/** The answer of a read: the body, and the list headers when it is a list. */
export interface ReadResult {
  body: object;
  headers?: Record<string, string>;
}

/** The list read shared by the five resources (like core-api's `find`): query → page → records → wire. */
export async function findList<R, W, P extends Params>(
  def: ResourceDefinition<R, W, P>,
  params: P,
  rctx: RequestContext
): Promise<ReadResult> {
  const query = await def.list.query(params, rctx);
  const { page, per_page: perPage } = params;
  const offset = (page - 1) * perPage;

  let records: R[];
  let total: number;
  if (def.list.mode === 'paged') {
    const found = await findPage(rctx.strapi, def.uid, { where: query.where, orderBy: query.orderBy, offset, limit: perPage }, query.windowTotal);
    total = found.total;
    records = await def.toRecords(rctx.strapi, found.rows, rctx.embedded());
  } else {
    const rows = await findRows(rctx.strapi, def.uid, { where: query.where, orderBy: query.orderBy });
    const all = await def.toRecords(rctx.strapi, rows, rctx.embedded());
    const refined = def.list.refine ? def.list.refine(all, params) : all;
    total = refined.length;
    records = refined.slice(offset, offset + perPage);
  }
  // An empty page past the first is an error for posts; terms answer an empty list (contract 4.3).
  if (!records.length && page > 1 && def.list.pageNotFound) throw def.list.pageNotFound();

  const wctx = rctx.wire({ password: params.password });
  const items = records.map((record) => def.toWire(record, wctx, { single: false }));
  const listPage = { restUrl: query.restUrl, page, perPage, total, hasNext: offset + records.length < total, hasPrevious: page > 1 };
  const body = def.list.body(items, listPage);
  return { body, headers: def.list.headers ? def.list.headers(listPage) : { ...listHeaders(body as { total: number; total_pages: number }) } };
}

/** A single read by ID (any language) or by slug (the request's language), with the original's checks in order. */
export async function findSingle<R extends object, W, P extends Params>(
  def: ResourceDefinition<R, W, P>,
  path: { id?: string; slug?: string },
  params: SingleParams,
  rctx: RequestContext
): Promise<ReadResult> {
  const record = await lookUp(def, rctx, path);

  const { postStatus: status, password = null, postId = 0 } = record as { postStatus?: string; password?: string | null; postId?: number };
  const canEdit = rctx.canEdit(def.name);
  if (def.hasStatus) {
    if (status === 'trash' && def.single.trashed) throw def.single.trashed();
    if (status !== 'publish' && !canEdit && def.single.notAccessible) throw def.single.notAccessible();
  }
  const wctx = rctx.wire({ password: params.password });
  const kind = POST_KINDS[def.name];
  const locked = Boolean(password) && kind !== undefined && !wctx.unlocked({ password, postId }, kind);
  if (locked && def.single.passwordProtected) throw def.single.passwordProtected();
  return { body: def.toWire(record, wctx, { single: true }) as object };
}

/** The record a single route names, by ID (any language) or slug (the request's language). */
export async function lookUp<R, W, P extends Params>(
  def: ResourceDefinition<R, W, P>,
  rctx: RequestContext,
  path: { id?: string; slug?: string }
): Promise<R> {
  const { strapi } = rctx;
  if (path.slug !== undefined) {
    // No slug holds NUL, and PostgreSQL cannot even compare one (nul-chars.ts): unknown, as any other.
    if (path.slug.includes('\u0000')) throw invalidParams({ slug: 'Invalid parameter.' });
    // Slugs are unique per language; a trashed record's slug is no longer known (WordPress mangles it).
    const where = { slug: path.slug, locale: rctx.locale, ...(def.hasStatus ? { postStatus: { $ne: 'trash' } } : {}) };
    const [row] = await findRows(strapi, def.uid, { where, limit: 1 });
    if (!row) throw invalidParams({ slug: 'Invalid parameter.' });
    return (await def.toRecords(strapi, [row], rctx.embedded()))[0];
  }
  const id = Number(path.id);
  // An ID past the integer columns that hold them (PostgreSQL and MySQL refuse to compare it) names no record.
  if (!isStorableId(id)) throw def.single.missing(id);
  const [row] = await findRows(strapi, def.uid, { where: { [def.idField]: id }, limit: 1 });
  if (!row) {
    const owner = def.idField === 'postId' ? await postTypeOf(strapi, id) : null;
    throw owner ? def.single.wrongType(id) : def.single.missing(id);
  }
  return (await def.toRecords(strapi, [row], rctx.embedded()))[0];
}

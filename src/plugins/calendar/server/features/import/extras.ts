import { resources } from '../../core/resources';
import type { Data } from '../../data/write/context';
import { uniqueSlug } from '../../data/write/unique-slug';
import type { SourceResource } from './source';
import type { ImportContext } from './write-record';

/**
 * What a record's write body cannot say, set on the imported record beside it: the wire ID, the
 * lineage, the author, the currency code, and the slug of venues and organizers. Pure reads of the
 * source record, plus the lookups they need here.
 */
type Wire = Record<string, unknown>;

export const isPost = (resource: SourceResource) => resource === 'events' || resource === 'venues' || resource === 'organizers';

/** `a.b?id=3`: this record's global ID at the source, and what the source already carried. */
function lineageOf(wire: Wire): string[] {
  const own = typeof wire.global_id === 'string' ? [wire.global_id] : [];
  const earlier = Array.isArray(wire.global_id_lineage) ? (wire.global_id_lineage as unknown[]).filter((x): x is string => typeof x === 'string') : [];
  return [...new Set([...own, ...earlier])];
}

/** The source's author when a user with that ID exists here, else the run's fallback author. */
async function authorOf(ctx: ImportContext, wire: Wire): Promise<number | null> {
  const id = Number(wire.author);
  if (Number.isInteger(id) && id > 0) {
    const user = await ctx.strapi.db.query('plugin::users-permissions.user').findOne({ where: { id }, select: ['id'] });
    if (user) return id;
  }
  return ctx.fallbackAuthor;
}

/**
 * The source's slug of a venue or organizer. Their write bodies take no slug (the original's venue and
 * organizer endpoints have none), so the write would make one from the name, and a name with an
 * apostrophe gives another slug than WordPress did (`Jardin de l’Estrela`: `jardin-de-l-estrela` there,
 * `jardin-de-lestrela` here): the source's is kept, numbered only if another record here has it. A draft
 * without a slug (`""`) gets none, as at the source. Events send theirs in the body.
 */
async function linkedPostSlug(ctx: ImportContext, resource: SourceResource, wire: Wire, target: { locale: string; rowId: number | null }) {
  if ((resource !== 'venues' && resource !== 'organizers') || typeof wire.slug !== 'string' || wire.slug === '') return {};
  return { slug: await uniqueSlug(ctx.strapi, resources[resource].uid, wire.slug, { locale: target.locale, ownRowId: target.rowId }) };
}

/** What a body cannot say; `rowId` is the row updated (null: a new record). */
export async function extras(ctx: ImportContext, resource: SourceResource, wire: Wire, target: { locale: string; rowId: number | null }): Promise<Data> {
  const def = resources[resource];
  const data: Data = target.rowId === null ? { [def.idField]: wire.id } : {};
  if (!isPost(resource)) return data;
  data.globalIdLineage = lineageOf(wire);
  data.author = await authorOf(ctx, wire);
  Object.assign(data, await linkedPostSlug(ctx, resource, wire, target));
  if (resource === 'events') {
    const code = (wire.cost_details as { currency_code?: unknown } | undefined)?.currency_code;
    data.currencyCode = typeof code === 'string' && code ? code : null;
  }
  return data;
}

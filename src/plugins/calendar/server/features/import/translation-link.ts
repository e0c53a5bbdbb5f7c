import { resources } from '../../core/resources';
import { isPost } from './extras';
import type { SourceResource } from './source';
import type { ImportContext } from './write-record';

/**
 * The document a new imported record joins: its source names its translations by wire ID, and a record
 * here under one of those IDs is joined only when it was imported from the same source (issue 31). A
 * document's shared fields (dates, zone, hidden, password, address) are written by every translation's
 * write, so joining a record made here, or imported from elsewhere, would overwrite it.
 */
type Wire = Record<string, unknown>;

/** `<site>?id=<id>`: the global ID the source gives its record `id`, read off the site part of the record's own. */
function sourceGlobalId(wire: Wire, id: number): string | null {
  const own = typeof wire.global_id === 'string' ? wire.global_id.match(/^(.+)\?id=\d+$/) : null;
  return own ? `${own[1]}?id=${id}` : null;
}

/**
 * Whether the record here under a translation's ID was imported from this source, so that joining its
 * document (whose shared fields the write then sets) changes only what the source owns. A post: its
 * lineage holds the source's global ID for that ID. A term carries no global ID: this run read it from the
 * source (in another language of the run) as the record here. A record made here, or imported from
 * another source, is never joined: the importer never overwrites.
 */
function importedFromSource(ctx: ImportContext, resource: SourceResource, wire: Wire, id: number, lineage: string[] | null): boolean {
  if (!isPost(resource)) return ctx.seen.has(`${resource}:${id}`);
  const expected = sourceGlobalId(wire, id);
  return expected !== null && (lineage ?? []).includes(expected);
}

export interface TranslationLink {
  /** The document the record joins (null: a document of its own). */
  documentId: string | null;
  /** Translations named by the source that are records here the source does not own: not linked. */
  refused: string[];
}

/** The document of the record's first translation already here and imported from this source (same document, another language). */
export async function translationLink(ctx: ImportContext, resource: SourceResource, wire: Wire, locale: string): Promise<TranslationLink> {
  const { strapi } = ctx;
  const def = resources[resource];
  const translations = (wire.translations ?? {}) as Record<string, unknown>;
  const link: TranslationLink = { documentId: null, refused: [] };
  for (const [code, id] of Object.entries(translations)) {
    if (typeof id !== 'number') continue;
    const select = isPost(resource) ? ['documentId', 'globalIdLineage'] : ['documentId'];
    const sibling = (await strapi.db.query(def.uid).findOne({ where: { [def.idField]: id }, select })) as { documentId: string; globalIdLineage?: string[] | null } | null;
    if (!sibling) continue;
    if (!importedFromSource(ctx, resource, wire, id, sibling.globalIdLineage ?? null)) {
      link.refused.push(`${id} (${code})`);
      continue;
    }
    if (link.documentId) continue;
    const taken = await strapi.db.query(def.uid).findOne({ where: { documentId: sibling.documentId, locale }, select: ['id'] });
    if (!taken) link.documentId = sibling.documentId;
  }
  return link;
}

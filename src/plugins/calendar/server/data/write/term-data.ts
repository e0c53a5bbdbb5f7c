import { invalidParams, LegacyError } from '../../core/errors';
import type { TermRecord } from '../records/types';
import { loadCategoryTree, withDescendants } from '../repository/enrich';
import { UID } from '../repository/uids';
import { assignSent, emptyToNull, type Data, type WriteContext } from './context';
import { documentInLocale } from './links';
import { uniqueSlug } from './unique-slug';

export interface TermFields {
  name?: string;
  description?: string;
  slug?: string;
  /** Categories only: the parent's term ID, 0 for none. */
  parent?: number;
}

const uidOf = (taxonomy: 'category' | 'tag') => (taxonomy === 'category' ? UID.category : UID.tag);

/** WordPress core's answer to a duplicate name (same language and, for categories, same parent). */
const termExists = (termId: number) =>
  new LegacyError('term_exists', 'A term with the name provided already exists in this taxonomy.', 400, { term_id: termId });

const duplicateSlug = (slug: string) =>
  new LegacyError('duplicate_term_slug', `The slug “${slug}” is already in use by another term.`, 400);

async function parentDocument(body: TermFields, wctx: WriteContext, current: TermRecord | null): Promise<string | null | undefined> {
  if (body.parent === undefined) return undefined;
  if (body.parent === 0) return null;
  const parent = await documentInLocale(wctx.strapi, UID.category, 'termId', body.parent, { locale: wctx.locale, param: 'parent' });
  if (current) {
    // A category cannot move under itself or one of its descendants.
    const tree = await loadCategoryTree(wctx.strapi, [wctx.locale]);
    const own = withDescendants(tree, [current.id]);
    const target = [...tree.values()].find((node) => node.termId === body.parent);
    if (target && own.includes(target.id)) throw invalidParams({ parent: 'Invalid parameter.' });
  }
  return parent;
}

/** A category or tag body → attributes, refusing duplicate names and slugs in the language. */
export async function termData(
  body: TermFields,
  wctx: WriteContext,
  taxonomy: 'category' | 'tag',
  current: TermRecord | null
): Promise<Data> {
  const uid = uidOf(taxonomy);
  const parent = taxonomy === 'category' ? await parentDocument(body, wctx, current) : undefined;
  const others = current ? { id: { $ne: current.id } } : {};
  if (body.name !== undefined) {
    const sameParent =
      taxonomy !== 'category' ? {} : parent === undefined ? {} : parent === null ? { parent: { id: { $null: true } } } : { parent: { documentId: parent } };
    const where = { name: { $eqi: body.name }, locale: wctx.locale, ...others, ...sameParent };
    const duplicate = (await wctx.strapi.db.query(uid).findOne({ where, select: ['termId'] })) as { termId: number } | null;
    if (duplicate) throw termExists(duplicate.termId);
  }
  let slug = body.slug;
  if (slug !== undefined && !current) {
    // WordPress numbers a taken slug on create (wp_unique_term_slug)...
    slug = await uniqueSlug(wctx.strapi, uid, slug, { locale: wctx.locale });
  } else if (slug !== undefined) {
    // ...and refuses it on update (wp_update_term).
    const taken = await wctx.strapi.db.query(uid).findOne({ where: { slug, locale: wctx.locale, ...others }, select: ['id'] });
    if (taken) throw duplicateSlug(slug);
  }
  return assignSent({}, [
    ['name', body.name],
    ['description', emptyToNull(body.description)],
    ['slug', slug],
    ['parent', parent],
  ]);
}

/**
 * Before a category is deleted, its children move up to its parent (WordPress does the same), so no
 * category is left pointing at a parent that no longer exists.
 */
export async function reparentChildren(record: TermRecord, wctx: WriteContext): Promise<void> {
  const tree = await loadCategoryTree(wctx.strapi, [record.locale]);
  const node = tree.get(record.id);
  const grandparent = node?.parentRowId ? tree.get(node.parentRowId) : undefined;
  const parentDocumentId = grandparent
    ? ((await wctx.strapi.db.query(UID.category).findOne({ where: { id: grandparent.id }, select: ['documentId'] })) as { documentId: string })
        .documentId
    : null;
  const children = [...tree.values()].filter((child) => child.parentRowId === record.id);
  for (const child of children) {
    const row = (await wctx.strapi.db.query(UID.category).findOne({ where: { id: child.id }, select: ['documentId'] })) as { documentId: string };
    await wctx.strapi.documents(UID.category).update({
      documentId: row.documentId,
      locale: record.locale,
      data: { parent: parentDocumentId } as never,
    });
  }
}

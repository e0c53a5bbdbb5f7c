import type { Core } from '@strapi/strapi';
import { invalidParams, LegacyError } from '../errors';
import type { CalendarUid } from '../repository/find';
import type { WriteContext } from './context';

/**
 * Links given by wire ID resolve to the linked item's translation in the record's language (an event
 * links items of its own language). Unknown IDs and missing translations are 400s naming the field.
 */
export async function documentInLocale(
  strapi: Core.Strapi,
  uid: CalendarUid,
  idField: 'postId' | 'termId',
  id: number,
  { locale, param }: { locale: string; param: string }
): Promise<string> {
  const row = (await strapi.db.query(uid).findOne({ where: { [idField]: id }, select: ['documentId', 'locale'] })) as {
    documentId: string;
    locale: string;
  } | null;
  if (!row) throw invalidParams({ [param]: 'Invalid parameter.' });
  if (row.locale === locale) return row.documentId;
  const translated = await strapi.db.query(uid).findOne({ where: { documentId: row.documentId, locale }, select: ['id'] });
  if (!translated) throw invalidParams({ [param]: `${id} has no translation in the record's language (${locale}).` });
  return row.documentId;
}

/** `{id: X}` where X is not of the expected type (contract 9.1). */
export const invalidLinkedPostId = () =>
  new LegacyError('invalid-linked-post-id', 'The provided linked post ID is not valid', 400);

/**
 * The original's duplicate avoidance: a venue/organizer created (directly or inline in an event) with
 * the title and, when given, the description of an existing one in the language answers that one
 * instead of creating a copy. Both are compared without regard to letter case, as the original's MySQL
 * collation compares them (`{venue: "a", description: "x"}` finds `{venue: "A", description: "X"}`):
 * `$eqi` is `LOWER(column) = LOWER(?)` on every database (SQLite's LOWER folds ASCII letters only).
 */
export async function findDuplicate(
  wctx: WriteContext,
  uid: CalendarUid,
  name: string,
  description: string | undefined
): Promise<{ id: number; documentId: string } | null> {
  const where: Record<string, unknown> = { name: { $eqi: name }, locale: wctx.locale, postStatus: { $ne: 'trash' } };
  if (description) where.description = { $eqi: description };
  return (await wctx.strapi.db.query(uid).findOne({ where, select: ['id', 'documentId'] })) as { id: number; documentId: string } | null;
}

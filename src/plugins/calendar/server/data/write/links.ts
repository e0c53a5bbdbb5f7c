import type { Core } from '@strapi/strapi';
import { invalidParams, LegacyError } from '../../core/errors';
import type { CalendarUid } from '../repository/find';
import { UID } from '../repository/uids';
import type { WriteContext } from './context';

/**
 * Links given by wire ID resolve to the linked item's translation in the record's language (an event
 * links items of its own language). Unknown IDs and missing translations are 400s naming the field.
 * `anyStatus`: whether the writer may read posts of every status; without it a post that is not
 * published (the ID's own row or its translation) is answered as unknown: a link must not tell a
 * caller that a record it may not read exists (design.md section 13). Terms have no status.
 */
export async function documentInLocale(
  strapi: Core.Strapi,
  uid: CalendarUid,
  idField: 'postId' | 'termId',
  id: number,
  { locale, param, anyStatus = true }: { locale: string; param: string; anyStatus?: boolean }
): Promise<string> {
  const checked = idField === 'postId' && !anyStatus;
  const select = checked ? ['documentId', 'locale', 'postStatus'] : ['documentId', 'locale'];
  const hidden = (row: { postStatus?: string } | null) => checked && row !== null && row.postStatus !== 'publish';
  const row = (await strapi.db.query(uid).findOne({ where: { [idField]: id }, select })) as {
    documentId: string;
    locale: string;
    postStatus?: string;
  } | null;
  if (!row || hidden(row)) throw invalidParams({ [param]: 'Invalid parameter.' });
  if (row.locale === locale) return row.documentId;
  const translated = (await strapi.db.query(uid).findOne({
    where: { documentId: row.documentId, locale },
    select: checked ? ['id', 'postStatus'] : ['id'],
  })) as { postStatus?: string } | null;
  if (!translated || hidden(translated)) throw invalidParams({ [param]: `${id} has no translation in the record's language (${locale}).` });
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
  resource: 'venues' | 'organizers',
  name: string,
  description: string | undefined
): Promise<{ id: number; documentId: string } | null> {
  const uid = resource === 'venues' ? UID.venue : UID.organizer;
  // Only a record the writer may read can be answered (or linked) as the duplicate: a create-only caller
  // matching a draft venue would otherwise receive it, or link it to its event unseen. It gets a new one.
  const postStatus = wctx.may(resource, 'update') ? { $ne: 'trash' } : 'publish';
  const where: Record<string, unknown> = { name: { $eqi: name }, locale: wctx.locale, postStatus };
  if (description) where.description = { $eqi: description };
  return (await wctx.strapi.db.query(uid).findOne({ where, select: ['id', 'documentId'] })) as { id: number; documentId: string } | null;
}

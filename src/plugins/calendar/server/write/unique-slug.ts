import type { Core } from '@strapi/strapi';
import type { CalendarUid } from '../repository/find';
import { firstFreeSlug } from './slugs';

/**
 * The first free form of `slug` in the language (`jazz`, `jazz-2`, ...), as WordPress's
 * `wp_unique_post_slug` numbers duplicates: Strapi would refuse a taken slug instead (its uid check,
 * a 400). `ownRowId` is the row being updated, which keeps its own slug.
 */
export function uniqueSlug(
  strapi: Core.Strapi,
  uid: CalendarUid,
  slug: string,
  { locale, ownRowId = null }: { locale?: string; ownRowId?: number | null }
): Promise<string> {
  return firstFreeSlug(slug, async (candidate) => {
    const where = { slug: candidate, ...(locale ? { locale } : {}), ...(ownRowId !== null ? { id: { $ne: ownRowId } } : {}) };
    return Boolean(await strapi.db.query(uid).findOne({ where, select: ['id'] }));
  });
}

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

/**
 * `uniqueSlug` for many slugs of one language at once (the dates of a series): the taken ones are read
 * in one query per few hundred, each slug then gets its first free form, none given twice.
 */
export async function uniqueSlugs(strapi: Core.Strapi, uid: CalendarUid, slugs: string[], { locale }: { locale: string }): Promise<string[]> {
  const taken = new Set<string>();
  for (let i = 0; i < slugs.length; i += 400) {
    const rows = (await strapi.db.query(uid).findMany({ where: { slug: { $in: slugs.slice(i, i + 400) }, locale }, select: ['slug'] })) as { slug: string }[];
    for (const row of rows) taken.add(row.slug);
  }
  const given: string[] = [];
  for (const slug of slugs) {
    const free = await firstFreeSlug(slug, async (candidate) => {
      if (taken.has(candidate)) return true;
      // A numbered form was not in the first query: ask the database for it alone.
      if (candidate !== slug) return Boolean(await strapi.db.query(uid).findOne({ where: { slug: candidate, locale }, select: ['id'] }));
      return false;
    });
    taken.add(free);
    given.push(free);
  }
  return given;
}

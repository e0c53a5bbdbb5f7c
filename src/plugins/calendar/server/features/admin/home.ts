import type { Core } from '@strapi/strapi';
import type { HomeAnswer, HomeCounts, HomeRecord } from '../../../shared/home';
import { UID } from '../../data/repository/uids';
import type { PermissionChecker } from './content-manager-access';

/** The statuses of events, venues and organizers (design.md 3), in the order the widget lists them. */
export const POST_STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash'] as const;
const POSTS = [UID.event, UID.venue, UID.organizer] as const;
const TERMS = [UID.category, UID.tag] as const;
/** The name field of each kind of post, for the "last published" list. */
const NAME_FIELD: Record<(typeof POSTS)[number], string> = { [UID.event]: 'title', [UID.venue]: 'name', [UID.organizer]: 'name' };
const RECENT = 5;

/** The Content Manager's checker of each calendar type the admin may read (the others are left out). */
export type HomeReaders = Partial<Record<string, PermissionChecker>>;

/** The role's conditions (e.g. "is creator", its locales) added to a filter, as the Content Manager adds them. */
async function allowedFilters(reader: PermissionChecker, filters: object): Promise<object> {
  const { filters: allowed } = await reader.sanitizedQuery.read({});
  return allowed ? { $and: [filters, allowed] } : filters;
}

/**
 * The home page's figures, every translation counted as the record it is (design.md 4): events, venues and
 * organizers by status (a draft or a trashed one is not "published", as Strapi's own widget counts it for
 * types without draft and publish), categories and tags in all; and the last records published, by their
 * publication date. Only the types and records the admin may read in the Content Manager.
 */
export async function readHome(strapi: Core.Strapi, readers: HomeReaders): Promise<HomeAnswer> {
  const counts: HomeCounts[] = [];
  const recent: HomeRecord[] = [];
  for (const uid of POSTS) {
    const reader = readers[uid];
    if (!reader) continue;
    const byStatus = Object.fromEntries(
      await Promise.all(
        POST_STATUSES.map(async (status) => [status, await strapi.documents(uid).count({ locale: '*', filters: (await allowedFilters(reader, { postStatus: status })) as never } as never)] as const)
      )
    ) as Record<(typeof POST_STATUSES)[number], number>;
    counts.push({ uid, total: POST_STATUSES.reduce((sum, status) => sum + byStatus[status], 0), byStatus });
    const rows = (await strapi.documents(uid).findMany({
      locale: '*',
      filters: (await allowedFilters(reader, { postStatus: 'publish' })) as never,
      fields: ['documentId', 'locale', 'postDate', NAME_FIELD[uid]] as never,
      sort: [{ postDate: 'desc' }, { id: 'desc' }] as never,
      limit: RECENT,
    } as never)) as unknown as Record<string, unknown>[];
    for (const row of rows) {
      const shown = (await reader.sanitizeOutput(row)) as Record<string, unknown>;
      recent.push({
        uid,
        documentId: String(row.documentId),
        locale: String(row.locale),
        name: String(shown[NAME_FIELD[uid]] ?? ''),
        published: row.postDate ? new Date(String(row.postDate)).toISOString() : null,
      });
    }
  }
  for (const uid of TERMS) {
    const reader = readers[uid];
    if (!reader) continue;
    counts.push({ uid, total: await strapi.documents(uid).count({ locale: '*', filters: (await allowedFilters(reader, {})) as never } as never), byStatus: null });
  }
  recent.sort((a, b) => (b.published ?? '').localeCompare(a.published ?? ''));
  return { counts, recent: recent.slice(0, RECENT) };
}

export const HOME_TYPES = [...POSTS, ...TERMS];

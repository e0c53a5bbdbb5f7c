import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { slugify } from '../write/slugs';
import { uniqueSlug } from '../write/unique-slug';
import type { CalendarUid } from './kinds';

type Data = Record<string, unknown>;

const POSTS: CalendarUid[] = ['api::event.event', 'api::venue.venue', 'api::organizer.organizer'];
/** The attribute a slug is made from. */
const TITLE: Record<CalendarUid, string> = {
  'api::event.event': 'title',
  'api::venue.venue': 'name',
  'api::organizer.organizer': 'name',
  'api::event-category.event-category': 'name',
  'api::event-tag.event-tag': 'name',
};

/**
 * What WordPress gives every record, whoever creates it (the API, the admin, scripts): a slug made
 * from the title, unique in its language (`jazz-night`, `jazz-night-2`), and for posts a publication
 * date (lists of venues and organizers are ordered by it).
 */
export function createRecordDefaults(strapi: Core.Strapi) {
  /**
   * The admin's "fill in from another locale" copies the sibling's slug into a new translation: that
   * translation gets a slug of its own title instead (only for the Content Manager: an API client that
   * sends the same slug as another language means it, as WPML allows).
   */
  const copiedSlug = async (uid: CalendarUid, data: Data): Promise<boolean> => {
    if (data[CHOSEN_SLUG] === true) return false;
    if (typeof data.documentId !== 'string' || typeof data.slug !== 'string' || !fromContentManager(strapi)) return false;
    return Boolean(await strapi.db.query(uid).findOne({ where: { documentId: data.documentId, slug: data.slug }, select: ['id'] }));
  };

  const slugOf = (uid: CalendarUid, title: unknown, locale: unknown, ownRowId: number | null = null) =>
    uniqueSlug(strapi, uid, slugify(typeof title === 'string' ? title : '', uid.split('.').pop()), {
      locale: typeof locale === 'string' ? locale : undefined,
      ownRowId,
    });

  const fill = async (uid: CalendarUid, data: Data | undefined) => {
    if (!data) return;
    if (POSTS.includes(uid) && !data.postDate) data.postDate = new Date();
    if (typeof data.slug === 'string' && data.slug && !(await copiedSlug(uid, data))) return;
    // WordPress names a post when it is published, not before: a draft or pending post created without
    // a slug has none (`slug: ""` on the wire; NULL here, which the unique slug index lets repeat).
    if (POSTS.includes(uid) && isUnnamedStatus(data.postStatus) && !data.slug) {
      data.slug = null;
      return;
    }
    data.slug = await slugOf(uid, data[TITLE[uid]], data.locale);
  };

  /**
   * Slugs follow the post status as WordPress moves them, whoever changes the status (API, admin):
   * - a post leaving draft/pending without a slug gets one from its title;
   * - a trashed post's slug becomes `<slug>__trashed`, so the plain slug is free for a new post;
   * - a restored post gets its slug back, numbered (`-2`) if another post has taken it meanwhile.
   */
  const onUpdate = async (uid: CalendarUid, where: unknown, data: Data | undefined) => {
    if (!data || !POSTS.includes(uid)) return;
    // The admin's form sends an emptied slug field as "": no slug is NULL, which the unique index lets repeat.
    if (data.slug === '') data.slug = null;
    if (typeof data.postStatus !== 'string') return;
    const current = (await strapi.db.query(uid).findOne({
      where: where as Record<string, unknown>,
      select: ['id', 'slug', 'postStatus', 'locale', TITLE[uid]],
    })) as (Data & { id: number; slug: string | null; postStatus: string | null; locale: string }) | null;
    if (!current) return;
    // The admin's form sends every field back, the current slug included: only a changed slug is a choice.
    const sent = typeof data.slug === 'string' && data.slug !== '' && data.slug !== current.slug ? data.slug : null;
    const slug = sent ?? current.slug;
    const next = data.postStatus;
    if (next === 'trash') {
      if (current.postStatus !== 'trash' && slug && !TRASHED.test(slug)) {
        data.slug = await uniqueSlug(strapi, uid, `${slug}${TRASHED_SUFFIX}`, { locale: current.locale, ownRowId: current.id });
      }
      return;
    }
    if (current.postStatus === 'trash' && !sent && slug && TRASHED.test(slug)) {
      data.slug = await uniqueSlug(strapi, uid, slug.replace(TRASHED, ''), { locale: current.locale, ownRowId: current.id });
      return;
    }
    if (!slug && !isUnnamedStatus(next)) {
      data.slug = await slugOf(uid, data[TITLE[uid]] ?? current[TITLE[uid]], current.locale, current.id);
    }
  };
  return { onCreate: fill, onUpdate, onWrite: checkEventTimes };
}

/**
 * Marks a new row whose slug its writer chose on purpose, unique in its language (the series service's
 * dates, written in batches: features/series/occurrence-store.ts): kept as given, even from the admin, where a slug
 * equal to another language's of the same document is otherwise read as the form's copy. Not an attribute:
 * Strapi stores only attributes.
 */
export const CHOSEN_SLUG = '__calendarChosenSlug';

/** WordPress's mark of a trashed post's slug (`wp_add_trashed_suffix_to_post_name_for_post`). */
export const TRASHED_SUFFIX = '__trashed';
/** The mark, and the number a taken trashed slug got (`jazz__trashed-2`). */
export const TRASHED = /__trashed(-\d+)?$/;

/** The statuses WordPress leaves without a slug until the post is published (or scheduled, or private). */
const isUnnamedStatus = (status: unknown): boolean => status === 'draft' || status === 'pending';

/** Whether the write comes from the admin's Content Manager (its API lives under /content-manager/). */
function fromContentManager(strapi: Core.Strapi): boolean {
  const ctx = strapi.requestContext.get() as { request?: { path?: string } } | undefined;
  return ctx?.request?.path?.startsWith('/content-manager/') ?? false;
}

/**
 * An event never ends before it starts, whoever writes it (the REST API answers its own 400 first;
 * this guards the admin and scripts). The list queries rely on it to bound their index scans.
 */
function checkEventTimes(uid: CalendarUid, data: Data | undefined): void {
  if (uid !== 'api::event.event' || !data || !data.startDate || !data.endDate) return;
  const [start, end] = [new Date(data.startDate as string), new Date(data.endDate as string)];
  if (end.getTime() < start.getTime()) throw new errors.ValidationError('The end date must not be before the start date.');
}

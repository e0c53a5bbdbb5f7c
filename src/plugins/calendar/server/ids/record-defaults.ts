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
  const fill = async (uid: CalendarUid, data: Data | undefined) => {
    if (!data) return;
    if (POSTS.includes(uid) && !data.postDate) data.postDate = new Date();
    if (typeof data.slug === 'string' && data.slug) return;
    const title = typeof data[TITLE[uid]] === 'string' ? (data[TITLE[uid]] as string) : '';
    const locale = typeof data.locale === 'string' ? data.locale : undefined;
    data.slug = await uniqueSlug(strapi, uid, slugify(title, uid.split('.').pop()), { locale });
  };
  return { onCreate: fill, onWrite: checkEventTimes };
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

import type { Core } from '@strapi/strapi';
import { UID } from '../../src/plugins/calendar/server/data/repository/uids';

/** The calendar's content types. */
export const UIDS = UID;
export type CalendarUid = (typeof UIDS)[keyof typeof UIDS];

/** A created row, as the Document Service returns it (Strapi attribute names). */
export interface Doc {
  id: number;
  documentId: string;
  locale: string;
  slug: string | null;
  /** Wire ID of events, venues and organizers. */
  postId: number;
  /** Wire ID of categories and tags. */
  termId: number;
  [attribute: string]: unknown;
}

type Data = Record<string, unknown>;
/** A relation given as a created doc or as its documentId. */
type Ref = Doc | string;
/** `locale`: create the record in that language (default: the site's default, `en`). */
interface CreateOptions {
  locale?: string;
}

interface DocumentsApi {
  create(params: { data: Data; locale?: string }): Promise<Doc>;
  update(params: { documentId: string; locale?: string; data: Data }): Promise<Doc>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const RELATIONS = ['venues', 'organizers', 'categories', 'tags'];

/** Relations may be given as docs: the Document Service wants documentIds (it links the same-locale rows). */
function withRefs(data: Data): Data {
  const out: Data = { ...data };
  const id = (ref: Ref) => (typeof ref === 'string' ? ref : ref.documentId);
  for (const key of RELATIONS) if (Array.isArray(out[key])) out[key] = (out[key] as Ref[]).map(id);
  for (const key of ['parent', 'parentEvent']) if (out[key] && typeof out[key] === 'object') out[key] = id(out[key] as Ref);
  return out;
}

/** `Main Hall` → `main-hall` (the Document Service does not fill `uid` fields: the factories name them). */
export const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Fills `slug` from the title or name unless given (`slug: null` keeps a record without one). */
function withSlug(data: Data, label: 'title' | 'name'): Data {
  return 'slug' in data ? data : { ...data, slug: slugify(String(data[label])) };
}

/** `days` from today at `hour`:00 UTC (event defaults stay inside the list's default window). */
export function daysFromNow(days: number, hour = 18): Date {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, hour));
}

/**
 * Deterministic record factories over `strapi.documents(uid)`, bound to one booted app. Every default
 * name carries a per-factory counter, so slugs never collide and names are predictable in a file.
 */
export function createFactories(strapi: Core.Strapi) {
  let counter = 0;
  const next = () => ++counter;
  const documents = (uid: CalendarUid) => strapi.documents(uid as never) as unknown as DocumentsApi;
  const create = (uid: CalendarUid, data: Data, { locale }: CreateOptions = {}) =>
    documents(uid).create({ data: withRefs(data), ...(locale ? { locale } : {}) });

  return {
    /** A published venue with an address; `latitude`/`longitude` are optional coordinates. */
    createVenue: (overrides: Data = {}, options?: CreateOptions) =>
      create(UIDS.venue, withSlug({ name: `Venue ${next()}`, postStatus: 'publish', city: 'Springfield', ...overrides }, 'name'), options),

    /** A published organizer. */
    createOrganizer: (overrides: Data = {}, options?: CreateOptions) =>
      create(UIDS.organizer, withSlug({ name: `Organizer ${next()}`, postStatus: 'publish', ...overrides }, 'name'), options),

    /** A category; `parent` may be a created category. */
    createCategory: (overrides: Data = {}, options?: CreateOptions) =>
      create(UIDS.category, withSlug({ name: `Category ${next()}`, ...overrides }, 'name'), options),

    createTag: (overrides: Data = {}, options?: CreateOptions) =>
      create(UIDS.tag, withSlug({ name: `Tag ${next()}`, ...overrides }, 'name'), options),

    /**
     * A published event starting in 5 days at 18:00 UTC, 2 hours long (inside the default list window).
     * Relations (`venues`, `organizers`, `categories`, `tags`, `parentEvent`) may be given as docs.
     */
    createEvent: (overrides: Data = {}, options?: CreateOptions) => {
      const start = (overrides.startDate as Date | undefined) ?? daysFromNow(5);
      const end = new Date(new Date(start).getTime() + 2 * 60 * 60 * 1000);
      const data = { title: `Event ${next()}`, postStatus: 'publish', startDate: start, endDate: end, ...overrides };
      return create(UIDS.event, withSlug(data, 'title'), options);
    },

    /** Adds (or updates) the `locale` translation of a record; relations name items of that language. */
    translate: (uid: CalendarUid, doc: Doc, locale: string, data: Data) => {
      const label = uid === UIDS.event ? 'title' : 'name';
      const named = data[label] === undefined ? data : withSlug(data, label);
      return documents(uid).update({ documentId: doc.documentId, locale, data: withRefs(named) });
    },

    createImageFile: (overrides: Data = {}) => createImageFile(strapi, overrides),
  };
}
export type Factories = ReturnType<typeof createFactories>;

/** A media-library image row with two responsive formats, to link as `image: file.id`. */
export async function createImageFile(strapi: Core.Strapi, overrides: Data = {}): Promise<{ id: number; url: string }> {
  const format = (name: string, width: number, height: number, size: number) => ({
    name: `${name}_poster.jpg`,
    hash: `${name}_poster_hash`,
    ext: '.jpg',
    mime: 'image/jpeg',
    path: null,
    width,
    height,
    size,
    sizeInBytes: Math.round(size * 1024),
    url: `/uploads/${name}_poster_hash.jpg`,
  });
  return strapi.db.query('plugin::upload.file').create({
    data: {
      name: 'poster.jpg',
      alternativeText: 'A poster',
      hash: 'poster_hash',
      ext: '.jpg',
      mime: 'image/jpeg',
      width: 1200,
      height: 800,
      size: 150.5,
      url: '/uploads/poster_hash.jpg',
      provider: 'local',
      formats: { thumbnail: format('thumbnail', 234, 156, 8.25), small: format('small', 500, 333, 30.75) },
      ...overrides,
    },
  });
}

export { DAY_MS };

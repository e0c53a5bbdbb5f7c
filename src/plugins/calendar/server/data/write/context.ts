import type { Core } from '@strapi/strapi';
import type { DateTime } from 'luxon';
import type { PreparedImages } from './prepared-images';

/** The calendar resources whose actions a write may need besides its own. */
export type WriteResource = 'events' | 'venues' | 'organizers' | 'categories' | 'tags';

/** What a write needs beyond its body: the language of the record, the site zone, the clock, the caller. */
export interface WriteContext {
  strapi: Core.Strapi;
  /** Strapi locale the record is (or will be) in. */
  locale: string;
  siteTimezone: string;
  now: DateTime;
  /** The author of what the write creates: the signed-in user, or for an API token the site's `tokenAuthor` (access/writer.ts). */
  userId: number | null;
  /** The body's image URLs, matched in the media library or downloaded before the transaction opened. */
  images: PreparedImages;
  /**
   * Whether the writer holds the calendar action `<resource>.<verb>`. A body field that reaches another
   * record needs the right on it (design.md section 13, WordPress's `current_user_can` at every entry
   * point): an inline venue, organizer or term is created only with that resource's create right, and a
   * linked venue or organizer of another status than `publish` is found only by callers who may update
   * that resource (the others may not read it).
   */
  may(resource: WriteResource, verb: 'create' | 'update'): boolean;
  /** Whether the writer may name another user as author, here of an inline venue or organizer (access/ownership.ts). */
  mayEditOthers: boolean;
}

/** For writes whose body carries no image URL (deletes). */
export const NO_IMAGES: PreparedImages = {
  take: (url) => {
    throw new Error(`image URL not prepared before the write: ${url}`);
  },
};

/** Attribute data for Strapi's Document Service. */
export type Data = Record<string, unknown>;

/** Copies the fields that were sent (not undefined) into `data` under their attribute names: a partial update. */
export function assignSent(data: Data, pairs: [attribute: string, value: unknown][]): Data {
  for (const [attribute, value] of pairs) if (value !== undefined) data[attribute] = value;
  return data;
}

/** `""` clears a text field (stored as null); anything else is kept. */
export const emptyToNull = (value: string | undefined): string | null | undefined => (value === '' ? null : value);

import type { PostRecord } from '../../../data/records/types';
import type { WireContext } from '../context';
import { renderContent } from '../content';
import { postDates } from '../dates';
import { postPermalink, type PostKind } from '../links';
import { isLocked } from '../protect';
import { trimWords } from '../wp-strings';
import type { TecPost } from './types';

const TYPES = { event: 'tribe_events', venue: 'tribe_venue', organizer: 'tribe_organizer' } as const;

/** WordPress's `YYYY-MM-DDTHH:MM:SS` (no offset) of a `YYYY-MM-DD HH:MM:SS` wall time. */
const restDate = (wall: string) => wall.replace(' ', 'T');

/**
 * A title as WordPress renders it (`get_the_title` then texturized): a bare `&` becomes `&#038;`, other
 * text is kept (the original's curly quotes are typography, not data).
 */
export const renderTitle = (title: string) => title.trim().replace(/&(?!#?\w+;)/g, '&#038;');

/** `the_content`: the stored text rendered, with the newline `wpautop` leaves after the last paragraph. */
const rendered = (html: string) => (html ? `${html}\n` : '');

/** `the_excerpt`: the excerpt, else the content's first 55 words as one paragraph (wp_trim_excerpt). */
function excerptOf(record: PostRecord): string {
  if (record.excerpt?.trim()) return rendered(renderContent(record.excerpt));
  const words = trimWords(renderContent(record.description));
  return words ? `<p>${words}</p>\n` : '';
}

/** The post item every `tec/v1` record starts with, in WordPress core's key order. */
export function tecPost(record: PostRecord & { postStatus: string }, kind: PostKind, title: string, ctx: WireContext, classes: string[] = []): TecPost {
  const link = postPermalink(kind, record, ctx);
  const dates = postDates(record, ctx.siteTimezone);
  const type = TYPES[kind];
  const isProtected = Boolean(record.password);
  // For a caller without the password, the classes say nothing the masked fields hide (its terms, whether it
  // has an image): WordPress would still list the term classes, a leak `cal/events/v1` does not have.
  const locked = isLocked(record, ctx, kind);
  return {
    id: record.postId,
    date: restDate(dates.date),
    date_gmt: restDate(dates.date_utc),
    guid: { rendered: link },
    modified: restDate(dates.modified),
    modified_gmt: restDate(dates.modified_utc),
    slug: record.slug ?? '',
    status: record.postStatus,
    type,
    link,
    title: { rendered: renderTitle(title) },
    content: { rendered: rendered(renderContent(record.description)), protected: isProtected },
    excerpt: { rendered: excerptOf(record), protected: isProtected },
    author: record.author ?? 0,
    featured_media: record.image?.id ?? 0,
    template: '',
    class_list: [
      `post-${record.postId}`,
      type,
      `type-${type}`,
      `status-${record.postStatus}`,
      ...(locked ? ['post-password-required'] : []),
      ...(record.image && !locked ? ['has-post-thumbnail'] : []),
      'hentry',
      ...(locked ? [] : classes),
    ],
  };
}

/**
 * The fields a protected record keeps for a caller who has not given its password (contract tec-v1 §1.5);
 * every other value is masked, at any depth: strings to "Password protected", numbers to 0, booleans and
 * nulls to null. Lists become `[]` (a deliberate difference: the original masks them item by item, which
 * tells how many terms, venues and organizers the record has; `cal/events/v1` blanks them to `[]` too).
 */
const KEPT = new Set([
  'id', 'date', 'date_gmt', 'guid', 'modified', 'modified_gmt', 'slug', 'status', 'type', 'link', 'title', 'author', 'class_list',
  // Ours (issue 35): whether a protected event is cancelled, and how it is attended, are told like its status.
  'event_status', 'attendance_mode',
]);

function mask(value: unknown): unknown {
  if (typeof value === 'string') return 'Password protected';
  if (typeof value === 'number') return 0;
  if (Array.isArray(value)) return [];
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, mask(member)]));
  return null;
}

export function maskProtected<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, KEPT.has(key) ? value : mask(value)])) as T;
}

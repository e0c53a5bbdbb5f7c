import type { PostRecord } from '../../data/records/types';
import type { WireContext } from './context';
import { renderContent } from './content';
import { postDates, type WirePostDates } from './dates';
import { toWireImage } from './image';
import type { WireImage } from './types';

/** author, status and the four post dates, shared by events, venues and organizers. */
export function postMeta(record: PostRecord, ctx: WireContext): { author: string; status: string } & WirePostDates {
  return {
    // WordPress returns post_author as a string; "0" means no author.
    author: String(record.author ?? 0),
    status: record.postStatus,
    ...postDates(record, ctx.siteTimezone),
  };
}

/** description, excerpt, slug and image, shared by events, venues and organizers. */
export function postContent(
  record: PostRecord,
  ctx: WireContext
): { description: string; excerpt: string; slug: string; image: WireImage | false } {
  return {
    description: renderContent(record.description),
    excerpt: renderContent(record.excerpt),
    // A draft created without a slug has none: WordPress shows "".
    slug: record.slug ?? '',
    // `false`, not null, when there is no featured image.
    image: record.image ? toWireImage(record.image, ctx) : false,
  };
}

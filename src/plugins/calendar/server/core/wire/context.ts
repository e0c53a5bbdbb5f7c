import type { PostKind } from './links';

/**
 * Everything a wire mapper needs beyond the record, so mappers stay pure: where links point,
 * the site time zone, the request's language and the clock.
 */
export interface WireContext {
  /** Public base URL without trailing slash, e.g. `https://calendar.example.org`. */
  baseUrl: string;
  /** The namespace URL without trailing slash, e.g. `https://calendar.example.org/api/cal/events/v1`. */
  namespaceUrl: string;
  /** Site time zone (IANA). */
  siteTimezone: string;
  /** Maps a Strapi locale to its wire language code (`pt-PT` → `pt-pt`). */
  languageOf: (locale: string) => string;
  /** The site's default Strapi locale: its permalinks carry no language prefix. */
  defaultLocale: string;
  /**
   * Whether the caller may see the protected fields of a record of `kind`: it gave the record's
   * password, or it may write records of that kind (as WordPress shows protected posts to their editors).
   */
  unlocked: (record: { password: string | null; postId: number }, kind: PostKind) => boolean;
  now: Date;
  /** The `permalinks` setting: templates of records' public `url` by kind; absent kinds keep the default. */
  permalinks?: Permalinks;
}

/** Templates of the public pages of records (`https://example.org/event/{slug}/`); see links.ts. */
export type Permalinks = Partial<Record<PostKind | 'category' | 'tag', string>>;

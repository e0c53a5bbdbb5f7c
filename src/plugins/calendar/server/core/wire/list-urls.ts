import type { WireListLinks } from './types';
import { phpUrldecode, phpUrlencode } from './wp-strings';

export type PostListKind = 'events' | 'venues' | 'organizers';
export type TermListKind = 'categories' | 'tags';
export type ListKind = PostListKind | TermListKind;

type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/**
 * Appends query args the way the original builds `rest_url`: in the given order, values NOT
 * URL-encoded (literal spaces appear: `start_date=2026-11-20 00:00:00`), lists as CSV, `true` as `1`;
 * null, undefined, `false` and empty lists are left out.
 */
export function withRawQuery(base: string, args: ReadonlyArray<readonly [string, QueryValue]>): string {
  const pairs: string[] = [];
  for (const [key, value] of args) {
    if (value === null || value === undefined || value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    const text = value === true ? '1' : Array.isArray(value) ? value.join(',') : String(value);
    pairs.push(`${key}=${text}`);
  }
  return pairs.length ? `${base}?${pairs.join('&')}` : base;
}

/**
 * Rewrites `page` the way WordPress's add_query_arg/remove_query_arg do: the existing args are
 * decoded and re-encoded (PHP urlencode: `+` for spaces, `%3A` for colons), `page` is removed and,
 * when given, appended last. That is why next/previous links look encoded while `rest_url` does not.
 */
export function withPage(url: string, page: number | null): string {
  const [base, query = ''] = url.split(/\?(.*)/s, 2);
  const pairs = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [key, value = ''] = pair.split(/=(.*)/s, 2);
      return [phpUrldecode(key), phpUrldecode(value)] as const;
    })
    .filter(([key]) => key !== 'page')
    .map(([key, value]) => `${key}=${phpUrlencode(value)}`);
  if (page !== null) pairs.push(`page=${page}`);
  return pairs.length ? `${base}?${pairs.join('&')}` : base;
}

export interface ListLinksInput {
  kind: ListKind;
  /** The list's `rest_url`, already carrying its query args. */
  restUrl: string;
  page: number;
  totalPages: number;
  /** Events/venues/organizers: whether page+1 has items (default: page < totalPages). */
  hasNext?: boolean;
  /** Events/venues/organizers: whether page-1 has items (default: page-1 is within the page count). */
  hasPrevious?: boolean;
}

/** `next_rest_url` / `previous_rest_url`, each present only when that page exists (never null). */
export function listLinks(input: ListLinksInput): WireListLinks {
  const { kind, restUrl, page, totalPages } = input;
  if (kind === 'categories' || kind === 'tags') {
    // Terms: decided by the page count alone, and always the bare collection URL + `?page=N`; like
    // the other lists, the previous link of page 2 leaves `page` out (the bare collection URL).
    return {
      ...(page < totalPages ? { next_rest_url: `${restUrl}?page=${page + 1}` } : {}),
      ...(page > 1 ? { previous_rest_url: page === 2 ? restUrl : `${restUrl}?page=${page - 1}` } : {}),
    };
  }
  const hasNext = input.hasNext ?? page < totalPages;
  const hasPrevious = page > 1 && (input.hasPrevious ?? page - 1 <= totalPages);
  return {
    ...(hasNext ? { next_rest_url: withPage(restUrl, page + 1) } : {}),
    // The previous link of page 2 carries no `page` at all.
    ...(hasPrevious ? { previous_rest_url: withPage(restUrl, page === 2 ? null : page - 1) } : {}),
  };
}

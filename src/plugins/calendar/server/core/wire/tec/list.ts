/**
 * The headers of a `tec/v1` list (contract tec-v1 §1.2): the body is a bare array, the counts are
 * WordPress's `X-WP-Total` and `X-WP-TotalPages` (not the `X-TEC-*` of `tribe/events/v1`), and `Link`
 * names the previous and next pages: the request's URL with `page` replaced. No Link on a single page.
 */
export function tecListHeaders(page: { page: number; perPage: number; total: number }, url: (page: number) => string): Record<string, string> {
  const totalPages = page.total === 0 ? 0 : Math.ceil(page.total / page.perPage);
  const links: string[] = [];
  if (page.page > 1) links.push(`<${url(Math.min(page.page - 1, Math.max(totalPages, 1)))}>; rel="prev"`);
  if (page.page < totalPages) links.push(`<${url(page.page + 1)}>; rel="next"`);
  return {
    'X-WP-Total': String(page.total),
    'X-WP-TotalPages': String(totalPages),
    ...(links.length ? { Link: links.join(', ') } : {}),
  };
}

/** The request's URL with `page` set: `base` is the route's URL, `query` the request's query string. */
export function pageUrl(base: string, query: string, page: number): string {
  const params = new URLSearchParams(query);
  params.set('page', String(page));
  return `${base}?${params.toString()}`;
}

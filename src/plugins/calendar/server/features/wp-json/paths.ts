/**
 * WordPress's own paths (issue 33): clients of the original that hard-code `<site>/wp-json/tribe/events/v1/…`,
 * or `?rest_route=/tribe/events/v1/…` on a site without pretty permalinks, reach the service with only
 * the host changed. Pure: a request's path and query → the path the service serves it at.
 * - `/wp-json/tribe/events/v1[/…]` → the calendar namespace (`/api/cal/events/v1[/…]`), behind a language
 *   root too (`/fr/wp-json/…` → `/fr/api/cal/events/v1/…`, as multilingual WordPress sites put it);
 *   `/wp-json/tec/v1[/…]` → its `tec/v1` dialect (`/api/cal/tec/v1[/…]`), likewise.
 * - Every other path under `/wp-json` → the WordPress core routes this service answers (the site's index,
 *   `wp/v2/users/me`, `wp/v2/settings`: features/wp-json/controller.ts) under `/api/cal/wp-json`, where
 *   anything else is WordPress's `rest_no_route` 404 (http/middlewares/error-envelope.ts).
 */

/** The namespace the original serves its REST API v1 under, and ours (relative to the REST root). */
export const ORIGINAL_NAMESPACE = 'tribe/events/v1';
/** The original's newer namespace (since 6.15), served here by the `cal/tec/v1` dialect. */
export const ORIGINAL_TEC_NAMESPACE = 'tec/v1';

/** Where the service answers WordPress's core routes, relative to the REST root. */
export const WP_JSON_PREFIX = '/cal/wp-json';

export interface WpJsonOptions {
  /** Strapi's REST root (`/api`). */
  restPrefix: string;
  /** The calendar namespace (`cal/events/v1`). */
  namespace: string;
  /** The namespace of the `tec/v1` dialect (`cal/tec/v1`). */
  tecNamespace: string;
  /** Whether a path segment is one of the site's language roots (`fr`, `pt-pt`). */
  isLanguage(segment: string): boolean;
}

/** The path (and query, when it changes) a WordPress path is served at; null when it is none. */
export function wpJsonTarget(path: string, query: string, options: WpJsonOptions): { path: string; query?: string } | null {
  const fromQuery = restRouteOf(path, query);
  if (fromQuery) return { path: servedAt(fromQuery.route, '', options), query: fromQuery.query };
  const match = /^(?:\/([a-z]{2}(?:-[a-z]{2})?))?\/wp-json(\/.*)?$/i.exec(path);
  if (!match) return null;
  const [, language, rest = ''] = match;
  if (language && !options.isLanguage(language)) return null;
  return { path: servedAt(rest, language ? `/${language}` : '', options) };
}

const namespacePattern = (namespace: string) => new RegExp(`^/${namespace.replace(/\//g, '\\/')}(?=/|$)`, 'i');
const ORIGINAL = namespacePattern(ORIGINAL_NAMESPACE);
const ORIGINAL_TEC = namespacePattern(ORIGINAL_TEC_NAMESPACE);

/** A route of the REST root (`/tribe/events/v1/events`, `/tec/v1/events`) → where it is served. */
function servedAt(route: string, languageRoot: string, { restPrefix, namespace, tecNamespace }: WpJsonOptions): string {
  if (ORIGINAL.test(route)) return `${languageRoot}${restPrefix}/${namespace}${route.replace(ORIGINAL, '')}`;
  if (ORIGINAL_TEC.test(route)) return `${languageRoot}${restPrefix}/${tecNamespace}${route.replace(ORIGINAL_TEC, '')}`;
  return `${restPrefix}${WP_JSON_PREFIX}${route}`;
}

/**
 * `?rest_route=/tribe/events/v1/events&page=2` on the site's root (or `/index.php`): WordPress's REST
 * API without pretty permalinks. The route, and the query without it.
 */
function restRouteOf(path: string, query: string): { route: string; query: string } | null {
  if (path !== '/' && path !== '/index.php') return null;
  const params = new URLSearchParams(query);
  const route = params.get('rest_route');
  if (route === null) return null;
  params.delete('rest_route');
  return { route: route.startsWith('/') ? route : `/${route}`, query: params.toString() };
}

import { WP_JSON_PREFIX } from '../features/wp-json/paths';

/** The namespace every calendar route lives under, relative to Strapi's REST root (`/api`). */
export const NAMESPACE = 'cal/events/v1';

/** The router prefix of the calendar's content-api routes (mounted under the REST root). */
export const ROUTE_PREFIX = `/${NAMESPACE}`;

/**
 * The namespace of the second dialect: the original's newer `tec/v1` (core/dialects/tec.ts), the same
 * resources read and written the same way, in that namespace's shapes.
 */
export const TEC_NAMESPACE = 'cal/tec/v1';
export const TEC_ROUTE_PREFIX = `/${TEC_NAMESPACE}`;

/**
 * Matches `<rest root>/cal/events/v1[/...]` and `<rest root>/cal/tec/v1[/...]`, optionally behind a language
 * root such as `/fr`: both dialects get the same language roots, limits, caches and error bodies.
 */
export function createNamespaceMatcher(restPrefix: string) {
  const root = [NAMESPACE, TEC_NAMESPACE].map((namespace) => escapeRegExp(`${restPrefix}/${namespace}`)).join('|');
  const pattern = new RegExp(`^(?:/([a-z]{2}(?:-[a-z]{2})?))?((?:${root})(?:/.*)?)$`, 'i');
  return (path: string): { language?: string; path: string } | null => {
    const match = pattern.exec(path);
    return match ? { language: match[1], path: match[2] } : null;
  };
}

/**
 * Matches the paths that answer in WordPress's shape, errors included: the namespace (also behind a
 * language root) and WordPress's core routes the service answers under `<rest root>/cal/wp-json`
 * (features/wp-json/), where an unknown path is WordPress's `rest_no_route`.
 */
export function createWordPressPathMatcher(restPrefix: string) {
  const inNamespace = createNamespaceMatcher(restPrefix);
  const wpJson = new RegExp(`^${escapeRegExp(`${restPrefix}${WP_JSON_PREFIX}`)}(?:/|$)`, 'i');
  return (path: string): boolean => inNamespace(path) !== null || wpJson.test(path);
}

/**
 * Matches every content-api route of the calendar: the namespace (also behind a language root) and the
 * routes beside it under `<rest root>/cal` (`/api/cal/edit-others`, `/api/cal/unfiltered-html`). Letter
 * case ignored, as the router ignores it.
 */
export function createCalendarApiMatcher(restPrefix: string) {
  const inNamespace = createNamespaceMatcher(restPrefix);
  const beside = new RegExp(`^${escapeRegExp(`${restPrefix}/cal`)}(?:/|$)`, 'i');
  return (path: string): boolean => inNamespace(path) !== null || beside.test(path);
}

/**
 * Matches paths shaped like a WordPress REST namespace under the REST root, or below one:
 * `<rest root>/<vendor>[/<name>]/v<N>[/...]` (`/api/tribe/tickets/v1/x`, `/api/wp/v2/posts`), however
 * many slashes start or separate the segments (`//api/cal/events/v1/events`). WordPress answers rest_no_route to any unknown
 * path under its REST root; clients of the original probe such paths (another plugin's namespace, a URL
 * joined with one slash too many) and expect that answer. Strapi's own REST routes (`/api/events`,
 * `/api/upload/files`, `/api/auth/local`) have no version segment there; a path of this shape that one
 * of them serves (`/api/events/v1`: an ID) stays theirs (error-envelope.ts).
 */
export function createRestNamespaceShapeMatcher(restPrefix: string) {
  const root = restPrefix.split('/').filter(Boolean).map(escapeRegExp).join('/+');
  const pattern = new RegExp(`^/+${root}/+[^/]+(?:/+[^/]+)?/+v\\d+(?:/.*)?$`, 'i');
  return (path: string): boolean => pattern.test(path);
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

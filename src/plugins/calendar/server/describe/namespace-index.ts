import { NAMESPACE } from '../namespace';

/** A route as the plugin declares it (Koa path syntax, relative to the namespace). */
export interface RouteDeclaration {
  method: string;
  path: string;
}

export interface NamespaceRoute {
  namespace: string;
  methods: string[];
  endpoints: { methods: string[]; args: Record<string, unknown> }[];
  _links?: { self: { href: string }[] };
}

export interface NamespaceIndex {
  namespace: string;
  routes: Record<string, NamespaceRoute>;
  _links: { up: { href: string }[] };
}

/** Koa path `/events/:id(\\d+)` → WordPress route pattern `/cal/events/v1/events/(?P<id>\d+)`. */
export function toWordPressPattern(path: string): string {
  const tail = path
    .replace(/:(\w+)\(([^)]*)\)/g, (_m, name: string, pattern: string) => `(?P<${name}>${pattern})`)
    .replace(/:(\w+)/g, (_m, name: string) => `(?P<${name}>[^/]+)`)
    .replace(/\/$/, '');
  return `/${NAMESPACE}${tail}`;
}

/** Builds the namespace index: one entry per route pattern, endpoints grouped by method. */
export function buildNamespaceIndex(routes: RouteDeclaration[], restRootUrl: string): NamespaceIndex {
  const index: Record<string, NamespaceRoute> = {};
  for (const { method, path } of routes) {
    const pattern = toWordPressPattern(path);
    const entry = (index[pattern] ??= { namespace: NAMESPACE, methods: [], endpoints: [] });
    entry.methods.push(method);
    entry.endpoints.push({ methods: [method], args: {} });
    // WordPress links only the routes without URL parameters.
    if (!pattern.includes('(?P<')) entry._links = { self: [{ href: `${restRootUrl}${pattern}` }] };
  }
  return { namespace: NAMESPACE, routes: index, _links: { up: [{ href: `${restRootUrl}/` }] } };
}

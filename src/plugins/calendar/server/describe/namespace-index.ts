import { NAMESPACE } from '../namespace';
import { fieldsOf, type JsonSchema, type JsonValue } from './json-schema';
import type { DescribedRoute, HttpMethod } from './route-catalog';

/** One argument of an endpoint, as WordPress lists it: `required` first, then the schema keywords. */
export type IndexArg = { required: boolean } & { [keyword: string]: JsonValue };

export interface IndexEndpoint {
  methods: HttpMethod[];
  args: Record<string, IndexArg>;
}

export interface NamespaceRoute {
  namespace: string;
  methods: HttpMethod[];
  endpoints: IndexEndpoint[];
  _links?: { self: { href: string }[] };
}

export interface NamespaceIndex {
  namespace: string;
  routes: Record<string, NamespaceRoute>;
  _links: { up: { href: string }[] };
}

/** The JSON Schema keywords WordPress keeps in `args` (its allowed schema keywords), in its order. */
const KEYWORDS = [
  'default',
  'description',
  'type',
  'format',
  'enum',
  'items',
  'minimum',
  'maximum',
  'minLength',
  'pattern',
];

/** Koa path `/events/:id(\\d+)` → WordPress route pattern `/cal/events/v1/events/(?P<id>\d+)`. */
export function toWordPressPattern(path: string): string {
  const tail = path
    .replace(/:(\w+)\(([^)]*)\)/g, (_m, name: string, pattern: string) => `(?P<${name}>${pattern})`)
    .replace(/:(\w+)/g, (_m, name: string) => `(?P<${name}>[^/]+)`)
    .replace(/\/$/, '');
  return `/${NAMESPACE}${tail}`;
}

function toArg(required: boolean, schema: JsonSchema): IndexArg {
  const arg: IndexArg = { required };
  for (const keyword of KEYWORDS) if (schema[keyword] !== undefined) arg[keyword] = schema[keyword];
  return arg;
}

/** The arguments of one route: its path parameters, then the fields of the query or body it parses. */
export function argsOf(route: DescribedRoute): Record<string, IndexArg> {
  const args: Record<string, IndexArg> = {};
  for (const param of route.pathParams) {
    args[param.name] = toArg(true, { description: param.description, ...param.schema });
  }
  const schema = route.body ?? route.query;
  for (const field of schema ? fieldsOf(schema) : []) args[field.name] = toArg(field.required, field.schema);
  return args;
}

/**
 * Builds the WordPress namespace index: one entry per route pattern, with every method, and one
 * endpoint per action (POST, PUT and PATCH of an update are one endpoint, as WordPress registers them).
 */
export function buildNamespaceIndex(routes: DescribedRoute[], restRootUrl: string): NamespaceIndex {
  const index: Record<string, NamespaceRoute> = {};
  const endpointOf = new Map<string, IndexEndpoint>();
  for (const route of routes) {
    const pattern = toWordPressPattern(route.path);
    const entry = (index[pattern] ??= { namespace: NAMESPACE, methods: [], endpoints: [] });
    entry.methods.push(route.method);
    const key = `${pattern} ${route.kind}`;
    const endpoint = endpointOf.get(key);
    if (endpoint) endpoint.methods.push(route.method);
    else {
      const created: IndexEndpoint = { methods: [route.method], args: argsOf(route) };
      endpointOf.set(key, created);
      entry.endpoints.push(created);
    }
    // WordPress links only the routes without URL parameters.
    if (!pattern.includes('(?P<')) entry._links = { self: [{ href: `${restRootUrl}${pattern}` }] };
  }
  return { namespace: NAMESPACE, routes: index, _links: { up: [{ href: `${restRootUrl}/` }] } };
}

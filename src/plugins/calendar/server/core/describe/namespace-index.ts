import { NAMESPACE } from '../../http/namespace';
import { fieldsOf, type JsonSchema, type JsonValue } from './json-schema';
import type { DescribedRoute, HttpMethod } from './route-catalog';

/** One argument of an endpoint, as WordPress lists it: `required` first, then the schema keywords. */
export type IndexArg = { required: boolean } & { [keyword: string]: JsonValue };

export interface IndexEndpoint {
  methods: HttpMethod[];
  /** `[]` when there are none: PHP encodes an empty array as a JSON list, and clients of the original see that. */
  args: Record<string, IndexArg> | [];
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

/**
 * Arguments of ours that the original does not declare: accepted and described in `/doc`, but left out
 * of the index, which lists what the original lists (`ml_language`, on every route, is the one extra).
 * - `translation_of` (create as a translation), `latitude`/`longitude` (venue coordinates), `geoloc_radius`
 *   (the event list's search radius), `recurrence`, `recurrence_scope` and the feeds' `single_events`
 *   (recurring events), the event list's `include_hidden` (an editor's read of hidden events, as an import
 *   of another instance needs), an event body's `venues` (several venues by ID, as `tec/v1` links them): our extensions;
 * - `context` on single reads: honoured as WordPress core does, but declared only by the namespace index.
 */
const EXTENSIONS = new Set(['translation_of', 'latitude', 'longitude', 'geoloc_radius', 'recurrence', 'recurrence_scope', 'single_events', 'include_hidden', 'venues',
  // Issue 35's event fields and filters.
  'event_status', 'event_status_reason', 'previous_start_date', 'attendance_mode', 'online_url', 'online_access_notes']);

/**
 * `password`: the original declares it on the event list and on the event routes by ID (read, update,
 * delete), where it unlocks a protected event. Elsewhere ours is an extension (sets a record's password
 * in a body) or honoured undeclared (venue, organizer and by-slug reads), so the index leaves it out.
 */
const declaresPassword = (route: DescribedRoute): boolean =>
  route.resource === 'events' && (route.kind === 'list' || route.pathParams.some((param) => param.name === 'id'));

function listedByOriginal(route: DescribedRoute, name: string): boolean {
  if (EXTENSIONS.has(name)) return false;
  if (name === 'context') return route.kind === 'index';
  if (name === 'password') return declaresPassword(route);
  return true;
}

/**
 * The arguments of one route as the original lists them: its path parameters, then the fields of the
 * query or body it parses. A body field named like a path parameter takes its place (the event by-slug
 * update's optional `slug`), as PHP's array_merge of the read and write arguments does. On the event
 * routes by ID, `password` follows the ID: the original lists its read arguments before the fields.
 */
export function argsOf(route: DescribedRoute): Record<string, IndexArg> | [] {
  const args: Record<string, IndexArg> = {};
  for (const param of route.pathParams) {
    args[param.name] = toArg(true, { description: param.description, ...param.schema });
  }
  const schema = route.body ?? route.query;
  const fields = (schema ? fieldsOf(schema) : []).filter((field) => listedByOriginal(route, field.name));
  const password = route.pathParams.length ? fields.find((field) => field.name === 'password') : undefined;
  for (const field of password ? [password, ...fields.filter((f) => f !== password)] : fields) {
    args[field.name] = toArg(field.required, field.schema);
  }
  return Object.keys(args).length ? args : [];
}

/**
 * Builds the WordPress namespace index: one entry per route pattern, with every method, and one
 * endpoint per action (POST, PUT and PATCH of an update are one endpoint, as WordPress registers them).
 */
export function buildNamespaceIndex(routes: DescribedRoute[], restRootUrl: string): NamespaceIndex {
  const index: Record<string, NamespaceRoute> = {};
  const endpointOf = new Map<string, IndexEndpoint>();
  // The embeddable calendar's script is no REST endpoint: /doc describes it, the WordPress index does not.
  for (const route of routes.filter((r) => r.kind !== 'embed')) {
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

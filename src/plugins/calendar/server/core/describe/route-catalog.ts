import { z } from 'zod/v4';
import { eventFeedParams } from '../../features/feeds/read-feed';
import { createDeleteParams, createLanguageParams, createNamespaceParams, createSingleParams } from '../params';
import type { RequestContext } from '../request/request-context';
import { resources } from '../resources';
import type { ResourceName } from '../resources/define-resource';
import type { JsonSchema } from './json-schema';
import { SUBMISSION_KINDS, submissionSchemas, type SubmissionKind } from '../../features/submissions/describe';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route does; it decides the schemas the controller parses and the answers it gives. */
/** `feed`: an iCalendar answer of events (ical/), the list's filters or one event by ID or slug. */
/** `embed`: the embeddable calendar's script (a JavaScript module, embed/). */
export type RouteKind = 'index' | 'doc' | 'list' | 'create' | 'read' | 'update' | 'delete' | 'feed' | 'embed' | SubmissionKind;

/** A route as the plugin declares it (Koa path syntax, relative to the namespace). */
export interface RouteDeclaration {
  method: string;
  path: string;
  handler: string;
}

/** A path parameter of a route (`<id>`, `<slug>`). */
export interface PathParam {
  name: 'id' | 'slug' | 'reference';
  description: string;
  schema: JsonSchema;
}

/** A route with the very zod schemas its controller validates with. */
export interface DescribedRoute {
  method: HttpMethod;
  /** Koa path, e.g. `/events/:id(\\d+)`. */
  path: string;
  kind: RouteKind;
  resource?: ResourceName;
  pathParams: PathParam[];
  /** The query the action parses (reads, deletes, the index, the doc). */
  query?: z.ZodType;
  /** The body a write parses (query-string parameters are merged into it, as WordPress does). */
  body?: z.ZodType;
}

const ACTIONS: Record<string, RouteKind> = {
  find: 'list',
  findOne: 'read',
  create: 'create',
  update: 'update',
  delete: 'delete',
};

/** The record a resource's single routes name. */
export const NOUNS: Record<ResourceName, string> = {
  events: 'event',
  venues: 'venue',
  organizers: 'organizer',
  categories: 'category',
  tags: 'tag',
};

/** `:id(\\d+)` is digits only (0 included); `:slug` any text without `/`. */
function pathParamsOf(path: string, resource: ResourceName): PathParam[] {
  const noun = NOUNS[resource];
  const params: PathParam[] = [];
  if (path.includes(':id(')) {
    const description = `Numeric ID of the ${noun}, in any language`;
    params.push({ name: 'id', description, schema: { type: 'integer', minimum: 0 } });
  }
  if (path.includes(':slug')) {
    const description = `Slug of the ${noun}, in the language of the request`;
    params.push({ name: 'slug', description, schema: { type: 'string', pattern: '^[^/]+$' } });
  }
  return params;
}

/**
 * Pairs every declared route with the schemas of its action: the factories the controllers call, with
 * the request's settings, so the description cannot drift from the validation.
 */
export function describeRoutes(routes: RouteDeclaration[], rctx: RequestContext): DescribedRoute[] {
  const all = routes.map((route) => describeRoute(route, rctx));
  // The original's routes in its order, then our feeds (declared first only so that the router tries
  // them before `/events/by-slug/:slug`), then the embeddable calendar's script.
  const submission = (route: DescribedRoute) => route.kind in SUBMISSION_SET;
  const ours = (route: DescribedRoute) => route.kind === 'feed' || route.kind === 'embed' || submission(route);
  return [...all.filter((route) => !ours(route)), ...all.filter((route) => route.kind === 'feed'), ...all.filter((route) => route.kind === 'embed'), ...all.filter(submission)];
}

const SUBMISSION_SET: Record<string, true> = Object.fromEntries(Object.values(SUBMISSION_KINDS).map((kind) => [kind, true]));

function describeRoute({ method, path, handler }: RouteDeclaration, rctx: RequestContext): DescribedRoute {
  const { languages } = rctx.listSettings;
  const [controller, action] = handler.split('.');
  const base = { method: method as HttpMethod, path, pathParams: [] };
  if (controller === 'namespace') return { ...base, kind: 'index', query: createNamespaceParams({ languages }) };
  if (controller === 'doc') return { ...base, kind: 'doc', query: createLanguageParams({ languages }) };
  // The same script for every language and page: it takes no parameter (unknown ones are ignored).
  if (controller === 'embed') return { ...base, kind: 'embed', query: z.object({}) };
  if (controller === 'feeds') {
    // The list's filters; one event takes the language only (a feed never shows a protected event).
    const query = action === 'find' ? eventFeedParams(rctx.listSettings) : createLanguageParams({ languages });
    return { ...base, kind: 'feed', resource: 'events', pathParams: pathParamsOf(path, 'events'), query };
  }
  if (controller === 'submissions') {
    const kind = SUBMISSION_KINDS[action];
    const reference = path.includes(':reference') ? [{ name: 'reference' as const, description: 'The reference of the submission', schema: { type: 'string', pattern: '^S-[A-Z2-9]{10}$' } }] : [];
    return { ...base, kind, pathParams: reference, ...submissionSchemas(kind, languages) };
  }
  const resource = resources[controller as ResourceName];
  const kind = ACTIONS[action];
  if (!resource || !kind) throw new Error(`No description for the route handler "${handler}"`);
  const described = { ...base, kind, resource: resource.name, pathParams: pathParamsOf(path, resource.name) };
  switch (kind) {
    case 'list':
      return { ...described, query: resource.list.params(rctx) };
    case 'read':
      return { ...described, query: createSingleParams({ languages }) };
    case 'delete': {
      const { remove } = resource.write!;
      return { ...described, query: remove.mode === 'trash' && remove.params ? remove.params(rctx.listSettings) : createDeleteParams({ languages }) };
    }
    default:
      return { ...described, body: resource.write?.body(rctx, kind === 'create' ? 'create' : 'update') };
  }
}

import type { ResourceName } from '../../resources/define-resource';
import { fieldsOf, type JsonSchema } from '../json-schema';
import { NOUNS, type DescribedRoute } from '../route-catalog';
import { responsesOf } from './responses';
import { SUMMARIES, type SubmissionKind } from '../../../features/submissions/describe';

/** One OpenAPI operation per declared route, built from the route's own schemas. */

const article = (noun: string) => (/^[aeiou]/.test(noun) ? 'an' : 'a');
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `/events/:id(\\d+)` → `/events/{id}`. */
export const toOpenApiPath = (path: string): string => path.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');

/** The OpenAPI name of a resource's request bodies: `EventCreate`, `CategoryUpdate`. */
export const bodyName = (resource: ResourceName, mode: 'create' | 'update') =>
  `${capital(NOUNS[resource])}${capital(mode)}`;

function summaryOf({ kind, resource, path }: DescribedRoute): string {
  if (kind === 'index') return 'Describe the namespace: its routes and their arguments';
  if (kind === 'doc') return 'This OpenAPI document';
  if (kind === 'embed') return 'The embeddable calendar: a JavaScript module that defines the <event-calendar> element';
  const noun = NOUNS[resource as ResourceName];
  const by = path.includes(':slug') ? ' by slug' : ' by ID';
  if (kind === 'feed') {
    return path.includes(':') ? `Get an event as iCalendar${by}` : 'The events as an iCalendar feed for calendar apps (every match, not a page)';
  }
  const one = `${article(noun)} ${noun}`;
  switch (kind) {
    case 'list':
      return `List the ${resource}`;
    case 'create':
      return `Create ${one}`;
    case 'read':
      return `Get ${one}${by}`;
    case 'update':
      return `Update ${one}${by}: only the fields sent change`;
    default:
      return resource === 'categories' || resource === 'tags'
        ? `Delete ${one} for good`
        : `Move ${one} to the trash${by}`;
  }
}

function operationIdOf({ kind, resource, path, method }: DescribedRoute): string {
  if (kind === 'index') return 'getNamespace';
  if (kind === 'doc') return 'getDocument';
  if (kind === 'embed') return 'getEmbedScript';
  const noun = capital(NOUNS[resource as ResourceName]);
  const by = path.includes(':slug') ? 'BySlug' : '';
  if (kind === 'feed') return path.includes(':') ? `getEventFeed${by}` : 'getEventsFeed';
  const verb = ({ list: 'list', create: 'create', read: 'get', update: 'update', delete: 'delete' } as Record<string, string>)[kind];
  const name = kind === 'list' ? `${verb}${capital(resource as string)}` : `${verb}${noun}${by}`;
  // POST, PUT and PATCH of an update are one action under three methods.
  return kind === 'update' && method !== 'POST' ? `${name}With${capital(method.toLowerCase())}` : name;
}

/** A query or path parameter: the description at the parameter, the rest as its schema; lists as CSV. */
function parameter(name: string, where: 'query' | 'path', required: boolean, schema: JsonSchema): JsonSchema {
  const { description, ...rest } = schema;
  const csv: JsonSchema = rest.type === 'array' ? { style: 'form', explode: false } : {};
  return { name, in: where, ...(description ? { description } : {}), required, ...csv, schema: rest };
}

function parametersOf(route: DescribedRoute): JsonSchema[] {
  const path = route.pathParams.map((p) =>
    parameter(p.name, 'path', true, { description: p.description, ...p.schema })
  );
  const query = route.query ? fieldsOf(route.query).map((f) => parameter(f.name, 'query', f.required, f.schema)) : [];
  return [...path, ...query];
}

/** The operation of a route. */
export function operationOf(route: DescribedRoute): JsonSchema {
  const { kind, resource } = route;
  const submission = SUMMARIES[kind as SubmissionKind];
  if (submission) {
    const body: JsonSchema = route.body ? { requestBody: { $ref: `#/components/requestBodies/${kind === 'submit' ? 'Submission' : 'SubmissionUpdate'}` } } : {};
    // Public: a visitor submits without credentials (unless the site requires a sign-in); the private link is its own key.
    return { tags: ['submissions'], ...submission, parameters: parametersOf(route), security: [{}], ...body, responses: responsesOf(route) };
  }
  const body: JsonSchema =
    resource && (kind === 'create' || kind === 'update')
      ? { requestBody: { $ref: `#/components/requestBodies/${bodyName(resource, kind)}` } }
      : {};
  return {
    tags: [resource ?? 'namespace'],
    summary: summaryOf(route),
    operationId: operationIdOf(route),
    parameters: parametersOf(route),
    // Reads are public by default (an empty requirement); writes need credentials.
    security: ['create', 'update', 'delete'].includes(kind)
      ? [{ apiToken: [] }, { applicationPassword: [] }]
      : [{}, { apiToken: [] }, { applicationPassword: [] }],
    ...body,
    responses: responsesOf(route),
  };
}

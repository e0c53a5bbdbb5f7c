import type { ResourceName } from '../../resources/define-resource';
import type { JsonSchema } from '../json-schema';
import type { DescribedRoute } from '../route-catalog';
import { NOUNS } from '../route-catalog';
import { errorBody, listHeaders, ref, variant } from '../schemas';
import { submissionErrors, submissionSuccess, SUMMARIES, type SubmissionKind } from '../../../features/submissions/describe';

/** What an error status means, whatever the route. */
const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid or missing parameters, or data the service refuses',
  401: 'No valid credentials: the action needs an API token or a signed-in user',
  403: 'The credentials do not allow this action, or the record may not be shown',
  404: 'Not found',
  410: 'Already in the trash',
  413: 'The request body is too large',
  415: 'The request body uses a content encoding the service does not read',
  429: 'Too many writes or failed sign-ins from this client: wait as long as Retry-After says',
  500: 'Internal error',
  503: 'The database was busy (a lock held by another writer, no free connection): nothing was written; send again after Retry-After',
};

const isPost = (resource?: ResourceName) => resource === 'events' || resource === 'venues' || resource === 'organizers';

/** Codes the data checks of a write may answer with, besides the parameter errors. */
function writeCodes(resource?: ResourceName): string[] {
  if (resource === 'events') {
    return ['event-end-before-start', 'could-not-create-venue', 'could-not-create-organizer', 'invalid-linked-post-id'];
  }
  return isPost(resource) ? [] : ['term_exists', 'duplicate_term_slug'];
}

/** The error codes of a route, by status: what the controllers, services and the error envelope answer. */
export function errorCodes({ kind, resource, path }: DescribedRoute): Record<number, string[]> {
  if (kind in SUMMARIES) return submissionErrors(kind as SubmissionKind);
  const noun = resource ? NOUNS[resource] : '';
  const codes: Record<number, string[]> = {
    400: ['rest_invalid_param'],
    401: ['rest_forbidden'],
    403: ['rest_forbidden'],
  };
  const add = (status: number, ...more: string[]) => (codes[status] = [...(codes[status] ?? []), ...more]);
  if (kind === 'index') add(404, 'rest_invalid_namespace');
  const feed = kind === 'feed';
  if ((kind === 'list' || (feed && !path.includes(':'))) && resource === 'events') add(400, 'rest_missing_callback_param');
  if (kind === 'list' && isPost(resource)) add(404, `${noun}-archive-page-not-found`);
  if (kind === 'create') add(400, 'rest_missing_callback_param');
  if (kind === 'create' || kind === 'update') {
    // `rest_invalid_request`: the data store refused the data (a Strapi validation error);
    // `rest_invalid_body`: a body that cannot be read (broken compression, malformed multipart).
    add(400, 'rest_invalid_json', 'rest_invalid_body', 'rest_invalid_request', ...writeCodes(resource));
    add(413, 'rest_payload_too_large');
    add(415, 'rest_unsupported_encoding');
  }
  const single = kind === 'read' || kind === 'update' || kind === 'delete' || (feed && path.includes(':'));
  if (single && resource === 'events' && path.includes(':id(')) {
    add(400, 'rest-invalid-event-id');
    add(404, 'rest-event-not-found');
  }
  if ((kind === 'read' || (feed && path.includes(':'))) && resource === 'events') {
    add(403, 'event-no-longer-available', 'event-not-accessible', 'event-password-protected');
  }
  if (kind === 'read' && isPost(resource) && resource !== 'events') add(403, `${noun}-not-accessible`);
  if (kind === 'delete' && isPost(resource)) add(410, `${noun}-is-in-trash`);
  // Every route: failed sign-ins (any request with credentials); writes: the write rate, when a site sets one.
  add(429, 'rest_too_many_requests');
  add(500, 'internal_server_error');
  // Every route: a database that did not answer in time (data/repository/database-busy.ts).
  add(503, 'rest_database_busy');
  return codes;
}

const RECORDS: Record<ResourceName, string> = {
  events: 'Event',
  venues: 'Venue',
  organizers: 'Organizer',
  categories: 'Category',
  tags: 'Tag',
};
const LISTS: Record<ResourceName, string> = {
  events: 'EventList',
  venues: 'VenueList',
  organizers: 'OrganizerList',
  categories: 'CategoryList',
  tags: 'TagList',
};

/** The record of a single route: `json_ld` on single post reads only, `_links` on term reads and writes only. */
function recordSchema(resource: ResourceName, kind: DescribedRoute['kind']): JsonSchema {
  const schema = ref(RECORDS[resource]);
  if (!isPost(resource)) return variant(schema, kind === 'delete' ? { forbid: ['_links'] } : { require: ['_links'] });
  if (kind !== 'read') return variant(schema, { forbid: ['json_ld'] });
  // A password-protected venue or organizer has no JSON-LD, so it is required on events only.
  return resource === 'events' ? variant(schema, { require: ['json_ld'] }) : schema;
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** The header of a 429 (the write rate limit, failed sign-ins) and a 503 (a busy database). */
const RETRY_AFTER = {
  headers: {
    'Retry-After': {
      description: 'Seconds until the client may try again',
      required: true,
      schema: { type: 'integer', minimum: 1 },
    },
  },
};

/** The OpenAPI document itself, as the answer of `/doc`. */
const DOCUMENT: JsonSchema = {
  type: 'object',
  required: ['openapi', 'info', 'servers', 'paths', 'components'],
  properties: { openapi: { type: 'string', enum: ['3.0.0'] } },
};

function success({ kind, resource, path }: DescribedRoute): [string, JsonSchema] {
  const noun = resource ? NOUNS[resource] : '';
  if (kind in SUMMARIES) return submissionSuccess(kind as SubmissionKind);
  if (kind === 'index') return ['200', { description: 'The namespace index', content: json(ref('NamespaceIndex')) }];
  if (kind === 'doc') return ['200', { description: 'This document', content: json(DOCUMENT) }];
  if (kind === 'embed') {
    const content = { 'text/javascript': { schema: { type: 'string' } } };
    return ['200', { description: 'The script, an ECMAScript module (docs/public-calendar.md "The public calendar")', content }];
  }
  if (!resource) throw new Error(`A ${kind} route needs a resource`);
  if (kind === 'feed') {
    const content = { 'text/calendar': { schema: { type: 'string' } } };
    const capped = {
      'X-Calendar-Feed-Capped': {
        description: 'Present when the feed stopped at the most events a feed holds (feedMaxEvents): that number',
        required: false,
        schema: { type: 'integer', minimum: 1 },
      },
    };
    return ['200', { description: 'An iCalendar document (RFC 5545), lines folded', ...(path.includes(':') ? {} : { headers: capped }), content }];
  }
  if (kind === 'list') {
    return [
      '200',
      { description: `A page of ${resource}`, headers: listHeaders(), content: json(ref(LISTS[resource])) },
    ];
  }
  const body = json(recordSchema(resource, kind));
  if (kind === 'create') {
    // WordPress core adds a Location header to a created term; ours points at this API.
    const location: JsonSchema = isPost(resource)
      ? {}
      : {
          headers: {
            Location: {
              description: 'REST URL of the created term',
              required: true,
              schema: { type: 'string', format: 'uri' },
            },
          },
        };
    return ['201', { description: `The created ${noun}`, ...location, content: body }];
  }
  if (kind === 'read') return ['200', { description: `The ${noun}`, content: body }];
  if (kind === 'update') return ['200', { description: `The updated ${noun}`, content: body }];
  const gone = isPost(resource) ? `The ${noun}, moved to the trash` : `The deleted ${noun}, as it was`;
  return ['200', { description: gone, content: body }];
}

/** What every GET answers beside its body (docs/api.md "Caching, compression and CORS"). */
const ETAG = { description: 'Strong validator: a digest of the body; send it back in If-None-Match', required: true, schema: { type: 'string' } };
const CACHING_HEADERS = {
  ETag: ETAG,
  'Cache-Control': {
    description: '`public, max-age=<cacheMaxAge>` without credentials, `private, no-store` with an Authorization header',
    required: true,
    schema: { type: 'string' },
  },
};

/** The responses of a route: its success (and a 304 for reads), then every error status with the codes it may carry. */
export function responsesOf(route: DescribedRoute): Record<string, JsonSchema> {
  const [status, described] = success(route);
  // The submission routes are never cached (no ETag): a challenge is new each time, a submission private.
  const read = route.method === 'GET' && !(route.kind in SUMMARIES);
  const ok = read ? { ...described, headers: { ...(described.headers as object | undefined), ...CACHING_HEADERS } } : described;
  const responses: Record<string, JsonSchema> = { [status]: ok };
  if (read) responses['304'] = { description: 'Not Modified: If-None-Match names the current ETag (no body)', headers: { ETag: ETAG } };
  for (const [code, codes] of Object.entries(errorCodes(route))) {
    const number = Number(code);
    responses[code] = { description: STATUS_TEXT[number], ...(number === 429 || number === 503 ? RETRY_AFTER : {}), content: json(errorBody(number, codes)) };
  }
  return responses;
}

import type { ResourceName } from '../../resources/define-resource';
import { inputSchema, type JsonSchema } from '../json-schema';
import { NOUNS, type DescribedRoute } from '../route-catalog';
import { componentSchemas } from '../schemas';
import { bodyName, operationOf, toOpenApiPath } from './operations';

/** The OpenAPI 3.0 document of `/doc`, built from the routes and the schemas they validate with. */
export interface OpenApiDocument {
  openapi: '3.0.0';
  info: { version: string; title: string; description: string };
  servers: { url: string }[];
  tags: JsonSchema[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: {
    schemas: Record<string, JsonSchema>;
    requestBodies: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

const TAGS: Record<ResourceName | 'namespace' | 'submissions', string> = {
  namespace: 'The description of the interface: the namespace index and this document',
  events: 'Calendar events',
  venues: 'Venues of events',
  organizers: 'Organizers of events',
  categories: 'Event categories (hierarchical)',
  tags: 'Event tags',
  submissions: 'Events proposed by visitors: a challenge, the submission, the private link',
};

const FORMS = ['application/json', 'application/x-www-form-urlencoded'];

/** The write bodies, once per resource and mode (each update path refers to them). */
function requestBodies(routes: DescribedRoute[]): Record<string, JsonSchema> {
  const bodies: Record<string, JsonSchema> = {};
  for (const { kind, resource, body } of routes) {
    if (body && (kind === 'submit' || kind === 'submission-edit')) {
      const content = Object.fromEntries(FORMS.map((type) => [type, { schema: inputSchema(body) }]));
      const description = kind === 'submit' ? 'The proposed event and its submitter (only the body is read)' : 'The fields of the event to change (only the body is read)';
      bodies[kind === 'submit' ? 'Submission' : 'SubmissionUpdate'] = { description, required: true, content };
      continue;
    }
    if (!resource || !body || (kind !== 'create' && kind !== 'update')) continue;
    const schema = inputSchema(body);
    const noun = NOUNS[resource];
    const description =
      kind === 'create'
        ? `The fields of the new ${noun}; query-string parameters are read too, the body wins`
        : `The fields to change; query-string parameters are read too, the body wins`;
    const content = Object.fromEntries(FORMS.map((type) => [type, { schema }]));
    bodies[bodyName(resource, kind)] = { description, required: kind === 'create', content };
  }
  return bodies;
}

/**
 * Paths in the original's order (the routes are declared in it), plus `/` (the namespace index) first.
 * `serverUrl` is the namespace URL of the configured public URL, without a trailing slash, so that the
 * paths join it as OpenAPI says.
 */
export function buildOpenApiDocument(routes: DescribedRoute[], serverUrl: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const item = (paths[toOpenApiPath(route.path)] ??= {});
    item[route.method.toLowerCase()] = operationOf(route);
  }
  return {
    openapi: '3.0.0',
    info: {
      version: '1.0.0',
      title: 'The Events Calendar REST API',
      description:
        'The Events Calendar REST API allows accessing upcoming events information easily and conveniently. This service is wire-compatible with it and answers in several languages.',
    },
    servers: [{ url: serverUrl }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: componentSchemas(),
      requestBodies: requestBodies(routes),
      // Roles and API tokens are managed in the Strapi admin; reads are public unless a site owner revokes them.
      securitySchemes: {
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'A Strapi API token, the JWT of a signed-in user (users-permissions), or an application password',
        },
        applicationPassword: {
          type: 'http',
          scheme: 'basic',
          description: "A user's application password: the user name or e-mail and the password, as WordPress clients send them",
        },
      },
    },
  };
}

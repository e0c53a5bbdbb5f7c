import type { JsonSchema } from '../json-schema';
import { arrayOf, mapOf, object, string } from './helpers';

/** The namespace index `GET /` (WordPress core's format). */

const methods = (): JsonSchema => arrayOf({ type: 'string', enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] });
const hrefs = (): JsonSchema => arrayOf(object({ href: string() }, ['href']));

const arg: JsonSchema = {
  type: 'object',
  description: 'An argument: whether it is required, then its JSON Schema keywords',
  required: ['required'],
  properties: { required: { type: 'boolean' }, description: string() },
  additionalProperties: true,
};

const route = object(
  {
    namespace: string(),
    methods: methods(),
    // A route without arguments has `[]` (PHP's empty array), as WordPress encodes it (the submissions' challenge).
    endpoints: arrayOf(object({ methods: methods(), args: { oneOf: [mapOf(arg), { type: 'array', maxItems: 0 }] } }, ['methods', 'args'])),
    _links: object({ self: hrefs() }, ['self']),
  },
  ['namespace', 'methods', 'endpoints'],
  'A route: its methods, and per endpoint the arguments it takes'
);

export const NamespaceIndex = object(
  {
    namespace: string(),
    routes: mapOf(route, 'The routes of the namespace, by WordPress route pattern'),
    _links: object({ up: hrefs() }, ['up']),
  },
  ['namespace', 'routes', '_links'],
  'The namespace index'
);

import type { z } from 'zod/v4';
import { TEC_RESOURCES } from '../../core/dialects/tec';
import { fieldsOf } from '../../core/describe/json-schema';
import type { ListSettings } from '../../core/params';
import { createTecDeleteParams, createTecEventListParams, createTecPostListParams, createTecSingleParams } from '../../core/params/tec/list-params';
import { TEC_BODIES } from '../../core/bodies/tec/schemas';
import { ORIGINAL_TEC_NAMESPACE } from './paths';

/** A schema's fields as WordPress lists a route's `args`: name → its JSON schema, with `required`. */
function args(schema: z.ZodType): Record<string, unknown> {
  return Object.fromEntries(fieldsOf(schema).map(({ name, required, schema: field }) => [name, { ...field, required }]));
}

/**
 * The `tec/v1` routes as the site's index lists them (`GET /wp-json/`), keyed as WordPress keys them
 * (`/tec/v1/events/(?P<id>\d+)`), each endpoint with the arguments its schema declares.
 */
export function tecIndexRoutes(settings: ListSettings, base: string): Record<string, unknown> {
  const namespace = ORIGINAL_TEC_NAMESPACE;
  const href = (path: string) => ({ self: [{ href: `${base}/wp-json/${namespace}${path}` }] });
  const routes: Record<string, unknown> = {
    [`/${namespace}/docs`]: { namespace, methods: ['GET'], endpoints: [{ methods: ['GET'], args: {} }], _links: href('/docs') },
  };
  for (const name of TEC_RESOURCES) {
    const list = name === 'events' ? createTecEventListParams(settings) : createTecPostListParams(settings);
    const body = args(TEC_BODIES[name](settings.languages));
    routes[`/${namespace}/${name}`] = {
      namespace,
      methods: ['GET', 'POST'],
      endpoints: [
        { methods: ['GET'], args: args(list) },
        { methods: ['POST'], args: body },
      ],
      _links: href(`/${name}`),
    };
    routes[`/${namespace}/${name}/(?P<id>\\d+)`] = {
      namespace,
      methods: ['GET', 'PUT', 'PATCH', 'DELETE'],
      endpoints: [
        { methods: ['GET'], args: args(createTecSingleParams(settings)) },
        { methods: ['PUT', 'PATCH'], args: body },
        { methods: ['DELETE'], args: args(createTecDeleteParams(settings)) },
      ],
    };
  }
  return routes;
}

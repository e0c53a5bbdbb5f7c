import { ROUTE_PREFIX } from '../namespace';
import { resources } from '../resources';

interface RouteInput {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  handler: string;
  config: Record<string, unknown>;
}

/** The routes of one resource, like core-api's collection-type routes: list, by ID, by slug. */
function resourceRoutes({ name, bySlug }: { name: string; bySlug: boolean }): RouteInput[] {
  const routes: RouteInput[] = [
    { method: 'GET', path: `/${name}`, handler: `${name}.find`, config: {} },
    // `<id>` is digits only: anything else falls through to 404 rest_no_route, as in WordPress.
    { method: 'GET', path: `/${name}/:id(\\d+)`, handler: `${name}.findOne`, config: {} },
  ];
  // Same action as by ID: read-only API tokens only allow find/findOne.
  if (bySlug) routes.push({ method: 'GET', path: `/${name}/by-slug/:slug`, handler: `${name}.findOne`, config: {} });
  return routes;
}

/**
 * The calendar's routes: content-api routes (so roles and API tokens govern them in the admin),
 * mounted under Strapi's REST root at `/api/cal/events/v1`, generated from the resource registry.
 */
export default {
  'content-api': {
    type: 'content-api',
    prefix: ROUTE_PREFIX,
    routes: [
      { method: 'GET', path: '/', handler: 'namespace.find', config: {} },
      ...Object.values(resources).flatMap(resourceRoutes),
    ] satisfies RouteInput[],
  },
};

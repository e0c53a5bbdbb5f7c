import adminRoutes from '../../features/admin/routes';
import { CALENDAR_AUTH_STRATEGIES } from '../../features/app-passwords/strategy';
import { ROUTE_PREFIX, TEC_ROUTE_PREFIX } from '../namespace';
import { TEC_RESOURCES } from '../../core/dialects/tec';
import { WP_JSON_PREFIX } from '../../features/wp-json/paths';
import { resources } from '../../core/resources';

interface RouteInput {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  handler: string;
  config: Record<string, unknown>;
}

/**
 * Writes validate their input before the permission check, as the original does (an invalid anonymous
 * write is a 400, not a 401): Strapi's route-level auth would run first, so the controller runs
 * Strapi's authentication and permission check itself, after validation (access/authorize.ts).
 */
const WRITE = { auth: false };
/**
 * Reads authenticate as Strapi routes do, with application passwords first (see CALENDAR_AUTH_STRATEGIES).
 * A new object per route: Strapi writes each route's permission scope into `config.auth`.
 */
const read = () => ({ auth: { strategies: CALENDAR_AUTH_STRATEGIES } });

/** The routes of one resource, like core-api's collection-type routes: list, by ID, by slug. */
function resourceRoutes({ name, bySlug }: { name: string; bySlug: boolean }): RouteInput[] {
  // `<id>` is digits only: anything else falls through to 404 rest_no_route, as in WordPress.
  const single = [`/${name}/:id(\\d+)`, ...(bySlug ? [`/${name}/by-slug/:slug`] : [])];
  return [
    { method: 'GET', path: `/${name}`, handler: `${name}.find`, config: read() },
    { method: 'POST', path: `/${name}`, handler: `${name}.create`, config: WRITE },
    ...single.flatMap((path): RouteInput[] => [
      // By slug, the same action as by ID: read-only API tokens only allow find/findOne.
      { method: 'GET', path, handler: `${name}.findOne`, config: read() },
      ...(['POST', 'PUT', 'PATCH'] as const).map((method) => ({ method, path, handler: `${name}.update`, config: WRITE })),
      { method: 'DELETE', path, handler: `${name}.delete`, config: WRITE },
    ]),
  ];
}

/**
 * The routes of `tec/v1` for one resource (core/dialects/tec.ts): the original's (no slug routes, no POST to
 * update), calling the same actions as `cal/events/v1`, with `dialect: 'tec'` in their config.
 */
function tecRoutes(name: string): RouteInput[] {
  const tec = <C extends object>(config: C) => ({ ...config, dialect: 'tec' });
  const single = `/${name}/:id(\\d+)`;
  return [
    { method: 'GET', path: `/${name}`, handler: `${name}.find`, config: tec(read()) },
    { method: 'POST', path: `/${name}`, handler: `${name}.create`, config: tec(WRITE) },
    { method: 'GET', path: single, handler: `${name}.findOne`, config: tec(read()) },
    ...(['PUT', 'PATCH'] as const).map((method) => ({ method, path: single, handler: `${name}.update`, config: tec(WRITE) })),
    { method: 'DELETE', path: single, handler: `${name}.delete`, config: tec(WRITE) },
  ];
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
      { method: 'GET', path: '/', handler: 'namespace.find', config: read() },
      { method: 'GET', path: '/doc', handler: 'doc.find', config: read() },
      // iCalendar feeds, before the resources' routes: `/events/by-slug/:slug` would take `<slug>.ics`.
      { method: 'GET', path: '/events.ics', handler: 'feeds.find', config: read() },
      { method: 'GET', path: '/events/:id(\\d+).ics', handler: 'feeds.findOne', config: read() },
      { method: 'GET', path: '/events/by-slug/:slug.ics', handler: 'feeds.findOne', config: read() },
      // The embeddable calendar's script (embed/): a read action of its own, granted to the public like the others.
      { method: 'GET', path: '/embed.js', handler: 'embed.find', config: read() },
      // Visitors' submissions (features/submissions/): public by design, guarded by their controller.
      { method: 'GET', path: '/submissions/challenge', handler: 'submissions.challenge', config: { auth: false } },
      { method: 'POST', path: '/submissions', handler: 'submissions.create', config: { auth: false } },
      { method: 'GET', path: '/submissions/:reference', handler: 'submissions.findOne', config: { auth: false } },
      { method: 'POST', path: '/submissions/:reference', handler: 'submissions.update', config: { auth: false } },
      ...Object.values(resources).flatMap(resourceRoutes),
    ] satisfies RouteInput[],
  },
  /** The original's newer namespace `tec/v1`, at `/api/cal/tec/v1` (and `/wp-json/tec/v1`: features/wp-json). */
  tec: {
    type: 'content-api',
    prefix: TEC_ROUTE_PREFIX,
    routes: [
      // WordPress's index of the namespace, and its OpenAPI document: public, without the acknowledgement header.
      { method: 'GET', path: '/', handler: 'namespace.find', config: { ...read(), dialect: 'tec' } },
      { method: 'GET', path: '/docs', handler: 'doc.find', config: { ...read(), dialect: 'tec' } },
      ...TEC_RESOURCES.flatMap(tecRoutes),
    ] satisfies RouteInput[],
  },
  /**
   * Outside the namespace (not a route of the original): binds the action that is the right to post
   * unfiltered HTML, `plugin::calendar.html.unfiltered`, so the role and token editors list it.
   */
  html: {
    type: 'content-api',
    prefix: '/cal',
    routes: [{ method: 'GET', path: '/unfiltered-html', handler: 'html.unfiltered', config: { auth: false } }] satisfies RouteInput[],
  },
  /** Outside the namespace too: binds `plugin::calendar.ownership.editOthers`, the right to change others' records. */
  ownership: {
    type: 'content-api',
    prefix: '/cal',
    routes: [{ method: 'GET', path: '/edit-others', handler: 'ownership.editOthers', config: { auth: false } }] satisfies RouteInput[],
  },
  /**
   * WordPress's core routes that clients of the original read first (features/wp-json/): served at
   * `/wp-json/…` (the path rewritten by features/wp-json/middleware.ts), here under `/api/cal/wp-json`.
   * They read credentials themselves (a wrong one is a 401, anonymous callers are answered).
   */
  wpJson: {
    type: 'content-api',
    prefix: WP_JSON_PREFIX,
    routes: [
      { method: 'GET', path: '/', handler: 'wpJson.index', config: { auth: false } },
      { method: 'GET', path: '/wp/v2/users/me', handler: 'wpJson.me', config: { auth: false } },
      { method: 'GET', path: '/wp/v2/settings', handler: 'wpJson.settings', config: { auth: false } },
    ] satisfies RouteInput[],
  },
  admin: adminRoutes,
};

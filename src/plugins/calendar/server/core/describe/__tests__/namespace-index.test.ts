import { buildNamespaceIndex, toWordPressPattern, type IndexArg } from '../namespace-index';
import { describedRoutes, REST_ROOT } from './support';

const index = buildNamespaceIndex(describedRoutes(), REST_ROOT);
const route = (pattern: string) => index.routes[`/cal/events/v1${pattern}`];
/** An endpoint's args; `[]` (no args, as PHP encodes them) reads as no keys. */
const argsOf = (pattern: string, method: string): Record<string, IndexArg> => {
  const args = route(pattern).endpoints.find((endpoint) => endpoint.methods.includes(method as 'GET'))?.args ?? {};
  return Array.isArray(args) ? {} : args;
};

describe('toWordPressPattern', () => {
  it.each([
    ['/', '/cal/events/v1'],
    ['/events', '/cal/events/v1/events'],
    ['/events/:id(\\d+)', '/cal/events/v1/events/(?P<id>\\d+)'],
    ['/events/by-slug/:slug', '/cal/events/v1/events/by-slug/(?P<slug>[^/]+)'],
  ])('turns %s into %s', (path, pattern) => {
    expect(toWordPressPattern(path)).toBe(pattern);
  });
});

describe('the namespace index', () => {
  it('lists every route of the spec, the index and /doc first', () => {
    expect(Object.keys(index.routes)).toEqual(
      [
        '',
        '/doc',
        '/events',
        '/events/(?P<id>\\d+)',
        '/events/by-slug/(?P<slug>[^/]+)',
        '/venues',
        '/venues/(?P<id>\\d+)',
        '/venues/by-slug/(?P<slug>[^/]+)',
        '/organizers',
        '/organizers/(?P<id>\\d+)',
        '/organizers/by-slug/(?P<slug>[^/]+)',
        '/categories',
        '/categories/(?P<id>\\d+)',
        '/tags',
        '/tags/(?P<id>\\d+)',
        // Our iCalendar feeds, after the original's routes.
        '/events.ics',
        '/events/(?P<id>\\d+).ics',
        '/events/by-slug/(?P<slug>[^/]+).ics',
        '/submissions/challenge',
        '/submissions',
        '/submissions/(?P<reference>[^/]+)',
      ].map((tail) => `/cal/events/v1${tail}`)
    );
    expect(index._links).toEqual({ up: [{ href: `${REST_ROOT}/` }] });
  });

  it('groups the methods of one action into one endpoint, as WordPress registers them', () => {
    expect(route('/events')).toMatchObject({ namespace: 'cal/events/v1', methods: ['GET', 'POST'] });
    expect(route('/events').endpoints.map((e) => e.methods)).toEqual([['GET'], ['POST']]);
    expect(route('/events/(?P<id>\\d+)').endpoints.map((e) => e.methods)).toEqual([
      ['GET'],
      ['POST', 'PUT', 'PATCH'],
      ['DELETE'],
    ]);
  });

  it('links only the routes without URL parameters', () => {
    expect(route('/events')._links).toEqual({ self: [{ href: `${REST_ROOT}/cal/events/v1/events` }] });
    expect(route('')._links).toEqual({ self: [{ href: `${REST_ROOT}/cal/events/v1` }] });
    expect(route('/events/(?P<id>\\d+)')._links).toBeUndefined();
  });

  it('gives the arguments of the namespace index (spec 4.1)', () => {
    expect(argsOf('', 'GET')).toEqual({
      namespace: { required: false, default: 'cal/events/v1', description: expect.any(String) },
      context: { required: false, default: 'view', description: expect.any(String) },
      ml_language: { required: false, description: expect.any(String), type: 'string', enum: ['en', 'fr', 'pt-pt'] },
    });
    expect(Object.keys(argsOf('/doc', 'GET'))).toEqual(['ml_language']);
  });

  it('gives the event list filters with their types and defaults (spec 4.2.1)', () => {
    const args = argsOf('/events', 'GET');
    expect(Object.keys(args)).toEqual([
      'page',
      'per_page',
      'start_date',
      'end_date',
      'starts_before',
      'starts_after',
      'ends_before',
      'ends_after',
      'strict_dates',
      'search',
      'categories',
      'tags',
      'venue',
      'organizer',
      'featured',
      'status',
      'geoloc',
      'geoloc_lat',
      'geoloc_lng',
      'include',
      'post_parent',
      'ticketed',
      'password',
      'ml_language',
    ]);
    expect(args.page).toMatchObject({ required: false, default: 1, type: 'integer' });
    expect(args.per_page).toMatchObject({ required: false, default: 12, type: 'integer' });
    expect(args.strict_dates).toMatchObject({ required: false, default: false });
    expect(args.start_date.type).toBeUndefined();
    expect(args.categories).toMatchObject({ type: 'array', items: { type: 'integer' } });
    expect(args.featured).toMatchObject({ type: 'boolean' });
    expect(args.geoloc_lat).toMatchObject({ type: 'number', format: 'double' });
    for (const arg of Object.values(args)) expect(arg.description).toEqual(expect.any(String));
  });

  it('gives the term list filters, with parent on categories only (spec 4.6.1)', () => {
    expect(argsOf('/categories', 'GET').hide_empty).toMatchObject({ required: false, default: true, type: 'boolean' });
    expect(argsOf('/categories', 'GET').parent).toMatchObject({ type: 'integer' });
    expect(argsOf('/tags', 'GET').parent).toBeUndefined();
  });

  it('gives the write bodies, with the fields required on create', () => {
    const required = (pattern: string, method: string) =>
      Object.entries(argsOf(pattern, method))
        .filter(([, arg]) => arg.required)
        .map(([name]) => name);
    expect(required('/events', 'POST')).toEqual(['title', 'start_date', 'end_date']);
    expect(required('/venues', 'POST')).toEqual(['venue']);
    expect(required('/organizers', 'POST')).toEqual(['organizer']);
    expect(required('/categories', 'POST')).toEqual(['name']);
    expect(required('/tags', 'POST')).toEqual(['name']);
    expect(required('/events/(?P<id>\\d+)', 'PATCH')).toEqual(['id']);
    expect(required('/venues/by-slug/(?P<slug>[^/]+)', 'PUT')).toEqual(['slug']);
    // The event body's own optional `slug` field shares the name, as in the original (spec 4.2).
    expect(required('/events/by-slug/(?P<slug>[^/]+)', 'PUT')).toEqual([]);
    expect(argsOf('/events', 'POST').all_day).toMatchObject({ type: 'boolean' });
    expect(argsOf('/venues', 'POST').show_map).toMatchObject({ type: 'string' });
  });

  it('gives the single reads their path parameter, and password on the event routes by ID only', () => {
    expect(Object.keys(argsOf('/events/(?P<id>\\d+)', 'GET'))).toEqual(['id', 'password', 'ml_language']);
    expect(Object.keys(argsOf('/events/(?P<id>\\d+)', 'DELETE'))).toEqual(['id', 'password', 'ml_language']);
    expect(Object.keys(argsOf('/events/(?P<id>\\d+)', 'PUT')).slice(0, 3)).toEqual(['id', 'password', 'author']);
    expect(Object.keys(argsOf('/events/by-slug/(?P<slug>[^/]+)', 'GET'))).toEqual(['slug', 'ml_language']);
    expect(Object.keys(argsOf('/venues/(?P<id>\\d+)', 'GET'))).toEqual(['id', 'ml_language']);
    expect(argsOf('/events/(?P<id>\\d+)', 'GET').id).toMatchObject({ required: true, type: 'integer' });
    expect(argsOf('/venues/by-slug/(?P<slug>[^/]+)', 'GET').slug).toMatchObject({ required: true, type: 'string' });
  });

  it('leaves our extensions out, ml_language apart', () => {
    for (const entry of Object.values(index.routes)) {
      for (const endpoint of entry.endpoints) {
        for (const name of ['translation_of', 'latitude', 'longitude']) expect(endpoint.args).not.toHaveProperty(name);
      }
    }
    expect(argsOf('/events', 'POST')).not.toHaveProperty('password');
    expect(argsOf('/venues', 'GET')).not.toHaveProperty('password');
  });

  it('lists an endpoint without arguments as [], as PHP encodes an empty array', () => {
    const empty = buildNamespaceIndex(
      [{ method: 'GET', path: '/nothing', kind: 'doc', pathParams: [] }],
      REST_ROOT
    );
    expect(empty.routes['/cal/events/v1/nothing'].endpoints[0].args).toEqual([]);
  });
});

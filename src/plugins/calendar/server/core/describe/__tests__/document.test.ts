import { NAMESPACE } from '../../../http/namespace';
import routes from '../../../http/routes';
import { buildOpenApiDocument } from '../openapi/document';
import { toOpenApiPath } from '../openapi/operations';
import { describedRoutes, NS_URL } from './support';
import { validateOpenApi } from './openapi-validator';

const document = buildOpenApiDocument(describedRoutes(), NS_URL);

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.0 document, every $ref resolved', () => {
    const result = validateOpenApi(document);
    expect(result.errors).toBeUndefined();
    expect(result).toMatchObject({ valid: true, version: '3.0' });
  });

  it('has the namespace URL as its server', () => {
    expect(document.servers).toEqual([{ url: NS_URL }]);
    expect(NS_URL.endsWith(`/${NAMESPACE}`)).toBe(true);
  });

  it('documents every declared route and method, and nothing else', () => {
    const declared = routes['content-api'].routes.map((r) => `${r.method} ${toOpenApiPath(r.path)}`);
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`)
    );
    expect(documented.sort()).toEqual(declared.sort());
  });

  it("lists the paths in the original's order, the namespace index first", () => {
    expect(Object.keys(document.paths)).toEqual([
      '/',
      '/doc',
      '/events',
      '/events/{id}',
      '/events/by-slug/{slug}',
      '/venues',
      '/venues/{id}',
      '/venues/by-slug/{slug}',
      '/organizers',
      '/organizers/{id}',
      '/organizers/by-slug/{slug}',
      '/categories',
      '/categories/{id}',
      '/tags',
      '/tags/{id}',
      // Our iCalendar feeds, after the original's routes.
      '/events.ics',
      '/events/{id}.ics',
      '/events/by-slug/{slug}.ics',
      // The embeddable calendar's script (a JavaScript module, not a REST endpoint of the original).
      '/embed.js',
      '/submissions/challenge',
      '/submissions',
      '/submissions/{reference}',
    ]);
  });

  it("starts components.schemas with the original's eight, in its order", () => {
    expect(Object.keys(document.components.schemas).slice(0, 8)).toEqual([
      'ImageSize',
      'CostDetails',
      'Term',
      'Image',
      'DateDetails',
      'Event',
      'Venue',
      'Organizer',
    ]);
  });

  it("fixes the original's known errors", () => {
    const { CostDetails, DateDetails, Event } = document.components.schemas;
    expect(Object.keys(CostDetails.properties as object)).toContain('currency_position');
    expect(Object.keys(CostDetails.properties as object)).not.toContain('currency_position ');
    expect((DateDetails.properties as Record<string, { type: string }>).year.type).toBe('string');
    expect((Event.properties as Record<string, { type: string }>).author.type).toBe('string');
    const list = document.paths['/events'].get.responses as Record<string, { content: object }>;
    expect(list['200'].content).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/EventList' } } });
  });

  it('documents the write bodies with their required fields', () => {
    const bodies = document.components.requestBodies;
    const required = (name: string) => {
      const content = bodies[name].content as Record<string, { schema: { required?: string[] } }>;
      return content['application/json'].schema.required ?? [];
    };
    expect(required('EventCreate')).toEqual(['title', 'start_date', 'end_date']);
    expect(required('VenueCreate')).toEqual(['venue']);
    expect(required('OrganizerCreate')).toEqual(['organizer']);
    expect(required('CategoryCreate')).toEqual(['name']);
    expect(required('TagCreate')).toEqual(['name']);
    expect(required('EventUpdate')).toEqual([]);
  });

  it('gives every parameter a description and a schema, and the list defaults', () => {
    const parameters = document.paths['/events'].get.parameters as {
      name: string;
      description?: string;
      schema: { default?: unknown };
    }[];
    for (const parameter of parameters) expect(parameter.description).toEqual(expect.any(String));
    const byName = Object.fromEntries(parameters.map((p) => [p.name, p.schema]));
    expect(byName.page).toEqual({ type: 'integer', minimum: 1, default: 1 });
    expect(byName.per_page).toEqual({ type: 'integer', minimum: 1, default: 12 });
    expect(byName.strict_dates.default).toBe(false);
  });
});

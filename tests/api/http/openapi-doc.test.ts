import { createApiToken } from '../../helpers/auth';
import { checkResponses } from '../../helpers/doc-proof';
import type { RecordedResponse } from '../../helpers/record-responses';
import { appForFile } from '../../helpers/app-for-file';
import { NS, NS_URL } from '../../helpers/wire';
import { validateOpenApi } from '../../../src/plugins/calendar/server/core/describe/__tests__/openapi-validator';

const app = appForFile();
/** A value with every description, summary and title blanked: what must be the same in every language. */
const withoutTexts = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, member: unknown) =>
    ['description', 'summary', 'title'].includes(key) && typeof member === 'string' ? '' : member
  );

describe('GET /api/cal/events/v1/doc', () => {
  it('answers a valid OpenAPI 3.0 document', async () => {
    const res = await app.http().get(`${NS}/doc`).expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ openapi: '3.0.0', info: { version: '1.0.0' } });
    expect(validateOpenApi(res.body)).toMatchObject({ valid: true, version: '3.0' });
  });

  it('has the namespace URL of the configured public URL as its server', async () => {
    const res = await app.http().get(`${NS}/doc`).expect(200);
    expect(res.body.servers).toEqual([{ url: NS_URL }]);
  });

  it('documents every route the router mounts under the namespace', async () => {
    const res = await app.http().get(`${NS}/doc`).expect(200);
    const mounted = app.strapi.server
      .api('content-api')
      .listRoutes()
      .filter((layer) => layer.path.startsWith(NS))
      .flatMap((layer) =>
        (layer.methods as string[]).filter((m) => m !== 'HEAD').map((m) => `${m} ${layer.path.slice(NS.length) || '/'}`)
      )
      .map((route) => route.replace(/:(\w+)(\([^)]*\))?/g, '{$1}'));
    const documented = Object.entries(res.body.paths as Record<string, object>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`)
    );
    expect(documented.sort()).toEqual([...new Set(mounted)].sort());
  });

  it('may be read by anyone, and by read-only tokens', async () => {
    const token = await createApiToken(app.strapi, 'read-only');
    await app.http().get(`${NS}/doc`).set('Authorization', `Bearer ${token}`).expect(200);
  });

  it('refuses an unknown ml_language', async () => {
    const res = await app.http().get(`${NS}/doc?ml_language=de`).expect(400);
    expect(res.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { ml_language: expect.any(String) } },
    });
  });
});

describe.each([
  ['fr', 'API REST de The Events Calendar', 'Lister les événements'],
  ['pt-pt', 'API REST do The Events Calendar', 'Listar os eventos'],
])('the %s descriptions', (code, title, summary) => {
  it('answer under the language root and with ml_language alike', async () => {
    const rooted = await app.http().get(`/${code}${NS}/doc`).expect(200);
    const asked = await app.http().get(`${NS}/doc?ml_language=${code}`).expect(200);
    expect(rooted.body).toEqual(asked.body);
    expect(rooted.body.info.title).toBe(title);
    expect(rooted.body.paths['/events'].get.summary).toBe(summary);
  });

  it('change nothing but the texts of /doc: names, types and defaults are identical', async () => {
    const english = await app.http().get(`${NS}/doc`).expect(200);
    const other = await app.http().get(`/${code}${NS}/doc`).expect(200);
    expect(other.body).not.toEqual(english.body);
    expect(withoutTexts(other.body)).toEqual(withoutTexts(english.body));
  });

  it('change nothing but the texts of the namespace index', async () => {
    const english = await app.http().get(NS).expect(200);
    const other = await app.http().get(`/${code}${NS}`).expect(200);
    const page = (body: {
      routes: Record<string, { endpoints: { args: Record<string, { description?: string }> }[] }>;
    }) => body.routes['/cal/events/v1/events'].endpoints[0].args.page.description;
    expect(page(other.body)).not.toEqual(page(english.body));
    expect(withoutTexts(other.body)).toEqual(withoutTexts(english.body));
  });
});

describe('the proof that /doc describes the answers', () => {
  const answer = (overrides: Partial<RecordedResponse>): RecordedResponse => ({
    method: 'GET',
    url: `${NS}/events`,
    status: 200,
    headers: { 'x-tec-total': '0', 'x-tec-totalpages': '0', etag: '"abc"', 'cache-control': 'public, max-age=0' },
    body: { events: [], rest_url: `${NS_URL}/events`, total: 0, total_pages: 0 },
    test: 'a sample',
    ...overrides,
  });

  it('accepts answers that match the document', async () => {
    const notFound = {
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    };
    const log = [
      answer({}),
      answer({ url: `/fr${NS}/events/`, method: 'GET' }),
      answer({ url: `${NS}/nothing`, status: 404, body: notFound }),
    ];
    expect(await checkResponses(app.strapi, log)).toEqual([]);
  });

  it.each<[string, Partial<RecordedResponse>]>([
    ['a list as a bare array', { body: [] }],
    ['a list without its headers', { headers: {} }],
    ['an undocumented status', { status: 418, body: { code: 'x', message: 'x', data: { status: 418 } } }],
    [
      'an error code the route does not answer',
      { status: 400, body: { code: 'rest-event-not-found', message: 'x', data: { status: 400 } } },
    ],
    ['an error body of another shape', { url: `${NS}/nothing`, status: 404, body: { error: 'not found' } }],
  ])('refuses %s', async (_name, overrides) => {
    expect(await checkResponses(app.strapi, [answer(overrides)])).not.toEqual([]);
  });
});

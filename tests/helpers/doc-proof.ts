import type { Core } from '@strapi/strapi';
import request from 'supertest';
import { createDocAjv, errorLines, pointerSegment } from '../../src/plugins/calendar/server/core/describe/__tests__/doc-ajv';
import { createApiToken } from './auth';
import type { RecordedResponse } from './record-responses';

/**
 * The proof that /doc tells the truth: every response a test file received under the namespace is
 * validated against the document the same app serves. A documented route must answer a documented
 * status with a body (and list headers) matching its schema; any other path or method must answer the
 * error body. Returns one line per mismatch.
 */

interface DocResponse {
  content?: Record<string, { schema: unknown }>;
  headers?: Record<string, { required?: boolean; schema?: { type?: string } }>;
}
interface DocParameter {
  name: string;
  schema?: { enum?: string[] };
}
interface DocOperation {
  parameters?: DocParameter[];
  responses: Record<string, DocResponse>;
}
interface Doc {
  paths: Record<string, Record<string, DocOperation>>;
}

async function readDocument(strapi: Core.Strapi, ns: string): Promise<Doc> {
  const server = () => request(strapi.server.httpServer).get(`${ns}/doc`);
  let res = await server();
  // A test may have revoked the public read: read it as an administrator would.
  if (res.status === 401 || res.status === 403)
    res = await server().set('Authorization', `Bearer ${await createApiToken(strapi)}`);
  if (res.status !== 200) throw new Error(`GET ${ns}/doc answered ${res.status}: the responses could not be checked`);
  return res.body as Doc;
}

const params = (key: string) => (key.match(/\{/g) ?? []).length;

/** `/events/{id}` → a pattern of the path relative to the namespace (trailing slash and case ignored). */
const pathPattern = (key: string) =>
  new RegExp(
    `^${key
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace('{id}', '\\d+')
      .replace(/\{\w+\}/g, '[^/]+')
      .replace(/\/$/, '')}/?$`,
    'i'
  );

export async function checkResponses(strapi: Core.Strapi, log: RecordedResponse[]): Promise<string[]> {
  const ns = `${strapi.config.get<string>('api.rest.prefix', '/api')}/cal/events/v1`;
  const root = new RegExp(`^(?:/([a-z]{2}(?:-[a-z]{2})?))?${ns.replace(/\//g, '\\/')}(/.*)?$`, 'i');
  const answers = log.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && root.test(r.url.split('?')[0]));
  if (!answers.length) return [];
  const doc = await readDocument(strapi, ns);
  const schemaAt = createDocAjv(doc);
  const languages = doc.paths['/'].get.parameters?.find((p) => p.name === 'ml_language')?.schema?.enum ?? [];
  const paths = Object.keys(doc.paths).map((key) => ({ key, pattern: pathPattern(key) }));
  const mismatches: string[] = [];

  for (const answer of answers) {
    const [, language, rest = '/'] = root.exec(answer.url.split('?')[0]) ?? [];
    const where = `${answer.test}: ${answer.method} ${answer.url} → ${answer.status}`;
    const path =
      language && !languages.includes(language.toLowerCase())
        ? undefined
        : // The most specific documented path: a literal one before a parameter (`/submissions/challenge` before
          // `/submissions/{reference}`), then the longest (`/events/by-slug/{slug}.ics` before `/events/by-slug/{slug}`).
          paths.filter((p) => p.pattern.test(rest)).sort((a, b) => params(a.key) - params(b.key) || b.key.length - a.key.length)[0];
    const operation = path && doc.paths[path.key][answer.method.toLowerCase()];
    if (!path || !operation) {
      // Not a documented route or method: the WordPress error body (rest_no_route, rest_invalid_json...).
      const validate = schemaAt('/components/schemas/Error');
      if (!validate(answer.body)) mismatches.push(`${where}: ${errorLines(validate).join('; ')}`);
      continue;
    }
    const response = operation.responses[String(answer.status)];
    if (!response) {
      mismatches.push(`${where}: status ${answer.status} is not documented for ${answer.method} ${path.key}`);
      continue;
    }
    // The media type the answer says it is must be documented; iCalendar feeds are text, checked by their own parser tests.
    const contentType = answer.headers['content-type'];
    // A body-less answer (304) is documented without content.
    if (!response.content && !contentType) continue;
    const media = (contentType ?? 'application/json').split(';')[0].trim();
    if (!response.content?.[media]) {
      mismatches.push(`${where}: ${media} is not documented for ${answer.method} ${path.key} ${answer.status}`);
      continue;
    }
    if (media !== 'application/json') continue;
    const pointer = [
      'paths',
      path.key,
      answer.method.toLowerCase(),
      'responses',
      String(answer.status),
      'content',
      'application/json',
      'schema',
    ];
    const validate = schemaAt(`/${pointer.map(pointerSegment).join('/')}`);
    if (!validate(answer.body)) mismatches.push(`${where}: ${errorLines(validate).join('; ')}`);
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const value = answer.headers[name.toLowerCase()];
      if (value === undefined) {
        if (header.required) mismatches.push(`${where}: header ${name} is missing`);
      } else if (header.schema?.type === 'integer' && !/^\d+$/.test(value)) {
        mismatches.push(`${where}: header ${name} is not an integer: ${value}`);
      }
    }
  }
  return mismatches;
}

/** The error a test file fails with when some of its responses do not match the document. */
export function mismatchError(mismatches: string[], checked: number): Error {
  const shown = mismatches.slice(0, Number(process.env.CALENDAR_DOC_PROOF_LINES ?? 25)).map((line) => `  - ${line}`);
  const more = mismatches.length > shown.length ? [`  … and ${mismatches.length - shown.length} more`] : [];
  return new Error(
    [
      `${mismatches.length} of ${checked} responses do not match the OpenAPI document (GET /doc):`,
      ...shown,
      ...more,
    ].join('\n')
  );
}

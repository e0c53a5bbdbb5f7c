import fc from 'fast-check';

/**
 * Hostile-input generators for the fuzz suite (tests/api/http/fuzz.test.ts), driven by the OpenAPI document
 * the app serves: every operation of /doc with its query and path parameters and request bodies.
 * Pure: no app, no HTTP; the test file sends what these build.
 */

export interface Schema {
  type?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  $ref?: string;
}
interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  schema?: Schema;
  $ref?: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { $ref?: string; content?: Record<string, { schema: Schema }> };
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
}

/** One route × method of /doc, with what it reads. */
export interface DocOperation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  query: { name: string; schema: Schema }[];
  pathParams: { name: string; schema: Schema }[];
  /** The fields of its JSON body, when it reads one. */
  body?: Record<string, Schema>;
}

const deref = <T>(doc: OpenApiDoc, value: T & { $ref?: string }): T =>
  value.$ref ? (value.$ref.split('/').slice(1).reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], doc) as T) : value;

export function docOperations(doc: OpenApiDoc): DocOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => {
      const parameters = (operation.parameters ?? []).map((p) => deref(doc, p));
      const content = operation.requestBody && deref(doc, operation.requestBody).content;
      const schema = content?.['application/json']?.schema;
      return {
        method: method as DocOperation['method'],
        path,
        query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: schema ? deref(doc, schema).properties ?? {} : undefined,
      };
    })
  );
}

/** Strings that have broken servers: traversal in every spelling, bad escapes, NUL, injections, number edges. */
const NASTY = [
  '',
  ' ',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '%c0%ae%c0%ae/',
  '%zz',
  '%',
  '%E0%A4%A',
  '\u0000',
  'a\u0000b',
  "' OR 1=1 --",
  '"; DROP TABLE events; --',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  'toString',
  '[object Object]',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '0x10',
  '1.5',
  '99999999999999999999999999999',
  '9007199254740993',
  '@-99999999999999',
  '+99999 years',
  'tomorrow',
  'last monday of february 10000',
  '2031-02-30',
  '2031-01-01 25:61:61',
  '0000-00-00 00:00:00',
  '\u202e\u200b\ufeff',
  '𝕳𝖊𝖑𝖑𝖔 👩‍👩‍👧‍👦',
  'İıß',
  'true',
  'false',
  'null',
  'undefined',
  'UTC+99',
  'Europe/../../etc',
  'file:///etc/passwd',
  'http://127.0.0.1:1/img/..%2F..%2Fx.png',
  'http://[::1]:1/x.png',
  'http://2130706433:1/x.png',
  'gopher://127.0.0.1:1/_x',
];

/** A huge but sendable string: at most ~1,500 characters once percent-encoded (see MAX_URL). */
const long = fc
  .tuple(fc.constantFrom('a', '%', ',', ' ', 'é', '𝕳', '../', 'x,'), fc.integer({ min: 200, max: 1500 }))
  .map(([unit, n]) => unit.repeat(Math.ceil(n / encodeURIComponent(unit).length)));

/**
 * Node refuses a request line and headers past 16 KiB (431, before any app code): the generated URLs
 * stay below, so every answer is the app's.
 */
export const MAX_URL = 12000;

/** Any hostile text value. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY), weight: 4 },
  { arbitrary: fc.string({ maxLength: 24 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }), weight: 1 },
  // Any code point, lone surrogates included.
  { arbitrary: fc.string({ unit: 'binary', maxLength: 12 }), weight: 1 },
  { arbitrary: fc.integer().map(String), weight: 1 },
  { arbitrary: fc.double().map(String), weight: 1 },
  { arbitrary: long, weight: 1 }
);

/** A plausible value for a schema, so that validation passes often enough to reach the code behind it. */
export function plausible(schema: Schema, ids: number[]): fc.Arbitrary<string> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum.map(String));
  switch (schema.type) {
    case 'integer':
      return fc.oneof(fc.constantFrom(...ids.map(String)), fc.integer({ min: -2, max: 60 }).map(String));
    case 'number':
      return fc.double({ min: -200, max: 200, noNaN: true }).map(String);
    case 'boolean':
      return fc.constantFrom('true', 'false', '1', '0', 'yes');
    case 'array':
      return fc.array(fc.constantFrom(...ids.map(String), 'music', 'x'), { maxLength: 4 }).map((items) => items.join(','));
    default:
      return fc.constantFrom('2031-01-01', '2031-01-01 10:00:00', 'tomorrow', '+2 weeks', '1924900000', 'music', 'hall');
  }
}

/**
 * `encodeURIComponent`, but a lone surrogate (which it refuses) is sent as the bytes a careless
 * encoder would write: invalid UTF-8, one more hostile input.
 */
export function encodeLoose(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        const unit = char.charCodeAt(0);
        return `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`;
      }
    }).join('');
  }
}

/** Escapes sent as they are (no encoding on top): bad escapes, encoded traversal, overlong UTF-8. */
const RAW_ESCAPES = ['%zz', '%', '%%', '..%2F..%2F..%2Fetc%2Fpasswd', '%2e%2e%5c', '%C0%AE%C0%AE%2F', '%00', '%FF%FE', '%ED%A0%80', '%E2%80%AE'];

/** One query parameter: mostly a plausible value (to reach the code behind validation), else every odd shape. */
function queryPart(name: string, schema: Schema, ids: number[]): fc.Arbitrary<string> {
  const key = encodeLoose(name);
  const value = fc.oneof(plausible(schema, ids), hostileText).map(encodeLoose);
  return fc.oneof(
    { arbitrary: plausible(schema, ids).map((v) => `${key}=${encodeLoose(v)}`), weight: 8 },
    { arbitrary: hostileText.map((v) => `${key}=${encodeLoose(v)}`), weight: 3 },
    // Arrays where scalars are expected, and scalars repeated.
    { arbitrary: fc.array(value, { minLength: 1, maxLength: 3 }).map((vs) => vs.map((v) => `${key}[]=${v}`).join('&')), weight: 1 },
    { arbitrary: fc.array(value, { minLength: 2, maxLength: 3 }).map((vs) => vs.map((v) => `${key}=${v}`).join('&')), weight: 1 },
    // Objects (qs nesting), deep ones included.
    { arbitrary: fc.tuple(hostileText.map(encodeLoose), value).map(([k, v]) => `${key}[${k}]=${v}`), weight: 1 },
    { arbitrary: fc.integer({ min: 2, max: 30 }).map((depth) => `${key}${'[a]'.repeat(depth)}=1`), weight: 1 },
    { arbitrary: fc.constantFrom(key, `${key}=`, `${key}[]`, `${key}[0]=1&${key}[9999]=2`), weight: 1 },
    { arbitrary: fc.constantFrom(...RAW_ESCAPES).map((raw) => `${key}=${raw}`), weight: 1 }
  );
}

/** A query string: some of the operation's parameters, rarely an unknown one, in any order. */
export function queryString(operation: DocOperation, ids: number[]): fc.Arbitrary<string> {
  const unknown = fc.tuple(hostileText, hostileText).map(([k, v]) => `${encodeLoose(k) || 'x'}=${encodeLoose(v)}`);
  const parts = fc.array(
    fc.oneof(
      ...operation.query.map((p) => ({ arbitrary: queryPart(p.name, p.schema, ids), weight: 4 })),
      { arbitrary: unknown, weight: 1 }
    ),
    { maxLength: operation.query.length ? 4 : 1 }
  );
  return parts.map((list) => (list.length ? `?${list.join('&')}` : ''));
}

/** A path with its `{id}` and `{slug}` replaced by fixture values or hostile ones. */
export function concretePath(operation: DocOperation, ids: number[], slugs: string[]): fc.Arbitrary<string> {
  const values = operation.pathParams.map(({ name }) =>
    name === 'id'
      ? fc.oneof(
          { arbitrary: fc.constantFrom(...ids.map(String)), weight: 8 },
          { arbitrary: fc.constantFrom('0', '-1', '99999999', '9007199254740993', '1e3', '0x1', '1.0', '%D9%A1%D9%A2'), weight: 1 },
          { arbitrary: hostileText.map(encodeLoose), weight: 1 }
        )
      : fc.oneof(
          { arbitrary: fc.constantFrom(...slugs), weight: 6 },
          { arbitrary: hostileText.map(encodeLoose), weight: 2 },
          { arbitrary: fc.constantFrom(...RAW_ESCAPES), weight: 1 }
        )
  );
  return fc.tuple(...values).map((concrete) => {
    let path = operation.path;
    operation.pathParams.forEach(({ name }, index) => {
      path = path.replace(`{${name}}`, concrete[index] || 'x');
    });
    return path;
  });
}

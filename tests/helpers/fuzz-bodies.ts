import zlib from 'zlib';
import fc from 'fast-check';
import { encodeLoose, hostileText, plausible, type Schema } from './fuzz';

/**
 * The fuzz suite's request bodies (JSON, forms, garbage, compressed), callers and headers: the second half
 * of the generators (fuzz.ts has the operations, parameters and hostile text).
 */

/** A JSON value of the wrong kind: nested, arrays, huge, odd numbers. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2), weight: 2 },
  { arbitrary: fc.array(hostileText, { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.dictionary(hostileText, hostileText, { maxKeys: 3 }), weight: 1 },
  { arbitrary: fc.integer({ min: 2, max: 60 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`)), weight: 1 }
);

/** A plausible JSON value for a body field (IDs of fixtures, sane dates), so that some writes go through. */
function plausibleJson(name: string, schema: Schema, ids: number[]): fc.Arbitrary<unknown> {
  if (name === 'image') return fc.constantFrom('', ...ids.map(String), 'http://127.0.0.1:1/a.png', 'http://[::1]/..%2F..%2Fx.png', 'http://x/%zz.png');
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'integer':
      return fc.constantFrom(...ids);
    case 'number':
      return fc.double({ min: -90, max: 90, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fc.oneof(fc.constantFrom(...ids), fc.constantFrom('music', 'New term', { id: ids[0] })), { maxLength: 3 });
    default:
      return fc.constantFrom('2031-01-01 10:00:00', '2031-01-02 11:00:00', 'tomorrow', 'Fuzz title', 'Europe/Paris', 'UTC+2', '20$');
  }
}

/** Fields a create needs to go through, when the body has them (title, name, dates). */
const CORE = new Set(['title', 'name', 'venue', 'organizer', 'start_date', 'end_date']);
const CORE_VALUES: Record<string, string[]> = {
  start_date: ['2031-01-01 10:00:00', 'tomorrow 10:00', '1924900000'],
  end_date: ['2031-01-01 12:00:00', 'tomorrow 12:00', '1924990000'],
};

/**
 * A body object: the core fields mostly right, some other documented fields plausible or hostile,
 * sometimes unknown or prototype keys. `image` never gets a text that could name a public host:
 * the suite must not reach off the machine.
 */
export function bodyObject(fields: Record<string, Schema>, ids: number[]): fc.Arbitrary<Record<string, unknown>> {
  const core = Object.keys(fields).filter((name) => CORE.has(name) && (fields[name].type === 'string' || name in CORE_VALUES));
  const others = Object.keys(fields).filter((name) => !core.includes(name));
  const coreValue = (name: string) =>
    fc.oneof(
      { arbitrary: fc.constantFrom(...(CORE_VALUES[name] ?? ['Fuzz title', 'Fuzz Hall', 'Fuzz Crew'])), weight: 6 },
      { arbitrary: hostileJson, weight: 1 },
      { arbitrary: fc.constant(undefined), weight: 1 }
    );
  const field = (name: string) =>
    name === 'image'
      ? plausibleJson(name, fields[name], ids)
      : fc.oneof({ arbitrary: plausibleJson(name, fields[name], ids), weight: 3 }, { arbitrary: hostileJson, weight: 1 });
  const known = others.length
    ? fc.uniqueArray(fc.constantFrom(...others), { maxLength: Math.min(4, others.length) }).chain((chosen) =>
        fc.tuple(...chosen.map(field)).map((values) => Object.fromEntries(chosen.map((name, i) => [name, values[i]])))
      )
    : fc.constant({});
  const base = fc.tuple(...core.map(coreValue)).map((values) =>
    Object.fromEntries(core.map((name, i) => [name, values[i]]).filter(([, value]) => value !== undefined))
  );
  const extra = fc.oneof(
    { arbitrary: fc.constant({}), weight: 5 },
    { arbitrary: fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'id', 'x', 'data', 'status'), hostileJson, { maxKeys: 2 }), weight: 1 }
  );
  return fc.tuple(extra, base, known).map(([a, b, c]) => ({ ...a, ...b, ...c }));
}

/** `a[b][c]=v` pairs of a value, as a form body nests it. */
function formPairs(prefix: string, value: unknown): string[] {
  if (value !== null && typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => formPairs(prefix ? `${prefix}[${k}]` : k, v));
  return [`${encodeLoose(prefix)}=${encodeLoose(String(value))}`];
}

export interface RawBody {
  contentType?: string;
  contentEncoding?: string;
  bytes: Buffer;
  label: string;
}

/** Bytes that are not what they claim: bad JSON, wrong top-level kinds, multipart without a boundary... */
const GARBAGE = [
  '{',
  '{"title":',
  '[]',
  'null',
  '"text"',
  '1e999',
  '\ufeff{"title":"BOM"}',
  '{"title":"a","title":"b"}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '--X\r\nContent-Disposition: form-data; name="title"\r\n\r\nx',
  '--X\r\nContent-Disposition: form-data; name="image"; filename="../../x.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n--X--\r\n',
  'title=%zz&start_date[]=1&start_date[a]=2',
  '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=X',
  'multipart/form-data; boundary=',
  'text/plain',
  'application/xml',
  'application/vnd.api+json',
  '*/*',
  'garbage',
  'application/json, text/plain',
];

/** A request body in any encoding a client could send, honest or not. */
export function rawBody(fields: Record<string, Schema>, ids: number[]): fc.Arbitrary<RawBody> {
  const object = bodyObject(fields, ids);
  const json = object.map((value): RawBody => ({ contentType: 'application/json', bytes: Buffer.from(JSON.stringify(value)), label: 'json' }));
  const form = object.map(
    (value): RawBody => ({ contentType: 'application/x-www-form-urlencoded', bytes: Buffer.from(formPairs('', value).join('&')), label: 'form' })
  );
  const garbage = fc
    .oneof(fc.constantFrom(...GARBAGE), fc.string({ unit: 'binary', maxLength: 40 }), fc.integer({ min: 70, max: 400 }).map((d) => `{"title":${'['.repeat(d)}`))
    .map((text): RawBody => ({ bytes: Buffer.from(text), label: 'garbage' }));
  const base = fc.oneof({ arbitrary: json, weight: 6 }, { arbitrary: form, weight: 2 }, { arbitrary: garbage, weight: 1 });
  const contentType = fc.oneof(fc.constant(undefined), fc.constantFrom(...CONTENT_TYPES));
  const encoding = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 6 },
    { arbitrary: fc.constantFrom('gzip', 'gzip-plain', 'deflate', 'br', 'identity', 'gzip, deflate', 'x-unknown', 'GZIP'), weight: 1 }
  );
  const keepType = fc.oneof({ arbitrary: fc.constant(true), weight: 5 }, { arbitrary: fc.constant(false), weight: 1 });
  return fc.tuple(base, keepType, contentType, encoding).map(([body, keepType, otherType, enc]) => {
    let bytes = body.bytes;
    let contentEncoding: string | undefined = enc;
    // `gzip-plain`: the header says gzip, the bytes are not.
    if (enc === 'gzip-plain') contentEncoding = 'gzip';
    else if (enc === 'gzip' || enc === 'GZIP') bytes = zlib.gzipSync(bytes);
    else if (enc === 'deflate') bytes = zlib.deflateSync(bytes);
    else if (enc === 'br') bytes = zlib.brotliCompressSync(bytes);
    const type = keepType && body.contentType ? body.contentType : otherType;
    return { bytes, contentType: type, contentEncoding, label: `${body.label} as ${type ?? '(no type)'} ${contentEncoding ?? ''}`.trim() };
  });
}

/** Who calls: nobody, a writer, a reader, or credentials that are wrong in some way. */
export type Caller = 'anonymous' | 'writer' | 'reader' | 'bad-bearer' | 'bad-basic' | 'odd-scheme';
export const callers: fc.Arbitrary<Caller> = fc.oneof(
  { arbitrary: fc.constant<Caller>('writer'), weight: 5 },
  { arbitrary: fc.constant<Caller>('anonymous'), weight: 3 },
  { arbitrary: fc.constantFrom<Caller>('reader', 'bad-bearer', 'bad-basic', 'odd-scheme'), weight: 2 }
);

/** Headers that should change nothing, or be refused in the error shape. */
const someOddHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    Accept: fc.constantFrom('*/*', 'text/html', 'application/xml', 'garbage', ''),
    'If-None-Match': fc.constantFrom('*', '"x"', 'W/"', '""'),
    'If-Modified-Since': fc.constantFrom('yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT', '0'),
    'Accept-Language': fc.constantFrom('fr', 'xx-YY;q=2', '*'),
    'Accept-Encoding': fc.constantFrom('gzip', 'br;q=0, *;q=0', 'x'),
    'X-HTTP-Method-Override': fc.constantFrom('DELETE', 'PUT', 'TRACE', 'x'),
    'X-Forwarded-For': fc.constantFrom('127.0.0.1', 'garbage', '::1, 10.0.0.1'),
    Range: fc.constantFrom('bytes=0-1', 'bytes=x'),
  },
  { requiredKeys: [] }
);
export const oddHeaders = fc.oneof({ arbitrary: fc.constant({}), weight: 3 }, { arbitrary: someOddHeaders, weight: 1 });

/** A language root in front of the namespace: served, unknown, or odd in case. */
export const languageRoots: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constant(''), weight: 6 },
  { arbitrary: fc.constantFrom('/fr', '/pt-pt', '/de', '/FR', '/zz-zz'), weight: 2 }
);

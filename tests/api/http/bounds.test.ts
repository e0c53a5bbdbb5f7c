import http from 'http';
import net from 'net';
import type { AddressInfo } from 'net';
import zlib from 'zlib';
import { createApiToken } from '../../helpers/auth';
import { createFactories, type Factories } from '../../helpers/factories';
import { appForFile } from '../../helpers/app-for-file';
import { UID } from '../../helpers/write-helpers';
import { bearer, get, NS } from '../../helpers/wire';
import { sqlDuring as sqlOf } from '../../helpers/sql';

/**
 * Bounds on what one request may ask for (design.md section 10, docs/operations.md "Limits"): past each, a 4xx in
 * the WordPress error shape, never a 5xx, and never work that holds other requests up.
 */

let f: Factories;
let full: string;
/** The body size limit of this file's boot (the default is 1 MiB). */
const MAX_BODY = 64 * 1024;

const app = appForFile({ CALENDAR_MAX_BODY_SIZE: String(MAX_BODY) });
beforeAll(async () => {
  f = createFactories(app.strapi);
  full = await createApiToken(app.strapi, 'full-access');
  await f.createVenue({ name: 'Temple Hall', description: '100, Avenue du Temple' });
  await f.createOrganizer({ name: 'Temple Crew' });
});

/** The SQL statements the app runs while `run` runs. */
const sqlDuring = (run: () => Promise<unknown>) => sqlOf(app.strapi, run);

const words = (count: number, prefix = 'w') => Array.from({ length: count }, (_, i) => `${prefix}${i}`).join(',');
const LISTS = ['events', 'venues', 'organizers', 'categories', 'tags'];

describe('search', () => {
  it.each(LISTS)('/%s answers 400 rest_invalid_param naming search past 20 words', async (list) => {
    const res = await get(app, `/${list}?search=${words(21)}`).expect(400);
    const message = 'search may hold at most 20 words and 200 characters.';
    expect(res.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): search',
      data: {
        status: 400,
        params: { search: message },
        details: { search: { code: 'rest_search_too_long', message, data: { max_terms: 20, max_length: 200 } } },
      },
    });
  });

  it.each(LISTS)('/%s answers 400 past 200 characters, and to the probe of 2,500 terms', async (list) => {
    await get(app, `/${list}?search=${'a'.repeat(201)}`).expect(400);
    await get(app, `/${list}?search=${Array(2500).fill('x').join(',')}`).expect(400);
    await get(app, `/${list}?search=${words(2500)}`).expect(400);
  });

  it.each(LISTS)('/%s takes 20 words, and a repeated word counts once', async (list) => {
    await get(app, `/${list}?search=${words(20)}`).expect(200);
    await get(app, `/${list}?search=${Array(40).fill('hall').join(',')}`).expect(200);
  });

  it('refuses a search past the bound before running any SQL', async () => {
    const sql = await sqlDuring(() => get(app, `/venues?search=${words(2500)}`).expect(400));
    expect(sql.filter((statement) => /like/i.test(statement))).toEqual([]);
  });

  it.each(['venues', 'organizers'])('keeps the SQL of the largest /%s search bounded: fields × words LIKE conditions', async (list) => {
    // no-cache: measure the query, not an answer the HTTP cache kept from an earlier test.
    const sql = await sqlDuring(() => get(app, `/${list}?search=${words(20)}`).set('Cache-Control', 'no-cache').expect(200));
    const likes = Math.max(...sql.map((statement) => (statement.match(/ like /gi) ?? []).length));
    // At most 10 searched fields, 20 words each, in the page and in its total.
    expect(likes).toBeGreaterThan(0);
    expect(likes).toBeLessThanOrEqual(2 * 10 * 20);
  });

  it('still finds every word in one field (contract 6)', async () => {
    const res = await get(app, '/venues?search=temple%20avenue').expect(200);
    expect(res.body.venues.map((v: { venue: string }) => v.venue)).toEqual(['Temple Hall']);
  });
});

/** A write under the namespace with a raw body and headers (`path` may start with a language root). */
function write(method: 'post' | 'put' | 'patch', path: string, body: string | Buffer, headers: Record<string, string>) {
  const url = path.startsWith('/fr/') ? `/fr${NS}${path.slice(3)}` : `${NS}${path}`;
  const req = app.http()[method](url);
  for (const [name, value] of Object.entries(headers)) req.set(name, value);
  // superagent would serialize a Buffer sent as JSON: send the bytes as they are.
  return req.serialize((raw: unknown) => raw as string).send(body);
}

const JSON_TYPE = { 'Content-Type': 'application/json' };
/** `{"title": [[...]]}`: `depth` arrays and objects open at once. */
const nested = (depth: number) =>
  `{"start_date":"2031-01-01 10:00:00","end_date":"2031-01-01 11:00:00","title":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
const EVENT = JSON.stringify({ title: 'Gzipped', start_date: '2031-01-01 10:00:00', end_date: '2031-01-01 11:00:00' });

describe('JSON depth', () => {
  it('answers 400 rest_invalid_json to a body nested 5,000 deep, anonymous or not, never a stack overflow', async () => {
    for (const [method, path] of [['post', '/events'], ['put', '/events/1'], ['post', '/fr/venues'], ['patch', '/tags/1']] as const) {
      const res = await write(method, path, nested(5000), JSON_TYPE).expect(400);
      expect(res.body).toEqual({ code: 'rest_invalid_json', message: 'The JSON body is nested deeper than 64 levels.', data: { status: 400 } });
    }
    await write('post', '/events', nested(5000), { ...JSON_TYPE, ...bearer(full) }).expect(400);
  });

  it('reads a body nested 64 deep and validates it as usual', async () => {
    const res = await write('post', '/events', nested(64), JSON_TYPE).expect(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { title: expect.any(String) } } });
    expect((await write('post', '/events', nested(65), JSON_TYPE).expect(400)).body.code).toBe('rest_invalid_json');
  });

  it('does not count brackets inside strings', async () => {
    const res = await write('post', '/venues', JSON.stringify({ venue: '['.repeat(200) }), JSON_TYPE).expect(401);
    expect(res.body.code).toBe('rest_forbidden');
  });

  it('still answers malformed JSON with rest_invalid_json', async () => {
    const res = await write('post', '/events', '{"title": ', JSON_TYPE).expect(400);
    expect(res.body).toEqual({ code: 'rest_invalid_json', message: 'Invalid JSON body passed.', data: { status: 400 } });
  });
});

describe('body size', () => {
  it('answers 413 in the WordPress shape past the limit', async () => {
    const big = JSON.stringify({ title: 'x'.repeat(MAX_BODY) });
    const res = await write('post', '/events', big, JSON_TYPE).expect(413);
    expect(res.body).toEqual({ code: 'rest_payload_too_large', message: 'The request body is too large.', data: { status: 413 } });
    await write('post', '/events', `title=${'x'.repeat(MAX_BODY)}`, { 'Content-Type': 'application/x-www-form-urlencoded' }).expect(413);
  });

  it('counts a chunked body (no Content-Length) as it arrives', async () => {
    const req = app.http().post(`${NS}/events`).set('Content-Type', 'application/json');
    req.write(`{"title":"${'x'.repeat(MAX_BODY)}`);
    req.write('"}');
    const res = await req;
    expect([res.status, res.body.code]).toEqual([413, 'rest_payload_too_large']);
  });

  it('counts a compressed body once inflated', async () => {
    const bomb = zlib.gzipSync(JSON.stringify({ title: 'x'.repeat(100 * MAX_BODY) }));
    expect(bomb.length).toBeLessThan(MAX_BODY);
    await write('post', '/events', bomb, { ...JSON_TYPE, 'Content-Encoding': 'gzip' }).expect(413);
  });

  it('reads a body within the limit', async () => {
    await write('post', '/events', EVENT, JSON_TYPE).expect(401);
  });

  const multipartOf = (fields: Record<string, string>, boundary = 'big') =>
    `${Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')}--${boundary}--\r\n`;
  const MULTIPART = (boundary = 'big') => ({ 'Content-Type': `multipart/form-data; boundary=${boundary}` });
  const venueCount = () => app.strapi.db.query(UID.venue).count();

  it('holds a multipart body to the same limit, with credentials or without: 413, nothing stored', async () => {
    const before = await venueCount();
    const big = multipartOf({ venue: 'Big Hall', description: 'x'.repeat(MAX_BODY) });
    const res = await write('post', '/venues', big, { ...MULTIPART(), ...bearer(full) }).expect(413);
    expect(res.body).toEqual({ code: 'rest_payload_too_large', message: 'The request body is too large.', data: { status: 413 } });
    expect(res.headers.connection).toBe('close');
    // Anonymous: the same 413 (not a 401 after reading it all), many small fields too.
    await write('post', '/venues', big, MULTIPART()).expect(413);
    const fields = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`f${i}`, 'y'.repeat(MAX_BODY / 100)]));
    await write('post', '/venues', multipartOf({ venue: 'Many Fields', ...fields }), { ...MULTIPART(), ...bearer(full) }).expect(413);
    expect(await venueCount()).toBe(before);
  });

  it('counts a chunked multipart body (no Content-Length) as it arrives, part headers included', async () => {
    const before = await venueCount();
    for (const chunks of [
      [multipartOf({ venue: 'Chunked Hall' }).replace(/--big--\r\n$/, ''), `--big\r\nContent-Disposition: form-data; name="description"\r\n\r\n${'x'.repeat(MAX_BODY)}`, '\r\n--big--\r\n'],
      // One part whose header alone is past the limit: formidable keeps header text in memory.
      [`--big\r\nContent-Disposition: form-data; name="venue"\r\nX-Pad: ${'p'.repeat(MAX_BODY)}`, '\r\n\r\nPadded Hall\r\n--big--\r\n'],
    ]) {
      const req = app.http().post(`${NS}/venues`).set(MULTIPART()).set(bearer(full));
      for (const chunk of chunks) req.write(chunk);
      const res = await req;
      expect([res.status, res.body.code]).toEqual([413, 'rest_payload_too_large']);
    }
    expect(await venueCount()).toBe(before);
  });

  it.each([
    ['multipart', MULTIPART()],
    ['JSON', JSON_TYPE],
    ['form', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['text', { 'Content-Type': 'text/plain' }],
  ])('refuses a %s body whose Content-Length is past the limit before reading it', async (_kind, headers) => {
    // The client announces 15 MiB and sends 10 bytes: the answer comes without waiting for the rest.
    const head = [`POST ${NS}/venues HTTP/1.1`, 'Host: calendar.test', `Content-Length: ${15 * 1024 * 1024}`, ...Object.entries(headers).map(([n, v]) => `${n}: ${v}`)];
    const answer = await rawExchange(`${head.join('\r\n')}\r\n\r\n--big\r\nxx`);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ code: 'rest_payload_too_large', message: 'The request body is too large.', data: { status: 413 } });
  }, 20_000);

  it('leaves the bodies of Strapi routes outside the namespace to Strapi (the admin login reads its JSON)', async () => {
    const big = JSON.stringify({ email: 'nobody@calendar.test', password: 'x'.repeat(2 * MAX_BODY) });
    const res = await app.http().post('/admin/login').set(JSON_TYPE).send(big);
    expect(res.status).toBe(400);
    expect(res.body.error).toBeDefined();
  });
});

/** Sends `request` raw on a fresh connection to the app and reads the answer until the server closes it. */
async function rawExchange(request: string): Promise<string> {
  const server = http.createServer(app.strapi.server.app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await new Promise<string>((resolve, reject) => {
      const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
      let answer = '';
      socket.on('data', (data) => (answer += data.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => resolve(answer));
      socket.write(request);
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('content encoding', () => {
  it('reads a gzip or deflate body', async () => {
    await write('post', '/events', zlib.gzipSync(EVENT), { ...JSON_TYPE, 'Content-Encoding': 'gzip' }).expect(401);
    await write('post', '/events', zlib.deflateSync(EVENT), { ...JSON_TYPE, 'Content-Encoding': 'deflate' }).expect(401);
  });

  it('answers 400 rest_invalid_body to a plain body sent as gzip', async () => {
    const res = await write('post', '/events', EVENT, { ...JSON_TYPE, 'Content-Encoding': 'gzip' }).expect(400);
    expect(res.body).toEqual({ code: 'rest_invalid_body', message: 'The request body could not be read.', data: { status: 400 } });
    await write('post', '/events', 'title=Plain', { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Encoding': 'deflate' }).expect(400);
  });

  it('answers 415 rest_unsupported_encoding to an encoding it does not know', async () => {
    const res = await write('post', '/events', EVENT, { ...JSON_TYPE, 'Content-Encoding': 'x-squash' }).expect(415);
    expect(res.body).toEqual({
      code: 'rest_unsupported_encoding',
      message: 'The request body uses a content encoding the server does not read (x-squash); send identity, gzip, deflate or br.',
      data: { status: 415 },
    });
  });
});

describe('multipart', () => {
  const part = (boundary: string, name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

  it('reads a well-formed multipart body', async () => {
    const body = `${part('b0', 'venue', 'Multipart Hall')}--b0--\r\n`;
    const res = await write('post', '/venues', body, { 'Content-Type': 'multipart/form-data; boundary=b0', ...bearer(full) }).expect(201);
    expect(res.body.venue).toBe('Multipart Hall');
  });

  it('answers 400 rest_invalid_body without a boundary', async () => {
    const res = await write('post', '/venues', part('b1', 'venue', 'No boundary'), { 'Content-Type': 'multipart/form-data' }).expect(400);
    expect(res.body).toEqual({ code: 'rest_invalid_body', message: 'The request body could not be read.', data: { status: 400 } });
  });

  it('answers 400 rest_invalid_body to a truncated body', async () => {
    const truncated = part('b2', 'venue', 'Cut short').slice(0, -10);
    const res = await write('post', '/venues', truncated, { 'Content-Type': 'multipart/form-data; boundary=b2', ...bearer(full) }).expect(400);
    expect(res.body.code).toBe('rest_invalid_body');
  });
});

/**
 * Found by the fuzz suite (tests/api/http/fuzz.test.ts) on PostgreSQL: values no record can hold reached the database,
 * which refused them with an error (500). They name nothing, or are refused as parameters, on every database.
 */
describe('values the database cannot hold', () => {
  const HUGE = ['2147483648', '9007199254740993'];

  it.each(HUGE)('answers an ID past the integer columns (%s) as an unknown ID, reading or writing', async (id) => {
    for (const [path, known] of [['/events', '99999999'], ['/venues', '99999999'], ['/tags', '99999999']]) {
      const unknown = await get(app, `${path}/${known}`);
      const huge = await get(app, `${path}/${id}`);
      expect(huge.status).toBe(unknown.status);
      expect(huge.body.code).toBe(unknown.body.code);
    }
    expect((await get(app, `/events/${id}.ics`)).status).toBe(404);
    const write404 = await write('put', `/venues/${id}`, JSON.stringify({ venue: 'Nowhere' }), { ...JSON_TYPE, ...bearer(full) });
    expect(write404.status).toBeLessThan(500);
    expect(write404.body.data.status).toBe(write404.status);
  });

  it.each(HUGE)('answers huge IDs in list filters and bodies (%s) without a 5xx', async (id) => {
    for (const query of [`include=${id}`, `venue=${id}`, `organizer=${id}`, `categories=${id}`, `tags=${id}`, `post_parent=${id}`]) {
      const res = await get(app, `/events?${query}`);
      expect([res.status, query]).toEqual([res.status < 500 ? res.status : 'a 5xx', query]);
    }
    for (const query of [`include=${id}`, `exclude=${id}`, `post=${id}`, `event=${id}`, `parent=${id}`]) {
      const res = await get(app, `/categories?${query}`);
      expect([res.status, query]).toEqual([res.status < 500 ? res.status : 'a 5xx', query]);
    }
    for (const body of [{ venue: Number(id) }, { organizer: [Number(id)] }, { categories: [Number(id)] }, { translation_of: Number(id) }, { author: Number(id) }]) {
      const event = { title: 'Huge link', start_date: '2031-01-01 10:00:00', end_date: '2031-01-01 11:00:00', ...body };
      const res = await write('post', '/events', JSON.stringify(event), { ...JSON_TYPE, ...bearer(full) });
      expect([res.status, body]).toEqual([res.status < 500 ? res.status : 'a 5xx', body]);
    }
  });

  it('answers 400 rest_invalid_param to a NUL character in a query or a body, and an unknown slug to one in a path', async () => {
    const search = await get(app, '/events?search=a%00b').expect(400);
    expect(search.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { search: 'Invalid parameter.' } } });
    const body = await write('post', '/organizers', JSON.stringify({ organizer: 'Nul\u0000Crew' }), { ...JSON_TYPE, ...bearer(full) }).expect(400);
    expect(body.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { organizer: 'Invalid parameter.' } } });
    const form = await write('post', '/venues', 'venue=Nul%00Hall', { 'Content-Type': 'application/x-www-form-urlencoded', ...bearer(full) }).expect(400);
    expect(form.body.data.params).toEqual({ venue: 'Invalid parameter.' });
    const multipart = `--b9\r\nContent-Disposition: form-data; name="venue"\r\n\r\nNul\u0000Hall\r\n--b9--\r\n`;
    const parts = await write('post', '/venues', multipart, { 'Content-Type': 'multipart/form-data; boundary=b9', ...bearer(full) }).expect(400);
    expect(parts.body.data.params).toEqual({ venue: 'Invalid parameter.' });
    const unknown = await get(app, '/venues/by-slug/no-such-venue');
    const nul = await get(app, '/venues/by-slug/a%00b');
    expect([nul.status, nul.body.code]).toEqual([unknown.status, unknown.body.code]);
    expect((await write('patch', '/organizers/by-slug/%00', JSON.stringify({ organizer: 'x' }), { ...JSON_TYPE, ...bearer(full) })).status).toBe(unknown.status);
  });
});

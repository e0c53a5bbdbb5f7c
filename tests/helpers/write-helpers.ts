import http from 'http';
import type { AddressInfo } from 'net';
import type { Core } from '@strapi/strapi';
import type { Test } from 'supertest';
import { UID } from '../../src/plugins/calendar/server/data/repository/uids';
import type { TestApp } from './strapi';

/** The calendar namespace under Strapi's REST root, and its absolute URL (PUBLIC_URL of the test boot). */
export const NS = '/api/cal/events/v1';
export const NS_URL = `http://calendar.test${NS}`;

/** The content types behind the five resources. */
export { UID };
export type Uid = (typeof UID)[keyof typeof UID];

/** The wire's date format, `YYYY-MM-DD HH:MM:SS`. */
export const WALL = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export type Method = 'post' | 'put' | 'patch' | 'delete' | 'get';
/** How a write authenticates: a bearer token or JWT, or nobody. */
export type Caller = string | null;

/**
 * Requests under the namespace as one caller. `path` is relative to the namespace (`/events`), or
 * absolute when it starts with `/api` or a language root (`/fr/api/...`).
 */
export function calendarClient(app: TestApp, caller: Caller = null) {
  const url = (path: string) => (/^\/(api|[a-z-]+\/api)\//.test(path) ? path : `${NS}${path}`);
  const send = (method: Method, path: string): Test => {
    const req = app.http()[method](url(path));
    return caller ? req.set('Authorization', `Bearer ${caller}`) : req;
  };
  return {
    /** A JSON write (supertest sends objects as `application/json`). */
    json: (method: Method, path: string, body?: object) => (body === undefined ? send(method, path) : send(method, path).send(body)),
    /** A form-encoded write (`application/x-www-form-urlencoded`), as WordPress clients usually send. */
    form: (method: Method, path: string, body: string) => send(method, path).type('form').send(body),
    post: (path: string, body?: object) => (body === undefined ? send('post', path) : send('post', path).send(body)),
    put: (path: string, body: object) => send('put', path).send(body),
    patch: (path: string, body: object) => send('patch', path).send(body),
    delete: (path: string) => send('delete', path),
    get: (path: string) => send('get', path),
    raw: send,
  };
}
export type CalendarClient = ReturnType<typeof calendarClient>;

/** Row counts of the calendar's tables (every language), to check that a failed write left nothing behind. */
export async function countAll(strapi: Core.Strapi): Promise<Record<keyof typeof UID, number>> {
  const entries = await Promise.all(
    Object.entries(UID).map(async ([name, uid]) => [name, await strapi.db.query(uid).count({})] as const)
  );
  return Object.fromEntries(entries) as Record<keyof typeof UID, number>;
}

/** An image row in Strapi's media library (no file on disk: the records only link to it). */
export async function insertImageFile(strapi: Core.Strapi, name = 'poster'): Promise<{ id: number; url: string }> {
  return strapi.db.query('plugin::upload.file').create({
    data: {
      name: `${name}.jpg`,
      hash: `${name}_hash`,
      ext: '.jpg',
      mime: 'image/jpeg',
      width: 640,
      height: 480,
      size: 12.5,
      url: `/uploads/${name}_hash.jpg`,
      provider: 'local',
    },
  });
}

/** A real 1x1 PNG (one opaque red pixel). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64'
);

/**
 * A local HTTP server for image side-loading: `/pixel.png` answers the PNG, `/page.html` an HTML page,
 * anything else 404. Listens on 127.0.0.1 on a free port; `close()` stops it.
 */
export async function startImageServer(): Promise<{ url: (path: string) => string; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    if (req.url === '/pixel.png') {
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': PNG_1X1.length });
      res.end(PNG_1X1);
    } else if (req.url === '/page.html') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html><body>not an image</body></html>');
    } else {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    hits,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** Keys whose values differ from run to run: IDs, and dates the server stamps (publication, modification). */
const ID_KEYS = new Set(['id', 'term_taxonomy_id']);
const DATE_KEYS = new Set(['date', 'date_utc', 'modified', 'modified_utc']);
/** Keys whose strings embed a wire ID (`calendar.test?id=12`, `.../events/12`). */
const ID_STRING_KEYS = new Set(['global_id', 'rest_url', 'self', 'up', 'href']);

/**
 * Property matchers for `toMatchSnapshot` on a write answer: every ID (at any depth) is any number,
 * every server-stamped date any wire date, every string embedding an ID any string, and the IDs in
 * `translations` any number. Everything else (names, slugs, dates sent, shapes) is locked.
 */
export function writeMatchers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => writeMatchers(item));
  if (value === null || typeof value !== 'object') return value;
  const matchers: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    if (ID_KEYS.has(key) && typeof member === 'number') matchers[key] = expect.any(Number);
    else if (DATE_KEYS.has(key) && typeof member === 'string') matchers[key] = expect.stringMatching(WALL);
    else if (ID_STRING_KEYS.has(key) && typeof member === 'string') matchers[key] = expect.any(String);
    else if (key === 'global_id_lineage' && Array.isArray(member)) matchers[key] = member.map(() => expect.any(String));
    else if (key === 'translations' && member !== null && typeof member === 'object') {
      matchers[key] = Object.fromEntries(Object.keys(member).map((language) => [language, expect.any(Number)]));
    }
    else if (key === 'parent' && typeof member === 'number' && member !== 0) matchers[key] = expect.any(Number);
    else if (member !== null && typeof member === 'object') matchers[key] = writeMatchers(member);
  }
  return matchers;
}

/** The body of a WordPress error answer. */
export interface WpError {
  code: string;
  message: string;
  data: { status: number; params?: unknown; details?: unknown; [key: string]: unknown };
}

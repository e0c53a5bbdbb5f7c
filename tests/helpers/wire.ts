import type { TestApp } from './strapi';

/** The calendar namespace under Strapi's REST root. */
export const NS = '/api/cal/events/v1';
/** The absolute namespace URL records link to (PUBLIC_URL of the test boot). */
export const NS_URL = `http://calendar.test${NS}`;

/** `YYYY-MM-DD HH:MM:SS`, the wire's date format. */
export const WALL = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Keys whose values change from run to run (the row's last update): the snapshots match them by format. */
const VOLATILE = new Set(['modified', 'modified_utc']);

/**
 * Property matchers for `toMatchSnapshot`: `id` is any number at the top (style section 9), and every
 * `modified`/`modified_utc` at any depth is any wire date. Everything else (fixtures carry fixed IDs,
 * dates and publication dates) is locked as it is.
 */
export function wireMatchers(value: unknown, top = true): unknown {
  if (Array.isArray(value)) return value.map((item) => wireMatchers(item, false));
  if (value === null || typeof value !== 'object') return value;
  const matchers: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    if (VOLATILE.has(key) && typeof member === 'string') matchers[key] = expect.stringMatching(WALL);
    else if (top && key === 'id' && typeof member === 'number') matchers[key] = expect.any(Number);
    else if (member !== null && typeof member === 'object') matchers[key] = wireMatchers(member, false);
  }
  return matchers;
}

/** `Authorization: Bearer <token>` for supertest's `.set()`. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The wire IDs of a list's items. */
export const idsOf = (items: { id: number }[]) => items.map((item) => item.id);

/** A GET under the namespace, optionally as a caller (token or JWT); spaces in the query are sent as %20. */
export function get(app: TestApp, path: string, token?: string) {
  const req = app.http().get(`${NS}${path.replace(/ /g, '%20')}`);
  return token ? req.set(bearer(token)) : req;
}

/** The raw header names the server sent (supertest lower-cases `res.headers`). */
export function rawHeaderNames(res: object): string[] {
  // supertest's Response type does not declare the underlying IncomingMessage it carries as `res`.
  const { rawHeaders } = (res as { res: { rawHeaders: string[] } }).res;
  return rawHeaders.filter((_, index) => index % 2 === 0);
}

/** The `Date.UTC` day `days` from today, formatted `YYYY-MM-DD` (site time zone is UTC in tests). */
export function utcDay(days: number, months = 0): string {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, now.getUTCDate() + days));
  return day.toISOString().slice(0, 10);
}

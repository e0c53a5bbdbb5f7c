import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Fixture {
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** A recorded response of the original (copied from shared/reference/examples into fixtures/). */
export const loadFixture = (name: string): Fixture =>
  JSON.parse(readFileSync(join(__dirname, 'fixtures', `${name}.json`), 'utf8')) as Fixture;

const DROP = Symbol('drop');

/** Maps every value of a JSON tree, depth first, with the key it sits under. */
function mapJson(value: unknown, fn: (key: string, value: unknown) => unknown | typeof DROP): unknown {
  if (Array.isArray(value)) return value.map((item) => mapJson(item, fn));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    const mapped = fn(key, mapJson(member, fn));
    if (mapped !== DROP) out[key] = mapped;
  }
  return out;
}

/** Our extra trailing keys, which the original does not have: languages, then an event's status (issue 35). */
export const OUR_EVENT_CHANGE_KEYS = ['event_status', 'event_status_reason', 'previous_start_date', 'attendance_mode', 'online_url', 'online_access_notes'];
const OUR_KEYS = new Set(['ml_language', 'translations', ...OUR_EVENT_CHANGE_KEYS]);

/** Removes our extra trailing keys. */
export const withoutOurKeys = (value: unknown): unknown => mapJson(value, (key, member) => (OUR_KEYS.has(key) ? DROP : member));

/** Decodes the entity-obfuscated JSON-LD e-mail addresses (the original's obfuscation is random). */
export const withPlainEmails = (value: unknown): unknown =>
  mapJson(value, (key, member) =>
    key === 'email' && typeof member === 'string'
      ? member.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
      : member
  );

/** Same values AND same key order at every depth. */
export function expectSameJson(actual: unknown, expected: unknown): void {
  expect(actual).toEqual(expected);
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
}

import { invalidParams } from '../../core/errors';

const hasNul = (text: string) => text.includes('\u0000');

/** Whether a parsed value (a query or body) holds U+0000 in any string or key, however deep. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return hasNul(value);
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object') return Object.entries(value).some(([key, member]) => hasNul(key) || holdsNul(member));
  return false;
}

/**
 * Refuses a query or body holding U+0000 (`%00`, `\u0000`) with 400 rest_invalid_param naming its
 * parameters. No text of the API may hold it, and PostgreSQL cannot store or even compare it: a NUL in a
 * slug, a search or a title reached the database and answered 500 there (found by tests/api/http/fuzz.test.ts).
 */
export function refuseNulChars(input: unknown): void {
  if (input === null || typeof input !== 'object') {
    if (holdsNul(input)) throw invalidParams({ body: 'Invalid parameter.' });
    return;
  }
  const names = Object.entries(input).filter(([key, member]) => hasNul(key) || holdsNul(member)).map(([key]) => key.replace(/\u0000/g, '\\0'));
  if (names.length) throw invalidParams(Object.fromEntries(names.map((name) => [name, 'Invalid parameter.'])));
}

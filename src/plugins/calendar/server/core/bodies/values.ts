/**
 * How PHP sees the values of a decoded write body (JSON or form fields parsed by qs), restated for the
 * body readers: PHP `empty()`, associative vs list arrays, and WordPress's "a null parameter is not set".
 */

/** A JSON object or a qs object: anything object-like that is not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A qs list past its array limit (`x[25]=...` gives `{ '25': ... }`): an object whose keys are all indexes. */
const isIndexObject = (value: Record<string, unknown>): boolean => Object.keys(value).every((key) => /^\d+$/.test(key));

/**
 * PHP `empty()`: `""`, `"0"`, `0`, `false`, `null`, and an empty array (JSON `[]` and `{}` both decode to one).
 * `"0.0"` and `" "` are not empty, as in PHP.
 */
export function isPhpEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '' || value === '0') {
    return true;
  }
  if (Array.isArray(value)) return value.length === 0;
  return isRecord(value) && Object.keys(value).length === 0;
}

/**
 * The items of a PHP list: a JSON array, or a qs index object (items in index order). Null for an
 * associative object (a PHP map such as an inline venue) and for scalars.
 */
export function toList(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (isRecord(value) && Object.keys(value).length > 0 && isIndexObject(value)) return Object.values(value);
  return null;
}

/** A map, not a list: what PHP calls an associative array (an inline venue or organizer object). */
export const isMap = (value: unknown): value is Record<string, unknown> => isRecord(value) && toList(value) === null;

/**
 * The fields of a body without its `null` ones: WordPress reads a parameter with `isset()`, so a JSON
 * `null` is a parameter that was not sent (a required one is then missing, an optional one is ignored).
 */
export function withoutNulls(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null));
}

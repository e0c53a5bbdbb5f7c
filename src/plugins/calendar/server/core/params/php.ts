import { MAX_WIRE_ID } from '../../data/ids/kinds';

/**
 * The PHP and WordPress value tests the original API applies to query strings, restated so our
 * validators accept and reject exactly what it does.
 */

const PHP_SPACE = '[ \\t\\n\\r\\v\\f]*';
/** PHP 8 `is_numeric` on a string: optional surrounding whitespace and sign, decimal or exponent notation. */
const NUMERIC = new RegExp(`^${PHP_SPACE}[+-]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d+)?${PHP_SPACE}$`);

/** The number a PHP-numeric string (or a finite number) stands for, else null. */
export function phpNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !NUMERIC.test(value)) return null;
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : null;
}

/**
 * TEC's `is_positive_int`: `is_numeric($v) && intval($v) == $v && intval($v) > 0` (so `"1.0"` is 1, `"1.5"` is
 * not), up to the largest value of the databases' `integer` columns: every positive integer the API reads
 * is an ID or a page number, and PostgreSQL and MySQL refuse to compare an ID column with a larger one
 * (a 500 the fuzz suite found); PHP's own bound is its 64-bit `intval`.
 */
export function phpPositiveInt(value: unknown): number | null {
  const number = phpNumber(value);
  return number !== null && Number.isSafeInteger(number) && number > 0 && number <= MAX_WIRE_ID ? number : null;
}

/** PHP `empty()` on a string: `""` and `"0"` are empty (why TEC's `is_string` validator rejects `"0"`). */
export const phpEmpty = (value: string): boolean => value === '' || value === '0';

/** WordPress `rest_is_boolean` + `rest_sanitize_boolean`: only true/false/1/0, case-insensitive; else null. */
export function restBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : null;
  if (typeof value !== 'string') return null;
  const lower = value.toLowerCase();
  if (lower === 'true' || lower === '1') return true;
  if (lower === 'false' || lower === '0') return false;
  return null;
}

const TRUTHY_STRINGS = new Set(['1', 'enable', 'enabled', 'on', 'y', 'yes', 'true']);

/** TEC's `tribe_is_truthy`: a few strings are true, every other string is false; other values are cast to bool. */
export function tribeIsTruthy(value: unknown): boolean {
  if (typeof value === 'string') return TRUTHY_STRINGS.has(value.toLowerCase());
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object' && value !== null) return Object.keys(value).length > 0;
  return Boolean(value);
}

const FILTER_TRUE = new Set(['1', 'true', 'on', 'yes']);

/** PHP `filter_var($v, FILTER_VALIDATE_BOOLEAN)`: trimmed, case-insensitive 1/true/on/yes; anything else is false. */
export const filterValidateBoolean = (value: string): boolean => FILTER_TRUE.has(value.trim().toLowerCase());

/**
 * TEC's `Tribe__Utils__Array::list_to_array`: a CSV string or a list (`?x[]=1&x[]=2`, which qs gives as an
 * array, or as an object with index keys past qs's array limit); items trimmed, empty items dropped.
 * Null when the value is not a list of strings. Items of an array are not split again, as in PHP.
 */
export function listToArray(value: unknown): string[] | null {
  let items: unknown[];
  if (typeof value === 'string') items = value.split(',');
  else if (Array.isArray(value)) items = value;
  else if (isIndexObject(value)) items = Object.values(value);
  else return null;
  if (!items.every((item): item is string => typeof item === 'string')) return null;
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

function isIndexObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.keys(value).every((key) => /^\d+$/.test(key));
}

import { param, reject, type Rejection } from '../params/issues';
import { phpNumber, phpPositiveInt, tribeIsTruthy } from '../params/php';
import { isUrl } from './string-fields';
import { isPhpEmpty, toList } from './values';

/** Readers of the body fields that are not plain strings: images, cost, term lists, flags, numbers. */

/** A featured image: an attachment ID, an image URL, or null to remove the image. */
export type ImageInput = number | string | null;

/** A `%` not followed by two hex digits: no URL in RFC 3986's sense, whatever lenient parsers accept. */
const BROKEN_ESCAPE = /%(?![0-9a-f]{2})/i;

/**
 * TEC's `is_image_or_empty`: an attachment ID (`"12"` or `12`), an http(s) URL, or empty (`""`, `"0"`,
 * `0`, `false`: remove the image, null). Whether the ID is an image attachment, and whether the URL
 * answers with an image, is the service's check (a 400 there too). A URL with a broken percent escape
 * (`/img/%E0%A4%A.png`) is refused here: it is not a URL, and nothing downstream should have to guess.
 */
export const imageParam = () =>
  param((value): ImageInput | Rejection => {
    if (isPhpEmpty(value)) return null;
    if (phpNumber(value) !== null) return phpPositiveInt(value) ?? reject();
    return typeof value === 'string' && /^https?:\/\//i.test(value) && isUrl(value) && !BROKEN_ESCAPE.test(value) ? value : reject();
  }).meta({ type: 'string' });

const isCostItem = (item: unknown): item is string | number =>
  typeof item === 'string' || (typeof item === 'number' && Number.isFinite(item));

/**
 * `cost`, untyped in the original: a string (`"20$"`, `"Free"`) or a number, kept as text. A list is
 * several price points (TEC stores one meta value each); they become one range text `"5 - 25"`, which
 * the wire reads back as the same numbers. `""` or `[]` clears the cost.
 */
export const costParam = () =>
  param((value): string | Rejection => {
    if (isCostItem(value)) return String(value);
    const items = toList(value);
    if (!items || !items.every(isCostItem)) return reject();
    return items
      .map((item) => String(item).trim())
      .filter((item) => item !== '')
      .join(' - ');
  });

/** A term named by ID (number) or by slug or name (string; unknown names create terms). */
export type TermRef = number | string;

/**
 * `categories` / `tags`, unvalidated in the original: IDs and/or names, as a list or CSV. Empty (`""`,
 * `[]`) is an empty list: remove all. Items that are numbers but no possible ID (`0`, `-1`, `1.5`) are
 * dropped, as the original silently skips unknown IDs; an item that is neither text nor number is invalid.
 * Described as a list of integers, as the original declares it (its description mentions the names).
 */
export const termRefs = () =>
  param((value): TermRef[] | Rejection => {
    if (isPhpEmpty(value)) return [];
    const items = typeof value === 'string' ? value.split(',') : typeof value === 'number' ? [value] : toList(value);
    if (!items) return reject();
    const refs: TermRef[] = [];
    for (const item of items) {
      if (typeof item !== 'string' && typeof item !== 'number') return reject();
      const text = String(item).trim();
      if (text === '') continue;
      const id = phpPositiveInt(text);
      if (id !== null) refs.push(id);
      else if (phpNumber(text) === null) refs.push(text);
    }
    return refs;
  }).meta({ type: 'array', items: { type: 'integer' } });

/**
 * A venue's `show_map` / `show_map_link`, declared as strings: TEC stores `tribe_is_truthy(value)`, so
 * `"true"`, `"1"`, `"yes"` are true and `"false"`, `"0"`, `""` false. Anything but a string (a JSON
 * boolean or number) fails WordPress's type check before TEC sees it, so it is a 400 here too: clients
 * of the original send strings, and accepting more would let a client pass here that fails there.
 */
export const flagString = () =>
  param((value): boolean | Rejection =>
    typeof value === 'string' ? tribeIsTruthy(value) : reject({ wp: 'type', type: 'string' })
  ).meta({ type: 'string' });

/** A coordinate in degrees within ±`limit` (our extension); `""` clears it (null). */
export const coordinate = (limit: number) =>
  param((value): number | null | Rejection => {
    if (value === '') return null;
    const degrees = phpNumber(value);
    if (degrees === null) return reject({ wp: 'type', type: 'number' });
    return Math.abs(degrees) <= limit ? degrees : reject();
  }).meta({ type: 'number' });

/**
 * A category's `parent`: a term ID (whether that category exists is the service's check), or `0` for a
 * top-level category. `""`, `foo`, `-1`, `1.5` are invalid, as in the original.
 */
export const parentTerm = () =>
  param((value) => (phpNumber(value) === 0 ? 0 : (phpPositiveInt(value) ?? reject()))).meta({ type: 'integer', minimum: 0 });

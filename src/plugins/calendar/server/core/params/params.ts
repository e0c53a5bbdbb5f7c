import { DateTime } from 'luxon';
import { z } from 'zod/v4';
import { parseDateInput } from './dates';
import { param, reject, Rejection } from './issues';
import { listToArray, phpEmpty, phpNumber, phpPositiveInt, restBoolean, tribeIsTruthy } from './php';
import type { SearchBounds } from './search';

/**
 * Shared builders for the query parameters of the calendar routes. Each reads what qs produces
 * (a string, an array for `x[]=`, an object for `x[a]=`) and accepts and rejects what the original
 * API does; `toParamError` words the failures like WordPress. Builders fail on an absent value:
 * wrap them with `.optional()` or `.default()`.
 *
 * `param()` readers take `unknown`, so `z.toJSONSchema` cannot type them: each builder states the type the
 * original declares with `.meta({ type, items, enum, minimum })`, which the namespace index and /doc show
 * (`describe/`). `dateParam` and `truthyParam` stay untyped, as the original declares them.
 */

/** The site settings list schemas depend on. */
export interface ListSettings {
  perPage: number;
  maxPerPage: number;
  /** Wire codes of the served languages (lower case, as the settings require), e.g. `['en', 'fr', 'pt-pt']`. */
  languages: readonly string[];
  /** How many words and characters `search` may hold. */
  search: SearchBounds;
}

/** A positive integer (`"3"`, `"3.0"`, `" 3 "`); `0`, `-1`, `1.5`, `foo`, `""` are invalid. */
export const positiveInt = () =>
  param((value) => phpPositiveInt(value) ?? reject()).meta({ type: 'integer', minimum: 1 });

/** `page` (default 1) and `per_page` (default `perPage`; values above `maxPerPage` are capped, not rejected). */
export function pagination({ perPage, maxPerPage }: Pick<ListSettings, 'perPage' | 'maxPerPage'>) {
  return z.object({
    page: positiveInt().default(1).meta({ description: 'Page of the list to return' }),
    // TEC's sanitize_per_page caps silently, and the cap also applies to the default.
    per_page: positiveInt()
      .transform((n) => Math.min(n, maxPerPage))
      .default(Math.min(perPage, maxPerPage))
      .meta({ description: 'Items per page; a value above the site maximum (50 by default) is lowered to it' }),
  });
}

/** WordPress `type: boolean`: `true/false/1/0` in any case; anything else is `"<name> is not of type boolean."`. */
export const booleanParam = () =>
  param((value) => restBoolean(value) ?? reject({ wp: 'type', type: 'boolean' })).meta({ type: 'boolean' });

/** TEC's untyped flags read with `tribe_is_truthy` (`1/yes/y/on/true/enable(d)` true, other strings false): never invalid. */
export const truthyParam = () => param((value) => tribeIsTruthy(value));

/** TEC's `is_string` validator: PHP `! empty($v) && is_string($v)`, so `""` and `"0"` are invalid. Not trimmed. */
export const nonEmptyString = () =>
  param((value) => (typeof value === 'string' && !phpEmpty(value) ? value : reject())).meta({
    type: 'string',
    minLength: 1,
  });

/** A number in PHP numeric notation (`"38.7"`, `"-9.1"`, `"1e2"`); else `"<name> is not of type number."`. */
export const numberParam = () =>
  param((value) => phpNumber(value) ?? reject({ wp: 'type', type: 'number' })).meta({ type: 'number' });

/** Positive integer IDs, as `?x[]=1&x[]=2`, CSV `1,2` or a single value; empty lists are invalid. */
export const idList = () =>
  list((item) => phpPositiveInt(item) ?? reject()).meta({ type: 'array', items: { type: 'integer', minimum: 1 } });

/** IDs or slugs (`music,12`): numeric items must be positive integers, other items are kept as slugs. */
export const idOrSlugList = () =>
  list((item): number | string | Rejection => (phpNumber(item) === null ? item : (phpPositiveInt(item) ?? reject()))).meta({
    // Declared as integers, as the original declares them; slugs are accepted too (the descriptions say so).
    type: 'array',
    items: { type: 'integer' },
  });

/** The post statuses `status` may name. WordPress's `any` is not a status, so it is rejected. */
export const POST_STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** `status`: a list of post statuses (which ones a caller may ask for is the service's business). */
export const statusList = () =>
  list((item) => POST_STATUSES.find((status) => status === item) ?? reject()).meta({ type: 'string' });

/** One of `values`, like a WordPress `enum`: else `"<name> is not one of a, b, and c."`. */
export function enumParam<const V extends string>(values: readonly V[], { ignoreCase = false } = {}) {
  const normalise = (text: string) => (ignoreCase ? text.toLowerCase() : text);
  return param((value): V | Rejection => {
    if (typeof value !== 'string') return reject({ wp: 'type', type: 'string' });
    return values.find((candidate) => normalise(candidate) === normalise(value)) ?? reject({ wp: 'enum', values });
  }).meta({ type: 'string', enum: [...values] });
}

/** The description of `ml_language` on reads (the index and /doc show it; core/describe/i18n translates it). */
export const LANGUAGE_DESCRIPTION =
  'Language of the answer: one of the served language codes; default: the language root, else the site language';

/** `ml_language`: one of the configured wire codes, case-insensitive (`pt-PT` gives `pt-pt`). */
export const language = <const C extends string>(codes: readonly C[]) => enumParam(codes, { ignoreCase: true });

/** Validity does not depend on the clock: any fixed instant will do. */
const VALIDATION_CLOCK = { zone: 'UTC', now: DateTime.fromMillis(0, { zone: 'UTC' }) };

/**
 * TEC's `is_time`: a Unix timestamp or a `strtotime`-readable string. The value stays a string:
 * how it is read (zone, clock, whole days or not) is decided by `window.ts` for each request.
 */
export const dateParam = () =>
  param((value) => (typeof value === 'string' && parseDateInput(value, VALIDATION_CLOCK) ? value : reject()));

/** A list (CSV or array) of `values`, each as sent; any other item refuses the whole list. */
export const enumList = <const V extends string>(values: readonly V[]) =>
  list((item) => values.find((value) => value === item) ?? reject()).meta({ type: 'string', enum: [...values] });

function list<T>(readItem: (item: string) => T | Rejection) {
  return param((value): T[] | Rejection => {
    const items = listToArray(value);
    if (!items || items.length === 0) return reject();
    const read = items.map(readItem);
    const accepted = read.filter((item): item is T => !(item instanceof Rejection));
    return accepted.length === read.length ? accepted : reject();
  });
}

import { DateTime } from 'luxon';
import { z } from 'zod/v4';
import { parseDateInput } from './dates';
import { param, reject, Rejection } from './issues';
import { listToArray, phpEmpty, phpNumber, phpPositiveInt, restBoolean, tribeIsTruthy } from './php';

/**
 * Shared builders for the query parameters of the calendar routes. Each reads what qs produces
 * (a string, an array for `x[]=`, an object for `x[a]=`) and accepts and rejects what the original
 * API does; `toParamError` words the failures like WordPress. Builders fail on an absent value:
 * wrap them with `.optional()` or `.default()`.
 */

/** The site settings list schemas depend on. */
export interface ListSettings {
  perPage: number;
  maxPerPage: number;
  /** Wire codes of the served languages (lower case, as the settings require), e.g. `['en', 'fr', 'pt-pt']`. */
  languages: readonly string[];
}

/** A positive integer (`"3"`, `"3.0"`, `" 3 "`); `0`, `-1`, `1.5`, `foo`, `""` are invalid. */
export const positiveInt = () => param((value) => phpPositiveInt(value) ?? reject());

/** `page` (default 1) and `per_page` (default `perPage`; values above `maxPerPage` are capped, not rejected). */
export function pagination({ perPage, maxPerPage }: Pick<ListSettings, 'perPage' | 'maxPerPage'>) {
  return z.object({
    page: positiveInt().default(1),
    // TEC's sanitize_per_page caps silently, and the cap also applies to the default.
    per_page: positiveInt()
      .transform((n) => Math.min(n, maxPerPage))
      .default(Math.min(perPage, maxPerPage)),
  });
}

/** WordPress `type: boolean`: `true/false/1/0` in any case; anything else is `"<name> is not of type boolean."`. */
export const booleanParam = () => param((value) => restBoolean(value) ?? reject({ wp: 'type', type: 'boolean' }));

/** TEC's untyped flags read with `tribe_is_truthy` (`1/yes/y/on/true/enable(d)` true, other strings false): never invalid. */
export const truthyParam = () => param((value) => tribeIsTruthy(value));

/** TEC's `is_string` validator: PHP `! empty($v) && is_string($v)`, so `""` and `"0"` are invalid. Not trimmed. */
export const nonEmptyString = () =>
  param((value) => (typeof value === 'string' && !phpEmpty(value) ? value : reject()));

/** A number in PHP numeric notation (`"38.7"`, `"-9.1"`, `"1e2"`); else `"<name> is not of type number."`. */
export const numberParam = () => param((value) => phpNumber(value) ?? reject({ wp: 'type', type: 'number' }));

/** Positive integer IDs, as `?x[]=1&x[]=2`, CSV `1,2` or a single value; empty lists are invalid. */
export const idList = () => list((item) => phpPositiveInt(item) ?? reject());

/** IDs or slugs (`music,12`): numeric items must be positive integers, other items are kept as slugs. */
export const idOrSlugList = () =>
  list((item): number | string | Rejection => (phpNumber(item) === null ? item : (phpPositiveInt(item) ?? reject())));

/** The post statuses `status` may name. WordPress's `any` is not a status, so it is rejected. */
export const POST_STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** `status`: a list of post statuses (which ones a caller may ask for is the service's business). */
export const statusList = () => list((item) => POST_STATUSES.find((status) => status === item) ?? reject());

/** One of `values`, like a WordPress `enum`: else `"<name> is not one of a, b, and c."`. */
export function enumParam<const V extends string>(values: readonly V[], { ignoreCase = false } = {}) {
  const normalise = (text: string) => (ignoreCase ? text.toLowerCase() : text);
  return param((value): V | Rejection => {
    if (typeof value !== 'string') return reject({ wp: 'type', type: 'string' });
    return values.find((candidate) => normalise(candidate) === normalise(value)) ?? reject({ wp: 'enum', values });
  });
}

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

function list<T>(readItem: (item: string) => T | Rejection) {
  return param((value): T[] | Rejection => {
    const items = listToArray(value);
    if (!items || items.length === 0) return reject();
    const read = items.map(readItem);
    const accepted = read.filter((item): item is T => !(item instanceof Rejection));
    return accepted.length === read.length ? accepted : reject();
  });
}

import { DateTime } from 'luxon';
import { parseDateInput } from '../params/dates';
import { param, reject } from '../params/issues';
import { POST_STATUSES } from '../params/params';
import { isIanaZoneName } from '../../../shared/time-zones';
import { phpEmpty } from '../params/php';
import { isPhpEmpty } from './values';

/**
 * Readers of the string fields of write bodies. The original declares them `type: string` with a
 * validate callback: the callback answers first (`"Invalid parameter."`), then WordPress's type check
 * (`"<name> is not of type string."`) catches what the callback let through, such as a JSON `0`.
 */

const notString = () => reject({ wp: 'type', type: 'string' });

/** TEC's `is_string_or_empty` + `type: string`: any string, `""` included (it clears the field). */
export const stringOrEmpty = () =>
  param((value) => {
    if (typeof value === 'string') return value;
    return isPhpEmpty(value) ? notString() : reject();
  }).meta({ type: 'string' });

/** A string without a validator (`password`): any string, `""` included; else `"<name> is not of type string."`. */
export const anyString = () =>
  param((value) => (typeof value === 'string' ? value : notString())).meta({ type: 'string' });

/** TEC's `is_post_status`: a registered post status, else `"Invalid parameter."` (no enum is declared). */
export const postStatus = () =>
  param((value) => POST_STATUSES.find((status) => status === value) ?? reject()).meta({
    type: 'string',
    enum: [...POST_STATUSES],
  });

/** Validity does not depend on the clock: any fixed instant will do. */
const VALIDATION_CLOCK = { zone: 'UTC', now: DateTime.fromMillis(0, { zone: 'UTC' }) };

/**
 * TEC's `is_time` + `type: string`: a `strtotime`-readable string or a Unix timestamp written as a string,
 * kept as sent (the service reads it in the record's zone). A JSON number passes `is_time` but fails
 * WordPress's string check, as in the original.
 */
export const timeString = () => param(readTime).meta({ type: 'string' });

function readTime(value: unknown) {
  if (typeof value === 'number') return Number.isFinite(value) ? notString() : reject();
  return typeof value === 'string' && parseDateInput(value, VALIDATION_CLOCK) ? value : reject();
}

/** A time as `timeString`, or empty (`""`, a JSON `false`) given as `""`: clears an optional date of ours. */
export const timeOrEmpty = () => param((value) => (isPhpEmpty(value) ? '' : readTime(value))).meta({ type: 'string' });

/** WordPress's manual offsets (`UTC+2`, `UTC-3.5`, `UTC+5:45`), which TEC's `is_utc_offset` lets through. */
const UTC_OFFSET = /^UTC[+-](\d{1,2})(?:\.(?:25|5|75)|:(?:00|15|30|45))?$/;

const isUtcOffset = (zone: string): boolean => {
  const hours = UTC_OFFSET.exec(zone)?.[1];
  return hours !== undefined && Number(hours) <= 14;
};

/**
 * TEC's `is_timezone_or_empty` + `type: string`: an IANA name (as PHP, in any letter case), a manual
 * `UTC±N` offset, or empty (`""`, `"0"`: the site time zone), given as `""`.
 */
export const timezoneParam = () =>
  param((value) => {
    if (typeof value !== 'string') return isPhpEmpty(value) ? notString() : reject();
    if (phpEmpty(value)) return '';
    return isUtcOffset(value) || isIanaZoneName(value) ? value : reject();
  }).meta({ type: 'string' });

/**
 * What PHP's `FILTER_VALIDATE_URL` needs (a scheme, `//`, a host, no white space), limited to web schemes:
 * PHP would also pass `javascript://...`, which a client could render as a live link.
 */
const URL_SHAPE = /^(?:https?|ftp):\/\/[^\s/?#]+[^\s]*$/i;

/** A URL string in PHP's sense, also readable by the WHATWG parser the service uses. */
export function isUrl(value: string): boolean {
  if (!URL_SHAPE.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * TEC's `is_url_or_empty`: a URL (`foo` is invalid), or empty, given as `""` (clears the stored URL).
 * A JSON `false`/`0` also reads as empty.
 */
export const urlOrEmpty = () =>
  param((value) => {
    if (isPhpEmpty(value)) return '';
    return typeof value === 'string' && isUrl(value) ? value : reject();
  }).meta({ type: 'string' });

import { DateTime, FixedOffsetZone, type Zone } from 'luxon';
import type { DateValue } from '../records/types';
import type { WireDateDetails } from './types';

/** The legacy date format: wall-clock time, no zone suffix. */
const WALL = 'yyyy-MM-dd HH:mm:ss';

/** WordPress's manual-offset time zones: `UTC+2`, `UTC-5`, `UTC+5.5`, `UTC+5:30`, `UTC+0`. */
const OFFSET_ZONE = /^UTC([+-])(\d{1,2})(?:\.(\d+)|:(\d{2}))?$/i;

/** Parses a stored date (Date, ISO 8601 or SQL `YYYY-MM-DD HH:MM:SS`, all UTC) as a UTC instant. */
export function toInstant(value: DateValue): DateTime {
  const parsed =
    value instanceof Date
      ? DateTime.fromJSDate(value, { zone: 'utc' })
      : [DateTime.fromISO(value, { zone: 'utc' }), DateTime.fromSQL(value, { zone: 'utc' })].find((d) => d.isValid);
  if (!parsed?.isValid) throw new Error(`Unparsable stored date: ${String(value)}`);
  return parsed;
}

/** Whether a time zone is one of WordPress's manual offsets rather than an IANA name. */
export const isOffsetZone = (tz: string): boolean => OFFSET_ZONE.test(tz.trim());

/** The luxon zone of an IANA name or a manual offset; an unknown name falls back to UTC. */
export function zoneOf(tz: string): Zone {
  const match = OFFSET_ZONE.exec(tz.trim());
  if (match) {
    const [, sign, hours, fraction, minutes] = match;
    const extra = fraction ? Math.round(Number(`0.${fraction}`) * 60) : Number(minutes ?? 0);
    return FixedOffsetZone.instance((sign === '-' ? -1 : 1) * (Number(hours) * 60 + extra));
  }
  const zoned = DateTime.utc().setZone(tz);
  return zoned.isValid ? zoned.zone : FixedOffsetZone.utcInstance;
}

/** `YYYY-MM-DD HH:MM:SS` wall-clock time of an instant in a time zone. */
export const wallTime = (value: DateValue, tz: string): string => toInstant(value).setZone(zoneOf(tz)).toFormat(WALL);

/** `YYYY-MM-DD HH:MM:SS` in UTC. */
export const utcWallTime = (value: DateValue): string => toInstant(value).toFormat(WALL);

/** ISO 8601 with the zone's offset and no milliseconds (`2026-12-05T19:00:00-05:00`). */
export const isoWithOffset = (value: DateValue, tz: string): string =>
  toInstant(value).setZone(zoneOf(tz)).toFormat("yyyy-MM-dd'T'HH:mm:ssZZ");

/** Splits a wall time into the `*_details` object; every member stays a zero-padded string. */
export function dateDetails(wall: string): WireDateDetails {
  const [year, month, day, hour, minutes, seconds] = wall.split(/[- :]/);
  return { year, month, day, hour, minutes, seconds };
}

/**
 * The zone's abbreviation at an instant. A manual offset is shown as it is written (`UTC+0`), as the
 * original does. ICU's English short names give `EST` for New York but `GMT+1` for Berlin; British
 * English knows `CET`/`BST`/`WET`, so it is asked second, and a `GMT+9` style name is kept when
 * neither has a letter abbreviation.
 */
export function timezoneAbbr(value: DateValue, tz: string): string {
  if (isOffsetZone(tz)) return tz.trim();
  const zoned = toInstant(value).setZone(zoneOf(tz));
  const us = zoned.setLocale('en-US').offsetNameShort ?? '';
  if (!/^GMT[+-]/.test(us)) return us;
  const gb = zoned.setLocale('en-GB').offsetNameShort ?? '';
  return /^GMT[+-]/.test(gb) || !gb ? us : gb;
}

export interface WirePostDates {
  date: string;
  date_utc: string;
  modified: string;
  modified_utc: string;
}

/** Post dates: `date`/`modified` in the site zone, `*_utc` in UTC; a missing postDate falls back to createdAt. */
export function postDates(
  record: { postDate: DateValue | null; createdAt: DateValue; updatedAt: DateValue },
  siteTimezone: string
): WirePostDates {
  const published = record.postDate ?? record.createdAt;
  return {
    date: wallTime(published, siteTimezone),
    date_utc: utcWallTime(published),
    modified: wallTime(record.updatedAt, siteTimezone),
    modified_utc: utcWallTime(record.updatedAt),
  };
}

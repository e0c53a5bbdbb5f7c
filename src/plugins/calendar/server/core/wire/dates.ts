import { DateTime, FixedOffsetZone, type Zone } from 'luxon';
import { isOffsetZone, offsetMinutes } from '../../../shared/time-zones';
import { remember } from '../../lib/bounded-memo';
import type { DateValue } from '../../data/records/types';
import type { WireDateDetails } from './types';


/** Parses a stored date (Date, ISO 8601 or SQL `YYYY-MM-DD HH:MM:SS`, all UTC) as a UTC instant. */
export function toInstant(value: DateValue): DateTime {
  const parsed =
    value instanceof Date
      ? DateTime.fromJSDate(value, { zone: 'utc' })
      : [DateTime.fromISO(value, { zone: 'utc' }), DateTime.fromSQL(value, { zone: 'utc' })].find((d) => d.isValid);
  if (!parsed?.isValid) throw new Error(`Unparsable stored date: ${String(value)}`);
  return parsed;
}

export { isOffsetZone };

/** Zones by name: building one (`setZone`) costs more than formatting a date, and names are few. */
const ZONES = new Map<string, Zone>();

/** The luxon zone of an IANA name or a manual offset; an unknown name falls back to UTC. */
export function zoneOf(tz: string): Zone {
  return remember(ZONES, tz, 1000, () => resolveZone(tz));
}

function resolveZone(tz: string): Zone {
  const offset = offsetMinutes(tz);
  if (offset !== null) return FixedOffsetZone.instance(offset);
  const zoned = DateTime.utc().setZone(tz);
  return zoned.isValid ? zoned.zone : FixedOffsetZone.utcInstance;
}

/** Strapi hands dates back as ISO 8601 UTC strings: read those without luxon's general parser. */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

function millisOf(value: DateValue): number {
  if (value instanceof Date) return value.getTime();
  if (ISO_UTC.test(value)) return Date.parse(value);
  return toInstant(value).toMillis();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD<sep>HH:MM:SS` of a time in milliseconds, read as UTC fields (the wall time once shifted). */
function formatFields(ms: number, separator: string): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}${separator}${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

const HOUR = 3_600_000;

/** Offsets of IANA zones by UTC hour (NaN: the hour holds a transition); see offsetAt. */
const HOURLY_OFFSETS = new Map<string, Map<number, number>>();
const MAX_HOURS_PER_ZONE = 50_000;

/**
 * The zone's offset in minutes at an instant. luxon asks ICU for an IANA zone's offset at every call
 * (the dearest step of formatting a page of events), yet an offset only changes at the zone's
 * transitions, and tzdata never puts two of them within one hour. So an hour whose first and last
 * millisecond have the same offset has it throughout, and is kept; an hour holding a transition is
 * computed exactly every time. Fixed offsets (UTC, `UTC+2`) need no table.
 */
export function offsetAt(ms: number, tz: string): number {
  const zone = zoneOf(tz);
  if (zone.isUniversal) return zone.offset(ms);
  const hour = Math.floor(ms / HOUR);
  const offset = remember(remember(HOURLY_OFFSETS, tz, 1000, () => new Map()), hour, MAX_HOURS_PER_ZONE, () => {
    const first = zone.offset(hour * HOUR);
    return first === zone.offset(hour * HOUR + HOUR - 1) ? first : NaN;
  });
  return Number.isNaN(offset) ? zone.offset(ms) : offset;
}

/** `YYYY-MM-DD HH:MM:SS` wall-clock time of an instant in a time zone. */
export const wallTime = (value: DateValue, tz: string): string => {
  const ms = millisOf(value);
  return formatFields(ms + offsetAt(ms, tz) * 60_000, ' ');
};

/** `YYYY-MM-DD HH:MM:SS` in UTC. */
export const utcWallTime = (value: DateValue): string => formatFields(millisOf(value), ' ');

/** ISO 8601 with the zone's offset and no milliseconds (`2026-12-05T19:00:00-05:00`). */
export const isoWithOffset = (value: DateValue, tz: string): string => {
  const ms = millisOf(value);
  const offset = offsetAt(ms, tz);
  const sign = offset < 0 ? '-' : '+';
  return `${formatFields(ms + offset * 60_000, 'T')}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
};

/** Splits a wall time into the `*_details` object; every member stays a zero-padded string. */
export function dateDetails(wall: string): WireDateDetails {
  const [year, month, day, hour, minutes, seconds] = wall.split(/[- :]/);
  return { year, month, day, hour, minutes, seconds };
}

/** Zone abbreviations by zone, year and offset (see timezoneAbbr). */
const ABBREVIATIONS = new Map<string, string>();

/**
 * Locales whose ICU short zone names are the tzdata abbreviations PHP prints, asked in turn: US English
 * knows `EST`; British English `CET`/`BST`/`WET`; Australian `AEST`/`NZDT`; Indian `IST`; South African
 * `SAST`; Japanese `JST`. ICU answers `GMT+9` style names when a locale has no abbreviation.
 */
const ABBREVIATION_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-IN', 'en-ZA', 'ja-JP'];

/**
 * The zone's abbreviation at an instant, as PHP's `date('T')` prints it. A manual offset is shown as it
 * is written (`UTC+0`), as the original does. A zone for which tzdata has no letters (Sao Paulo,
 * Singapore) prints its offset the way PHP does: `-03`, `+08`, `+0530`.
 */
export function timezoneAbbr(value: DateValue, tz: string): string {
  if (isOffsetZone(tz)) return tz.trim();
  // ICU is slow to name a zone; a zone's name for an offset only changes when its rules do, so the
  // answer is kept per zone, year and offset.
  const ms = millisOf(value);
  const key = `${tz}|${new Date(ms).getUTCFullYear()}|${offsetAt(ms, tz)}`;
  return remember(ABBREVIATIONS, key, 10_000, () => zoneAbbreviation(ms, tz));
}

function zoneAbbreviation(ms: number, tz: string): string {
  const zoned = DateTime.fromMillis(ms, { zone: zoneOf(tz) });
  for (const locale of ABBREVIATION_LOCALES) {
    const name = zoned.setLocale(locale).offsetNameShort ?? '';
    if (name && !/^GMT[+-]/.test(name)) return name;
  }
  return numericAbbr(zoned.offset);
}

/** tzdata's numeric abbreviation of an offset in minutes: `+09`, `-03`, `+0530`. */
function numericAbbr(offset: number): string {
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = Math.abs(offset) % 60;
  return `${sign}${hours}${minutes ? String(minutes).padStart(2, '0') : ''}`;
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

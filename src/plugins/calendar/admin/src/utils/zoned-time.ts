import { DateTime, FixedOffsetZone, IANAZone, type Zone } from 'luxon';
import { isIanaZoneName, OFFSET_ZONE_NAMES, offsetMinutes } from '../../../shared/time-zones';

/**
 * Event times are stored as UTC instants with the event's zone; editors see and type wall times of that
 * zone, whatever their browser's zone. Pure: luxon only.
 */

/** A wall time: the date and the time of day an editor reads on the event's clock. */
export interface WallTime {
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:mm`, or `HH:mm:ss` */
  time: string;
}

/** The luxon zone of an IANA name or a WordPress offset (`UTC+5.5`); anything else reads as UTC. */
export function zoneOf(tz: string | null | undefined): Zone {
  const name = (tz ?? '').trim();
  const offset = offsetMinutes(name);
  if (offset !== null) return FixedOffsetZone.instance(offset);
  return name && isIanaZoneName(name) ? IANAZone.create(name) : FixedOffsetZone.utcInstance;
}

/** The wall time of a stored instant in a zone; null when there is no (valid) instant. */
export function toWallTime(iso: string | null | undefined, tz: string | null | undefined): WallTime | null {
  if (!iso) return null;
  const at = DateTime.fromISO(iso, { zone: 'utc' });
  if (!at.isValid) return null;
  const local = at.setZone(zoneOf(tz));
  return { date: local.toFormat('yyyy-MM-dd'), time: local.toFormat('HH:mm') };
}

/**
 * The stored instant (ISO 8601, UTC) of a wall time in a zone. A time that the zone skips (the hour a
 * clock springs forward) moves forward by the gap, as the clock does. Null for an incomplete date.
 */
export function fromWallTime(wall: WallTime, tz: string | null | undefined): string | null {
  const time = wall.time || '00:00';
  const at = DateTime.fromFormat(`${wall.date} ${time}`, time.length > 5 ? 'yyyy-MM-dd HH:mm:ss' : 'yyyy-MM-dd HH:mm', { zone: zoneOf(tz) });
  return at.isValid ? (at.toUTC().toISO({ suppressMilliseconds: false }) as string) : null;
}

/** The same wall time in another zone: what changing an event's zone means to an editor. */
export function moveToZone(iso: string | null | undefined, from: string | null | undefined, to: string | null | undefined): string | null {
  const wall = toWallTime(iso, from);
  return wall ? fromWallTime(wall, to) : null;
}

/** `UTC+01:00`-style offset and the zone's abbreviation at an instant, for the hint under a time. */
export function describeZone(tz: string | null | undefined, iso?: string | null): string {
  const at = (iso ? DateTime.fromISO(iso, { zone: 'utc' }) : DateTime.utc()).setZone(zoneOf(tz));
  const offset = `UTC${at.toFormat('ZZ')}`;
  const abbreviation = at.toFormat('ZZZZ');
  return abbreviation && abbreviation !== offset && !/^(GMT|UTC)[+-]/.test(abbreviation) ? `${abbreviation}, ${offset}` : offset;
}

/**
 * The zones an editor may pick: UTC, the IANA names the browser knows, then WordPress's manual offsets
 * (sites moving from WordPress often use one). `current` is kept even when unknown, so a stored value
 * always shows.
 */
export function timeZoneChoices(ianaNames: readonly string[], current?: string | null): string[] {
  const names = ['UTC', ...[...ianaNames].filter((n) => n !== 'UTC').sort(), ...OFFSET_ZONE_NAMES];
  return current && !names.includes(current) ? [current, ...names] : names;
}

/** The IANA names of this browser (Intl), or a short list where it cannot tell. */
export function browserTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? ['Europe/Lisbon', 'Europe/London', 'Europe/Paris', 'America/New_York'];
}

/** Start and end of an all-day event: the first day at 00:00:00 and the last at 23:59:59, as the original stores them. */
export const ALL_DAY = { start: '00:00', end: '23:59:59' } as const;

/** The times a new event gets when an editor picks only its day (the original's defaults: 8 to 17). */
export const NEW_EVENT = { start: '08:00', end: '17:00' } as const;

/**
 * The wall time a new event's start or end takes from the calendar page's link
 * (`calendar_start=YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`): the end is the same day at 17:00, or an hour
 * after a start given at 16:00 or later.
 */
export function prefilledWallTime(param: string | null, end: boolean): WallTime | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?$/.exec(param ?? '');
  if (!match) return null;
  const [, date, time] = match;
  if (!end) return { date, time: time ?? NEW_EVENT.start };
  if (!time || time < '16:00') return { date, time: NEW_EVENT.end };
  const later = DateTime.fromISO(`${date}T${time}`).plus({ hours: 1 });
  return { date: later.toFormat('yyyy-MM-dd'), time: later.toFormat('HH:mm') };
}

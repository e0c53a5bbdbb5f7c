import { DateTime } from 'luxon';
import { isIanaZoneName, isOffsetZone } from '../time-zones';
import type { RecurrenceDate } from './types';

/** RFC 5545 DATE (3.3.4) and DATE-TIME (3.3.5) values, as RRULE's UNTIL, RDATE and EXDATE write them. */

const DATE = /^(\d{4})(\d{2})(\d{2})$/;
const DATE_TIME = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/;

/** Whether the fields name a real day and time (no 30 February, no 24:00, no leap second). */
function isRealDate(fields: string[]): boolean {
  const [year, month, day, hour = 0, minute = 0, second = 0] = fields.map(Number);
  return year >= 1000 && DateTime.fromObject({ year, month, day, hour, minute, second }, { zone: 'utc' }).isValid;
}

/** Whether a time zone name is one events may carry: an IANA name this runtime knows, or a WordPress offset. */
export const isKnownZone = (tz: string): boolean => isIanaZoneName(tz) || isOffsetZone(tz);

/**
 * One date value, or the problem with it. `kind` is the line's VALUE parameter (`DATE`, `DATE-TIME`, or
 * absent: a bare date then reads as a DATE, as Google writes some); `tzid` its TZID parameter.
 */
export function readDateValue(text: string, kind: string | undefined, tzid: string | null): RecurrenceDate | string {
  const date = DATE.exec(text);
  if (date) {
    if (kind === 'DATE-TIME') return `"${text}" is a date, not the date-time VALUE=DATE-TIME announces`;
    if (tzid !== null) return `"${text}" is a date: a date takes no TZID`;
    return isRealDate(date.slice(1)) ? { type: 'date', date: text } : `"${text}" is not a real date`;
  }
  const dateTime = DATE_TIME.exec(text);
  if (!dateTime) return `"${text}" is not a date (YYYYMMDD) or a date-time (YYYYMMDDTHHMMSS, UTC with a final Z)`;
  if (kind === 'DATE') return `"${text}" is a date-time, not the date VALUE=DATE announces`;
  if (!isRealDate(dateTime.slice(1, 7))) return `"${text}" is not a real date and time`;
  const local = text.slice(0, 15);
  if (dateTime[7] === 'Z') return tzid === null ? { type: 'utc', dateTime: local } : `"${text}" is in UTC (final Z): it takes no TZID`;
  return { type: 'local', dateTime: local, tzid };
}

/** The value as RFC 5545 writes it (`20270415`, `20270415T190000`, `20270415T180000Z`). */
export function formatDateValue(value: RecurrenceDate): string {
  if (value.type === 'date') return value.date;
  return value.type === 'utc' ? `${value.dateTime}Z` : value.dateTime;
}

/** `YYYYMMDD…` as `YYYY-MM-DD` (and ` HH:MM:SS` for date-times): the wall-time form the rest of the code reads. */
export function toWallText(compact: string): string {
  const day = `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
  return compact.length > 8 ? `${day} ${compact.slice(9, 11)}:${compact.slice(11, 13)}:${compact.slice(13, 15)}` : day;
}

/** `YYYY-MM-DD[ T]HH:MM:SS` (or `YYYY-MM-DD`) as RFC 5545's compact `YYYYMMDDTHHMMSS` (or `YYYYMMDD`). */
export function toCompact(wall: string): string {
  const digits = wall.replace(/[-:]/g, '').replace(' ', 'T');
  return digits.length > 8 ? digits.slice(0, 15) : digits.slice(0, 8);
}

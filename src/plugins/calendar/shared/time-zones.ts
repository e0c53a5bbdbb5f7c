/**
 * Time zone names as the calendar stores them, shared by the server and the admin: IANA names, and
 * WordPress's manual offsets (`UTC+2`, `UTC-5`, `UTC+5.5`, `UTC+5:30`, `UTC+0`). Pure: no Strapi, no DOM.
 */
import { IANAZone } from 'luxon';

/** WordPress's manual-offset time zones. */
const OFFSET_ZONE = /^UTC([+-])(\d{1,2})(?:\.(\d+)|:(\d{2}))?$/i;

/** Whether a time zone is one of WordPress's manual offsets rather than an IANA name. */
export const isOffsetZone = (tz: string): boolean => OFFSET_ZONE.test(tz.trim());

/**
 * Whether a name is an IANA time zone this runtime knows. Intl alone is not enough: the ICU of Node 24
 * also takes offsets such as `+02:00` for zones, which neither the tz database nor PHP name so; an IANA
 * name starts with a letter (`UTC`, `Etc/GMT+2`, `America/Argentina/Buenos_Aires`).
 */
export const isIanaZoneName = (tz: string): boolean => /^[A-Za-z]/.test(tz) && IANAZone.isValidZone(tz);

/** The offset in minutes of a manual-offset zone (`UTC+5.5` → 330), or null for any other name. */
export function offsetMinutes(tz: string): number | null {
  const match = OFFSET_ZONE.exec(tz.trim());
  if (!match) return null;
  const [, sign, hours, fraction, minutes] = match;
  const extra = fraction ? Math.round(Number(`0.${fraction}`) * 60) : Number(minutes ?? 0);
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + extra);
}

/** The offsets WordPress offers in its time zone menu, in hours. */
const WORDPRESS_OFFSETS = [
  -12, -11.5, -11, -10.5, -10, -9.5, -9, -8.5, -8, -7.5, -7, -6.5, -6, -5.5, -5, -4.5, -4, -3.5, -3, -2.5, -2, -1.5, -1, -0.5,
  0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 5.75, 6, 6.5, 7, 7.5, 8, 8.5, 8.75, 9, 9.5, 10, 10.5, 11, 11.5, 12, 12.75,
  13, 13.75, 14,
];

/** WordPress's manual-offset names, as it stores them: `UTC-12` … `UTC+0` … `UTC+5.75` … `UTC+14`. */
export const OFFSET_ZONE_NAMES: readonly string[] = WORDPRESS_OFFSETS.map((hours) => `UTC${hours < 0 ? '-' : '+'}${Math.abs(hours)}`);

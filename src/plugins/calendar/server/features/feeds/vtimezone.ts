import { DateTime } from 'luxon';
import { isOffsetZone, offsetMinutes } from '../../../shared/time-zones';
import { remember } from '../../lib/bounded-memo';
import { zoneOf } from '../../core/wire/dates';

/**
 * Time zones in iCalendar. Events keep their own zone (DTSTART;TZID=...), and each zone used gets a
 * VTIMEZONE built from the same tz data the REST API formats wall times with (luxon over Node's ICU),
 * so a feed and the JSON never disagree on a local time: no second copy of the tz database to drift.
 */

/**
 * The TZID of a stored zone: an IANA name as it is; WordPress's whole-hour manual offsets (`UTC+2`)
 * become the IANA fixed-offset zones `Etc/GMT-2` (POSIX signs: inverted) that Google, Apple and
 * Outlook know. `UTC+0`, unknown names and fractional offsets (`UTC+5.5`) are UTC: times written with
 * `Z`, exact instants an app shows on its own clock. No IANA zone names a fractional offset, and a
 * TZID of our own (`UTC+05:30`) would need quoting (a colon) that ical-generator does not do and
 * that the big calendar apps would not recognise anyway.
 */
export function icalZoneId(tz: string): string {
  if (isOffsetZone(tz)) {
    const minutes = offsetMinutes(tz) ?? 0;
    return minutes !== 0 && minutes % 60 === 0 ? `Etc/GMT${minutes > 0 ? '-' : '+'}${Math.abs(minutes / 60)}` : 'UTC';
  }
  const zone = zoneOf(tz);
  return zone.isUniversal && zone.offset(0) === 0 ? 'UTC' : tz;
}

/** `+0530` (RFC 5545 UTC-OFFSET). */
function formatOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

const DAY = 86_400_000;
const SECOND = 1000;

/** Instants (ms) at which the zone's offset changes within [from, to): daily probes, then bisection to the second. */
function transitions(offsetAt: (ms: number) => number, from: number, to: number): number[] {
  const found: number[] = [];
  for (let day = from; day < to; day += DAY) {
    let [lo, hi] = [day, Math.min(day + DAY, to)];
    if (offsetAt(lo) === offsetAt(hi)) continue;
    while (hi - lo > SECOND) {
      const mid = lo + Math.floor((hi - lo) / 2 / SECOND) * SECOND || lo + SECOND;
      if (offsetAt(mid) === offsetAt(lo)) lo = mid;
      else hi = mid;
    }
    found.push(hi);
  }
  return found;
}

/** A wall time as RFC 5545 local DATE-TIME: `YYYYMMDDTHHMMSS`. */
const localStamp = (ms: number, offset: number) => DateTime.fromMillis(ms + offset * 60_000, { zone: 'utc' }).toFormat("yyyyLLdd'T'HHmmss");

/** VTIMEZONEs by zone and years: a feed asks for the same few again and again. */
const BUILT = new Map<string, string>();

/**
 * The VTIMEZONE of a TZID from `icalZoneId`, valid from 1 January of `fromYear` to the end of `toYear`:
 * the offset in force at the start, then one observance per transition (explicit DTSTARTs rather than
 * RRULEs: exact whatever the zone's rules did over the years, and every parser reads them).
 */
export function vtimezone(tzid: string, fromYear: number, toYear: number): string | null {
  if (tzid === 'UTC') return null;
  return remember(BUILT, `${tzid}|${fromYear}|${toYear}`, 500, () => {
    const zone = zoneOf(tzid);
    const offsetAt = (ms: number) => zone.offset(ms);
    const inDst = (ms: number) => DateTime.fromMillis(ms, { zone }).isInDST;
    const name = (ms: number) => zone.offsetName(ms, { format: 'short', locale: 'en-US' }) ?? '';
    const from = Date.UTC(fromYear, 0, 1) - DAY;
    const to = Date.UTC(toYear + 1, 0, 1) + DAY;
    const observance = (at: number, before: number, after: number) => {
      const kind = inDst(at) ? 'DAYLIGHT' : 'STANDARD';
      const tzname = name(at);
      return [
        `BEGIN:${kind}`,
        `DTSTART:${localStamp(at, before)}`,
        `TZOFFSETFROM:${formatOffset(before)}`,
        `TZOFFSETTO:${formatOffset(after)}`,
        ...(tzname ? [`TZNAME:${tzname}`] : []),
        `END:${kind}`,
      ];
    };
    const lines = [`BEGIN:VTIMEZONE`, `TZID:${tzid}`, ...(tzid.includes('/') ? [`X-LIC-LOCATION:${tzid}`] : [])];
    lines.push(...observance(from, offsetAt(from), offsetAt(from)));
    for (const at of transitions(offsetAt, from, to)) lines.push(...observance(at, offsetAt(at - SECOND), offsetAt(at)));
    lines.push('END:VTIMEZONE');
    return lines.join('\r\n');
  });
}

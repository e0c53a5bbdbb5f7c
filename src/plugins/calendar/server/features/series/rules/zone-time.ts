import { DateTime } from 'luxon';
import type { DateValue } from '../../../data/records/types';
import { offsetAt, toInstant } from '../../../core/wire/dates';

/**
 * Wall times and instants. A series is computed on wall times, "floating" (RFC 5545 3.3.5 form 1): the
 * clock's fields held in a luxon DateTime in UTC, no zone applied, so day and month arithmetic never meets
 * a clock change. Only then is each wall time placed in the event's zone.
 */
export type Floating = DateTime;

const DAY = 86_400_000;
const MINUTE = 60_000;

/** A wall time `YYYY-MM-DD HH:MM:SS` (or with `T`, or `YYYY-MM-DD`) as a floating time; throws on an unreadable one. */
export function floatingOf(wall: string): Floating {
  const parsed = DateTime.fromISO(wall.trim().replace(' ', 'T'), { zone: 'utc' });
  if (!parsed.isValid) throw new TypeError(`Not a wall time: ${wall}`);
  return parsed;
}

/** A compact RFC 5545 value (`20270415T190000` or `20270415`) as a floating time. */
export function floatingOfCompact(compact: string): Floating {
  const field = (from: number, to: number) => Number(compact.slice(from, to)) || 0;
  return DateTime.utc(field(0, 4), field(4, 6), field(6, 8), field(9, 11), field(11, 13), field(13, 15));
}

/**
 * The instant a wall time names in a zone, as RFC 5545 3.3.5 reads a local time (and 3.3.10 a generated
 * one): a time the clock skips (the spring-forward gap) takes the offset from before the gap, so it moves
 * forward by the gap's length (02:30 in New York on the March change is 03:30 EDT); a time the clock shows
 * twice (autumn) is its first occurrence, before the change. luxon alone picks the later one of an
 * ambiguous time, hence the explicit rule. Offsets come from luxon (Node's ICU tz data) through the
 * REST API's own cache of them (`core/wire/dates.ts` offsetAt), so a series and its records agree.
 */
export function instantOf(wall: Floating, timezone: string): DateTime {
  const offset = (ms: number) => offsetAt(ms, timezone);
  const w = wall.toMillis();
  // The offsets in force a day either side: tz data never has two changes within two days.
  const before = offset(w - DAY);
  const after = offset(w + DAY);
  const candidates = [...new Set([before, after])].map((minutes) => w - minutes * MINUTE).filter((t) => offset(t) * MINUTE === w - t);
  const instant = candidates.length > 0 ? Math.min(...candidates) : w - before * MINUTE;
  return DateTime.fromMillis(instant, { zone: 'utc' });
}

/** The wall time of an instant in a zone, as a floating time. */
export function wallOf(instant: DateValue | DateTime, timezone: string): Floating {
  const ms = DateTime.isDateTime(instant) ? instant.toMillis() : toInstant(instant).toMillis();
  return DateTime.fromMillis(ms + offsetAt(ms, timezone) * MINUTE, { zone: 'utc' });
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYYMMDD` of a floating time (luxon's toFormat costs more than the rest of an occurrence). */
const compactDay = (wall: Floating) => `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}`;

/** `YYYY-MM-DD HH:MM:SS`: the wall-time form of the REST API (`start_date`). */
export const wallText = (wall: Floating): string =>
  `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;

/**
 * The occurrence key: the start as RFC 5545 RECURRENCE-ID writes it in the event's zone, `20270415T190000`
 * (`20270415` all-day). It names the date the rule made, before any gap shift, so it stays the same each
 * time the series is expanded.
 */
export const occurrenceKey = (wall: Floating, allDay: boolean): string =>
  allDay ? compactDay(wall) : `${compactDay(wall)}T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;

/**
 * The key of a stored occurrence from its start instant. The same as the key its expansion gave, except
 * for a start the rule put in a spring-forward gap (keyed by the wall time the rule made, stored at the
 * shifted time): a series service that keeps each occurrence's key needs this only for records made
 * before keys were kept.
 */
export const occurrenceKeyAt = (start: DateValue, timezone: string, allDay: boolean): string =>
  occurrenceKey(wallOf(start, timezone), allDay);

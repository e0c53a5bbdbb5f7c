import { DateTime, type Zone } from 'luxon';
import { zoneOf } from '../wire/dates';
import { formatWall, parseDateInput } from './dates';
import type { EventListParams } from './event-list-params';

const DATE_PARAMS = ['start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after'] as const;
type DateParamName = (typeof DATE_PARAMS)[number];

export type WindowParams = Pick<EventListParams, DateParamName | 'strict_dates' | 'include'>;

export interface WindowContext {
  /** Zone of the site (IANA or `UTC±N`): the zone of the bounds and of their wall times. */
  siteTimezone: string;
  now: DateTime;
}

/** The date bounds of an event list; an absent bound does not filter. */
export interface EventWindow {
  /** `start_date`: events starting at or after (inclusive). */
  startsOnOrAfter?: DateTime;
  /** `end_date`: events ending at or before (inclusive). */
  endsOnOrBefore?: DateTime;
  /** `starts_before` / `starts_after` / `ends_before` / `ends_after`: exclusive. */
  startsBefore?: DateTime;
  startsAfter?: DateTime;
  endsBefore?: DateTime;
  endsAfter?: DateTime;
  /** The same bounds as site wall times `YYYY-MM-DD HH:MM:SS`, keyed by parameter, as the list's `rest_url` echoes them. */
  wall: Partial<Record<DateParamName, string>>;
}

/** Each date parameter of an event list and the bound of the window it sets (`tec/v1` reads the same ones). */
export const WINDOW_BOUNDS: Record<DateParamName, Exclude<keyof EventWindow, 'wall'>> = {
  start_date: 'startsOnOrAfter',
  end_date: 'endsOnOrBefore',
  starts_before: 'startsBefore',
  starts_after: 'startsAfter',
  ends_before: 'endsBefore',
  ends_after: 'endsAfter',
};

/**
 * The date window of `GET /events` (contract 5.1, 5.2). Inputs are read as PHP reads them under
 * WordPress: without an offset, in UTC, counting from the UTC clock.
 * - Inclusive (default): `start_date` becomes 00:00:00 and the others 23:59:59 of the input's (UTC) date,
 *   as site wall times. Strict (`strict_dates`): the instant itself, seen in the site zone.
 * - Defaults when absent: start = "yesterday 23:59" UTC seen in the site zone (inclusive: 00:00:00 of that
 *   site date), end = now + 24 months (inclusive: 23:59:59 of that UTC date). Both are dropped when any
 *   `starts_*`/`ends_*` is given; explicit `start_date`/`end_date` are kept.
 * - `include` lists records by ID with no date window at all (spec 4.2.1: "date filters are ignored").
 * The multi-day cutoff of the original (default 00:00) is not configurable here.
 */
export function computeEventWindow(params: WindowParams, { siteTimezone, now }: WindowContext): EventWindow {
  const window: EventWindow = { wall: {} };
  if (params.include?.length) return window;
  const reading: Reading = {
    utcNow: now.toUTC(),
    // The site zone may be a WordPress offset (`UTC+5.5`), which only zoneOf reads.
    site: zoneOf(siteTimezone),
    strict: params.strict_dates,
    relative: RELATIVE_PARAMS.some((name) => params[name] !== undefined),
  };
  for (const name of DATE_PARAMS) {
    const bound = boundOf(name, params[name], reading);
    if (!bound) continue;
    window[WINDOW_BOUNDS[name]] = bound;
    window.wall[name] = formatWall(bound);
  }
  return window;
}

const RELATIVE_PARAMS = ['starts_before', 'starts_after', 'ends_before', 'ends_after'] as const;

interface Reading {
  utcNow: DateTime;
  site: Zone;
  strict: boolean;
  /** A `starts_*`/`ends_*` parameter was given: no default `start_date`/`end_date`. */
  relative: boolean;
}

function boundOf(
  name: DateParamName,
  value: string | undefined,
  { utcNow, site, strict, relative }: Reading,
): DateTime | null {
  const edge = name === 'start_date' ? 'start' : 'end';
  if (value !== undefined) {
    const instant = parseDateInput(value, { zone: 'UTC', now: utcNow });
    if (!instant) return null; // the schema has already refused it
    return strict ? instant.setZone(site) : wholeDay(instant.toUTC(), edge, site);
  }
  if (relative) return null;
  if (name === 'start_date') {
    // localize_date('yesterday 23:59'): the original's default is already a site wall time, so its day is the site date.
    // (In strict mode the original re-reads that wall time as UTC, shifting it twice; we keep the instant.)
    const instant = utcNow.minus({ days: 1 }).set({ hour: 23, minute: 59, second: 0, millisecond: 0 });
    return strict ? instant.setZone(site) : wholeDay(instant.setZone(site), 'start', site);
  }
  if (name === 'end_date') {
    // date(..., strtotime('+24 months')): a UTC wall time, so its day is the UTC date.
    const instant = parseDateInput('+24 months', { zone: 'UTC', now: utcNow });
    if (!instant) return null;
    return strict ? instant.setZone(site) : wholeDay(instant, 'end', site);
  }
  return null;
}

/** `tribe_beginning_of_day` / `tribe_end_of_day`: the calendar date of `day`, at 00:00:00 or 23:59:59 site wall time. */
function wholeDay(day: DateTime, edge: 'start' | 'end', site: Zone): DateTime {
  const { year, month, day: date } = day;
  const time = edge === 'start' ? { hour: 0, minute: 0, second: 0 } : { hour: 23, minute: 59, second: 59 };
  return DateTime.fromObject({ year, month, day: date, ...time }, { zone: site });
}

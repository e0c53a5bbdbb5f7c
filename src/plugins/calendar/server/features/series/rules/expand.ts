import { DateTime } from 'luxon';
import { RecurrenceError } from '../../../../shared/recurrence/errors';
import type { Recurrence, SeriesStart } from '../../../../shared/recurrence/types';
import { ruleStarts } from './engine';
import { resolveDate, resolveUntil } from './resolve';
import { endOf, readSeries, type SeriesClock } from './series';
import { instantOf, occurrenceKey, wallOf, wallText, type Floating } from './zone-time';

/** One date of a series. */
export interface Occurrence {
  /** RFC 5545 RECURRENCE-ID of the date in the event's zone (`20270415T190000`, all-day `20270415`): see occurrenceKey. */
  key: string;
  /** UTC instants, as events store `startDate` and `endDate`. */
  start: Date;
  end: Date;
  /**
   * Wall times of `start` and `end` in the event's zone, `YYYY-MM-DD HH:MM:SS` (the REST API's
   * `start_date` form). The same as the key's time except in a spring-forward gap (key 02:30, start 03:30).
   */
  startWall: string;
  endWall: string;
  /** What made it: the event's own start (the series' first occurrence), the rule, or an RDATE. */
  origin: 'first' | 'rule' | 'rdate';
}

export interface ExpandOptions {
  /** No occurrence starting after this instant is made: the horizon of open-ended (and long) series. */
  horizon: Date;
  /**
   * Most dates the series may yield up to the horizon, past ones and excluded ones included: one more
   * throws `RecurrenceError` `too-many-occurrences` (answer a 400). It bounds the work of the expansion
   * itself, so it counts every date the rule and the RDATEs make, not only those kept.
   */
  cap: number;
  /**
   * Only occurrences starting at or after this instant. The cap counts what is listed: a rule with COUNT
   * from its first date, another from here.
   */
  from?: Date;
}

export interface Expansion {
  /** In start order. */
  occurrences: Occurrence[];
  /** Whether the series has dates after the horizon (open-ended, or ending later): the horizon job extends it. */
  continues: boolean;
}

const DAY = 86_400_000;

function occurrence(clock: SeriesClock, wall: Floating, origin: Occurrence['origin']): Occurrence {
  const start = instantOf(wall, clock.timezone);
  const shown = wallOf(start, clock.timezone);
  // A start the gap moved forward moves its end by as much, as ical.js does (start plus the length).
  const shift = clock.allDay ? 0 : shown.toMillis() - wall.toMillis();
  const end = DateTime.max(start, instantOf(endOf(clock, wall, shift), clock.timezone));
  return {
    key: occurrenceKey(wall, clock.allDay),
    start: start.toJSDate(),
    end: end.toJSDate(),
    startWall: wallText(shown),
    endWall: wallText(wallOf(end, clock.timezone)),
    origin,
  };
}

export const tooMany = (cap: number, horizon: Date) =>
  new RecurrenceError(
    'too-many-occurrences',
    `The recurrence gives more than ${cap} occurrences before ${horizon.toISOString().slice(0, 10)}; a series has at most ${cap}, ` +
      'past dates included. End it sooner (UNTIL or COUNT), start it later or repeat it less often.',
    { limit: cap }
  );

/**
 * Refuses, before any date is listed, a recurrence that states more dates than the cap: a COUNT or an
 * RDATE list past it (every date counts, so such a series could never be stored whole).
 */
export function assertWithinCap(recurrence: Recurrence, cap: number, horizon: Date): void {
  if ((recurrence.rule?.count ?? 0) > cap || recurrence.rdates.length > cap) throw tooMany(cap, horizon);
}

/**
 * The occurrences of a series: its first occurrence (always, as RFC 5545 and Google count DTSTART as the
 * first instance, even when the rule would not make it), the rule's dates and the RDATEs, less the
 * EXDATEs, up to the horizon. Each starts at the rule's wall time in the event's zone (a 19:00 class stays
 * at 19:00 across clock changes; its UTC time moves) and lasts as long as the first (see SeriesClock). Two
 * dates with the same key are one occurrence. An EXDATE may remove the first occurrence, as in RFC 5545;
 * the series service decides what the parent then is.
 */
export function expandSeries(series: SeriesStart, recurrence: Recurrence, options: ExpandOptions): Expansion {
  const clock = readSeries(series);
  const { rule } = recurrence;
  const firstKey = occurrenceKey(clock.start, clock.allDay);
  const excluded = new Set(recurrence.exdates.map((value) => occurrenceKey(resolveDate(value, clock), clock.allDay)));
  const from = options.from?.getTime() ?? -Infinity;
  const horizon = options.horizon.getTime();
  // Floating bounds a day wider than the instants, which are then checked exactly.
  const window = {
    from: options.from ? wallOf(options.from, clock.timezone).minus(DAY) : clock.start,
    to: wallOf(options.horizon, clock.timezone).plus(DAY),
  };
  assertWithinCap(recurrence, options.cap, options.horizon);
  const found = new Map<string, Occurrence>();
  // Every date yielded up to the horizon counts against the cap (issue 31: a bound on kept dates only let a
  // rule started in the year 1000 list 344,065 of them): the expansion stops at the bound, whatever the rule.
  let yielded = 0;
  const take = (wall: Floating, origin: Occurrence['origin']) => {
    if (wall > window.to) return false;
    yielded += 1;
    if (yielded > options.cap + 1) throw tooMany(options.cap, options.horizon);
    const key = occurrenceKey(wall, clock.allDay);
    if (found.has(key) || excluded.has(key)) return true;
    const made = occurrence(clock, wall, key === firstKey ? 'first' : origin);
    const at = made.start.getTime();
    if (at < from || at > horizon) return at <= horizon;
    found.set(key, made);
    if (found.size > options.cap) throw tooMany(options.cap, options.horizon);
    return true;
  };

  const until = rule?.until && resolveUntil(rule.until, clock);
  let ruleMade = 0;
  let pastHorizon = false;
  if (rule) {
    for (const wall of ruleStarts(rule, clock.start, until, window)) {
      ruleMade += 1;
      if (!take(wall, 'rule')) {
        pastHorizon = true;
        break;
      }
    }
  }
  // The first occurrence even when the rule does not make it (or its UNTIL is earlier).
  take(clock.start, 'first');
  const rdates = recurrence.rdates.map((value) => resolveDate(value, clock));
  for (const wall of rdates) if (!take(wall, 'rdate')) pastHorizon = true;

  const occurrences = [...found.values()].sort((a, b) => a.start.getTime() - b.start.getTime() || a.key.localeCompare(b.key));
  return { occurrences, continues: pastHorizon || ruleContinues(rule, until, ruleMade, window.to) };
}

/** Whether the rule goes on after the window: open-ended, UNTIL later, or COUNT not reached yet. */
function ruleContinues(rule: Recurrence['rule'], until: Floating | undefined, made: number, end: Floating): boolean {
  if (!rule) return false;
  if (rule.count !== undefined) return made < rule.count;
  return until === undefined || until > end;
}

/**
 * Recurring events, the pure core (no Strapi): a series is an RFC 5545 recurrence (RRULE, RDATE, EXDATE;
 * wall times in the event's zone) plus its first occurrence. The series service builds on these:
 *
 * - `parseRecurrence(lines)` → `{ ok, recurrence }` or `{ ok: false, error }` (a RecurrenceError naming the line);
 * - `expandSeries(seriesStart, recurrence, { horizon, cap, from? })` → occurrences (keys, UTC instants, wall
 *   times) and whether the series goes on past the horizon; throws RecurrenceError past the cap;
 * - `toRecurrenceLines` (a record's normalised `recurrence`), `toICalendarLines` (a feed VEVENT's DTSTART,
 *   DTEND and RRULE/RDATE/EXDATE lines, written so every common reader expands them alike);
 * - `splitSeries(seriesStart, recurrence, key)` ("this and the following");
 * - `describeRecurrence(recurrence, seriesStart, language)` (plain words, en/fr/pt-PT; in shared/).
 *
 * `seriesStartOf(storedEvent)` gives the SeriesStart of a stored event. Every failure is a RecurrenceError
 * (its `code` tells which), to answer 400 `rest_invalid_param` naming `recurrence`.
 */
export * from '../../../../shared/recurrence';
export { expandSeries, type Expansion, type ExpandOptions, type Occurrence } from './expand';
export { toICalendarLines, type FeedRecurrence } from './feed-lines';
export { toRecurrenceLines } from './lines';
export { seriesStartOf } from './series';
export { splitSeries, type SeriesPart, type SeriesSplit } from './split';
export { occurrenceKeyAt } from './zone-time';
export { MAX_PERIODS } from './engine';

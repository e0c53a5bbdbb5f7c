import type { Core } from '@strapi/strapi';
import type { Recurrence, RecurrenceDate, SeriesStart } from './rules';
import { asDateValue, resolveDate, resolveUntil } from './rules/resolve';
import { readSeries } from './rules/series';
import { floatingOfCompact, occurrenceKey } from './rules/zone-time';
import { updateEachRow } from '../../data/repository/bulk-rows';
import { UID } from '../../data/repository/uids';
import type { StoredSeries } from './members';

/**
 * A series moved as a whole (its time changed for all dates, "every class now at 18:30"): every date of
 * it moves by the same wall-clock shift, so what names a date moves with it. The occurrences' keys
 * (RFC 5545 RECURRENCE-IDs) move, so each stored occurrence stays the same date of the series (its ID
 * kept, an exception kept as one) instead of being dropped as a date the series no longer has; the
 * excluded and added dates and a timed UNTIL move, so a deleted date stays deleted. The rule itself
 * (its weekdays, its days of the month) is not rewritten: a shift across midnight is the editor's to word.
 */
export interface SeriesMove {
  from: SeriesStart;
  to: SeriesStart;
  /** Milliseconds of wall-clock time the first start moved by. */
  shift: number;
}

/** The move from one series start to another; null when the dates stay (the same start, or only a new zone or length). */
export function seriesMove(from: SeriesStart, to: SeriesStart): SeriesMove | null {
  const shift = readSeries(to).start.toMillis() - readSeries(from).start.toMillis();
  return shift === 0 && from.allDay === to.allDay ? null : { from, to, shift };
}

/** The key of a date after the move (all-day keys are days, timed keys wall times). */
export const movedKey = (key: string, move: SeriesMove): string => occurrenceKey(floatingOfCompact(key).plus(move.shift), move.to.allDay);

/** The recurrence's own dates after the move: RDATE and EXDATE values, a timed UNTIL (a date UNTIL names a whole day, and stays). */
export function movedRecurrence(recurrence: Recurrence, move: SeriesMove): Recurrence {
  const clock = readSeries(move.from);
  const moved = (value: RecurrenceDate) => asDateValue(resolveDate(value, clock).plus(move.shift), move.to.allDay);
  const until = recurrence.rule?.until;
  const rule =
    recurrence.rule && until && until.type !== 'date' && !move.from.allDay
      ? { ...recurrence.rule, until: asDateValue(resolveUntil(until, clock).plus(move.shift), move.to.allDay) }
      : recurrence.rule;
  return { rule, rdates: recurrence.rdates.map(moved), exdates: recurrence.exdates.map(moved) };
}

/**
 * Gives every stored occurrence its key after the move, in raw updates (bookkeeping). The keys are unique
 * per series and language: they are rewritten in the order that frees each new key before it is taken
 * (the latest first for a move later, the earliest first for a move earlier).
 */
export async function moveKeys(strapi: Core.Strapi, series: StoredSeries, move: SeriesMove): Promise<void> {
  const members = [...series.members].sort((a, b) => (move.shift > 0 ? b.key.localeCompare(a.key) : a.key.localeCompare(b.key)));
  const updates = members.filter((member) => member.key).flatMap((member) => member.rows.map((row) => ({ id: row.id, data: { occurrenceKey: movedKey(member.key, move) } })));
  // One statement a row, nothing else: bookkeeping no lifecycle watches (data/repository/bulk-rows.ts).
  await updateEachRow(strapi, UID.event, updates);
}

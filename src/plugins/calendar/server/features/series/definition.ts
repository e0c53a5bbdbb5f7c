import { z } from 'zod/v4';
import { remember } from '../../lib/bounded-memo';
import { parseRecurrence, toRecurrenceLines, type Recurrence, type SeriesStart } from './rules';
import type { SeriesDefinition } from '../../data/records/types';

/**
 * A series as it is stored: on its anchor event (the parent, the first occurrence), in the
 * non-localized `recurrence` attribute, its recurrence lines and its own first start and end (RFC 5545's
 * DTSTART and DTEND: wall times in the series' zone). The series' start is kept apart from the parent's
 * own dates, so that the first date can be changed or removed on its own like any other occurrence
 * without moving the others, and so that the anchor can pass to another occurrence.
 */
export type { SeriesDefinition } from '../../data/records/types';

const stored = z.object({
  lines: z.array(z.string()),
  start: z.string(),
  end: z.string(),
  timezone: z.string(),
  allDay: z.boolean(),
});

/** The stored definition, or null when the value is none (not an anchor, or written by hand wrongly). */
export function readDefinition(value: unknown): SeriesDefinition | null {
  const parsed = stored.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The parsed recurrence of a stored definition (stored lines were parsed when written: they parse). */
export function recurrenceOf(definition: SeriesDefinition): Recurrence {
  const parsed = parseRecurrence(definition.lines);
  if (!parsed.ok) throw parsed.error;
  return parsed.recurrence;
}

/** The definition of a recurrence from a first occurrence, its lines written back in normal form. */
export function defineSeries(recurrence: Recurrence, start: SeriesStart): SeriesDefinition {
  return { ...start, lines: toRecurrenceLines(recurrence, start) };
}

/** What the admin shows of a definition: the lines alone, as stored. */
export const linesOf = (definition: SeriesDefinition | null): string[] => definition?.lines ?? [];

/**
 * What the REST API shows: the stored lines, a date UNTIL of a timed series as the instant it stands for
 * (features/series/rules/lines.ts), so that a client expanding them gets the dates the service stores.
 */
export const clientLines = (definition: SeriesDefinition | null): string[] =>
  definition
    ? // Read for every date of a series a list holds: computed once per definition (a pure function of it).
      [...remember(CLIENT_LINES, JSON.stringify(definition), 1000, () => toRecurrenceLines(recurrenceOf(definition), definition, { untilAsComputed: true }))]
    : [];

const CLIENT_LINES = new Map<string, string[]>();

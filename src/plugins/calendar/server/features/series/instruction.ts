import { isSingleEvent, parseRecurrence, type Recurrence } from './rules';
import { clientLines, type SeriesDefinition } from './definition';
import { SeriesRuleError } from './errors';

/** What a change of one occurrence applies to (Google Calendar's "this event / following / all"). */
export const SCOPES = ['this', 'following', 'all'] as const;
export type Scope = (typeof SCOPES)[number];

/**
 * What a write asks of its event's series (features/series/step.ts): the Document Service call's `series`
 * parameter (the REST API's `recurrence` and `recurrence_scope` fields, already parsed; a delete's scope),
 * or the admin's recurrence field in the data (the stored definition, edited lines, a chosen scope).
 */
export interface SeriesInstruction {
  /** A new recurrence; null (or one without dates) ends the series; undefined leaves it as it is. */
  recurrence?: Recurrence | null;
  scope?: Scope;
}

/**
 * The `series` parameter of an event's Document Service call: what the write asks of its series, or
 * `'kept'` for a write of the series' own work (its dates, their links) or of an import that writes each
 * date as its source has it (features/import/series-link.ts links them after): the series step leaves it as it is.
 */
export type SeriesParam = SeriesInstruction | 'kept';

/** The parameters to spread into an event's Document Service call. */
export const seriesParams = (series: SeriesParam): { series: SeriesParam } => ({ series });

/** The fields of an event only the series service writes: never taken from an editor or a client. */
export const SERIES_FIELDS = ['recurrence', 'seriesUid', 'occurrenceKey', 'seriesException'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const sameLines = (a: unknown, b: string[]) => Array.isArray(a) && a.length === b.length && a.every((line, i) => line === b[i]);

function parsed(lines: unknown): Recurrence {
  const result = parseRecurrence(lines);
  // The admin's lines (the REST API parsed its body before).
  if (!result.ok) throw new SeriesRuleError(result.error.message);
  return result.recurrence;
}

function readScope(value: unknown): Scope | undefined {
  return SCOPES.includes(value as Scope) ? (value as Scope) : undefined;
}

/**
 * Takes the series fields out of a write's data (the service writes them itself) and reads what the
 * write asks: the call's `series` parameter when it has one, else the admin's field. `stored` is the
 * definition the event holds (null when it is no series' anchor). An unchanged definition sent back by
 * the admin form asks nothing; an emptied one on an anchor ends the series.
 */
export function takeInstruction(data: Record<string, unknown>, stored: SeriesDefinition | null, asked?: SeriesInstruction): SeriesInstruction {
  const value = data.recurrence;
  for (const field of SERIES_FIELDS) delete data[field];
  if (asked) return asked;
  if (value === undefined) return {};
  if (value === null) return stored ? { recurrence: null } : {};
  if (!isRecord(value)) return { recurrence: parsed(value) };
  const scope = readScope(value.scope);
  // The lines as stored (the admin) or as the REST API shows them (features/series/definition.ts clientLines).
  if (value.lines === undefined || (stored && (sameLines(value.lines, stored.lines) || sameLines(value.lines, clientLines(stored))))) return { scope };
  return { recurrence: parsed(value.lines), scope };
}

/** Whether the instruction makes or keeps a series (a recurrence with dates). */
export const makesSeries = (instruction: SeriesInstruction): instruction is { recurrence: Recurrence; scope?: Scope } =>
  Boolean(instruction.recurrence && !isSingleEvent(instruction.recurrence));

/** Whether it ends one (an empty recurrence). */
export const endsSeries = (instruction: SeriesInstruction): boolean =>
  instruction.recurrence === null || (instruction.recurrence !== undefined && isSingleEvent(instruction.recurrence));

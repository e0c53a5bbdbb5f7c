/**
 * What can be wrong with a recurrence. One class, so the server maps it to one status (400
 * `rest_invalid_param` naming `recurrence`), and a code, so a caller can tell the cases apart.
 */
export type RecurrenceErrorCode =
  /** The list or one of its lines is malformed or asks for what is not supported (parse time). */
  | 'invalid'
  /** The series would have more occurrences than the cap the caller passed. */
  | 'too-many-occurrences'
  /** Listing the dates would take too long (a rule that rarely or never matches, a first date long ago): the expansion's safety limit. */
  | 'too-costly'
  /** A split was asked at a date that is not one of the series' occurrences. */
  | 'not-an-occurrence'
  /** A split would change the dates after it (an added date off the rule's INTERVAL rhythm): split elsewhere. */
  | 'cannot-split';

export interface RecurrenceErrorDetails {
  /** Index (from 0) of the offending line in the list. */
  index?: number;
  /** The offending line as sent (cut to 80 characters). */
  line?: string;
  /** The cap that was passed (`too-many-occurrences`). */
  limit?: number;
}

/** A refused recurrence; `message` is a sentence meant for the API client or the editor. */
export class RecurrenceError extends Error {
  override readonly name = 'RecurrenceError';

  constructor(
    readonly code: RecurrenceErrorCode,
    message: string,
    readonly details: RecurrenceErrorDetails = {}
  ) {
    super(message);
  }
}

/** A line as an error message quotes it: JSON-escaped, cut to 80 characters. */
export const quoteLine = (line: string): string => JSON.stringify(line.length > 80 ? `${line.slice(0, 79)}…` : line);

/** The `invalid` error of line `index`: `recurrence[1] "EXDATE;TZID=Foo:…": unknown time zone "Foo".` */
export function lineError(index: number, line: string, problem: string): RecurrenceError {
  const shown = line.length > 80 ? `${line.slice(0, 79)}…` : line;
  return new RecurrenceError('invalid', `recurrence[${index}] ${quoteLine(line)}: ${problem}.`, { index, line: shown });
}

import { errors } from '@strapi/utils';
import { RecurrenceError } from './rules';

/**
 * A series that cannot be made as asked (a line that does not parse, more occurrences than a series may
 * have, a rule too costly to list): the Content Manager shows it by the recurrence field (a Strapi
 * validation error, 400) and the REST API answers 400 `rest_invalid_param` naming `recurrence`. Thrown
 * inside the write's transaction: nothing of the write is kept.
 */
export class SeriesRuleError extends errors.ValidationError {
  constructor(message: string) {
    super(message, { errors: [{ path: ['recurrence'], message, name: 'ValidationError' }] });
  }
}

/** Runs series work, turning the recurrence core's errors into SeriesRuleErrors. */
export async function asSeriesRule<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof RecurrenceError ? new SeriesRuleError(error.message) : error;
  }
}

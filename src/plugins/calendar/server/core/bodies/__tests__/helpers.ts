import type { z } from 'zod/v4';
import { LegacyError } from '../../errors';
import type { WireError } from '../../wire/types';
import { parseBody } from '../parse-body';

export const LANGUAGES = ['en', 'fr', 'pt-pt'] as const;

export type Attempt<T> = { value: T } | { error: WireError };

/** Parses a body with `schema`: the parsed value, or the WordPress error body it throws. */
export function attempt<S extends z.ZodType>(schema: S, body: unknown): Attempt<z.output<S>> {
  try {
    return { value: parseBody(schema, body) };
  } catch (error) {
    if (error instanceof LegacyError) return { error: error.toWire() };
    throw error;
  }
}

/** What `attempt` gives when only `name` is invalid, with `message`. */
export const invalid = (name: string, message = 'Invalid parameter.') =>
  expect.objectContaining({
    error: expect.objectContaining({
      code: 'rest_invalid_param',
      data: expect.objectContaining({ params: { [name]: message } }),
    }),
  });

/** What `attempt` gives when exactly `names` are missing. */
export const missing = (...names: string[]) => ({
  error: {
    code: 'rest_missing_callback_param',
    message: `Missing parameter(s): ${names.join(', ')}`,
    data: { status: 400, params: names },
  },
});

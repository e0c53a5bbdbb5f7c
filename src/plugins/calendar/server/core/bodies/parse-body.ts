import type { z } from 'zod/v4';
import { parseParams, type ParamErrorOptions } from '../params/zod-errors';
import { isRecord, withoutNulls } from './values';

/**
 * Parses a write body (the decoded JSON or form fields, with the query parameters merged in by the caller)
 * or throws the WordPress error: `rest_missing_callback_param` listing every absent required field, else
 * `rest_invalid_param` naming each bad one. A JSON `null` counts as not sent, as WordPress reads parameters
 * with `isset()`; a body that is not an object reads as no fields.
 */
export function parseBody<S extends z.ZodType>(schema: S, input: unknown, options?: ParamErrorOptions): z.output<S> {
  return parseParams(schema, isRecord(input) ? withoutNulls(input) : {}, options);
}

import { z } from 'zod/v4';

/**
 * How WordPress words a parameter's failure. A builder attaches one to its zod issue (`params`);
 * `toParamError` turns it into the error body. A failure without one is a validate_callback that
 * returned false: `"Invalid parameter."`, no details.
 */
export type WpIssue =
  /** An absent required parameter: `rest_missing_callback_param`. */
  | { wp: 'missing' }
  /** WordPress's schema type check: `"<name> is not of type <type>."`, details code `rest_invalid_type`. */
  | { wp: 'type'; type: 'boolean' | 'integer' | 'number' | 'string' }
  /** WordPress's schema enum check: `"<name> is not one of a, b, and c."`, details code `rest_not_in_enum`. */
  | { wp: 'enum'; values: readonly string[] }
  /** A validator that returned a WP_Error: its message, and `details.<name>` = `{code, message, data}`. */
  | { wp: 'error'; code: string; message: string; data: unknown };

export const DEFAULT_MESSAGE = 'Invalid parameter.';

/** A value a parameter reader refuses, with the WordPress wording when it is not the default one. */
export class Rejection {
  constructor(readonly issue?: WpIssue) {}
}

export const reject = (issue?: WpIssue): Rejection => new Rejection(issue);

export function isWpIssue(value: unknown): value is WpIssue {
  if (typeof value !== 'object' || value === null || !('wp' in value)) return false;
  return ['missing', 'type', 'enum', 'error'].includes(String(value.wp));
}

/**
 * A query parameter read by `read` from whatever qs produced (string, array, object).
 * An absent value fails as missing: wrap with `.optional()` or `.default()` for optional parameters
 * (zod then never calls `read` with `undefined`).
 */
export function param<T>(read: (value: unknown) => T | Rejection) {
  return z.unknown().transform((value, ctx): T => {
    const result = value === undefined ? reject({ wp: 'missing' }) : read(value);
    if (!(result instanceof Rejection)) return result;
    ctx.addIssue({ code: 'custom', message: DEFAULT_MESSAGE, params: { ...result.issue }, input: value });
    return z.NEVER;
  });
}

import type { z } from 'zod/v4';
import { invalidParams, missingParams, type LegacyError } from '../errors';
import { DEFAULT_MESSAGE, isWpIssue, type WpIssue } from './issues';

export interface ParamErrorOptions {
  /** Parameters WordPress would declare `required`: absent ones give `rest_missing_callback_param`. */
  required?: readonly string[];
}

type Details = Record<string, { code: string; message: string; data: unknown }>;

interface Failure {
  name: string;
  message: string;
  detail?: Details[string];
  /** 0: missing; 1: validate_callback; 2: schema type/enum check (WordPress's sanitize step). */
  phase: 0 | 1 | 2;
}

/**
 * The WordPress error body for a failed parse, as a LegacyError (never a 500). WordPress checks in
 * three steps and answers with the first that fails: missing required parameters, then validate
 * callbacks (`"Invalid parameter."` or the validator's message), then schema types and enums
 * (`"featured is not of type boolean."`). The parameter is the first path segment; one message each.
 */
export function toParamError(error: z.ZodError, { required = [] }: ParamErrorOptions = {}): LegacyError {
  const failures = new Map<string, Failure>();
  for (const issue of error.issues) {
    const name = issue.path.length > 0 ? String(issue.path[0]) : 'params';
    if (!failures.has(name)) failures.set(name, describe(issue, name, required.includes(name)));
  }
  const all = [...failures.values()];
  const phase = Math.min(...all.map((failure) => failure.phase));
  const reported = all.filter((failure) => failure.phase === phase);
  if (phase === 0) return missingParams(reported.map((failure) => failure.name));
  const params = Object.fromEntries(reported.map((failure) => [failure.name, failure.message]));
  const details: Details = {};
  for (const failure of reported) if (failure.detail) details[failure.name] = failure.detail;
  return invalidParams(params, details);
}

/** Parses `input` (a query object; anything else reads as no parameters, as in WordPress) or throws the WordPress error. */
export function parseParams<S extends z.ZodType>(schema: S, input: unknown, options?: ParamErrorOptions): z.output<S> {
  const params = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
  const result = schema.safeParse(params, { reportInput: true });
  if (result.success) return result.data;
  throw toParamError(result.error, options);
}

function describe(issue: z.core.$ZodIssue, name: string, isRequired: boolean): Failure {
  const wp: WpIssue | undefined = issue.code === 'custom' && isWpIssue(issue.params) ? issue.params : undefined;
  // Without `reportInput` zod leaves `input` out: an invalid_type on a required name is then taken as absent.
  const absent = issue.code === 'invalid_type' && (!('input' in issue) || issue.input === undefined);
  if (wp?.wp === 'missing' || (isRequired && absent)) return { name, message: 'Missing parameter.', phase: 0 };
  if (!wp) return { name, message: DEFAULT_MESSAGE, phase: 1 };
  if (wp.wp === 'error') {
    return { name, message: wp.message, detail: { code: wp.code, message: wp.message, data: wp.data }, phase: 1 };
  }
  const message =
    wp.wp === 'type' ? `${name} is not of type ${wp.type}.` : `${name} is not one of ${wpList(wp.values)}.`;
  const code = wp.wp === 'type' ? 'rest_invalid_type' : 'rest_not_in_enum';
  return { name, message, detail: { code, message, data: { param: name } }, phase: 2 };
}

/** WordPress's `%l` list format: `a`, `a and b`, `a, b, and c`. */
function wpList(values: readonly string[]): string {
  if (values.length <= 2) return values.join(' and ');
  return `${values.slice(0, -1).join(', ')}, and ${values[values.length - 1]}`;
}

import { errors } from '@strapi/utils';
import { isDatabaseBusy } from '../data/repository/database-busy';
import { SeriesRuleError } from '../features/series/errors';
import type { WireError } from './wire/types';

/**
 * An error with a legacy (WordPress / The Events Calendar) code, status and data.
 * Services and controllers throw these; the error-envelope middleware renders them.
 */
export class LegacyError extends errors.ApplicationError<'LegacyError'> {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly extra: Omit<WireError['data'], 'status'> = {}
  ) {
    super(message);
    this.name = 'LegacyError';
  }

  toWire(): WireError {
    return { code: this.code, message: this.message, data: { status: this.status, ...this.extra } };
  }
}

export const FORBIDDEN_MESSAGE = 'Sorry, you are not allowed to do that.';

export const noRoute = () =>
  new LegacyError('rest_no_route', 'No route was found matching the URL and request method.', 404);

/** WordPress answers 401 to callers without credentials and 403 to callers whose credentials lack the right. */
export const forbidden = (hasCredentials: boolean) =>
  new LegacyError('rest_forbidden', FORBIDDEN_MESSAGE, hasCredentials ? 403 : 401);

export const invalidJson = () => new LegacyError('rest_invalid_json', 'Invalid JSON body passed.', 400);

/** WordPress's JSON decoder has a depth limit too (512): it answers rest_invalid_json past it. */
export const jsonTooDeep = (max: number) =>
  new LegacyError('rest_invalid_json', `The JSON body is nested deeper than ${max} levels.`, 400);

export const payloadTooLarge = () => new LegacyError('rest_payload_too_large', 'The request body is too large.', 413);

/** The write rate limit: `seconds` until the client may write again (also sent as Retry-After). */
export const tooManyWrites = (seconds: number) =>
  new LegacyError('rest_too_many_requests', `Too many writes: try again in ${seconds} second${seconds === 1 ? '' : 's'}.`, 429);

/** Too many failed sign-ins from one address or for one user name: `seconds` until credentials are read again. */
export const tooManySignIns = (seconds: number) =>
  new LegacyError('rest_too_many_requests', `Too many failed sign-ins: try again in ${seconds} second${seconds === 1 ? '' : 's'}.`, 429);

/** A body that cannot be read as what it says it is: a broken compression, a malformed multipart. */
export const invalidBody = () => new LegacyError('rest_invalid_body', 'The request body could not be read.', 400);

export const unsupportedEncoding = (encoding: string, accepted: readonly string[]) =>
  new LegacyError(
    'rest_unsupported_encoding',
    `The request body uses a content encoding the server does not read (${encoding}); send ${orList(accepted)}.`,
    415
  );

/** `a`, `a or b`, `a, b or c`. */
const orList = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

export const missingParams = (names: string[]) =>
  new LegacyError('rest_missing_callback_param', `Missing parameter(s): ${names.join(', ')}`, 400, { params: names });

/** A multipart write with a file in it: the API takes none (images are media IDs or URLs). */
export const noFileUploads = () =>
  new LegacyError('rest_payload_too_large', 'This API takes no file uploads: give images as a media library ID or URL.', 413);

/** `params` maps each bad parameter to its message; `details` carries validator error objects (WordPress: `[]` if none). */
export const invalidParams = (
  params: Record<string, string>,
  details: Record<string, { code: string; message: string; data: unknown }> = {}
) =>
  new LegacyError('rest_invalid_param', `Invalid parameter(s): ${Object.keys(params).join(', ')}`, 400, {
    params,
    // WordPress encodes an empty PHP array as [] and a filled one as an object.
    details: Object.keys(details).length ? details : [],
  });

/** Seconds a client waits before it sends again a request the database was too busy for (Retry-After). */
export const DATABASE_BUSY_RETRY_AFTER = 2;

/**
 * The database did not answer in time (a lock held by another writer, no free connection): not a server
 * fault but a passing state, and the request's write rolled back whole, so the client may send it again.
 * WordPress has no code for it (its database errors are pages, not REST answers): `rest_database_busy`
 * names it the way its `rest_*` codes name the REST layer's answers. 503 with Retry-After, as HTTP says.
 */
export class DatabaseBusyError extends LegacyError {
  constructor(readonly retryAfter = DATABASE_BUSY_RETRY_AFTER) {
    super('rest_database_busy', `The database is busy: try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`, 503);
  }
}

/** WordPress's answer to an uncaught failure; the internal message is logged, never sent. */
export const internalError = () =>
  new LegacyError('internal_server_error', 'There has been a critical error on this website.', 500);

/** Strapi's application errors carry no status: this is the one Strapi's own formatter gives them. */
const STRAPI_ERROR_STATUS: Record<string, number> = {
  UnauthorizedError: 401,
  ForbiddenError: 403,
  PolicyError: 403,
  NotFoundError: 404,
  PayloadTooLargeError: 413,
  RateLimitError: 429,
  NotImplementedError: 501,
};

/** A thrown value's HTTP status, when it has one (Strapi's errors, http-errors, co-body parse errors). */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if (error instanceof errors.ApplicationError) return STRAPI_ERROR_STATUS[error.name] ?? 400;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : statusCode;
  return typeof value === 'number' ? value : undefined;
}

/**
 * formidable, which reads multipart bodies in Strapi's body middleware, throws errors whose status is
 * `httpCode`: 400 for a missing boundary or a malformed body, 413 past its size limits, 500 for the
 * rest, a request the client aborted included (nobody reads that answer).
 */
function multipartStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { httpCode } = error as { httpCode?: unknown };
  return typeof httpCode === 'number' ? httpCode : undefined;
}

/**
 * The status table: maps any error that reaches the calendar namespace to the WordPress answer.
 * `hasCredentials` tells a caller without credentials (401) from one whose credentials lack the right (403).
 */
export function toLegacyError(error: unknown, hasCredentials: boolean): LegacyError {
  if (error instanceof LegacyError) return error;
  if (isDatabaseBusy(error)) return new DatabaseBusyError();
  // A series that cannot be made as asked (recurring events): the parameter that asked for it.
  if (error instanceof SeriesRuleError) return invalidParams({ recurrence: error.message });
  // co-body throws the JSON.parse SyntaxError with status 400 for a malformed JSON body.
  if (error instanceof SyntaxError && statusOf(error) === 400) return invalidJson();
  const multipart = multipartStatus(error);
  if (multipart === 413) return payloadTooLarge();
  if (multipart !== undefined && multipart < 500) return invalidBody();
  return fromStatus(statusOf(error) ?? 500, hasCredentials);
}

/** Maps a bare status (Strapi's `ctx.unauthorized()`, the router's 405) to the WordPress answer. */
export function fromStatus(status: number, hasCredentials: boolean): LegacyError {
  switch (status) {
    case 401:
      // Strapi answers 401 to a bad or expired token: WordPress also answers 401 there.
      return forbidden(false);
    case 403:
      return forbidden(hasCredentials);
    case 404: // no route under the namespace
    case 405: // a known path with a method it does not serve: WordPress says "no route" for both
    case 501: // a method the router does not know at all
      return noRoute();
    case 413:
      return payloadTooLarge();
    default:
      return status >= 400 && status < 500
        ? new LegacyError('rest_invalid_request', 'The request could not be processed.', status)
        : internalError();
  }
}

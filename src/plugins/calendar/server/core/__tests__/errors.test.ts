import { errors } from '@strapi/utils';
import { DatabaseBusyError, fromStatus, invalidParams, LegacyError, missingParams, toLegacyError, tooManyWrites } from '../errors';

describe('toLegacyError', () => {
  const cases: { name: string; error: unknown; hasCredentials: boolean; expected: { code: string; status: number } }[] = [
    { name: 'a LegacyError as it is', error: new LegacyError('x-code', 'X', 410), hasCredentials: false, expected: { code: 'x-code', status: 410 } },
    { name: 'a JSON parse error', error: Object.assign(new SyntaxError('bad'), { status: 400 }), hasCredentials: false, expected: { code: 'rest_invalid_json', status: 400 } },
    { name: 'Strapi Forbidden without credentials', error: new errors.ForbiddenError(), hasCredentials: false, expected: { code: 'rest_forbidden', status: 401 } },
    { name: 'Strapi Forbidden with credentials', error: new errors.ForbiddenError(), hasCredentials: true, expected: { code: 'rest_forbidden', status: 403 } },
    { name: 'a bad token', error: new errors.UnauthorizedError(), hasCredentials: true, expected: { code: 'rest_forbidden', status: 401 } },
    { name: 'an unknown failure', error: new Error('database is on fire'), hasCredentials: false, expected: { code: 'internal_server_error', status: 500 } },
    { name: 'a thrown string', error: 'oops', hasCredentials: false, expected: { code: 'internal_server_error', status: 500 } },
    { name: 'a malformed multipart body (formidable)', error: Object.assign(new Error('no boundary'), { httpCode: 400, code: 1013 }), hasCredentials: false, expected: { code: 'rest_invalid_body', status: 400 } },
    { name: 'a multipart body past its limits (formidable)', error: Object.assign(new Error('too big'), { httpCode: 413, code: 1009 }), hasCredentials: false, expected: { code: 'rest_payload_too_large', status: 413 } },
    { name: 'an internal formidable failure', error: Object.assign(new Error('no parser'), { httpCode: 500, code: 1003 }), hasCredentials: false, expected: { code: 'internal_server_error', status: 500 } },
    // A database that did not answer in time (data/repository/database-busy.ts): 503, whatever the driver.
    ...(
      [
        ['no free connection in the pool (knex)', Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' })],
        ['a transaction that could not begin (knex)', new Error('Transaction query already complete, run with DEBUG=knex:tx for more info')],
        ['SQLite: the write lock held past the busy timeout', Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })],
        ['PostgreSQL: lock_timeout', Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' })],
        ['PostgreSQL: statement_timeout', Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })],
        ['MySQL/MariaDB: innodb_lock_wait_timeout', Object.assign(new Error('Lock wait timeout exceeded'), { code: 'ER_LOCK_WAIT_TIMEOUT', errno: 1205 })],
        ['a busy database as the cause of another error', new Error('insert failed', { cause: Object.assign(new Error('busy'), { code: 'SQLITE_BUSY' }) })],
      ] as const
    ).map(([name, error]) => ({ name, error, hasCredentials: true, expected: { code: 'rest_database_busy', status: 503 } })),
  ];

  it.each(cases)('maps $name', ({ error, hasCredentials, expected }) => {
    const legacy = toLegacyError(error, hasCredentials);
    expect({ code: legacy.code, status: legacy.status }).toEqual(expected);
  });

  it('never leaks an internal message', () => {
    expect(toLegacyError(new Error('secret detail'), false).toWire().message).not.toContain('secret');
  });
});

describe('fromStatus', () => {
  it.each([
    [404, 'rest_no_route', 404],
    [405, 'rest_no_route', 404],
    [501, 'rest_no_route', 404],
    [413, 'rest_payload_too_large', 413],
    [502, 'internal_server_error', 500],
  ])('maps %i to %s', (status, code, wireStatus) => {
    const legacy = fromStatus(status, false);
    expect([legacy.code, legacy.status]).toEqual([code, wireStatus]);
  });
});

describe('validation error bodies', () => {
  it('lists missing parameters like WordPress', () => {
    expect(missingParams(['title', 'start_date']).toWire()).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): title, start_date',
      data: { status: 400, params: ['title', 'start_date'] },
    });
  });

  it('encodes empty details as an empty array, like an empty PHP array', () => {
    expect(invalidParams({ start_date: 'Invalid parameter.' }).toWire()).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): start_date',
      data: { status: 400, params: { start_date: 'Invalid parameter.' }, details: [] },
    });
  });
});

describe('tooManyWrites', () => {
  it('says when to write again, as Retry-After does', () => {
    expect(tooManyWrites(1).toWire()).toEqual({ code: 'rest_too_many_requests', message: 'Too many writes: try again in 1 second.', data: { status: 429 } });
    expect(tooManyWrites(42).message).toBe('Too many writes: try again in 42 seconds.');
  });
});

describe('DatabaseBusyError', () => {
  it('says when to send again, as Retry-After does', () => {
    const busy = new DatabaseBusyError();
    expect(busy.toWire()).toEqual({ code: 'rest_database_busy', message: `The database is busy: try again in ${busy.retryAfter} seconds.`, data: { status: 503 } });
    expect(busy.retryAfter).toBeGreaterThanOrEqual(1);
  });
});

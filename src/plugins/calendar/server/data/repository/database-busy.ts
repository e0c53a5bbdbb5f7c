import type { Core } from '@strapi/strapi';
import { hasCode } from './unique-retry';

/**
 * Whether a query failed because the database did not answer in time, not because the query was wrong:
 * a lock another client held longer than the wait allowed, or no free connection in the pool. The write
 * that met it rolled back whole (its transaction never began, or the database aborted it); the same
 * request may succeed a moment later, so it answers 503 with Retry-After rather than 500 (errors.ts).
 *
 * - knex's pool gave no connection within `acquireConnectionTimeout` (DATABASE_CONNECTION_TIMEOUT):
 *   `KnexTimeoutError`.
 * - SQLite: another process kept the file's write lock past DATABASE_BUSY_TIMEOUT (`SQLITE_BUSY`, which
 *   database/sqlite-sharing.ts raises at `BEGIN IMMEDIATE`). knex then hands Strapi a transaction it has
 *   already closed, so what reaches the caller is knex's "Transaction query already complete" on the
 *   transaction's first statement, the cause lost: that message, too, is a transaction that could not begin.
 * - PostgreSQL: `lock_timeout` (55P03, set from DATABASE_BUSY_TIMEOUT in config/database.ts) or a
 *   `statement_timeout` an operator set (57014).
 * - MySQL/MariaDB: `innodb_lock_wait_timeout` (ER_LOCK_WAIT_TIMEOUT, 1205; set from DATABASE_BUSY_TIMEOUT).
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { name, message, code } = e as { name?: unknown; message?: unknown; code?: unknown };
    if (name === 'KnexTimeoutError') return true;
    if (typeof message === 'string' && message.startsWith('Transaction query already complete')) return true;
    if (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) return true;
  }
  return hasCode(error, ['55P03', '57014', 'ER_LOCK_WAIT_TIMEOUT'], [1205]);
}

interface KnexTransaction {
  isCompleted(): boolean;
  /** Settles with the transaction: rejected with the error of its BEGIN when it could not begin. */
  executionPromise?: Promise<unknown>;
}
type StartTransaction = (container?: unknown, config?: unknown) => Promise<KnexTransaction>;

/**
 * Strapi opens its transactions with knex's `transaction()` without a handler, which resolves to the
 * transaction even when its BEGIN failed (SQLite's busy timeout at `BEGIN IMMEDIATE`): the write then
 * runs on a closed transaction, each statement failing with "Transaction query already complete", and
 * Strapi's relation check reports that as "Invalid relations" (400). Here such a transaction fails where
 * it starts, with the error of its BEGIN, before any of the write runs.
 */
export function failTransactionsThatCannotBegin(strapi: Core.Strapi): void {
  const context = (strapi.db.connection as unknown as { context: { transaction: StartTransaction } }).context;
  const start = context.transaction;
  context.transaction = function (this: unknown, container?: unknown, config?: unknown) {
    const started = start.call(this, container, config);
    // With a handler, knex itself rejects what the handler's transaction could not begin.
    if (typeof container === 'function') return started;
    return started.then(async (trx) => {
      if (trx.isCompleted() && trx.executionPromise) await trx.executionPromise;
      return trx;
    });
  };
}

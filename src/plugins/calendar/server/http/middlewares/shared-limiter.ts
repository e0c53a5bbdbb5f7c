import { createHash } from 'crypto';
import type { Core } from '@strapi/strapi';
import { mapOf, remember } from '../../lib/bounded-memo';
import {
  RateLimiterMemory,
  RateLimiterMySQL,
  RateLimiterPostgres,
  RateLimiterSQLite,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';

/** Made by the migration `calendar-rate-limits` (database/migrations), before the app answers. */
export const RATE_LIMIT_TABLE = 'cal_rate_limits';

export interface SharedLimiterOptions {
  /** Keeps the buckets of one limit apart from another's in the one table. */
  keyPrefix: string;
  points: number;
  /** The window, in seconds. */
  duration: number;
}

/**
 * A limiter whose counts live in the app's database (`cal_rate_limits`), so that every process and
 * instance on it counts one budget: workers of `CALENDAR_WORKERS`, servers behind a load balancer.
 * rate-limiter-flexible's SQL store of the database in use, on Strapi's own knex pool; the table is the
 * migration's, never created here. Should the database fail to answer, the count goes on in this
 * process's memory (the library's insurance limiter) rather than failing the request.
 */
export function createSharedLimiter(strapi: Core.Strapi, options: SharedLimiterOptions): RateLimiterAbstract {
  const knex = strapi.db.connection;
  const common = {
    ...options,
    storeClient: knex,
    storeType: 'knex',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    // Its timer would outlive a destroyed app (and reject unheard on SQLite); expired rows go below.
    clearExpiredByTimeout: false,
    insuranceLimiter: new RateLimiterMemory(options),
  };
  const client = strapi.db.dialect.client as 'sqlite' | 'postgres' | 'mysql';
  const settings = knex.client.connectionSettings as { schema?: string; database?: string };
  const limiter: RateLimiterStoreAbstract =
    client === 'postgres'
      ? new RateLimiterPostgres({ ...common, schemaName: settings.schema })
      : client === 'mysql'
        ? new RateLimiterMySQL({ ...common, dbName: settings.database })
        : new RateLimiterSQLite(common);
  return withExpiredRowsCleared(strapi, limiter, options.duration);
}

const LIMITERS = new WeakMap<Core.Strapi, Map<string, RateLimiterAbstract | null>>();

/**
 * The app's limiter of these options, made once and shared by whoever counts with them (the write and
 * sign-in middlewares, the submissions' limits and challenges); null when `points` is 0, a limit turned off.
 */
export function sharedLimiter(strapi: Core.Strapi, options: SharedLimiterOptions): RateLimiterAbstract | null {
  const key = `${options.keyPrefix}|${options.points}|${options.duration}`;
  // A handful of keys per app (one per limit): the bound is only the memos' rule.
  return remember(mapOf(LIMITERS, strapi), key, 64, () => (options.points > 0 ? createSharedLimiter(strapi, options) : null));
}

/**
 * Deletes the rows whose window has ended, at most once a window per process, after a count: the table
 * holds only the buckets of the last window, however many addresses and user names an attacker tries.
 */
function withExpiredRowsCleared(strapi: Core.Strapi, limiter: RateLimiterStoreAbstract, seconds: number): RateLimiterAbstract {
  let next = 0;
  const clear = () => {
    const now = Date.now();
    if (now < next) return;
    next = now + seconds * 1000;
    strapi.db
      .getConnection(RATE_LIMIT_TABLE)
      .where('expire', '<', now)
      .delete()
      .catch((error: unknown) => strapi.log.warn(`calendar: clearing expired rate limit counts failed: ${String(error)}`));
  };
  const penalty = limiter.penalty.bind(limiter);
  const consume = limiter.consume.bind(limiter);
  limiter.penalty = (...args) => penalty(...args).finally(clear);
  limiter.consume = (...args) => consume(...args).finally(clear);
  return limiter;
}

/**
 * A bucket's key: `kind:value`, or `kind#<SHA-256 of value>` when the value is long or not plain
 * ASCII (a user name from a Basic header, an X-Forwarded-For address), so that any key fits the column.
 */
export function bucketKey(kind: string, value: string): string {
  return value.length <= 64 && /^[\x21-\x7e]*$/.test(value) ? `${kind}:${value}` : `${kind}#${createHash('sha256').update(value).digest('hex')}`;
}

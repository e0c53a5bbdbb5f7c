/**
 * Named (prepared) statements for the SQL a PostgreSQL connection runs again and again.
 *
 * node-postgres sends every parameterized statement unnamed: PostgreSQL parses, analyses and plans it on
 * every run. For the calendar's reads that was most of the database's work: the three statements of a
 * computed list page cost 3.7 ms of the backend's CPU unnamed and 1.5 ms named (measured on the bench
 * database; `npm run bench -- --only costs` shows it per request kind), because a named statement is
 * parsed once per connection and PostgreSQL may then keep a generic plan for it (plan_cache_mode
 * `auto`: only when its estimated cost is no worse than the custom plans it has made so far).
 *
 * Which statements: a text becomes named the `HOT_AFTER`-th time its connection runs it (one-off
 * SQL, such as an admin's filtered list, stays unnamed), and at most `size` texts per connection: a
 * connection never holds more prepared statements than that (each is a few kilobytes in its backend).
 * Nothing is ever deallocated, so no DEALLOCATE can fail inside an aborted transaction and leave the
 * client's bookkeeping and the server's apart; the pool replaces idle connections, which starts over.
 * A statement PostgreSQL refuses to run from its cache after a schema change ("cached plan must not
 * change result type", e.g. another instance added a column) is not named again on that connection, and
 * outside a transaction it is run again unnamed at once; so is a name the connection lost (below).
 *
 * Statements without parameters (BEGIN, COMMIT, SET, the data version read) are left alone: pg sends
 * them with the simple protocol. DATABASE_PREPARED_STATEMENTS=0 turns this off: a pooler in transaction
 * mode must keep prepared statements per client (PgBouncer 1.21 or later with `max_prepared_statements`
 * above 0), otherwise statements go missing between transactions.
 */

interface QueryConfig {
  text?: unknown;
  values?: unknown;
  name?: unknown;
  submit?: unknown;
}

interface PgError extends Error {
  code?: string;
  routine?: string;
}

export interface PreparingClient {
  query: (...args: never[]) => unknown;
  /** node-postgres' own bookkeeping of the statements it parsed on this connection. */
  connection?: { parsedStatements?: Record<string, string> };
  /** 'I' idle, 'T' in a transaction, 'E' in a failed one (node-postgres 8.x). */
  getTransactionStatus?: () => string | null;
}

export const PREPARED_STATEMENTS_DEFAULT = 200;
/** Runs of a text on one connection before it is named. */
export const HOT_AFTER = 2;
/** Texts counted per connection before the counts start over (the named ones are kept apart). */
const MAX_COUNTED = 500;
/** Longer texts are never named (nor counted): what a connection keeps stays small. */
const MAX_TEXT = 50_000;

/**
 * PostgreSQL refuses to run a kept plan whose result columns changed (a `select *` after a column was
 * added, say by another instance's migration): feature_not_supported from RevalidateCachedQuery. The
 * message is matched too, for servers that report no routine.
 */
const stalePlan = (error: PgError) =>
  (error.code === '0A000' && error.routine === 'RevalidateCachedQuery') || /cached plan must not change result type/i.test(error.message);

/**
 * Errors after which the name cannot be trusted on this connection: thrown by the client itself before
 * Bind (a value it cannot encode: it then closes the statement on the server while its bookkeeping still
 * says parsed), or the server not knowing the name or already holding it (a pooler handing the session's
 * statements to another client).
 */
const lostName = (error: PgError) => !error.code || error.code === '26000' || error.code === '42P05';

export function prepareStatements<C extends PreparingClient>(client: C, size = PREPARED_STATEMENTS_DEFAULT): C {
  if (size <= 0) return client;
  const run = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = new Map<string, string>();
  const refused = new Set<string>();
  let seen = new Map<string, number>();
  // Names are never reused, even for a forgotten statement: the server may still hold it under its name.
  let made = 0;

  const nameFor = (text: string): string | undefined => {
    const existing = named.get(text);
    if (existing) return existing;
    if (made >= size || refused.has(text) || text.length > MAX_TEXT) return undefined;
    const count = (seen.get(text) ?? 0) + 1;
    if (count < HOT_AFTER) {
      if (seen.size >= MAX_COUNTED) seen = new Map();
      seen.set(text, count);
      return undefined;
    }
    seen.delete(text);
    made += 1;
    const name = `cal_s${made}`;
    named.set(text, name);
    return name;
  };

  /** After an error: whether the text runs unnamed from now on (it is then never named again on this connection). */
  const dropOn = (error: PgError, text: string, name: string): boolean => {
    if (!stalePlan(error) && !lostName(error)) return false;
    named.delete(text);
    refused.add(text);
    if (client.connection?.parsedStatements) delete client.connection.parsedStatements[name];
    return true;
  };
  /** A stale plan outside a transaction is run again unnamed: the caller sees no error. Inside one, the transaction already failed. */
  const retryable = (error: PgError) => stalePlan(error) && client.getTransactionStatus?.() === 'I';

  client.query = ((config: unknown, ...rest: unknown[]) => {
    const query = config as QueryConfig | null;
    // Plain texts, named statements, and query objects that submit themselves (cursors, streams) pass as they are.
    if (!query || typeof query !== 'object' || typeof query.text !== 'string' || query.name !== undefined || typeof query.submit === 'function') {
      return run(config, ...rest);
    }
    if (!Array.isArray(query.values) || query.values.length === 0) return run(config, ...rest);
    const text = query.text;
    const name = nameFor(text);
    if (!name) return run(config, ...rest);
    const callback = typeof rest[rest.length - 1] === 'function' ? (rest.pop() as (error: Error | null, result?: unknown) => void) : undefined;
    const withName = { ...query, name };
    if (callback) {
      return run(withName, ...rest, (error: PgError | null, result?: unknown) => {
        if (error && dropOn(error, text, name) && retryable(error)) return void run(config, ...rest, callback);
        callback(error, result);
      });
    }
    const answer = run(withName, ...rest) as Promise<unknown> | undefined;
    return answer?.catch((error: PgError) => {
      if (dropOn(error, text, name) && retryable(error)) return run(config, ...rest);
      throw error;
    });
  }) as C['query'];
  return client;
}

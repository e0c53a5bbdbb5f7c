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
 * change result type") is not named again on that connection.
 *
 * Statements without parameters (BEGIN, COMMIT, SET, the data version read) are left alone: pg sends
 * them with the simple protocol. DATABASE_PREPARED_STATEMENTS=0 turns this off (a pooler in
 * transaction mode without prepared-statement support, such as PgBouncer before 1.21, needs that).
 */

interface QueryConfig {
  text?: unknown;
  values?: unknown;
  name?: unknown;
}

export interface PreparingClient {
  query: (...args: never[]) => unknown;
}

export const PREPARED_STATEMENTS_DEFAULT = 200;
/** Runs of a text on one connection before it is named. */
export const HOT_AFTER = 2;
/** Texts counted per connection before the counts start over (the named ones are kept apart). */
const MAX_COUNTED = 2000;
const STALE_PLAN = /cached plan must not change result type/i;

export function prepareStatements<C extends PreparingClient>(client: C, size = PREPARED_STATEMENTS_DEFAULT): C {
  if (size <= 0) return client;
  const run = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = new Map<string, string>();
  const refused = new Set<string>();
  let seen = new Map<string, number>();
  // Names are never reused, even for a forgotten statement: the server still holds it under its name.
  let made = 0;

  const nameFor = (text: string): string | undefined => {
    const existing = named.get(text);
    if (existing) return existing;
    if (made >= size || refused.has(text)) return undefined;
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

  const forget = (text: string) => {
    named.delete(text);
    refused.add(text);
  };

  client.query = ((config: unknown, ...rest: unknown[]) => {
    const query = config as QueryConfig | null;
    if (!query || typeof query !== 'object' || typeof query.text !== 'string' || query.name !== undefined) return run(config, ...rest);
    if (!Array.isArray(query.values) || query.values.length === 0) return run(config, ...rest);
    const text = query.text;
    const name = nameFor(text);
    if (!name) return run(config, ...rest);
    const callback = typeof rest[rest.length - 1] === 'function' ? (rest.pop() as (error: Error | null, result?: unknown) => void) : undefined;
    const withName = { ...query, name };
    if (callback) {
      return run(withName, ...rest, (error: Error | null, result?: unknown) => {
        if (error && STALE_PLAN.test(error.message)) forget(text);
        callback(error, result);
      });
    }
    const answer = run(withName, ...rest) as Promise<unknown> | undefined;
    return answer?.catch((error: Error) => {
      if (STALE_PLAN.test(error.message)) forget(text);
      throw error;
    });
  }) as C['query'];
  return client;
}

/** Whether the error, or one it was caused by, carries one of the drivers' `code`s or MySQL `errno`s. */
export function hasCode(error: unknown, codes: string[], errnos: number[]): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, errno } = e as { code?: unknown; errno?: unknown };
    if (codes.includes(code as string) || errnos.includes(errno as number)) return true;
  }
  return false;
}

/** A unique-index violation, as each supported driver reports it (PostgreSQL, SQLite, MySQL/MariaDB). */
export const isUniqueViolation = (error: unknown): boolean => hasCode(error, ['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'ER_DUP_ENTRY'], [1062]);

/**
 * A transaction the database chose to abort in a deadlock (MySQL/MariaDB, PostgreSQL). On MySQL the
 * day counts' triggers upsert one row per day pair in the write's transaction: three writers of events
 * on the same days wait for the first one's row, then both remaining ones hold a shared lock and want an
 * exclusive one, and InnoDB aborts one of them ("try restarting transaction"): 13 of 16 concurrent
 * creates of events on one day failed so before this retry.
 */
export const isDeadlock = (error: unknown): boolean => hasCode(error, ['40P01', 'ER_LOCK_DEADLOCK'], [1213]);

/**
 * Runs a write transaction again when it lost a race: on a unique index (two requests that picked the
 * same free slug at once: the database, not process memory, decides; several instances may share it),
 * or in a deadlock the database broke by aborting it. The losing transaction rolled back whole, so
 * running it again is safe. Each round at least one of the racers commits, so n concurrent writers need
 * at most n rounds; a short random pause spreads them.
 */
export async function retryLostRace<T>(run: () => Promise<T>, lost = (error: unknown) => isUniqueViolation(error) || isDeadlock(error), attempts = 25): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !lost(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}

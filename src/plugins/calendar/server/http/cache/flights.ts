/**
 * Answers being computed (in flight), by cache key, and which of them, or of the answers kept, may
 * serve a request without being stale.
 *
 * An answer may serve a request when it cannot miss a write the request must see, that is a write
 * committed before the request arrived. Two facts prove it:
 * - the answer was read at the data version the request read (no write committed in between), or
 * - its computation started after the request arrived in this process: it reads the database after
 *   every such commit (this process's order of events is enough: each instance decides for its own
 *   requests, and a commit made anywhere is visible to any read that starts after it).
 *
 * The second fact lets requests that arrive while an older computation runs (one that read the version
 * before the latest write) wait for it to end and then share ONE new computation, instead of each
 * computing its own beside it. Under writes (every write bumps the version) a slow answer, a feed of a
 * thousand events, used to be computed by every request that asked for it while the previous one ran;
 * now at most two computations of one key run at once: the older one, and the next.
 */

/** A computation in flight, or an answer kept: the version and clock period it was read at, and when it started. */
export interface Stamped {
  version: string;
  clock: string;
  /** The tick its computation started at (Flights.tick). */
  started: number;
}

/** What a request knows of itself: the version and clock period it read, and the tick it arrived at. */
export interface Asking {
  version: string;
  clock: string;
  arrived: number;
}

interface Flight<T> extends Stamped {
  answer: Promise<T | null>;
}

/** Whether `answer` may serve `request` (see above); an answer of another clock period never does. */
export function serves(answer: Stamped, request: Asking): boolean {
  return answer.clock === request.clock && (answer.version === request.version || answer.started > request.arrived);
}

export class Flights<T extends Stamped> {
  private sequence = 0;
  private readonly running = new Map<string, Flight<T>>();

  /** This process's order of events: taken when a request arrives (before it reads the version) and when a computation starts. */
  tick(): number {
    this.sequence += 1;
    return this.sequence;
  }

  /**
   * The answer for `request`: one kept (`kept`) or being computed that may serve it, else the one
   * `compute` makes now (it gets its tick; others join it until it ends). A computation that may not
   * serve it (started before it arrived, at an older version) is waited for first, once: the requests
   * that waited for it then share the next computation, started by the first of them to wake, in the
   * same turn as it finds none running. `fresh` (the client asked for an answer computed now) skips
   * straight to computing. Null when this request's own computation kept no answer (its route's body
   * stays the request's); a computation it joined that ends without one makes it compute its own.
   */
  async obtain(key: string, request: Asking, kept: () => T | undefined, compute: (started: number) => Promise<T | null>, fresh = false): Promise<T | null> {
    for (let round = 0; round < 2 && !fresh; round += 1) {
      const entry = kept();
      if (entry && serves(entry, request)) return entry;
      const flight = this.running.get(key);
      if (!flight || flight.clock !== request.clock) break;
      if (serves(flight, request)) {
        const answer = await flight.answer;
        if (answer) return answer;
        break;
      }
      // Older than what this request must see: its end is the earliest a computation of this key may
      // start without running beside it.
      await flight.answer;
    }
    return this.start(key, request, compute);
  }

  /** Computes `key` now, stamped with the request's version and clock and a new tick, for others to join. */
  private async start(key: string, stamp: Asking, compute: (started: number) => Promise<T | null>): Promise<T | null> {
    const started = this.tick();
    let settle: (answer: T | null) => void = () => undefined;
    const answer = new Promise<T | null>((resolve) => (settle = resolve));
    this.running.set(key, { version: stamp.version, clock: stamp.clock, started, answer });
    try {
      const result = await compute(started);
      settle(result);
      return result;
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      if (this.running.get(key)?.answer === answer) this.running.delete(key);
    }
  }
}

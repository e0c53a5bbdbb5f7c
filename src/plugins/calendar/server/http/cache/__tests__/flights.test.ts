import { Flights, serves, type Stamped } from '../flights';

interface Answer extends Stamped {
  text: string;
}

/** Flights, and computations the test ends by hand (those started, in order). */
function controlled() {
  const flights = new Flights<Answer>();
  const started: { started: number; finish: (text: string | null) => void }[] = [];
  const compute = (version: string) => (tick: number) =>
    new Promise<Answer | null>((resolve) => {
      started.push({ started: tick, finish: (text) => resolve(text === null ? null : { version, clock: 'd1', started: tick, text }) });
    });
  return { flights, started, compute };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('serves', () => {
  const answer = { version: '5', clock: 'd1', started: 10 };
  it('an answer of the version the request read, or one started after the request arrived, in its clock period', () => {
    expect(serves(answer, { version: '5', clock: 'd1', arrived: 20 })).toBe(true);
    expect(serves(answer, { version: '6', clock: 'd1', arrived: 9 })).toBe(true);
    expect(serves(answer, { version: '6', clock: 'd1', arrived: 10 })).toBe(false);
    expect(serves(answer, { version: '6', clock: 'd1', arrived: 11 })).toBe(false);
    expect(serves(answer, { version: '5', clock: 'd2', arrived: 9 })).toBe(false);
  });
});

describe('Flights', () => {
  /** A request that arrives now and asks for key `k`, computing with `compute` when nothing may serve it. */
  const ask = (flights: Flights<Answer>, version: string, compute: (tick: number) => Promise<Answer | null>, kept: () => Answer | undefined = () => undefined) =>
    flights.obtain('k', { version, clock: 'd1', arrived: flights.tick() }, kept, compute);

  it('computes once for requests of the same version', async () => {
    const { flights, started, compute } = controlled();
    const answers = [ask(flights, '1', compute('1')), ask(flights, '1', compute('1'))];
    await flush();
    started[0].finish('one');
    expect((await Promise.all(answers)).map((a) => a?.text)).toEqual(['one', 'one']);
    expect(started).toHaveLength(1);
  });

  it('serves a kept answer of the version the request read, and never one of an older version', async () => {
    const { flights, started, compute } = controlled();
    const keptOne = { version: '1', clock: 'd1', started: flights.tick(), text: 'kept' };
    expect((await ask(flights, '1', compute('1'), () => keptOne))?.text).toBe('kept');
    const fresh = ask(flights, '2', compute('2'), () => keptOne);
    await flush();
    expect(started).toHaveLength(1);
    started[0].finish('computed');
    expect((await fresh)?.text).toBe('computed');
  });

  it('makes requests that arrive during an older computation wait for it, then share ONE new computation', async () => {
    const { flights, started, compute } = controlled();
    const old = ask(flights, '1', compute('1'));
    // A write commits (version 2); three requests arrive while the old computation still runs.
    const later = [0, 1, 2].map(() => ask(flights, '2', compute('2')));
    await flush();
    expect(started).toHaveLength(1);
    started[0].finish('before the write');
    expect((await old)?.text).toBe('before the write');
    await flush();
    // The first request to wake started the next computation; the other two joined it.
    expect(started).toHaveLength(2);
    started[1].finish('after the write');
    expect((await Promise.all(later)).map((a) => a?.text)).toEqual(['after the write', 'after the write', 'after the write']);
  });

  it('lets a request that arrived before a computation started share it, whatever version it read', async () => {
    const { flights, started, compute } = controlled();
    const arrived = flights.tick();
    const first = ask(flights, '3', compute('3'));
    const early = flights.obtain('k', { version: '2', clock: 'd1', arrived }, () => undefined, compute('2'));
    await flush();
    started[0].finish('three');
    expect((await early)?.text).toBe('three');
    expect((await first)?.text).toBe('three');
    expect(started).toHaveLength(1);
  });

  it('lets a request compute its own when the computation it joined ends without an answer', async () => {
    const { flights, started, compute } = controlled();
    const first = ask(flights, '1', compute('1'));
    const second = ask(flights, '1', compute('1'));
    await flush();
    started[0].finish(null);
    expect(await first).toBeNull();
    await flush();
    expect(started).toHaveLength(2);
    started[1].finish('own');
    expect((await second)?.text).toBe('own');
  });

  it('forgets a computation that failed, and passes its error to the request that computed it', async () => {
    const { flights, started, compute } = controlled();
    await expect(ask(flights, '1', () => Promise.reject(new Error('route failed')))).rejects.toThrow('route failed');
    const next = ask(flights, '1', compute('1'));
    await flush();
    expect(started).toHaveLength(1);
    started[0].finish('ok');
    expect((await next)?.text).toBe('ok');
  });

  it('keeps computations of other clock periods apart, and computes now when asked for a fresh answer', async () => {
    const { flights, started, compute } = controlled();
    const first = ask(flights, '1', compute('1'));
    const otherDay = flights.obtain('k', { version: '1', clock: 'd2', arrived: flights.tick() }, () => undefined, compute('1'));
    const noCache = flights.obtain('k', { version: '1', clock: 'd1', arrived: flights.tick() }, () => undefined, compute('1'), true);
    await flush();
    expect(started).toHaveLength(3);
    for (const one of started) one.finish('x');
    await Promise.all([first, otherDay, noCache]);
  });
});

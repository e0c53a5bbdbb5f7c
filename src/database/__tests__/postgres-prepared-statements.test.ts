import { HOT_AFTER, prepareStatements } from '../postgres-prepared-statements';

/** A client that records what it is asked to run, and answers with `fail` when set. */
function fakeClient(fail?: (config: { text: string; name?: string }) => Error | undefined, status = 'I') {
  const sent: Array<{ text: string; name?: string }> = [];
  const client = {
    connection: { parsedStatements: {} as Record<string, string> },
    getTransactionStatus: () => status,
    query: (config: { text: string; name?: string; values?: unknown[] }, callback?: (error: Error | null, result?: unknown) => void) => {
      sent.push({ text: config.text, name: config.name });
      const error = fail?.(config) ?? null;
      if (callback) return callback(error, error ? undefined : { rows: [] });
      return error ? Promise.reject(error) : Promise.resolve({ rows: [] });
    },
  };
  return { client, sent };
}

const run = (client: { query: (...args: never[]) => unknown }, text: string, values: unknown[] = [1]) =>
  new Promise<unknown>((resolve) => (client.query as unknown as (c: object, cb: (e: Error | null) => void) => void)({ text, values }, (error) => resolve(error)));

describe('PostgreSQL prepared statements', () => {
  it('name a text from its HOT_AFTER-th run on, always with the same name', async () => {
    const { client, sent } = fakeClient();
    prepareStatements(client);
    for (let i = 0; i < HOT_AFTER + 2; i += 1) await run(client, 'select $1');
    expect(sent.map((s) => s.name)).toEqual(Array.from({ length: HOT_AFTER + 2 }, (_, i) => (i < HOT_AFTER - 1 ? undefined : 'cal_s1')));
  });

  it('leave statements without values and statements already named alone', async () => {
    const { client, sent } = fakeClient();
    prepareStatements(client);
    for (let i = 0; i < 3; i += 1) await run(client, 'BEGIN;', []);
    for (let i = 0; i < 3; i += 1) await new Promise((resolve) => client.query({ text: 'select $1', values: [1], name: 'theirs' }, resolve));
    expect(sent.map((s) => s.name)).toEqual([undefined, undefined, undefined, 'theirs', 'theirs', 'theirs']);
  });

  it('name at most `size` texts per connection, never reusing a name', async () => {
    const { client, sent } = fakeClient();
    prepareStatements(client, 2);
    for (const text of ['a $1', 'b $1', 'c $1']) for (let i = 0; i < HOT_AFTER; i += 1) await run(client, text);
    const names = sent.filter((s) => s.name).map((s) => `${s.text}=${s.name}`);
    expect(names).toEqual(['a $1=cal_s1', 'b $1=cal_s2']);
  });

  it('inside a transaction, stop naming a text whose cached plan the server refused after a schema change', async () => {
    let refuse = true;
    const { client, sent } = fakeClient((config) => (config.name && refuse ? ((refuse = false), new Error('cached plan must not change result type')) : undefined), 'E');
    prepareStatements(client);
    const errors = [];
    for (let i = 0; i < HOT_AFTER + 2; i += 1) errors.push(await run(client, 'select * from t where id = $1'));
    expect(errors.filter(Boolean)).toHaveLength(1);
    expect(sent.slice(HOT_AFTER).map((s) => s.name)).toEqual([undefined, undefined]);
  });

  it('outside a transaction, run a refused cached plan again unnamed: the caller sees no error', async () => {
    const stale = Object.assign(new Error('cached plan must not change result type'), { code: '0A000', routine: 'RevalidateCachedQuery' });
    const { client, sent } = fakeClient((config) => (config.name ? stale : undefined), 'I');
    prepareStatements(client);
    const errors = [];
    for (let i = 0; i < HOT_AFTER + 1; i += 1) errors.push(await run(client, 'select * from t where id = $1'));
    expect(errors.filter(Boolean)).toEqual([]);
    expect(sent.map((s) => s.name)).toEqual([...Array(HOT_AFTER - 1).fill(undefined), 'cal_s1', undefined, undefined]);
  });

  it('forget a name the connection lost (a value pg could not encode, a pooler), in its own bookkeeping too', async () => {
    let lose = true;
    const { client, sent } = fakeClient((config) => (config.name && lose ? ((lose = false), Object.assign(new Error('prepared statement "cal_s1" does not exist'), { code: '26000' })) : undefined));
    prepareStatements(client);
    client.connection.parsedStatements.cal_s1 = 'select $1';
    const errors = [];
    for (let i = 0; i < HOT_AFTER + 1; i += 1) errors.push(await run(client, 'select $1'));
    expect(errors.filter(Boolean)).toHaveLength(1);
    expect(client.connection.parsedStatements).toEqual({});
    expect(sent[sent.length - 1].name).toBeUndefined();
  });

  it('leave query objects that submit themselves (cursors, streams) as they are', async () => {
    const { client, sent } = fakeClient();
    prepareStatements(client);
    const cursor = { text: 'select $1', values: [1], submit: () => undefined };
    for (let i = 0; i < 3; i += 1) await new Promise((resolve) => client.query(cursor, resolve));
    expect(sent.every((s) => s.name === undefined)).toBe(true);
  });

  it('work with the promise form too', async () => {
    const { client, sent } = fakeClient();
    prepareStatements(client);
    for (let i = 0; i < HOT_AFTER; i += 1) await (client.query as unknown as (c: object) => Promise<unknown>)({ text: 'select $1', values: [1] });
    expect(sent[HOT_AFTER - 1].name).toBe('cal_s1');
  });

  it('are off with a size of 0', async () => {
    const { client, sent } = fakeClient();
    prepareStatements(client, 0);
    for (let i = 0; i < 3; i += 1) await run(client, 'select $1');
    expect(sent.every((s) => s.name === undefined)).toBe(true);
  });
});

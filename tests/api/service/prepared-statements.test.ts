import { appForFile } from '../../helpers/app-for-file';
import { HOT_AFTER } from '../../../src/database/postgres-prepared-statements';

/**
 * PostgreSQL keeps the SQL each connection runs again and again as named statements
 * (src/database/postgres-prepared-statements.ts): checked on the app's own pool, in the PostgreSQL pass.
 */
const onPostgres = (process.env.DATABASE_CLIENT ?? 'sqlite') === 'postgres' ? describe : describe.skip;
const app = appForFile();

type Trx = { raw: (sql: string, bindings?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }> };
/** Runs `work` on one connection of the app's pool (a transaction holds its connection). */
const onOneConnection = <T>(work: (trx: Trx) => Promise<T>): Promise<T> =>
  app.strapi.db.connection.transaction((trx) => work(trx as unknown as Trx)) as Promise<T>;

onPostgres('prepared statements on PostgreSQL', () => {
  it('are made for SQL a connection runs again, and give the same rows', async () => {
    const text = 'select count(*)::int as n from events where locale = ? and post_status = ?';
    const { counts, prepared } = await onOneConnection(async (trx) => {
      const counts: unknown[] = [];
      for (let i = 0; i < HOT_AFTER + 1; i += 1) counts.push((await trx.raw(text, ['en', 'publish'])).rows[0].n);
      const prepared = (await trx.raw("select name, statement from pg_prepared_statements where statement like '%post_status = $2%'")).rows;
      return { counts, prepared };
    });
    expect(new Set(counts).size).toBe(1);
    expect(prepared).toEqual([{ name: expect.stringMatching(/^cal_s\d+$/), statement: expect.stringContaining('from events where locale = $1') }]);
  });

  it('are made for the calendar\'s own reads', async () => {
    for (let i = 0; i < 4; i += 1) await app.http().get('/api/cal/events/v1/events').set('Cache-Control', 'no-cache').expect(200);
    const prepared = await onOneConnection(async (trx) => (await trx.raw("select count(*)::int as n from pg_prepared_statements where name like 'cal_s%'")).rows[0].n);
    // Each connection keeps its own: the one this reads on has run some of the list's statements, or the test's above.
    expect(prepared).toBeGreaterThan(0);
  });

  it('keep working after a value the driver could not send (it closes the statement on the server)', async () => {
    const text = 'select ?::text as v where 1 = ?';
    const results = await onOneConnection(async (trx) => {
      const before: unknown[] = [];
      for (let i = 0; i < HOT_AFTER + 1; i += 1) before.push((await trx.raw(text, ['a', 1])).rows[0].v);
      // A value whose conversion throws in the client, before Bind: node-postgres closes the named statement.
      const unsendable = { toPostgres: () => { throw new Error('cannot send'); } };
      await trx.raw('savepoint probe');
      const refused = await trx.raw(text, [unsendable, 1]).then(() => 'sent', (error: Error) => error.message);
      await trx.raw('rollback to savepoint probe');
      const after = (await trx.raw(text, ['b', 1])).rows[0].v;
      return { before, refused, after };
    });
    expect(results).toEqual({ before: Array(HOT_AFTER + 1).fill('a'), refused: expect.stringContaining('cannot send'), after: 'b' });
  });

  it('recover from a schema change under a kept statement: one error, then the statement runs unnamed', async () => {
    const results = await onOneConnection(async (trx) => {
      await trx.raw('create temporary table prepared_probe (id int, a text)');
      await trx.raw("insert into prepared_probe values (1, 'x')");
      const read = () => trx.raw('select * from prepared_probe where id = ?', [1]).then((r) => Object.keys(r.rows[0]).join(','));
      const before: unknown[] = [];
      for (let i = 0; i < HOT_AFTER + 1; i += 1) before.push(await read());
      await trx.raw('alter table prepared_probe add column b text');
      // The refused run aborts the transaction: a savepoint keeps the rest of the test going.
      await trx.raw('savepoint probe');
      const refused = await read().catch((error: Error) => error.message);
      await trx.raw('rollback to savepoint probe');
      const after = await read();
      return { before, refused, after };
    });
    expect(results.before).toEqual(Array(HOT_AFTER + 1).fill('id,a'));
    expect(results.refused).toMatch(/cached plan must not change result type/);
    expect(results.after).toBe('id,a,b');
  });
});

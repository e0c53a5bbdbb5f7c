import { isDeadlock, isUniqueViolation, retryLostRace } from '../unique-retry';

/** Errors as the drivers throw them (pg, mysql2, better-sqlite3), some wrapped as Strapi wraps them. */
const pgDeadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
const mysqlDeadlock = Object.assign(new Error('Deadlock found when trying to get lock; try restarting transaction'), { code: 'ER_LOCK_DEADLOCK', errno: 1213 });
const mysqlDuplicate = Object.assign(new Error('Duplicate entry'), { code: 'ER_DUP_ENTRY', errno: 1062 });
const wrapped = (cause: Error) => Object.assign(new Error('Transaction failed'), { cause });

describe('lost races', () => {
  it('knows a deadlock from each database, wrapped or not, and nothing else as one', () => {
    expect([pgDeadlock, mysqlDeadlock, wrapped(mysqlDeadlock)].map(isDeadlock)).toEqual([true, true, true]);
    expect([mysqlDuplicate, new Error('deadlock'), Object.assign(new Error('x'), { code: '40001' }), null, 'ER_LOCK_DEADLOCK'].map(isDeadlock)).toEqual([false, false, false, false, false]);
    expect(isUniqueViolation(wrapped(mysqlDuplicate))).toBe(true);
  });

  it('runs a transaction again after a deadlock or a unique violation, and gives up on anything else', async () => {
    let calls = 0;
    const flaky = (failures: Error[]) => async () => {
      const failure = failures[calls++];
      if (failure) throw failure;
      return 'committed';
    };
    await expect(retryLostRace(flaky([pgDeadlock, mysqlDuplicate, wrapped(mysqlDeadlock)]))).resolves.toBe('committed');
    expect(calls).toBe(4);
    calls = 0;
    await expect(retryLostRace(flaky([new Error('constraint')]))).rejects.toThrow('constraint');
    expect(calls).toBe(1);
    // Deadlocks only: a unique violation is the caller's own answer.
    calls = 0;
    await expect(retryLostRace(flaky([mysqlDuplicate]), isDeadlock)).rejects.toThrow('Duplicate entry');
    expect(calls).toBe(1);
  });

  it('stops after its attempts', async () => {
    let calls = 0;
    await expect(
      retryLostRace(
        async () => {
          calls += 1;
          throw mysqlDeadlock;
        },
        isDeadlock,
        3
      )
    ).rejects.toBe(mysqlDeadlock);
    expect(calls).toBe(3);
  });
});

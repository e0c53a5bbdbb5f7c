import { countAtDoor, planAtDoor, plannedAtDoor, throughDoor, type Door } from '../door';

// The write's plan at the door (data/door/door.ts): each step lists what it will change before writing,
// and a plan past the write's bound is refused before its first record.

const door = (maxRecords: number): Door => ({
  allows: async () => true,
  refusal: () => new Error('refused'),
  maxRecords,
  tooMany: () => new Error('too many'),
});

describe('planAtDoor', () => {
  it('keeps the plan of the open write, in order, and nothing outside a door', async () => {
    const plan = await throughDoor(door(10), async () => {
      planAtDoor({ step: 'series', creates: 3, changes: ['a'], detail: { create: ['20270104', '20270111', '20270118'] } });
      planAtDoor({ step: 'series', creates: 0, changes: ['b'] });
      return plannedAtDoor();
    });
    expect(plan.map((p) => [p.creates, p.changes])).toEqual([[3, ['a']], [0, ['b']]]);
    planAtDoor({ step: 'series', creates: 1000, changes: [] });
    expect(plannedAtDoor()).toEqual([]);
  });

  it('refuses a plan that would pass the bound with what the write already changed', async () => {
    await expect(
      throughDoor(door(5), async () => {
        countAtDoor('event');
        planAtDoor({ step: 'series', creates: 5, changes: [] });
      })
    ).rejects.toThrow('too many');
    await expect(
      throughDoor(door(5), async () => {
        countAtDoor('event');
        planAtDoor({ step: 'series', creates: 4, changes: ['event'] });
      })
    ).resolves.toBeUndefined();
  });

  it('counts what an earlier step created once, not again with the next plan', async () => {
    await expect(
      throughDoor(door(6), async () => {
        planAtDoor({ step: 'series', creates: 3, changes: [] });
        for (const id of ['x', 'y', 'z']) countAtDoor(id);
        planAtDoor({ step: 'series', creates: 3, changes: ['x'] });
      })
    ).resolves.toBeUndefined();
  });
});

import { refusal, verbOf, type Change, type DoorCaller, type DoorResource, type Verb } from '../rules';

/** The per-record rule of the write door (docs/security.md "Who may do what"), case by case. */

const caller = (rights: string[], editsOthers = false): DoorCaller => ({
  may: (resource: DoorResource, verb: Verb) => rights.includes(`${resource}.${verb}`),
  editsOthers,
});
const change = (kind: Change['kind'], author?: number | null, resource: DoorResource = 'events'): Change => ({ resource, kind, author });

describe('the right each change needs', () => {
  it('a trash is a delete, whatever asks for it', () => {
    expect([verbOf('create'), verbOf('update'), verbOf('trash'), verbOf('delete')]).toEqual(['create', 'update', 'delete', 'delete']);
  });

  it.each([
    ['create', ['events.create'], null],
    ['create', ['events.update'], 'right'],
    ['update', ['events.update'], null],
    ['update', ['events.create', 'events.delete'], 'right'],
    ['trash', ['events.update'], 'right'],
    ['trash', ['events.delete'], null],
    ['delete', ['events.update', 'events.create'], 'right'],
  ] as const)('%s with %j: %s', (kind, rights, expected) => {
    expect(refusal(change(kind), caller([...rights], true), null)).toBe(expected);
  });

  it("a right on one resource is not a right on another", () => {
    expect(refusal(change('create', undefined, 'venues'), caller(['events.create']), 7)).toBe('right');
  });
});

describe('ownership (users without editOthers)', () => {
  const author = caller(['events.update', 'events.delete', 'events.create']);
  it.each([
    ['its own record', change('update', 7), null],
    ["another's record", change('update', 8), 'owner'],
    ["another's record, trashed", change('trash', 8), 'owner'],
    ['a record without an author (nobody owns it)', change('update', null), 'owner'],
    ['a create (its author is checked from the body)', change('create'), null],
    ['a term (no author: its actions alone)', change('update', undefined, 'categories'), 'right'],
  ] as const)('%s: %s', (_, c, expected) => {
    expect(refusal(c, { ...author, may: (r, v) => r === 'events' && author.may(r, v) }, 7)).toBe(expected);
  });

  it('a caller without a user of its own owns nothing', () => {
    expect(refusal(change('update', null), author, null)).toBe('owner');
  });

  it('editOthers lifts the rule, not the rights', () => {
    expect(refusal(change('update', 8), caller(['events.update'], true), 7)).toBeNull();
    expect(refusal(change('trash', 8), caller(['events.update'], true), 7)).toBe('right');
  });
});

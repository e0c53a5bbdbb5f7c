import { jsonDeeperThan } from '../json-depth';

describe('jsonDeeperThan', () => {
  it.each([
    ['an empty object', '{}', 1, false],
    ['an object in an array, at the bound', '[{}]', 2, false],
    ['an object in an array, past the bound', '[{}]', 1, true],
    ['siblings do not add up', '{"a":[],"b":[],"c":{}}', 2, false],
    ['brackets inside strings', '{"a":"[[[[{{{{"}', 1, false],
    ['an escaped quote inside a string', '{"a":"\\"[[[["}', 1, false],
    ['an escaped backslash before the closing quote', '{"a":"\\\\","b":[[]]}', 2, true],
    ['a scalar', '"text"', 0, false],
  ])('%s', (_, text, max, expected) => {
    expect(jsonDeeperThan(text, max)).toBe(expected);
  });

  it('stops early on a very deep text', () => {
    expect(jsonDeeperThan('['.repeat(1_000_000), 64)).toBe(true);
  });
});

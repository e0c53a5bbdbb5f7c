import { parseSettings } from '../settings';

describe('the tokenAuthor setting', () => {
  it.each([
    [undefined, null],
    ['', null],
    [null, null],
    [5, 5],
    ['5', '5'],
    [' editor ', 'editor'],
    ['ana@example.org', 'ana@example.org'],
  ])('reads %p as %p', (tokenAuthor, expected) => {
    expect(parseSettings({ tokenAuthor }).tokenAuthor).toBe(expected);
  });

  it.each([[0], [-1], [1.5], ['  '], [true]])('refuses %p, naming the setting', (tokenAuthor) => {
    expect(() => parseSettings({ tokenAuthor })).toThrow(/tokenAuthor/);
  });
});

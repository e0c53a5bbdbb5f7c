import { z } from 'zod/v4';
import { coordinate, costParam, flagString, imageParam, parentTerm, termRefs } from '../value-fields';
import { attempt, invalid } from './helpers';

/** Parses `{ x: input }` with the builder under test: the value, or the WordPress error body. */
function check(builder: z.ZodType, input: unknown) {
  const result = attempt(z.object({ x: builder.optional() }), { x: input });
  return 'value' in result ? { value: result.value.x } : result;
}

type Case = [input: unknown, expected: unknown];

describe('imageParam (is_image_or_empty)', () => {
  it.each<Case>([
    ['12', 12],
    [12, 12],
    ['12.0', 12],
    ['https://example.com/poster.jpg', 'https://example.com/poster.jpg'],
    ['HTTP://example.com/a.png', 'HTTP://example.com/a.png'],
    ['https://example.com/caf%C3%A9%20poster.jpg', 'https://example.com/caf%C3%A9%20poster.jpg'],
    ['', null],
    ['0', null],
    [0, null],
    [false, null],
    [{}, null],
  ])('accepts %j as %j', (input, expected) => expect(check(imageParam(), input)).toEqual({ value: expected }));
  it.each<unknown>([
    'foo', 'foo bar', '-3', '1.5', 'ftp://example.com/a.jpg', 'example.com/a.jpg', true, [12],
    // Broken percent escapes: no URL (they used to reach the downloader and answer 500).
    'https://example.com/img/%E0%A4%A.png', 'https://example.com/100%.png', 'https://example.com/a.png?q=%zz',
  ])(
    'rejects %j',
    (input) => expect(check(imageParam(), input)).toEqual(invalid('x')),
  );
});

describe('costParam', () => {
  it.each<Case>([
    ['15', '15'],
    ['20$', '20$'],
    ['Free', 'Free'],
    ['', ''],
    [15, '15'],
    [15.5, '15.5'],
    [['5', '25'], '5 - 25'],
    [[5, ' 25 ', ''], '5 - 25'],
    [['10'], '10'],
    [[], ''],
    [{ 0: '5', 1: '25' }, '5 - 25'],
  ])('accepts %j as %j', (input, expected) => expect(check(costParam(), input)).toEqual({ value: expected }));
  it.each<unknown>([true, { price: '5' }, [['5']], [{ a: 1 }], [true]])('rejects %j', (input) =>
    expect(check(costParam(), input)).toEqual(invalid('x')),
  );
});

describe('termRefs (categories, tags)', () => {
  it.each<Case>([
    ['3', [3]],
    [3, [3]],
    ['3,4', [3, 4]],
    [' 3 , music ', [3, 'music']],
    ['Jazz Night', ['Jazz Night']],
    [
      ['3', 'music'],
      [3, 'music'],
    ],
    [
      [3, 4],
      [3, 4],
    ],
    [['a,b'], ['a,b']],
    [{ 0: '3', 1: 'jazz' }, [3, 'jazz']],
    ['', []],
    [[], []],
    ['0', []],
    ['0,5,-1,1.5', [5]],
    ['3,,4', [3, 4]],
  ])('reads %j as %j', (input, expected) => expect(check(termRefs(), input)).toEqual({ value: expected }));
  it.each<unknown>([true, { name: 'jazz' }, [{ id: 3 }], [['3']], [true]])('rejects %j', (input) =>
    expect(check(termRefs(), input)).toEqual(invalid('x')),
  );
});

describe('flagString (venue show_map, show_map_link)', () => {
  it.each<Case>([
    ['true', true],
    ['1', true],
    ['yes', true],
    ['on', true],
    ['false', false],
    ['0', false],
    ['', false],
    ['no', false],
  ])('reads %j as %j', (input, expected) => expect(check(flagString(), input)).toEqual({ value: expected }));
  it.each<unknown>([['true'], { a: 1 }, true, false, 1, 0])('answers %j with a string type error', (input) =>
    expect(check(flagString(), input)).toEqual(invalid('x', 'x is not of type string.')),
  );
});

describe('coordinate (latitude, longitude)', () => {
  it.each<Case>([
    ['38.7223', 38.7223],
    [-9.1393, -9.1393],
    ['90', 90],
    ['-90', -90],
    ['', null],
  ])('reads %j as %j (limit 90)', (input, expected) =>
    expect(check(coordinate(90), input)).toEqual({ value: expected }),
  );
  it.each<unknown>(['90.5', -91, 180])('rejects %j outside ±90', (input) =>
    expect(check(coordinate(90), input)).toEqual(invalid('x')),
  );
  it('accepts 180 as a longitude', () => expect(check(coordinate(180), '180')).toEqual({ value: 180 }));
  it.each<unknown>(['north', true, [1]])('answers %j with a number type error', (input) =>
    expect(check(coordinate(90), input)).toEqual(invalid('x', 'x is not of type number.')),
  );
});

describe('parentTerm (category parent)', () => {
  it.each<Case>([
    ['3', 3],
    [3, 3],
    ['2389', 2389],
    ['0', 0],
    [0, 0],
  ])('reads %j as %j', (input, expected) => expect(check(parentTerm(), input)).toEqual({ value: expected }));
  it.each<unknown>(['', 'foo', '-1', '1.5', false, [3]])('rejects %j', (input) =>
    expect(check(parentTerm(), input)).toEqual(invalid('x')),
  );
});

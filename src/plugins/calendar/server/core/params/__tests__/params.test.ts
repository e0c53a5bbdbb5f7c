import { z } from 'zod/v4';
import {
  booleanParam,
  dateParam,
  idList,
  idOrSlugList,
  language,
  nonEmptyString,
  numberParam,
  pagination,
  positiveInt,
  statusList,
  truthyParam,
} from '../params';
import { parseParams } from '../zod-errors';
import { attempt } from './helpers';

/** Parses `{ x: input }` with the builder under test: the value, or the WordPress error body. */
function check(builder: z.ZodType, input: unknown) {
  const result = attempt(z.object({ x: builder.optional() }), { x: input });
  return 'value' in result ? { value: result.value.x } : result;
}
const invalid = (message = 'Invalid parameter.') =>
  expect.objectContaining({
    error: expect.objectContaining({
      code: 'rest_invalid_param',
      data: expect.objectContaining({ params: { x: message } }),
    }),
  });

type Case = [input: unknown, expected: unknown];

describe('positiveInt', () => {
  it.each<Case>([
    ['1', 1],
    ['42', 42],
    [' 7 ', 7],
    ['3.0', 3],
    ['+5', 5],
    ['1e2', 100],
  ])('accepts %j as %j', (input, expected) => expect(check(positiveInt(), input)).toEqual({ value: expected }));
  it.each<unknown>(['0', '-1', 'foo', 'foo bar', '1.5', '', '0x1A', ['1'], { a: '1' }])('rejects %j', (input) =>
    expect(check(positiveInt(), input)).toEqual(invalid()),
  );
});

describe('pagination', () => {
  const schema = pagination({ perPage: 12, maxPerPage: 50 });
  const parse = (query: Record<string, unknown>) => parseParams(schema, query);

  it('defaults to page 1 and the site page size', () => expect(parse({})).toEqual({ page: 1, per_page: 12 }));
  it.each<Case>([
    ['1', 1],
    ['3', 3],
    ['99', 99],
  ])('accepts page=%j', (page, expected) => expect(parse({ page }).page).toBe(expected));
  it.each<Case>([
    ['1', 1],
    ['50', 50],
    ['100', 50],
    ['51', 50],
  ])('reads per_page=%j as %j (capped)', (perPage, expected) =>
    expect(parse({ per_page: perPage }).per_page).toBe(expected),
  );
  it.each(['0', '-1', 'foo', '1.5', '', 'foo bar'])('rejects page=%j and per_page=%j', (value) => {
    expect(() => parse({ page: value })).toThrow('Invalid parameter(s): page');
    expect(() => parse({ per_page: value })).toThrow('Invalid parameter(s): per_page');
  });
  it('caps the default too', () =>
    expect(parseParams(pagination({ perPage: 100, maxPerPage: 50 }), {}).per_page).toBe(50));
  it('names both parameters when both are bad', () =>
    expect(() => parse({ page: '0', per_page: 'x' })).toThrow('Invalid parameter(s): page, per_page'));
});

describe('booleanParam', () => {
  it.each<Case>([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['false', false],
    ['False', false],
    ['0', false],
  ])('accepts %j as %j', (input, expected) => expect(check(booleanParam(), input)).toEqual({ value: expected }));
  it.each<unknown>(['yes', 'no', 'on', 'off', '', 'maybe', ' true', ['1']])('rejects %j as not boolean', (input) =>
    expect(check(booleanParam(), input)).toEqual(invalid('x is not of type boolean.')),
  );
  it('carries the WordPress details', () => {
    expect(check(booleanParam(), 'yes')).toEqual({
      error: {
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): x',
        data: {
          status: 400,
          params: { x: 'x is not of type boolean.' },
          details: { x: { code: 'rest_invalid_type', message: 'x is not of type boolean.', data: { param: 'x' } } },
        },
      },
    });
  });
});

describe('truthyParam', () => {
  it.each<Case>([
    ['1', true],
    ['yes', true],
    ['Y', true],
    ['on', true],
    ['true', true],
    ['enabled', true],
    ['0', false],
    ['false', false],
    ['no', false],
    ['', false],
    ['whatever', false],
    [['1'], true],
  ])('reads %j as %j', (input, expected) => expect(check(truthyParam(), input)).toEqual({ value: expected }));
});

describe('nonEmptyString', () => {
  it.each<Case>([
    ['foo', 'foo'],
    [' ', ' '],
    ['00', '00'],
    ['temple avenue', 'temple avenue'],
  ])('accepts %j', (input, expected) => expect(check(nonEmptyString(), input)).toEqual({ value: expected }));
  it.each<unknown>(['', '0', ['foo'], { a: 'b' }])('rejects %j', (input) =>
    expect(check(nonEmptyString(), input)).toEqual(invalid()),
  );
});

describe('numberParam', () => {
  it.each<Case>([
    ['38.72', 38.72],
    ['-9.14', -9.14],
    ['0', 0],
    ['1e2', 100],
  ])('accepts %j', (input, expected) => expect(check(numberParam(), input)).toEqual({ value: expected }));
  it.each<unknown>(['', 'north', '1,5', ['1']])('rejects %j', (input) =>
    expect(check(numberParam(), input)).toEqual(invalid('x is not of type number.')),
  );
});

describe('idList', () => {
  it.each<Case>([
    ['12', [12]],
    ['1,2,3', [1, 2, 3]],
    [' 1 , 2 ', [1, 2]],
    ['1,,2,', [1, 2]],
    [
      ['4', '5'],
      [4, 5],
    ],
    [{ 0: '7', 1: '8' }, [7, 8]],
  ])('accepts %j as %j', (input, expected) => expect(check(idList(), input)).toEqual({ value: expected }));
  it.each<unknown>(['', ',', 'foo', '1,foo', '0', '-3', '1.5', [], ['1,2'], [['1']], { a: '1' }])(
    'rejects %j',
    (input) => expect(check(idList(), input)).toEqual(invalid()),
  );
});

describe('idOrSlugList', () => {
  it.each<Case>([
    ['music', ['music']],
    ['12', [12]],
    ['music,12,open-air', ['music', 12, 'open-air']],
    [
      ['music', '3'],
      ['music', 3],
    ],
  ])('accepts %j as %j', (input, expected) => expect(check(idOrSlugList(), input)).toEqual({ value: expected }));
  it.each<unknown>(['', '0', '-2', '1.5', 'music,0', [{ a: 'b' }]])('rejects %j', (input) =>
    expect(check(idOrSlugList(), input)).toEqual(invalid()),
  );
});

describe('statusList', () => {
  it.each<Case>([
    ['publish', ['publish']],
    ['draft,pending', ['draft', 'pending']],
    [
      ['future', 'private'],
      ['future', 'private'],
    ],
    ['trash', ['trash']],
  ])('accepts %j', (input, expected) => expect(check(statusList(), input)).toEqual({ value: expected }));
  it.each<unknown>(['any', 'publish,any', 'Publish', 'kinda_thinking_about_it', '', 'auto-draft'])(
    'rejects %j',
    (input) => expect(check(statusList(), input)).toEqual(invalid()),
  );
});

describe('language', () => {
  const codes = ['en', 'fr', 'pt-pt'];
  it.each<Case>([
    ['en', 'en'],
    ['fr', 'fr'],
    ['pt-pt', 'pt-pt'],
    ['pt-PT', 'pt-pt'],
    ['EN', 'en'],
  ])('accepts %j as %j', (input, expected) => expect(check(language(codes), input)).toEqual({ value: expected }));
  it.each<unknown>(['de', 'pt', '', 'pt_pt'])('rejects %j', (input) =>
    expect(check(language(codes), input)).toEqual(invalid('x is not one of en, fr, and pt-pt.')),
  );
  it('rejects a list as not a string', () =>
    expect(check(language(codes), ['en'])).toEqual(invalid('x is not of type string.')));
  it('words a two-item list like WordPress', () =>
    expect(check(language(['en', 'fr']), 'de')).toEqual(invalid('x is not one of en and fr.')));
});

describe('dateParam', () => {
  it.each([
    '2026-01-01',
    '2026-01-01 10:00:00',
    '2026-01-01T10:00:00Z',
    '1767225600',
    'tomorrow 9am',
    '+5 weeks',
    'next monday',
  ])('accepts %j and keeps the string', (input) => expect(check(dateParam(), input)).toEqual({ value: input }));
  it.each<unknown>(['not-a-date', '', 'foo', '2026-13-45', ['2026-01-01']])('rejects %j', (input) =>
    expect(check(dateParam(), input)).toEqual(invalid()),
  );
});

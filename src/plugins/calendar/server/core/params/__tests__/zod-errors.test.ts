import { z } from 'zod/v4';
import { LegacyError } from '../../errors';
import { booleanParam, nonEmptyString, positiveInt } from '../params';
import { parseParams, toParamError } from '../zod-errors';

const errorOf = (schema: z.ZodType, input: unknown, required?: string[]) => {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return toParamError(result.error, { required }).toWire();
};

describe('toParamError', () => {
  it('answers rest_invalid_param with "Invalid parameter." for plain zod failures', () => {
    expect(errorOf(z.object({ page: z.number() }), { page: 'x' })).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): page',
      data: { status: 400, params: { page: 'Invalid parameter.' }, details: [] },
    });
  });

  it('names every bad parameter once, by its first path segment', () => {
    const schema = z.object({ venue: z.array(z.number()), page: z.number() });
    expect(errorOf(schema, { venue: ['a', 'b'], page: 'x' })).toMatchObject({
      message: 'Invalid parameter(s): venue, page',
      data: { params: { venue: 'Invalid parameter.', page: 'Invalid parameter.' } },
    });
  });

  it('lists absent required parameters as rest_missing_callback_param, before any invalid one', () => {
    const schema = z.object({ title: nonEmptyString(), start_date: z.string(), page: positiveInt().optional() });
    expect(errorOf(schema, { page: '0' }, ['start_date'])).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): title, start_date',
      data: { status: 400, params: ['title', 'start_date'] },
    });
  });

  it('treats a present but wrong required parameter as invalid, not missing', () => {
    expect(errorOf(z.object({ title: nonEmptyString() }), { title: '' }, ['title'])).toMatchObject({
      code: 'rest_invalid_param',
    });
    expect(errorOf(z.object({ start_date: z.string() }), { start_date: ['x'] }, ['start_date'])).toMatchObject({
      code: 'rest_invalid_param',
    });
  });

  it('takes an invalid_type on a required name as absent when zod did not report the input', () => {
    const result = z.object({ title: z.string() }).safeParse({});
    if (result.success) throw new Error('expected a failure');
    expect(toParamError(result.error, { required: ['title'] }).code).toBe('rest_missing_callback_param');
  });

  it('words boolean type failures like WordPress, with details', () => {
    expect(errorOf(z.object({ featured: booleanParam().optional() }), { featured: 'maybe' })).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): featured',
      data: {
        status: 400,
        params: { featured: 'featured is not of type boolean.' },
        details: {
          featured: {
            code: 'rest_invalid_type',
            message: 'featured is not of type boolean.',
            data: { param: 'featured' },
          },
        },
      },
    });
  });

  it('uses "params" for a failure of the whole query', () => {
    expect(errorOf(z.object({ a: z.string() }), 'not an object')).toMatchObject({
      data: { params: { params: 'Invalid parameter.' } },
    });
  });
});

describe('parseParams', () => {
  const schema = z.object({ page: positiveInt().default(1) });

  it('returns the typed value', () => {
    const value: { page: number } = parseParams(schema, { page: '3', other: 'x' });
    expect(value).toEqual({ page: 3 });
  });

  it('reads a missing or non-object query as no parameters', () => {
    expect(parseParams(schema, undefined)).toEqual({ page: 1 });
    expect(parseParams(schema, ['1'])).toEqual({ page: 1 });
  });

  it('throws the LegacyError, never the ZodError', () => {
    expect(() => parseParams(schema, { page: 'x' })).toThrow(LegacyError);
    try {
      parseParams(schema, { page: 'x' });
    } catch (error) {
      expect(error).toBeInstanceOf(LegacyError);
      expect((error as LegacyError).status).toBe(400);
    }
  });
});

import { LegacyError } from '../../../core/errors';
import { assertReferenceBound } from '../references';

describe('the records one body field may name', () => {
  const thrown = (body: Record<string, unknown>) => {
    try {
      assertReferenceBound(body, 3);
      return null;
    } catch (error) {
      return (error as LegacyError).toWire();
    }
  };

  it('as many as the bound pass; fields that name nothing are not counted', () => {
    expect(thrown({ categories: [1, 2, 3], tags: ['a', 'b', 'c'], venue: [], title: 'x'.repeat(10) })).toBeNull();
  });

  it('counts a CSV, a list and a PHP-style map alike; one inline venue is one', () => {
    expect(thrown({ categories: '1,2,3', tags: { 0: 'a', 1: 'b', 2: 'c' }, venue: { venue: 'Hall', city: 'Lisbon', address: 'x', zip: 'y' } })).toBeNull();
    expect(thrown({ tags: '1,2,3,4' })).toMatchObject({ data: { params: { tags: 'At most 3 records may be named in tags.' } } });
    expect(thrown({ organizer: { 0: 1, 1: 2, 2: 3, 3: 4 } })).toMatchObject({ data: { params: { organizer: 'At most 3 records may be named in organizer.' } } });
  });

  it('one more is a 400 naming each field past it', () => {
    expect(thrown({ categories: [1, 1, 1, 1], organizer: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }], tags: [1] })).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): categories, organizer',
      data: {
        status: 400,
        params: { categories: 'At most 3 records may be named in categories.', organizer: 'At most 3 records may be named in organizer.' },
        details: [],
      },
    });
  });
});

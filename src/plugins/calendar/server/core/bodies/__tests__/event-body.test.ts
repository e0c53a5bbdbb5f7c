import { createEventBody, type EventCreateBody, type EventUpdateBody } from '../event-body';
import { attempt, invalid, LANGUAGES, missing } from './helpers';

const create = createEventBody({ languages: LANGUAGES, mode: 'create' });
const update = createEventBody({ languages: LANGUAGES, mode: 'update' });
const REQUIRED = { title: 'Jazz Night', start_date: '2026-12-05 19:00:00', end_date: '2026-12-05 22:30:00' };

describe('event create body', () => {
  it('reads the recorded full create (example 018)', () => {
    const body = {
      ...REQUIRED,
      description: '<p>An evening of jazz.</p>',
      excerpt: 'Jazz excerpt',
      timezone: 'America/New_York',
      venue: 4,
      organizer: [6],
      categories: [3],
      tags: [4],
      cost: '15',
      website: 'https://example.com/jazz',
      featured: true,
      show_map: true,
      show_map_link: true,
    };
    const expected: EventCreateBody = {
      ...body,
      venue: [{ id: 4 }],
      organizer: [{ id: 6 }],
    };
    expect(attempt(create, body)).toEqual({ value: expected });
  });

  it('answers a body without title like the original (example 024)', () =>
    expect(attempt(create, { start_date: '2026-12-01 10:00:00', end_date: '2026-12-01 12:00:00' })).toEqual({
      error: {
        code: 'rest_missing_callback_param',
        message: 'Missing parameter(s): title',
        data: { status: 400, params: ['title'] },
      },
    }));

  it('answers an unreadable start date like the original (example 026)', () =>
    expect(attempt(create, { title: 'Bad date', start_date: 'not-a-date', end_date: '2026-12-01 12:00:00' })).toEqual({
      error: {
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): start_date',
        data: { status: 400, params: { start_date: 'Invalid parameter.' }, details: [] },
      },
    }));

  it.each<[string, Record<string, unknown>, string[]]>([
    ['an empty body', {}, ['title', 'start_date', 'end_date']],
    ['only a title', { title: 'x' }, ['start_date', 'end_date']],
    ['no start date', { title: 'x', end_date: 'tomorrow' }, ['start_date']],
    ['no end date', { title: 'x', start_date: 'tomorrow' }, ['end_date']],
    ['JSON nulls', { title: null, start_date: 'tomorrow', end_date: null }, ['title', 'end_date']],
    ['invalid fields beside', { start_date: 'foo', website: 'foo' }, ['title', 'end_date']],
  ])('lists every missing field in the original order: %s', (_, body, names) =>
    expect(attempt(create, body)).toEqual(missing(...names)),
  );

  it('reads a body that is not an object as no fields', () =>
    expect(attempt(create, ['x'])).toEqual(missing('title', 'start_date', 'end_date')));

  it('takes an empty required field as invalid, not missing', () =>
    expect(attempt(create, { ...REQUIRED, title: '' })).toEqual(invalid('title')));

  it('names every invalid field once, in the original order', () =>
    expect(attempt(create, { ...REQUIRED, website: 'foo', start_date: 'x', author: '0' })).toMatchObject({
      error: {
        message: 'Invalid parameter(s): author, start_date, website',
        data: {
          params: { author: 'Invalid parameter.', start_date: 'Invalid parameter.', website: 'Invalid parameter.' },
        },
      },
    }));

  it('reports validator failures before type failures, as WordPress does', () =>
    expect(attempt(create, { ...REQUIRED, featured: 'maybe', website: 'foo' })).toEqual(invalid('website')));

  it('words a type failure like WordPress, with details', () =>
    expect(attempt(create, { ...REQUIRED, featured: 'maybe' })).toEqual({
      error: {
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
      },
    }));

  it('drops undeclared and response-only fields', () =>
    expect(
      attempt(create, { ...REQUIRED, url: 'https://x.y/e', rest_url: 'x', utc_start_date: 'x', id: 9, foo: 'bar' }),
    ).toEqual({ value: REQUIRED }));

  it('reads JSON nulls of optional fields as not sent', () =>
    expect(attempt(create, { ...REQUIRED, venue: null, cost: null, featured: null })).toEqual({ value: REQUIRED }));

  it('applies no defaults: omitted fields stay absent', () => {
    const result = attempt(create, REQUIRED);
    expect('value' in result && Object.keys(result.value)).toEqual(['title', 'start_date', 'end_date']);
  });
});

describe('event update body', () => {
  it('requires nothing', () => expect(attempt(update, {})).toEqual({ value: {} }));

  it('reads a partial update', () => {
    const expected: EventUpdateBody = { start_date: 'tomorrow 9am', all_day: true, tags: [] };
    expect(attempt(update, { start_date: 'tomorrow 9am', all_day: 'true', tags: '' })).toEqual({ value: expected });
  });

  it.each<[string, unknown]>([
    ['title', ''],
    ['slug', ''],
    ['start_date', 'foo'],
    ['venue', 'foo'],
  ])('still checks %s=%j', (name, value) => expect(attempt(update, { [name]: value })).toEqual(invalid(name)));
});

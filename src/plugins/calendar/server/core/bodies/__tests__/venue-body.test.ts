import { createVenueBody, type VenueCreateBody, type VenueUpdateBody } from '../venue-body';
import { attempt, invalid, LANGUAGES, missing } from './helpers';

const create = createVenueBody({ languages: LANGUAGES, mode: 'create' });
const update = createVenueBody({ languages: LANGUAGES, mode: 'update' });

function check(name: string, input: unknown) {
  const result = attempt(update, { [name]: input });
  return 'value' in result ? { value: (result.value as Record<string, unknown>)[name] } : result;
}

describe('venue body', () => {
  it('reads the recorded create (example 007)', () => {
    const body = {
      venue: 'Main Hall',
      description: 'The main hall.',
      address: '1 Main St',
      city: 'Springfield',
      country: 'United States',
      state: 'IL',
      zip: '62701',
      phone: '+1 555 0100',
      website: 'https://example.com/hall',
      show_map: 'true',
      show_map_link: 'false',
    };
    const expected: VenueCreateBody = { ...body, show_map: true, show_map_link: false };
    expect(attempt(create, body)).toEqual({ value: expected });
  });

  it.each<[string, Record<string, unknown>]>([
    ['an empty body', {}],
    ['a JSON null name', { venue: null, city: 'Springfield' }],
  ])('requires venue on create: %s', (_, body) => expect(attempt(create, body)).toEqual(missing('venue')));

  it('refuses an empty name on create and on update', () => {
    expect(attempt(create, { venue: '' })).toEqual(invalid('venue'));
    expect(attempt(update, { venue: '' })).toEqual(invalid('venue'));
  });

  it('requires nothing on update, and drops undeclared fields', () => {
    const expected: VenueUpdateBody = { city: '' };
    expect(attempt(update, { city: '', timezone: 'UTC', foo: 'bar' })).toEqual({ value: expected });
  });

  it.each<[name: string, input: unknown, expected: unknown]>([
    ['author', '3', 3],
    ['date', '1767225600', '1767225600'],
    ['date_utc', '2026-01-01 10:00:00', '2026-01-01 10:00:00'],
    ['venue', 'Main Hall', 'Main Hall'],
    ['description', '', ''],
    ['status', 'pending', 'pending'],
    ['show_map', 'false', false],
    ['show_map', '0', false],
    ['show_map', '', false],
    ['show_map', 'yes', true],
    ...['address', 'city', 'country', 'province', 'state', 'zip', 'phone', 'stateprovince'].flatMap(
      (name): [string, unknown, unknown][] => [
        [name, 'x', 'x'],
        [name, '', ''],
      ],
    ),
    ['website', '', ''],
    ['website', 'https://example.com/hall', 'https://example.com/hall'],
    ['image', '12', 12],
    ['image', '', null],
    ['latitude', '38.7223', 38.7223],
    ['latitude', '', null],
    ['longitude', -9.1393, -9.1393],
    ['ml_language', 'pt-pt', 'pt-pt'],
    ['translation_of', 7, 7],
    ['password', '', ''],
  ])('%s=%j gives %j', (name, input, expected) => expect(check(name, input)).toEqual({ value: expected }));

  it.each<[name: string, input: unknown, message?: string]>([
    ['author', '23 89'],
    ['author', 'foo'],
    ['date', 'foo'],
    ['date_utc', 'foo'],
    ['status', 'kinda_thinking_about_it'],
    ['show_map', ['true'], 'show_map is not of type string.'],
    ['show_map', true, 'show_map is not of type string.'],
    ['show_map_link', false, 'show_map_link is not of type string.'],
    ['show_map_link', 1, 'show_map_link is not of type string.'],
    ['city', 12],
    ['zip', 0, 'zip is not of type string.'],
    ['website', 'foo'],
    ['image', 'foo'],
    ['latitude', '91'],
    ['longitude', 'west', 'longitude is not of type number.'],
    ['ml_language', 'es', 'ml_language is not one of en, fr, and pt-pt.'],
    ['translation_of', 'abc'],
  ])('%s=%j is refused', (...[name, input, message]) => expect(check(name, input)).toEqual(invalid(name, message)));
});

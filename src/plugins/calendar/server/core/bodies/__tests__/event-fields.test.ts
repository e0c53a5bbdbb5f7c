import { createEventBody } from '../event-body';
import { attempt, invalid, LANGUAGES } from './helpers';

/** One field per case, on top of a valid create body: the field's parsed value, or the error body. */
const create = createEventBody({ languages: LANGUAGES, mode: 'create' });
const REQUIRED = { title: 'Jazz Night', start_date: '2026-12-05 19:00:00', end_date: '2026-12-05 22:30:00' };

function check(name: string, input: unknown) {
  const result = attempt(create, { ...REQUIRED, [name]: input });
  return 'value' in result ? { value: (result.value as Record<string, unknown>)[name] } : result;
}

describe('event body fields: accepted values', () => {
  it.each<[name: string, input: unknown, expected: unknown]>([
    ['author', '5', 5],
    ['author', 5, 5],
    ['date', '2026-01-01 10:00:00', '2026-01-01 10:00:00'],
    ['date', '1767225600', '1767225600'],
    ['date_utc', 'yesterday', 'yesterday'],
    ['title', '0 ', '0 '],
    ['description', '<p>An evening of jazz.</p>', '<p>An evening of jazz.</p>'],
    ['slug', 'jazz-night', 'jazz-night'],
    ['excerpt', 'Jazz excerpt', 'Jazz excerpt'],
    ['status', 'draft', 'draft'],
    ['status', 'future', 'future'],
    ['timezone', 'America/New_York', 'America/New_York'],
    ['timezone', 'UTC+5.5', 'UTC+5.5'],
    ['timezone', '', ''],
    ['all_day', 'true', true],
    ['all_day', '0', false],
    ['all_day', false, false],
    ['start_date', 'next wednesday 4pm', 'next wednesday 4pm'],
    ['end_date', '2026-12-05T22:30:00-05:00', '2026-12-05T22:30:00-05:00'],
    ['image', '12', 12],
    ['image', 'https://example.com/poster.jpg', 'https://example.com/poster.jpg'],
    ['image', '', null],
    ['image', false, null],
    ['cost', '20$', '20$'],
    ['cost', 15, '15'],
    ['cost', ['5', '25'], '5 - 25'],
    ['cost', '', ''],
    ['website', 'https://example.com/jazz', 'https://example.com/jazz'],
    ['website', '', ''],
    ['show_map', 'TRUE', true],
    ['show_map_link', '1', true],
    ['hide_from_listings', 'false', false],
    ['sticky', 1, true],
    ['featured', true, true],
    ['categories', '3,music', [3, 'music']],
    ['categories', ['3', 'New Category'], [3, 'New Category']],
    ['categories', '', []],
    ['tags', [4], [4]],
    ['tags', 'jazz, live', ['jazz', 'live']],
    ['ml_language', 'fr', 'fr'],
    ['ml_language', 'PT-PT', 'pt-pt'],
    ['translation_of', '12', 12],
    ['password', 'secret', 'secret'],
    ['password', '', ''],
  ])('%s=%j gives %j', (name, input, expected) => expect(check(name, input)).toEqual({ value: expected }));
});

describe('event body fields: rejected values', () => {
  it.each<[name: string, input: unknown, message?: string]>([
    ['author', '0'],
    ['author', ''],
    ['author', 'foo'],
    ['author', '1.5'],
    ['date', 'foo'],
    ['date', 1767225600, 'date is not of type string.'],
    ['date_utc', ''],
    ['title', '0'],
    ['title', 12],
    ['title', ['Jazz']],
    ['description', ''],
    ['slug', ''],
    ['excerpt', '0'],
    ['status', 'kinda_thinking_about_it'],
    ['timezone', 'Mars/Olympus_Mons'],
    ['timezone', false, 'timezone is not of type string.'],
    ['all_day', 'yes', 'all_day is not of type boolean.'],
    ['start_date', 'not-a-date'],
    ['end_date', ''],
    ['image', 'foo bar'],
    ['image', '-1'],
    ['cost', true],
    ['website', 'foo'],
    ['show_map', 'on', 'show_map is not of type boolean.'],
    ['hide_from_listings', '', 'hide_from_listings is not of type boolean.'],
    ['featured', 2, 'featured is not of type boolean.'],
    ['categories', { name: 'Jazz' }],
    ['tags', [['jazz']]],
    ['venue', 'foo'],
    ['organizer', '6,foo'],
    ['ml_language', 'de', 'ml_language is not one of en, fr, and pt-pt.'],
    ['translation_of', '0'],
    ['password', 1234, 'password is not of type string.'],
  ])('%s=%j is refused', (...[name, input, message]) => expect(check(name, input)).toEqual(invalid(name, message)));
});

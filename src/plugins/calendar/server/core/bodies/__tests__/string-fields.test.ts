import { z } from 'zod/v4';
import { anyString, postStatus, stringOrEmpty, timeString, timezoneParam, urlOrEmpty } from '../string-fields';
import { attempt, invalid } from './helpers';

/** Parses `{ x: input }` with the builder under test: the value, or the WordPress error body. */
function check(builder: z.ZodType, input: unknown) {
  const result = attempt(z.object({ x: builder.optional() }), { x: input });
  return 'value' in result ? { value: result.value.x } : result;
}
const notString = invalid('x', 'x is not of type string.');

type Case = [input: unknown, expected: unknown];

describe('stringOrEmpty (is_string_or_empty)', () => {
  it.each<Case>([
    ['Main Hall', 'Main Hall'],
    ['', ''],
    ['0', '0'],
    [' ', ' '],
  ])('accepts %j as %j', (input, expected) => expect(check(stringOrEmpty(), input)).toEqual({ value: expected }));
  it.each<unknown>([0, false, []])('answers %j with a string type error (empty, but not a string)', (input) =>
    expect(check(stringOrEmpty(), input)).toEqual(notString),
  );
  it.each<unknown>([12, true, ['a'], { a: 'b' }])('rejects %j', (input) =>
    expect(check(stringOrEmpty(), input)).toEqual(invalid('x')),
  );
});

describe('anyString (password)', () => {
  it.each<Case>([
    ['secret', 'secret'],
    ['', ''],
  ])('accepts %j', (input, expected) => expect(check(anyString(), input)).toEqual({ value: expected }));
  it.each<unknown>([1234, true, ['a']])('answers %j with a string type error', (input) =>
    expect(check(anyString(), input)).toEqual(notString),
  );
});

describe('postStatus (is_post_status)', () => {
  it.each(['publish', 'future', 'draft', 'pending', 'private', 'trash'])('accepts %j', (status) =>
    expect(check(postStatus(), status)).toEqual({ value: status }),
  );
  it.each<unknown>(['kinda_thinking_about_it', 'any', 'PUBLISH', '', 23, ['publish']])('rejects %j', (input) =>
    expect(check(postStatus(), input)).toEqual(invalid('x')),
  );
});

describe('timeString (is_time)', () => {
  it.each([
    '2026-12-05 19:00:00',
    '2026-12-05',
    '2026-12-05T19:00:00Z',
    'tomorrow 9am',
    'next wednesday 4pm',
    '+5 days',
    '1767225600',
    '0',
  ])('accepts %j, kept as sent', (input) => expect(check(timeString(), input)).toEqual({ value: input }));
  it.each<unknown>(['foo', 'not-a-date', '', '2026-13-45', true, ['2026-01-01'], {}])('rejects %j', (input) =>
    expect(check(timeString(), input)).toEqual(invalid('x')),
  );
  it('answers a JSON number with a string type error, as WordPress does after is_time', () =>
    expect(check(timeString(), 1767225600)).toEqual(notString));
});

describe('timezoneParam (is_timezone_or_empty)', () => {
  it.each<Case>([
    ['America/New_York', 'America/New_York'],
    ['Europe/Lisbon', 'Europe/Lisbon'],
    ['UTC', 'UTC'],
    ['america/new_york', 'america/new_york'],
    ['UTC+2', 'UTC+2'],
    ['UTC-3.5', 'UTC-3.5'],
    ['UTC+5.75', 'UTC+5.75'],
    ['UTC+5:30', 'UTC+5:30'],
    ['UTC+14', 'UTC+14'],
    ['', ''],
    ['0', ''],
  ])('accepts %j as %j', (input, expected) => expect(check(timezoneParam(), input)).toEqual({ value: expected }));
  it.each<unknown>(['Mars/Olympus', 'foo', 'UTC+15', 'UTC+2.3', 'utc+2', '+02:00', 'UTC+', 12, true])(
    'rejects %j',
    (input) => expect(check(timezoneParam(), input)).toEqual(invalid('x')),
  );
  it.each<unknown>([0, false])('answers %j with a string type error', (input) =>
    expect(check(timezoneParam(), input)).toEqual(notString),
  );
});

describe('urlOrEmpty (is_url_or_empty)', () => {
  it.each<Case>([
    ['https://example.com/jazz', 'https://example.com/jazz'],
    ['http://foo.bar:8080/foo/bar/baz', 'http://foo.bar:8080/foo/bar/baz'],
    ['ftp://files.example.com', 'ftp://files.example.com'],
    ['', ''],
    ['0', ''],
    [false, ''],
    [0, ''],
  ])('accepts %j as %j', (input, expected) => expect(check(urlOrEmpty(), input)).toEqual({ value: expected }));
  it.each<unknown>([
    'foo',
    '23',
    23,
    'foo/bar/baz',
    '/foo/bar',
    'http://',
    'https://exa mple.com',
    'javascript://x%0Aalert(1)',
    ['https://a.b'],
  ])('rejects %j', (input) => expect(check(urlOrEmpty(), input)).toEqual(invalid('x')));
});

import { createOrganizerBody, type OrganizerCreateBody } from '../organizer-body';
import { attempt, invalid, LANGUAGES, missing } from './helpers';

const create = createOrganizerBody({ languages: LANGUAGES, mode: 'create' });
const update = createOrganizerBody({ languages: LANGUAGES, mode: 'update' });

function check(name: string, input: unknown) {
  const result = attempt(update, { [name]: input });
  return 'value' in result ? { value: (result.value as Record<string, unknown>)[name] } : result;
}

describe('organizer body', () => {
  it('reads the recorded create (example 010)', () => {
    const body: OrganizerCreateBody = {
      organizer: 'Jane Org',
      description: 'Organizer bio',
      email: 'jane@example.com',
      phone: '+1 555 0101',
      website: 'https://example.com/jane',
    };
    expect(attempt(create, body)).toEqual({ value: body });
  });

  it('requires organizer on create only', () => {
    expect(attempt(create, { email: 'jane@example.com' })).toEqual(missing('organizer'));
    expect(attempt(update, { email: 'jane@example.com' })).toEqual({ value: { email: 'jane@example.com' } });
  });

  it('drops undeclared fields (the original ignores timezone here)', () =>
    expect(attempt(create, { organizer: 'Jane', timezone: 'UTC', venue: 'x' })).toEqual({
      value: { organizer: 'Jane' },
    }));

  it.each<[name: string, input: unknown, expected: unknown]>([
    ['author', '3', 3],
    ['date', 'tomorrow', 'tomorrow'],
    ['organizer', 'Jane Org', 'Jane Org'],
    ['description', '', ''],
    ['status', 'private', 'private'],
    ['phone', '', ''],
    ['website', '', ''],
    ['email', 'not an address', 'not an address'],
    ['email', '', ''],
    ['image', 'https://example.com/jane.png', 'https://example.com/jane.png'],
    ['ml_language', 'en', 'en'],
    ['translation_of', '4', 4],
    ['password', 'pw', 'pw'],
  ])('%s=%j gives %j', (name, input, expected) => expect(check(name, input)).toEqual({ value: expected }));

  it.each<[name: string, input: unknown, message?: string]>([
    ['author', '23 89'],
    ['date', 'foo'],
    ['date_utc', 'foo'],
    ['organizer', ''],
    ['status', 'kinda_thinking_about_it'],
    ['website', 'foo'],
    ['email', ['jane@example.com']],
    ['image', '23 89'],
  ])('%s=%j is refused', (...[name, input, message]) => expect(check(name, input)).toEqual(invalid(name, message)));
});

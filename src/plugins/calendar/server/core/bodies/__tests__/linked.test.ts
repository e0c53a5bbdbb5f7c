import { createEventBody, type LinkedOrganizer, type LinkedVenue } from '../event-body';
import { attempt, invalid, LANGUAGES } from './helpers';

/** Inline venues and organizers of event bodies, read with the venue/organizer create rules. */
const update = createEventBody({ languages: LANGUAGES, mode: 'update' });

function check(name: 'venue' | 'organizer', input: unknown) {
  const result = attempt(update, { [name]: input });
  return 'value' in result ? { value: result.value[name] } : result;
}

describe('event venue', () => {
  it.each<[input: unknown, expected: LinkedVenue[]]>([
    [4, [{ id: 4 }]],
    ['4', [{ id: 4 }]],
    [{ id: 4 }, [{ id: 4 }]],
    [{ id: '4', venue: 'ignored when an id is given' }, [{ id: 4 }]],
    [
      [4, 5],
      [{ id: 4 }, { id: 5 }],
    ],
    ['4, 5', [{ id: 4 }, { id: 5 }]],
    [{ venue: 'Main Hall', city: 'Springfield' }, [{ create: { venue: 'Main Hall', city: 'Springfield' } }]],
    // Form-encoded `venue[venue]=Main Hall&venue[show_map]=false` as qs parses it.
    [{ venue: 'Main Hall', show_map: 'false' }, [{ create: { venue: 'Main Hall', show_map: false } }]],
    [{ venue: 'Main Hall', show_map: 'yes', city: null }, [{ create: { venue: 'Main Hall', show_map: true } }]],
    [{ id: '', venue: 'Main Hall' }, [{ create: { venue: 'Main Hall' } }]],
    [
      [{ venue: 'Hall A' }, 5],
      [{ create: { venue: 'Hall A' } }, { id: 5 }],
    ],
    ['', []],
    ['0', []],
    [0, []],
    [false, []],
    [[], []],
    [{}, []],
    [['', 0], []],
    [[{}], []],
    [{ venue: '', city: '' }, []],
  ])('reads %j as %j', (input, expected) => expect(check('venue', input)).toEqual({ value: expected }));

  it.each<unknown>([
    'foo',
    '4,foo',
    '4,',
    '-1',
    '1.5',
    true,
    { id: 'foo' },
    { id: -1 },
    { city: 'Springfield' },
    { venue: '', city: 'Springfield' },
    { venue: 'Main Hall', website: 'foo' },
    { venue: 'Main Hall', status: 'maybe' },
    { venue: 'Main Hall', show_map: ['x'] },
    [4, ''],
    [4, 'foo'],
    [[4]],
    [4, {}],
  ])('rejects %j, naming venue', (input) => expect(check('venue', input)).toEqual(invalid('venue')));
});

describe('event organizer', () => {
  it.each<[input: unknown, expected: LinkedOrganizer[]]>([
    [6, [{ id: 6 }]],
    ['6,7', [{ id: 6 }, { id: 7 }]],
    [
      ['6', '7'],
      [{ id: 6 }, { id: 7 }],
    ],
    [{ 0: '6', 1: '7' }, [{ id: 6 }, { id: 7 }]],
    [{ organizer: 'Jane Org', email: 'not checked' }, [{ create: { organizer: 'Jane Org', email: 'not checked' } }]],
    [
      [{ id: 6 }, { organizer: 'New Org', phone: '' }, '8', { organizer: 'Other' }],
      [{ id: 6 }, { create: { organizer: 'New Org', phone: '' } }, { id: 8 }, { create: { organizer: 'Other' } }],
    ],
    ['', []],
    [[], []],
  ])('reads %j as %j', (input, expected) => expect(check('organizer', input)).toEqual({ value: expected }));

  it.each<unknown>([
    'Jane Org',
    { email: 'jane@example.com' },
    { organizer: 'Jane Org', website: 'foo' },
    [6, { organizer: '', phone: '1' }],
  ])('rejects %j, naming organizer', (input) => expect(check('organizer', input)).toEqual(invalid('organizer')));
});

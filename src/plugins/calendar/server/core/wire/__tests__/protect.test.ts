import { blankProtected, isLocked } from '../protect';

describe('blankProtected', () => {
  const cases: { name: string; input: Record<string, unknown>; expected: Record<string, unknown> }[] = [
    { name: 'strings to ""', input: { description: '<p>x</p>', excerpt: 'e', website: 'w', email: 'm', address: 'a', zip: 'z' }, expected: { description: '', excerpt: '', website: '', email: '', address: '', zip: '' } },
    { name: 'image to false', input: { image: { url: 'u', id: 1, extension: 'jpg' } }, expected: { image: false } },
    { name: 'flags to null', input: { all_day: true, show_map: false, featured: true, sticky: false }, expected: { all_day: null, show_map: null, featured: null, sticky: null } },
    { name: 'lists to []', input: { categories: [{ id: 1 }], tags: [{ id: 2 }], organizer: [{ id: 3 }], custom_fields: { a: 1 } }, expected: { categories: [], tags: [], organizer: [], custom_fields: [] } },
    { name: "an event's venue object to []", input: { venue: { id: 4, venue: 'Main Hall' } }, expected: { venue: [] } },
    { name: "a venue's own name to [] (quirk)", input: { id: 4, venue: 'Main Hall', state: 'IL', city: 'X' }, expected: { id: 4, venue: [], state: 'IL', city: '' } },
    { name: "an organizer's own name to [] (quirk)", input: { organizer: 'Jane Org', phone: '1' }, expected: { organizer: [], phone: '' } },
    { name: 'geo to 0', input: { geo_lat: 41.8, geo_lng: -87.6 }, expected: { geo_lat: 0, geo_lng: 0 } },
    {
      name: 'cost_details to the reordered blank',
      input: { cost: '$15', cost_details: { currency_symbol: '$', currency_code: 'USD', currency_position: 'prefix', values: ['15'] } },
      expected: { cost: '', cost_details: { currency_symbol: '', currency_position: '', currency_code: '', values: [] } },
    },
    {
      name: 'kept: title, dates, ids, urls, status, slug, timezone, state',
      input: { id: 8, title: 'T', date: 'd', url: 'u', rest_url: 'r', status: 'publish', slug: 's', timezone: 'UTC', state: 'IL' },
      expected: { id: 8, title: 'T', date: 'd', url: 'u', rest_url: 'r', status: 'publish', slug: 's', timezone: 'UTC', state: 'IL' },
    },
    {
      name: 'nested objects such as json_ld',
      input: { json_ld: { name: 'N', description: 'D', location: { telephone: 't', address: { streetAddress: 's' } } } },
      expected: { json_ld: { name: 'N', description: '', location: { telephone: 't', address: '' } } },
    },
  ];
  it.each(cases)('$name', ({ input, expected }) => {
    const blanked = blankProtected(input);
    expect(blanked).toEqual(expected);
    expect(Object.keys(blanked)).toEqual(Object.keys(input));
  });

  it('does not change its input', () => {
    const input = { description: 'x' };
    blankProtected(input);
    expect(input).toEqual({ description: 'x' });
  });
});

describe('isLocked', () => {
  it.each([
    ['no password', null, false, false],
    ['a password, not unlocked', 'secret', false, true],
    ['a password, unlocked', 'secret', true, false],
  ])('%s', (_, password, unlocked, expected) => {
    expect(isLocked({ password, postId: 8 }, { unlocked: () => unlocked }, 'event')).toBe(expected);
  });
});

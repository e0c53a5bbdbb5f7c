import type { VenueRecord } from '../../../data/records/types';
import type { WireVenue } from '../types';
import { toWireVenue } from '../venue';
import { ctxWith, exampleCtx as ctx, mainHall, venue } from './example-records';

describe('toWireVenue', () => {
  it('omits every empty member but keeps the author ("0"), the map flags and global IDs', () => {
    const bare = venue({ author: null, slug: null, description: '', website: '' });
    expect(toWireVenue(bare, ctx).author).toBe('0');
    expect(Object.keys(toWireVenue(bare, ctx))).toEqual([
      'id', 'author', 'status', 'date', 'date_utc', 'modified', 'modified_utc', 'url', 'venue',
      'show_map', 'show_map_link', 'global_id', 'global_id_lineage', 'ml_language', 'translations',
    ]);
  });

  const cases: { name: string; input: Partial<VenueRecord>; expected: Partial<WireVenue> }[] = [
    { name: 'map flags null as true', input: { showMap: null, showMapLink: null }, expected: { show_map: true, show_map_link: true } },
    { name: 'map flags false kept', input: { showMap: false, showMapLink: false }, expected: { show_map: false, show_map_link: false } },
    { name: 'description rendered', input: { description: 'The main hall.' }, expected: { description: '<p>The main hall.</p>' } },
    { name: 'website raw, not escaped', input: { website: 'https://x.org/?a=1&b=2' }, expected: { website: 'https://x.org/?a=1&b=2' } },
    { name: 'province shown when set', input: { province: 'Ontario' }, expected: { province: 'Ontario' } },
  ];
  it.each(cases)('$name', ({ input, expected }) => {
    expect(toWireVenue(venue(input), ctx)).toMatchObject(expected);
  });

  it.each([
    ['both coordinates: geo_lat/geo_lng after stateprovince', { latitude: 39.8, longitude: -89.6 }, true],
    ['one coordinate: none', { latitude: 39.8, longitude: null }, false],
  ])('%s', (_, coords, present) => {
    const wire = toWireVenue({ ...mainHall, ...coords }, ctx);
    const keys = Object.keys(wire);
    expect(keys.includes('geo_lat') && keys.includes('geo_lng')).toBe(present);
    if (present) expect(keys.slice(keys.indexOf('stateprovince') + 1, keys.indexOf('stateprovince') + 3)).toEqual(['geo_lat', 'geo_lng']);
  });

  it('json_ld (a Place) after the geo keys and before show_map, on request', () => {
    const keys = Object.keys(toWireVenue({ ...mainHall, latitude: 1, longitude: 2 }, ctx, { jsonLd: true }));
    expect(keys.slice(keys.indexOf('geo_lng'), keys.indexOf('show_map') + 1)).toEqual(['geo_lng', 'json_ld', 'show_map']);
    expect(toWireVenue(mainHall, ctx)).not.toHaveProperty('json_ld');
  });

  describe('password-protected', () => {
    const locked = { ...mainHall, password: 'secret' };
    it('blanks the present fields, its name becomes [] and state stays', () => {
      const wire = toWireVenue(locked, ctx, { jsonLd: true });
      expect(wire).toMatchObject({ venue: [], description: '', address: '', city: '', state: 'IL', show_map: null, show_map_link: null });
      expect(wire).not.toHaveProperty('json_ld');
      expect(wire).not.toHaveProperty('province');
    });
    it('is shown in full when unlocked', () => {
      expect(toWireVenue(locked, ctxWith({ unlocked: () => true }))).toMatchObject({ venue: 'Main Hall', city: 'Springfield' });
    });
  });
});

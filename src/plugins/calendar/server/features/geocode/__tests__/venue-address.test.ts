import { addressQuery, addressToGeocode } from '../venue-address';

describe('addressQuery', () => {
  it.each([
    [{ address: '1 Rua Augusta', city: 'Lisboa', zip: '1100-048', country: 'Portugal' }, '1 Rua Augusta, 1100-048 Lisboa, Portugal'],
    [{ address: '350 5th Ave', city: 'New York', state: 'NY', province: 'ignored', country: 'United States' }, '350 5th Ave, New York, NY, United States'],
    [{ city: ' Porto ', province: 'Norte' }, 'Porto, Norte'],
    [{ address: 'Main Street', city: '' }, 'Main Street'],
  ])('reads %j as %p', (venue, query) => expect(addressQuery(venue)).toBe(query));

  it.each([[{}], [{ zip: '1000', country: 'Portugal' }], [{ address: '  ', city: null }]])('has nothing to look up in %j', (venue) => {
    expect(addressQuery(venue)).toBeNull();
  });
});

describe('addressToGeocode', () => {
  const located = { address: '1 Main St', city: 'Springfield', latitude: 1, longitude: 2 };
  const bare = { address: '1 Main St', city: 'Springfield', latitude: null, longitude: null };

  it('looks up a new venue with an address and no coordinates', () => {
    expect(addressToGeocode({ city: 'Lisboa' }, null)).toBe('Lisboa');
    expect(addressToGeocode({ city: 'Lisboa', latitude: null, longitude: null }, null)).toBe('Lisboa');
  });

  it('never replaces coordinates a write gives', () => {
    expect(addressToGeocode({ city: 'Lisboa', latitude: 38.7, longitude: -9.1 }, null)).toBeNull();
    expect(addressToGeocode({ city: 'Lisboa', latitude: 38.7 }, bare)).toBeNull();
  });

  it('leaves a stored venue with coordinates alone, unless the write clears them', () => {
    expect(addressToGeocode({ city: 'Shelbyville' }, located)).toBeNull();
    expect(addressToGeocode({ phone: '1' } as never, located)).toBeNull();
    expect(addressToGeocode({ latitude: null, longitude: null }, located)).toBe('1 Main St, Springfield');
  });

  it('looks up a stored venue without coordinates with what the write changes over its address', () => {
    expect(addressToGeocode({ city: 'Shelbyville' }, bare)).toBe('1 Main St, Shelbyville');
    expect(addressToGeocode({ address: '' }, bare)).toBe('Springfield');
    expect(addressToGeocode({ address: '', city: '' }, bare)).toBeNull();
  });
});

import { mapLink } from '../map-link';

describe('the venue map link', () => {
  it('points OpenStreetMap at the coordinates, with a marker', () => {
    expect(mapLink(38.7223, -9.1393)).toEqual({
      kind: 'link',
      url: 'https://www.openstreetmap.org/?mlat=38.7223&mlon=-9.1393#map=17/38.7223/-9.1393',
    });
    expect(mapLink(0, 180)).toEqual({ kind: 'link', url: 'https://www.openstreetmap.org/?mlat=0&mlon=180#map=17/0/180' });
    expect(mapLink(-90, 1.123456789).kind === 'link' && mapLink(-90, 1.123456789)).toMatchObject({ url: expect.stringContaining('mlon=1.123457') });
  });

  it.each([[null, 1], [1, undefined], ['', 2], [undefined, undefined]])('has no link while a field is empty (%p, %p)', (lat, lng) => {
    expect(mapLink(lat, lng)).toEqual({ kind: 'empty' });
  });

  it.each([[90.5, 0], [0, -180.01], [Number.NaN, 0], ['north', 2]])('says %p, %p is out of range', (lat, lng) => {
    expect(mapLink(lat, lng)).toEqual({ kind: 'invalid' });
  });
});

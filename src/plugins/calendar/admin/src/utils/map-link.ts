/** A coordinate as the form holds it: a number, an empty field (null, undefined, ''), or what was typed. */
type Coordinate = unknown;

const inRange = (value: Coordinate, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

export type MapLink = { kind: 'link'; url: string } | { kind: 'empty' } | { kind: 'invalid' };

/**
 * What the venue's map panel shows for its coordinates: an OpenStreetMap link with a marker at them, or
 * why there is none (a field empty, or a value past ±90 / ±180, which the save then refuses).
 */
export function mapLink(latitude: Coordinate, longitude: Coordinate): MapLink {
  const empty = (value: Coordinate) => value === null || value === undefined || value === '';
  if (empty(latitude) || empty(longitude)) return { kind: 'empty' };
  if (!inRange(latitude, 90) || !inRange(longitude, 180)) return { kind: 'invalid' };
  const [lat, lng] = [latitude.toFixed(6).replace(/\.?0+$/, ''), longitude.toFixed(6).replace(/\.?0+$/, '')];
  return { kind: 'link', url: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}` };
}

import { boundingBox, distanceKm, EARTH_RADIUS_KM, geoSearch, haversineCut, KM_PER_MILE, toKilometres, type GeoSearch } from '../geo';

const DEG = Math.PI / 180;
/** Degrees of latitude (along a meridian) that make `km`. */
const degreesOf = (km: number) => km / EARTH_RADIUS_KM / DEG;

/** What the SQL does with a search, in numbers: the box, then the cut. */
function selects(search: GeoSearch, point: [number, number]): boolean {
  const [lat, lng] = point;
  const inRange = ([min, max]: readonly [number, number], value: number) => value >= min && value <= max;
  if (!inRange(search.latitude, lat)) return false;
  if (search.longitude.length && !search.longitude.some((range) => inRange(range, lng))) return false;
  if (!search.cut) return true;
  const { latitude, longitude, cosLatitude, bound } = search.cut;
  const half = Math.PI / 360;
  const h = Math.sin((lat - latitude) * half) ** 2 + cosLatitude * Math.cos(lat * 2 * half) * Math.sin((lng - longitude) * half) ** 2;
  return h <= bound;
}

describe('units', () => {
  it('reads miles as international miles and kilometres as they are', () => {
    expect(toKilometres(25, 'miles')).toBeCloseTo(40.2336, 4);
    expect(toKilometres(25, 'kilometres')).toBe(25);
    expect(KM_PER_MILE).toBe(1.609344);
  });
});

describe('boundingBox', () => {
  it('spans the same latitudes and wider longitudes away from the equator', () => {
    const equator = boundingBox(0, 10, 100);
    const north = boundingBox(60, 10, 100);
    expect(equator.latitude[1] - equator.latitude[0]).toBeCloseTo(north.latitude[1] - north.latitude[0], 9);
    const width = (box: ReturnType<typeof boundingBox>) => box.longitude[0][1] - box.longitude[0][0];
    // cos 60° = 1/2: twice as many degrees of longitude for the same distance.
    expect(width(north)).toBeCloseTo(2 * width(equator), 3);
  });

  it('splits a box across the antimeridian into two ranges', () => {
    const east = boundingBox(-17, 179.9, 50);
    expect(east.longitude).toHaveLength(2);
    expect(east.longitude[0][1]).toBe(180);
    expect(east.longitude[1][0]).toBe(-180);
    expect(east.longitude[1][1]).toBeGreaterThan(-180);
    const west = boundingBox(-17, -179.9, 50);
    expect(west.longitude[0][1]).toBe(180);
    expect(west.longitude[1][0]).toBe(-180);
  });

  it('spans every longitude when the circle holds a pole', () => {
    expect(boundingBox(89.9, 0, 50)).toEqual({ latitude: [89.9 - degreesOf(50), 90], longitude: [] });
    expect(boundingBox(90, 0, 1).longitude).toEqual([]);
    expect(boundingBox(-90, 0, 1).latitude[0]).toBe(-90);
  });

  it('holds every point of the circle (the meridians it touches are inside)', () => {
    for (const [lat, lng] of [[0, 0], [45, 100], [-70, -179.5], [85, 20], [60, 179.99]] as const) {
      const search: GeoSearch = boundingBox(lat, lng, 300);
      for (let bearing = 0; bearing < 360; bearing += 5) {
        // The point 299.9 km away on this bearing (spherical destination formula).
        const d = 299.9 / EARTH_RADIUS_KM;
        const [p, q, b] = [lat * DEG, lng * DEG, bearing * DEG];
        const lat2 = Math.asin(Math.sin(p) * Math.cos(d) + Math.cos(p) * Math.sin(d) * Math.cos(b));
        let lng2 = (q + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(p), Math.cos(d) - Math.sin(p) * Math.sin(lat2))) / DEG;
        lng2 = ((lng2 + 540) % 360) - 180;
        expect([lat, lng, bearing, selects(search, [lat2 / DEG, lng2])]).toEqual([lat, lng, bearing, true]);
      }
    }
  });
});

describe('haversineCut', () => {
  it('keeps the edge and drops what is just past it', () => {
    const search = geoSearch(0, 0, 100, 'kilometres', true);
    const edge = degreesOf(100);
    expect(selects(search, [edge, 0])).toBe(true);
    expect(selects(search, [-edge, 0])).toBe(true);
    expect(selects(search, [degreesOf(100.01), 0])).toBe(false);
  });

  it('drops the corners of the box, which the box alone keeps', () => {
    const corner: [number, number] = [degreesOf(90), degreesOf(90)];
    expect(distanceKm([0, 0], corner)).toBeGreaterThan(100);
    expect(selects(geoSearch(0, 0, 100, 'kilometres', false), corner)).toBe(true);
    expect(selects(geoSearch(0, 0, 100, 'kilometres', true), corner)).toBe(false);
  });

  it('measures across the antimeridian', () => {
    const search = geoSearch(-17, 179.95, 20, 'kilometres', true);
    expect(distanceKm([-17, 179.95], [-17, -179.95])).toBeLessThan(20);
    expect(selects(search, [-17, -179.95])).toBe(true);
    expect(selects(search, [-17, -179.5])).toBe(false);
  });

  it('selects the whole globe past half its circumference', () => {
    expect(haversineCut(10, 10, 30_000).bound).toBe(1);
    // Nearly the antipode (-10, -170), which is 20,015 km away.
    expect(distanceKm([10, 10], [-9, -168])).toBeLessThan(20_000);
    expect(selects(geoSearch(10, 10, 20_000, 'kilometres', true), [-9, -168])).toBe(true);
    expect(selects(geoSearch(10, 10, 20_000, 'miles', true), [-10, -170])).toBe(true);
  });

  it('agrees with the distance', () => {
    const from: [number, number] = [38.7223, -9.1393];
    const to: [number, number] = [41.1579, -8.6291];
    const km = distanceKm(from, to);
    expect(km).toBeGreaterThan(270);
    expect(km).toBeLessThan(276);
    expect(selects(geoSearch(...from, km + 0.01, 'kilometres', true), to)).toBe(true);
    expect(selects(geoSearch(...from, km - 0.01, 'kilometres', true), to)).toBe(false);
  });
});

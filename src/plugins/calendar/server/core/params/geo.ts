/**
 * The geometry of the event list's geolocation filter: pure numbers, no SQL (data/repository/venue-geo.ts
 * turns a search into SQL). Events Calendar Pro's rule: a box of `distance` around the point over the
 * venues' latitude and longitude; our radius extension adds the true (great-circle) distance cut.
 */

export type DistanceUnit = 'miles' | 'kilometres';

/** The Earth's mean radius, as Events Calendar Pro's geofence computes with (`EARTH_RADIO`). */
export const EARTH_RADIUS_KM = 6371;
/** The international mile. */
export const KM_PER_MILE = 1.609344;
/** The largest radius a request may ask for, in the site's unit (half the Earth's circumference is about 20,000 km). */
export const MAX_GEOLOC_DISTANCE = 20_000;
/**
 * A venue exactly on the edge is inside. Databases compute the trigonometry in doubles with their own
 * libraries, so the edge is widened by a millimetre: far below what a venue's coordinates can tell
 * (five decimals of a degree are a metre), far above a double's rounding at the Earth's scale.
 */
const EDGE_KM = 1e-6;

const DEG = Math.PI / 180;

export const toKilometres = (distance: number, unit: DistanceUnit): number => (unit === 'miles' ? distance * KM_PER_MILE : distance);

/** An inclusive range of degrees. */
export type Range = readonly [number, number];

/** The venues a search selects: a box, and with the radius extension a distance cut inside it. */
export interface GeoSearch {
  latitude: Range;
  /** One range, two when the box crosses the antimeridian (±180°), none when it spans every longitude. */
  longitude: Range[];
  /** The great-circle cut, see `haversineCut`; absent for the original's box alone. */
  cut?: HaversineCut;
}

/**
 * The cut `sin²(Δφ/2) + cos φ₀ · cos φ · sin²(Δλ/2) ≤ bound`: the haversine formula with both sides
 * of `d = 2R·asin(√h)` turned into `h ≤ sin²(d/2R)` (asin and √ grow with their argument), so the SQL
 * needs only `sin`, `cos` and products, which the three databases have.
 */
export interface HaversineCut {
  latitude: number;
  longitude: number;
  /** cos φ₀ of the searched point. */
  cosLatitude: number;
  bound: number;
}

/**
 * The box holding every point within `km` of (`latitude`, `longitude`). Latitudes span ±km/R; longitudes
 * span asin(sin(km/R) / cos φ), which grows towards the poles (the meridians the circle touches); a
 * box that reaches a pole spans every longitude, and one that crosses ±180° is two ranges.
 */
export function boundingBox(latitude: number, longitude: number, km: number): Pick<GeoSearch, 'latitude' | 'longitude'> {
  const angle = Math.min(km / EARTH_RADIUS_KM, Math.PI);
  const span = angle / DEG;
  const lat: Range = [Math.max(-90, latitude - span), Math.min(90, latitude + span)];
  const ratio = Math.sin(angle) / Math.cos(latitude * DEG);
  if (lat[0] === -90 || lat[1] === 90 || angle >= Math.PI / 2 || !(ratio < 1)) return { latitude: lat, longitude: [] };
  const half = Math.asin(ratio) / DEG;
  const [west, east] = [longitude - half, longitude + half];
  if (west < -180) return { latitude: lat, longitude: [[west + 360, 180], [-180, east]] };
  if (east > 180) return { latitude: lat, longitude: [[west, 180], [-180, east - 360]] };
  return { latitude: lat, longitude: [[west, east]] };
}

/** The haversine cut of a radius `km` around the point (see HaversineCut); past half the globe, everything. */
export function haversineCut(latitude: number, longitude: number, km: number): HaversineCut {
  const half = Math.min((km + EDGE_KM) / (2 * EARTH_RADIUS_KM), Math.PI / 2);
  return { latitude, longitude, cosLatitude: Math.cos(latitude * DEG), bound: Math.sin(half) ** 2 };
}

/**
 * What `geoloc=true&geoloc_lat&geoloc_lng[&geoloc_radius]` selects. Without a radius: the original's box
 * of the site's distance (its corners reach √2 times as far). With one: a circle of that radius.
 */
export function geoSearch(latitude: number, longitude: number, distance: number, unit: DistanceUnit, exact: boolean): GeoSearch {
  const km = toKilometres(distance, unit);
  const box = boundingBox(latitude, longitude, km + EDGE_KM);
  return exact ? { ...box, cut: haversineCut(latitude, longitude, km) } : box;
}

/** The great-circle distance in km, as the SQL cut computes it (for tests and checks). */
export function distanceKm(a: readonly [number, number], b: readonly [number, number]): number {
  const h = Math.sin(((b[0] - a[0]) * DEG) / 2) ** 2 + Math.cos(a[0] * DEG) * Math.cos(b[0] * DEG) * Math.sin(((b[1] - a[1]) * DEG) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

import type { Core } from '@strapi/strapi';
import type { GeoSearch } from '../../core/params/geo';
import { columnOf } from './columns';
import { joinTableOf, tableName, type QueryBuilder } from './tables';
import { UID } from './uids';

/** Which venues a caller may be told about: its language, the statuses it may read, the passwords it unlocked. */
export interface VenueVisibility {
  locale: string;
  /** `publish` only, or every status but `trash` (callers allowed to write venues). */
  statuses: 'publish' | 'any';
  /** Null: every venue is unlocked; else the passwords given (venues without one are always open). */
  passwords: string[] | null;
}

/** The aliases of the subquery (the event list's root table is `t0`). */
const [V, L, ROOT] = ['gv', 'gl', 't0'];

/** sin²(Δφ/2) + cos φ₀·cos φ·sin²(Δλ/2) ≤ sin²(d/2R), see core/params/geo.ts: `sin`, `cos` and products only. */
const HAVERSINE = 'sin((?? - ?) * ?) * sin((?? - ?) * ?) + ? * cos(?? * ?) * sin((?? - ?) * ?) * sin((?? - ?) * ?) <= ?';

/** The venues a caller may read that have coordinates and, with `search`, lie in its box and circle. */
function locatedVenues(strapi: Core.Strapi, visible: VenueVisibility, search?: GeoSearch): QueryBuilder {
  const col = (attribute: string) => columnOf(strapi, UID.venue, V, attribute);
  const [lat, lng] = [col('latitude'), col('longitude')];
  const venues = strapi.db
    .connection(`${tableName(strapi, UID.venue)} as ${V}`)
    .where(col('locale'), visible.locale)
    .whereNotNull(lat)
    .whereNotNull(lng);
  if (visible.statuses === 'publish') venues.where(col('postStatus'), 'publish');
  else venues.whereNot(col('postStatus'), 'trash');
  const passwords = visible.passwords;
  if (passwords) {
    venues.where((open) => {
      open.whereNull(col('password')).orWhere(col('password'), '');
      if (passwords.length) open.orWhereIn(col('password'), passwords);
    });
  }
  if (!search) return venues;
  venues.whereBetween(lat, [...search.latitude]);
  if (search.longitude.length) venues.where((ranges) => search.longitude.forEach((range) => ranges.orWhereBetween(lng, [...range])));
  if (search.cut) {
    const { latitude: φ, longitude: λ, cosLatitude, bound } = search.cut;
    const half = Math.PI / 360;
    venues.whereRaw(HAVERSINE, [lat, φ, half, lat, φ, half, cosLatitude, lat, 2 * half, lng, λ, half, lng, λ, half, bound]);
  }
  return venues;
}

/**
 * Whether the events come from the venues (an uncorrelated `id IN (events of the venues near)`, which
 * starts from the venue coordinates index) or each event checks its venue (correlated on the event row),
 * by what each database plans best, measured at 100,000 events (docs/performance.md "Performance"):
 * - PostgreSQL: from the venues, always; its planner weighs both ways with its statistics.
 * - MySQL/MariaDB: per event; MariaDB turns that into a semi-join weighed by cost (from the venue index
 *   for a small circle), while it materializes the uncorrelated set and took 16 s for a search covering
 *   most events.
 * - SQLite: from the venues for a search near a point (the index finds the few venues near it); per
 *   event without one (most venues have coordinates, and walking the list index in order beats sorting
 *   every located event, which SQLite does when it starts from the set).
 */
function fromVenues(strapi: Core.Strapi, search?: GeoSearch): boolean {
  const client = strapi.db.dialect.client;
  return client === 'postgres' || (client === 'sqlite' && search !== undefined);
}

/**
 * The events linked to a venue the caller may read that has coordinates and, with `search`, lies in its
 * box (and circle): a subquery for the event filter `id IN (...)`. The distance is computed in SQL
 * (`sin`, `cos`: PostgreSQL, MySQL, and SQLite's math functions), so a page and its total stay one query.
 */
export function eventsAtLocatedVenues(strapi: Core.Strapi, visible: VenueVisibility, search?: GeoSearch): QueryBuilder {
  const join = joinTableOf(strapi, UID.event, 'venues');
  const [event, venue] = [`${L}.${join.joinColumn.name}`, `${L}.${join.inverseJoinColumn.name}`];
  const venues = locatedVenues(strapi, visible, search);
  if (fromVenues(strapi, search)) {
    return strapi.db.connection(`${join.name} as ${L}`).whereIn(venue, venues.select(`${V}.id`)).select(event);
  }
  return venues.join(`${join.name} as ${L}`, venue, `${V}.id`).whereRaw('?? = ??', [event, `${ROOT}.id`]).select(event);
}

import { DateTime } from 'luxon';

/** The event fields an editor filters by day in the list (admin/src/list-view/day-filters.ts makes them date filters). */
export const DAY_FIELDS = ['startDate', 'endDate'] as const;
type DayField = (typeof DAY_FIELDS)[number];
const isDayField = (key: string): key is DayField => (DAY_FIELDS as readonly string[]).includes(key);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The comparisons a day filter may use (the date filter's own, less "contains"). */
type DayOperator = '$eq' | '$ne' | '$gt' | '$gte' | '$lt' | '$lte';
const OPERATORS: readonly string[] = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte'];

type Filter = Record<string, unknown>;
const isRecord = (value: unknown): value is Filter => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A day filter of the event list ("starts on 4 May", "ends before 1 June") read on each event's own clock,
 * as the list shows its times: the admin sends the day alone (`startDate[$eq]=2027-05-04`), and an event
 * of Lisbon matches from midnight in Lisbon to the next midnight there, one of Tokyo from midnight in
 * Tokyo. The stored instants are UTC, so the day becomes one pair of instants per time zone the events
 * use, each applied to the events of that zone (the zones are few: a site has a handful).
 *
 * `zones`: the zones stored on events; `siteZone`: the zone of events without one. A filter with anything
 * else than a day (the Upcoming view's instant, a hand-written query) is left as it is.
 */
export function dayFiltersOnEventClocks(filters: unknown, zones: readonly string[], siteZone: string): unknown {
  if (Array.isArray(filters)) return filters.map((item) => dayFiltersOnEventClocks(item, zones, siteZone));
  if (!isRecord(filters)) return filters;
  const clauses: Filter[] = [];
  const rest: Filter = {};
  for (const [key, value] of Object.entries(filters)) {
    const day = isDayField(key) ? dayCondition(value) : null;
    if (day) clauses.push(onEachClock(key as DayField, day.operator, day.day, zones, siteZone));
    else rest[key] = dayFiltersOnEventClocks(value, zones, siteZone);
  }
  if (clauses.length === 0) return rest;
  const all = Object.keys(rest).length ? [rest, ...clauses] : clauses;
  return all.length === 1 ? all[0] : { $and: all };
}

/** `{ $gt: '2027-05-04' }`: one comparison with a valid day, or null. */
function dayCondition(value: unknown): { operator: DayOperator; day: string } | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  if (entries.length !== 1) return null;
  const [operator, day] = entries[0]!;
  if (!OPERATORS.includes(operator) || typeof day !== 'string' || !DAY.test(day)) return null;
  if (!DateTime.fromISO(day, { zone: 'UTC' }).isValid) return null;
  return { operator: operator as DayOperator, day };
}

function onEachClock(field: DayField, operator: DayOperator, day: string, zones: readonly string[], siteZone: string): Filter {
  const perZone = (zone: string) => {
    const start = DateTime.fromISO(day, { zone }).startOf('day');
    return comparison(field, operator, start.toUTC().toISO()!, start.plus({ days: 1 }).toUTC().toISO()!);
  };
  const known = [...new Set(zones.filter((zone) => zone && DateTime.local().setZone(zone).isValid))];
  return {
    $or: [
      ...known.map((zone) => ({ $and: [{ timezone: { $eq: zone } }, perZone(zone)] })),
      // Events with no zone of their own (or one no longer known) are on the site's clock.
      { $and: [{ $or: [{ timezone: { $null: true } }, { timezone: { $notIn: known.length ? known : [''] } }] }, perZone(siteZone)] },
    ],
  };
}

/** The comparison of one day, [start, next) being its instants on one clock. */
function comparison(field: DayField, operator: DayOperator, start: string, next: string): Filter {
  switch (operator) {
    case '$eq':
      return { $and: [{ [field]: { $gte: start } }, { [field]: { $lt: next } }] };
    case '$ne':
      return { $or: [{ [field]: { $lt: start } }, { [field]: { $gte: next } }] };
    case '$gt':
      return { [field]: { $gte: next } };
    case '$gte':
      return { [field]: { $gte: start } };
    case '$lt':
      return { [field]: { $lt: start } };
    case '$lte':
      return { [field]: { $lt: next } };
  }
}

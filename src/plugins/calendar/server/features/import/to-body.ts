import { fromSchemaOrgStatus, isAttendanceMode, isEventStatus } from '../../../shared/event-status';
import { parseCost } from '../../data/write/cost';
import type { SourceResource } from './source';

/**
 * A source record (the wire JSON of a list) → the write body the calendar's own write path takes, so
 * an imported record goes through the same validation and mapping as an API write. What a body cannot
 * carry (the wire ID, `modified`, the lineage, the currency code) is read by extras.ts. Pure.
 */
type Wire = Record<string, unknown>;
export type WriteBodyInput = Record<string, unknown>;

/** WordPress writes `0000-00-00 00:00:00` for a draft never published: no date then. */
const realDate = (value: unknown): string | undefined =>
  typeof value === 'string' && value && !value.startsWith('0000-00-00') ? value : undefined;

/** `""` fields are left out: the body schemas refuse empty strings where the original stores none. */
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

const idOf = (value: unknown): number | undefined => {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'number' ? id : undefined;
};

/** The source's featured image URL, or undefined when it has none (`false`). */
export function imageUrl(wire: Wire): string | undefined {
  const image = wire.image as { url?: unknown } | false | undefined;
  return image && typeof image.url === 'string' ? image.url : undefined;
}

/** The post fields shared by events, venues and organizers. */
function postBody(wire: Wire): WriteBodyInput {
  return {
    status: text(wire.status),
    date_utc: realDate(wire.date_utc),
    description: text(wire.description),
    excerpt: text(wire.excerpt),
    slug: text(wire.slug),
  };
}

/**
 * The cost to write: the record's `cost` is formatted for display, and where that loses what is stored
 * it is written again from `cost_details`. A zero price shows as "Free" (`"Free – 30€"`) and a price
 * without a stored symbol shows the site's default one (`"$15"`, while `currency_symbol` is `""`): the
 * amounts (`values`) with the stored symbol at its stored position then say it (`"0, 30€"`, `"15"`).
 * Otherwise the formatted text is kept (`"15,50€"` keeps its decimal comma; `"Donation"` is text).
 */
export function costText(wire: Wire): string | undefined {
  if (typeof wire.cost !== 'string') return undefined;
  const details = (wire.cost_details ?? {}) as { currency_symbol?: unknown; currency_position?: unknown; values?: unknown };
  const values = Array.isArray(details.values) ? details.values.filter((v): v is string => typeof v === 'string') : [];
  if (!values.length || !values.every((v) => /^\d+(\.\d+)?$/.test(v))) return wire.cost;
  const symbol = typeof details.currency_symbol === 'string' ? details.currency_symbol : '';
  const position = details.currency_position === 'postfix' ? 'postfix' : 'prefix';
  const shown = parseCost(wire.cost);
  if ((shown.currencySymbol ?? '') === symbol && (!symbol || shown.currencyPosition === position)) return wire.cost;
  const amounts = values.join(', ');
  return !symbol ? amounts : position === 'postfix' ? `${amounts}${symbol}` : `${symbol}${amounts}`;
}

function eventBody(wire: Wire): WriteBodyInput {
  const venues = Array.isArray(wire.venue) ? wire.venue : wire.venue ? [wire.venue] : [];
  const list = (key: string) => (Array.isArray(wire[key]) ? (wire[key] as unknown[]).map(idOf).filter((id) => id !== undefined) : []);
  return {
    ...postBody(wire),
    title: wire.title,
    timezone: text(wire.timezone),
    all_day: wire.all_day === true,
    start_date: wire.start_date,
    end_date: wire.end_date,
    cost: costText(wire),
    // A website the source never set reads as the permalink: it is not a website of the event.
    website: typeof wire.website === 'string' && wire.website !== wire.url ? wire.website : undefined,
    show_map: wire.show_map,
    show_map_link: wire.show_map_link,
    hide_from_listings: wire.hide_from_listings,
    sticky: wire.sticky,
    featured: wire.featured,
    venue: venues.map(idOf).filter((id) => id !== undefined),
    organizer: list('organizer'),
    categories: list('categories'),
    tags: list('tags'),
    ...changeFields(wire, venues.length > 0),
  };
}

const webUrl = (value: unknown): string | undefined => (typeof value === 'string' && /^https?:\/\//i.test(value) ? value : undefined);

/**
 * What became of the event and how it is attended (issue 35): our own keys when the source is another
 * instance of this service; from the original, its JSON-LD's `eventStatus` (on single reads: its status
 * add-on writes it there) and its virtual events' `is_virtual`/`virtual_url` (an event with a venue too
 * is both). Absent when the source says nothing, so a re-import keeps what an editor set here.
 */
function changeFields(wire: Wire, hasVenue: boolean): WriteBodyInput {
  const jsonLd = wire.json_ld as { eventStatus?: unknown } | undefined;
  const status = isEventStatus(wire.event_status) ? wire.event_status : (fromSchemaOrgStatus(jsonLd?.eventStatus) ?? undefined);
  const virtual = wire.is_virtual === true ? (hasVenue ? 'mixed' : 'online') : undefined;
  return {
    event_status: status,
    event_status_reason: text(wire.event_status_reason),
    previous_start_date: typeof wire.previous_start_date === 'string' ? wire.previous_start_date : undefined,
    attendance_mode: isAttendanceMode(wire.attendance_mode) ? wire.attendance_mode : virtual,
    online_url: webUrl(wire.online_url) ?? webUrl(wire.virtual_url),
    online_access_notes: text(wire.online_access_notes),
  };
}

/**
 * A venue's map flags read as JSON booleans but are written as strings (the original's venue write
 * args are typed string, and a boolean there answers 400), so the import sends `"true"`/`"false"`.
 */
const mapFlag = (value: unknown): string | undefined =>
  typeof value === 'boolean' ? String(value) : typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The source venue's coordinates: Events Calendar Pro's `geo_lat`/`geo_lng` (or ours, `latitude`/
 * `longitude`). Both 0 is what a password-protected venue shows a reader who did not unlock it (the
 * original blanks them to 0, contract 3.6), not a place: no venue lies at 0°, 0° in the Gulf of Guinea.
 */
function coordinates(wire: Wire): { latitude?: number; longitude?: number } {
  const number = (value: unknown) => (value === '' || value === undefined || value === null ? undefined : Number(value));
  const [latitude, longitude] = [number(wire.geo_lat ?? wire.latitude), number(wire.geo_lng ?? wire.longitude)];
  return latitude === 0 && longitude === 0 ? {} : { latitude, longitude };
}

function venueBody(wire: Wire): WriteBodyInput {
  return {
    ...postBody(wire),
    venue: wire.venue,
    address: text(wire.address),
    city: text(wire.city),
    country: text(wire.country),
    province: text(wire.province),
    state: text(wire.state),
    zip: text(wire.zip),
    phone: text(wire.phone),
    stateprovince: text(wire.stateprovince),
    website: text(wire.website),
    show_map: mapFlag(wire.show_map),
    show_map_link: mapFlag(wire.show_map_link),
    ...coordinates(wire),
  };
}

function organizerBody(wire: Wire): WriteBodyInput {
  return { ...postBody(wire), organizer: wire.organizer, phone: text(wire.phone), email: text(wire.email), website: text(wire.website) };
}

function termBody(wire: Wire, resource: SourceResource): WriteBodyInput {
  const parent = resource === 'categories' && typeof wire.parent === 'number' ? wire.parent : undefined;
  return { name: wire.name, slug: text(wire.slug), description: text(wire.description), parent };
}

/** The write body of a source record; undefined members are dropped by the body schema. */
export function toWriteBody(resource: SourceResource, wire: Wire): WriteBodyInput {
  const body =
    resource === 'events'
      ? eventBody(wire)
      : resource === 'venues'
        ? venueBody(wire)
        : resource === 'organizers'
          ? organizerBody(wire)
          : termBody(wire, resource);
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

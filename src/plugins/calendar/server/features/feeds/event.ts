import { ICalEventStatus, type ICalEventData, type ICalLocation, type ICalOrganizer } from 'ical-generator';
import { ICAL_STATUS_PROPERTY, icalStatus } from '../../../shared/event-status';
import { DateTime } from 'luxon';
import type { FeedEvent, FeedOrganizer, FeedVenue } from './feed-event';
import { htmlToText } from './text';
import { icalZoneId } from './vtimezone';

/**
 * One event of the REST API (its wire form, so a feed shows exactly what the JSON shows; the part of it
 * a VEVENT shows, feed-event.ts) as an iCalendar VEVENT. Pure.
 */

const ICAL_STATUS = { CONFIRMED: ICalEventStatus.CONFIRMED, TENTATIVE: ICalEventStatus.TENTATIVE, CANCELLED: ICalEventStatus.CANCELLED } as const;

/** SEQUENCE counts seconds from this instant: it fits RFC 5545's 32-bit INTEGER until 2088 (Unix seconds overflow in 2038). */
const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1) / 1000;

/** A wire UTC time `YYYY-MM-DD HH:MM:SS` as a luxon UTC instant (Date.parse: a feed reads thousands of them). */
const utc = (sql: string) => DateTime.fromMillis(Date.parse(`${sql.replace(' ', 'T')}Z`), { zone: 'utc' });

/**
 * UID: the wire ID and the site's host (from the global ID, `host/path?id=N`), nothing else. The
 * original put the start and end times in its UIDs, so a rescheduled event became a second event in
 * every subscribed app; an ID is never reused nor changed, so the UID survives any edit.
 */
export function eventUid(event: Pick<FeedEvent, 'id' | 'global_id'>): string {
  const site = event.global_id.replace(/\?id=\d+$/, '');
  return `${event.id}@${site}`;
}

/**
 * When the event as a feed shows it last changed: the latest modification of the event, its venues
 * and its organizers (a venue's new address changes the event's LOCATION). The database sets
 * `updatedAt` on every write, so this only grows.
 */
export function lastModified(event: FeedEvent): DateTime {
  const stamps = [...event.venue.map((v) => v.modified_utc), ...event.organizer.map((o) => o.modified_utc)];
  // Wire times (`YYYY-MM-DD HH:MM:SS`) sort as text in time order: one parse, of the latest.
  const latest = stamps.reduce<string>((max, stamp) => (stamp && stamp > max ? stamp : max), event.modified_utc);
  return utc(latest);
}

/**
 * SEQUENCE must grow with each change that matters to an attendee (RFC 5545 3.8.7.4), or apps keep
 * their copy. Counting edits would need a stored counter every writer (API, admin, imports, SQL)
 * bumps; the last-modified time already grows on every write, so SEQUENCE is its seconds since
 * 2020. Two edits within one second share a SEQUENCE; LAST-MODIFIED still tells them apart.
 */
export const sequenceOf = (modified: DateTime): number => Math.max(0, Math.floor(modified.toSeconds() - SEQUENCE_EPOCH));

/** The venue's name, then its address on one line: what apps show and hand to a map search. */
function location(venue: FeedVenue | undefined): ICalLocation | null {
  if (!venue || typeof venue.venue !== 'string' || !venue.venue) return null;
  const address = [venue.address, venue.city, venue.stateprovince || venue.state || venue.province, venue.zip, venue.country]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(', ');
  // feedEvent keeps finite numbers only.
  const geo = venue.geo_lat !== undefined && venue.geo_lng !== undefined ? { lat: venue.geo_lat, lon: venue.geo_lng } : undefined;
  return { title: venue.venue, ...(address ? { address } : {}), ...(geo ? { geo } : {}) };
}

/** ORGANIZER is a calendar address (RFC 5545 CAL-ADDRESS, a `mailto:`): the first organizer with an e-mail. */
function organizer(organizers: FeedOrganizer[]): ICalOrganizer | null {
  const found = organizers.find((o) => typeof o.organizer === 'string' && o.organizer && o.email);
  return found ? { name: found.organizer as string, email: found.email as string } : null;
}

/**
 * Where apps show the event: the venue for people who go there; for an event attended online only, its
 * link (apps make a LOCATION that is a URL clickable; CONFERENCE, below, is the standard's place for it).
 */
function place(event: FeedEvent): ICalLocation | string | null {
  if (event.attendance_mode !== 'online') return location(event.venue[0]);
  return event.online_url || null;
}

/** The reason of a change, then the description: what an attendee reads first in the app. */
function description(event: FeedEvent): string | null {
  const text = htmlToText(event.description);
  const reason = event.event_status !== 'scheduled' ? event.event_status_reason.trim() : '';
  return [reason, text].filter(Boolean).join('\n\n') || null;
}

/** A VEVENT's data, with the online link written as RFC 7986 CONFERENCE by the calendar (calendar.ts). */
export type ICalItem = ICalEventData & { timezone: string | null; conference: string | null };

/**
 * The VEVENT of one wire event. All-day events are DATE values with the exclusive end RFC 5545 wants.
 * STATUS says what became of it (issue 35: CANCELLED strikes or removes it in apps, TENTATIVE while a
 * postponed event waits for its date); a change of status changes `modified`, so SEQUENCE grows with it.
 */
export function toICalEvent(event: FeedEvent): ICalItem {
  const modified = lastModified(event);
  const common = {
    id: eventUid(event),
    sequence: sequenceOf(modified),
    // A published feed's DTSTAMP is when its information last changed (RFC 5545 3.8.7.2, no METHOD):
    // the same feed then has the same bytes, which a cache's ETag relies on.
    stamp: modified,
    lastModified: modified,
    summary: event.title,
    description: description(event),
    location: place(event),
    organizer: organizer(event.organizer),
    categories: event.categories.map((term) => ({ name: term.name })),
    url: event.url,
    // Only published events are in a feed: their status is what became of them, not their publication.
    status: ICAL_STATUS[icalStatus(event.event_status)],
    // STATUS cannot say postponed, rescheduled or moved online: our own property names it (an import of this feed reads it back).
    ...(event.event_status !== 'scheduled' ? { x: [{ key: ICAL_STATUS_PROPERTY, value: event.event_status.toUpperCase() }] } : {}),
    conference: event.online_url || null,
  };
  if (event.all_day) {
    // Dates as the event's own calendar shows them; DTEND is the day after the last day.
    const day = (wall: string) => DateTime.fromISO(wall.slice(0, 10), { zone: 'utc' });
    const start = day(event.start_date);
    const lastDay = day(event.end_date);
    return { ...common, allDay: true, timezone: null, start, end: (lastDay < start ? start : lastDay).plus({ days: 1 }) };
  }
  const tzid = icalZoneId(event.timezone);
  const zoned = (sql: string) => (tzid === 'UTC' ? utc(sql) : utc(sql).setZone(tzid));
  return { ...common, timezone: tzid === 'UTC' ? null : tzid, start: zoned(event.utc_start_date), end: zoned(event.utc_end_date) };
}

import { DateTime } from 'luxon';
import { zoneOf } from '../../wire/dates';
import type { TecEventBody, TecOrganizerBody, TecVenueBody } from './schemas';

/**
 * A valid `tec/v1` body → the body of the same write on `cal/events/v1` (raw, as a client would send it):
 * the write then runs through the resource's own body rules, the one write door and its checks, exactly
 * as a `cal/events/v1` write does. Pure. What `tec/v1` sends that a calendar record has no field for
 * (`comment_status`, `ping_status`, `format`, `template`) is dropped here.
 *
 * Deliberate difference: the original injects its defaults on update too (a PUT without `status`
 * publishes a draft, one without `sticky` unpins the record, contract tec-v1 §1.6): here only the fields
 * sent change, as on `cal/events/v1`; a create without `status` gets the service's default (`publish` for
 * callers who may publish, as the original's default).
 */

type Raw = Record<string, unknown>;

/** Keeps the entries whose value was sent; an empty title, slug, content or excerpt counts as not sent. */
function sent(entries: Raw): Raw {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
}

const nonEmpty = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

/** The fields every post body shares. */
function postBody(body: TecEventBody | TecVenueBody | TecOrganizerBody): Raw {
  return {
    date: body.date,
    date_utc: body.date_gmt,
    slug: nonEmpty(body.slug),
    status: body.status,
    description: nonEmpty(body.content),
    excerpt: nonEmpty(body.excerpt),
    author: body.author,
    image: body.featured_media,
    sticky: body.sticky,
    ml_language: body.ml_language,
  };
}

/**
 * The end of an event that starts at the wall time `wall` in `zone` and lasts `seconds`: the instant, with its
 * offset (ISO 8601), so a daylight-saving change in between neither adds nor takes an hour. An end past the
 * year 9999 is passed on as it is, for the calendar's rules to refuse (400 naming `end_date`).
 */
export function endAfter(wall: string, seconds: number, zone: string): string | null {
  const start = DateTime.fromFormat(wall, 'yyyy-MM-dd HH:mm:ss', { zone: zoneOf(zone) });
  const end = start.isValid ? start.plus({ seconds }) : null;
  return end?.isValid ? end.toISO({ suppressMilliseconds: true }) : null;
}

/** A UTC wall time as an instant the calendar reads whatever the event's zone (ISO 8601 with `Z`). */
const utcInstant = (wall: string) => `${wall.replace(' ', 'T')}Z`;

/**
 * An event's start and end: the wall times in the event zone, else the UTC ones; with no end, the start
 * plus `duration` seconds of real time. The start's zone is the body's `timezone`, else `siteTimezone` (an
 * update of an event in another zone that sends neither reads the start in the site zone for this sum only).
 */
function eventTimes(body: TecEventBody, siteTimezone: string): Raw {
  const start = body.start_date ?? (body.start_date_utc && utcInstant(body.start_date_utc));
  let end: string | null | undefined = body.end_date ?? (body.end_date_utc && utcInstant(body.end_date_utc));
  if (end === undefined && body.duration !== undefined) {
    if (body.start_date) end = endAfter(body.start_date, body.duration, body.timezone || siteTimezone);
    else if (body.start_date_utc) end = endAfter(body.start_date_utc, body.duration, 'UTC');
  }
  return { start_date: start, end_date: end ?? undefined };
}

export function tecEventToBody(body: TecEventBody, siteTimezone = 'UTC'): Raw {
  return sent({
    ...postBody(body),
    title: nonEmpty(body.title),
    timezone: body.timezone,
    all_day: body.all_day,
    ...eventTimes(body, siteTimezone),
    cost: body.cost,
    featured: body.featured,
    categories: body.tribe_events_cat,
    tags: body.tags,
    // IDs only: `[]` unlinks every venue (organizer). `venues`, not `venue`: the calendar's own `venue`
    // keeps the venue when empty and takes one only, as the original's `tribe/events/v1` does.
    venues: body.venues,
    organizer: body.organizers,
    event_status: body.event_status,
    event_status_reason: body.event_status_reason,
    previous_start_date: body.previous_start_date,
    attendance_mode: body.attendance_mode,
    online_url: body.online_url,
    online_access_notes: body.online_access_notes,
  });
}

export function tecVenueToBody(body: TecVenueBody): Raw {
  return sent({
    ...postBody(body),
    description: body.content,
    venue: nonEmpty(body.title),
    address: body.address,
    country: body.country,
    city: body.city,
    stateprovince: body.state_province,
    state: body.state,
    province: body.province,
    zip: body.zip,
    phone: body.phone,
    website: body.website,
  });
}

export function tecOrganizerToBody(body: TecOrganizerBody): Raw {
  return sent({
    ...postBody(body),
    description: body.content,
    organizer: nonEmpty(body.title),
    phone: body.phone,
    website: body.website,
    email: body.email,
  });
}

/**
 * The `tec/v1` name of a calendar body field, per resource: an error the calendar's rules raise names
 * the field the client sent (`venues`, not `venue`).
 */
export const TEC_FIELD_NAMES: Record<'events' | 'venues' | 'organizers', Record<string, string>> = {
  events: {
    description: 'content',
    image: 'featured_media',
    date_utc: 'date_gmt',
    categories: 'tribe_events_cat',
    organizer: 'organizers',
  },
  venues: { description: 'content', image: 'featured_media', date_utc: 'date_gmt', venue: 'title', stateprovince: 'state_province' },
  organizers: { description: 'content', image: 'featured_media', date_utc: 'date_gmt', organizer: 'title' },
};

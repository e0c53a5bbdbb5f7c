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

/** `YYYY-MM-DD HH:MM:SS` plus `seconds`, as wall-clock arithmetic (the original adds the duration to the start). */
export function addSeconds(wall: string, seconds: number): string {
  const [date, time] = wall.split(' ');
  const ms = Date.parse(`${date}T${time}Z`) + seconds * 1000;
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** A UTC wall time as an instant the calendar reads whatever the event's zone (ISO 8601 with `Z`). */
const utcInstant = (wall: string) => `${wall.replace(' ', 'T')}Z`;

/**
 * An event's start and end: the wall times in the event zone, else the UTC ones; with no end, the start
 * plus `duration` (in the same reading as the start).
 */
function eventTimes(body: TecEventBody): Raw {
  const start = body.start_date ?? (body.start_date_utc && utcInstant(body.start_date_utc));
  let end = body.end_date ?? (body.end_date_utc && utcInstant(body.end_date_utc));
  if (end === undefined && body.duration !== undefined) {
    if (body.start_date) end = addSeconds(body.start_date, body.duration);
    else if (body.start_date_utc) end = utcInstant(addSeconds(body.start_date_utc, body.duration));
  }
  return { start_date: start, end_date: end };
}

export function tecEventToBody(body: TecEventBody): Raw {
  return sent({
    ...postBody(body),
    title: nonEmpty(body.title),
    timezone: body.timezone,
    all_day: body.all_day,
    ...eventTimes(body),
    cost: body.cost,
    featured: body.featured,
    categories: body.tribe_events_cat,
    tags: body.tags,
    // IDs only: `[]` unlinks every venue (organizer). `venues`, not `venue`: the calendar's own `venue`
    // keeps the venue when empty and takes one only, as the original's `tribe/events/v1` does.
    venues: body.venues,
    organizer: body.organizers,
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

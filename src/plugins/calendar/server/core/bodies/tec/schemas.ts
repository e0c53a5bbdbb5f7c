import { eventChangeFields } from '../event-change-fields';
import { z } from 'zod/v4';
import { param, reject } from '../../params/issues';
import { phpPositiveInt, restBoolean } from '../../params/php';
import { enumParam, language, positiveInt } from '../../params/params';
import { TEC_STATUSES } from '../../params/tec/list-params';
import { anyString, timeString } from '../string-fields';

/**
 * The write bodies of the original's `tec/v1` (contract tec-v1 §1.6), validated as strictly as the original
 * since 6.16.3: each field's type, its enum, the exact `YYYY-MM-DD HH:MM:SS` of event dates. Nothing is
 * required by the schema (the original's neither); `tec-body.ts` maps a valid body onto the resource's own
 * body, which then runs the same rules as `cal/events/v1` (a create needs a title and dates). Undeclared
 * keys are dropped, as the original drops them (`venue`, `organizer`, `description`...).
 */

const string = () => anyString();

/** A JSON boolean, or WordPress's boolean words in a form body. */
const bool = () => param((value) => (typeof value === 'boolean' ? value : (restBoolean(value) ?? reject({ wp: 'type', type: 'boolean' })))).meta({ type: 'boolean' });

/** A list of positive integer IDs: a JSON array, or a CSV in a form body; `[]` clears. */
const ids = () =>
  param((value) => {
    const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',').filter((item) => item.trim() !== '') : typeof value === 'number' ? [value] : null;
    if (!items) return reject();
    const read = items.map((item) => phpPositiveInt(item));
    return read.every((id): id is number => id !== null) ? read : reject();
  }).meta({ type: 'array', items: { type: 'integer', minimum: 1 } });

/** The event dates of `tec/v1`: exactly `YYYY-MM-DD HH:MM:SS` (the original's pattern), a real date. */
const WALL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
export const wallDateTime = () =>
  param((value) => {
    if (typeof value !== 'string') return reject({ wp: 'type', type: 'string' });
    const match = WALL.exec(value);
    if (!match) return reject();
    const [, y, mo, d, h, mi, s] = match.map(Number);
    const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
    const real = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
    return real ? value : reject();
  }).meta({ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' });

const OPEN_CLOSED = ['open', 'closed'] as const;
const FORMATS = ['standard', 'aside', 'chat', 'gallery', 'link', 'image', 'quote', 'status', 'video', 'audio'] as const;

/** The fields every `tec/v1` post body has (§1.6 "Base body fields"), ours last. */
const baseFields = (languages: readonly string[]) => ({
  date: timeString().optional().meta({ description: 'Publication date, in the site time zone' }),
  date_gmt: timeString().optional().meta({ description: 'Publication date in UTC' }),
  slug: string().optional().meta({ description: 'The slug' }),
  status: enumParam(TEC_STATUSES).optional().meta({ description: 'Post status; default `publish` on create (for callers who may publish)' }),
  title: string().optional().meta({ description: 'The title (plain text); the name of a venue or organizer' }),
  content: string().optional().meta({ description: 'The content (HTML)' }),
  excerpt: string().optional().meta({ description: 'The excerpt' }),
  author: positiveInt().optional().meta({ description: 'ID of the author (a user of the site)' }),
  featured_media: positiveInt().optional().meta({ description: 'ID of the featured image (a media library file)' }),
  // WordPress post fields a calendar record has no use for: validated as the original does, then ignored.
  comment_status: enumParam(OPEN_CLOSED).optional().meta({ description: 'Accepted and ignored (no comments here)' }),
  ping_status: enumParam(OPEN_CLOSED).optional().meta({ description: 'Accepted and ignored' }),
  format: enumParam(FORMATS).optional().meta({ description: 'Accepted and ignored' }),
  template: string().optional().meta({ description: 'Accepted and ignored' }),
  sticky: bool().optional().meta({ description: 'Whether the record is pinned' }),
  tags: ids().optional().meta({ description: 'Tag IDs' }),
  ml_language: language(languages).optional().meta({ description: 'Language of the record (extension)' }),
});

export const createTecEventBody = (languages: readonly string[]) =>
  z.object({
    ...baseFields(languages),
    tribe_events_cat: ids().optional().meta({ description: 'Event category IDs' }),
    start_date: wallDateTime().optional().meta({ description: 'Start, `YYYY-MM-DD HH:MM:SS` wall time in `timezone` (else the site time zone)' }),
    end_date: wallDateTime().optional().meta({ description: 'End, like `start_date`' }),
    start_date_utc: wallDateTime().optional().meta({ description: 'Start in UTC, when `start_date` is not sent' }),
    end_date_utc: wallDateTime().optional().meta({ description: 'End in UTC, when `end_date` is not sent' }),
    timezone: string().optional().meta({ description: 'Time zone: an IANA name or a `UTC+N` offset' }),
    duration: positiveInt().optional().meta({ description: 'Length in seconds, when no end is sent' }),
    all_day: bool().optional().meta({ description: 'Whether the event lasts whole days' }),
    featured: bool().optional().meta({ description: 'Whether the event is featured' }),
    cost: string().optional().meta({ description: 'Cost as text' }),
    organizers: ids().optional().meta({ description: 'Organizer IDs, in order; `[]` removes them' }),
    venues: ids().optional().meta({ description: 'Venue IDs; `[]` removes them' }),
    // Ours (issue 35), as on `cal/events/v1`.
    ...eventChangeFields(),
  });
export type TecEventBody = z.infer<ReturnType<typeof createTecEventBody>>;

const text = (description: string) => string().optional().meta({ description });

export const createTecVenueBody = (languages: readonly string[]) =>
  z.object({
    ...baseFields(languages),
    address: text('Street address'),
    country: text('Country'),
    city: text('City'),
    state_province: text('State or province'),
    state: text('State (United States)'),
    province: text('Province'),
    zip: text('Postal code'),
    phone: text('Phone number'),
    website: string().optional().meta({ format: 'uri', description: 'Website URL' }),
  });
export type TecVenueBody = z.infer<ReturnType<typeof createTecVenueBody>>;

export const createTecOrganizerBody = (languages: readonly string[]) =>
  z.object({
    ...baseFields(languages),
    phone: text('Phone number'),
    website: string().optional().meta({ format: 'uri', description: 'Website URL' }),
    email: string().optional().meta({ format: 'email', description: 'E-mail address' }),
  });
export type TecOrganizerBody = z.infer<ReturnType<typeof createTecOrganizerBody>>;

/** The body of each `tec/v1` resource, for what describes them (`/docs`, the index of `/wp-json/`). */
export const TEC_BODIES = { events: createTecEventBody, venues: createTecVenueBody, organizers: createTecOrganizerBody } as const;

import { ATTENDANCE_MODES, EVENT_STATUSES } from '../../../../shared/event-status';
import { POST_STATUSES } from '../../params';
import type { JsonSchema } from '../json-schema';
import {
  arrayOf,
  blankableBoolean,
  emptyList,
  integer,
  languageKeys,
  number,
  object,
  ref,
  string,
  url,
  wallTime,
} from './helpers';

/** Events, venues and organizers exactly as the wire mappers build them (core/wire/types.ts, contract 3). */

const status = (): JsonSchema => ({ type: 'string', enum: [...POST_STATUSES], description: 'Post status' });
const author = (): JsonSchema => ({
  type: 'string',
  pattern: '^\\d+$',
  description: 'ID of the author, as a string (`"0"`: none)',
});
const image = (): JsonSchema => ({
  oneOf: [ref('Image'), { type: 'boolean', enum: [false] }],
  description: 'The featured image, or `false` when there is none',
});
const globalIds = () => ({
  global_id: string('Identifier of the record across sites: `<host>?id=<id>`'),
  global_id_lineage: arrayOf(string(), 'The global ID, then those of the records it was imported from'),
});
const postDates = () => ({
  date: wallTime('Publication date, site time'),
  date_utc: wallTime('Publication date, UTC'),
  modified: wallTime('Last change, site time'),
  modified_utc: wallTime('Last change, UTC'),
});
/** A venue's or organizer's name: `[]` on a password-protected one (a quirk of the original). */
const name = (description: string): JsonSchema => ({ oneOf: [string(), emptyList()], description });

/** Every member but `json_ld` is always there. */
const eventMembers: Record<string, JsonSchema> = {
  id: integer('Event ID'),
  ...globalIds(),
  author: author(),
  status: status(),
  ...postDates(),
  url: url('Public page of the event'),
  rest_url: url('REST URL of the event'),
  title: string(),
  description: string('Content, as HTML'),
  excerpt: string('Excerpt, as HTML'),
  slug: string(),
  image: image(),
  all_day: blankableBoolean('Whether the event lasts whole days'),
  start_date: wallTime('Start, in the event time zone'),
  start_date_details: ref('DateDetails'),
  end_date: wallTime('End, in the event time zone'),
  end_date_details: ref('DateDetails'),
  utc_start_date: wallTime('Start, UTC'),
  utc_start_date_details: ref('DateDetails'),
  utc_end_date: wallTime('End, UTC'),
  utc_end_date_details: ref('DateDetails'),
  timezone: string('IANA time zone or `UTC+N` offset of the event'),
  timezone_abbr: string('Abbreviation of the time zone at the start (`CET`, `-03`)'),
  cost: string('The cost as text, with its currency symbol (`"$15"`, `"Free – $30"`); `""` when none'),
  cost_details: ref('CostDetails'),
  website: string('Website of the event; its public page when none was ever set'),
  show_map: blankableBoolean('Whether to show a map'),
  show_map_link: blankableBoolean('Whether to show a map link'),
  hide_from_listings: blankableBoolean('Whether the event is hidden from the lists'),
  sticky: blankableBoolean('Whether the event is pinned in the calendar view'),
  featured: blankableBoolean('Whether the event is featured'),
  categories: arrayOf(ref('EventTerm')),
  tags: arrayOf(ref('EventTerm')),
  venue: {
    oneOf: [ref('Venue'), arrayOf(ref('Venue'))],
    description: 'The venue; `[]` when none, a list when several',
  },
  organizer: arrayOf(ref('Organizer'), 'The organizers, in order'),
  custom_fields: {
    oneOf: [
      { type: 'object', additionalProperties: object({ label: string(), value: string() }, ['label', 'value']) },
      emptyList(),
    ],
    description: 'Additional fields with a value, by key; `[]` when none',
  },
  json_ld: ref('JsonLd'),
  ...languageKeys(),
  // What became of the event and how it is attended (extension, issue 35): on every event.
  event_status: { type: 'string', enum: [...EVENT_STATUSES], description: 'What became of the event (apart from its publication `status`)' },
  event_status_reason: string('Why, as plain text in the record’s language; `""` when none (and on a protected event)'),
  previous_start_date: { ...wallTime('A rescheduled event’s former start, in the event time zone; null unless rescheduled'), nullable: true },
  attendance_mode: { type: 'string', enum: [...ATTENDANCE_MODES], description: 'offline (in person), online, or mixed (both)' },
  online_url: string('Where to join online; `""` when the event is not online, has no link, or is protected'),
  online_access_notes: string('How to join, plain text; `""` as `online_url`'),
  // Recurring events (extension): on occurrences of a series only.
  post_parent: integer('ID of the series’ first occurrence (0 on that event itself); also on an imported occurrence outside a series'),
  recurrence: arrayOf(string(), 'The series’ RFC 5545 lines (RRULE, RDATE, EXDATE), wall times in the event time zone'),
  recurrence_id: string('This occurrence’s original start in the event time zone (RFC 5545 RECURRENCE-ID): `YYYY-MM-DD HH:MM:SS`, or `YYYY-MM-DD` all day'),
  recurrence_exception: { type: 'boolean', description: 'Whether the occurrence was changed on its own (series changes leave it)' },
};

/** Members on some events only: `json_ld` (single reads) and the series keys. */
const OPTIONAL_EVENT_MEMBERS = new Set(['json_ld', 'post_parent', 'recurrence', 'recurrence_id', 'recurrence_exception']);

export const Event = object(
  eventMembers,
  Object.keys(eventMembers).filter((name) => !OPTIONAL_EVENT_MEMBERS.has(name)),
  'An event. On a password-protected event the protected members are blanked: texts `""`, flags `null`, lists `[]`, image `false`; `json_ld` is on single reads only'
);

/** Members every venue and organizer may show; empty ones are left out (contract 3.2). */
const postMembers = () => ({
  author: author(),
  status: status(),
  ...postDates(),
  url: url('Public page'),
});
const content = () => ({
  description: string('Content, as HTML'),
  excerpt: string('Excerpt, as HTML'),
  slug: string(),
  image: image(),
});

export const Venue = object(
  {
    id: integer('Venue ID'),
    ...postMembers(),
    venue: name('The venue name'),
    ...content(),
    address: string(),
    city: string(),
    country: string(),
    province: string(),
    state: string(),
    zip: string(),
    phone: string(),
    website: string(),
    stateprovince: string(),
    geo_lat: number(),
    geo_lng: number(),
    json_ld: ref('JsonLd'),
    show_map: blankableBoolean('Whether events at the venue show a map'),
    show_map_link: blankableBoolean('Whether events at the venue show a map link'),
    ...globalIds(),
    ...languageKeys(),
  },
  ['id', 'author', 'status', 'show_map', 'show_map_link', 'global_id', 'global_id_lineage', 'ml_language', 'translations'],
  'A venue. Empty members are left out; on a password-protected venue the protected ones are blanked'
);

export const Organizer = object(
  {
    id: integer('Organizer ID'),
    ...postMembers(),
    organizer: name('The organizer name'),
    ...content(),
    phone: string(),
    website: string(),
    email: string(),
    json_ld: ref('JsonLd'),
    ...globalIds(),
    ...languageKeys(),
  },
  ['id', 'author', 'status', 'global_id', 'global_id_lineage', 'ml_language', 'translations'],
  'An organizer. Empty members are left out; on a password-protected organizer the protected ones are blanked'
);

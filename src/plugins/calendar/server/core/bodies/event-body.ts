import { z } from 'zod/v4';
import { booleanParam, nonEmptyString } from '../params/params';
import { eventChangeFields } from './event-change-fields';
import { linkedPosts, type Linked } from './linked';
import { createOrganizerBody, type OrganizerCreateBody } from './organizer-body';
import { bodyFor, bodyModes, type BodyOf } from './modes';
import { postFields, type BodyMode, type BodyOptions } from './post-fields';
import { timeString, timezoneParam, urlOrEmpty } from './string-fields';
import { createVenueBody, type VenueCreateBody } from './venue-body';
import { costParam, imageParam, termRefs } from './value-fields';
import { recurrenceParam, recurrenceScopeParam } from './recurrence-fields';

const TITLE = 'The event title; not empty';
const START = 'Start date and time, read in `timezone` (else the site time zone): a date-time, a phrase, a timestamp';
const END = 'End date and time, read like `start_date`; not before the start';

const RECURRENCE =
  'Repeat the event (extension): RFC 5545 lines as Google Calendar writes them, e.g. ["RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630", "EXDATE;TZID=Europe/Lisbon:20270415T190000"]; times are wall times in the event zone; [] ends the series';
const SCOPE =
  'What a change of an occurrence applies to (extension): this one, this and the following, or all; default all for the first occurrence (the series), this for the others';

const flag = (description: string) => booleanParam().optional().meta({ description });

/**
 * The event fields (spec 2.1, contract 9.1) in the original's order, our extensions last. Absent fields
 * stay absent, defaults included (`all_day`): what an omitted field does on create or update is the
 * service's decision (contract 9.2).
 */
const eventFields = (languages: readonly string[]) => {
  const post = postFields(languages, 'event');
  const inline = { languages, mode: 'create' } as const;
  return {
    author: post.author,
    date: post.date,
    date_utc: post.date_utc,
    title: nonEmptyString().optional().meta({ description: TITLE }),
    description: nonEmptyString().optional().meta({ description: 'The event description (HTML); not empty when sent' }),
    slug: nonEmptyString().optional().meta({ description: 'The event slug; not empty when sent' }),
    excerpt: nonEmptyString().optional().meta({ description: 'The event excerpt; not empty when sent' }),
    status: post.status,
    timezone: timezoneParam()
      .optional()
      .meta({ description: 'Event time zone: an IANA name or a `UTC+N` offset; `""` means the site time zone' }),
    all_day: flag('Whether the event lasts whole days (start at 00:00:00, end at 23:59:59); default false'),
    start_date: timeString().optional().meta({ description: START }),
    end_date: timeString().optional().meta({ description: END }),
    image: imageParam()
      .optional()
      .meta({ description: 'Featured image: an attachment ID or an image URL; empty removes it' }),
    cost: costParam()
      .optional()
      .meta({ description: 'Event cost as text (`"20$"`, `"Free"`); a list of prices is kept as a range' }),
    website: urlOrEmpty().optional().meta({ description: 'Event website URL; `""` clears it' }),
    show_map: flag('Whether the event shows a map'),
    show_map_link: flag('Whether the event shows a map link'),
    hide_from_listings: flag('Whether the event is hidden from the calendar listings'),
    sticky: flag('Whether the event is pinned in the calendar view'),
    featured: flag('Whether the event is featured on the site'),
    categories: termRefs()
      .optional()
      .meta({ description: 'Category IDs and/or names (a list or CSV); unknown names are created; `""` removes all' }),
    tags: termRefs()
      .optional()
      .meta({ description: 'Tag IDs and/or names (a list or CSV); unknown names are created; `""` removes all' }),
    venue: linkedPosts(createVenueBody(inline))
      .optional()
      .meta({ description: 'The venue: an ID, `{ "id": ID }`, or the fields of a venue to create; empty for none' }),
    // IDs only (no inline venue: what an inline venue needs, its image and its place, is read from `venue`).
    venues: linkedPosts(z.never())
      .optional()
      .meta({
        description:
          'Extension: the venues by ID, in order: a list that replaces them all (several venues, as the admin allows; `[]` unlinks every venue); wins over `venue`',
      }),
    organizer: linkedPosts(createOrganizerBody(inline))
      .optional()
      .meta({ description: 'Organizers in order: IDs (a list or CSV), `{ "id": ID }`, or organizers to create' }),
    ml_language: post.ml_language,
    translation_of: post.translation_of,
    password: post.password,
    recurrence: recurrenceParam()
      .optional()
      .meta({ description: RECURRENCE }),
    recurrence_scope: recurrenceScopeParam()
      .optional()
      .meta({ description: SCOPE }),
    ...eventChangeFields(),
  };
};

const EVENT_BODIES = bodyModes(eventFields, {
  title: nonEmptyString().meta({ description: TITLE }),
  start_date: timeString().meta({ description: START }),
  end_date: timeString().meta({ description: END }),
});

/**
 * The body of `POST /events` (create: `title`, `start_date`, `end_date` required) and of event updates
 * (nothing required). Undeclared and response-only fields (`url`, `utc_start_date`...) are dropped (zod's
 * default strip), as the original ignores them. Parse with `parseBody`, which reads JSON `null`s as absent.
 */
export function createEventBody<M extends BodyMode>({ languages, mode }: BodyOptions<M>) {
  return bodyFor(EVENT_BODIES, mode, languages);
}
export type EventCreateBody = z.infer<BodyOf<typeof EVENT_BODIES, 'create'>>;
export type EventUpdateBody = z.infer<BodyOf<typeof EVENT_BODIES, 'update'>>;
export type EventBody = EventCreateBody | EventUpdateBody;

export type LinkedVenue = Linked<VenueCreateBody>;
export type LinkedOrganizer = Linked<OrganizerCreateBody>;

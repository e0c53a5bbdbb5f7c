import { z } from 'zod/v4';
import { ATTENDANCE_MODES, EVENT_STATUSES } from '../../../shared/event-status';
import { searchParam } from './search';
import { param, reject } from './issues';
import {
  booleanParam,
  dateParam,
  enumList,
  idList,
  idOrSlugList,
  language,
  LANGUAGE_DESCRIPTION,
  nonEmptyString,
  pagination,
  positiveInt,
  statusList,
  type ListSettings,
} from './params';
import { MAX_GEOLOC_DISTANCE } from './geo';
import { filterValidateBoolean, phpEmpty, phpNumber, restBoolean, tribeIsTruthy } from './php';

/** `strict_dates`: TEC requires a non-empty string (`""`, `"0"` → 400), then reads it with FILTER_VALIDATE_BOOLEAN. */
const strictDates = () =>
  param((value) => (typeof value === 'string' && !phpEmpty(value) ? filterValidateBoolean(value) : reject()));

/**
 * `ticketed`: TEC's `supports_ticketed` refuses a truthy value when Event Tickets is not active, and this
 * service has no tickets, so it answers like such a site; a falsy value must still be a WordPress boolean.
 */
const ticketed = () =>
  param((value) => {
    if (tribeIsTruthy(value)) {
      const message = 'Event Tickets plugin is not activated.';
      return reject({ wp: 'error', code: 'event-tickets-not-active', message, data: { status: 400 } });
    }
    return restBoolean(value) ?? reject({ wp: 'type', type: 'boolean' });
  });

/**
 * A number within ±`limit` (`geoloc_lat`, `geoloc_lng`). The original only checks `is_numeric`; a
 * latitude past a pole or a longitude past ±180 selects nothing meaningful, so ours refuses it. The
 * schema keeps the original's declaration (no minimum/maximum), which the namespace index lists.
 */
const degrees = (limit: number) =>
  param((value) => {
    const number = phpNumber(value);
    if (number === null) return reject({ wp: 'type', type: 'number' });
    return Math.abs(number) <= limit ? number : reject();
  }).meta({ type: 'number', format: 'double' });

/** `geoloc_radius` (our extension): a distance in the site's unit, above 0 and at most MAX_GEOLOC_DISTANCE. */
const radius = () =>
  param((value) => {
    const number = phpNumber(value);
    if (number === null) return reject({ wp: 'type', type: 'number' });
    return number > 0 && number <= MAX_GEOLOC_DISTANCE ? number : reject();
  }).meta({ type: 'number', format: 'double', maximum: MAX_GEOLOC_DISTANCE });

/** Descriptions for the namespace index and /doc (translated in core/describe/i18n). */
const DESCRIBE = {
  start_date: 'Events that start on or after this date (default: the start of yesterday); a date, a date-time, a phrase or a timestamp',
  end_date: 'Events that end on or before this date (default: the end of the day two years from now)',
  strict_dates: 'Whether the dates apply at the exact times given (true) or to whole days (false)',
  categories: 'Events in any of these categories: IDs or slugs, a list or CSV',
  tags: 'Events with any of these tags: IDs or slugs, a list or CSV',
  status: 'Post statuses to list, as CSV; only `publish` without the right to edit events',
  geoloc:
    'true: only events whose venue has coordinates, or with `geoloc_lat` and `geoloc_lng` lies near that point; false or absent: no geolocation filter',
  geoloc_lat:
    'Latitude of the point to search near, in degrees (-90 to 90); with `geoloc=true`, events whose venue lies within the site distance (a box, as the original); requires `geoloc_lng`',
  geoloc_lng: 'Longitude of the point to search near, in degrees (-180 to 180); requires `geoloc_lat`',
  geoloc_radius:
    'Extension: with `geoloc=true` and the coordinates, events whose venue lies within this distance of the point (a circle), in the site unit (miles unless the site says kilometres); requires `geoloc_lat` and `geoloc_lng`',
  include: 'Only the events with these IDs (a list or CSV)',
  ticketed: 'Events with tickets (true: refused, this service has no tickets) or without (false)',
  event_status:
    'Extension: only events with any of these statuses (CSV or list): scheduled, cancelled, postponed, rescheduled, moved_online; default every status (a cancelled event stays listed, marked)',
  attendance_mode: 'Extension: only events attended so (CSV or list): offline, online, mixed',
  include_hidden: 'Also the events hidden from listings (our extension; callers who may edit events, else a 400); a hidden event is otherwise reached only by its ID or slug',
};

/** The filters of the event list, shared by `GET /events` and its iCalendar feed `GET /events.ics`. */
const eventFilters = (settings: ListSettings) => ({
  start_date: dateParam().optional().meta({ description: DESCRIBE.start_date }),
  end_date: dateParam().optional().meta({ description: DESCRIBE.end_date }),
  starts_before: dateParam().optional().meta({ description: 'Events that start before this date' }),
  starts_after: dateParam().optional().meta({ description: 'Events that start after this date' }),
  ends_before: dateParam().optional().meta({ description: 'Events that end before this date' }),
  ends_after: dateParam().optional().meta({ description: 'Events that end after this date' }),
  strict_dates: strictDates().default(false).meta({ description: DESCRIBE.strict_dates }),
  search: searchParam(settings.search).optional().meta({ description: 'Events whose title, description or excerpt contains this text' }),
  categories: idOrSlugList().optional().meta({ description: DESCRIBE.categories }),
  tags: idOrSlugList().optional().meta({ description: DESCRIBE.tags }),
  venue: idList().optional().meta({ description: 'Events at any of these venues (IDs, a list or CSV)' }),
  organizer: idList().optional().meta({ description: 'Events with any of these organizers (IDs, a list or CSV)' }),
  featured: booleanParam().optional().meta({ description: 'Only featured events (true) or only the others (false)' }),
  status: statusList().optional().meta({ description: DESCRIBE.status }),
  geoloc: booleanParam().optional().meta({ description: DESCRIBE.geoloc }),
  geoloc_lat: degrees(90).optional().meta({ description: DESCRIBE.geoloc_lat }),
  geoloc_lng: degrees(180).optional().meta({ description: DESCRIBE.geoloc_lng }),
  geoloc_radius: radius().optional().meta({ description: DESCRIBE.geoloc_radius }),
  include: idList().optional().meta({ description: DESCRIBE.include }),
  post_parent: positiveInt().optional().meta({ description: 'Events whose parent event has this ID' }),
  ticketed: ticketed().optional().meta({ type: 'boolean', description: DESCRIBE.ticketed }),
  // Ours (issue 35), after the original's filters.
  event_status: enumList(EVENT_STATUSES).optional().meta({ description: DESCRIBE.event_status }),
  attendance_mode: enumList(ATTENDANCE_MODES).optional().meta({ description: DESCRIBE.attendance_mode }),
});

/**
 * Each coordinate of a search needs the other (the spec: "`geoloc_lng` must also be given"), and a radius
 * needs both: the absent ones are named as missing parameters. The original would run a `geoloc=true`
 * search without the point instead; a 400 tells a client its search was not the one it meant.
 */
function bothCoordinates(params: { geoloc_lat?: number; geoloc_lng?: number; geoloc_radius?: number }, ctx: z.RefinementCtx) {
  const { geoloc_lat: lat, geoloc_lng: lng, geoloc_radius: radius } = params;
  if (lat === undefined && lng === undefined && radius === undefined) return;
  for (const [name, value] of [['geoloc_lat', lat], ['geoloc_lng', lng]] as const) {
    if (value === undefined) ctx.addIssue({ code: 'custom', message: 'Missing parameter.', path: [name], params: { wp: 'missing' } });
  }
}

/**
 * The query of `GET /events` (spec 4.2.1, contract 5). Date values stay strings: `window.ts` reads them.
 * Undeclared parameters are dropped (zod's default strip), as the original ignores them.
 */
export const createEventListParams = (settings: ListSettings) =>
  pagination(settings)
    .extend({
      ...eventFilters(settings),
      password: nonEmptyString().optional().meta({ description: 'Shows the events protected by this password unblanked' }),
      include_hidden: booleanParam().optional().meta({ description: DESCRIBE.include_hidden }),
      ml_language: language(settings.languages).optional().meta({ description: LANGUAGE_DESCRIPTION }),
    })
    .superRefine(bothCoordinates);

/**
 * The query of `GET /events.ics`: the list's filters without its pages (a feed is every matching event)
 * nor `password` (a protected event never goes into a feed). `page`/`per_page` copied from a list URL
 * are dropped like any undeclared parameter.
 */
/** Google Calendar API's `singleEvents`: occurrences one by one (the original's way), or each series once. */
const SINGLE_EVENTS =
  'true (default): one VEVENT per occurrence of a recurring series, as the original shows them; false: one VEVENT per series with its RRULE, RDATE and EXDATE, and an override (RECURRENCE-ID) per date changed on its own';

export const createEventFeedParams = (settings: ListSettings) =>
  z
    .object({
      ...eventFilters(settings),
      ml_language: language(settings.languages).optional().meta({ description: LANGUAGE_DESCRIPTION }),
      single_events: booleanParam()
        .default(true)
        .meta({ description: SINGLE_EVENTS }),
    })
    .superRefine(bothCoordinates);
export type EventFeedParams = z.infer<ReturnType<typeof createEventFeedParams>>;

export type EventListParams = z.infer<ReturnType<typeof createEventListParams>>;

import { z } from 'zod/v4';
import { searchParam } from './search';
import { param, reject } from './issues';
import {
  booleanParam,
  dateParam,
  idList,
  idOrSlugList,
  language,
  LANGUAGE_DESCRIPTION,
  nonEmptyString,
  numberParam,
  pagination,
  positiveInt,
  statusList,
  type ListSettings,
} from './params';
import { filterValidateBoolean, phpEmpty, restBoolean, tribeIsTruthy } from './php';

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

/** Descriptions for the namespace index and /doc (translated in describe/i18n). */
const DESCRIBE = {
  start_date: 'Events that start on or after this date (default: the start of yesterday); a date, a date-time, a phrase or a timestamp',
  end_date: 'Events that end on or before this date (default: the end of the day two years from now)',
  strict_dates: 'Whether the dates apply at the exact times given (true) or to whole days (false)',
  categories: 'Events in any of these categories: IDs or slugs, a list or CSV',
  tags: 'Events with any of these tags: IDs or slugs, a list or CSV',
  status: 'Post statuses to list, as CSV; only `publish` without the right to edit events',
  geoloc: 'Events whose venue has coordinates (true) or has none (false)',
  geoloc_lat: 'Latitude of a radius search: validated and echoed in `rest_url`, not applied; requires `geoloc_lng`',
  geoloc_lng: 'Longitude of a radius search: validated and echoed in `rest_url`, not applied; requires `geoloc_lat`',
  include: 'Only the events with these IDs (a list or CSV)',
  ticketed: 'Events with tickets (true: refused, this service has no tickets) or without (false)',
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
  geoloc_lat: numberParam().optional().meta({ format: 'double', description: DESCRIBE.geoloc_lat }),
  geoloc_lng: numberParam().optional().meta({ format: 'double', description: DESCRIBE.geoloc_lng }),
  include: idList().optional().meta({ description: DESCRIBE.include }),
  post_parent: positiveInt().optional().meta({ description: 'Events whose parent event has this ID' }),
  ticketed: ticketed().optional().meta({ type: 'boolean', description: DESCRIBE.ticketed }),
});

/** Each coordinate of a radius search needs the other: the absent one is named as a missing parameter. */
function bothCoordinates(params: { geoloc_lat?: number; geoloc_lng?: number }, ctx: z.RefinementCtx) {
  const [lat, lng] = [params.geoloc_lat !== undefined, params.geoloc_lng !== undefined];
  if (lat === lng) return;
  const missing = lat ? 'geoloc_lng' : 'geoloc_lat';
  ctx.addIssue({ code: 'custom', message: 'Missing parameter.', path: [missing], params: { wp: 'missing' } });
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
      ml_language: language(settings.languages).optional().meta({ description: LANGUAGE_DESCRIPTION }),
    })
    .superRefine(bothCoordinates);

/**
 * The query of `GET /events.ics`: the list's filters without its pages (a feed is every matching event)
 * nor `password` (a protected event never goes into a feed). `page`/`per_page` copied from a list URL
 * are dropped like any undeclared parameter.
 */
export const createEventFeedParams = (settings: ListSettings) =>
  z
    .object({
      ...eventFilters(settings),
      ml_language: language(settings.languages).optional().meta({ description: LANGUAGE_DESCRIPTION }),
    })
    .superRefine(bothCoordinates);
export type EventFeedParams = z.infer<ReturnType<typeof createEventFeedParams>>;

export type EventListParams = z.infer<ReturnType<typeof createEventListParams>>;

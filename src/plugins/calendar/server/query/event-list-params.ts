import { z } from 'zod/v4';
import { param, reject } from './issues';
import {
  booleanParam,
  dateParam,
  idList,
  idOrSlugList,
  language,
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

/**
 * The query of `GET /events` (spec 4.2.1, contract 5). Date values stay strings: `window.ts` reads them.
 * Undeclared parameters are dropped (zod's default strip), as the original ignores them.
 */
export const createEventListParams = (settings: ListSettings) =>
  pagination(settings)
    .extend({
      start_date: dateParam().optional(),
      end_date: dateParam().optional(),
      starts_before: dateParam().optional(),
      starts_after: dateParam().optional(),
      ends_before: dateParam().optional(),
      ends_after: dateParam().optional(),
      strict_dates: strictDates().default(false),
      search: nonEmptyString().optional(),
      categories: idOrSlugList().optional(),
      tags: idOrSlugList().optional(),
      venue: idList().optional(),
      organizer: idList().optional(),
      featured: booleanParam().optional(),
      status: statusList().optional(),
      geoloc: booleanParam().optional(),
      geoloc_lat: numberParam().optional(),
      geoloc_lng: numberParam().optional(),
      include: idList().optional(),
      post_parent: positiveInt().optional(),
      ticketed: ticketed().optional(),
      password: nonEmptyString().optional(),
      ml_language: language(settings.languages).optional(),
    })
    .superRefine((params, ctx) => {
      // Each coordinate needs the other: name the absent one as a missing parameter.
      const [lat, lng] = [params.geoloc_lat !== undefined, params.geoloc_lng !== undefined];
      if (lat === lng) return;
      const missing = lat ? 'geoloc_lng' : 'geoloc_lat';
      ctx.addIssue({ code: 'custom', message: 'Missing parameter.', path: [missing], params: { wp: 'missing' } });
    });
export type EventListParams = z.infer<ReturnType<typeof createEventListParams>>;

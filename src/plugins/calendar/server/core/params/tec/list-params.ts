import { z } from 'zod/v4';
import { searchParam } from '../search';
import { param, reject } from '../issues';
import { phpPositiveInt, restBoolean } from '../php';
import { dateParam, enumList, enumParam, idList, language, LANGUAGE_DESCRIPTION, positiveInt, type ListSettings } from '../params';
import { ATTENDANCE_MODES, EVENT_STATUSES } from '../../../../shared/event-status';

/**
 * The query parameters of the original's newer namespace `tec/v1` (contract tec-v1 §1.2), read by our
 * `cal/tec/v1` dialect. Undeclared parameters are dropped, as the original drops them (§1.1). Where the
 * original's validators differ from `tribe/events/v1`'s, these follow `tec/v1`; where following it would
 * harm a caller, ours differ on purpose (each says why).
 */

/** The statuses `status` may name on `tec/v1` (no `trash`, `any`, `inherit`: those are a 400). */
export const TEC_STATUSES = ['publish', 'pending', 'draft', 'future', 'private'] as const;
export type TecStatus = (typeof TEC_STATUSES)[number];

/** The largest page `tec/v1` documents. The original documents 100 but applies any value; ours refuses a larger one (a bound). */
export const TEC_MAX_PER_PAGE = 100;

/** A comma-separated list or a real list of `read` items; a single value is a list of one. */
function listOf<T>(read: (item: string) => T | null) {
  return param((value): T[] | ReturnType<typeof reject> => {
    const items = Array.isArray(value) ? value.map(String) : typeof value === 'string' || typeof value === 'number' ? String(value).split(',') : null;
    if (!items) return reject();
    const values = items.map((item) => item.trim()).filter((item) => item !== '').map(read);
    if (!values.length || values.some((item) => item === null)) return reject();
    return values as T[];
  });
}

/**
 * `status`: one status or a list. Which ones a caller gets is the service's business: without the right
 * to edit the type, `publish` whatever was asked (the original forces it silently, §1.2).
 */
export const tecStatusList = () =>
  listOf((item) => TEC_STATUSES.find((status) => status === item) ?? null).meta({ type: 'array', items: { type: 'string', enum: [...TEC_STATUSES] } });

/** Words WordPress's boolean reader does not know that clients of the original send for flags. */
const MORE_WORDS: Record<string, boolean> = { yes: true, on: true, no: false, off: false };

/**
 * A boolean. The original casts the query string with PHP's `(bool)`, so `featured=false` and
 * `force=false` read as true (§1.2, a quirk): ours reads WordPress's boolean words (`true`, `false`, `1`,
 * `0`) and `yes`/`no`/`on`/`off` as meant, a deliberate difference: a client that sends `false` means false.
 */
export const tecBoolean = () =>
  param((value) => {
    const word = typeof value === 'string' ? MORE_WORDS[value.trim().toLowerCase()] : undefined;
    return restBoolean(value) ?? word ?? reject({ wp: 'type', type: 'boolean' });
  }).meta({ type: 'boolean' });

/** `page` and `per_page` (default the site's page size, at most 100). */
function tecPagination({ perPage }: Pick<ListSettings, 'perPage'>) {
  return {
    page: positiveInt().default(1).meta({ description: 'Page of the list to return' }),
    per_page: param((value) => {
      const n = phpPositiveInt(value);
      return n !== null && n <= TEC_MAX_PER_PAGE ? n : reject();
    })
      .default(Math.min(perPage, TEC_MAX_PER_PAGE))
      .meta({ type: 'integer', minimum: 1, maximum: TEC_MAX_PER_PAGE, description: 'Items per page (1 to 100)' }),
  };
}

/**
 * `orderby`: the original's values, case-sensitive. `menu_order` is a WordPress post field every calendar
 * record has at 0: it orders by ID.
 */
export const TEC_EVENT_ORDERBY = ['date', 'event_date', 'title', 'menu_order', 'modified'] as const;
export type TecEventOrderBy = (typeof TEC_EVENT_ORDERBY)[number];

/**
 * `order`: `ASC` or `DESC`. The original since 6.16.3 accepts only upper case, yet its own MCP server sends
 * `asc`/`desc` (written against 6.15, which accepted anything): ours accepts either case, and refuses
 * anything else, so the MCP server's lists are ordered as it asked and no other value slips through.
 */
const order = () =>
  enumParam(['ASC', 'DESC'] as const, { ignoreCase: true })
    .transform((value) => value.toUpperCase() as 'ASC' | 'DESC')
    .default('ASC');

const ID_LISTS = {
  // Not on the original's `tec/v1` (it drops them): honoured here, as its MCP server sends them and means them.
  include: idList().optional().meta({ description: 'Only the records with these IDs (extension: the original drops it)' }),
  exclude: idList().optional().meta({ description: 'Not the records with these IDs (extension: the original drops it)' }),
};

const DATE = (what: string) => dateParam().optional().meta({ type: 'string', format: 'date-time', description: what });

/** `GET /events` of `tec/v1`. */
export const createTecEventListParams = (settings: ListSettings) =>
  z.object({
    ...tecPagination(settings),
    start_date: DATE('Events that start at or after this instant (no whole-day rounding; read in the site time zone)'),
    end_date: DATE('Events that end at or before this instant'),
    search: searchParam(settings.search).optional().meta({ description: 'Events whose title, content or excerpt contains this text' }),
    categories: idList().optional().meta({ description: 'Events in any of these category IDs' }),
    tags: idList().optional().meta({ description: 'Events with any of these tag IDs' }),
    venue: idList().optional().meta({ description: 'Events at any of these venue IDs (each must exist)' }),
    organizer: idList().optional().meta({ description: 'Events with any of these organizer IDs (each must exist)' }),
    featured: tecBoolean().optional().meta({ description: 'Only featured events (true) or only the others (false)' }),
    status: tecStatusList().optional().meta({ description: 'Post statuses; only `publish` without the right to edit events' }),
    post_parent: positiveInt().optional().meta({ description: 'Events whose parent event (the first date of a series) has this ID' }),
    starts_before: DATE('Events that start before this instant'),
    starts_after: DATE('Events that start after this instant'),
    ends_before: DATE('Events that end before this instant'),
    ends_after: DATE('Events that end after this instant'),
    // Ours (issue 35), as on `cal/events/v1`.
    event_status: enumList(EVENT_STATUSES).optional().meta({ description: 'Extension: only events with any of these statuses (CSV or list)' }),
    attendance_mode: enumList(ATTENDANCE_MODES).optional().meta({ description: 'Extension: only events attended so (CSV or list): offline, online, mixed' }),
    orderby: enumParam(TEC_EVENT_ORDERBY).default('event_date').meta({ description: 'Order by event date (default), publication date, title, menu order or modification' }),
    order: order().meta({ type: 'string', enum: ['ASC', 'DESC'], description: 'Ascending (default) or descending' }),
    ...ID_LISTS,
    ml_language: language(settings.languages).optional().meta({ description: LANGUAGE_DESCRIPTION }),
  });
export type TecEventListParams = z.infer<ReturnType<typeof createTecEventListParams>>;

/** `GET /venues` and `GET /organizers` of `tec/v1`. */
export const createTecPostListParams = (settings: ListSettings) =>
  z.object({
    ...tecPagination(settings),
    search: searchParam(settings.search).optional().meta({ description: 'Records with every word of this text in one of their fields' }),
    event: positiveInt().optional().meta({ description: 'Only the ones linked to the event with this ID' }),
    has_events: tecBoolean().optional().meta({ description: 'Only the ones linked to an event (true) or only the others (false)' }),
    only_with_upcoming: tecBoolean().optional().meta({ description: 'Only the ones linked to an event that has not started yet' }),
    status: tecStatusList().optional().meta({ description: 'Post statuses; only `publish` without the right to edit the type' }),
    ...ID_LISTS,
    ml_language: language(settings.languages).optional().meta({ description: LANGUAGE_DESCRIPTION }),
  });
export type TecPostListParams = z.infer<ReturnType<typeof createTecPostListParams>>;

/** `GET /<type>/<id>`: `password` unlocks a protected record (WordPress core reads it). */
export const createTecSingleParams = (settings: ListSettings) =>
  z.object({
    password: z.string().optional().meta({ description: 'The password of a protected record' }),
    ml_language: language(settings.languages).optional().meta({ description: LANGUAGE_DESCRIPTION }),
  });

/** `DELETE /<type>/<id>`: to the trash, or for good with `force`. */
export const createTecDeleteParams = (settings: ListSettings) =>
  z.object({
    force: tecBoolean().default(false).meta({ description: 'Delete for good (true) instead of moving to the trash' }),
    ml_language: language(settings.languages).optional().meta({ description: LANGUAGE_DESCRIPTION }),
  });

import { z } from 'zod/v4';
import { searchParam } from './search';
import { param, reject } from './issues';
import {
  language,
  LANGUAGE_DESCRIPTION,
  pagination,
  positiveInt,
  statusList,
  truthyParam,
  type ListSettings,
} from './params';

/**
 * `password` on venue/organizer lists: the original declares no such parameter (WordPress core reads it),
 * so any string passes and an empty one means none.
 */
const optionalPassword = () =>
  param((value) => (typeof value === 'string' ? value || undefined : reject()))
    .meta({ type: 'string' })
    .optional();

const SEARCH = 'Records with every word of this text in one of their fields (name, description, address, phone...)';
const HAS_EVENTS = 'A truthy value (`1`, `true`, `yes`): only the ones linked to an event; any other value: only the others';
const UPCOMING = 'A truthy value: only the ones linked to an event that has not started yet';
const STATUS = 'Post statuses to list, as CSV; only `publish` without the right to edit this resource';

/**
 * The query of `GET /venues` and `GET /organizers` (spec 4.3.1, contract 6).
 * Undeclared parameters are dropped (zod's default strip), as the original ignores them.
 */
export const createVenueListParams = (settings: ListSettings) =>
  pagination(settings).extend({
    search: searchParam(settings.search).optional().meta({ description: SEARCH }),
    event: positiveInt().optional().meta({ description: 'Only the ones linked to the event with this ID' }),
    // Untyped in the original: any value is accepted and read with tribe_is_truthy.
    has_events: truthyParam().optional().meta({ description: HAS_EVENTS }),
    only_with_upcoming: truthyParam().default(false).meta({ description: UPCOMING }),
    status: statusList().optional().meta({ description: STATUS }),
    password: optionalPassword().meta({ description: 'Shows the records protected by this password unblanked' }),
    ml_language: language(settings.languages).optional().meta({ description: LANGUAGE_DESCRIPTION }),
  });
export type VenueListParams = z.infer<ReturnType<typeof createVenueListParams>>;

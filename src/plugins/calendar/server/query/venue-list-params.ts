import { z } from 'zod/v4';
import { param, reject } from './issues';
import {
  language,
  nonEmptyString,
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
const optionalPassword = () => param((value) => (typeof value === 'string' ? value || undefined : reject())).optional();

/**
 * The query of `GET /venues` and `GET /organizers` (spec 4.3.1, contract 6).
 * Undeclared parameters are dropped (zod's default strip), as the original ignores them.
 */
export const createVenueListParams = (settings: ListSettings) =>
  pagination(settings).extend({
    search: nonEmptyString().optional(),
    event: positiveInt().optional(),
    // Untyped in the original: any value is accepted and read with tribe_is_truthy.
    has_events: truthyParam().optional(),
    only_with_upcoming: truthyParam().default(false),
    status: statusList().optional(),
    password: optionalPassword(),
    ml_language: language(settings.languages).optional(),
  });
export type VenueListParams = z.infer<ReturnType<typeof createVenueListParams>>;

import { invalidParams, LegacyError } from '../../core/errors';
import type { EventUpdateBody } from '../../core/bodies';
import type { EventRecord } from '../records/types';
import { UID } from '../repository/uids';
import { assignSent, emptyToNull, type Data, type WriteContext } from './context';
import { parseCost } from './cost';
import { eventChangeData } from './event-change-data';
import { resolveEventTimes } from './event-times';
import { linkData } from './link-data';
import { postData } from './linked-post-data';

/** An event body as the schema reads it; the update shape (every field optional) also fits a create body. */
export type EventFields = EventUpdateBody;

export const endBeforeStart = () =>
  new LegacyError('event-end-before-start', 'The event end date must not be before its start date.', 400, {
    params: { end_date: 'The end date is before the start date.' },
  });

/** The dates of the write: the original sets an end before the start to the start; we refuse it. */
function timeData(body: EventFields, wctx: WriteContext, current: EventRecord | null): Data {
  const sent = [body.start_date, body.end_date, body.timezone, body.all_day].some((v) => v !== undefined);
  if (current && !sent) return {};
  const now = wctx.now;
  const result = resolveEventTimes(
    body,
    current && {
      startDate: new Date(current.startDate),
      endDate: new Date(current.endDate),
      timezone: current.timezone || wctx.siteTimezone,
      allDay: Boolean(current.allDay),
    },
    { siteTimezone: wctx.siteTimezone, now }
  );
  if (!result.ok) throw result.endBeforeStart ? endBeforeStart() : invalidParams({ [result.param]: 'Invalid parameter.' });
  return { ...result.times };
}

/** The currency symbol and position are read from the cost text (`"20$"`); `""` clears all three. */
function costData(cost: string | undefined): Data {
  if (cost === undefined) return {};
  if (cost.trim() === '') return { cost: null, currencySymbol: null, currencyPosition: null };
  const parsed = parseCost(cost);
  return assignSent({ cost: parsed.cost }, [
    ['currencySymbol', parsed.currencySymbol ?? undefined],
    ['currencyPosition', parsed.currencyPosition ?? undefined],
  ]);
}

/** An event body → attributes; `current` is the record being updated (null on create). */
export async function eventData(body: EventFields, wctx: WriteContext, current: EventRecord | null): Promise<Data> {
  const times = timeData(body, wctx, current);
  return {
    ...(await postData(body, wctx, { uid: UID.event, create: !current, rowId: current?.id ?? null })),
    ...times,
    ...eventChangeData(body, wctx, current, times as { startDate?: Date; timezone?: string }),
    ...costData(body.cost),
    ...assignSent({}, [
      ['title', body.title],
      ['website', emptyToNull(body.website)],
      // The original stores omitted map flags as false on events created through the API, so such an
      // event reads `show_map: false` (a record without the flags, e.g. made in the admin, reads true).
      ['showMap', body.show_map ?? (current ? undefined : false)],
      ['showMapLink', body.show_map_link ?? (current ? undefined : false)],
      ['hideFromListings', body.hide_from_listings],
      ['sticky', body.sticky],
      ['featured', body.featured],
    ]),
    ...(await linkData(body, wctx)),
  };
}

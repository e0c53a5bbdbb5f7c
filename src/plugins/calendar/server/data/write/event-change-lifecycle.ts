import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { safeOnlineUrl } from '../../../shared/event-status';
import { UID } from '../repository/uids';

type Data = Record<string, unknown>;

interface Stored {
  startDate: string | Date | null;
  previousStartDate: string | Date | null;
}

const time = (value: unknown): number => (value instanceof Date || typeof value === 'string' ? new Date(value).getTime() : NaN);

/**
 * An online link is a web address (http or https, no white space), whoever writes it: the API's body checks
 * it at the boundary, the admin's form and imports arrive here. A link with a line break would otherwise go
 * raw into every subscriber's feed (a whole event injected), a `javascript:` one into the JSON-LD.
 */
export function checkOnlineUrl(uid: string, data: Data): void {
  if (uid !== UID.event || typeof data.onlineUrl !== 'string' || data.onlineUrl === '') return;
  if (safeOnlineUrl(data.onlineUrl) !== data.onlineUrl) {
    throw new errors.ValidationError('The online link must be a web address (http:// or https://) of at most 255 characters, without spaces.');
  }
}

/**
 * The former start of an event (issue 35), whoever writes it (the admin's form sends every field, the API
 * only those sent: data/write/event-change-data.ts applies the same rules to an API body first):
 * - a write that makes or keeps the event rescheduled and moves its start keeps the former start, when
 *   none is kept yet (one query, only for such writes);
 * - a write that sets any other status clears it: a former start belongs to a rescheduled event only.
 * Nothing else is derived here: how an event is attended is the writer's to say (a role may not be
 * allowed to change it; the API's `moved_online` sets it for its caller, who may change the whole event).
 */
export async function eventChangeOnUpdate(strapi: Core.Strapi, uid: string, where: unknown, data: Data): Promise<void> {
  if (uid !== UID.event) return;
  checkOnlineUrl(uid, data);
  if (data.eventStatus === undefined) return;
  if (data.eventStatus !== 'rescheduled') {
    data.previousStartDate = null;
    return;
  }
  if (data.previousStartDate != null || data.startDate === undefined) return;
  const stored = (await strapi.db.query(UID.event).findOne({ where: where as never, select: ['startDate', 'previousStartDate'] })) as Stored | null;
  if (!stored || stored.previousStartDate) return;
  const [from, to] = [time(stored.startDate), time(data.startDate)];
  if (Number.isFinite(from) && Number.isFinite(to) && from !== to) data.previousStartDate = stored.startDate;
}

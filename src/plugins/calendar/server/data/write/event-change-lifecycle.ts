import type { Core } from '@strapi/strapi';
import { attendanceOf } from '../../../shared/event-status';
import { UID } from '../repository/uids';

type Data = Record<string, unknown>;

interface Stored {
  startDate: string | Date | null;
  eventStatus: string | null;
  previousStartDate: string | Date | null;
  attendanceMode: string | null;
}

const time = (value: unknown): number => (value instanceof Date || typeof value === 'string' ? new Date(value).getTime() : NaN);

/**
 * The rules of issue 35 that hold whoever writes an event (the admin's form sends every field, the API only
 * those sent: data/write/event-change-data.ts applies them to an API body first):
 * - a rescheduled event whose start moves keeps its former start, when none is kept yet;
 * - an event moved online that was in person becomes online.
 * Only a write that says `rescheduled` or `moved_online` reads the stored row (one query).
 */
export async function eventChangeOnUpdate(strapi: Core.Strapi, uid: string, where: unknown, data: Data): Promise<void> {
  if (uid !== UID.event || (data.eventStatus !== 'rescheduled' && data.eventStatus !== 'moved_online')) return;
  const stored = (await strapi.db.query(UID.event).findOne({ where: where as never, select: ['startDate', 'eventStatus', 'previousStartDate', 'attendanceMode'] })) as Stored | null;
  if (!stored) return;
  if (data.eventStatus === 'rescheduled' && data.previousStartDate == null && !stored.previousStartDate && data.startDate !== undefined) {
    const [from, to] = [time(stored.startDate), time(data.startDate)];
    if (Number.isFinite(from) && Number.isFinite(to) && from !== to) data.previousStartDate = stored.startDate;
  }
  if (data.eventStatus === 'moved_online' && stored.eventStatus !== 'moved_online' && attendanceOf(stored.attendanceMode) === 'offline' && attendanceOf(data.attendanceMode ?? stored.attendanceMode) === 'offline') {
    data.attendanceMode = 'online';
  }
}

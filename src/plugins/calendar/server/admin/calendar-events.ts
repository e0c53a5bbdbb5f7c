import type { Core } from '@strapi/strapi';
import { z } from 'zod/v4';
import type { CalendarEvent, CalendarEventsAnswer } from '../../shared/calendar-events';
import { UID } from '../repository/uids';

/** What the admin's calendar page asks for: a window (ISO instants) and a Strapi locale. */
export const calendarEventsQuery = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  locale: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/),
  /** Trashed events are left out unless asked for. */
  trash: z.enum(['true', 'false']).default('false'),
});
export type CalendarEventsQuery = z.infer<typeof calendarEventsQuery>;

/** A month of the biggest calendars stays far below this; past it the page says it shows a part. */
export const CALENDAR_PAGE_LIMIT = 2000;

/** The events of one language overlapping a window, in start order. */
export async function findCalendarEvents(strapi: Core.Strapi, query: CalendarEventsQuery): Promise<CalendarEventsAnswer> {
  const rows = (await strapi.db.query(UID.event).findMany({
    where: {
      locale: query.locale,
      startDate: { $lt: new Date(query.to) },
      endDate: { $gte: new Date(query.from) },
      ...(query.trash === 'true' ? {} : { postStatus: { $ne: 'trash' } }),
    },
    select: ['documentId', 'postId', 'title', 'startDate', 'endDate', 'allDay', 'timezone', 'postStatus'],
    populate: { venues: { select: ['name'] } },
    orderBy: [{ startDate: 'asc' }, { postId: 'asc' }],
    limit: CALENDAR_PAGE_LIMIT + 1,
  })) as Array<Record<string, unknown> & { venues?: { name: string }[] }>;
  const events = rows.slice(0, CALENDAR_PAGE_LIMIT).map(
    (row): CalendarEvent => ({
      documentId: row.documentId as string,
      postId: row.postId as number,
      title: row.title as string,
      start: new Date(row.startDate as string).toISOString(),
      end: new Date(row.endDate as string).toISOString(),
      allDay: Boolean(row.allDay),
      timezone: (row.timezone as string | null) ?? null,
      status: row.postStatus as string,
      venue: row.venues?.[0]?.name ?? null,
    })
  );
  return { events, truncated: rows.length > CALENDAR_PAGE_LIMIT };
}

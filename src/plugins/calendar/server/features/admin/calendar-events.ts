import { statusOf } from '../../../shared/event-status';
import type { Core } from '@strapi/strapi';
import { z } from 'zod/v4';
import type { CalendarEvent, CalendarEventsAnswer } from '../../../shared/calendar-events';
import { UID } from '../../data/repository/uids';
import type { PermissionChecker } from './content-manager-access';

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

/** Who asks: the Content Manager's checkers of events and venues for the signed-in admin. */
export interface CalendarReader {
  events: PermissionChecker;
  /** Null when the admin may not read venues: events then show no venue name. */
  venues: PermissionChecker | null;
}

type EventDocument = Record<string, unknown> & { venues?: { name?: string }[]; parentEvent?: { documentId?: string } | null };
/** `locale` and `createdBy` (populated) are read by role conditions: i18n's locales, the Author's "is creator". */
const CREATOR = { createdBy: { fields: ['id'] } };
const FIELDS = ['documentId', 'locale', 'postId', 'title', 'startDate', 'endDate', 'allDay', 'timezone', 'postStatus', 'seriesUid', 'seriesException', 'recurrence', 'eventStatus'];
/** A series' other dates name its first event (the anchor) as their parent. */
const PARENT = { parentEvent: { fields: ['documentId'] } };

/**
 * The series an event belongs to, by its first event (itself for the anchor, which holds the definition).
 * Read before the admin's sanitizing, which removes the series' bookkeeping fields (hidden from the admin).
 */
function seriesOf(row: EventDocument, documentId: string): CalendarEvent['series'] {
  if (!row.seriesUid) return null;
  return { anchor: row.recurrence ? documentId : (row.parentEvent?.documentId ?? null), exception: Boolean(row.seriesException) };
}

/**
 * The events of one language overlapping a window, in start order, that the admin may read in the
 * Content Manager: its role's conditions (e.g. only the events it created) and locales filter the
 * query, and the fields it may not read are removed from each event (one it cannot place is left out).
 */
export async function findCalendarEvents(strapi: Core.Strapi, query: CalendarEventsQuery, reader: CalendarReader): Promise<CalendarEventsAnswer> {
  const window = {
    startDate: { $lt: query.to },
    endDate: { $gte: query.from },
    ...(query.trash === 'true' ? {} : { postStatus: { $ne: 'trash' } }),
  };
  const { filters: allowed } = await reader.events.sanitizedQuery.read({});
  const documents = (await strapi.documents(UID.event).findMany({
    locale: query.locale,
    filters: (allowed ? { $and: [window, allowed] } : window) as never,
    fields: FIELDS as never,
    populate: { ...CREATOR, ...PARENT, ...(reader.venues ? { venues: { fields: ['name', 'locale'], populate: CREATOR } } : {}) } as never,
    sort: [{ startDate: 'asc' }, { postId: 'asc' }] as never,
    limit: CALENDAR_PAGE_LIMIT + 1,
  })) as unknown as EventDocument[];
  const events: CalendarEvent[] = [];
  for (const document of documents.slice(0, CALENDAR_PAGE_LIMIT)) {
    const row = (await reader.events.sanitizeOutput(document)) as EventDocument;
    if (!row.startDate || !row.endDate) continue;
    const venue = reader.venues && row.venues?.[0] ? await reader.venues.sanitizeOutput(row.venues[0]) : null;
    events.push({
      documentId: document.documentId as string,
      postId: (row.postId as number | undefined) ?? 0,
      title: (row.title as string | undefined) ?? '',
      start: new Date(row.startDate as string).toISOString(),
      end: new Date(row.endDate as string).toISOString(),
      allDay: Boolean(row.allDay),
      timezone: (row.timezone as string | null | undefined) ?? null,
      status: (row.postStatus as string | undefined) ?? 'publish',
      // A role that may not read the field sees the event as scheduled (its status then is not told).
      eventStatus: statusOf(row.eventStatus),
      venue: venue?.name ?? null,
      series: seriesOf(document, document.documentId as string),
    });
  }
  return { events, truncated: documents.length > CALENDAR_PAGE_LIMIT };
}

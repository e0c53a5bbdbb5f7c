import type { Core } from '@strapi/strapi';
import { toCompact, toWallText } from '../../../shared/recurrence/date-values';
import { defineSeries, type SeriesDefinition } from '../series/definition';
import { keyOfDate } from '../series/keys';
import { parseRecurrence, type Recurrence, type RecurrenceDate } from '../series/rules';
import { floatingOfCompact, occurrenceKeyAt, wallOf, wallText } from '../series/rules/zone-time';
import { UID } from '../../data/repository/uids';
import { getPluginContext } from '../../lib/utils';
import type { PlannedMember, SeriesPlan } from './series-link';

/**
 * The series an import found at its source, as plans for series-link.ts, from the events it imported
 * (each under its source ID, so a source ID names the event here):
 * - from a site of the original, a parent and the children `GET /events?post_parent=<id>` lists: the rule
 *   is unknown there, so the series is its dates, the children's starts as RDATEs (trashed children's as
 *   EXDATEs);
 * - from another instance of this service, the series keys its records carry (`post_parent`,
 *   `recurrence`, `recurrence_id`, `recurrence_exception`).
 */

/** An event of this site as a series member needs it. */
export interface LocalEvent {
  postId: number;
  documentId: string;
  locale: string;
  startDate: string | Date;
  endDate: string | Date;
  timezone: string | null;
  allDay: boolean | null;
  postStatus: string;
}

/** The events here under some source IDs, by ID. */
export async function localEvents(strapi: Core.Strapi, ids: number[]): Promise<Map<number, LocalEvent>> {
  const select = ['postId', 'documentId', 'locale', 'startDate', 'endDate', 'timezone', 'allDay', 'postStatus'];
  const rows = ids.length ? ((await strapi.db.query(UID.event).findMany({ where: { postId: { $in: ids } }, select })) as LocalEvent[]) : [];
  return new Map(rows.map((row) => [row.postId, row]));
}

const zoneOf = (strapi: Core.Strapi, event: LocalEvent) => event.timezone || getPluginContext(strapi).settings.timezone;
const keyOf = (event: LocalEvent, zone: string, allDay: boolean) => occurrenceKeyAt(event.startDate, zone, allDay);
const valueOf = (key: string, allDay: boolean): RecurrenceDate => (allDay ? { type: 'date', date: key } : { type: 'local', dateTime: key, tzid: null });

/** A parent of the original and its children (every status the import read): one series of dates. */
export function parentPlan(strapi: Core.Strapi, parent: LocalEvent, children: LocalEvent[], label: string): SeriesPlan {
  const zone = zoneOf(strapi, parent);
  const allDay = Boolean(parent.allDay);
  const start = { start: wallOf(parent.startDate, zone), end: wallOf(parent.endDate, zone) };
  const members: PlannedMember[] = [parent, ...children].map((event) => ({ documentId: event.documentId, key: keyOf(event, zone, allDay), exception: false }));
  const keys = (trashed: boolean) => children.filter((c) => (c.postStatus === 'trash') === trashed).map((c) => valueOf(keyOf(c, zone, allDay), allDay));
  const recurrence: Recurrence = { rule: null, rdates: keys(false), exdates: keys(true) };
  const definition = defineSeries(recurrence, { start: wallText(start.start), end: wallText(start.end), timezone: zone, allDay });
  return { label, anchor: parent.documentId, definition, members };
}

/** A member as the records of this service show it. */
export interface RecordMember {
  event: LocalEvent;
  /** `recurrence_id`: `2027-04-15 19:00:00`, or `2027-04-15` all-day. */
  recurrenceId: string;
  exception: boolean;
}

/**
 * A series of this service from its records: its lines (the anchor's `recurrence`) and members. The
 * records do not show the series' own first start (RFC 5545's DTSTART, kept apart from the parent's
 * dates): it is the earliest date the series names, a member's or an excluded or added one, since
 * DTSTART is always a date of the series unless excluded; each date lasts as long as a member that
 * follows the series.
 */
export function recordPlan(strapi: Core.Strapi, anchor: RecordMember, members: RecordMember[], lines: string[], label: string): SeriesPlan {
  const allDay = Boolean(anchor.event.allDay);
  const planned = members.map((m) => ({ documentId: m.event.documentId, key: toCompact(m.recurrenceId), exception: m.exception }));
  const anchorKey = toCompact(anchor.recurrenceId);
  const parsed = parseRecurrence(lines);
  // The series' zone: the TZID its lines write dates in (the parent's own zone may since differ), else the parent's.
  const dates = parsed.ok ? [...parsed.recurrence.rdates, ...parsed.recurrence.exdates] : [];
  const zone = dates.map((d) => (d.type === 'local' ? d.tzid : null)).find((tzid): tzid is string => Boolean(tzid)) ?? zoneOf(strapi, anchor.event);
  // Lines this site cannot read: linkSeries names the problem.
  if (!parsed.ok) return { label, anchor: anchor.event.documentId, members: planned, definition: { lines, start: toWallText(anchorKey), end: toWallText(anchorKey), timezone: zone, allDay } };
  const provisional = { start: toWallText(anchorKey), end: toWallText(anchorKey), timezone: zone, allDay };
  const live = members.filter((m) => m.event.postStatus !== 'trash');
  const named = [...live.map((m) => toCompact(m.recurrenceId)), ...[...parsed.recurrence.rdates, ...parsed.recurrence.exdates].map((d) => keyOfDate(d, provisional))];
  const first = floatingOfCompact(named.reduce((a, b) => (b < a ? b : a), anchorKey));
  const reference = [anchor, ...live].find((m) => !m.exception && m.event.postStatus !== 'trash') ?? anchor;
  const length = wallOf(reference.event.endDate, zone).toMillis() - wallOf(reference.event.startDate, zone).toMillis();
  const start = { start: wallText(first), end: wallText(first.plus(Math.max(0, length))), timezone: zone, allDay };
  const definition: SeriesDefinition = defineSeries(parsed.recurrence, start);
  return { label, anchor: anchor.event.documentId, definition, members: planned };
}

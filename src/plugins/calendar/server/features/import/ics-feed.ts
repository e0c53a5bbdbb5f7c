import { fromIcalStatus, ICAL_STATUS_PROPERTY } from '../../../shared/event-status';
import { promises as fs } from 'fs';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { utcWallTime, zoneOf } from '../../core/wire/dates';
import { answerTooLarge, readAnswer } from './read-answer';

/** An iCalendar feed as the import reads it: the text, each VEVENT's write body, zone and modification time. */
export type Vevent = InstanceType<typeof ICAL.Component>;

/** The feed's text, from an http(s) URL or a file, at most `maxBytes`. */
export async function readFeed(from: string, maxBytes: number): Promise<string> {
  if (!/^https?:\/\//i.test(from)) {
    if ((await fs.stat(from)).size > maxBytes) throw answerTooLarge(`The file ${from}`, maxBytes);
    return fs.readFile(from, 'utf8');
  }
  const response = await fetch(from, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`HTTP ${response.status} from ${from}`);
  }
  return readAnswer(response, from, maxBytes);
}

const pad = (n: number) => String(n).padStart(2, '0');
const wall = (t: InstanceType<typeof ICAL.Time>, endOfDay = false) =>
  `${t.year}-${pad(t.month)}-${pad(t.day)} ${endOfDay ? '23:59:59' : `${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`}`;

/** The TZID of a DTSTART, or undefined. */
export function tzidOfStart(vevent: Vevent): string | undefined {
  const tzid = vevent.getFirstProperty('dtstart')?.getParameter('tzid');
  const name = Array.isArray(tzid) ? tzid[0] : tzid;
  return typeof name === 'string' ? name : undefined;
}

/** Whether a TZID names a zone this calendar knows (an IANA name; not a Windows name such as `W. Europe Standard Time`). */
export const isKnownTzid = (name: string) => zoneOf(name).isValid && DateTime.utc().setZone(name).isValid;

/** The zone of a DTSTART: its TZID when it is a zone name we know, UTC for `Z` times, else the site's. */
function zoneOfStart(vevent: Vevent, siteTimezone: string): string {
  const name = tzidOfStart(vevent);
  if (name !== undefined && isKnownTzid(name)) return name;
  const value = vevent.getFirstProperty('dtstart')?.getFirstValue() as InstanceType<typeof ICAL.Time> | undefined;
  return value?.zone === ICAL.Timezone.utcTimezone ? 'UTC' : siteTimezone;
}

/** A VEVENT → the event write body (wire names), read by the same schema as an API write. */
export function icsEventBody(vevent: Vevent, siteTimezone: string): Record<string, unknown> {
  const event = new ICAL.Event(vevent);
  const start = event.startDate;
  const end = event.endDate ?? start;
  const allDay = start.isDate;
  let endDate = end;
  if (allDay && end.compare(start) > 0) {
    // DTEND of an all-day event is the day after its last day (RFC 5545).
    endDate = end.clone();
    endDate.adjust(-1, 0, 0, 0);
  }
  const categories = vevent.getAllProperties('categories').flatMap((p) => p.getValues().map(String)).map((c) => c.trim()).filter(Boolean);
  const url = vevent.getFirstPropertyValue('url');
  return Object.fromEntries(
    Object.entries({
      title: event.summary || '(no title)',
      description: event.description || undefined,
      status: 'publish',
      all_day: allDay,
      timezone: allDay ? undefined : zoneOfStart(vevent, siteTimezone),
      start_date: wall(start),
      end_date: wall(endDate, allDay),
      website: typeof url === 'string' && /^https?:\/\//.test(url) ? url : undefined,
      ...place(event.location, vevent),
      categories: categories.length ? categories : undefined,
      // STATUS (issue 35): CANCELLED a cancelled event (kept and marked, not removed), anything else scheduled (a
      // feed that no longer says CANCELLED restores it); this service's own feeds name every status in X-EVENT-STATUS.
      event_status: fromIcalStatus(vevent.getFirstPropertyValue('status'), vevent.getFirstPropertyValue(ICAL_STATUS_PROPERTY.toLowerCase())),
    }).filter(([, v]) => v !== undefined)
  );
}

/**
 * Where the event happens: LOCATION as its venue, RFC 7986 CONFERENCE as its online link (both: a mixed
 * event); a LOCATION that is a web address alone is an online event's link, not a venue's name.
 */
function place(location: string, vevent: Vevent): Record<string, unknown> {
  const conference = vevent.getAllProperties('conference').map((p) => String(p.getFirstValue())).find((uri) => /^https?:\/\//i.test(uri));
  const locationUrl = /^https?:\/\/\S+$/i.test(location?.trim() ?? '') ? location.trim() : undefined;
  if (locationUrl) return { attendance_mode: 'online', online_url: conference ?? locationUrl };
  if (conference) return { venue: location ? { venue: location } : undefined, attendance_mode: location ? 'mixed' : 'online', online_url: conference };
  return { venue: location ? { venue: location } : undefined, attendance_mode: 'offline' };
}

/** The instant the feed says the event last changed (`YYYY-MM-DD HH:MM:SS` UTC). */
export function modifiedOf(vevent: Vevent): string | undefined {
  const value = (vevent.getFirstPropertyValue('last-modified') ?? vevent.getFirstPropertyValue('dtstamp')) as InstanceType<typeof ICAL.Time> | null;
  return value ? utcWallTime(value.toJSDate()) : undefined;
}

/** One UID of the feed: its master VEVENT(s) and its overrides (RECURRENCE-ID), in feed order. */
export interface Group {
  uid: string;
  masters: Vevent[];
  overrides: Vevent[];
}

/** The VEVENTs by UID, in the order the feed first names each UID. */
export function groupsOf(vevents: Vevent[]): Group[] {
  const groups = new Map<string, Group>();
  for (const vevent of vevents) {
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
    const group = groups.get(uid) ?? { uid, masters: [], overrides: [] };
    (vevent.hasProperty('recurrence-id') ? group.overrides : group.masters).push(vevent);
    groups.set(uid, group);
  }
  return [...groups.values()];
}


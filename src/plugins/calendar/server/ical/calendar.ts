import ical, { escape, type ICalCalendar } from 'ical-generator';
import { DateTime } from 'luxon';
import type { WireEvent } from '../wire/types';
import { toICalEvent } from './event';
import { foldLines } from './fold';
import { vtimezone } from './vtimezone';

export interface FeedOptions {
  /** NAME and X-WR-CALNAME. */
  name: string;
  /** RFC 7986 REFRESH-INTERVAL (and Outlook's X-PUBLISHED-TTL), seconds. */
  refreshInterval: number;
  /** The feed's own address (RFC 7986 SOURCE), absolute. */
  source?: string;
}

/** ical-generator writes `PRODID:-` before it: `-//Event calendar service//cal/events/v1//EN`. */
const PRODID = '//Event calendar service//cal/events/v1//EN';

/**
 * A VCALENDAR of wire events (RFC 5545, RFC 7986), lines folded. ical-generator writes the calendar's
 * properties and each VEVENT (escaping, dates, zones); every TZID used gets its VTIMEZONE, covering the
 * years of the feed's events. ical-generator folds the whole document character by character at a cost
 * that grows with the feed (fold.ts), so it writes the frame alone and the events are folded here.
 */
export function toICalendar(events: WireEvent[], options: FeedOptions): string {
  const items = events.map(toICalEvent);
  const years = items.flatMap((item) => [item.start, item.end]).map((d) => (d as DateTime).toUTC().year);
  const [fromYear, toYear] = years.length ? [Math.min(...years), Math.max(...years)] : [0, 0];
  const calendar: ICalCalendar = ical({
    prodId: PRODID,
    // ical-generator writes NAME and X-WR-CALNAME unescaped: a comma or semicolon would cut the TEXT.
    name: escape(options.name, false),
    ttl: options.refreshInterval,
    ...(options.source ? { source: options.source } : {}),
  });
  const vevents = items.map((item) => calendar.createEvent(item).toString());
  calendar.clear();
  const zones = [...new Set(items.map((item) => item.timezone))].flatMap((tzid) => {
    const text = tzid ? vtimezone(tzid, fromYear, toYear) : null;
    return text ? [`${text}\r\n`] : [];
  });
  // The frame ends with END:VCALENDAR: the zones and events go before it, as ical-generator would put them.
  const frame = calendar.toString();
  const end = frame.lastIndexOf('END:VCALENDAR');
  return `${frame.slice(0, end)}${foldLines([...zones, ...vevents].join(''))}${frame.slice(end)}`;
}

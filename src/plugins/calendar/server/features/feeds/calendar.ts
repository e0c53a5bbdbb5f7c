import ical, { escape, type ICalCalendar } from 'ical-generator';
import { safeOnlineUrl } from '../../../shared/event-status';
import { DateTime } from 'luxon';
import type { WireEvent } from '../../core/wire/types';
import { toICalEvent, type ICalItem } from './event';
import { feedEvent, type FeedEvent } from './feed-event';
import { writtenEvent, type WrittenEvent } from './vevent-cache';
import { masterEvent, overrideEvent, withRecurrenceId, type FeedSeries } from './series';

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

/** A VCALENDAR written a batch of events at a time (see `createICalendar`). */
export interface ICalendarWriter {
  /** Writes these events' VEVENTs (in order, after those already added). */
  add(events: WireEvent[]): void;
  /** Writes series: each a master VEVENT with its RRULE, RDATEs and EXDATEs, then its overrides. */
  addSeries(series: FeedSeries[]): void;
  /** The whole VCALENDAR: the frame, a VTIMEZONE per TZID used, the events. */
  toString(): string;
}

/**
 * A VCALENDAR of wire events (RFC 5545, RFC 7986), lines folded, written a batch at a time so that a
 * caller may let other requests run between batches (a feed of 1,000 events is ~0.5 s of CPU).
 * ical-generator writes the calendar's properties and each VEVENT (escaping, dates, zones); every TZID
 * used gets its VTIMEZONE, covering the years of the feed's events. ical-generator folds the whole
 * document character by character at a cost that grows with the feed (fold.ts), so it writes the frame
 * alone and the events are folded here (a VEVENT ends its last line, so each folds on its own). A single
 * event's folded VEVENT is kept by what it shows (vevent-cache.ts): a feed computed again after a write
 * writes only the events that changed.
 */
export function createICalendar(options: FeedOptions): ICalendarWriter {
  const calendar: ICalCalendar = ical({
    prodId: PRODID,
    // ical-generator writes NAME and X-WR-CALNAME unescaped: a comma or semicolon would cut the TEXT.
    name: escape(options.name, false),
    ttl: options.refreshInterval,
    ...(options.source ? { source: options.source } : {}),
  });
  const folded: string[] = [];
  const zones = new Set<string>();
  let fromYear = Infinity;
  let toYear = -Infinity;
  const note = ({ fromYear: from, toYear: to, timezone }: Omit<WrittenEvent, 'text'>) => {
    fromYear = Math.min(fromYear, from);
    toYear = Math.max(toYear, to);
    if (timezone) zones.add(timezone);
  };
  const write = (vevents: string[]) => {
    calendar.clear();
    folded.push(foldLines(vevents.join('')));
  };
  // A single event's VEVENT, folded (a VEVENT ends its last line, so folding it alone folds it the same).
  const writeOne = (event: FeedEvent): WrittenEvent => {
    const item = toICalEvent(event);
    const text = foldLines(vevent(calendar, item));
    calendar.clear();
    return { text, ...span(item) };
  };
  return {
    add(events) {
      const written = events.map((event) => writtenEvent(feedEvent(event), writeOne));
      written.forEach(note);
      folded.push(written.map((one) => one.text).join(''));
    },
    addSeries(series) {
      const vevents: string[] = [];
      for (const one of series) {
        const master = masterEvent(one);
        note(span(master));
        vevents.push(vevent(calendar, master));
        for (const exception of one.exceptions) {
          const { recurrenceKey, ...override } = overrideEvent(one, exception);
          note(span(override));
          vevents.push(withRecurrenceId(vevent(calendar, override), recurrenceKey, one.definition));
        }
      }
      write(vevents);
    },
    toString() {
      const timezones = [...zones].flatMap((tzid) => {
        const text = vtimezone(tzid, fromYear, toYear);
        return text ? [`${text}\r\n`] : [];
      });
      // The frame ends with END:VCALENDAR: the zones and events go before it, as ical-generator would put them.
      const frame = calendar.toString();
      const end = frame.lastIndexOf('END:VCALENDAR');
      return `${frame.slice(0, end)}${foldLines(timezones.join(''))}${folded.join('')}${frame.slice(end)}`;
    },
  };
}

/** The years an item's dates fall in (UTC: each TZID's VTIMEZONE covers them) and its zone. */
function span(item: ICalItem): Omit<WrittenEvent, 'text'> {
  const years = [item.start, item.end].map((date) => (date as DateTime).toUTC().year);
  return { fromYear: Math.min(...years), toYear: Math.max(...years), timezone: item.timezone };
}

/**
 * One VEVENT as ical-generator writes it, with the online link as RFC 7986 CONFERENCE (which it does not
 * know) before its end: a URI value (a web URL without white space: no line break, nothing to escape).
 */
function vevent(calendar: ICalCalendar, { conference, ...item }: ICalItem): string {
  const text = calendar.createEvent(item).toString();
  // Written raw: only a link with no white space or control character (the wire gives no other; checked again here).
  if (!conference || safeOnlineUrl(conference) !== conference) return text;
  return text.replace(/END:VEVENT\r\n$/, `CONFERENCE;VALUE=URI;FEATURE=VIDEO:${conference}\r\nEND:VEVENT\r\n`);
}

/** A VCALENDAR of wire events, written at once (`createICalendar`). */
export function toICalendar(events: WireEvent[], options: FeedOptions): string {
  const writer = createICalendar(options);
  writer.add(events);
  return writer.toString();
}

import { DateTime } from 'luxon';
import { parseRecurrence, toICalendarLines } from '../series/rules';
import { toCompact } from '../../../shared/recurrence/date-values';
import type { EventRecord, SeriesDefinition } from '../../data/records/types';
import type { WireEvent } from '../../core/wire/types';
import { eventUid, toICalEvent } from './event';
import { feedEvent } from './feed-event';
import { icalZoneId } from './vtimezone';

type ICalEvent = ReturnType<typeof toICalEvent>;

/** An event of the feed with what it came from. */
export interface FeedItem {
  record: EventRecord;
  wire: WireEvent;
}

/** One series as a feed shows it with `single_events=false`: a master VEVENT and its overrides. */
export interface FeedSeries {
  uid: string;
  definition: SeriesDefinition;
  /** A published occurrence that follows the series: the master takes its texts, links and flags. */
  template: FeedItem;
  /** Published occurrences changed on their own: overrides with RECURRENCE-ID. */
  exceptions: FeedItem[];
  /** Keys of occurrences the public may not see (not published, protected, hidden): EXDATEs of the master. */
  hidden: string[];
}

/** The master's UID: the series' own (it survives every change of the series and of its first date). */
export const seriesUid = (series: Pick<FeedSeries, 'uid' | 'template'>): string => eventUid({ ...series.template.wire, id: 0 }).replace(/^0@/, `series-${series.uid}@`);

/** A wall time of the definition as a luxon instant of its zone (all-day: the date at UTC midnight, as toICalEvent writes dates). */
function wall(text: string, definition: SeriesDefinition): DateTime {
  if (definition.allDay) return DateTime.fromISO(text.slice(0, 10), { zone: 'utc' });
  const tzid = icalZoneId(definition.timezone);
  return DateTime.fromISO(text.replace(' ', 'T'), { zone: tzid === 'UTC' ? 'utc' : tzid });
}

/**
 * The master VEVENT: the template's fields at the series' first dates (DTSTART/DTEND), the series' RRULE
 * (FREQ first: Apple Calendar reads no other order), RDATEs and EXDATEs, with the hidden dates excluded too.
 */
export function masterEvent(series: FeedSeries): ICalEvent & { repeating: string } {
  const { definition } = series;
  const parsed = parseRecurrence(definition.lines);
  if (!parsed.ok) throw parsed.error;
  const hidden = series.hidden.map((key) =>
    definition.allDay ? ({ type: 'date', date: key } as const) : ({ type: 'local', dateTime: key, tzid: null } as const)
  );
  // DTSTART and DTEND as the feed lines say (the rule's first date when the rule does not make the series' own first).
  const feed = toICalendarLines({ ...parsed.recurrence, exdates: [...parsed.recurrence.exdates, ...hidden] }, definition);
  const base = toICalEvent(feedEvent(series.template.wire));
  const start = wall(feed.start, definition);
  const end = definition.allDay ? wall(feed.end, definition).plus({ days: 1 }) : wall(feed.end, definition);
  return { ...base, id: seriesUid(series), start, end: end < start ? start : end, repeating: feed.lines.join('\n') };
}

/** An override of one date (RECURRENCE-ID: its original start, in the series' zone). */
export function overrideEvent(series: FeedSeries, item: FeedItem): ICalEvent & { recurrenceKey: string } {
  return { ...toICalEvent(feedEvent(item.wire)), id: seriesUid(series), recurrenceKey: item.record.series!.key };
}

/**
 * RECURRENCE-ID written from the key: ical-generator writes a date-time for every value (all-day ones in
 * UTC), where an all-day series needs `VALUE=DATE`. The line it writes is replaced.
 */
export function withRecurrenceId(vevent: string, key: string, definition: SeriesDefinition): string {
  const tzid = icalZoneId(definition.timezone);
  const line = key.length === 8 ? `RECURRENCE-ID;VALUE=DATE:${key}` : tzid === 'UTC' ? `RECURRENCE-ID:${toCompact(key)}Z` : `RECURRENCE-ID;TZID=${tzid}:${key}`;
  return vevent.replace(/\r\nSUMMARY/, `\r\n${line}\r\nSUMMARY`);
}

/**
 * The feed's events grouped: series (one master each, with its overrides) and single events. A series
 * whose every shown date was changed on its own has no template: its dates stay single events.
 */
export function groupSeries(items: FeedItem[], hiddenKeys: Map<string, string[]>): { series: FeedSeries[]; singles: FeedItem[] } {
  const byUid = new Map<string, FeedItem[]>();
  const singles: FeedItem[] = [];
  for (const item of items) {
    const series = item.record.series;
    if (!series?.definition) singles.push(item);
    else byUid.set(series.uid, [...(byUid.get(series.uid) ?? []), item]);
  }
  const series: FeedSeries[] = [];
  for (const [uid, members] of byUid) {
    const template = members.find((m) => !m.record.series!.exception);
    if (!template) {
      singles.push(...members);
      continue;
    }
    const definition = template.record.series!.definition!;
    series.push({ uid, definition, template, exceptions: members.filter((m) => m.record.series!.exception), hidden: hiddenKeys.get(uid) ?? [] });
  }
  return { series, singles };
}

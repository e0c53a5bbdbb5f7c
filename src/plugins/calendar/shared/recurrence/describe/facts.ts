import { DateTime, FixedOffsetZone, type Zone } from 'luxon';
import { offsetMinutes } from '../../time-zones';
import { WEEKDAYS, type ByDay, type Frequency, type Recurrence, type RecurrenceDate, type SeriesStart, type Weekday } from '../types';

/**
 * What a description says, read from a recurrence and its first occurrence: the parts RFC 5545 takes from
 * DTSTART when the rule leaves them out are filled in ("every week" from a Tuesday is every Tuesday), so
 * each language only words what it is given.
 */

export interface Day {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

export interface Facts {
  freq: Frequency;
  interval: number;
  /** Weekdays without a rank, Monday first. */
  weekdays: Weekday[];
  /** Weekdays with a rank (`-1FR`), as in the rule. */
  ranked: ByDay[];
  monthDays: number[];
  months: number[];
  yearDays: number[];
  weekNos: number[];
  setPos: number[];
  /** `19:00` (`19:00:30` with seconds); null for all-day series. */
  time: string | null;
  until: Day | null;
  count: number | null;
  added: Day[];
  excluded: Day[];
}

/** The luxon zone of an event's zone name (a WordPress offset such as `UTC+5.5`, else an IANA name). */
function zoneFor(timezone: string): Zone | string {
  const minutes = offsetMinutes(timezone);
  return minutes === null ? timezone : FixedOffsetZone.instance(minutes);
}

const fieldsOf = (compact: string) => ({
  year: Number(compact.slice(0, 4)),
  month: Number(compact.slice(4, 6)),
  day: Number(compact.slice(6, 8)),
  hour: Number(compact.slice(9, 11)) || 0,
  minute: Number(compact.slice(11, 13)) || 0,
  second: Number(compact.slice(13, 15)) || 0,
});

/** The day a value names on the event's clock (a UTC time or another zone's time can fall on another day there). */
export function dayOf(value: RecurrenceDate, timezone: string): Day {
  const text = value.type === 'date' ? value.date : value.dateTime;
  const fields = fieldsOf(text);
  const from = value.type === 'utc' ? 'utc' : value.type === 'local' && value.tzid !== null && value.tzid !== timezone ? zoneFor(value.tzid) : null;
  if (from === null) return { year: fields.year, month: fields.month, day: fields.day };
  const local = DateTime.fromObject(fields, { zone: from }).setZone(zoneFor(timezone));
  return local.isValid ? { year: local.year, month: local.month, day: local.day } : { year: fields.year, month: fields.month, day: fields.day };
}

const byDate = (a: Day, b: Day) => a.year - b.year || a.month - b.month || a.day - b.day;

/** The facts of a recurrence whose first occurrence starts at `series.start`. */
export function factsOf(recurrence: Recurrence, series: Pick<SeriesStart, 'start' | 'allDay' | 'timezone'>): Facts | null {
  const { rule } = recurrence;
  const start = DateTime.fromISO(series.start.trim().replace(' ', 'T'), { zone: 'utc' });
  if (!rule || !start.isValid) return null;
  const weekday = WEEKDAYS[start.weekday - 1];
  const plain = (rule.byDay ?? []).filter((day) => day.nth === undefined).map((day) => day.weekday);
  const ranked = (rule.byDay ?? []).filter((day) => day.nth !== undefined);
  const chosen = rule.byDay || rule.byMonthDay || rule.byYearDay || rule.byWeekNo;
  const facts: Facts = {
    freq: rule.freq,
    interval: rule.interval,
    weekdays: plain,
    ranked,
    monthDays: rule.byMonthDay ?? [],
    months: rule.byMonth ?? [],
    yearDays: rule.byYearDay ?? [],
    weekNos: rule.byWeekNo ?? [],
    setPos: rule.bySetPos ?? [],
    time: series.allDay ? null : start.toFormat(start.second ? 'HH:mm:ss' : 'HH:mm'),
    until: rule.until ? dayOf(rule.until, series.timezone) : null,
    count: rule.count ?? null,
    added: recurrence.rdates.map((value) => dayOf(value, series.timezone)).sort(byDate),
    excluded: recurrence.exdates.map((value) => dayOf(value, series.timezone)).sort(byDate),
  };
  // RFC 5545: what the rule leaves out comes from DTSTART.
  if (rule.freq === 'WEEKLY' && !rule.byDay) facts.weekdays = [weekday];
  if (rule.freq === 'MONTHLY' && !rule.byDay && !rule.byMonthDay) facts.monthDays = [start.day];
  if (rule.freq === 'YEARLY' && !chosen) {
    facts.months = rule.byMonth ?? [start.month];
    facts.monthDays = [start.day];
  }
  return facts;
}

/**
 * A weekly (or daily) rule on chosen weekdays and nothing else but months: said as "every Tuesday and
 * Thursday" rather than "every week on Tuesdays and Thursdays".
 */
export const onWeekdays = (f: Facts): boolean =>
  (f.freq === 'WEEKLY' || f.freq === 'DAILY') && f.interval === 1 && f.weekdays.length > 0 && !f.setPos.length && !f.monthDays.length;

/** Monday to Friday, exactly. */
export const isWorkWeek = (days: readonly Weekday[]): boolean => days.join() === 'MO,TU,WE,TH,FR';
/** Saturday and Sunday, exactly. */
export const isWeekend = (days: readonly Weekday[]): boolean => days.join() === 'SA,SU';

/** `a`, `a and b`, `a, b and c` with the language's word for "and" (no serial comma). */
export function joinAll(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

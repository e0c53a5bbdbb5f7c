import { DateTime, FixedOffsetZone, type Zone } from 'luxon';
import { readDateParts, type DateParts } from './date-tokens';

export interface DateInputContext {
  /** IANA zone (or Luxon zone) in which inputs without an offset are read; also the zone of the result. */
  zone: string | Zone;
  /** The clock that relative inputs (`tomorrow`, `+5 weeks`) count from. */
  now: DateTime;
}

/**
 * Reads a date the way PHP `strtotime` does for the inputs clients of the original API send:
 * Unix timestamps (all digits, or `@` + digits; seconds, an instant), `YYYY-MM-DD`, `YYYY/MM/DD`,
 * `MM/DD/YYYY`, `DD-MM-YYYY`, `5 March 2026`, `March 5, 2026`, an optional time (`HH:MM[:SS[.fff]]`,
 * `9am`, `4:30pm`, `noon`), ISO 8601 with `T` and `Z`/`+02:00`, and relative phrases (`now`, `today`,
 * `tomorrow`, `yesterday`, `midnight`, `next monday`, `last friday`, `next week`, `+5 weeks`,
 * `-1 day`, `1 month ago`, and combinations such as `tomorrow 9am` or `next wednesday 4pm`).
 * Returns the instant in `zone`, or null when the input is not understood.
 */
export function parseDateInput(value: string, { zone, now }: DateInputContext): DateTime | null {
  const text = value.trim();
  const timestamp = /^@?(\d+)$/.exec(text);
  if (timestamp) return valid(DateTime.fromSeconds(Number(timestamp[1]), { zone }));
  const parts = readDateParts(text);
  return parts ? valid(compose(parts, zone, now)) : null;
}

/** The wall-clock form the wire uses for dates: `YYYY-MM-DD HH:MM:SS`. */
export const formatWall = (dt: DateTime): string => dt.toFormat('yyyy-MM-dd HH:mm:ss');

const valid = (dt: DateTime): DateTime | null => (dt.isValid ? dt : null);

/**
 * Puts the parts together in timelib's order: absolute date and time over `now`, then the weekday,
 * then relative months (PHP overflow: Jan 31 + 1 month = Mar 3), days, and elapsed hours/minutes/seconds.
 */
function compose(parts: DateParts, zone: string | Zone, now: DateTime): DateTime {
  const readZone = parts.offset === undefined ? zone : FixedOffsetZone.instance(parts.offset);
  const base = now.setZone(readZone);
  const date = {
    year: parts.date?.year ?? base.year,
    month: parts.date?.month ?? base.month,
    day: parts.date?.day ?? base.day,
  };
  const time = parts.time ?? (parts.resetTime ? { hour: 0, minute: 0, second: 0, millisecond: 0 } : wallTime(base));
  const { rel } = parts;
  const firstOfMonth = DateTime.fromObject({ year: date.year, month: date.month, day: 1, ...time }, { zone: readZone });
  const day = date.day - 1 + rel.days + weekdayShift(parts, date);
  return firstOfMonth
    .plus({ months: rel.months })
    .plus({ days: day })
    .plus({ hours: rel.hours, minutes: rel.minutes, seconds: rel.seconds })
    .setZone(zone);
}

/** `strtotime` works in whole seconds: the current time of day without its milliseconds. */
const wallTime = (base: DateTime) => ({ hour: base.hour, minute: base.minute, second: base.second, millisecond: 0 });

/**
 * Days from the date to the requested weekday: `monday`/`this monday` = today or the next one,
 * `next monday` = strictly after today, `last monday` = strictly before today.
 */
function weekdayShift({ weekday }: DateParts, date: { year: number; month: number; day: number }): number {
  if (!weekday) return 0;
  const { year, month, day } = date;
  const current = DateTime.fromObject({ year, month, day: 1 }, { zone: 'utc' }).plus({ days: day - 1 }).weekday;
  const ahead = (weekday.day - current + 7) % 7;
  if (weekday.mode === 'this') return ahead;
  if (weekday.mode === 'next') return ahead || 7;
  return -((current - weekday.day + 7) % 7 || 7);
}

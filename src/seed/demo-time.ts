import { DateTime } from 'luxon';
import type {
  DemoEvent,
  DemoEventShared,
  DemoEventText,
  DemoPrice,
  DemoTiming,
  Localized,
  PostStatus,
} from './demo-types';

export const LISBON = 'Europe/Lisbon';
export const PARIS = 'Europe/Paris';
export const NEW_YORK = 'America/New_York';
export const TOKYO = 'Asia/Tokyo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Dates relative to a fixed `now`, as wall-clock times of an IANA zone (DST-safe). */
export interface DemoClock {
  now: Date;
  /** `days` after today (negative: before), at `time` ("HH:mm"), local to `zone`. */
  at(days: number, time: string, zone: string): Date;
  /** A timed event; the end is on day `days + endDays`, or the next day when it ends before it starts. */
  timed(days: number, start: string, end: string, zone: string, endDays?: number): DemoTiming;
  /** An all-day event over `length` days: 00:00:00 on the first day to 23:59:59 on the last, local to `zone`. */
  allDay(days: number, zone: string, length?: number): DemoTiming;
  /** `days` before now (a post date). */
  ago(days: number): Date;
}

function parseTime(time: string): { hour: number; minute: number } {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`Demo data: bad time "${time}" (expected HH:mm)`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

export function createClock(now: Date): DemoClock {
  const day = (days: number, zone: string): DateTime => {
    const today = DateTime.fromJSDate(now, { zone }).startOf('day');
    return today.plus({ days });
  };
  const wall = (days: number, zone: string, hour: number, minute: number, second = 0): Date => {
    const d = day(days, zone);
    // fromObject (not d.set) so a wall time skipped by a DST change still resolves forward.
    return DateTime.fromObject({ year: d.year, month: d.month, day: d.day, hour, minute, second }, { zone }).toJSDate();
  };
  const at = (days: number, time: string, zone: string): Date => {
    const { hour, minute } = parseTime(time);
    return wall(days, zone, hour, minute);
  };
  return {
    now,
    at,
    timed(days, start, end, zone, endDays = 0) {
      const startDate = at(days, start, zone);
      let endDate = at(days + endDays, end, zone);
      if (endDate <= startDate) endDate = at(days + endDays + 1, end, zone);
      return { startDate, endDate, timezone: zone, allDay: false };
    },
    allDay(days, zone, length = 1) {
      return {
        startDate: wall(days, zone, 0, 0, 0),
        endDate: wall(days + length - 1, zone, 23, 59, 59),
        timezone: zone,
        allDay: true,
      };
    },
    ago: (days) => new Date(now.getTime() - days * DAY_MS),
  };
}

/** Prices in euros, written the Portuguese/French way ("15 €"). */
export const eur = (cost: string): DemoPrice => ({
  cost,
  currencySymbol: '€',
  currencyCode: 'EUR',
  currencyPosition: 'postfix',
});
export const usd = (cost: string): DemoPrice => ({
  cost,
  currencySymbol: '$',
  currencyCode: 'USD',
  currencyPosition: 'prefix',
});

type Flags = Pick<DemoEventShared, 'showMap' | 'showMapLink' | 'hideFromListings' | 'sticky' | 'featured' | 'password' | 'attendanceMode' | 'onlineUrl'>;

/** A changed event (issue 35): its status, its reason in the three languages, a rescheduled one's former start in days from its start. */
export interface DemoChange {
  status: NonNullable<DemoEventShared['eventStatus']>;
  reason?: readonly [en: string, fr: string, pt: string];
  previousStartDaysBefore?: number;
}

export interface EventSpec extends Flags {
  key: string;
  when: DemoTiming;
  text: Localized<DemoEventText>;
  price?: DemoPrice;
  status?: PostStatus;
  /** Defaults to 30 days ago, or two weeks before the start when that is earlier. */
  postDate?: Date;
  venues?: string[];
  organizers?: string[];
  categories?: string[];
  tags?: string[];
  change?: DemoChange;
}

/** Fills an event's defaults (published, no relations, posted a while before it starts). */
export function event(clock: DemoClock, spec: EventSpec): DemoEvent {
  const { key, when, text, price, status, postDate, venues, organizers, categories, tags, change, ...flags } = spec;
  const defaultPost = Math.min(clock.ago(30).getTime(), when.startDate.getTime() - 14 * DAY_MS);
  const changed = change
    ? {
        eventStatus: change.status,
        ...(change.previousStartDaysBefore ? { previousStartDate: new Date(when.startDate.getTime() - change.previousStartDaysBefore * DAY_MS) } : {}),
      }
    : {};
  const reasons = change?.reason;
  return {
    key,
    status: status ?? 'publish',
    postDate: postDate ?? new Date(defaultPost),
    shared: { ...when, ...price, ...flags, ...changed },
    text: reasons
      ? { en: { ...text.en, eventStatusReason: reasons[0] }, fr: { ...text.fr, eventStatusReason: reasons[1] }, 'pt-PT': { ...text['pt-PT'], eventStatusReason: reasons[2] } }
      : text,
    venues: venues ?? [],
    organizers: organizers ?? [],
    categories: categories ?? [],
    tags: tags ?? [],
  };
}

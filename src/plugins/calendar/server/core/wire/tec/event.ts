import { eventChangeKeys } from '../event-change';
import { DateTime } from 'luxon';
import type { DateValue, EventRecord } from '../../../data/records/types';
import type { WireContext } from '../context';
import { formatCost } from '../cost';
import { isOffsetZone, toInstant, utcWallTime, wallTime, zoneOf } from '../dates';
import { isLocked } from '../protect';
import { toTecOrganizer, toTecVenue } from './linked-posts';
import { maskProtected, tecPost } from './post';
import { scheduleDetails } from './schedule';
import type { TecDateTime, TecEvent } from './types';

/** A date as PHP's json_encode writes a DateTime: named zones are type 3, offsets type 1 (`+02:00`). */
function phpDateTime(value: DateValue, tz: string): TecDateTime {
  const wall = wallTime(value, tz);
  if (!isOffsetZone(tz) && tz !== 'UTC') return { date: `${wall}.000000`, timezone_type: 3, timezone: tz };
  if (tz === 'UTC') return { date: `${wall}.000000`, timezone_type: 3, timezone: 'UTC' };
  const offset = toInstant(value).setZone(zoneOf(tz)).toFormat('ZZ');
  return { date: `${wall}.000000`, timezone_type: 1, timezone: offset };
}

/** The number of calendar days an event spans in its zone, when more than one (the original's `multiday`). */
function multiday(start: DateTime, end: DateTime): false | number {
  const days = Math.round(end.startOf('day').diff(start.startOf('day'), 'days').days) + 1;
  return days > 1 ? days : false;
}

/**
 * An event of `tec/v1` (contract tec-v1 §1.4): the post item, its category and tag IDs, then the event's
 * dates (wall times in its zone, UTC, PHP DateTimes), `duration` as a string and `multiday` as false or a
 * day count (both the original's quirks, which its clients read), the week fields (null outside a week
 * view, as the original leaves them), the formatted cost, and its venues and organizers as whole records.
 */
export function toTecEvent(event: EventRecord, ctx: WireContext): TecEvent {
  const timezone = event.timezone || ctx.siteTimezone;
  const zone = zoneOf(timezone);
  const start = toInstant(event.startDate).setZone(zone);
  const end = toInstant(event.endDate).setZone(zone);
  const now = DateTime.fromJSDate(ctx.now).setZone(zone);
  const language = ctx.languageOf(event.locale);
  const schedule = scheduleDetails({ start: start.setLocale(language), end: end.setLocale(language), allDay: event.allDay ?? false, now });
  const classes = [...event.tags.map((tag) => `tag-${tag.slug}`), ...event.categories.map((category) => `tribe_events_cat-${category.slug}`)];
  const { class_list: classList, ...post } = tecPost(event, 'event', event.title, ctx, classes);
  const record: TecEvent = {
    ...post,
    tags: event.tags.map((tag) => tag.termId),
    tribe_events_cat: event.categories.map((category) => category.termId),
    class_list: classList,
    start_date: wallTime(event.startDate, timezone),
    start_date_utc: utcWallTime(event.startDate),
    end_date: wallTime(event.endDate, timezone),
    end_date_utc: utcWallTime(event.endDate),
    dates: {
      start: phpDateTime(event.startDate, timezone),
      start_utc: phpDateTime(event.startDate, 'UTC'),
      start_site: phpDateTime(event.startDate, ctx.siteTimezone),
      start_display: phpDateTime(event.startDate, timezone),
      end: phpDateTime(event.endDate, timezone),
      end_utc: phpDateTime(event.endDate, 'UTC'),
      end_site: phpDateTime(event.endDate, ctx.siteTimezone),
      end_display: phpDateTime(event.endDate, timezone),
    },
    timezone,
    duration: String(Math.round(end.diff(start, 'seconds').seconds)),
    multiday: multiday(start, end),
    is_past: end < now,
    is_now: start <= now && now <= end,
    all_day: event.allDay ?? false,
    starts_this_week: null,
    ends_this_week: null,
    this_week_duration: null,
    happens_this_week: null,
    displays_on: [],
    featured: event.featured ?? false,
    sticky: event.sticky ?? false,
    cost: formatCost(event),
    organizer_names: event.organizers.map((organizer) => organizer.name.trim()),
    organizers: event.organizers.map((organizer) => toTecOrganizer(organizer, ctx)),
    venues: event.venues.map((venue) => toTecVenue(venue, ctx)),
    schedule_details: schedule.long,
    short_schedule_details: schedule.short,
    // Ours (issue 35), as on `cal/events/v1`: what became of the event and how it is attended.
    ...eventChangeKeys(event, timezone),
  };
  return isLocked(event, ctx, 'event') ? maskProtected(record) : record;
}

import { DateTime } from 'luxon';

/**
 * `schedule_details` and `short_schedule_details`, as the original writes them for its default formats
 * (`F j, Y` / `F j` and `g:i a`): the start, then ` - ` and the end time (same day) or the end date and
 * time; the year only when it is not the current one; all-day events without times. Month names in the
 * record's language (luxon's), the original's English words elsewhere.
 */
interface ScheduleInput {
  start: DateTime;
  end: DateTime;
  allDay: boolean;
  now: DateTime;
}

const span = (cls: string, text: string) => `<span class="${cls}">${text}</span>`;
const time = (dt: DateTime) => dt.toFormat('h:mm a', { locale: 'en' }).replace(/^0/, '').toLowerCase();
const day = (dt: DateTime, now: DateTime) => dt.toFormat(dt.year === now.year ? 'LLLL d' : 'LLLL d, yyyy');

export function scheduleDetails({ start, end, allDay, now }: ScheduleInput): { long: string; short: string } {
  const sameDay = start.hasSame(end, 'day');
  if (allDay) {
    const long = sameDay ? span('tribe-event-date-start', day(start, now)) : `${span('tribe-event-date-start', day(start, now))} - ${span('tribe-event-date-end', day(end, now))}`;
    return { long, short: long };
  }
  if (sameDay) {
    const tail = ` - ${span('tribe-event-time', time(end))}`;
    return {
      long: `${span('tribe-event-date-start', `${day(start, now)} @ ${time(start)}`)}${tail}`,
      short: `${span('tribe-event-date-start', time(start))}${tail}`,
    };
  }
  const long = `${span('tribe-event-date-start', `${day(start, now)} @ ${time(start)}`)} - ${span('tribe-event-date-end', `${day(end, now)} @ ${time(end)}`)}`;
  return { long, short: long };
}

import { useForm } from '@strapi/strapi/admin';
import { useCalendarSettings } from '../../utils/use-settings';
import { toWallTime } from '../../utils/zoned-time';

/** The form's own times, as the rule reads them: its start and end instants, its zone, whether all day. */
export interface EventTimes {
  startDate: string | null;
  endDate: string | null;
  /** The event's zone; null: the site's. */
  timezone: string | null;
  allDay: boolean;
  /** The zone its clock shows (its own, else the site's). */
  zone: string | null;
  /** The first date and time on that clock, `YYYY-MM-DD` and `YYYY-MM-DD HH:mm:00` (null while empty). */
  startDay: string | null;
  startWall: string | null;
}

type Values = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** Read from the form's values: events are edited on their own clock, never the browser's. */
export function useEventTimes(): EventTimes {
  const settings = useCalendarSettings();
  const startDate = useForm('Recurrence', (state) => text((state.values as Values).startDate));
  const endDate = useForm('Recurrence', (state) => text((state.values as Values).endDate));
  const timezone = useForm('Recurrence', (state) => text((state.values as Values).timezone));
  const allDay = useForm('Recurrence', (state) => Boolean((state.values as Values).allDay));
  const zone = timezone ?? settings?.timezone ?? null;
  const wall = zone ? toWallTime(startDate, zone) : null;
  return {
    startDate,
    endDate,
    timezone,
    allDay,
    zone,
    startDay: wall?.date ?? null,
    startWall: wall ? `${wall.date} ${allDay ? '00:00' : wall.time}:00` : null,
  };
}

/** The post status the form will save, and whether it moves the event to the trash. */
export function useTrashing(): boolean {
  return useForm('Recurrence', (state) => (state.values as Values).postStatus === 'trash' && (state.initialValues as Values).postStatus !== 'trash');
}

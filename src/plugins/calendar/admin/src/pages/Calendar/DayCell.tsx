import type { DayCellContentArg } from '@fullcalendar/core';
import { Flex } from '@strapi/design-system';
import { Plus } from '@strapi/icons';
import { useIntl } from 'react-intl';
import { t } from '../../plugin-id';

/** A month-view day: its number and a button that opens a new event on that day (`YYYY-MM-DD`: the calendar's days are wall days, see calendar-clock.ts). */
export function DayCell({ arg, onAdd }: { arg: DayCellContentArg; onAdd: (day: string) => void }) {
  const { formatMessage, formatDate } = useIntl();
  if (arg.view.type !== 'dayGridMonth') return <>{arg.dayNumberText}</>;
  // FullCalendar knows how its dates map to the calendar's zone: ask it for the day, then name that day.
  const day = arg.view.calendar.formatIso(arg.date, true);
  const label = formatMessage(
    { id: t('calendar.addOn'), defaultMessage: 'New event on {day}' },
    { day: formatDate(new Date(`${day}T12:00:00Z`), { day: 'numeric', month: 'long', timeZone: 'UTC' }) }
  );
  return (
    <Flex gap={1} alignItems="center">
      <button
        type="button"
        className="calendar-add"
        aria-label={label}
        title={label}
        onClick={(e) => {
          e.stopPropagation();
          onAdd(day);
        }}
      >
        <Plus width="1rem" height="1rem" />
      </button>
      <span>{arg.dayNumberText}</span>
    </Flex>
  );
}

import type { CalendarEvent } from '../../../../shared/calendar-events';

/**
 * A date of a series, marked on the calendar: a ↻ before its title, with a label that screen readers
 * read ("Part of a series"). Drawn into FullCalendar's own event element when it mounts.
 */
export function markSeries(element: HTMLElement, series: CalendarEvent['series'] | undefined, label: string): void {
  if (!series || element.querySelector('.calendar-series-mark')) return;
  const title = element.querySelector('.fc-event-title, .fc-list-event-title a') ?? element;
  const mark = document.createElement('span');
  mark.className = 'calendar-series-mark';
  mark.setAttribute('role', 'img');
  mark.setAttribute('aria-label', label);
  mark.title = label;
  mark.textContent = '↻';
  title.prepend(mark);
}

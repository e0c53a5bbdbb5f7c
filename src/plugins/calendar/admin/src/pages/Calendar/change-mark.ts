import { datesVoid, isChanged, type EventStatus } from '../../../../shared/event-status';

/**
 * What became of an event (issue 35), marked on the calendar: its status as a word before its title
 * ("Cancelled"), and its title struck through when its dates no longer hold (cancelled, postponed).
 * Drawn into FullCalendar's own event element when it mounts; nothing for a scheduled event.
 */
export function markChange(element: HTMLElement, status: EventStatus, label: string): void {
  if (!isChanged(status) || element.querySelector('.calendar-change-mark')) return;
  const title = element.querySelector('.fc-event-title, .fc-list-event-title a') ?? element;
  const mark = document.createElement('span');
  mark.className = `calendar-change-mark calendar-change-${status}`;
  mark.textContent = label;
  title.prepend(mark);
  if (datesVoid(status)) element.classList.add('calendar-dates-void');
}

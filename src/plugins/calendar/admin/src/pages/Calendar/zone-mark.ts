/**
 * An event on another clock than the site's, marked on the calendar: its zone's name in small letters
 * after its title ("Europe/Lisbon"), the zone's abbreviation and offset in its tooltip. Drawn into
 * FullCalendar's own event element when it mounts, like the series mark.
 */
export function markZone(element: HTMLElement, zone: string | null, description: string): void {
  if (!zone || element.querySelector('.calendar-event-zone')) return;
  const place = element.querySelector('.fc-event-title-container, .fc-list-event-title') ?? element;
  const mark = document.createElement('span');
  mark.className = 'calendar-event-zone';
  mark.title = description;
  mark.textContent = zone;
  place.append(mark);
}

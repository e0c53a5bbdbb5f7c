import { statusLabel, struckDates } from '../../shared/visitors/event-change';
import { dayPart, formatTime } from '../../shared/visitors/format';
import { word, type VisitorLanguage } from '../../shared/visitors/words';
import type { WireEvent, WireVenue } from '../../server/core/wire/types';
import { h } from '../dom';
import { htmlText } from '../rich-text';

/** What every view needs to draw events. */
export interface ViewContext {
  language: VisitorLanguage;
  /** Opens an event's details; the button is where focus returns when they close. */
  open(event: WireEvent, from: HTMLElement): void;
  /** Shows one day (the day view), from a day of the month view. */
  showDay(day: Date): void;
}

export const firstVenue = (event: WireEvent): WireVenue | undefined => (Array.isArray(event.venue) ? event.venue[0] : event.venue);

/**
 * An event as a button: its start time (on its own clock) and title; in lists, its venue too. On a later
 * day of an event spanning days (`day`), when it ends that day or that it goes on.
 */
export function eventButton(event: WireEvent, view: ViewContext, withVenue = false, day?: string): HTMLElement {
  const part = day ? dayPart(view.language, event, day) : ({ part: 'start' } as const);
  const time =
    part.part === 'start'
      ? formatTime(view.language, event, word(view.language, 'event.allDay'))
      : part.part === 'middle'
        ? word(view.language, 'event.continues')
        : word(view.language, 'event.until', { time: part.time });
  const venue = firstVenue(event);
  // A changed event keeps its place, with its badge (read first by screen readers); its time and title
  // struck when its dates no longer hold (issue 35).
  const label = statusLabel(view.language, event);
  const button = h(
    'button',
    { type: 'button', class: struckDates(event) ? 'event struck' : 'event', 'aria-haspopup': 'dialog' },
    label ? h('span', { class: `badge status-${event.event_status}` }, label) : null,
    h('span', { class: 'time' }, time),
    h('span', { class: 'what' }, htmlText(event.title)),
    withVenue && venue && typeof venue.venue === 'string' ? h('span', { class: 'where' }, htmlText(venue.venue)) : null
  );
  button.addEventListener('click', () => view.open(event, button));
  return button;
}

/** Events by wall day (`YYYY-MM-DD`), each day's in start order. */
export function byDay(events: WireEvent[], days: (event: WireEvent) => string[]): Map<string, WireEvent[]> {
  const map = new Map<string, WireEvent[]>();
  for (const event of events) for (const day of days(event)) map.set(day, [...(map.get(day) ?? []), event]);
  for (const list of map.values()) list.sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id);
  return map;
}

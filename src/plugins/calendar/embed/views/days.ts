import { isoDay, wallFormat } from '../../shared/visitors/format';
import { word } from '../../shared/visitors/words';
import type { WireEvent } from '../../server/core/wire/types';
import { h } from '../dom';
import { eventDays } from '../range';
import { byDay, eventButton, type ViewContext } from './item';

/**
 * The week and day views: each day a heading (its full date) and its events in start order, with their
 * venues; events spanning days are shown on each. A list reads well on a phone and to a screen reader.
 */
export function daysView(days: Date[], events: WireEvent[], today: string, view: ViewContext): HTMLElement {
  const { language } = view;
  const events_ = byDay(events, eventDays);
  const full = wallFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return h(
    'ol',
    { class: 'days' },
    days.map((day) => {
      const key = isoDay(day);
      const list = events_.get(key) ?? [];
      return h(
        'li',
        { 'aria-current': key === today ? 'date' : null },
        h('h3', {}, full.format(day)),
        list.length
          ? h('ul', {}, list.map((event) => h('li', {}, eventButton(event, view, true, key))))
          : h('p', { class: 'empty' }, word(language, 'state.empty'))
      );
    })
  );
}

/** The list view: upcoming events grouped by their start day (on their own clock). */
export function listView(events: WireEvent[], view: ViewContext): HTMLElement {
  const { language } = view;
  if (!events.length) return h('p', { class: 'empty' }, word(language, 'state.empty'));
  const full = wallFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const groups = byDay(events, (event) => [event.start_date.slice(0, 10)]);
  const days = [...groups.keys()].sort();
  return h(
    'ol',
    { class: 'days' },
    days.map((key) =>
      h(
        'li',
        {},
        h('h3', {}, full.format(new Date(`${key}T00:00:00Z`))),
        h('ul', {}, (groups.get(key) ?? []).map((event) => h('li', {}, eventButton(event, view, true))))
      )
    )
  );
}

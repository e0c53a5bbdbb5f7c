import { isoDay, wallFormat } from '../../shared/visitors/format';
import { countWord } from '../../shared/visitors/words';
import type { WireEvent } from '../../server/core/wire/types';
import { h } from '../dom';
import { eventDays } from '../range';
import { byDay, eventButton, type ViewContext } from './item';

/** Events shown in a day cell before "+n" (all of them are in the day view). */
const PER_CELL = 3;

/**
 * The month as a table: weekday headers, one cell per day with its number (a button to the day view,
 * named with the full date and the count of events) and its first events. Narrow containers show counts
 * only (styles.ts), the day buttons then lead to the events.
 */
export function monthView(days: Date[], month: number, events: WireEvent[], today: string, view: ViewContext): HTMLElement {
  const { language } = view;
  const events_ = byDay(events, eventDays);
  const long = wallFormat(language, { weekday: 'long' });
  const short = wallFormat(language, { weekday: 'short' });
  const full = wallFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const head = h('tr', {}, days.slice(0, 7).map((day) => h('th', { scope: 'col', abbr: long.format(day) }, short.format(day))));
  const rows: HTMLElement[] = [];
  for (let week = 0; week < days.length / 7; week++) {
    const cells = days.slice(week * 7, week * 7 + 7).map((day) => {
      const key = isoDay(day);
      const list = events_.get(key) ?? [];
      const label = `${full.format(day)}, ${countWord(language, list.length)}`;
      const number = h('button', { type: 'button', class: 'num', 'aria-label': label }, String(day.getUTCDate()));
      number.addEventListener('click', () => view.showDay(day));
      const shown = list.slice(0, PER_CELL).map((event) => h('li', {}, eventButton(event, view, false, key)));
      const more = list.length > PER_CELL ? h('li', { class: 'empty', 'aria-hidden': 'true' }, `+${list.length - PER_CELL}`) : null;
      const classes = [day.getUTCMonth() !== month ? 'out' : '', key === today ? 'today' : ''].filter(Boolean).join(' ');
      return h(
        'td',
        { class: classes || null, 'aria-current': key === today ? 'date' : null },
        number,
        list.length ? h('span', { class: 'count', 'aria-hidden': 'true' }, countWord(language, list.length)) : null,
        list.length ? h('ul', {}, shown, more) : null
      );
    });
    rows.push(h('tr', {}, cells));
  }
  return h('table', {}, h('thead', {}, head), h('tbody', {}, rows));
}

import { word, type VisitorLanguage, type WordKey } from '../shared/visitors/words';
import type { Choice, Filters } from './api';
import { h } from './dom';

export type FilterName = 'category' | 'tag' | 'venue' | 'organizer' | 'search' | 'near';
export const FILTER_NAMES: FilterName[] = ['category', 'tag', 'venue', 'organizer', 'search', 'near'];

/** The select filters: their API parameter and where their choices come from. */
export const SELECTS = [
  { name: 'category', param: 'categories', source: 'categories', label: 'filter.category' },
  { name: 'tag', param: 'tags', source: 'tags', label: 'filter.tag' },
  { name: 'venue', param: 'venue', source: 'venues', label: 'filter.venue' },
  { name: 'organizer', param: 'organizer', source: 'organizers', label: 'filter.organizer' },
] as const satisfies readonly { name: FilterName; param: keyof Filters; source: string; label: WordKey }[];

export interface FilterBar {
  element: HTMLElement;
  /** Fills a select's choices, keeping the current value selected (added if the list lacks it). */
  setChoices(param: keyof Filters, choices: Choice[]): void;
  setNear(on: boolean): void;
}

let ids = 0;

/**
 * The filter form: a select per shown filter, a search field (applied on Enter or when it loses focus),
 * "Near me" (a toggle button), "Clear". Each control has its own visible label.
 */
export function filterBar(language: VisitorLanguage, shown: Set<FilterName>, filters: Filters, on: {
  change(param: keyof Filters, value: string): void;
  near(): void;
  clear(): void;
}): FilterBar {
  const id = `f${++ids}`;
  const selects = new Map<keyof Filters, HTMLSelectElement>();
  const controls: HTMLElement[] = [];
  for (const select of SELECTS) {
    if (!shown.has(select.name)) continue;
    const control = h('select', { id: `${id}-${select.name}` }, h('option', { value: '' }, word(language, 'filter.any'))) as HTMLSelectElement;
    control.addEventListener('change', () => on.change(select.param, control.value));
    selects.set(select.param, control);
    controls.push(h('label', { for: control.id }, word(language, select.label), control));
  }
  if (shown.has('search')) {
    const input = h('input', { type: 'search', id: `${id}-search`, value: filters.search ?? '', enterkeyhint: 'search' }) as HTMLInputElement;
    const apply = () => input.value.trim() !== (filters.search ?? '') && on.change('search', input.value.trim());
    input.addEventListener('change', apply);
    input.addEventListener('keydown', (event) => event.key === 'Enter' && apply());
    controls.push(h('label', { for: input.id }, word(language, 'filter.search'), input));
  }
  const near = shown.has('near') ? (h('button', { type: 'button', 'aria-pressed': 'false' }, word(language, 'filter.near')) as HTMLButtonElement) : null;
  near?.addEventListener('click', on.near);
  const clear = h('button', { type: 'button' }, word(language, 'filter.clear'));
  clear.addEventListener('click', on.clear);
  const element = h('fieldset', { class: 'filters' }, h('legend', {}, word(language, 'filter.legend')), controls, near, clear);
  element.hidden = !shown.size;
  return {
    element,
    setChoices(param, choices) {
      const select = selects.get(param);
      if (!select) return;
      const current = filters[param] ?? '';
      const known = choices.some((c) => c.value === current);
      select.replaceChildren(
        h('option', { value: '' }, word(language, 'filter.any')),
        ...choices.map((c) => h('option', { value: c.value }, c.label)),
        current && !known ? h('option', { value: current }, current) : ''
      );
      select.value = current;
    },
    setNear(on) {
      near?.setAttribute('aria-pressed', String(on));
    },
  };
}

import type { Filters } from './api';

/** What is read of the element (an `Element`; the tests pass a plain object). */
interface WithAttributes {
  getAttribute(name: string): string | null;
}

/** The element's attributes (docs/public-calendar.md "Embedding the calendar"): each change redraws it. */
export const ATTRIBUTES = ['view', 'lang', 'date', 'categories', 'tags', 'venue', 'organizer', 'search', 'featured', 'filters', 'views', 'near-radius', 'api', 'submit'];

/** The list filters its attributes set (the visitor may change them). */
export function attributeFilters(element: WithAttributes): Filters {
  const filters: Filters = {};
  for (const name of ['categories', 'tags', 'venue', 'organizer', 'search', 'featured'] as const) {
    const value = element.getAttribute(name);
    if (value) filters[name] = value;
  }
  return filters;
}

/** The names an attribute lists (space- or comma-separated) among `all`; every one when it is absent. */
export function attributeSet(element: WithAttributes, attribute: string, all: readonly string[]): Set<string> {
  const value = element.getAttribute(attribute);
  if (value === null) return new Set(all);
  return new Set(value.split(/[\s,]+/).filter((name) => all.includes(name)));
}

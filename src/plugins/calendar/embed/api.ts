import { addDays, isoDay } from '../shared/visitors/format';
import type { WireEvent, WireEventList, WireTerm } from '../server/core/wire/types';

/** The filters a visitor chose (or the element's attributes set), as the API names them. */
export interface Filters {
  categories?: string;
  tags?: string;
  venue?: string;
  organizer?: string;
  search?: string;
  featured?: string;
}

export interface Near {
  lat: number;
  lng: number;
  /** The element's `near-radius` (in the site's unit); the site's default distance without it. */
  radius?: string;
}

/**
 * The list filters of a request: the visitor's, "near me", the language (null: none, the site's default
 * language). Also the feed's (Subscribe).
 */
export function filterParams(filters: Filters, near: Near | null, language: string | null): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (near) {
    params.set('geoloc', 'true');
    params.set('geoloc_lat', near.lat.toFixed(6));
    params.set('geoloc_lng', near.lng.toFixed(6));
    if (near.radius) params.set('geoloc_radius', near.radius);
  }
  if (language) params.set('ml_language', language);
  return params;
}

/**
 * The API refused the request's `ml_language` (400 rest_invalid_param naming it): the site does not
 * serve that language. The element then asks again without it, in the site's default language.
 */
export class LanguageRefused extends Error {}

/** A WordPress error body naming `ml_language` among the invalid parameters. */
function refusesLanguage(body: unknown): boolean {
  const error = body as { code?: unknown; data?: { params?: unknown } } | null;
  const params = error?.data?.params;
  return error?.code === 'rest_invalid_param' && typeof params === 'object' && params !== null && 'ml_language' in params;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) {
    if (response.status === 400 && refusesLanguage(await response.json().catch(() => null))) throw new LanguageRefused(`400 ${url}`);
    throw new Error(`${response.status} ${url}`);
  }
  return (await response.json()) as T;
}

/** At most this many pages of 50 for one period (a month of 500 events). */
const MAX_PAGES = 10;

/**
 * Every event overlapping the days shown. Bounds go a day beyond on each side (events are placed on their
 * own clock, which may run up to 14 hours from UTC); the view keeps those that fall on its days.
 */
export async function fetchPeriod(namespaceUrl: string, params: URLSearchParams, first: Date, last: Date): Promise<WireEvent[]> {
  const query = new URLSearchParams(params);
  query.set('ends_after', `${isoDay(addDays(first, -1))} 00:00:00`);
  query.set('starts_before', `${isoDay(addDays(last, 2))} 00:00:00`);
  query.set('strict_dates', 'true');
  query.set('per_page', '50');
  const url = (page: number) => `${namespaceUrl}/events?${query}&page=${page}`;
  const firstPage = await getJson<WireEventList>(url(1));
  const pages = Math.min(firstPage.total_pages, MAX_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => getJson<WireEventList>(url(i + 2))));
  return [firstPage, ...rest].flatMap((page) => page.events);
}

/** A page of upcoming events from a day (the list view). */
export async function fetchUpcoming(namespaceUrl: string, params: URLSearchParams, from: Date, page: number, perPage = 10): Promise<WireEventList> {
  const query = new URLSearchParams(params);
  query.set('start_date', isoDay(from));
  query.set('per_page', String(perPage));
  query.set('page', String(page));
  try {
    return await getJson<WireEventList>(`${namespaceUrl}/events?${query}`);
  } catch (error) {
    // A page past the last answers 404 (the original's event-archive-page-not-found): no more events.
    if (String(error).startsWith('404')) return { events: [], rest_url: '', total: 0, total_pages: 0 };
    throw error;
  }
}

export interface Choice {
  value: string;
  label: string;
}

export type ChoiceKind = 'categories' | 'tags' | 'venues' | 'organizers';

/** At most this many pages of 50 choices in one filter menu (200). */
const MAX_CHOICE_PAGES = 4;

/**
 * The choices of a filter: categories and tags by slug, venues and organizers by ID, up to 4 pages of 50.
 * Venues and organizers are only those with an event that has not started yet (`only_with_upcoming`: the
 * ones a visitor's filter finds something for from today on), and their lists have no order parameter
 * (newest first): they are sorted here, by name in `sortLanguage`. Categories and tags come sorted by name.
 * `text` turns a name (HTML text) into what the menu shows, before sorting.
 */
export async function fetchChoices(
  namespaceUrl: string,
  kind: ChoiceKind,
  language: string | null,
  sortLanguage: string,
  text: (name: string) => string = (name) => name
): Promise<Choice[]> {
  const terms = kind === 'categories' || kind === 'tags';
  const query = new URLSearchParams({ per_page: '50' });
  if (language) query.set('ml_language', language);
  if (terms) {
    query.set('orderby', 'name');
    query.set('order', 'asc');
  } else query.set('only_with_upcoming', 'true');
  const url = (page: number) => `${namespaceUrl}/${kind}?${query}&page=${page}`;
  const firstPage = await getJson<Record<string, unknown>>(url(1));
  const pages = Math.min(Number(firstPage.total_pages) || 1, MAX_CHOICE_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => getJson<Record<string, unknown>>(url(i + 2))));
  const items = [firstPage, ...rest].flatMap((body) => (body[kind] as Record<string, unknown>[] | undefined) ?? []);
  if (terms) return (items as unknown as WireTerm[]).map((t) => ({ value: t.slug, label: text(t.name) }));
  const key = kind === 'venues' ? 'venue' : 'organizer';
  const collator = new Intl.Collator(sortLanguage, { sensitivity: 'base', numeric: true });
  return items
    .filter((item) => typeof item[key] === 'string')
    .map((item) => ({ value: String(item.id), label: text(String(item[key])) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

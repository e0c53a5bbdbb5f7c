import type { WireEvent } from '../../server/core/wire/types';
import type { Challenge } from './solve';

/** The submission routes of the calendar's API (features/submissions/), as the form calls them. */

/** A WordPress error answer: its code, message, status and (for bad parameters) the fields named. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly params: Record<string, string>,
    readonly retryAfter: number | null
  ) {
    super(`${status} ${code}`);
  }
}

async function send<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) } });
  const body = (await response.json().catch(() => null)) as (T & { code?: string; data?: { params?: unknown } }) | null;
  if (!response.ok) {
    const params = body?.data?.params;
    // `rest_missing_callback_param` names its fields in a list; `rest_invalid_param` in a map with messages.
    const named = Array.isArray(params) ? Object.fromEntries(params.map((name) => [String(name), ''])) : ((params ?? {}) as Record<string, string>);
    const retry = Number(response.headers.get('Retry-After'));
    throw new ApiError(response.status, body?.code ?? 'error', named, Number.isFinite(retry) && retry > 0 ? retry : null);
  }
  return body as T;
}

export const getChallenge = (namespaceUrl: string) => send<Challenge>(`${namespaceUrl}/submissions/challenge`);

export const postSubmission = (namespaceUrl: string, body: object) =>
  send<{ reference: string; status: string }>(`${namespaceUrl}/submissions`, { method: 'POST', body: JSON.stringify(body) });

export interface SubmissionView {
  reference: string;
  status: 'pending' | 'approved';
  link_expires: string;
  event: WireEvent | null;
}

const link = (namespaceUrl: string, reference: string, key: string) =>
  `${namespaceUrl}/submissions/${encodeURIComponent(reference)}?key=${encodeURIComponent(key)}`;

export const getSubmission = (namespaceUrl: string, reference: string, key: string) => send<SubmissionView>(link(namespaceUrl, reference, key));

export const editSubmission = (namespaceUrl: string, reference: string, key: string, body: object) =>
  send<SubmissionView>(link(namespaceUrl, reference, key), { method: 'POST', body: JSON.stringify(body) });

export interface Option {
  id: number;
  label: string;
}

/** Published venues, organizers, categories or tags to pick from (up to 100, by name). */
export async function fetchOptions(namespaceUrl: string, kind: 'venues' | 'organizers' | 'categories' | 'tags', language: string | null, text: (html: string) => string): Promise<Option[]> {
  const query = new URLSearchParams({ per_page: '50' });
  if (language) query.set('ml_language', language);
  // Every term, used or not yet (a list of terms hides empty ones by default, as the original).
  if (kind === 'categories' || kind === 'tags') query.set('hide_empty', 'false');
  const key = { venues: 'venue', organizers: 'organizer', categories: 'name', tags: 'name' }[kind];
  const page = (n: number) => send<Record<string, unknown>>(`${namespaceUrl}/${kind}?${query}&page=${n}`).catch((): Record<string, unknown> => ({}));
  // The second page only when there is one (a page past the last answers 404).
  const first = await page(1);
  const pages = Number(first.total_pages) > 1 ? [first, await page(2)] : [first];
  const items = pages.flatMap((body) => (body[kind] as Record<string, unknown>[] | undefined) ?? []);
  const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  return items
    .filter((item) => typeof item[key] === 'string' && typeof item.id === 'number')
    .map((item) => ({ id: item.id as number, label: text(String(item[key])) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

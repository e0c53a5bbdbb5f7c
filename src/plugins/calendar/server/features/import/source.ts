import { AnswerTooLargeError, DEFAULT_MAX_ANSWER_BYTES, readAnswer, readStart } from './read-answer';

/**
 * Reads a calendar through the REST API v1 of the original (`https://site/wp-json/tribe/events/v1`) or
 * of this service (`https://host/api/cal/events/v1`). The source is the one URL the operator chose, so
 * it is fetched directly (a migration often reads a site on the same network); only images go through
 * the outbound guard.
 */
export type SourceResource = 'categories' | 'tags' | 'venues' | 'organizers' | 'events';

/** How the language of a read is named to a multilingual source. */
export type LanguageBy = 'root' | 'lang' | 'ml_language';

export interface SourceOptions {
  /** The namespace URL, e.g. `https://site/wp-json/tribe/events/v1`. */
  from: string;
  /** `user:application-password`, sent as HTTP Basic. */
  auth?: string;
  /** A bearer token. */
  token?: string;
  languageBy?: LanguageBy;
  /** Attempts per page on 5xx, 429 and network errors (default 4). */
  attempts?: number;
  /** First back-off in milliseconds, doubled at each retry (default 500). */
  backoffMs?: number;
  /** Per-request time limit in milliseconds (default 30 s). */
  timeoutMs?: number;
  /** The most read of one answer, in bytes (default 32 MiB): a larger answer fails its list, not retried. */
  maxAnswerBytes?: number;
  /** Told about each retry (the CLI prints it). */
  onRetry?: (message: string) => void;
}

export interface SourcePage {
  items: Record<string, unknown>[];
  /** `X-TEC-Total`: what the source says the whole list holds. */
  total: number;
  totalPages: number;
}

/** The original's cap: larger pages are silently cut to 50. */
export const MAX_PER_PAGE = 50;

/** Every post status, so that an authenticated read sees drafts, future, pending, private and trash too. */
const ALL_STATUSES = 'publish,future,draft,pending,private,trash';

/** A failure of the source that retrying did not cure. */
export class SourceError extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A list URL of one resource, page and language, with the parameters that make the list whole. */
export function listUrl(
  options: Pick<SourceOptions, 'from' | 'languageBy' | 'auth' | 'token'>,
  resource: SourceResource,
  page: number,
  language: string | null,
  /** Further filters (`post_parent`). */
  extra: Record<string, string> = {}
): string {
  const base = options.from.replace(/\/+$/, '');
  let url = new URL(`${base}/${resource}`);
  if (language && options.languageBy === 'root') {
    // A language root is the language code before the REST prefix (`/fr/wp-json/...`, `/fr/api/...`).
    const prefix = url.pathname.match(/^(.*?)(\/(?:wp-json|api)\/.*)$/);
    url = new URL(url.href);
    url.pathname = prefix ? `${prefix[1]}/${language}${prefix[2]}` : `/${language}${url.pathname}`;
  }
  const params = url.searchParams;
  params.set('page', String(page));
  params.set('per_page', String(MAX_PER_PAGE));
  if (language && options.languageBy !== 'root') params.set(options.languageBy ?? 'ml_language', language);
  const authenticated = Boolean(options.auth || options.token);
  if (resource === 'events') {
    // Without dates the list starts yesterday (contract 5): a window wide enough to hold every event.
    params.set('start_date', '1900-01-01');
    params.set('end_date', '2300-12-31');
  }
  if (resource === 'categories' || resource === 'tags') params.set('hide_empty', 'false');
  else if (authenticated) params.set('status', ALL_STATUSES);
  // Events hidden from listings are in no list of the original (contract 5.1); this service lists them
  // to an editor who asks (our extension), and the original ignores a parameter it does not know.
  if (resource === 'events' && authenticated) params.set('include_hidden', 'true');
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return url.href;
}

/** The source's answers, paged, retried and checked. */
export function createSource(options: SourceOptions) {
  const attempts = options.attempts ?? 4;
  const backoff = options.backoffMs ?? 500;
  const timeout = options.timeoutMs ?? 30_000;
  const maxBytes = options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.auth) headers.Authorization = `Basic ${Buffer.from(options.auth).toString('base64')}`;
  else if (options.token) headers.Authorization = `Bearer ${options.token}`;

  async function getJson(url: string): Promise<{ body: unknown; headers: Headers }> {
    let lastError = '';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      let retryable = true;
      try {
        const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeout) });
        if (response.ok) return { body: JSON.parse(await readAnswer(response, url, maxBytes)), headers: response.headers };
        const text = await readStart(response).catch(() => '');
        lastError = `HTTP ${response.status} from ${url}${text ? `: ${text.slice(0, 200)}` : ''}`;
        // 4xx (but 408 and 429) will not change by asking again: a wrong URL or missing rights.
        retryable = response.status >= 500 || response.status === 408 || response.status === 429;
      } catch (error) {
        // A 300 MB answer took 1.7 GB of memory, and was read again at each retry: read no further, ask no more.
        if (error instanceof AnswerTooLargeError) throw new SourceError(error.message);
        // fetch() says only "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND...) is in its cause.
        const reason = (error as { cause?: { code?: string; message?: string; errors?: { code?: string }[] } }).cause;
        const cause = reason?.code ?? reason?.errors?.[0]?.code ?? reason?.message;
        lastError = `${error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeout} ms` : (cause ?? String(error))} from ${url}`;
      }
      if (!retryable || attempt === attempts) break;
      const wait = backoff * 2 ** (attempt - 1);
      options.onRetry?.(`${lastError}; retrying in ${wait} ms (attempt ${attempt + 1} of ${attempts})`);
      await sleep(wait);
    }
    throw new SourceError(lastError);
  }

  /** One page of a list; the items sit under the resource's key (`events`, `venues`, ...). */
  async function page(resource: SourceResource, number: number, language: string | null, extra?: Record<string, string>): Promise<SourcePage> {
    const { body, headers: answer } = await getJson(listUrl(options, resource, number, language, extra));
    const items = (body as Record<string, unknown>)?.[resource];
    if (!Array.isArray(items)) throw new SourceError(`The source's ${resource} list has no "${resource}" array.`);
    const total = Number(answer.get('x-tec-total') ?? (body as { total?: number }).total ?? items.length);
    const totalPages = Number(answer.get('x-tec-totalpages') ?? (body as { total_pages?: number }).total_pages ?? 1);
    return { items: items as Record<string, unknown>[], total, totalPages };
  }

  /** One event read alone (its JSON-LD, which lists leave out), or null when the source has it no more. */
  async function event(id: unknown, language: string | null): Promise<Record<string, unknown> | null> {
    if (typeof id !== 'number') return null;
    const list = new URL(listUrl(options, 'events', 1, language));
    const url = new URL(`${list.origin}${list.pathname}/${id}`);
    const code = list.searchParams.get(options.languageBy ?? 'ml_language');
    if (code && options.languageBy !== 'root') url.searchParams.set(options.languageBy ?? 'ml_language', code);
    const { body } = await getJson(url.href);
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  }

  return { page, event };
}

export type Source = ReturnType<typeof createSource>;

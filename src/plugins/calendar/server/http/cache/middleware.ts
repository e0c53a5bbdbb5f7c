import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { createNamespaceMatcher, TEC_NAMESPACE } from '../namespace';
import { acknowledges, TEC_ACKNOWLEDGEMENT_HEADER } from '../../core/dialects/tec-acknowledgement';
import { requestBaseUrl } from '../urls';
import { getPluginContext, restPrefix } from '../../lib/utils';
import { readDataVersion } from '../../data/version/data-version';
import { bodyBytes, chooseEncoding, codedEtag, compress, notModified, strongEtag, type Encoding } from './encode';
import { Flights } from './flights';
import { AnswerStore } from './store';

/**
 * HTTP caching of every GET under the namespace (feeds and language roots included), never stale:
 * - every 200 answer carries a strong ETag (a digest of its body), and `If-None-Match` answers 304;
 * - anonymous answers are `public, max-age=<cacheMaxAge>` (0 by default: clients revalidate each time,
 *   which costs a 304); answers to requests with credentials are `private, no-store`; errors `no-store`;
 * - anonymous answers are kept in memory (bounded LRU), keyed by what they are computed from (cacheKey),
 *   each with the data version it was read at (data-version.ts). A request first reads the current
 *   version (one primary-key query) and is served from memory only when it is the same (and the clock
 *   period too: answers read the clock, see clockPeriod): a write anywhere (this instance, another one,
 *   the admin, raw SQL) bumps it in its own transaction, so the next read after its commit misses. The
 *   version is read BEFORE the data: an answer is never stored under a version newer than what it read,
 *   at worst under an older one, which only makes it miss sooner.
 *
 * Why not the community REST cache plugin (@strapi-community/plugin-rest-cache, the Strapi 5 successor of
 * strapi-plugin-rest-cache, still marked beta): it caches Strapi's own content-type routes and purges a
 * content type's entries when a POST/PUT/DELETE goes through that instance's router, so a write through
 * another instance (without its Redis provider), the Content Manager's own routes, an import or raw SQL
 * leaves stale answers until their max-age; and one of our answers mixes five content types (an event
 * embeds its venue, organizers, terms). It also keys on headers it is told about, not on our rule that
 * any Authorization makes an answer private. A version kept by the database is exact for every writer
 * and every instance, and needs no other server.
 */

interface CachedAnswer {
  version: string;
  /** When its computation started, in this process's order of events (Flights.tick). */
  started: number;
  /** The clock period the answer holds for (see clockPeriod). */
  clock: string;
  headers: [string, string][];
  body: Buffer;
  etag: string;
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;
  bytes: number;
}

/** Headers that belong to one exchange, not to the answer: never stored nor replayed. */
const OWN_HEADERS = /^(content-length|content-encoding|etag|cache-control|vary|set-cookie|access-control-.*|date|connection|keep-alive)$/i;

interface AppCache {
  store: AnswerStore<CachedAnswer>;
  /** Answers being computed, by key, and the order of events that tells which may serve a request. */
  flights: Flights<CachedAnswer>;
}

const CACHES = new WeakMap<Core.Strapi, AppCache>();

function cacheOf(strapi: Core.Strapi): AppCache {
  let cache = CACHES.get(strapi);
  if (!cache) {
    const { settings } = getPluginContext(strapi);
    CACHES.set(strapi, (cache = { store: new AnswerStore(settings.cacheMaxEntries, settings.cacheMaxBytes), flights: new Flights() }));
  }
  return cache;
}

/**
 * The key of an anonymous answer: what the route's answer is computed from, besides the data version
 * and the clock. Two requests share an entry only when their answers are provably the same:
 * - the base URL links are built from (the request's origin when no public URL is set), the path, the
 *   language root;
 * - the query as the routes read it (`ctx.query`: qs, as Strapi's query middleware configures it), each
 *   parameter's value as parsed, so repeated keys keep their order and `include=1&include[]=2` is not
 *   `include[]=2&include=1` (answers ordered by `include` differ). Only the order of distinct names is
 *   left out: every route reads its parameters by name through its schema, and builds its links from
 *   them in its own order;
 * - for feeds, the query string as it was sent, for a feed names its own URL in it (SOURCE, RFC 7986:
 *   features/feeds/read-feed.ts), query included, so two spellings of one query are two answers.
 */
function cacheKey(strapi: Core.Strapi, ctx: Context): string {
  const query = ctx.query as Record<string, unknown>;
  const params = FEED.test(ctx.path)
    ? `raw:${ctx.querystring}`
    : JSON.stringify(Object.keys(query).sort().map((name) => [name, query[name]]));
  // `tec/v1` answers depend on two things beside the path: its acknowledgement header (without it, a 400),
  // and the path the client asked for (its `Link` header names `/wp-json/tec/v1/…` or ours).
  const tec = isTec(ctx.path) ? `#${acknowledges(ctx.get(TEC_ACKNOWLEDGEMENT_HEADER)) ? 'a' : ''}#${ctx.originalUrl}` : '';
  return `${requestBaseUrl(strapi, ctx)}${ctx.path}?${params}#${String(ctx.state.calendarRootLanguage ?? '')}${tec}`;
}

const isTec = (path: string) => path.toLowerCase().includes(`/${TEC_NAMESPACE}`);

/** Answers never kept: a submission's challenge is new each time, a submission is its submitter's alone. */
const PRIVATE = /\/submissions(\/|$)/i;

/** Feed routes (`/events.ics`, `/events/<id>.ics`, `/events/by-slug/<slug>.ics`). */
const FEED = /\.ics$/;

/** Parameters whose answer reads the clock finer than the UTC date: dates (relative phrases such as `+6 hours`), strict bounds, upcoming. */
const CLOCK_PARAMS = new Set(['start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after', 'strict_dates', 'only_with_upcoming']);

/**
 * The period of the clock an answer holds for. Answers read the clock at second precision
 * (request-context.ts); without the parameters above, only through the default windows of lists and
 * feeds, which are whole UTC dates (core/params/window.ts, features/feeds/read-feed.ts): such an answer is the same all
 * day, so it is kept for the UTC day (a feed taking seconds to build stays useful); others for the second.
 */
function clockPeriod(query: object, millis: number): string {
  return Object.keys(query).some((name) => CLOCK_PARAMS.has(name)) ? `s${Math.floor(millis / 1000)}` : `d${Math.floor(millis / 86_400_000)}`;
}

/** The headers the route set (those absent or different before it ran), in the case they were set in (X-TEC-Total). */
function addedHeaders(ctx: Context, before: Record<string, unknown>): [string, string][] {
  // Node has had getRawHeaderNames since 15.13; the installed @types/node does not declare it.
  const { getRawHeaderNames } = ctx.res as unknown as { getRawHeaderNames(this: unknown): string[] };
  return getRawHeaderNames
    .call(ctx.res)
    .filter((name) => !OWN_HEADERS.test(name) && before[name.toLowerCase()] !== ctx.res.getHeader(name))
    .map((name) => {
      const value = ctx.res.getHeader(name);
      return [name, Array.isArray(value) ? value.join(', ') : String(value)];
    });
}

async function serve(ctx: Context, store: AnswerStore<CachedAnswer>, key: string, entry: CachedAnswer, cacheControl: string): Promise<void> {
  ctx.status = 200;
  for (const [name, value] of entry.headers) ctx.set(name, value);
  const encoding = chooseEncoding(ctx, entry.body.length);
  // A 304 carries the ETag the 200 would have carried, in this request's coding.
  ctx.set('ETag', codedEtag(entry.etag, encoding));
  ctx.set('Cache-Control', cacheControl);
  if (notModified(ctx, entry.etag)) return answerNotModified(ctx);
  if (encoding === 'identity') {
    ctx.body = entry.body;
    return;
  }
  let encoded = entry.encoded[encoding];
  if (!encoded) {
    encoded = entry.encoded[encoding] = await compress(entry.body, encoding);
    entry.bytes += encoded.length;
    store.grew(key, entry, encoded.length);
  }
  ctx.set('Content-Encoding', encoding);
  ctx.body = encoded;
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const inNamespace = createNamespaceMatcher(restPrefix(strapi));
  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !inNamespace(ctx.path) || PRIVATE.test(ctx.path)) return next();
    const { settings } = getPluginContext(strapi);
    const { store, flights } = cacheOf(strapi);
    // Before the version is read: an answer whose computation starts after this may serve this request (flights.ts).
    const arrived = flights.tick();
    ctx.vary('Accept-Encoding');
    ctx.vary('Authorization');
    if (isTec(ctx.path)) ctx.vary(TEC_ACKNOWLEDGEMENT_HEADER);
    // Credentials (API token, JWT, application password) all come in Authorization: the content API
    // authenticates no cookie. Such answers may show drafts or private records: never shared.
    const credentialed = Boolean(ctx.get('authorization'));
    const cacheControl = credentialed ? 'private, no-store' : `public, max-age=${settings.cacheMaxAge}`;
    // The clock of this request, at second precision (request-context reads it): with the data version,
    // all an answer depends on, so an entry is exact for one version and one clock period.
    const millis = Date.now();
    ctx.state.calendarNow = millis - (millis % 1000);
    const version = !credentialed && settings.cache ? await readDataVersion(strapi) : null;
    // The Public role's permissions of this request are those of this version (access/public-permissions.ts).
    if (version !== null) ctx.state.calendarDataVersion = version;
    const key = version === null ? null : cacheKey(strapi, ctx);
    // The parameter names as the routes read them (`start_date[]` is `start_date`).
    const clock = clockPeriod(ctx.query, millis);
    // A client asking for a fresh answer (Cache-Control: no-cache, Pragma: no-cache) gets one computed
    // now, which then replaces the kept one.
    const fresh = /no-cache/i.test(`${ctx.get('cache-control')} ${ctx.get('pragma')}`);
    if (key === null || version === null) return answerUncached(ctx, next, cacheControl);

    // A kept answer of this version, or one being computed that may serve this request, or this
    // request's own computation, which requests arriving meanwhile share (flights.ts).
    let body: Buffer | null = null;
    const entry = await flights.obtain(
      key,
      { version, clock, arrived },
      () => store.get(key),
      async (started) => {
        const before = { ...ctx.response.headers };
        body = await computed(ctx, next);
        // A session cookie or a user would make the answer someone's: not shared (the content API sets neither today).
        if (!body || ctx.response.get('set-cookie') || ctx.state.user) return null;
        const headers = addedHeaders(ctx, before);
        const bytes = key.length + body.length + headers.reduce((n, [name, value]) => n + name.length + value.length, 0);
        const kept: CachedAnswer = { version, clock, started, headers, body, etag: strongEtag(body), encoded: {}, bytes };
        store.set(key, kept);
        return kept;
      },
      fresh
    );
    return entry ? serve(ctx, store, key, entry, cacheControl) : finishUncached(ctx, body, cacheControl);
  };
};

/** Runs the route; answers its body as bytes when it is a 200 with a body, else null (errors get `no-store`). */
async function computed(ctx: Context, next: Next): Promise<Buffer | null> {
  try {
    await next();
  } catch (error) {
    ctx.set('Cache-Control', 'no-store');
    throw error;
  }
  if (ctx.status !== 200) {
    ctx.set('Cache-Control', 'no-store');
    return null;
  }
  return bodyBytes(ctx.body);
}

/** An answer not kept: still tagged, and 304 when the client has it. */
async function answerUncached(ctx: Context, next: Next, cacheControl: string): Promise<void> {
  finishUncached(ctx, await computed(ctx, next), cacheControl);
}

function finishUncached(ctx: Context, body: Buffer | null, cacheControl: string): void {
  if (!body) return;
  const etag = strongEtag(body);
  ctx.body = body;
  // The plain answer's tag: compress.ts names the coding in it when it compresses the body.
  ctx.set('ETag', etag);
  ctx.state.calendarEtag = etag;
  ctx.set('Cache-Control', ctx.state.user ? 'private, no-store' : cacheControl);
  if (notModified(ctx, etag)) {
    // No body for compress.ts to code: the 304 carries the tag the 200 would have carried.
    ctx.set('ETag', codedEtag(etag, chooseEncoding(ctx, body.length)));
    answerNotModified(ctx);
  }
}

/**
 * 304: no body, and none of the body's own headers (RFC 9110 15.4.5: a 304 carries the validators and
 * caching headers only), which koa would otherwise keep from the answer computed before the check.
 */
function answerNotModified(ctx: Context): void {
  ctx.status = 304;
  ctx.body = null;
  for (const name of ['Content-Type', 'Content-Length', 'Content-Encoding', 'Content-Disposition']) ctx.remove(name);
}

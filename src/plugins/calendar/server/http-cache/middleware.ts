import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { createNamespaceMatcher } from '../namespace';
import { requestBaseUrl } from '../urls';
import { getPluginContext, restPrefix } from '../utils';
import { readDataVersion } from './data-version';
import { bodyBytes, chooseEncoding, compress, notModified, strongEtag, type Encoding } from './encode';
import { AnswerStore } from './store';

/**
 * HTTP caching of every GET under the namespace (feeds and language roots included), never stale:
 * - every 200 answer carries a strong ETag (a digest of its body), and `If-None-Match` answers 304;
 * - anonymous answers are `public, max-age=<cacheMaxAge>` (0 by default: clients revalidate each time,
 *   which costs a 304); answers to requests with credentials are `private, no-store`; errors `no-store`;
 * - anonymous answers are kept in memory (bounded LRU), keyed by origin, path, sorted query and language
 *   root, each with the data version it was read at (data-version.ts). A request first reads the current
 *   version (one primary-key query) and is served from memory only when it is the same (and the clock
 *   second too: answers read the clock, see request-context.ts): a write anywhere
 *   (this instance, another one, the admin, raw SQL) bumps it in its own transaction, so the next read
 *   after its commit misses. The version is read BEFORE the data: an answer is never stored under a
 *   version newer than what it read, at worst under an older one, which only makes it miss sooner.
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
  /** The second the answer was computed for (answers read the clock: default windows, relative dates). */
  second: number;
  headers: [string, string][];
  body: Buffer;
  etag: string;
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;
  bytes: number;
}

/** Headers that belong to one exchange, not to the answer: never stored nor replayed. */
const OWN_HEADERS = /^(content-length|content-encoding|etag|cache-control|vary|set-cookie|access-control-.*|date|connection|keep-alive)$/i;

const STORES = new WeakMap<Core.Strapi, AnswerStore<CachedAnswer>>();

function storeOf(strapi: Core.Strapi): AnswerStore<CachedAnswer> {
  let store = STORES.get(strapi);
  if (!store) {
    const { settings } = getPluginContext(strapi);
    STORES.set(strapi, (store = new AnswerStore(settings.cacheMaxEntries, settings.cacheMaxBytes)));
  }
  return store;
}

/**
 * The base URL links are built from (the request's origin when no public URL is set), path, query sorted
 * by key (values of one key keep their order), language root.
 */
function cacheKey(strapi: Core.Strapi, ctx: Context): string {
  const params = [...new URLSearchParams(ctx.querystring)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${requestBaseUrl(strapi, ctx)}${ctx.path}?${new URLSearchParams(params).toString()}#${String(ctx.state.calendarRootLanguage ?? '')}`;
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
  ctx.set('ETag', entry.etag);
  ctx.set('Cache-Control', cacheControl);
  if (notModified(ctx, entry.etag)) {
    ctx.status = 304;
    return;
  }
  const encoding = chooseEncoding(ctx, entry.body.length);
  if (encoding === 'identity') {
    ctx.body = entry.body;
    return;
  }
  let encoded = entry.encoded[encoding];
  if (!encoded) {
    encoded = entry.encoded[encoding] = await compress(entry.body, encoding);
    entry.bytes += encoded.length;
    store.grew(key, encoded.length);
  }
  ctx.set('Content-Encoding', encoding);
  ctx.body = encoded;
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const inNamespace = createNamespaceMatcher(restPrefix(strapi));
  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !inNamespace(ctx.path)) return next();
    const { settings } = getPluginContext(strapi);
    const store = storeOf(strapi);
    ctx.vary('Accept-Encoding');
    ctx.vary('Authorization');
    // Credentials (API token, JWT, application password) all come in Authorization: the content API
    // authenticates no cookie. Such answers may show drafts or private records: never shared.
    const credentialed = Boolean(ctx.get('authorization'));
    const cacheControl = credentialed ? 'private, no-store' : `public, max-age=${settings.cacheMaxAge}`;
    // The clock of this request, at second precision (request-context reads it): with the data version,
    // all an answer depends on, so an entry is exact for one version and one second.
    const second = Math.floor(Date.now() / 1000);
    ctx.state.calendarNow = second * 1000;
    const version = !credentialed && settings.cache ? await readDataVersion(strapi) : null;
    const key = version === null ? null : cacheKey(strapi, ctx);
    // A client asking for a fresh answer (Cache-Control: no-cache, Pragma: no-cache) gets one computed
    // now, which then replaces the kept one.
    const fresh = /no-cache/i.test(`${ctx.get('cache-control')} ${ctx.get('pragma')}`);
    if (key !== null && !fresh) {
      const entry = store.get(key);
      if (entry && entry.version === version && entry.second === second) return serve(ctx, store, key, entry, cacheControl);
    }

    const before = { ...ctx.response.headers };
    try {
      await next();
    } catch (error) {
      ctx.set('Cache-Control', 'no-store');
      throw error;
    }
    if (ctx.status !== 200) {
      ctx.set('Cache-Control', 'no-store');
      return;
    }
    const body = bodyBytes(ctx.body);
    if (!body) return;
    const etag = strongEtag(body);
    const shareable = key !== null && version !== null && !ctx.response.get('set-cookie') && !ctx.state.user;
    if (shareable) {
      const headers = addedHeaders(ctx, before);
      const bytes = key.length + body.length + headers.reduce((n, [name, value]) => n + name.length + value.length, 0);
      const entry: CachedAnswer = { version, second, headers, body, etag, encoded: {}, bytes };
      store.set(key, entry);
      return serve(ctx, store, key, entry, cacheControl);
    }
    ctx.body = body;
    ctx.set('ETag', etag);
    ctx.set('Cache-Control', ctx.state.user ? 'private, no-store' : cacheControl);
    if (notModified(ctx, etag)) ctx.status = 304;
  };
};

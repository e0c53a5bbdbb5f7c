import type { Core } from '@strapi/strapi';
import { readTokenVersion } from '../data/version/data-version';

/** What Strapi's content-API token service answers for an access key's hash (a token, with its permissions). */
type Token = { kind?: unknown; lastUsedAt?: unknown } & Record<string, unknown>;
interface TokenService {
  getByAccessKey(hash: string, options?: unknown): Promise<Token | null | undefined>;
}

/** Tokens kept per process: past it the map starts over (an attacker's random keys are never kept). */
const MAX_TOKENS = 1000;
/** Strapi writes a token's `lastUsedAt` when it is an hour old or more (admin's api-token-utils). */
const LAST_USED_EVERY_MS = 60 * 60 * 1000;
/** Marks Strapi's own lookup, kept on the service once it is wrapped. */
const READ = Symbol.for('calendar.tokenLookups.read');
/** The app whose tokens are kept, and them by access key hash with the data version they were read at. */
let current: { strapi: Core.Strapi; kept: Map<string, { version: string; token: Token }> } | null = null;

/** Whether Strapi would write the token's `lastUsedAt` on this use: then it must see the stored one. */
function lastUseIsOld(token: Token, now: number): boolean {
  const at = token.lastUsedAt instanceof Date ? token.lastUsedAt.getTime() : typeof token.lastUsedAt === 'string' ? Date.parse(token.lastUsedAt) : NaN;
  return !Number.isFinite(at) || now - at >= LAST_USED_EVERY_MS;
}

/**
 * Strapi authenticates an API token on every request by reading it with its permissions: four statements
 * (the token, its permissions through their link, and the admin-token links it leaves out for content-API
 * tokens), a third of an authenticated read's statements and a fifth of a write's round trips.
 *
 * Here a content-API token is kept with the tokens' version it was read at, and read again once it differs:
 * the token and permission tables carry triggers that bump the tokens' own row of the data version
 * (data/version/data-version.ts, TOKEN_ROW), so a token revoked, regenerated, restricted or given another
 * type or expiry, by the admin, by SQL or through another instance, bumps it in its own transaction and is
 * read again at the next request, in every process; the calendar's own writes do not bump it, so a writer's
 * token stays kept across them (keyed on the whole data version, it was read again at nearly every write
 * under a mixed load: BENCH.md). One primary-key read replaces four. The version is read before the token,
 * so a kept token is never newer than its version.
 * Expiry is checked by Strapi's strategy at every request, from the token's `expiresAt`, as before.
 *
 * The one write that does not bump the version is Strapi's own `lastUsedAt` (hourly, on a token's use:
 * it would drop every cached answer and every kept token). So a kept token whose `lastUsedAt` is an hour old is read again
 * first: Strapi then sees the stored time and writes it, as it would without this.
 *
 * Keys that match no token are not kept (a guessing caller cannot fill the map; the sign-in limit counts
 * them), nor admin tokens (other tables decide them). Without the version's triggers nothing is kept.
 */
export function keepTokensPerDataVersion(strapi: Core.Strapi): void {
  const service = strapi.service('admin::api-token-content-api') as (TokenService & { [READ]?: TokenService['getByAccessKey'] }) | undefined;
  if (!service || typeof service.getByAccessKey !== 'function') return;
  // Strapi's admin services are module-level objects, shared by every app a process boots (the tests boot
  // several in turn): wrapped once, reading the app booted last, with tokens kept for it alone.
  current = { strapi, kept: new Map() };
  if (service[READ]) return;
  const read = (service[READ] = service.getByAccessKey.bind(service));
  service.getByAccessKey = async (hash: string, options?: unknown) => {
    const app = current;
    if (!app || options !== undefined) return read(hash, options);
    const version = await readTokenVersion(app.strapi);
    if (version === null) return read(hash);
    const hit = app.kept.get(hash);
    // A copy: the strategy and the routes after it may change what they get.
    if (hit && hit.version === version && !lastUseIsOld(hit.token, Date.now())) return structuredClone(hit.token);
    const token = await read(hash);
    if (token && token.kind === 'content-api') {
      if (app.kept.size >= MAX_TOKENS) app.kept.clear();
      // Strapi writes `lastUsedAt` after this read when it is old; the copy kept says so, or it would be read again at each use.
      const kept = structuredClone(token);
      if (lastUseIsOld(kept, Date.now())) kept.lastUsedAt = kept.lastUsedAt instanceof Date ? new Date() : new Date().toISOString();
      app.kept.set(hash, { version, token: kept });
    } else {
      app.kept.delete(hash);
    }
    return token;
  };
}

import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { authenticateOrRefuse } from '../../access/authenticate';
import { USER_STRATEGIES, type AuthState } from '../../access/writer';
import { namespaceIndexFor } from '../../core/describe';
import { LegacyError } from '../../core/errors';
import { createRequestContext } from '../../core/request/request-context';
import { NAMESPACE } from '../../http/namespace';
import { requestBaseUrl, restRootUrl } from '../../http/urls';
import { getPluginContext } from '../../lib/utils';
import { slugify } from '../../data/write/slugs';
import { ORIGINAL_NAMESPACE, ORIGINAL_TEC_NAMESPACE } from './paths';
import { gmtOffset, siteSettings, timezoneString } from './site';
import { tecIndexRoutes } from './tec-routes';


const notLoggedIn = () => new LegacyError('rest_not_logged_in', 'You are not currently logged in.', 401);
const notAllowed = (signedIn: boolean) => new LegacyError('rest_forbidden', 'Sorry, you are not allowed to do that.', signedIn ? 403 : 401);

/**
 * The calendar namespace's routes as the site's index lists them under `/wp-json`: keyed, named and
 * linked as the original's (`/tribe/events/v1/events`, `<site>/wp-json/tribe/events/v1/events`).
 */
function originalRoutes(strapi: Core.Strapi, ctx: Context, base: string): Record<string, unknown> {
  const index = namespaceIndexFor(createRequestContext(strapi, ctx), restRootUrl(strapi, base));
  const text = JSON.stringify(index.routes)
    .split(`${restRootUrl(strapi, base)}/${NAMESPACE}`)
    .join(`${base}/wp-json/${ORIGINAL_NAMESPACE}`)
    .split(`"/${NAMESPACE}`)
    .join(`"/${ORIGINAL_NAMESPACE}`)
    .split(`"namespace":"${NAMESPACE}"`)
    .join(`"namespace":"${ORIGINAL_NAMESPACE}"`);
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * WordPress's core routes that clients of the original read before anything else (features/wp-json/paths.ts):
 * the site's index, the signed-in user and the site's settings. A wrong credential is a 401 on each, as
 * WordPress answers it on any route (and it counts as a failed sign-in).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** `GET /wp-json/`: the site's name, address, clock, and the namespaces it serves. */
  async index(ctx: Context) {
    await authenticateOrRefuse(strapi, ctx);
    const { settings } = getPluginContext(strapi);
    const base = requestBaseUrl(strapi, ctx);
    ctx.body = {
      name: settings.feedName,
      description: '',
      url: base,
      home: base,
      gmt_offset: gmtOffset(settings, new Date()),
      timezone_string: timezoneString(settings),
      namespaces: [ORIGINAL_NAMESPACE, ORIGINAL_TEC_NAMESPACE, 'wp/v2'],
      authentication: {},
      routes: { ...originalRoutes(strapi, ctx, base), ...tecIndexRoutes(getPluginContext(strapi).listSettings, base) },
      site_logo: 0,
      site_icon: 0,
      site_icon_url: '',
    };
  },

  /**
   * `GET /wp-json/wp/v2/users/me`: the signed-in caller as WordPress shows a user. An application password
   * or a users-permissions sign-in is its user; an API token (a credential without a user, which WordPress
   * lacks) is shown under its own name with ID 0. Nobody signed in: 401 `rest_not_logged_in`.
   */
  async me(ctx: Context) {
    await authenticateOrRefuse(strapi, ctx);
    ctx.set('Cache-Control', 'private, no-store');
    const auth = ctx.state.auth as AuthState | undefined;
    const credentials = ctx.state.isAuthenticated ? auth?.credentials : null;
    if (!credentials) throw notLoggedIn();
    const base = requestBaseUrl(strapi, ctx);
    const isUser = USER_STRATEGIES.has(auth?.strategy?.name ?? '');
    const name = (isUser ? credentials.username : credentials.name) ?? '';
    const slug = isUser ? slugify(name, 'user') : `api-token-${credentials.id ?? 0}`;
    const id = isUser ? (credentials.id ?? 0) : 0;
    ctx.body = {
      id,
      name,
      url: '',
      description: '',
      link: `${base}/author/${slug}/`,
      slug,
      avatar_urls: {},
      meta: [],
      _links: { self: [{ href: `${base}/wp-json/wp/v2/users/${id}` }], collection: [{ href: `${base}/wp-json/wp/v2/users` }] },
    };
  },

  /**
   * `GET /wp-json/wp/v2/settings`: only for a caller who may manage the site, as WordPress's
   * `manage_options`: here a full-access API token (the site owner's credential; users-permissions has
   * no site administrator). Others: 403, anonymous callers 401 (`rest_forbidden`).
   */
  async settings(ctx: Context) {
    await authenticateOrRefuse(strapi, ctx);
    ctx.set('Cache-Control', 'private, no-store');
    const auth = ctx.state.auth as AuthState | undefined;
    const signedIn = Boolean(ctx.state.isAuthenticated && auth?.credentials);
    const manager = signedIn && auth?.strategy?.name === 'content-api-token' && auth.credentials?.type === 'full-access';
    if (!manager) throw notAllowed(signedIn);
    const { settings, languages } = getPluginContext(strapi);
    ctx.body = siteSettings(settings, languages.default, requestBaseUrl(strapi, ctx));
  },
});

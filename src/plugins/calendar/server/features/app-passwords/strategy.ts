import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { normalizeSecret } from './secret';
import { matchAppPassword, recordUse, type LoginUser } from './store';

export const APP_PASSWORD_STRATEGY = 'calendar-app-password';

interface Ability {
  can(action: string): boolean;
}
type AuthResult = { authenticated: boolean; credentials?: LoginUser; ability?: Ability; error?: string };

/** `Basic` (login and secret) or `Bearer` (the secret alone); anything else is not ours (null). */
export function readHeader(header: string): { login?: string; secret: string } | null {
  const [scheme, value = ''] = header.trim().split(/\s+(.*)/s);
  if (/^basic$/i.test(scheme)) {
    const decoded = Buffer.from(value.trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon < 0 ? { login: decoded, secret: '' } : { login: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
  }
  if (/^bearer$/i.test(scheme)) return { secret: value.trim() };
  return null;
}

/** Whether the user may sign in at all: the checks users-permissions makes for its own JWTs. */
async function mayUse(strapi: Core.Strapi, user: LoginUser): Promise<boolean> {
  if (user.blocked) return false;
  const advanced = (await strapi.store({ type: 'plugin', name: 'users-permissions' }).get({ key: 'advanced' })) as {
    email_confirmation?: boolean;
  } | null;
  return !(advanced?.email_confirmation && !user.confirmed);
}

/** The ability of the user's users-permissions role, built as users-permissions builds it for a JWT. */
async function roleAbility(strapi: Core.Strapi, user: LoginUser): Promise<Ability> {
  const permissions = user.role
    ? ((await strapi.plugin('users-permissions').service('permission').findRolePermissions(user.role.id)) as { action: string }[])
    : [];
  const ability = await strapi.contentAPI.permissions.engine.generateAbility(permissions.map(({ action }) => ({ action })));
  return ability as unknown as Ability;
}

/**
 * A content-api auth strategy for application passwords (WordPress's Application Passwords): HTTP Basic
 * with the user name or e-mail and the secret, or the secret alone as a Bearer token. The request is the
 * user's, with the permissions of the user's role, like a users-permissions JWT.
 *
 * Basic belongs to no other strategy, so Basic credentials that do not match are an error (401). A Bearer
 * value shaped like no application password (a JWT, an API token) is left to the other strategies.
 */
export const appPasswordStrategy = {
  name: APP_PASSWORD_STRATEGY,

  async authenticate(ctx: Context): Promise<AuthResult> {
    const sent = readHeader(ctx.get('authorization'));
    if (!sent) return { authenticated: false };
    // A Bearer value of another shape is a JWT or an API token: the next strategies read it.
    if (sent.login === undefined && normalizeSecret(sent.secret) === null) return { authenticated: false };
    const match = await matchAppPassword(strapi, sent.secret, sent.login);
    if (!match || !(await mayUse(strapi, match.user))) return { authenticated: false, error: 'Invalid credentials' };
    await recordUse(strapi, match.row, ctx.request.ip);
    ctx.state.user = match.user;
    return { authenticated: true, credentials: match.user, ability: await roleAbility(strapi, match.user) };
  },

  /** As users-permissions verifies a JWT user: every action of the scope must be in the role. */
  verify(auth: { credentials?: LoginUser; ability?: Ability }, config: { scope?: string | string[] }): void {
    if (!auth.credentials || !auth.ability) throw new errors.UnauthorizedError();
    if (!config.scope) return;
    const scopes = Array.isArray(config.scope) ? config.scope : [config.scope];
    if (!scopes.every((scope) => auth.ability!.can(scope))) throw new errors.ForbiddenError();
  },
};

/**
 * The strategies of every calendar route, application passwords first: users-permissions answers a
 * request without a JWT as the Public role, so a Basic header would never reach a strategy after it.
 */
export const CALENDAR_AUTH_STRATEGIES = [appPasswordStrategy, 'content-api-token', 'users-permissions'];

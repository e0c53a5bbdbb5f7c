import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { CALENDAR_AUTH_STRATEGIES } from '../features/app-passwords/strategy';

interface AuthService {
  authenticate(ctx: Context, next: () => Promise<void>): Promise<void>;
}

/**
 * Authenticates the caller of a write with the calendar's content-api strategies (application passwords,
 * API tokens, users-permissions), once per request, for whoever asks first: the write rate limit (which
 * counts a caller by its credential) or the permission check after validation (authorize.ts). Leaves what
 * Strapi's own authentication leaves, `ctx.state.auth` and `ctx.state.isAuthenticated` (not set when
 * the credentials are missing or invalid), without answering: the permission check answers. Credentials
 * a strategy refused are remembered (`credentialsRefused`): the sign-in limit counts them whatever the answer.
 */
export async function authenticateOnce(strapi: Core.Strapi, ctx: Context): Promise<void> {
  if (ctx.state.calendarAuthenticated) return;
  ctx.state.calendarAuthenticated = true;
  const auth = strapi.get('auth') as AuthService;
  const route = ctx.state.route as { info?: object; config?: object } | undefined;
  // The rate limit runs before routing: the strategies are chosen by the route's type, ours is content-api.
  ctx.state.route = {
    ...route,
    info: { ...route?.info, type: 'content-api' },
    config: { ...route?.config, auth: { strategies: CALENDAR_AUTH_STRATEGIES } },
  };
  // Strapi's authenticate answers a failure itself (401 and a body); here a failure only leaves the caller anonymous.
  const own = ctx as Context & { unauthorized?: unknown };
  // Strapi also says "unauthorized" to a request without credentials that no strategy lets in: not a refusal.
  own.unauthorized = () => {
    if (ctx.get('authorization')) ctx.state.calendarCredentialsRefused = true;
  };
  try {
    await auth.authenticate(ctx, async () => undefined);
  } finally {
    ctx.state.route = route;
    delete own.unauthorized;
  }
}

/** Whether the request's credentials were checked and refused (a wrong password, a forged or revoked token). */
export function credentialsRefused(ctx: Context): boolean {
  return ctx.state.calendarCredentialsRefused === true;
}

/**
 * Authenticates a route that answers everyone (anonymous callers too) but refuses wrong credentials
 * with 401, as WordPress answers bad Basic credentials on any route and Strapi on its own: a wrong
 * password is never read as "anonymous", so it cannot be tried without being counted as a failure.
 */
export async function authenticateOrRefuse(strapi: Core.Strapi, ctx: Context): Promise<void> {
  await authenticateOnce(strapi, ctx);
  if (credentialsRefused(ctx)) throw new errors.UnauthorizedError('Missing or invalid credentials');
}

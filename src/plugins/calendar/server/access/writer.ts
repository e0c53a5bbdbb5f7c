import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { getPluginContext } from '../lib/utils';
import { APP_PASSWORD_STRATEGY } from '../features/app-passwords/strategy';
import { findLoginUser } from '../features/app-passwords/store';

/** What Strapi's authentication leaves in `ctx.state.auth`: the strategy and its credentials (a user, or an API token). */
export interface AuthState {
  strategy?: { name?: string };
  credentials?: { id?: number; username?: string; name?: string; type?: string } | null;
}

/** Strategies whose credentials are a users-permissions user. */
export const USER_STRATEGIES = new Set(['users-permissions', APP_PASSWORD_STRATEGY]);

/**
 * The users-permissions user a write is authored by: the signed-in user (JWT or application password),
 * else for an API token the site's `tokenAuthor` (an ID, user name or e-mail) when it names a user. API
 * tokens belong to no user, and WordPress records always name one: the setting fills that gap.
 */
export function writerOf(strapi: Core.Strapi, ctx: Context): Promise<number | null> {
  // Once per request: an update asks for it in its ownership check and again for its data.
  let writer = writers.get(ctx);
  if (!writer) writers.set(ctx, (writer = lookUpWriter(strapi, ctx)));
  return writer;
}

const writers = new WeakMap<Context, Promise<number | null>>();

async function lookUpWriter(strapi: Core.Strapi, ctx: Context): Promise<number | null> {
  const auth = ctx.state.auth as AuthState | undefined;
  if (!auth?.credentials) return null;
  if (USER_STRATEGIES.has(auth.strategy?.name ?? '')) return auth.credentials.id ?? null;
  const { tokenAuthor } = getPluginContext(strapi).settings;
  if (auth.strategy?.name !== 'content-api-token' || tokenAuthor === null) return null;
  return (await findTokenAuthor(strapi, tokenAuthor))?.id ?? null;
}

/** The user the `tokenAuthor` setting names: digits are an ID (environment variables are strings). */
export const findTokenAuthor = (strapi: Core.Strapi, tokenAuthor: string | number) =>
  findLoginUser(strapi, typeof tokenAuthor === 'string' && /^\d+$/.test(tokenAuthor) ? Number(tokenAuthor) : tokenAuthor);

import type { Context } from 'koa';

/** What Strapi's content-api authentication leaves on `ctx.state.auth`. */
interface AuthState {
  strategy?: { name?: string };
  credentials?: { type?: string } | null;
  ability?: { can(action: string): boolean } | null;
}

/**
 * Whether the caller may perform a calendar action (`plugin::calendar.events.update`, ...), decided the
 * way Strapi's own verification decides: full-access tokens may do anything, read-only tokens only
 * read, custom tokens and users-permissions roles by their permissions. Anonymous callers may not.
 */
export function isAllowed(ctx: Context, action: string): boolean {
  const auth = ctx.state.auth as AuthState | undefined;
  if (!auth?.credentials) return false;
  if (auth.strategy?.name === 'content-api-token') {
    if (auth.credentials.type === 'full-access') return true;
    if (auth.credentials.type === 'read-only') return /\.(find|findOne)$/.test(action);
  }
  return Boolean(auth.ability?.can(action));
}

/** Callers allowed to write a resource also see its drafts, pending, private and future records. */
export const canEdit = (ctx: Context, resource: string) => isAllowed(ctx, `plugin::calendar.${resource}.update`);

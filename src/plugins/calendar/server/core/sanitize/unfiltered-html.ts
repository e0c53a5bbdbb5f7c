import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { isAllowed } from '../../access/access';

/**
 * The right to post unfiltered HTML (WordPress's `unfiltered_html`), a right a role has or not:
 * - for the content API, the `unfiltered` action of the calendar's `html` controller, listed in the
 *   Users & Permissions role editor and the API-token editor (full-access tokens have it, read-only
 *   tokens do not, like WordPress administrators and readers);
 * - for the admin, an action of its own (Settings → Roles → Plugins → Calendar).
 */
export const API_ACTION = 'plugin::calendar.html.unfiltered';
export const ADMIN_ACTION = 'plugin::calendar.unfiltered-html';

interface Ability {
  can(action: string): boolean;
}

/**
 * Whether a request's caller may post unfiltered HTML. Admin authentication (a session or an admin
 * token) leaves the admin user's ability on `ctx.state.userAbility`; any other caller is a content-API
 * one, allowed by its role or token, never when anonymous.
 */
export function mayPostUnfilteredHtml(ctx: Context): boolean {
  // A visitor's submission (features/submissions) is filtered whoever sends it.
  if (ctx.state.calendarSubmission) return false;
  const adminAbility = ctx.state.userAbility as Ability | undefined;
  if (adminAbility) return adminAbility.can(ADMIN_ACTION);
  return isAllowed(ctx, API_ACTION);
}

/**
 * Whether the write under way keeps its HTML: by the caller's right inside a request; outside any
 * (scripts, the demo seed, the import command, scheduled jobs) the operator is trusted.
 */
export function writerMayPostUnfilteredHtml(strapi: Core.Strapi): boolean {
  const ctx = strapi.requestContext.get() as Context | undefined;
  return ctx ? mayPostUnfilteredHtml(ctx) : true;
}

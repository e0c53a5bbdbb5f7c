import type { Context } from 'koa';
import { isAllowed } from './access';
import { forbidden } from '../core/errors';
import { USER_STRATEGIES } from './writer';

/**
 * The right to change other people's records (WordPress's `edit_others_posts` and `delete_others_posts`,
 * which separate its editors from its authors): the `editOthers` action of the calendar's `ownership`
 * controller, listed in the Users & Permissions role editor. The role "Calendar editor" holds it; a role
 * without it is an author: it may update, delete and translate only the events, venues and organizers
 * it is the author of, and may not name another author. Categories and tags have no author: the
 * resource's own actions govern them.
 *
 * It binds users only. An API token acts for the site, not for a person (its writes are authored by the
 * `tokenAuthor` setting): whoever made it chose its actions, and a token holding `events.update` updates
 * any event, as before this right existed.
 */
export const OTHERS_ACTION = 'plugin::calendar.ownership.editOthers';

interface AuthState {
  strategy?: { name?: string };
  credentials?: unknown;
}

/** Whether the caller may change records whose author is someone else (see above). */
export function mayEditOthers(ctx: Context): boolean {
  const auth = ctx.state.auth as AuthState | undefined;
  if (!auth?.credentials) return false;
  if (!USER_STRATEGIES.has(auth.strategy?.name ?? '')) return true;
  return isAllowed(ctx, OTHERS_ACTION);
}

/**
 * Refuses a change to a record authored by someone other than the writer, unless the caller may edit
 * others' records. A record without an author (written by a token without `tokenAuthor`, or imported)
 * is nobody's own. The answer is WordPress's per-post refusal (contract 11): 403 `rest_forbidden`.
 * `writer`: the writer's user ID, looked up only when needed.
 */
export async function assertOwnRecord(ctx: Context, writer: () => Promise<number | null>, author: number | null | undefined): Promise<void> {
  // The writer (a query for a token's author) is looked up only for callers the rule binds.
  if (mayEditOthers(ctx)) return;
  const id = await writer();
  if (id === null || author !== id) throw forbidden(true);
}

/**
 * Refuses a body (or an inline venue or organizer) that names another user as author, unless the caller
 * may edit others' records (`editsOthers`: mayEditOthers of the request, carried by the write context).
 */
export function assertMayNameAuthor(editsOthers: boolean, writer: number | null, author: number | undefined): void {
  if (author === undefined || author === writer || editsOthers) return;
  throw forbidden(true);
}

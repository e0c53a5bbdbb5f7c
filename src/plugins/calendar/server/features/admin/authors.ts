import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { z } from 'zod/v4';
import { UID } from '../../data/repository/uids';
import { contentManagerAccess } from './content-manager-access';

const USER_UID = 'plugin::users-permissions.user';
const LIMIT = 20;
const POSTS = [UID.event, UID.venue, UID.organizer];

/** `q`: part of a user name; `id`: the user a field shows (its current value). */
export const authorQuery = z.object({
  q: z.string().trim().max(100).optional(),
  id: z.coerce.number().int().min(1).optional(),
});

/**
 * Whether the admin may set the *Author* field of some record (create or update it in the Content
 * Manager, field-level rights included): only then does it need the list of users, as WordPress shows
 * its author list to those who may assign authors.
 */
function mayAssignAuthors(strapi: Core.Strapi, ctx: Context): boolean {
  return POSTS.some((model) => {
    const access = contentManagerAccess(strapi, ctx, model);
    return access.can.create(undefined, 'author') || access.can.update(undefined, 'author');
  });
}

/**
 * The users an editor may pick as a record's author (the *Author* field): IDs and user names only, found
 * by user name. E-mail addresses are neither shown nor searched: a search on them would let any admin
 * probe which addresses have accounts.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    if (!mayAssignAuthors(strapi, ctx)) return ctx.forbidden('You may not assign authors.');
    const parsed = authorQuery.safeParse(ctx.query);
    if (!parsed.success) return ctx.badRequest('Invalid author query', { issues: parsed.error.issues });
    const { q, id } = parsed.data;
    const where = id !== undefined ? { id } : q ? { username: { $containsi: q } } : {};
    const users = (await strapi.db.query(USER_UID).findMany({
      where,
      select: ['id', 'username'],
      orderBy: { username: 'asc' },
      limit: LIMIT,
    })) as { id: number; username: string }[];
    ctx.body = users.map(({ id: userId, username }) => ({ id: userId, username }));
  },
});

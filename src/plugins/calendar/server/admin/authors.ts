import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { z } from 'zod/v4';

const USER_UID = 'plugin::users-permissions.user';
const LIMIT = 20;

/** `q`: part of a user name or e-mail; `id`: the user a field shows (its current value). */
export const authorQuery = z.object({
  q: z.string().trim().max(100).optional(),
  id: z.coerce.number().int().min(1).optional(),
});

/**
 * The users an editor may pick as a record's author (the *Author* field): IDs and user names only, to
 * every admin who edits records, as WordPress shows its author list to editors; e-mails stay hidden.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const parsed = authorQuery.safeParse(ctx.query);
    if (!parsed.success) return ctx.badRequest('Invalid author query', { issues: parsed.error.issues });
    const { q, id } = parsed.data;
    const where = id !== undefined ? { id } : q ? { $or: [{ username: { $containsi: q } }, { email: { $containsi: q } }] } : {};
    const users = (await strapi.db.query(USER_UID).findMany({
      where,
      select: ['id', 'username'],
      orderBy: { username: 'asc' },
      limit: LIMIT,
    })) as { id: number; username: string }[];
    ctx.body = users.map(({ id: userId, username }) => ({ id: userId, username }));
  },
});

import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { z } from 'zod/v4';
import { AppPasswordInputError, createAppPassword, listAppPasswords, revokeAppPassword } from '../app-passwords/store';

const USER_UID = 'plugin::users-permissions.user';
/** The users offered on the page (largest sites: pick by searching the list the browser filters). */
const MAX_USERS = 1000;

interface PermissionChecker {
  cannot: { read: () => boolean; update: () => boolean };
}

/**
 * Application passwords act as their user: only admins who may edit users-permissions users in the
 * Content Manager may create or revoke them, and only those who may read users may list them.
 */
function userChecker(strapi: Core.Strapi, ctx: Context): PermissionChecker {
  return strapi
    .plugin('content-manager')
    .service('permission-checker')
    .create({ userAbility: ctx.state.userAbility, model: USER_UID }) as PermissionChecker;
}

export const createBody = z.object({ user: z.number().int().min(1), name: z.string().trim().min(1).max(100) }).strict();
export type CreateAppPasswordBody = z.infer<typeof createBody>;
const idParam = z.object({ id: z.coerce.number().int().min(1) });

/** The admin page's routes: list users and their passwords, create one (its secret shown once), revoke one. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    if (userChecker(strapi, ctx).cannot.read()) return ctx.forbidden('You may not read users.');
    const users = (await strapi.db.query(USER_UID).findMany({
      select: ['id', 'username', 'email', 'blocked'],
      populate: { role: { select: ['name'] } },
      orderBy: { username: 'asc' },
      limit: MAX_USERS,
    })) as { id: number; username: string; email: string; blocked: boolean | null; role: { name: string } | null }[];
    ctx.body = {
      users: users.map(({ id, username, email, blocked, role }) => ({ id, username, email, blocked: Boolean(blocked), role: role?.name ?? null })),
      passwords: await listAppPasswords(strapi),
    };
  },

  async create(ctx: Context) {
    if (userChecker(strapi, ctx).cannot.update()) return ctx.forbidden('You may not edit users.');
    const parsed = createBody.safeParse((ctx.request as { body?: unknown }).body);
    if (!parsed.success) return ctx.badRequest('Give a user ID and a name of 1 to 100 characters.', { issues: parsed.error.issues });
    try {
      ctx.status = 201;
      ctx.body = await createAppPassword(strapi, parsed.data.user, parsed.data.name);
    } catch (error) {
      if (error instanceof AppPasswordInputError) return ctx.badRequest(error.message);
      throw error;
    }
  },

  async revoke(ctx: Context) {
    if (userChecker(strapi, ctx).cannot.update()) return ctx.forbidden('You may not edit users.');
    const parsed = idParam.safeParse(ctx.params);
    if (!parsed.success || !(await revokeAppPassword(strapi, parsed.data.id))) return ctx.notFound('No such application password.');
    ctx.body = { id: parsed.data.id };
  },
});

import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { UID } from '../repository/uids';

const POSTS = [UID.event, UID.venue, UID.organizer];

/** Whether the write comes from the admin's Content Manager (its API lives under /content-manager/). */
function fromContentManager(strapi: Core.Strapi): boolean {
  const ctx = strapi.requestContext.get() as { request?: { path?: string } } | undefined;
  return ctx?.request?.path?.startsWith('/content-manager/') ?? false;
}

/**
 * The admin's *Author* field must name a users-permissions user (the REST API answers its own
 * 400 first). Empty means no author. Scripts, the demo seed and imports are not checked: an import keeps
 * its source's author IDs, whose users may come later, as it keeps its wire IDs.
 */
export function subscribeAuthorCheck(strapi: Core.Strapi) {
  const check = async (data: Record<string, unknown> | undefined) => {
    const author = data?.author;
    if (!fromContentManager(strapi)) return;
    if (author === undefined || author === null || author === '') return;
    const id = Number(author);
    const user =
      Number.isSafeInteger(id) && id > 0
        ? await strapi.db.query('plugin::users-permissions.user').findOne({ where: { id }, select: ['id'] })
        : null;
    if (!user) throw new errors.ValidationError(`The author ${String(author)} is no user: give the ID of a user (Content Manager → User).`);
  };
  return strapi.db.lifecycles.subscribe({
    models: POSTS,
    async beforeCreate(event) {
      await check(event.params.data as Record<string, unknown>);
    },
    async beforeUpdate(event) {
      await check(event.params.data as Record<string, unknown>);
    },
  });
}

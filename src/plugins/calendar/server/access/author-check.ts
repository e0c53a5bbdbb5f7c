import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { UID } from '../data/repository/uids';

const POSTS = [UID.event, UID.venue, UID.organizer];

const invalid = (author: unknown) => new errors.ValidationError(`The author ${String(author)} is no user: give the ID of a user (Content Manager → User).`);

/** Whether the write comes from the admin's Content Manager (its API lives under /content-manager/). */
function fromContentManager(strapi: Core.Strapi): boolean {
  const ctx = strapi.requestContext.get() as { request?: { path?: string } } | undefined;
  return ctx?.request?.path?.startsWith('/content-manager/') ?? false;
}

/**
 * The admin's *Author* field must name a users-permissions user when an editor sets it (the REST API
 * answers its own 400 first). Empty means no author. An author ID already stored on a record of the type
 * whose user was removed since (or an import's, whose users may come later) is kept as it is: the form
 * sends every field back on Save and Duplicate, and a record must stay editable without its author being
 * touched (issue 32: the demo could not be saved). Scripts, the demo seed and imports are not checked: an
 * import keeps its source's author IDs, as it keeps its wire IDs.
 */
export function subscribeAuthorCheck(strapi: Core.Strapi) {
  const check = async (uid: string, data: Record<string, unknown> | undefined) => {
    const author = data?.author;
    if (!fromContentManager(strapi)) return;
    if (author === undefined || author === null || author === '') return;
    const id = Number(author);
    if (!Number.isSafeInteger(id) || id <= 0) throw invalid(author);
    if (await strapi.db.query('plugin::users-permissions.user').findOne({ where: { id }, select: ['id'] })) return;
    const stored = await strapi.db.query(uid).findOne({ where: { author: id }, select: ['id'] });
    if (!stored) throw invalid(author);
  };
  return strapi.db.lifecycles.subscribe({
    models: POSTS,
    async beforeCreate(event) {
      await check(event.model.uid, event.params.data as Record<string, unknown>);
    },
    async beforeUpdate(event) {
      await check(event.model.uid, event.params.data as Record<string, unknown>);
    },
  });
}

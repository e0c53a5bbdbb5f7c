import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { z } from 'zod';
import { UID } from '../../data/repository/uids';
import { contentManagerAccess } from './content-manager-access';
import { isPost, TRASH } from './lists';

/** What the list's bulk actions may set: Publish, Unpublish and Restore (to draft, as WordPress), Trash. */
const bulkStatusBody = z.object({
  model: z.string().refine(isPost, 'Not an event, venue or organizer'),
  documentIds: z.array(z.string().min(1)).min(1).max(200),
  locale: z.string().min(1).optional(),
  status: z.enum(['publish', 'draft', TRASH]),
});

interface ContentManagerDocuments {
  findLocales(ids: string[], model: string, opts: { populate: unknown; locale?: string }): Promise<Array<{ documentId: string; locale?: string }>>;
}
type PopulateBuilder = (model: string) => { populateFromQuery(query: object): { build(): Promise<unknown> } };

/** The bulk status actions of the Content Manager's lists of posts (admin/src/list-view/bulk-actions.tsx). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Sets the status of the selected records in one language, as the Content Manager's own bulk actions
   * check rights: the role must be allowed to update the type and each record (its conditions, such as "is
   * creator", and languages), and the Status field; otherwise nothing is changed. The write goes through
   * the Document Service, so the calendar's rules on a status change (publication date...) apply.
   */
  async bulkStatus(ctx: Context) {
    const parsed = bulkStatusBody.safeParse(ctx.request.body);
    if (!parsed.success) return ctx.badRequest('Invalid bulk action', { issues: parsed.error.issues });
    const { model, documentIds, locale, status } = parsed.data;
    const checker = contentManagerAccess(strapi, ctx, model);
    if (checker.cannot.update() || checker.cannot.update(undefined, 'postStatus')) return ctx.forbidden('You may not change the status of these records.');
    const contentManager = strapi.plugin('content-manager');
    // The fields the role's conditions read (such as the creator), to check each record as the Content Manager does.
    const permissionQuery = await checker.sanitizedQuery.update({});
    const populate = await (contentManager.service('populate-builder') as unknown as PopulateBuilder)(model).populateFromQuery(permissionQuery).build();
    const records = await (contentManager.service('document-manager') as unknown as ContentManagerDocuments).findLocales(documentIds, model, { populate, locale });
    if (records.length === 0) return ctx.notFound();
    if (records.some((record) => checker.cannot.update(record, 'postStatus'))) return ctx.forbidden('You may not change the status of some of these records.');
    const updatedBy = (ctx.state.user as { id?: number } | undefined)?.id;
    const documents = strapi.documents(model as typeof UID.event);
    for (const { documentId, locale: recordLocale } of records) {
      await documents.update({ documentId, locale: recordLocale, data: { postStatus: status, ...(updatedBy ? { updatedBy } : {}) } as never });
    }
    ctx.body = { count: records.length };
  },
});

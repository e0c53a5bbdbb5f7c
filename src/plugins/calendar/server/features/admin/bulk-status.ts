import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { z } from 'zod';
import { EVENT_STATUSES } from '../../../shared/event-status';
import { CHANGE_TEXT_MAX } from '../../core/bodies/event-change-fields';
import { seriesParams } from '../series/instruction';
import { UID } from '../../data/repository/uids';
import { throughDoor } from '../../data/door/door';
import { contentManagerAccess } from './content-manager-access';
import { adminDoor } from './write-door';
import { isPost, TRASH } from './lists';

/** What the list's bulk actions may set: Publish, Unpublish and Restore (to draft, as WordPress), Trash. */
const postStatusTarget = z.object({ status: z.enum(['publish', 'draft', TRASH]) });
/** Or, on events, what became of them (issue 35): a status with its reason, for each selected date alone. */
const eventStatusTarget = z.object({ eventStatus: z.enum(EVENT_STATUSES), reason: z.string().max(CHANGE_TEXT_MAX).optional() });

const bulkStatusBody = z
  .object({
    model: z.string().refine(isPost, 'Not an event, venue or organizer'),
    documentIds: z.array(z.string().min(1)).min(1).max(200),
    locale: z.string().min(1).optional(),
  })
  .and(z.union([postStatusTarget, eventStatusTarget]));

/** One change at a time: a body that names both would have one of them silently dropped (zod keeps one branch). */
const namesBoth = (body: unknown): boolean => typeof body === 'object' && body !== null && 'status' in body && 'eventStatus' in body;
type BulkStatusBody = z.infer<typeof bulkStatusBody>;

/** The fields a bulk change writes (each must be one the role may update), its data, and its Document Service parameters. */
function changeOf(body: BulkStatusBody): { fields: string[]; data: Record<string, unknown>; params: object } | null {
  if ('status' in body) return { fields: ['postStatus'], data: { postStatus: body.status }, params: {} };
  if (body.model !== UID.event) return null;
  const reason = body.reason === undefined ? {} : { eventStatusReason: body.reason.trim() || null };
  // The selected dates alone: a series' first date too (its other dates are selected, or not, on their own rows).
  return { fields: ['eventStatus', ...Object.keys(reason)], data: { eventStatus: body.eventStatus, ...reason }, params: seriesParams({ scope: 'this' }) };
}

interface ContentManagerDocuments {
  findLocales(ids: string[], model: string, opts: { populate: unknown; locale?: string }): Promise<Array<{ documentId: string; locale?: string }>>;
}
type PopulateBuilder = (model: string) => { populateFromQuery(query: object): { build(): Promise<unknown> } };

/** The bulk status actions of the Content Manager's lists of posts (admin/src/list-view/bulk-actions.tsx). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Sets the status of the selected records in one language (or, on events, what became of them), as the
   * Content Manager's own bulk actions check rights: the role must be allowed to update the type and each
   * record (its conditions, such as "is creator", and languages), and every field written; otherwise nothing
   * is changed. The write goes through
   * the Document Service, so the calendar's rules on a status change (publication date...) apply.
   */
  async bulkStatus(ctx: Context) {
    if (namesBoth(ctx.request.body)) return ctx.badRequest('Invalid bulk action: either status or eventStatus, not both');
    const parsed = bulkStatusBody.safeParse(ctx.request.body);
    const change = parsed.success ? changeOf(parsed.data) : null;
    if (!parsed.success || !change) return ctx.badRequest('Invalid bulk action', { issues: parsed.success ? [] : parsed.error.issues });
    const { model, documentIds, locale } = parsed.data;
    const checker = contentManagerAccess(strapi, ctx, model);
    const mayNot = (record?: object) => checker.cannot.update(record) || change.fields.some((field) => checker.cannot.update(record, field));
    if (mayNot()) return ctx.forbidden('You may not change the status of these records.');
    const contentManager = strapi.plugin('content-manager');
    // The fields the role's conditions read (such as the creator), to check each record as the Content Manager does.
    const permissionQuery = await checker.sanitizedQuery.update({});
    const populate = await (contentManager.service('populate-builder') as unknown as PopulateBuilder)(model).populateFromQuery(permissionQuery).build();
    const records = await (contentManager.service('document-manager') as unknown as ContentManagerDocuments).findLocales(documentIds, model, { populate, locale });
    if (records.length === 0) return ctx.notFound();
    if (records.some((record) => mayNot(record))) return ctx.forbidden('You may not change the status of some of these records.');
    const updatedBy = (ctx.state.user as { id?: number } | undefined)?.id;
    const documents = strapi.documents(model as typeof UID.event);
    // Through the admin's write door, as the Content Manager's own saves: what a status change reaches besides the
    // record (a series passed on to its next date when its first one is trashed) is judged record by record.
    // One transaction: a refusal part-way (a record the door refuses) changes none of the selection.
    await throughDoor(adminDoor(strapi, ctx), () =>
      strapi.db.transaction(async () => {
        for (const { documentId, locale: recordLocale } of records) {
          await documents.update({ documentId, locale: recordLocale, data: { ...change.data, ...(updatedBy ? { updatedBy } : {}) } as never, ...change.params } as never);
        }
      })
    );
    ctx.body = { count: records.length };
  },
});

/**
 * The Content Manager's lists of posts as the calendar shows them: trashed records apart (the Trash view),
 * the event list's day filters on each event's clock and its "dates of one series" filter, and trashed records
 * out of relation pickers. Each wraps Strapi's own action, so its permission checks still apply. The bulk
 * status actions are in bulk-status.ts.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { z } from 'zod';
import { UID } from '../../data/repository/uids';
import { getPluginContext } from '../../lib/utils';
import { wrapContentManagerAction } from './content-manager-actions';
import { DAY_FIELDS, dayFiltersOnEventClocks } from './day-filters';

type ListCtx = Context & { params: { model?: string } };
type PickerCtx = Context & { params: { model?: string; targetField?: string } };

/** The posts whose Content Manager lists get the Trash view and the bulk status actions. */
export const POSTS = [UID.event, UID.venue, UID.organizer] as const;
export type Post = (typeof POSTS)[number];
export const isPost = (uid: unknown): uid is Post => (POSTS as readonly unknown[]).includes(uid);

/** Not in the default list: the Trash view's status (WordPress keeps trashed posts apart too). */
export const TRASH = 'trash';

/** The list's day filters on each event's own clock (day-filters.ts), with the zones events use now. */
async function onEventClocks(strapi: Core.Strapi, filters: unknown): Promise<unknown> {
  if (!DAY_FIELDS.some((field) => JSON.stringify(filters).includes(`"${field}"`))) return filters;
  const table = (strapi.getModel(UID.event) as { collectionName: string }).collectionName;
  const rows = (await strapi.db.connection(table).distinct('timezone')) as Array<{ timezone: string | null }>;
  const zones = rows.map((row) => row.timezone).filter((zone): zone is string => Boolean(zone));
  return dayFiltersOnEventClocks(filters, zones, getPluginContext(strapi).settings.timezone);
}

/** Adds one condition to a Content Manager query's filters, beside the ones it has (`$and`). */
function addFilter(query: Record<string, unknown>, condition: object): void {
  const filters = query.filters as { $and?: unknown[] } | undefined;
  query.filters = { ...(filters ?? {}), $and: [...(Array.isArray(filters?.$and) ? filters.$and : []), condition] };
}

/** Adds "not in the trash" to a Content Manager query's filters (a record without a status stays in). */
const leaveOutTrash = (query: Record<string, unknown>) => addFilter(query, { $or: [{ postStatus: { $null: true } }, { postStatus: { $ne: TRASH } }] });

/** The list's "dates of one series" parameter (`?series=<documentId of a date>`), set by the ↻ mark of a row. */
const seriesParam = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);

/**
 * The Content Manager's lists of posts as the calendar shows them, around its own list action (so its
 * permission checks still apply), in this order:
 * 1. The event list narrowed to the dates of one series (admin/src/list-view/series-filter.tsx): `series`
 *    names a date by its document ID, and the list keeps the documents of the same series. The series'
 *    bookkeeping field is hidden from editors, so the Content Manager (and a role's field rights) would drop
 *    a filter on it: the documents are found here and the list filters on their IDs, which every role may
 *    filter on; what each role may read of them is the Content Manager's affair as for any filter. A document
 *    in no series lists itself alone. Bounded: a series holds at most its bound's dates.
 * 2. The event list's day filters read on each event's own clock (day-filters.ts).
 * 3. Trashed records out unless the list itself filters on the status (the Trash view filters on
 *    `postStatus = trash`, a Status filter an editor adds shows what it names). A record without a status
 *    (none should exist: the field has a default) stays listed.
 */
export function shapePostLists(strapi: Core.Strapi): void {
  wrapContentManagerAction<ListCtx>(strapi, 'collection-types', 'find', "the calendar's list filters", (find) =>
    async function (this: unknown, ctx) {
      const { model } = ctx.params;
      // Koa caches the parsed query per query string: the object changed here is the one the action reads.
      const query = ctx.request.query as Record<string, unknown>;
      if (model === UID.event && query.series !== undefined) {
        const parsed = seriesParam.safeParse(query.series);
        delete query.series;
        if (!parsed.success) return ctx.badRequest('The series parameter is the document ID of one of its dates.');
        addFilter(query, { documentId: { $in: await documentsOfSeries(strapi, parsed.data) } });
      }
      if (model === UID.event && query.filters) query.filters = await onEventClocks(strapi, query.filters);
      if (isPost(model) && !JSON.stringify(query.filters ?? {}).includes('"postStatus"')) leaveOutTrash(query);
      return find.call(this, ctx);
    }
  );
}

/** The document IDs of the series a date belongs to (the date alone when it is in none). */
async function documentsOfSeries(strapi: Core.Strapi, documentId: string): Promise<string[]> {
  const events = strapi.db.query(UID.event);
  const row = (await events.findOne({ where: { documentId }, select: ['seriesUid'] })) as { seriesUid: string | null } | null;
  if (!row?.seriesUid) return [documentId];
  const rows = (await events.findMany({ where: { seriesUid: row.seriesUid }, select: ['documentId'] })) as Array<{ documentId: string }>;
  return [...new Set(rows.map((member) => member.documentId))];
}

/**
 * Trashed venues, organizers and events out of the form's relation pickers (the Content Manager's
 * "available relations" of a field): an editor picking the venue of an event should not be offered one
 * that was thrown away, and linking it would make a public event point at a record the public may not
 * read. Records already linked stay shown in the field (that is the "existing relations" route, not this
 * one). The filter goes in through the query the action reads, so it passes Strapi's permission
 * sanitizing like any filter the admin sends.
 */
export function hideTrashFromRelationPickers(strapi: Core.Strapi): void {
  wrapContentManagerAction<PickerCtx>(strapi, 'relations', 'findAvailable', 'trashed records stay offered in relation fields', (findAvailable) =>
    async function (this: unknown, ctx) {
      const { model, targetField } = ctx.params;
      const schema = model ? (strapi.getModel(model as never) as { attributes?: Record<string, { target?: string }> } | undefined) : undefined;
      if (isPost(schema?.attributes?.[targetField ?? '']?.target)) leaveOutTrash(ctx.request.query as Record<string, unknown>);
      return findAvailable.call(this, ctx);
    }
  );
}

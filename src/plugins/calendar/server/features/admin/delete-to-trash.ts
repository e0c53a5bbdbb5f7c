import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { UID } from '../../data/repository/uids';
import { seriesParams } from '../series/instruction';
import { wrapContentManagerAction } from './content-manager-actions';
import { contentManagerAccess } from './content-manager-access';
import { isPost, TRASH } from './lists';

type Ctx = Context & { params: { model?: string; id?: string } };
type Row = { id: number; locale: string; postStatus: string | null };

interface ContentManagerDocuments {
  findLocales(id: string, model: string, opts: { populate: unknown; locale?: string | string[] }): Promise<object[]>;
}
type PopulateBuilder = (model: string) => { populateFromQuery(query: object): { build(): Promise<unknown> } };
type DeleteChecker = ReturnType<typeof contentManagerAccess> & {
  cannot: { delete(entity?: object): boolean };
  sanitizedQuery: { delete(query: object): Promise<object> };
};

/**
 * The Content Manager's Delete of an event, a venue or an organizer (the form's menu, the list's row menu)
 * moves it to the calendar's Trash, as the REST API's DELETE does (WordPress's "Move to Trash"): the event in the language deleted
 * (`?locale=fr`) or in every language (`locale=*`, "all locales"), restorable from the list's Trash view. A
 * date of a series is trashed as "this date only" (its date excluded from the series, in every language,
 * as the series service trashes a date; a restore brings it back). An event already in the Trash is deleted
 * for good, by Strapi's own action. The admin's dialog says which of the two a Delete does
 * (admin/src/document-actions/delete-words.tsx).
 *
 * The checks are the Content Manager's Delete's own: the delete right on the type and on each language
 * row reached. The change itself is a status change, so the admin's write door (write-door.ts, around
 * this wrap) judges it as one.
 */
export function trashOnAdminDelete(strapi: Core.Strapi): void {
  wrapContentManagerAction<Ctx>(strapi, 'collection-types', 'delete', "the admin's Delete of an event deletes it for good", (deleteForGood) =>
    async function (this: unknown, ctx) {
      const { model, id: documentId } = ctx.params;
      if (!isPost(model) || !documentId) return deleteForGood.call(this, ctx);
      const asked = typeof ctx.query.locale === 'string' && ctx.query.locale ? ctx.query.locale : null;
      const locale = asked ?? (await strapi.plugin('i18n').service('locales').getDefaultLocale());
      const rows = (await strapi.db.query(model).findMany({
        where: { documentId, ...(locale === '*' ? {} : { locale }) },
        select: ['id', 'locale', 'postStatus'],
      })) as Row[];
      const live = rows.filter((row) => row.postStatus !== TRASH);
      // Nothing left outside the Trash (or nothing at all: Strapi answers 404): a Delete for good.
      if (live.length === 0) return deleteForGood.call(this, ctx);

      const checker = contentManagerAccess(strapi, ctx, model) as DeleteChecker;
      if (checker.cannot.delete()) return ctx.forbidden();
      const permissionQuery = await checker.sanitizedQuery.delete(ctx.query);
      const populate = await (strapi.plugin('content-manager').service('populate-builder') as unknown as PopulateBuilder)(model).populateFromQuery(permissionQuery).build();
      const documents = strapi.plugin('content-manager').service('document-manager') as unknown as ContentManagerDocuments;
      const reached = await documents.findLocales(documentId, model, { populate, locale });
      if (reached.some((document) => checker.cannot.delete(document))) return ctx.forbidden();

      const updatedBy = (ctx.state.user as { id?: number } | undefined)?.id;
      let last: object | null = null;
      for (const { locale: rowLocale } of live) {
        // A date of a series trashed in one language is trashed in every language: not twice.
        const now = (await strapi.db.query(model).findOne({ where: { documentId, locale: rowLocale }, select: ['postStatus'] })) as Pick<Row, 'postStatus'> | null;
        if (!now || now.postStatus === TRASH) continue;
        // A date of a series: this date only (the series' first date passes the series on), never the
        // whole series that an update of the first date would otherwise reach.
        const series = model === UID.event ? seriesParams({ scope: 'this' }) : {};
        const data = { postStatus: TRASH, ...(updatedBy ? { updatedBy } : {}) };
        last = await strapi.documents(model).update({ documentId, locale: rowLocale, data: data as never, ...series } as never);
      }
      ctx.body = last ? await checker.sanitizeOutput(last) : {};
    }
  );
}

import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { defaultLocale } from '../../core/languages/default-locale';
import { UID } from '../../data/repository/uids';
import { contentManagerAccess } from './content-manager-access';
import { wrapContentManagerAction } from './content-manager-actions';

type Ctx = Context & { params: { model?: string; id?: string }; query: Record<string, unknown>; request: { body?: unknown } };

const CALENDAR_UIDS: ReadonlySet<string> = new Set(Object.values(UID));

/**
 * A new language of an existing record, made in the Content Manager (its update route, with a locale the
 * document does not have yet), changes that record: Strapi's i18n copies the new version's fields shared
 * by every language (an event's dates, zone, flags, password; a venue's address...) to all of them.
 * Strapi checks only the right to create in that language, so an admin who may update only what it
 * created (Strapi's Author role) could hide or move anyone's published event by adding a French version.
 * As the API's `translation_of` needs the right to update the record, so does this: every existing
 * language of the document must be one the admin may update in the Content Manager (its conditions,
 * such as "is creator", and its languages). Otherwise 403, and nothing is written.
 */
export function guardNewLanguages(strapi: Core.Strapi): void {
  wrapContentManagerAction<Ctx>(strapi, 'collection-types', 'update', 'a new language needs only the right to create it', (update) =>
    async function (this: unknown, ctx) {
      const { model, id } = ctx.params;
      if (model && id && CALENDAR_UIDS.has(model) && (await changesRecordItMayNotUpdate(strapi, ctx, model, id))) {
        return ctx.forbidden('A new language changes the fields every language shares: it needs the right to update this record.');
      }
      return update.call(this, ctx);
    }
  );
}

async function changesRecordItMayNotUpdate(strapi: Core.Strapi, ctx: Ctx, model: string, documentId: string): Promise<boolean> {
  const body = (typeof ctx.request.body === 'object' && ctx.request.body) || {};
  const asked = (body as { locale?: unknown }).locale ?? ctx.query.locale;
  const locale = typeof asked === 'string' && asked ? asked : await defaultLocale(strapi);
  const versions = (await strapi.db.query(model as never).findMany({
    where: { documentId },
    populate: { createdBy: { select: ['id'] } },
  })) as { locale: string }[];
  // An update of an existing language, or of no document at all: Strapi's own checks answer.
  if (!versions.length || versions.some((version) => version.locale === locale)) return false;
  const checker = contentManagerAccess(strapi, ctx, model);
  return versions.some((version) => checker.cannot.update(version));
}

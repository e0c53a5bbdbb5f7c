import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { throughDoor, type Door } from '../../data/door/door';
import { CALENDAR_UIDS } from '../../data/ids/kinds';
import { getPluginContext } from '../../lib/utils';
import { wrapContentManagerAction } from './content-manager-actions';
import { trashOnAdminDelete } from './delete-to-trash';
import { contentManagerAccess, type PermissionChecker } from './content-manager-access';

type Ctx = Context & { params: { model?: string } };

/** The Content Manager's actions that change records, single and bulk. */
const WRITES = ['create', 'update', 'clone', 'autoClone', 'delete', 'bulkDelete', 'publish', 'unpublish', 'discard', 'bulkPublish', 'bulkUnpublish'];

const isCalendar = (uid: unknown): boolean => (CALENDAR_UIDS as readonly unknown[]).includes(uid);

/**
 * The write door of an admin's save (data/door/door.ts): every calendar record the save changes, the series'
 * other dates and the inline records included, is judged by the Content Manager's own permission checker
 * for that record (the admin's role, its conditions such as the Author role's "is creator", its locales),
 * as the Content Manager judges the record the admin opened: a save of one date "for all dates" changes
 * or trashes the others only if the admin could have changed each of them.
 */
export function adminDoor(strapi: Core.Strapi, ctx: Context): Door {
  const checkers = new Map<string, PermissionChecker>();
  const checkerOf = (uid: string) => {
    let checker = checkers.get(uid);
    if (!checker) checkers.set(uid, (checker = contentManagerAccess(strapi, ctx, uid)));
    return checker;
  };
  const { maxWriteRecords } = getPluginContext(strapi).settings;
  return {
    async allows({ uid, kind, documentId, locale }) {
      const checker = checkerOf(uid);
      if (kind === 'create' || !documentId) return checker.can.create();
      const rows = (await strapi.db.query(uid).findMany({ where: { documentId }, populate: { createdBy: true } })) as { locale: string }[];
      if (!rows.length) return true;
      // One language (a new one has no row yet: its record is judged in the language asked), or every
      // language of the record (`locale=*`: "Delete entry (all locales)").
      const judged = locale && locale !== '*' ? [rows.find((row) => row.locale === locale) ?? { ...rows[0], locale }] : rows;
      return judged.every((entity) => (kind === 'delete' ? checker.can.delete(entity) : checker.can.update(entity)));
    },
    refusal: () => new errors.ForbiddenError('This change reaches a record you may not change (a date of the series, or a record it links).'),
    maxRecords: maxWriteRecords,
    tooMany: () => new errors.ValidationError(`This change would change more than ${maxWriteRecords} records; split it into smaller changes.`),
  };
}

/** Opens the door around the Content Manager's write actions on calendar records. */
export function registerAdminWriteDoor(strapi: Core.Strapi): void {
  // Wrapped first, so the door opens around it: the Delete of an event moves it to the Trash.
  trashOnAdminDelete(strapi);
  for (const action of WRITES) {
    wrapContentManagerAction<Ctx>(strapi, 'collection-types', action, 'its changes are judged by the Content Manager alone', (original) =>
      async function (this: unknown, ctx) {
        if (!isCalendar(ctx.params.model)) return original.call(this, ctx);
        return throughDoor(adminDoor(strapi, ctx), () => original.call(this, ctx));
      }
    );
  }
}

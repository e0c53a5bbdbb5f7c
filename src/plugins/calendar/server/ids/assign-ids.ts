import type { Core } from '@strapi/strapi';
import { allocateId, reserveId } from './sequence';
import { CALENDAR_UIDS, ID_FIELD, ID_KIND_OF, type CalendarUid } from './kinds';

type Data = Record<string, unknown>;

/**
 * Gives every new calendar row its wire ID, whoever creates it: the calendar API, the admin's
 * Content Manager, the seed, scripts, a new translation (Strapi creates a row per locale).
 * A database lifecycle sees all of these, since they all end in `db.query(uid).create`.
 * Updates never change an ID.
 */
export function subscribeIdAssignment(strapi: Core.Strapi) {
  // A new translation whose form was filled from another locale (the admin can copy fields) carries
  // the sibling's ID: it gets its own instead.
  const isCopiedFromSibling = async (uid: CalendarUid, data: Data, id: number) => {
    if (typeof data.documentId !== 'string') return false;
    const where = { documentId: data.documentId, [ID_FIELD[ID_KIND_OF[uid]]]: id };
    return Boolean(await strapi.db.query(uid).findOne({ where, select: ['id'] }));
  };

  const assign = async (uid: CalendarUid, data: Data) => {
    const kind = ID_KIND_OF[uid];
    const field = ID_FIELD[kind];
    const given = data[field];
    // An ID given on create is kept (an import keeping its source's IDs) and reserved, unless copied.
    if (typeof given === 'number' && Number.isInteger(given) && given > 0 && !(await isCopiedFromSibling(uid, data, given))) {
      await reserveId(strapi, kind, given);
    } else {
      data[field] = await allocateId(strapi, kind);
    }
  };

  const keep = (uid: CalendarUid, data: Data | undefined) => {
    if (data) delete data[ID_FIELD[ID_KIND_OF[uid]]];
  };

  return strapi.db.lifecycles.subscribe({
    models: CALENDAR_UIDS,
    async beforeCreate(event) {
      await assign(event.model.uid as CalendarUid, event.params.data as Data);
    },
    async beforeCreateMany(event) {
      for (const data of event.params.data as Data[]) await assign(event.model.uid as CalendarUid, data);
    },
    beforeUpdate(event) {
      keep(event.model.uid as CalendarUid, event.params.data as Data);
    },
    beforeUpdateMany(event) {
      keep(event.model.uid as CalendarUid, event.params.data as Data);
    },
  });
}

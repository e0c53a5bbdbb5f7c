import type { Core } from '@strapi/strapi';
import { allocateId, reserveId } from './sequence';
import { ID_FIELD, ID_KIND_OF, type CalendarUid } from './kinds';

export type Data = Record<string, unknown>;

/**
 * Gives every new calendar row its wire ID, whoever creates it: the calendar API, the admin's
 * Content Manager, the seed, scripts, a new translation (Strapi creates a row per locale).
 * The database lifecycle (lifecycle.ts) sees all of these, since they all end in `db.query(uid).create`.
 * Updates never change an ID.
 */
export function createIdAssignment(strapi: Core.Strapi) {
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

  return { onCreate: assign, onUpdate: keep };
}

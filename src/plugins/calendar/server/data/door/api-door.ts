import type { Core } from '@strapi/strapi';
import { forbidden, LegacyError } from '../../core/errors';
import type { Door } from './door';
import { AUTHORED, refusal, type DoorCaller } from './rules';

/** Past maxWriteRecords: 400, nothing written. */
export const tooManyRecords = (max: number) =>
  new LegacyError('rest_invalid_request', `This write would change more than ${max} records (maxWriteRecords); split it into smaller writes.`, 400);

/** The author a record has before the change (any language: the author is shared by every language). */
async function authorOf(strapi: Core.Strapi, uid: string, documentId: string): Promise<number | null> {
  const row = (await strapi.db.query(uid).findOne({ where: { documentId }, select: ['author'] })) as { author?: number | null } | null;
  return row?.author ?? null;
}

export interface ApiCaller extends DoorCaller {
  /** The caller's user, looked up once and only when a change needs it (access/writer.ts). */
  writer(): Promise<number | null>;
  /** 401 without credentials, 403 with them. */
  hasCredentials: boolean;
}

/**
 * The door of a write under the API: the calendar's rules (data/door/rules.ts), the record's author read only
 * for callers the ownership rule binds (users without editOthers).
 */
export function apiDoor(strapi: Core.Strapi, caller: ApiCaller, maxRecords: number): Door {
  return {
    async allows({ uid, resource, kind, documentId }) {
      const owned = kind !== 'create' && AUTHORED.has(resource) && !caller.editsOthers && documentId;
      const author = owned ? await authorOf(strapi, uid, documentId) : undefined;
      return refusal({ resource, kind, author }, caller, owned ? await caller.writer() : null) === null;
    },
    refusal: () => forbidden(caller.hasCredentials),
    maxRecords,
    tooMany: () => tooManyRecords(maxRecords),
  };
}

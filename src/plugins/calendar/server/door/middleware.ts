import type { Core } from '@strapi/strapi';
import { UID } from '../repository/uids';
import { atDoor, countAtDoor, doorOpen } from './door';
import { AUTHORED, type ChangeKind, type DoorResource } from './rules';

type Params = { documentId?: string; data?: Record<string, unknown> };
type Next = () => Promise<unknown>;

/** The calendar's content types by the resource name their actions carry. */
const RESOURCES = new Map<string, DoorResource>([
  [UID.event, 'events'],
  [UID.venue, 'venues'],
  [UID.organizer, 'organizers'],
  [UID.category, 'categories'],
  [UID.tag, 'tags'],
]);

/** Document Service actions that change records, by the change they make. */
const KINDS: Record<string, ChangeKind> = { create: 'create', update: 'update', delete: 'delete', clone: 'create' };

/** The author a record has before the change (any language: the author is shared by every language). */
async function authorOf(strapi: Core.Strapi, uid: string, documentId: string): Promise<number | null> {
  const row = (await strapi.db.query(uid).findOne({ where: { documentId }, select: ['author'] })) as { author?: number | null } | null;
  return row?.author ?? null;
}

/**
 * The door's check on every Document Service write of a calendar record (door/door.ts): registered first,
 * so it sees each call, the series service's and the inline records' included, before anything else runs.
 * An update that sets `postStatus: 'trash'` is a trash (the delete right).
 */
export function registerWriteDoor(strapi: Core.Strapi): void {
  strapi.documents.use((async (context: { uid: string; action: string; params: unknown }, next: Next) => {
    const resource = RESOURCES.get(context.uid);
    const kind = KINDS[context.action];
    const door = doorOpen();
    if (!door || !resource || !kind) return next();
    const { documentId, data } = context.params as Params;
    const trashes = kind === 'update' && data?.postStatus === 'trash';
    // The author is read only when the rule binds the caller (users without editOthers).
    const owned = kind !== 'create' && AUTHORED.has(resource) && !door.caller.editsOthers && documentId;
    const author = owned ? await authorOf(strapi, context.uid, documentId) : undefined;
    await atDoor({ resource, kind: trashes ? 'trash' : kind, author });
    const result = (await next()) as { documentId?: string } | null;
    const changed = documentId ?? result?.documentId;
    if (changed) countAtDoor(changed);
    return result;
  }) as never);
}

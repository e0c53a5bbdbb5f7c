import type { Core } from '@strapi/strapi';
import { UID } from '../repository/uids';
import { atDoor, countAtDoor } from './door';
import type { ChangeKind, DoorResource } from './rules';

type Params = { documentId?: string; locale?: string; data?: Record<string, unknown> };
type Next = () => Promise<unknown>;

/** The calendar's content types by the resource name their actions carry. */
const RESOURCES = new Map<string, DoorResource>([
  [UID.event, 'events'],
  [UID.venue, 'venues'],
  [UID.organizer, 'organizers'],
  [UID.category, 'categories'],
  [UID.tag, 'tags'],
]);

/** Document Service actions that change records, by the change they make (publishing is an update). */
const KINDS: Record<string, ChangeKind> = {
  create: 'create',
  clone: 'create',
  update: 'update',
  publish: 'update',
  unpublish: 'update',
  discardDraft: 'update',
  delete: 'delete',
};

/**
 * The door's check on every Document Service write of a calendar record (data/door/door.ts): registered first,
 * so it sees each call, the series service's and the inline records' included, before anything else runs.
 * An update that sets `postStatus: 'trash'` is a trash (the delete right).
 */
export function registerWriteDoor(strapi: Core.Strapi): void {
  strapi.documents.use((async (context: { uid: string; action: string; params: unknown }, next: Next) => {
    const resource = RESOURCES.get(context.uid);
    const kind = KINDS[context.action];
    if (!resource || !kind) return next();
    const { documentId, locale, data } = (context.params ?? {}) as Params;
    const trashes = kind === 'update' && data?.postStatus === 'trash';
    // A create (a clone too) names no record yet: the one it makes is counted once made.
    const changes = kind === 'create' ? undefined : documentId;
    await atDoor({ uid: context.uid, resource, kind: trashes ? 'trash' : kind, documentId: changes, locale });
    const result = (await next()) as { documentId?: string } | null;
    const changed = changes ?? result?.documentId;
    if (changed) countAtDoor(changed);
    return result;
  }) as never);
}

import type { Core } from '@strapi/strapi';
import { UID } from '../repository/uids';
import { atDoor, countAtDoor, createdAtDoor } from './door';
import type { ChangeKind, DoorResource } from './rules';
import { planSteps, type DocumentCall } from './steps';

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
 * An update that sets `postStatus: 'trash'` is a trash (the delete right). Then the features' steps of the
 * write (data/door/steps.ts: an event's series) are planned before it runs, and run after the record is
 * stored, in the write's transaction.
 */
export function registerWriteDoor(strapi: Core.Strapi): void {
  strapi.documents.use((async (context: { uid: string; action: string; params: unknown }, next: Next) => {
    const resource = RESOURCES.get(context.uid);
    const kind = KINDS[context.action];
    if (!resource || !kind) return next();
    const params = (context.params ?? {}) as DocumentCall['params'];
    const { documentId, locale, data } = params;
    const trashes = kind === 'update' && data?.postStatus === 'trash';
    // A create (a clone too) names no record yet: the one it makes is counted once made.
    const changes = kind === 'create' ? undefined : documentId;
    await atDoor({ uid: context.uid, resource, kind: trashes ? 'trash' : kind, documentId: changes, locale });
    const planned = await planSteps(strapi, { uid: context.uid, action: context.action, params });
    const write = async () => {
      const result = (await next()) as { documentId?: string } | null;
      if (changes) countAtDoor(changes);
      else if (result?.documentId) createdAtDoor(result.documentId);
      for (const step of planned) await step.after(result);
      return result;
    };
    return planned.length ? strapi.db.transaction(write) : write();
  }) as never);
}

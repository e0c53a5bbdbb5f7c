import { LegacyError } from '../../core/errors';
import { tooManyRecords } from '../../data/door/api-door';
import { madeInThisWrite, type Door } from '../../data/door/door';

/**
 * The write door of a visitor's submission (data/door/door.ts): the visitor holds no calendar right, so the
 * door itself says what a submission may do. It creates an event (its dates, when it is a series) and
 * the venue and organizers it proposes, and may change what it created in the same write (the series
 * step links its dates); it changes, trashes or deletes nothing else, and creates no term. Bounded like
 * every write (maxWriteRecords): a series past it is refused before its first row.
 */
const CREATES = new Set(['events', 'venues', 'organizers']);

export function submissionDoor(maxRecords: number): Door {
  return {
    async allows({ resource, kind, documentId }) {
      if (kind === 'create') return CREATES.has(resource);
      return kind === 'update' && documentId !== undefined && madeInThisWrite(documentId);
    },
    refusal: () => new LegacyError('rest_forbidden', 'A submission may not change that.', 403),
    maxRecords,
    tooMany: () => tooManyRecords(maxRecords),
  };
}

/** The door of a submitter's edit through the private link: its own event and proposals, updated only. */
export function submitterEditDoor(own: ReadonlySet<string>, maxRecords: number): Door {
  return {
    async allows({ resource, kind, documentId }) {
      if (kind === 'create') return CREATES.has(resource);
      return kind === 'update' && documentId !== undefined && (own.has(documentId) || madeInThisWrite(documentId));
    },
    refusal: () => new LegacyError('rest_forbidden', 'A submission may not change that.', 403),
    maxRecords,
    tooMany: () => tooManyRecords(maxRecords),
  };
}

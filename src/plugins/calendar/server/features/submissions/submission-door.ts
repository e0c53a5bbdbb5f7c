import { LegacyError } from '../../core/errors';
import { madeInThisWrite, type Door } from '../../data/door/door';

/**
 * The write door of a visitor's submission (data/door/door.ts): the visitor holds no calendar right, so the
 * door itself says what a submission may do. It creates an event (its dates, when it is a series) and
 * the venue and organizers it proposes, and may change what it created in the same write (the series
 * step links its dates, and may trash one it re-plans); it changes, trashes or deletes nothing else, and
 * creates no term. Bounded by the visitors' own bound (submissions.maxRecords, well under an editor's
 * maxWriteRecords): a series past it is refused before its first row.
 */
const CREATES = new Set(['events', 'venues', 'organizers']);

export function submissionDoor(maxRecords: number): Door {
  return {
    async allows({ resource, kind, documentId }) {
      if (kind === 'create') return CREATES.has(resource);
      // What it made, it may link, move and (the series step re-planning its dates) trash.
      return (kind === 'update' || kind === 'trash') && documentId !== undefined && madeInThisWrite(documentId);
    },
    refusal: () => new LegacyError('rest_forbidden', 'A submission may not change that.', 403),
    maxRecords,
    tooMany: () => tooManyForVisitors(maxRecords),
  };
}

/** Past the visitors' bound (setting `submissions.maxRecords`): 400, nothing written. */
const tooManyForVisitors = (max: number) =>
  new LegacyError('rest_invalid_request', `A submission may make at most ${max} events, the dates of its series included: give fewer dates.`, 400);

/** The door of a submitter's edit through the private link: its own event and proposals, updated only. */
export function submitterEditDoor(own: ReadonlySet<string>, maxRecords: number): Door {
  return {
    async allows({ resource, kind, documentId }) {
      if (kind === 'create') return CREATES.has(resource);
      return (kind === 'update' || kind === 'trash') && documentId !== undefined && (own.has(documentId) || madeInThisWrite(documentId));
    },
    refusal: () => new LegacyError('rest_forbidden', 'A submission may not change that.', 403),
    maxRecords,
    tooMany: () => tooManyForVisitors(maxRecords),
  };
}

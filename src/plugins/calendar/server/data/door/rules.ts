/**
 * The per-record rule of the write door (issue 31), as pure code: what right each change of a record
 * needs, and whether a caller holds it. A write is checked for every record it changes, not only the one
 * its path names: occurrences a series makes or trashes, members a scope reaches, translations, inline
 * venues, organizers and terms.
 */

/** The calendar resources, by the name their actions carry (`plugin::calendar.<resource>.<verb>`). */
export type DoorResource = 'events' | 'venues' | 'organizers' | 'categories' | 'tags';

/** What a change does to a record: WordPress's create, edit and delete capabilities. */
export type ChangeKind = 'create' | 'update' | 'trash' | 'delete';

export type Verb = 'create' | 'update' | 'delete';

/** One change the write makes, as the door sees it before it runs. */
export interface Change {
  resource: DoorResource;
  kind: ChangeKind;
  /**
   * The record's author before the change, for the resources that have one (events, venues, organizers);
   * undefined for a create and for terms (their actions alone govern them).
   */
  author?: number | null;
}

/** Who writes: its calendar actions, and whether it may change other people's records (access/ownership.ts). */
export interface DoorCaller {
  may(resource: DoorResource, verb: Verb): boolean;
  editsOthers: boolean;
}

/**
 * The right a change needs. Trashing is a delete, however it is asked (`DELETE`, `status: "trash"` in an
 * update, a date a new rule drops, a scope that reaches other dates), as WordPress's `wp_trash_post`
 * needs `delete_post`.
 */
export const verbOf = (kind: ChangeKind): Verb => (kind === 'trash' ? 'delete' : kind);

/** Why a change is refused, or null when the caller may make it. `writer`: the caller's user (access/writer.ts). */
export function refusal(change: Change, caller: DoorCaller, writer: number | null): 'right' | 'owner' | null {
  if (!caller.may(change.resource, verbOf(change.kind))) return 'right';
  // A record without an author is nobody's own; a create names its author through the body (checked there).
  if (change.kind === 'create' || change.author === undefined || caller.editsOthers) return null;
  return writer !== null && change.author === writer ? null : 'owner';
}

/** The resources with an author (WordPress posts). */
export const AUTHORED: ReadonlySet<DoorResource> = new Set(['events', 'venues', 'organizers']);

import { AsyncLocalStorage } from 'node:async_hooks';
import type { ChangeKind, DoorResource } from './rules';

/**
 * One door for every write (issue 31). A request that writes opens it around its work; every Document
 * Service call that changes a calendar record while it is open, whoever makes it (the route's own change,
 * the series service's occurrences, the members a scope reaches, inline venues, organizers and terms,
 * translations), is checked at the door before it runs (data/door/middleware.ts): the caller's right on that
 * record, and the number of records one write may change. A refusal throws inside the write's
 * transaction, so the write changes nothing at all.
 *
 * Who judges depends on the door: the API's rules (data/door/api-door.ts: actions, ownership) or the Content
 * Manager's permission checker for the admin's saves (features/admin/write-door.ts). Work outside a request (the
 * demo seed, the importer run by an operator, the horizon job, scheduled publishing) opens no door.
 */
export interface Door {
  /** Whether the caller may make this change. */
  allows(change: DoorChange): Promise<boolean>;
  /** The answer to a change it may not make. */
  refusal(): Error;
  /** Most records one write may create, change, trash or delete (setting maxWriteRecords), and the answer past it. */
  maxRecords: number;
  tooMany(): Error;
}

/** One change of a record, as the door sees it before it runs. */
export interface DoorChange {
  uid: string;
  resource: DoorResource;
  kind: ChangeKind;
  /** The record changed (absent for a create) and the language the change is in. */
  documentId?: string;
  locale?: string;
}

interface OpenDoor extends Door {
  /** The documents changed so far. */
  touched: Set<string>;
}

const doors = new AsyncLocalStorage<OpenDoor>();

/** Runs a write (its transaction inside) through the door. */
export function throughDoor<T>(door: Door, run: () => Promise<T>): Promise<T> {
  return doors.run({ ...door, touched: new Set() }, run);
}

/** Checks one change at the door before it runs (nothing when no door is open); throws the refusal. */
export async function atDoor(change: DoorChange): Promise<void> {
  const door = doors.getStore();
  if (door && !(await door.allows(change))) throw door.refusal();
}

/**
 * Counts a record the write changed (every language of a document is one record); past the bound the
 * write stops there and is rolled back whole.
 */
export function countAtDoor(documentId: string): void {
  const door = doors.getStore();
  if (!door) return;
  door.touched.add(documentId);
  if (door.touched.size > door.maxRecords) throw door.tooMany();
}

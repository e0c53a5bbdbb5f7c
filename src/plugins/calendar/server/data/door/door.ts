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

/**
 * What a step of the write will change (data/door/steps.ts), listed before it writes anything: the
 * records it creates and the documents it changes, trashes or restores (a series: the dates it makes,
 * moves and trashes, features/series/reconcile.ts).
 */
export interface PlannedChanges {
  step: string;
  creates: number;
  changes: string[];
  /** What a reader of the plan sees of it (a series: the keys of the dates it makes). */
  detail?: Record<string, unknown>;
}

interface OpenDoor extends Door {
  /** The documents changed so far. */
  touched: Set<string>;
  /** The documents this write created (a door may let a write change only what it made). */
  created: Set<string>;
  /** The write's plan so far: its steps' changes, in the order they were planned. */
  plan: PlannedChanges[];
}

const doors = new AsyncLocalStorage<OpenDoor>();

/** Runs a write (its transaction inside) through the door. */
export function throughDoor<T>(door: Door, run: () => Promise<T>): Promise<T> {
  return doors.run({ ...door, touched: new Set(), created: new Set(), plan: [] }, run);
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

/** Notes a document the write created (data/door/middleware.ts), then counts it. */
export function createdAtDoor(documentId: string): void {
  doors.getStore()?.created.add(documentId);
  countAtDoor(documentId);
}

/** Whether the open write created this document (false outside a door). */
export const madeInThisWrite = (documentId: string): boolean => doors.getStore()?.created.has(documentId) ?? false;

/**
 * Lists a step's changes in the write's plan before it makes them, and refuses them at once when the
 * write would pass the bound with them: a series of a thousand dates is refused before its first row is
 * written, not at the record past the bound. Each record is still judged and counted as it is written.
 */
export function planAtDoor(changes: PlannedChanges): void {
  const door = doors.getStore();
  if (!door) return;
  door.plan.push(changes);
  // The steps run one after the other: what an earlier one created is already counted as touched.
  const changed = new Set([...door.touched, ...changes.changes]);
  if (changed.size + changes.creates > door.maxRecords) throw door.tooMany();
}

/** The open write's plan so far (empty outside a door): what its steps listed before writing. */
export const plannedAtDoor = (): readonly PlannedChanges[] => doors.getStore()?.plan ?? [];

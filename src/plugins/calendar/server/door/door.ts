import { AsyncLocalStorage } from 'node:async_hooks';
import { forbidden, LegacyError } from '../errors';
import { refusal, type Change, type DoorCaller } from './rules';

/**
 * One door for every write (issue 31). A request that writes opens it around its transaction; every
 * Document Service call that changes a calendar record while it is open, whoever makes it (the route's
 * own change, the series service's occurrences, inline venues, organizers and terms, translations), is
 * checked at the door before it runs (door/middleware.ts): the caller's right on that record, its
 * ownership, and the number of records one write may change. A refusal throws inside the transaction,
 * so the write changes nothing at all.
 *
 * Work outside a request (the demo seed, the importer run by an operator, the horizon job, scheduled
 * publishing) opens no door. The admin's saves are checked by Strapi's Content Manager instead.
 */
export interface Door {
  caller: DoorCaller;
  /** The caller's user, looked up once and only when a change needs it (auth/writer.ts). */
  writer(): Promise<number | null>;
  /** Most records one write may create, change, trash or delete (setting maxWriteRecords). */
  maxRecords: number;
  /** Hearing the caller: 401 without credentials, 403 with them. */
  hasCredentials: boolean;
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

/** Past maxWriteRecords: 400, nothing written. */
export const tooManyRecords = (max: number) =>
  new LegacyError('rest_invalid_request', `This write would change more than ${max} records (maxWriteRecords); split it into smaller writes.`, 400);

/** Checks one change at the door before it runs (nothing when no door is open); throws the refusal. */
export async function atDoor(change: Change): Promise<void> {
  const door = doors.getStore();
  if (!door) return;
  const why = refusal(change, door.caller, change.author === undefined || door.caller.editsOthers ? null : await door.writer());
  if (why) throw forbidden(door.hasCredentials);
}

/**
 * Counts a record the write changed (every language of a document is one record); past the bound the
 * write stops there and is rolled back whole.
 */
export function countAtDoor(documentId: string): void {
  const door = doors.getStore();
  if (!door) return;
  door.touched.add(documentId);
  if (door.touched.size > door.maxRecords) throw tooManyRecords(door.maxRecords);
}

/** Whether a door is open (a change needs its author read only then). */
export const doorOpen = (): Door | undefined => doors.getStore();

import type { z } from 'zod/v4';
import { param, reject, Rejection } from '../params/issues';
import { phpNumber, phpPositiveInt } from '../params/php';
import { isMap, isPhpEmpty, isRecord, toList, withoutNulls } from './values';

/**
 * A venue or organizer named in an event body: an existing record by wire ID (`4`, `"4"`, `{ id: 4 }`),
 * or the fields of one to create (validated with the venue/organizer create rules).
 */
export type Linked<T> = { id: number } | { create: T };

/** An ID, in any form PHP's `is_numeric` takes: a positive integer, else invalid. */
const readId = (value: unknown): { id: number } | Rejection => {
  const id = phpPositiveInt(value);
  return id === null ? reject() : { id };
};

/**
 * TEC's `is_linked_post_id_or_entry_or_empty` (`venue`, `organizer`), as a list in the order given:
 * - empty (`""`, `0`, `[]`, or a list or object whose values are all empty): `[]`, no link;
 * - a number or a CSV of IDs (`"4"`, `"4, 6"`): every item an ID;
 * - an object: one entry; a list: one entry per item. An entry is an ID, `{ id }` (a non-empty `id`
 *   wins over any other field), or an inline object that must pass `createSchema`.
 * Whether the IDs exist, and what several venues mean, is the service's business. A failing entry
 * fails the whole parameter with `"Invalid parameter."`, as in the original. Described as a list of
 * integers, as the original declares it (its description mentions the other forms).
 */
export function linkedPosts<S extends z.ZodType>(createSchema: S) {
  type Entry = Linked<z.output<S>>;

  const readEntry = (entry: unknown): Entry | Rejection => {
    if (phpNumber(entry) !== null) return readId(entry);
    if (!isMap(entry)) return reject();
    if (!isPhpEmpty(entry.id)) return readId(entry.id);
    const parsed = createSchema.safeParse(withoutNulls(entry));
    return parsed.success ? { create: parsed.data } : reject();
  };

  return param((value): Entry[] | Rejection => {
    if (isPhpEmpty(value)) return [];
    if (isRecord(value) || Array.isArray(value)) {
      // PHP's array_filter: a list or object holding only empty values counts as empty.
      if (Object.values(value).every(isPhpEmpty)) return [];
      const entries = toList(value) ?? [value];
      const read = entries.map(readEntry);
      const accepted = read.filter((entry): entry is Entry => !(entry instanceof Rejection));
      return accepted.length === read.length ? accepted : reject();
    }
    if (typeof value !== 'string' && typeof value !== 'number') return reject();
    const ids = String(value)
      .split(/\s*,\s*/)
      .map(readId);
    return ids.every((id): id is { id: number } => !(id instanceof Rejection)) ? ids : reject();
  }).meta({ type: 'array', items: { type: 'integer' } });
}

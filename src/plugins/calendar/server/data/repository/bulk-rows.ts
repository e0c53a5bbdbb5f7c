import type { Core, UID } from '@strapi/strapi';
import { columnName, joinTableOf, tableName, withKnex, type Knex } from './tables';

/**
 * Rows written in batches, for the writes that change many records of one kind at once (the dates of a
 * series, issue 31): a few statements per batch instead of the Document Service's twenty-odd per record,
 * so that a series at its bound is stored in a second or two, not a minute inside one transaction.
 *
 * What the Document Service would have done besides is done here or by what runs anyway: the database
 * lifecycles of the calendar (wire IDs, slugs, term counts) run on `createMany`/`updateMany`; the data
 * version and the day counts are database triggers. Strapi's entry events (webhooks) are not sent for these
 * rows, as they are not for any raw write. The caller checks the write door for each record (data/door/door.ts).
 */

type Data = Record<string, unknown>;
type ContentType = UID.ContentType;

/** Rows per statement: SQLite binds at most 32,766 values in one statement, PostgreSQL 65,535. */
const CHUNK = 400;

export const inChunks = <T>(items: T[], size = CHUNK): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** A new document ID, made as Strapi makes them (the documentId attribute's own default). */
export function newDocumentId(strapi: Core.Strapi, uid: ContentType): string {
  const attribute = strapi.db.metadata.get(uid).attributes.documentId as { default?: () => string };
  if (typeof attribute.default !== 'function') throw new Error(`${uid} makes no document IDs`);
  return attribute.default();
}

/**
 * Rows in batches of at most CHUNK rows and about MAX_BATCH_BYTES of values: a series whose description
 * is near the body limit (1 MiB) would otherwise make one INSERT of a gigabyte, past MariaDB's
 * max_allowed_packet (16 MiB by default) and the process's memory.
 */
const MAX_BATCH_BYTES = 4 * 1024 * 1024;
const sizeOf = (row: Data): number =>
  Object.values(row).reduce<number>((sum, value) => sum + (typeof value === 'string' ? value.length : value && typeof value === 'object' ? JSON.stringify(value).length : 16), 0);
function bySize<T>(rows: T[]): T[][] {
  const batches: T[][] = [];
  let batch: T[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = sizeOf(row as Data);
    if (batch.length && (batch.length >= CHUNK || bytes + size > MAX_BATCH_BYTES)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(row);
    bytes += size;
  }
  if (batch.length) batches.push(batch);
  return batches;
}

export type NewRow = Data & { documentId: string; locale: string };

/**
 * New rows in one `createMany` (attribute data without many-to-many or morph relations: add those with
 * `copyLinks`), and their row IDs in the order given, read back by document and language (MySQL answers
 * only the first ID of a multi-row insert).
 */
export async function insertRows(strapi: Core.Strapi, uid: ContentType, rows: NewRow[]): Promise<number[]> {
  if (!rows.length) return [];
  const now = new Date();
  const stamped = rows.map((row) => ({ createdAt: now, updatedAt: now, publishedAt: now, ...row }));
  for (const batch of bySize(stamped)) await strapi.db.query(uid).createMany({ data: batch });
  const ids = new Map<string, number>();
  for (const chunk of inChunks(rows)) {
    const found = (await strapi.db.query(uid).findMany({
      where: { documentId: { $in: chunk.map((row) => row.documentId) } },
      select: ['id', 'documentId', 'locale'],
    })) as { id: number; documentId: string; locale: string }[];
    for (const row of found) ids.set(`${row.documentId}|${row.locale}`, row.id);
  }
  return rows.map((row) => {
    const id = ids.get(`${row.documentId}|${row.locale}`);
    if (id === undefined) throw new Error(`${uid}: the new row ${row.documentId} (${row.locale}) was not stored`);
    return id;
  });
}

/** One change of many rows alike (the same values on each), in one `updateMany` per chunk: its lifecycles run. */
export async function updateRowsAlike(strapi: Core.Strapi, uid: ContentType, rowIds: number[], data: Data): Promise<void> {
  for (const chunk of inChunks(rowIds)) {
    await strapi.db.query(uid).updateMany({ where: { id: { $in: chunk } }, data: { updatedAt: new Date(), ...data } });
  }
}

/**
 * Different values on each row, one UPDATE per row and nothing else: for bookkeeping columns that no
 * lifecycle watches (dates, occurrence keys, slugs). Attribute names are mapped to their columns; values
 * are dates, strings, numbers or null (knex binds a Date as each driver stores it).
 */
export async function updateEachRow(strapi: Core.Strapi, uid: ContentType, updates: { id: number; data: Data }[]): Promise<void> {
  if (!updates.length) return;
  const table = tableName(strapi, uid);
  const updatedAt = columnName(strapi, uid, 'updatedAt');
  const now = new Date();
  await withKnex(strapi, async (knex) => {
    for (const { id, data } of updates) {
      const columns = Object.fromEntries(Object.entries(data).map(([name, value]) => [columnName(strapi, uid, name), value]));
      await knex(table).where({ id }).update({ [updatedAt]: now, ...columns });
    }
  });
}

interface LinkTable {
  name: string;
  own: string;
  other: string;
  order?: string;
  inverseOrder?: string;
}

function linkTable(strapi: Core.Strapi, uid: ContentType, attribute: string): LinkTable {
  const join = joinTableOf(strapi, uid, attribute) as ReturnType<typeof joinTableOf> & { inverseOrderColumnName?: string };
  return { name: join.name, own: join.joinColumn.name, other: join.inverseJoinColumn.name, order: join.orderColumnName, inverseOrder: join.inverseOrderColumnName };
}

/** The last place in each target's own list of this relation (Strapi orders a target's side by it too). */
async function lastPlaces(knex: Knex, table: LinkTable, targets: number[]): Promise<Map<number, number>> {
  const places = new Map<number, number>();
  if (!table.inverseOrder) return places;
  for (const chunk of inChunks([...new Set(targets)])) {
    const rows = (await knex(table.name).whereIn(table.other, chunk).groupBy(table.other).select(table.other).max(`${table.inverseOrder} as last`)) as Data[];
    for (const row of rows) places.set(Number(row[table.other]), Number(row.last ?? 0));
  }
  return places;
}

/** Links rows to targets through a relation's join table (each link after the target's last). */
export async function addLinks(strapi: Core.Strapi, uid: ContentType, attribute: string, links: { rowId: number; targetId: number; order?: number }[]): Promise<void> {
  if (!links.length) return;
  const table = linkTable(strapi, uid, attribute);
  await withKnex(strapi, async (knex) => {
    const places = await lastPlaces(knex, table, links.map((link) => link.targetId));
    const rows = links.map((link) => {
      const place = (places.get(link.targetId) ?? 0) + 1;
      places.set(link.targetId, place);
      return {
        [table.own]: link.rowId,
        [table.other]: link.targetId,
        ...(table.order ? { [table.order]: link.order ?? 1 } : {}),
        ...(table.inverseOrder ? { [table.inverseOrder]: place } : {}),
      };
    });
    for (const chunk of inChunks(rows)) await knex(table.name).insert(chunk);
  });
}

/** Removes every link of these rows through a relation. */
export async function removeLinks(strapi: Core.Strapi, uid: ContentType, attribute: string, rowIds: number[]): Promise<void> {
  const table = linkTable(strapi, uid, attribute);
  await withKnex(strapi, async (knex) => {
    for (const chunk of inChunks(rowIds)) await knex(table.name).whereIn(table.own, chunk).delete();
  });
}

/** The media field's links live in the upload plugin's morph table. */
const MEDIA_LINKS = { table: 'files_related_mph', file: 'file_id', related: 'related_id', type: 'related_type', field: 'field', order: 'order' };

/**
 * Gives each row the links a template row has (same targets, same order): for every relation named, and
 * for media fields. The rows' own earlier links through these relations are replaced.
 */
export async function copyLinks(strapi: Core.Strapi, uid: ContentType, templateId: number, rowIds: number[], relations: readonly string[], media: readonly string[] = []): Promise<void> {
  if (!rowIds.length) return;
  for (const attribute of relations) {
    const table = linkTable(strapi, uid, attribute);
    const template = (await withKnex(strapi, (knex) => knex(table.name).where(table.own, templateId).select())) as Data[];
    await removeLinks(strapi, uid, attribute, rowIds);
    const links = rowIds.flatMap((rowId) => template.map((link) => ({ rowId, targetId: Number(link[table.other]), order: table.order ? Number(link[table.order]) : undefined })));
    await addLinks(strapi, uid, attribute, links);
  }
  if (media.length) await copyMediaLinks(strapi, uid, rowIds.map((rowId) => ({ from: templateId, to: rowId })), media);
}

/** Gives each row `to` the media of row `from` in these fields (its own earlier media there replaced). */
export async function copyMediaLinks(strapi: Core.Strapi, uid: ContentType, pairs: { from: number; to: number }[], fields: readonly string[]): Promise<void> {
  if (!pairs.length || !fields.length) return;
  const m = MEDIA_LINKS;
  await withKnex(strapi, async (knex) => {
    const byRow = new Map<number, Data[]>();
    for (const chunk of inChunks([...new Set(pairs.map((pair) => pair.from))])) {
      const found = (await knex(m.table).where({ [m.type]: uid }).whereIn(m.related, chunk).whereIn(m.field, fields).select()) as Data[];
      for (const link of found) byRow.set(Number(link[m.related]), [...(byRow.get(Number(link[m.related])) ?? []), link]);
    }
    for (const chunk of inChunks(pairs.map((pair) => pair.to))) await knex(m.table).where({ [m.type]: uid }).whereIn(m.related, chunk).whereIn(m.field, fields).delete();
    const rows = pairs.flatMap(({ from, to }) => (byRow.get(from) ?? []).map((link) => ({ [m.file]: link[m.file], [m.related]: to, [m.type]: uid, [m.field]: link[m.field], [m.order]: link[m.order] })));
    for (const chunk of inChunks(rows)) await knex(m.table).insert(chunk);
  });
}

import type { Core } from '@strapi/strapi';
import { UID } from '../../src/plugins/calendar/server/data/repository/uids';

type Row = Record<string, unknown>;
type Uid = (typeof UID)[keyof typeof UID];
const UIDS = Object.values(UID) as Uid[];

interface JoinTable {
  name: string;
  joinColumn: { name: string };
}

/** Every row of the calendar's tables (the five content types and the link tables between them and to others). */
export interface TableSnapshot {
  /** Row ID → document ID, per content type (rows of before and after, so a deleted row still names its document). */
  documents: Map<Uid, Map<number, string>>;
  tables: Map<string, Map<string, string>>;
  /** Each content type's own table. */
  owners: Map<string, Uid>;
  links: Map<string, { owner: Uid; join: JoinTable }>;
}

/**
 * Columns the app derives from other records (a term's count of events, kept by data/counts/lifecycle.ts):
 * linking an event to a term recounts the term, which is no change of the term by the writer.
 */
const DERIVED = new Set(['event_count']);
const withoutDerived = (row: Row): string => JSON.stringify(Object.fromEntries(Object.entries(row).filter(([column]) => !DERIVED.has(column))));

const keyOf = (row: Row): string => (row.id !== undefined ? `id:${String(row.id)}` : JSON.stringify(row));

/** Takes every row of the calendar's tables, as text, keyed by row ID (link tables without one: by the whole row). */
export async function snapshotTables(strapi: Core.Strapi): Promise<TableSnapshot> {
  const knex = strapi.db.connection;
  const snapshot: TableSnapshot = { documents: new Map(), tables: new Map(), owners: new Map(), links: new Map() };
  for (const uid of UIDS) {
    const meta = strapi.db.metadata.get(uid);
    const rows = (await knex(meta.tableName).select('*')) as Row[];
    snapshot.documents.set(uid, new Map(rows.map((row) => [Number(row.id), String(row.document_id)])));
    snapshot.tables.set(meta.tableName, new Map(rows.map((row) => [keyOf(row), withoutDerived(row)])));
    snapshot.owners.set(meta.tableName, uid);
    for (const attribute of Object.values(meta.attributes as Record<string, { joinTable?: JoinTable; target?: string }>)) {
      const join = attribute.joinTable;
      if (!join || snapshot.links.has(join.name)) continue;
      snapshot.links.set(join.name, { owner: uid, join });
      const links = (await knex(join.name).select('*')) as Row[];
      snapshot.tables.set(join.name, new Map(links.map((row) => [keyOf(row), JSON.stringify(row)])));
    }
  }
  return snapshot;
}

/**
 * The records whose rows differ between two snapshots, as `<uid>:<documentId>`: a row of a record added,
 * removed or changed, or a row of a link it holds (an event's link to a venue changes the event).
 */
export function changedRecords(before: TableSnapshot, after: TableSnapshot): Set<string> {
  const changed = new Set<string>();
  const documentOf = (uid: Uid, rowId: unknown) => after.documents.get(uid)?.get(Number(rowId)) ?? before.documents.get(uid)?.get(Number(rowId));
  const mark = (uid: Uid, rowId: unknown) => {
    const documentId = documentOf(uid, rowId);
    changed.add(`${uid}:${documentId ?? `row ${String(rowId)}`}`);
  };
  for (const [table, rows] of after.tables) {
    const old = before.tables.get(table) ?? new Map<string, string>();
    const differing = [...rows].filter(([key, text]) => old.get(key) !== text).map(([, text]) => text);
    differing.push(...[...old].filter(([key]) => !rows.has(key)).map(([, text]) => text));
    const uid = after.owners.get(table);
    for (const text of differing) {
      const row = JSON.parse(text) as Row;
      const link = after.links.get(table);
      // A link belongs to the record that holds the relation (an event's venue is the event's field).
      if (link) mark(link.owner, row[link.join.joinColumn.name]);
      else if (uid) mark(uid, row.id);
    }
  }
  return changed;
}

/**
 * The records a write changed: the snapshots around it. `existing`: only records that were there before
 * (a create's new records left out).
 */
export async function changesOf(strapi: Core.Strapi, write: () => Promise<unknown>, { existing = false } = {}): Promise<Set<string>> {
  const before = await snapshotTables(strapi);
  await write();
  const changed = changedRecords(before, await snapshotTables(strapi));
  if (!existing) return changed;
  const old = new Set([...before.documents].flatMap(([uid, rows]) => [...rows.values()].map((documentId) => `${uid}:${documentId}`)));
  return new Set([...changed].filter((record) => old.has(record)));
}

import type { Core } from '@strapi/strapi';
import { CALENDAR_UIDS, type CalendarUid } from '../../src/plugins/calendar/server/ids/kinds';

interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
}
type Row = Record<string, unknown>;

/** Every row of a table, in a stable order (row IDs, then the whole row as text for link tables without one). */
async function sorted(query: ReturnType<Core.Strapi['db']['connection']>): Promise<Row[]> {
  const rows = (await query) as Row[];
  return rows.map((row) => JSON.parse(JSON.stringify(row)) as Row).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

/**
 * The rows of the calendar's tables that belong to some records (every translation of each named document):
 * their own rows, and the link rows that name one of them on either side. Taken before and after a write,
 * they tell whether the write changed any of those records (values as the driver reads them, as JSON).
 */
export async function recordRows(strapi: Core.Strapi, documents: Partial<Record<CalendarUid, string[]>>): Promise<Record<string, Row[]>> {
  const knex = strapi.db.connection;
  const rowIds = new Map<CalendarUid, number[]>();
  const result: Record<string, Row[]> = {};
  for (const uid of CALENDAR_UIDS) {
    const ids = documents[uid] ?? [];
    const table = strapi.db.metadata.get(uid).tableName;
    const rows = ids.length ? await sorted(knex(table).whereIn('document_id', ids)) : [];
    rowIds.set(uid, rows.map((row) => Number(row.id)));
    if (ids.length) result[table] = rows;
  }
  for (const uid of CALENDAR_UIDS) {
    const attributes = strapi.db.metadata.get(uid).attributes as Record<string, { joinTable?: JoinTable; target?: string }>;
    for (const attribute of Object.values(attributes)) {
      const join = attribute.joinTable;
      if (!join || result[join.name]) continue;
      const own = rowIds.get(uid) ?? [];
      const other = rowIds.get(attribute.target as CalendarUid) ?? [];
      if (!own.length && !other.length) continue;
      result[join.name] = await sorted(
        knex(join.name).where((q) => {
          q.whereIn(join.joinColumn.name, own.length ? own : [-1]).orWhereIn(join.inverseJoinColumn.name, other.length ? other : [-1]);
        })
      );
    }
  }
  return result;
}

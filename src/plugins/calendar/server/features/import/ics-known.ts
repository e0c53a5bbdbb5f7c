import type { Core } from '@strapi/strapi';
import { readDefinition } from '../series/definition';
import { UID } from '../../data/repository/uids';

/** An event this importer made from a feed, as a re-import compares and updates it. */
export interface Known {
  id: number;
  documentId: string;
  updatedAt: string | Date;
  postStatus: string;
  /** Its series here, and whether it holds the series' definition (its anchor). */
  seriesUid: string | null;
  anchor: boolean;
  lineage: string[];
}

const SELECT = ['id', 'documentId', 'updatedAt', 'postStatus', 'seriesUid', 'recurrence', 'globalIdLineage'];
type Row = Omit<Known, 'anchor' | 'lineage'> & { recurrence: unknown; globalIdLineage: unknown };

const toKnown = (row: Row): Known => ({
  id: row.id,
  documentId: row.documentId,
  updatedAt: row.updatedAt,
  postStatus: row.postStatus,
  seriesUid: row.seriesUid,
  anchor: readDefinition(row.recurrence) !== null,
  lineage: Array.isArray(row.globalIdLineage) ? row.globalIdLineage.filter((e): e is string => typeof e === 'string') : [],
});

/** One event of the language (by ID, or an occurrence by series and key), or null. */
export async function knownRow(strapi: Core.Strapi, locale: string, where: object): Promise<Known | null> {
  const row = (await strapi.db.query(UID.event).findOne({ where: { ...where, locale }, select: SELECT })) as Row | null;
  return row && toKnown(row);
}

/** Events this importer made before, by what follows `prefix` in their lineage (`<UID>`, `<UID>/<key>`). */
export async function knownUids(strapi: Core.Strapi, locale: string, prefix: string): Promise<Map<string, Known>> {
  const rows = (await strapi.db.query(UID.event).findMany({ where: { locale, globalIdLineage: { $notNull: true } }, select: SELECT })) as Row[];
  const known = new Map<string, Known>();
  for (const row of rows.map(toKnown)) {
    for (const entry of row.lineage) if (entry.startsWith(prefix)) known.set(entry.slice(prefix.length), row);
  }
  return known;
}

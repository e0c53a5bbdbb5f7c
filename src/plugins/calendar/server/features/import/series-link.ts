import type { Core } from '@strapi/strapi';
import { randomUUID } from 'crypto';
import { toWallText } from '../../../shared/recurrence/date-values';
import { parseRecurrence, RecurrenceError, type Occurrence } from '../series/rules';
import { UID } from '../../data/repository/uids';
import { readDefinition, type SeriesDefinition } from '../series/definition';
import { ownWrites } from '../series/own-writes';
import { occurrencesOf } from '../series/reconcile';
import { seriesContext } from '../series/service';

/**
 * Links events an import brought in, each under its source ID, slug and dates, into ONE series here, as
 * the source had them: the parent becomes the anchor (the series' definition on it), every member gets
 * the series' UID, its occurrence key and its exception flag, and the parent link. Bookkeeping only, as
 * the series service's own (raw updates of the series fields, the parent links written with
 * `series: 'kept'`, as features/series/reconcile.ts placeDefinition): the series step
 * (features/series/step.ts) creates, moves and trashes nothing, and each record keeps its `modified`. Linked only when the series as defined keeps every
 * member where it is (the horizon job reconciles it daily); otherwise the events stay single events with
 * their parent link, and the caller reports why.
 */
export interface PlannedMember {
  documentId: string;
  /** The occurrence key (`20270415T190000`, all-day `20270415`). */
  key: string;
  /** Changed on its own (a member whose dates are not the series' is made one here). */
  exception: boolean;
}

export interface SeriesPlan {
  /** How problem lines name the series: `event 123 (fr)`. */
  label: string;
  /** The parent's document: the series' anchor. */
  anchor: string;
  definition: SeriesDefinition;
  /** Every member, the anchor included. */
  members: PlannedMember[];
}

export type LinkResult = { outcome: 'linked' | 'unchanged' } | { outcome: 'skipped'; message: string };

interface Row {
  id: number;
  documentId: string;
  locale: string;
  postStatus: string;
  startDate: string | Date;
  endDate: string | Date;
  updatedAt: string | Date;
  recurrence: unknown;
  seriesUid: string | null;
  occurrenceKey: string | null;
  seriesException: boolean | null;
  parentEvent: { documentId: string } | null;
}

const SELECT = ['id', 'documentId', 'locale', 'postStatus', 'startDate', 'endDate', 'updatedAt', 'recurrence', 'seriesUid', 'occurrenceKey', 'seriesException'];
const live = (rows: Row[]) => rows.some((row) => row.postStatus !== 'trash');
const at = (value: string | Date) => new Date(value).getTime();

async function rowsWhere(strapi: Core.Strapi, where: object): Promise<Row[]> {
  return (await strapi.db.query(UID.event).findMany({ where, select: SELECT, populate: { parentEvent: { select: ['documentId'] } } })) as Row[];
}

function sameDefinition(stored: unknown, wanted: SeriesDefinition | null): boolean {
  const a = readDefinition(stored);
  if (!a || !wanted) return a === wanted;
  const { lines, ...start } = wanted;
  return (Object.keys(start) as (keyof typeof start)[]).every((k) => a[k] === start[k]) && JSON.stringify(a.lines) === JSON.stringify(lines);
}

/**
 * Why the plan cannot be a series here, or null; exception flags are set where a member's dates are not
 * the ones the series gives it (its data is kept, the series leaves it alone).
 */
function check(strapi: Core.Strapi, plan: SeriesPlan, rows: Map<string, Row[]>): string | null {
  const parsed = parseRecurrence(plan.definition.lines);
  if (!parsed.ok) return `its dates cannot be written as recurrence lines here (${parsed.error.message})`;
  if (new Set(plan.members.map((m) => m.key)).size !== plan.members.length) return 'two of its events start at the same time';
  let wanted: Map<string, Occurrence>;
  try {
    wanted = new Map(occurrencesOf(plan.definition, seriesContext(strapi).limits).map((o) => [o.key, o]));
  } catch (error) {
    if (error instanceof RecurrenceError) return error.message;
    throw error;
  }
  const anchor = plan.members.find((m) => m.documentId === plan.anchor);
  if (!anchor || !wanted.has(anchor.key)) return 'its parent is not a date of its own series';
  const anchorLive = live(rows.get(plan.anchor) ?? []);
  for (const member of plan.members) {
    const memberRows = rows.get(member.documentId) ?? [];
    const occurrence = wanted.get(member.key);
    const day = toWallText(member.key);
    if (live(memberRows) && !occurrence) return `the event of ${day} is not a date this site's series would keep (past its horizon of stored dates, or not a date of the recurrence)`;
    if (!live(memberRows) && occurrence && anchorLive) return `the event of ${day} is in the trash but its date is not excluded`;
    if (occurrence && !member.exception && memberRows.some((r) => at(r.startDate) !== occurrence.start.getTime() || at(r.endDate) !== occurrence.end.getTime())) {
      member.exception = true;
    }
  }
  return null;
}

interface Wanted {
  seriesUid: string | null;
  occurrenceKey: string | null;
  seriesException: boolean;
  recurrence: SeriesDefinition | null;
}

const differs = (row: Row, w: Wanted) =>
  row.seriesUid !== w.seriesUid || row.occurrenceKey !== w.occurrenceKey || Boolean(row.seriesException) !== w.seriesException || !sameDefinition(row.recurrence, w.recurrence);

/**
 * Writes what differs, in one transaction: the series fields (keys through a temporary value, as two
 * members may trade keys), then the parent links, then each row's `updatedAt` back (the source's `modified`).
 */
async function write(strapi: Core.Strapi, plan: SeriesPlan, rows: Row[], wanted: Map<string, Wanted>): Promise<boolean> {
  const anchorLocales = new Set(rows.filter((r) => r.documentId === plan.anchor).map((r) => r.locale));
  const parentOf = (row: Row) => (!wanted.has(row.documentId) || row.documentId === plan.anchor ? null : plan.anchor);
  const relink = rows.filter((row) => {
    const current = row.parentEvent?.documentId ?? null;
    // A former member loses its link to this parent only; one in a language the parent lacks keeps its own.
    if (!wanted.has(row.documentId)) return current === plan.anchor;
    if (parentOf(row) && !anchorLocales.has(row.locale)) return false;
    return current !== parentOf(row);
  });
  const changed = [...new Set(rows.filter((row) => differs(row, wanted.get(row.documentId) ?? CLEARED)).map((row) => row.documentId))];
  if (!changed.length && !relink.length) return false;
  const query = strapi.db.query(UID.event);
  await strapi.db.transaction(async () => {
    for (const documentId of changed) await query.updateMany({ where: { documentId }, data: { occurrenceKey: `linking:${documentId}` } });
    for (const documentId of changed) await query.updateMany({ where: { documentId }, data: { ...(wanted.get(documentId) ?? CLEARED) } });
    const writes = ownWrites(strapi);
    for (const row of relink) await writes.update(row.documentId, row.locale, { parentEvent: parentOf(row) });
    for (const row of rows) await query.updateMany({ where: { id: row.id }, data: { updatedAt: row.updatedAt } });
  });
  return true;
}

const CLEARED: Wanted = { seriesUid: null, occurrenceKey: null, seriesException: false, recurrence: null };

/** Links the plan's events as one series (or, when that cannot be, as a parent and its children). */
export async function linkSeries(strapi: Core.Strapi, plan: SeriesPlan): Promise<LinkResult> {
  const documents = plan.members.map((m) => m.documentId);
  const memberRows = await rowsWhere(strapi, { documentId: { $in: documents } });
  const byDocument = new Map<string, Row[]>();
  for (const row of memberRows) byDocument.set(row.documentId, [...(byDocument.get(row.documentId) ?? []), row]);
  const uid = byDocument.get(plan.anchor)?.find((row) => row.seriesUid)?.seriesUid ?? randomUUID();
  // Events a former run linked to this series (or to its parent) that the source no longer has in it.
  const former = await rowsWhere(strapi, { $or: [{ seriesUid: uid }, { parentEvent: { documentId: plan.anchor } }], documentId: { $notIn: documents } });
  const problem = check(strapi, plan, byDocument);
  const wanted = new Map<string, Wanted>(
    plan.members.map((m) => [
      m.documentId,
      problem ? CLEARED : { seriesUid: uid, occurrenceKey: m.key, seriesException: m.exception, recurrence: m.documentId === plan.anchor ? plan.definition : null },
    ])
  );
  const wrote = await write(strapi, plan, [...memberRows, ...former], wanted);
  if (problem) return { outcome: 'skipped', message: `the events of ${plan.label} stay single events with their parent link: ${problem}` };
  return { outcome: wrote ? 'linked' : 'unchanged' };
}

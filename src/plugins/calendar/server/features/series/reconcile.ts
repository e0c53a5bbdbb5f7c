import type { Core } from '@strapi/strapi';
import { DateTime } from 'luxon';
import { expandSeries, type Occurrence } from './rules';
import type { SeriesStart } from '../../../shared/recurrence/types';
import { zoneOf } from '../../core/wire/dates';
import { UID } from '../../data/repository/uids';
import { atDoor, countAtDoor, planAtDoor, type PlannedChanges } from '../../data/door/door';
import { addLinks, removeLinks } from '../../data/repository/bulk-rows';
import { recurrenceOf, type SeriesDefinition } from './definition';
import type { Member, MemberRow } from './members';
import { sourceDocument, type Data, type SourceDocument } from './occurrence-data';
import { createOccurrences, moveOccurrenceRows, restoreOccurrences, trashOccurrences } from './occurrence-store';
import { propagateWrite } from './propagate';

/** How far a series is stored and how large it may grow (settings seriesHorizonDays, seriesMaxOccurrences). */
export interface SeriesLimits {
  now: Date;
  horizonDays: number;
  cap: number;
}

/** A series to bring in line with its definition. */
export interface SeriesTarget {
  uid: string;
  definition: SeriesDefinition;
  /** The member that holds the definition (it may pass to another when its own date is gone). */
  anchor: Member;
  members: Member[];
}

export interface ReconcileOptions {
  /**
   * A write to the whole series: its fields, for the members that follow the series (not the exceptions)
   * in the write's language, `written` being the member the write itself changed.
   */
  propagate?: { data: Data; locale: string; written: string };
}

const DAY = 86_400_000;
const live = (row: MemberRow) => row.postStatus !== 'trash';
const isLive = (member: Member) => member.rows.some(live);
const sameInstant = (a: string | Date, b: Date) => new Date(a).getTime() === b.getTime();

/**
 * The dates of a definition, from its first one to the horizon. The cap counts every date, past ones
 * included, and the expansion stops there (issue 31): what one write may store, and what one pass of the
 * horizon job reads, is bounded whatever the rule. A long-running open-ended series reaches it in time;
 * its editor then continues it as a new series ("this and the following").
 */
export function occurrencesOf(definition: SeriesDefinition, limits: SeriesLimits): Occurrence[] {
  return expandSeries(definition, recurrenceOf(definition), { horizon: horizonOf(limits, definition), cap: limits.cap }).occurrences;
}

/**
 * The last instant a series' dates are stored up to: `horizonDays` past now, or past its first date when that
 * comes later. A series that starts beyond the horizon (a festival announced three years ahead) is stored from
 * its first date: measured from now, its own first date was past the horizon, and the series trashed itself.
 */
export function horizonOf(limits: SeriesLimits, series?: SeriesStart): Date {
  const first = series ? DateTime.fromISO(series.start.replace(' ', 'T'), { zone: zoneOf(series.timezone) }) : null;
  const from = Math.max(limits.now.getTime(), first?.isValid ? first.toMillis() : 0);
  return new Date(from + limits.horizonDays * DAY);
}

/** A date of a series that stays, and the new times of one of its rows when it moves. */
interface RowChange {
  member: Member;
  row: MemberRow;
  start?: Date;
  end?: Date;
}

/**
 * What bringing a series in line with its definition changes, decided before anything is written: the
 * members whose date is gone (trashed), the dates to make, the trashed rows whose date comes back, the
 * rows that move to their date's new times, the rows a write to the whole series passes its fields to,
 * and the member that holds the definition after it.
 */
export interface SeriesPlan {
  trash: Member[];
  create: Occurrence[];
  restore: RowChange[];
  move: Required<RowChange>[];
  followers: MemberRow[];
  /** Null when no date of the series is left live: its anchor keeps the definition. */
  anchor: Member | null;
}

/**
 * The plan of a series (pure): a date that stays keeps its event (and ID), moved to the date's new times
 * unless it was changed on its own (an exception); a date that is gone is trashed, as a delete is; a new
 * date becomes a new event in every language of the anchor; a trashed event whose date comes back is
 * restored. When the anchor's own date is gone, the earliest remaining occurrence becomes the anchor.
 * Null for a series deleted as a whole (its anchor trashed with its own date still wanted): it stays as
 * it is until restored.
 */
export function planSeries(series: SeriesTarget, limits: SeriesLimits, options: ReconcileOptions = {}): SeriesPlan | null {
  const targets = occurrencesOf(series.definition, limits);
  const wanted = new Map(targets.map((occurrence) => [occurrence.key, occurrence]));
  const byKey = new Map(series.members.map((member) => [member.key, member]));
  if (wanted.has(series.anchor.key) && !isLive(series.anchor)) return null;
  const anchor = wanted.has(series.anchor.key) ? series.anchor : pickAnchor(series.members, wanted);
  const plan: SeriesPlan = {
    trash: series.members.filter((member) => !wanted.has(member.key)),
    create: anchor ? targets.filter((occurrence) => !byKey.has(occurrence.key)) : [],
    restore: [],
    move: [],
    followers: [],
    anchor,
  };
  for (const occurrence of targets) {
    const member = byKey.get(occurrence.key);
    if (!member) continue;
    for (const row of member.rows) {
      const moved = !member.exception && (!sameInstant(row.startDate, occurrence.start) || !sameInstant(row.endDate, occurrence.end));
      const { propagate } = options;
      if (!member.exception && propagate && row.locale === propagate.locale && member.documentId !== propagate.written) plan.followers.push(row);
      // A date a rule change had dropped and brings back: its event comes back from the trash (same ID).
      if (!live(row)) plan.restore.push({ member, row, ...(moved ? { start: occurrence.start, end: occurrence.end } : {}) });
      else if (moved) plan.move.push({ member, row, start: occurrence.start, end: occurrence.end });
    }
  }
  return plan;
}

/** The plan as the write door lists it (data/door/door.ts planAtDoor): the dates it makes, the documents it changes. */
export function plannedChanges(uid: string, plan: SeriesPlan): PlannedChanges {
  const changed = [...plan.trash.filter(isLive), ...[...plan.restore, ...plan.move].map(({ member }) => member)].map((member) => member.documentId);
  const followers = plan.followers.map((row) => row.documentId);
  return {
    step: 'series',
    creates: plan.create.length,
    changes: [...new Set([...changed, ...followers])],
    detail: { series: uid, create: plan.create.map((occurrence) => occurrence.key), trash: plan.trash.filter(isLive).map((member) => member.key) },
  };
}

/**
 * Brings the stored occurrences of a series in line with its definition, in the caller's transaction:
 * its plan (above) listed at the write door first, then written in batches (features/series/occurrence-store.ts).
 */
export async function reconcile(strapi: Core.Strapi, series: SeriesTarget, limits: SeriesLimits, options: ReconcileOptions = {}): Promise<void> {
  const plan = planSeries(series, limits, options);
  if (!plan) return;
  planAtDoor(plannedChanges(series.uid, plan));
  await trashOccurrences(strapi, plan.trash);
  const sources = await sourcesOf(strapi, plan.anchor ?? series.anchor, options.propagate?.locale);
  if (plan.anchor) await createOccurrences(strapi, sources, plan.create, { uid: series.uid, anchor: plan.anchor.documentId });
  await restoreOccurrences(strapi, plan.restore.map((change) => ({ ...change, postStatus: String(sources.get(change.row.locale)?.postStatus ?? 'draft') })));
  await moveOccurrenceRows(strapi, plan.move);
  if (options.propagate && plan.followers.length) await propagateWrite(strapi, series.members, plan.followers, options.propagate);
  await placeDefinition(strapi, series, plan.anchor ?? series.anchor);
}

/** The live member of the earliest wanted date, to hold the definition when the anchor's date is gone. */
function pickAnchor(members: Member[], wanted: Map<string, Occurrence>): Member | null {
  const candidates = members.filter((member) => wanted.has(member.key) && isLive(member));
  candidates.sort((a, b) => wanted.get(a.key)!.start.getTime() - wanted.get(b.key)!.start.getTime());
  return candidates[0] ?? null;
}

/** The anchor's document in each of its languages, the language of the write first (new dates are made in it first). */
async function sourcesOf(strapi: Core.Strapi, anchor: Member, first?: string): Promise<Map<string, SourceDocument>> {
  const locales = anchor.rows.map((row) => row.locale).sort((a, b) => Number(b === first) - Number(a === first));
  const sources = new Map<string, SourceDocument>();
  for (const locale of locales) {
    const source = await sourceDocument(strapi, anchor.documentId, locale);
    // A trashed anchor (its own date removed) still lends its fields, not its status.
    if (source) sources.set(locale, source.postStatus === 'trash' ? { ...source, postStatus: 'publish' } : source);
  }
  return sources;
}

/**
 * The definition on the anchor's rows only, every member linked to the anchor as its parent, in raw
 * updates (bookkeeping, not an editor's change: no Document Service middleware, lifecycles still run).
 */
async function placeDefinition(strapi: Core.Strapi, series: SeriesTarget, anchor: Member): Promise<void> {
  const query = strapi.db.query(UID.event);
  // A pass that changed nothing writes nothing (the horizon job runs daily over every series).
  const placed = anchor.documentId === series.anchor.documentId && series.members.every((m) => (m === series.anchor) === Boolean(m.definition));
  if (placed && JSON.stringify(anchor.definition) === JSON.stringify(series.definition)) return linkToAnchor(strapi, series.uid, anchor.documentId);
  await query.updateMany({ where: { seriesUid: series.uid, documentId: { $ne: anchor.documentId } }, data: { recurrence: null } });
  await query.updateMany({ where: { documentId: anchor.documentId }, data: { recurrence: series.definition, seriesUid: series.uid } });
  await linkToAnchor(strapi, series.uid, anchor.documentId);
}

/**
 * Every member of the series (the anchor aside) gets the anchor's row of its language as its parent, and
 * the anchor none: only the links that differ are rewritten, in batches (each record at the door).
 */
async function linkToAnchor(strapi: Core.Strapi, uid: string, anchorDocumentId: string): Promise<void> {
  const rows = (await strapi.db.query(UID.event).findMany({
    where: { seriesUid: uid },
    select: ['id', 'documentId', 'locale'],
    populate: { parentEvent: { select: ['id'] } },
  })) as { id: number; documentId: string; locale: string; parentEvent: { id: number } | null }[];
  const anchorRows = new Map(rows.filter((row) => row.documentId === anchorDocumentId).map((row) => [row.locale, row.id]));
  const parentOf = (row: (typeof rows)[number]) => (row.documentId === anchorDocumentId ? undefined : anchorRows.get(row.locale));
  const stale = rows.filter((row) => (row.parentEvent?.id ?? undefined) !== parentOf(row));
  for (const row of stale) {
    await atDoor({ uid: UID.event, resource: 'events', kind: 'update', documentId: row.documentId, locale: row.locale });
    countAtDoor(row.documentId);
  }
  await removeLinks(strapi, UID.event, 'parentEvent', stale.map((row) => row.id));
  await addLinks(strapi, UID.event, 'parentEvent', stale.flatMap((row) => (parentOf(row) ? [{ rowId: row.id, targetId: parentOf(row)! }] : [])));
}

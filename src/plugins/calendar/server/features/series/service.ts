import type { Core } from '@strapi/strapi';
import { randomUUID } from 'crypto';
import { occurrenceKeyAt, splitSeries, type Recurrence, type SeriesStart } from './rules';
import { keyOfDate } from './keys';
import { UID } from '../../data/repository/uids';
import { getPluginContext } from '../../lib/utils';
import { defineSeries, recurrenceOf, type SeriesDefinition } from './definition';
import { documentRows, loadSeries, type Member, type MemberRow, type StoredSeries } from './members';
import { trashOccurrences } from './occurrence-store';
import { planAtDoor } from '../../data/door/door';
import type { Data } from './occurrence-data';
import { reconcile, type SeriesLimits } from './reconcile';
import { moveKeys, movedRecurrence, seriesMove } from './move';
import { startAfterWrite, startOf } from './shift';

/** What every series operation needs: the app, the site zone, how far and how large series are stored. */
export interface SeriesContext {
  strapi: Core.Strapi;
  siteTimezone: string;
  limits: SeriesLimits;
}

export function seriesContext(strapi: Core.Strapi, now = new Date()): SeriesContext {
  const { settings } = getPluginContext(strapi);
  return { strapi, siteTimezone: settings.timezone, limits: { now, horizonDays: settings.seriesHorizonDays, cap: settings.seriesMaxOccurrences } };
}

/** Raw bookkeeping on every row of some documents (their series fields are not localized). */
async function mark(strapi: Core.Strapi, documentIds: string[], data: Data): Promise<void> {
  if (documentIds.length) await strapi.db.query(UID.event).updateMany({ where: { documentId: { $in: documentIds } }, data });
}

/** Makes a stored event the first occurrence and anchor of a new series, and stores the series' dates. */
export async function startSeries(sc: SeriesContext, documentId: string, recurrence: Recurrence): Promise<void> {
  const rows = await documentRows(sc.strapi, documentId);
  const start = startOf(rows[0], sc.siteTimezone);
  const definition = defineSeries(recurrence, start);
  const uid = randomUUID();
  const key = occurrenceKeyAt(rows[0].startDate, start.timezone, start.allDay);
  await mark(sc.strapi, [documentId], { seriesUid: uid, occurrenceKey: key, seriesException: false, recurrence: definition });
  await reconcileStored(sc, uid);
}

/** Reconciles a series as stored now (the horizon job, and every operation below once it changed the definition). */
export async function reconcileStored(sc: SeriesContext, uid: string, propagate?: { data: Data; locale: string; written: string }): Promise<void> {
  const series = await loadSeries(sc.strapi, uid);
  if (series) await reconcile(sc.strapi, series, sc.limits, { propagate });
}

/** Stores a new definition on the anchor (its rows only). */
async function define(sc: SeriesContext, series: StoredSeries, definition: SeriesDefinition): Promise<void> {
  await mark(sc.strapi, [series.anchor.documentId], { recurrence: definition });
}

/** The definition with one more date excluded (a deleted occurrence) or one excluded date back (a restored one). */
function withExclusion(definition: SeriesDefinition, key: string, excluded: boolean): SeriesDefinition {
  const recurrence = recurrenceOf(definition);
  const value = key.length === 8 ? ({ type: 'date', date: key } as const) : ({ type: 'local', dateTime: key, tzid: null } as const);
  const others = recurrence.exdates.filter((date) => keyOfDate(date, definition) !== key);
  return defineSeries({ ...recurrence, exdates: excluded ? [...others, value] : others }, definition);
}

/** Ends a series: the anchor stays as a single event, every other occurrence is trashed. */
export async function endSeries(sc: SeriesContext, series: StoredSeries): Promise<void> {
  const others = series.members.filter((member) => member.documentId !== series.anchor.documentId);
  await trashMembers(sc, others);
  await mark(sc.strapi, series.members.map((m) => m.documentId), { seriesUid: null, occurrenceKey: null, seriesException: false, recurrence: null });
}

/** Trashes dates of a series: listed in the write's plan first, then in batches, each record at the door (features/series/occurrence-store.ts). */
function trashMembers(sc: SeriesContext, members: Member[]): Promise<void> {
  const live = members.filter((member) => member.rows.some((row) => row.postStatus !== 'trash'));
  planAtDoor({ step: 'series', creates: 0, changes: live.map((m) => m.documentId), detail: { trash: live.map((m) => m.key) } });
  return trashOccurrences(sc.strapi, members);
}

/** "This and the following": the series from `member` on becomes a new series anchored on it. */
async function split(sc: SeriesContext, series: StoredSeries, member: Member): Promise<StoredSeries> {
  const { before, after } = splitSeries(series.definition, recurrenceOf(series.definition), member.key);
  if (!before) return series;
  // Keys order as their dates do (`YYYYMMDD` or `YYYYMMDDTHHMMSS`, one form per series).
  const following = series.members.filter((m) => m.key >= member.key);
  const uid = randomUUID();
  await define(sc, series, defineSeries(before, series.definition));
  await mark(sc.strapi, following.map((m) => m.documentId), { seriesUid: uid, recurrence: null });
  await mark(sc.strapi, [member.documentId], { recurrence: defineSeries(after.recurrence, after.series) });
  await reconcileStored(sc, series.uid);
  return (await loadSeries(sc.strapi, uid))!;
}

/** A write that changed one occurrence, seen after it was stored. */
export interface OccurrenceWrite {
  documentId: string;
  locale: string;
  /** The rows of its document before the write. */
  before: MemberRow[];
  data: Data;
  recurrence?: Recurrence | null;
  scope: 'this' | 'following' | 'all';
}

/** Applies a write to a series member: to it alone (an exception), to the following dates, or to all. */
export async function applyWrite(sc: SeriesContext, write: OccurrenceWrite): Promise<void> {
  const uid = write.before[0].seriesUid!;
  let series = await loadSeries(sc.strapi, uid);
  if (!series) return;
  const member = series.members.find((m) => m.documentId === write.documentId)!;
  const beforeRow = write.before.find((row) => row.locale === write.locale) ?? write.before[0];
  const status = write.data.postStatus;
  if (status === 'trash' && beforeRow.postStatus !== 'trash') return removeOccurrence(sc, series, member, write.scope);
  if (status !== undefined && status !== 'trash' && beforeRow.postStatus === 'trash') {
    // Restored from the trash: its date is back in the series.
    await define(sc, series, withExclusion(series.definition, member.key, false));
    return reconcileStored(sc, uid);
  }
  if (write.scope === 'this') return mark(sc.strapi, [member.documentId], { seriesException: true });
  if (write.scope === 'following') series = await split(sc, series, member);
  if (write.recurrence === null || (write.recurrence && write.recurrence.rule === null && write.recurrence.rdates.length === 0)) return endSeries(sc, series);
  const afterRow = (await documentRows(sc.strapi, write.documentId))[0];
  const start = startAfterWrite(series.definition, beforeRow, afterRow, sc.siteTimezone);
  let recurrence = write.recurrence ?? recurrenceOf(series.definition);
  // Moved in time as a whole: its dates, and what names them, move with it (features/series/move.ts).
  const move = seriesMove(series.definition, start);
  if (move) {
    await moveKeys(sc.strapi, series, move);
    recurrence = movedRecurrence(recurrence, move);
  }
  await define(sc, series, defineSeries(recurrence, start));
  await mark(sc.strapi, [member.documentId], { seriesException: false });
  await reconcileStored(sc, series.uid, { data: write.data, locale: write.locale, written: write.documentId });
}

/** An occurrence trashed or deleted: its date is excluded; for `following` and `all`, the later or every date too. */
export async function removeOccurrence(sc: SeriesContext, series: StoredSeries, member: Member, scope: 'this' | 'following' | 'all'): Promise<void> {
  if (scope === 'all') {
    await trashMembers(sc, series.members);
    return;
  }
  if (scope === 'following') {
    const cut = await split(sc, series, member);
    await trashMembers(sc, cut.members);
    await mark(sc.strapi, cut.members.map((m) => m.documentId), { recurrence: null });
    return;
  }
  await define(sc, series, withExclusion(series.definition, member.key, true));
  await reconcileStored(sc, series.uid);
}

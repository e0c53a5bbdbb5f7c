import type { Core } from '@strapi/strapi';
import ICAL from 'ical.js';
import { parseBody } from '../../core/bodies';
import type { RequestContext } from '../../core/request/request-context';
import { resources } from '../../core/resources';
import { getPluginContext } from '../../lib/utils';
import { utcWallTime } from '../../core/wire/dates';
import { groupsOf, icsEventBody, modifiedOf, readFeed, type Group, type Vevent } from './ics-feed';
import { overrideKey, recurrenceIdText, recurrenceOf, refusedSeries, seriesStartOfBody } from './ics-series';
import { knownRow, knownUids, type Known } from './ics-known';
import { DEFAULT_MAX_ANSWER_BYTES } from './read-answer';
import type { ImportSummary, ProgressEvent, ResourceSummary } from './run-import';
import { keepModified, type Outcome } from './write-record';
import { importWriteContext } from './write-context';
import type { SeriesStart } from '../series/rules';

export { icsEventBody } from './ics-feed';

/**
 * `npm run import -- --from-ics <URL or file>`: events from an iCalendar feed, with venues from
 * LOCATION and categories from CATEGORIES (found by name in the language, else created, as an API
 * write with names does). Each event keeps its UID in its lineage (`ical:<UID>`), so a re-import
 * updates the event it made instead of making another; LAST-MODIFIED (else DTSTAMP) becomes its
 * `modified`, so an unchanged event is left alone. A VEVENT with RRULE, RDATE or EXDATE becomes a series
 * (its lines are the body's `recurrence`, as an API client sends them); one with a RECURRENCE-ID changes
 * that occurrence alone (`recurrence_scope: this`, an exception with its own lineage entry
 * `ical:<UID>/<key>`), cancelled when CANCELLED (kept and marked). Lines this site cannot read leave the event single,
 * with a problem line.
 */
export interface IcsOptions {
  /** An http(s) URL or a file path. */
  from: string;
  /** Wire language code of the events (default: the site's default language). */
  language?: string;
  dryRun?: boolean;
  since?: Date;
  onProgress?: (event: ProgressEvent) => void;
  onProblem?: (message: string) => void;
  signal?: AbortSignal;
  /** The most read of the feed, in bytes (default 32 MiB), from a URL or a file. */
  maxAnswerBytes?: number;
}

const UID_PREFIX = 'ical:';
const empty = (): ResourceSummary => ({ read: 0, created: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0, total: 0 });
/** The later of two `YYYY-MM-DD HH:MM:SS` times (they sort as text). */
const latest = (...stamps: (string | undefined)[]) => stamps.filter((s): s is string => Boolean(s)).sort().pop();

/** What the overrides of a master need of it. */
interface Master {
  /** The series here (null: the event is single here, or not imported). */
  seriesUid: string | null;
  /** The event holding the master's lineage. */
  id: number | null;
  start: SeriesStart;
  /** Written in this run: its overrides are written again (a series change resets the anchor's own). */
  written: boolean;
  /** The stamp of the event holding the master's lineage (its own date's override may be later). */
  stamp?: string;
  repeats: boolean;
}

/** Imports the events of an iCalendar feed or file. */
export async function runIcsImport(strapi: Core.Strapi, options: IcsOptions): Promise<ImportSummary> {
  const started = Date.now();
  const { settings, languages, listSettings } = getPluginContext(strapi);
  const language = options.language ? languages.byCode(options.language) : languages.default;
  if (!language) throw new Error(`Unknown language "${options.language}".`);
  const locale = language.locale;
  const root = new ICAL.Component(ICAL.parse(await readFeed(options.from, options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES)));
  const vevents = root.getAllSubcomponents('vevent');
  const known = await knownUids(strapi, locale, UID_PREFIX);
  const counts = empty();
  counts.total = vevents.length;
  const problems: string[] = [];
  const problem = (message: string) => {
    problems.push(message);
    options.onProblem?.(message);
  };
  const write = resources.events.write!;
  const schemaContext = { listSettings } as RequestContext;
  // Built once per run: a schema costs more to build than to parse an event with.
  const schemas = { create: write.body(schemaContext, 'create'), update: write.body(schemaContext, 'update') };
  const sinceOk = (modified: string | undefined) => !options.since || !modified || new Date(`${modified.replace(' ', 'T')}Z`) >= options.since;

  /** Writes one event (created, or `existing` updated) with its lineage and `modified`; answers its row. */
  async function writeEvent(existing: Known | null, input: Record<string, unknown>, lineage: string[], stamp: string | undefined): Promise<Known | null> {
    const body = parseBody(schemas[existing ? 'update' : 'create'] as never, input, existing ? {} : { required: write.required }) as never;
    if (options.dryRun) return null;
    const wctx = importWriteContext(strapi, locale);
    const row = await strapi.db.transaction(async ({ trx }) => {
      const current = existing ? await strapi.db.query(resources.events.uid).findOne({ where: { id: existing.id } }) : null;
      const data = { ...(await write.toData(body, wctx, current as never)), globalIdLineage: lineage };
      const documents = strapi.documents(resources.events.uid);
      // Its `recurrence` lines and scope, as for an API write: what the series step makes of it.
      const steps = write.stepParams?.(body) ?? {};
      const written = (existing
        ? await documents.update({ documentId: existing.documentId, locale, data, ...steps } as never)
        : await documents.create({ data, locale, ...steps } as never)) as { id: number };
      await keepModified(strapi, trx as never, resources.events.uid, written.id, { modified_utc: stamp });
      return written;
    });
    return knownRow(strapi, locale, { id: row.id });
  }

  /** A master: a single event or a series (its own date's override counts in its stamp). */
  async function importMaster(group: Group, vevent: Vevent): Promise<{ outcome: Outcome; master: Master }> {
    const input = icsEventBody(vevent, settings.timezone);
    const { start, key } = seriesStartOfBody(input, settings.timezone);
    const recurrence = recurrenceOf(vevent);
    const own = group.overrides.find((o) => (overrideKey(o, start) as { key?: string }).key === key);
    const stamp = latest(modifiedOf(vevent), own && modifiedOf(own));
    const existing = known.get(group.uid) ?? null;
    const repeats = Boolean(recurrence && 'lines' in recurrence);
    const master = (row: Known | null, written: boolean): Master => ({ seriesUid: row?.seriesUid ?? null, id: row?.id ?? null, start, written, stamp, repeats });
    if (!sinceOk(stamp) || (existing && stamp && utcWallTime(existing.updatedAt) === stamp)) return { outcome: 'unchanged', master: master(existing, false) };
    if (recurrence && 'lines' in recurrence) Object.assign(input, { recurrence: recurrence.lines }, existing ? { recurrence_scope: 'all' } : {});
    // The feed ended the series: the event stays, its other dates go.
    else if (recurrence === null && existing?.seriesUid) Object.assign(input, { recurrence: [], recurrence_scope: 'all' });
    // The event holding the lineage left the series' dates (an EXDATE of its own date): its status stays.
    if (existing?.seriesUid && !existing.anchor) delete input.status;
    if (recurrence && 'problem' in recurrence) problem(`single event: event UID ${group.uid}: ${recurrence.problem}; only its first date is imported`);
    let row: Known | null;
    try {
      row = await writeEvent(existing, input, [`${UID_PREFIX}${group.uid}`], stamp);
    } catch (error) {
      if (!refusedSeries(error) || input.recurrence === undefined) throw error;
      problem(`single event: event UID ${group.uid}: ${error.message}; only its first date is imported`);
      delete input.recurrence;
      delete input.recurrence_scope;
      row = await writeEvent(existing, input, [`${UID_PREFIX}${group.uid}`], stamp);
    }
    if (row) known.set(group.uid, row);
    return { outcome: existing ? 'updated' : 'created', master: master(row, true) };
  }

  /** An override of one occurrence of `master`'s series: changed on its own (cancelled included). */
  async function importOverride(group: Group, vevent: Vevent, master: Master): Promise<{ outcome: Outcome; message?: string }> {
    const name = `event UID ${group.uid} RECURRENCE-ID ${recurrenceIdText(vevent)}`;
    if (!master.seriesUid) {
      if (options.dryRun && master.repeats) return { outcome: 'updated' };
      return { outcome: 'skipped', message: `${name}: the event does not repeat here` };
    }
    const found = overrideKey(vevent, master.start);
    if ('problem' in found) return { outcome: 'skipped', message: `${name}: ${found.problem}` };
    const occurrence = await knownRow(strapi, locale, { seriesUid: master.seriesUid, occurrenceKey: found.key });
    // A CANCELLED override is that date cancelled (issue 35): kept in the series and marked, as this service
    // exports it, like any override (it used to exclude the date).
    if (!occurrence || occurrence.postStatus === 'trash') return { outcome: 'skipped', message: `${name}: names no date of its series here (excluded, or past the horizon of stored dates)` };
    const entry = `${UID_PREFIX}${group.uid}/${found.key}`;
    const stamp = occurrence.id === master.id ? master.stamp : modifiedOf(vevent);
    const same = occurrence.lineage.includes(entry) && stamp !== undefined && utcWallTime(occurrence.updatedAt) === stamp;
    if (!master.written && (same || (occurrence.lineage.includes(entry) && !sinceOk(stamp)))) return { outcome: 'unchanged' };
    // Its own entry, and the master's when it is the anchor (an entry of a date that moved is dropped).
    const lineage = [...occurrence.lineage.filter((e) => !e.startsWith(`${UID_PREFIX}${group.uid}/`)), entry];
    await writeEvent(occurrence, { ...icsEventBody(vevent, settings.timezone), recurrence_scope: 'this' }, lineage, stamp);
    return { outcome: 'updated' };
  }

  /** An override whose master the feed does not hold (an invitation to one date): a single event of its own. */
  async function importOrphan(group: Group, vevent: Vevent): Promise<{ outcome: Outcome; message?: string }> {
    const id = `${group.uid}/${recurrenceIdText(vevent)}`;
    if (String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') return { outcome: 'skipped', message: `event UID ${id}: a cancelled date of a series the feed does not hold` };
    const existing = known.get(id) ?? null;
    const stamp = modifiedOf(vevent);
    if (!sinceOk(stamp) || (existing && stamp && utcWallTime(existing.updatedAt) === stamp)) return { outcome: 'unchanged' };
    const row = await writeEvent(existing, icsEventBody(vevent, settings.timezone), [`${UID_PREFIX}${id}`], stamp);
    if (row) known.set(id, row);
    return { outcome: existing ? 'updated' : 'created' };
  }

  const report = (outcome: Outcome, message?: string) => {
    if (message) problem(`${outcome}: ${message}`);
    counts.read++;
    counts[outcome]++;
    options.onProgress?.({ resource: 'events', language: language.code, done: counts.read, total: counts.total, outcome });
  };
  const attempt = async (uid: string, work: () => Promise<{ outcome: Outcome; message?: string }>) => {
    try {
      const { outcome, message } = await work();
      report(outcome, message);
    } catch (error) {
      report('failed', `event UID ${uid || '?'}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  for (const group of groupsOf(vevents)) {
    if (options.signal?.aborted) break;
    if (!group.uid) {
      for (let i = group.masters.length + group.overrides.length; i > 0; i--) report('failed', 'event UID ?: a VEVENT without UID');
      continue;
    }
    let master: Master | null = null;
    for (const [index, vevent] of group.masters.entries()) {
      if (index > 0) {
        report('failed', `event UID ${group.uid}: a second VEVENT with this UID and no RECURRENCE-ID`);
        continue;
      }
      await attempt(group.uid, async () => {
        const result = await importMaster(group, vevent);
        master = result.master;
        return result;
      });
    }
    for (const vevent of group.overrides) {
      if (options.signal?.aborted) break;
      const of: Master | null = master;
      if (group.masters.length && !of) report('skipped', `event UID ${group.uid} RECURRENCE-ID ${recurrenceIdText(vevent)}: its series failed`);
      else await attempt(group.uid, () => (of ? importOverride(group, vevent, of) : importOrphan(group, vevent)));
    }
  }
  return {
    resources: { categories: empty(), tags: empty(), venues: empty(), organizers: empty(), events: counts },
    problems,
    dryRun: Boolean(options.dryRun),
    failed: counts.failed > 0 || Boolean(options.signal?.aborted),
    interrupted: Boolean(options.signal?.aborted),
    seconds: (Date.now() - started) / 1000,
  };
}

import type { Core } from '@strapi/strapi';
import { promises as fs } from 'fs';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { parseBody } from '../query/bodies';
import type { RequestContext } from '../request/request-context';
import { resources } from '../resources';
import { getPluginContext } from '../utils';
import { utcWallTime, zoneOf } from '../wire/dates';
import { NO_IMAGES, type WriteContext } from '../write/context';
import type { ImportSummary, ProgressEvent, ResourceSummary } from './run-import';
import { keepModified, type Outcome } from './write-record';

/**
 * `npm run import -- --from-ics <URL or file>`: events from an iCalendar feed, with venues from
 * LOCATION and categories from CATEGORIES (found by name in the language, else created, as an API
 * write with names does). Each event keeps its UID in its lineage (`ical:<UID>`), so a re-import
 * updates the event it made instead of making another; LAST-MODIFIED (else DTSTAMP) becomes its
 * `modified`, so an unchanged event is left alone. Recurring events are imported as their first
 * occurrence (their rule is not expanded) and their changed occurrences are skipped.
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
}

const UID_PREFIX = 'ical:';
type Vevent = InstanceType<typeof ICAL.Component>;

async function readFeed(from: string): Promise<string> {
  if (!/^https?:\/\//i.test(from)) return fs.readFile(from, 'utf8');
  const response = await fetch(from, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${from}`);
  return response.text();
}

const pad = (n: number) => String(n).padStart(2, '0');
const wall = (t: InstanceType<typeof ICAL.Time>, endOfDay = false) =>
  `${t.year}-${pad(t.month)}-${pad(t.day)} ${endOfDay ? '23:59:59' : `${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`}`;

/** The zone of a DTSTART: its TZID when it is a zone name we know, UTC for `Z` times, else the site's. */
function zoneOfStart(vevent: Vevent, siteTimezone: string): string {
  const property = vevent.getFirstProperty('dtstart');
  const tzid = property?.getParameter('tzid');
  const name = Array.isArray(tzid) ? tzid[0] : tzid;
  if (typeof name === 'string' && zoneOf(name).isValid && DateTime.utc().setZone(name).isValid) return name;
  const value = property?.getFirstValue() as InstanceType<typeof ICAL.Time> | undefined;
  return value?.zone === ICAL.Timezone.utcTimezone ? 'UTC' : siteTimezone;
}

/** A VEVENT → the event write body (wire names), read by the same schema as an API write. */
export function icsEventBody(vevent: Vevent, siteTimezone: string): Record<string, unknown> {
  const event = new ICAL.Event(vevent);
  const start = event.startDate;
  const end = event.endDate ?? start;
  const allDay = start.isDate;
  let endDate = end;
  if (allDay && end.compare(start) > 0) {
    // DTEND of an all-day event is the day after its last day (RFC 5545).
    endDate = end.clone();
    endDate.adjust(-1, 0, 0, 0);
  }
  const categories = vevent.getAllProperties('categories').flatMap((p) => p.getValues().map(String)).map((c) => c.trim()).filter(Boolean);
  const url = vevent.getFirstPropertyValue('url');
  return Object.fromEntries(
    Object.entries({
      title: event.summary || '(no title)',
      description: event.description || undefined,
      status: 'publish',
      all_day: allDay,
      timezone: allDay ? undefined : zoneOfStart(vevent, siteTimezone),
      start_date: wall(start),
      end_date: wall(endDate, allDay),
      website: typeof url === 'string' && /^https?:\/\//.test(url) ? url : undefined,
      venue: event.location ? { venue: event.location } : undefined,
      categories: categories.length ? categories : undefined,
    }).filter(([, v]) => v !== undefined)
  );
}

/** The instant the feed says the event last changed. */
function modifiedOf(vevent: Vevent): string | undefined {
  const value = (vevent.getFirstPropertyValue('last-modified') ?? vevent.getFirstPropertyValue('dtstamp')) as InstanceType<typeof ICAL.Time> | null;
  return value ? utcWallTime(value.toJSDate()) : undefined;
}

/** Events this importer made before, by UID. */
async function knownUids(strapi: Core.Strapi, locale: string): Promise<Map<string, { id: number; documentId: string; updatedAt: string | Date }>> {
  const rows = (await strapi.db.query(resources.events.uid).findMany({
    where: { locale, globalIdLineage: { $notNull: true } },
    select: ['id', 'documentId', 'updatedAt', 'globalIdLineage'],
  })) as { id: number; documentId: string; updatedAt: string | Date; globalIdLineage: unknown }[];
  const known = new Map<string, { id: number; documentId: string; updatedAt: string | Date }>();
  for (const row of rows) {
    for (const entry of Array.isArray(row.globalIdLineage) ? row.globalIdLineage : []) {
      if (typeof entry === 'string' && entry.startsWith(UID_PREFIX)) known.set(entry.slice(UID_PREFIX.length), row);
    }
  }
  return known;
}

const empty = (): ResourceSummary => ({ read: 0, created: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0, total: 0 });

/** Imports the events of an iCalendar feed or file. */
export async function runIcsImport(strapi: Core.Strapi, options: IcsOptions): Promise<ImportSummary> {
  const started = Date.now();
  const { settings, languages, listSettings } = getPluginContext(strapi);
  const language = options.language ? languages.byCode(options.language) : languages.default;
  if (!language) throw new Error(`Unknown language "${options.language}".`);
  const locale = language.locale;
  const root = new ICAL.Component(ICAL.parse(await readFeed(options.from)));
  // Master events only: an occurrence changed on its own (RECURRENCE-ID) has the same UID.
  const vevents = root.getAllSubcomponents('vevent').filter((v) => !v.hasProperty('recurrence-id'));
  const known = await knownUids(strapi, locale);
  const counts = empty();
  counts.total = vevents.length;
  const problems: string[] = [];
  const write = resources.events.write!;
  const schemaContext = { listSettings } as RequestContext;
  // Built once per run: a schema costs more to build than to parse an event with.
  const schemas = { create: write.body(schemaContext, 'create'), update: write.body(schemaContext, 'update') };

  for (const vevent of vevents) {
    if (options.signal?.aborted) break;
    counts.read++;
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
    let outcome: Outcome;
    try {
      if (!uid) throw new Error('a VEVENT without UID');
      const existing = known.get(uid);
      const modified = modifiedOf(vevent);
      const sinceOk = !options.since || !modified || new Date(`${modified.replace(' ', 'T')}Z`) >= options.since;
      if (existing && (!sinceOk || (modified && utcWallTime(existing.updatedAt) === modified))) outcome = 'unchanged';
      else if (!existing && !sinceOk) outcome = 'unchanged';
      else {
        const input = icsEventBody(vevent, settings.timezone);
        const body = parseBody(schemas[existing ? 'update' : 'create'] as never, input, existing ? {} : { required: write.required }) as never;
        if (!options.dryRun) {
          const wctx: WriteContext = { strapi, locale, siteTimezone: settings.timezone, now: DateTime.now().setZone(settings.timezone), userId: null, images: NO_IMAGES };
          await strapi.db.transaction(async ({ trx }) => {
            const current = existing ? await strapi.db.query(resources.events.uid).findOne({ where: { id: existing.id } }) : null;
            const data = { ...(await write.toData(body, wctx, current as never)), globalIdLineage: [`${UID_PREFIX}${uid}`] };
            const documents = strapi.documents(resources.events.uid);
            const row = (existing
              ? await documents.update({ documentId: existing.documentId, locale, data: data as never })
              : await documents.create({ data: data as never, locale })) as { id: number; documentId: string; updatedAt: string };
            await keepModified(strapi, trx as never, resources.events.uid, row.id, { modified_utc: modified });
            known.set(uid, { id: row.id, documentId: row.documentId, updatedAt: modified ? `${modified.replace(' ', 'T')}Z` : row.updatedAt });
          });
        }
        outcome = existing ? 'updated' : 'created';
      }
    } catch (error) {
      outcome = 'failed';
      const message = `failed: event UID ${uid || '?'}: ${error instanceof Error ? error.message : String(error)}`;
      problems.push(message);
      options.onProblem?.(message);
    }
    counts[outcome]++;
    options.onProgress?.({ resource: 'events', language: language.code, done: counts.read, total: counts.total, outcome });
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

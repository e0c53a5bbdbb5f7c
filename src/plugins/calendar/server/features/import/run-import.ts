import type { Core } from '@strapi/strapi';
import { DateTime } from 'luxon';
import { getPluginContext } from '../../lib/utils';
import { createSource, type Source, type SourceOptions, type SourceResource } from './source';
import { createSeriesCollector, emptySeriesSummary, linkImportedSeries, type SeriesSummary } from './series-pass';
import { importRecord, type ImportContext, type Outcome } from './write-record';

/** Parents before children: terms, then the venues and organizers events link to, then events. */
export const RESOURCE_ORDER: SourceResource[] = ['categories', 'tags', 'venues', 'organizers', 'events'];

export interface ResourceSummary {
  /** Records read from the source (every language). */
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  failed: number;
  /** What the source's `X-TEC-Total` announced, summed over languages. */
  total: number;
}

export interface ImportSummary {
  resources: Record<SourceResource, ResourceSummary>;
  /** Series of the source linked here (REST imports with events; see series-pass.ts). */
  series?: SeriesSummary;
  /** Skipped and failed records, and list totals that did not match, one line each. */
  problems: string[];
  dryRun: boolean;
  /** Whether anything failed (records, pages, or a total that did not match): the CLI exits non-zero. */
  failed: boolean;
  /** Stopped before the end (the signal): running the same command again picks up where it stopped. */
  interrupted: boolean;
  seconds: number;
}

export interface ProgressEvent {
  resource: SourceResource;
  language: string | null;
  /** Records handled so far in this resource and language, and the source's total. */
  done: number;
  total: number;
  outcome?: Outcome;
}

export interface ImportOptions extends SourceOptions {
  /** Wire language codes to read (`en,fr,pt-pt`); none: the source's default language only. */
  languages?: string[];
  dryRun?: boolean;
  /** Only records modified (UTC) at or after this instant. */
  since?: Date;
  resources?: SourceResource[];
  fallbackAuthor?: number | null;
  onProgress?: (event: ProgressEvent) => void;
  onProblem?: (message: string) => void;
  /** Stops the run after the record being written (Ctrl-C): the summary says how far it got. */
  signal?: AbortSignal;
  /**
   * Reads each event of the original once more, alone, for what became of it (issue 35): the original
   * tells a status only in a single event's JSON-LD (`eventStatus`), which its lists leave out. One request
   * per event read (not per event of this service's own lists, which carry `event_status`).
   */
  eventStatus?: boolean;
}

/** An event of the original with its single read's JSON-LD (its status), when asked and needed. */
async function withJsonLd(source: Source, wire: Record<string, unknown>, language: string | null, problem: (message: string) => void): Promise<Record<string, unknown>> {
  if ('event_status' in wire || 'json_ld' in wire) return wire;
  try {
    const single = await source.event(wire.id, language);
    return single?.json_ld ? { ...wire, json_ld: single.json_ld } : wire;
  } catch (error) {
    // Its status only is missing: the event itself is imported from its list.
    problem(`skipped: the status of event ${String(wire.id)}: ${error instanceof Error ? error.message : String(error)}`);
    return wire;
  }
}

const emptySummary = (): ResourceSummary => ({ read: 0, created: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0, total: 0 });

/** Whether a record is older than `--since` (its UTC `modified`); terms carry no date and are always read. */
function before(wire: Record<string, unknown>, since: Date | undefined): boolean {
  if (!since || typeof wire.modified_utc !== 'string') return false;
  const modified = DateTime.fromSQL(wire.modified_utc, { zone: 'utc' });
  return modified.isValid && modified.toJSDate() < since;
}

/**
 * The source's pages of a resource in one language. Categories are read whole first and ordered
 * parents before children (a child links its parent by ID, which must exist here by then).
 */
async function* pagesOf(source: Source, resource: SourceResource, language: string | null) {
  const all: Record<string, unknown>[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const answer = await source.page(resource, page, language);
    pages = answer.totalPages;
    if (resource !== 'categories') yield answer;
    else {
      all.push(...answer.items);
      if (page >= pages) yield { ...answer, items: parentsFirst(all) };
    }
  }
}

/** Categories ordered so that each comes after its parent (a parent missing from the list changes nothing). */
export function parentsFirst(terms: Record<string, unknown>[]): Record<string, unknown>[] {
  const byId = new Map(terms.map((t) => [t.id, t]));
  const ordered: Record<string, unknown>[] = [];
  const placed = new Set<unknown>();
  const place = (term: Record<string, unknown>, seen: Set<unknown>) => {
    if (placed.has(term.id) || seen.has(term.id)) return;
    seen.add(term.id);
    const parent = byId.get(term.parent);
    if (parent) place(parent, seen);
    placed.add(term.id);
    ordered.push(term);
  };
  for (const term of terms) place(term, new Set());
  return ordered;
}

/**
 * Imports a calendar from a REST source into this app's database: each resource in order, each
 * language in turn, page by page (50 a page), one transaction per record. Idempotent: a record whose
 * `modified` is what was imported is unchanged, so a second run, or a run after an interruption,
 * writes only what is new or changed.
 */
export async function runImport(strapi: Core.Strapi, options: ImportOptions): Promise<ImportSummary> {
  const started = Date.now();
  const { languages } = getPluginContext(strapi);
  const problems: string[] = [];
  const problem = (message: string) => {
    problems.push(message);
    options.onProblem?.(message);
  };
  const wanted = options.languages?.length ? options.languages : [null];
  const targets = wanted.map((code) => {
    const language = code ? languages.byCode(code) : languages.default;
    if (!language) throw new Error(`Unknown language "${code}": this site has ${languages.all.map((l) => l.code).join(', ')}.`);
    return { code, locale: language.locale };
  });
  const source = createSource(options);
  const ctx: ImportContext = { strapi, dryRun: Boolean(options.dryRun), images: new Map(), fallbackAuthor: options.fallbackAuthor ?? null, schemas: new Map(), seen: new Set() };
  const summary = Object.fromEntries(RESOURCE_ORDER.map((r) => [r, emptySummary()])) as Record<SourceResource, ResourceSummary>;
  let pageFailed = false;
  const events = createSeriesCollector();

  for (const resource of options.resources ?? RESOURCE_ORDER) {
    // A list the source would not give stops the run: later resources link to what it holds.
    if (options.signal?.aborted || pageFailed) break;
    const counts = summary[resource];
    for (const { code, locale } of targets) {
      if (pageFailed) break;
      let read = 0;
      let total = 0;
      let lost = false;
      try {
        for await (const { items, total: announced } of pagesOf(source, resource, code)) {
          total = announced;
          for (const listed of items) {
            if (options.signal?.aborted) break;
            read++;
            const skip = before(listed, options.since);
            const wire = resource === 'events' && options.eventStatus && !skip ? await withJsonLd(source, listed, code, problem) : listed;
            const result = skip ? { outcome: 'unchanged' as const } : await importRecord(ctx, resource, wire, locale);
            counts[result.outcome]++;
            if (result.message) problem(`${result.outcome}: ${result.message}`);
            if (resource === 'events' && result.outcome !== 'skipped' && result.outcome !== 'failed') events.see(wire, code);
            options.onProgress?.({ resource, language: code, done: read, total, outcome: result.outcome });
          }
          if (options.signal?.aborted) break;
        }
      } catch (error) {
        pageFailed = lost = true;
        problem(`failed: ${resource}${code ? ` (${code})` : ''}: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (options.signal?.aborted) {
        counts.read += read;
        counts.total += total;
        break;
      }
      counts.read += read;
      counts.total += total;
      // The source's own count: a list that shifted while it was read (or a page lost) shows here.
      if (read !== total && !lost) problem(`failed: ${resource}${code ? ` (${code})` : ''}: read ${read} records, the source announced ${total} (X-TEC-Total)`);
    }
  }
  const totalsMatch = Object.values(summary).every((s) => s.read === s.total);
  // Once every event of every language is here (a series' members link across languages), and not on a
  // dry run (nothing to link) nor an interrupted one (the next run links them).
  const linkSeries = (options.resources ?? RESOURCE_ORDER).includes('events') && !ctx.dryRun && !pageFailed && !options.signal?.aborted;
  const series = linkSeries ? await linkImportedSeries(strapi, source, events, problem) : emptySeriesSummary();
  return {
    resources: summary,
    series,
    problems,
    dryRun: ctx.dryRun,
    failed: pageFailed || Boolean(options.signal?.aborted) || !totalsMatch || Object.values(summary).some((s) => s.failed > 0) || series.failed > 0,
    interrupted: Boolean(options.signal?.aborted),
    seconds: (Date.now() - started) / 1000,
  };
}

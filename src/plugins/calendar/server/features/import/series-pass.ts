import type { Core } from '@strapi/strapi';
import { linkSeries, type SeriesPlan } from './series-link';
import { localEvents, parentPlan, recordPlan, type LocalEvent, type RecordMember } from './series-plans';
import type { Source } from './source';

/**
 * After the events: the series of the source, linked here (series-link.ts). Events of another instance
 * of this service name their series; the original's do not, so the source is asked which events have
 * children (`GET /events?post_parent=<id>`), only for events whose title another event of the language
 * shares (an occurrence has its series' title): a calendar without series costs no request.
 */
type Wire = Record<string, unknown>;

const RECURRENCE_ID = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

/** An event the run read and wrote (or found unchanged), as the series pass needs it. */
interface SeenEvent {
  id: number;
  /** The language as the source is asked for it (null: its default). */
  code: string | null;
  title: string;
  start: string;
  postParent: number;
  recurrence: string[] | null;
  recurrenceId: string | null;
  exception: boolean;
  /** A record of this service (it carries `ml_language`): its series keys tell its series. */
  ours: boolean;
}

export interface SeriesSummary {
  /** Series found at the source. */
  found: number;
  linked: number;
  unchanged: number;
  /** Kept as single events with their parent link (each named in the problems). */
  skipped: number;
  /** Series the source would not list (each named in the problems). */
  failed: number;
}

export const emptySeriesSummary = (): SeriesSummary => ({ found: 0, linked: 0, unchanged: 0, skipped: 0, failed: 0 });

/** Collects the events of a run. */
export function createSeriesCollector() {
  const seen: SeenEvent[] = [];
  return {
    seen,
    see(wire: Wire, code: string | null) {
      if (typeof wire.id !== 'number') return;
      const recurrence = Array.isArray(wire.recurrence) ? (wire.recurrence as unknown[]).filter((l): l is string => typeof l === 'string') : null;
      seen.push({
        id: wire.id,
        code,
        title: typeof wire.title === 'string' ? wire.title : '',
        start: String(wire.utc_start_date ?? wire.start_date ?? ''),
        postParent: typeof wire.post_parent === 'number' ? wire.post_parent : 0,
        recurrence: recurrence?.length ? recurrence : null,
        // `2027-04-15 19:00:00` or `2027-04-15`: anything else names no occurrence.
        recurrenceId: typeof wire.recurrence_id === 'string' && RECURRENCE_ID.test(wire.recurrence_id) ? wire.recurrence_id : null,
        exception: wire.recurrence_exception === true,
        ours: 'ml_language' in wire,
      });
    },
  };
}
export type SeriesCollector = ReturnType<typeof createSeriesCollector>;

/** Series of another instance of this service: each anchor and the members whose parent it is, in any language. */
function plansFromRecords(strapi: Core.Strapi, seen: SeenEvent[], local: Map<number, LocalEvent>, problem: (m: string) => void): SeriesPlan[] {
  const members = seen.filter((e) => e.ours && e.recurrence && e.recurrenceId && local.has(e.id));
  const asMember = (e: SeenEvent): RecordMember => ({ event: local.get(e.id)!, recurrenceId: e.recurrenceId!, exception: e.exception });
  const plans = new Map<string, { anchor: SeenEvent; members: Map<string, RecordMember> }>();
  for (const anchor of members.filter((e) => e.postParent === 0)) {
    const documentId = local.get(anchor.id)!.documentId;
    if (!plans.has(documentId)) plans.set(documentId, { anchor, members: new Map([[documentId, asMember(anchor)]]) });
  }
  for (const child of members.filter((e) => e.postParent !== 0)) {
    const plan = plans.get(local.get(child.postParent)?.documentId ?? '');
    const event = local.get(child.id)!;
    if (plan && !plan.members.has(event.documentId)) plan.members.set(event.documentId, asMember(child));
  }
  return [...plans.values()].flatMap(({ anchor, members: m }) => {
    try {
      return [recordPlan(strapi, asMember(anchor), [...m.values()], anchor.recurrence!, `event ${anchor.id}`)];
    } catch (error) {
      problem(`failed: the series of event ${anchor.id}: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  });
}

/** Every page of the source's children of one event, in one language. */
async function childrenAtSource(source: Source, id: number, code: string | null): Promise<Wire[]> {
  const children: Wire[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const answer = await source.page('events', page, code, { post_parent: String(id) });
    pages = answer.totalPages;
    // A source announcing more pages than it has children ends here.
    if (!answer.items.length) break;
    children.push(...answer.items);
  }
  return children;
}

/** Series of a site of the original: the children of events whose title repeats, asked of the source. */
async function plansFromSource(strapi: Core.Strapi, source: Source, seen: SeenEvent[], summary: SeriesSummary, problem: (m: string) => void): Promise<SeriesPlan[]> {
  const groups = new Map<string, SeenEvent[]>();
  for (const event of seen.filter((e) => !e.ours)) {
    const key = JSON.stringify([event.code, event.title]);
    groups.set(key, [...(groups.get(key) ?? []), event]);
  }
  const plans: SeriesPlan[] = [];
  for (const group of [...groups.values()].filter((g) => g.length > 1)) {
    const children = new Set<number>();
    // The parent is the first occurrence: asked first, its children are not asked again.
    for (const candidate of group.sort((a, b) => a.start.localeCompare(b.start))) {
      if (children.has(candidate.id)) continue;
      let items: Wire[];
      try {
        items = await childrenAtSource(source, candidate.id, candidate.code);
      } catch (error) {
        summary.failed++;
        problem(`failed: the children of event ${candidate.id} (post_parent): ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      const ids = items.map((item) => item.id).filter((id): id is number => typeof id === 'number' && id !== candidate.id);
      if (!ids.length) continue;
      ids.forEach((id) => children.add(id));
      const local = await localEvents(strapi, [candidate.id, ...ids]);
      const parent = local.get(candidate.id);
      if (!parent) continue;
      const found = ids.map((id) => local.get(id)).filter((e): e is LocalEvent => Boolean(e) && e!.locale === parent.locale);
      const language = candidate.code ? ` (${candidate.code})` : '';
      plans.push(parentPlan(strapi, parent, found, `event ${candidate.id}${language}`));
    }
  }
  return plans;
}

/** Finds and links the source's series among the events of the run; problems are reported one a line. */
export async function linkImportedSeries(strapi: Core.Strapi, source: Source, collector: SeriesCollector, problem: (m: string) => void): Promise<SeriesSummary> {
  const summary = emptySeriesSummary();
  const { seen } = collector;
  const local = await localEvents(strapi, seen.filter((e) => e.ours && e.recurrence).flatMap((e) => [e.id, e.postParent]));
  const fromRecords = plansFromRecords(strapi, seen, local, (message) => {
    summary.failed++;
    problem(message);
  });
  const plans = [...fromRecords, ...(await plansFromSource(strapi, source, seen, summary, problem))];
  for (const plan of plans) {
    summary.found++;
    try {
      const result = await linkSeries(strapi, plan);
      summary[result.outcome]++;
      if (result.outcome === 'skipped') problem(`skipped: ${result.message}`);
    } catch (error) {
      summary.failed++;
      problem(`failed: the series of ${plan.label}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return summary;
}

import type { Core } from '@strapi/strapi';
import { UID } from '../../data/repository/uids';
import { addWriteStep, type DocumentCall, type PlannedStep } from '../../data/door/steps';
import { readDefinition } from './definition';
import { makesSeries, takeInstruction, type Scope, type SeriesInstruction, type SeriesParam } from './instruction';
import { documentRows, loadSeries, toMembers } from './members';
import { asSeriesRule } from './errors';
import { applyWrite, removeOccurrence, seriesContext, startSeries } from './service';
import { translateSeries } from './translate';

type Params = DocumentCall['params'] & { series?: SeriesParam };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A step that runs once the record is stored, its errors the series' own (a 400 naming `recurrence`). */
const after = (work: (result: unknown) => Promise<void>): PlannedStep => ({ after: (result) => asSeriesRule(() => work(result)) });

/**
 * The series step of every write of an event (data/door/steps.ts), whoever makes it (the REST API, the
 * Content Manager, Strapi's own REST routes): no path changes an occurrence without its series knowing.
 * What the write asks of the series is the call's `series` parameter (the REST API's `recurrence` and
 * `recurrence_scope`, a delete's scope: features/series/instruction.ts), or the admin's recurrence field in
 * the data; `series: 'kept'` is a write of the series' own work (or an import writing each date as its
 * source has it), which the step leaves as it is. The series' bookkeeping fields are never taken from a caller.
 */
export function addSeriesStep(strapi: Core.Strapi): void {
  addWriteStep(strapi, UID.event, {
    async plan({ action, params }) {
      const { series, ...rest } = params as Params;
      // The parameter is the step's own: the Document Service never sees it.
      delete (params as Params).series;
      if (series === 'kept') return null;
      switch (action) {
        case 'create':
          return planCreate(strapi, rest, series);
        case 'update':
          return planUpdate(strapi, rest, series);
        case 'delete':
          return planDelete(strapi, rest);
        case 'clone':
          // A duplicate is a single event of its own, outside the series of what it copies.
          if (isRecord(rest.data)) Object.assign(rest.data, { recurrence: null, seriesUid: null, occurrenceKey: null, seriesException: false, parentEvent: null });
          return null;
        default:
          return null;
      }
    },
  });
}

function planCreate(strapi: Core.Strapi, params: Params, series: SeriesInstruction | undefined): PlannedStep | null {
  if (!isRecord(params.data)) return null;
  const instruction = takeInstruction(params.data, null, series);
  if (!makesSeries(instruction)) return null;
  return after(async (result) => startSeries(seriesContext(strapi), (result as { documentId: string }).documentId, instruction.recurrence));
}

async function planUpdate(strapi: Core.Strapi, params: Params, series: SeriesInstruction | undefined): Promise<PlannedStep | null> {
  const { documentId } = params;
  if (!documentId || !isRecord(params.data)) return null;
  const before = await documentRows(strapi, documentId);
  const stored = before.map((row) => readDefinition(row.recurrence)).find(Boolean) ?? null;
  const instruction = takeInstruction(params.data, stored, series);
  const uid = before[0]?.seriesUid ?? null;
  if (!uid && !makesSeries(instruction)) return null;
  const data = { ...params.data };
  const locale = params.locale ?? before[0]?.locale;
  return after(async () => {
    const sc = seriesContext(strapi);
    const ownRow = before.find((row) => row.locale === locale);
    if (!uid) await startSeries(sc, documentId, instruction.recurrence!);
    else if (!ownRow) await translateSeries(sc, documentId, locale!, before);
    else {
      const scope: Scope = instruction.scope ?? (stored ? 'all' : 'this');
      await applyWrite(sc, { documentId, locale: locale!, before, data, recurrence: instruction.recurrence, scope });
    }
  });
}

/** A hard delete (the Content Manager's Delete for good): once no language of the occurrence is left, its date is excluded. */
async function planDelete(strapi: Core.Strapi, params: Params): Promise<PlannedStep | null> {
  const { documentId } = params;
  if (!documentId) return null;
  const before = await documentRows(strapi, documentId);
  const uid = before[0]?.seriesUid;
  if (!uid) return null;
  return after(async () => {
    if ((await documentRows(strapi, documentId)).length) return;
    const sc = seriesContext(strapi);
    const series = await loadSeries(strapi, uid);
    const [member] = toMembers(before);
    if (series) await removeOccurrence(sc, { ...series, members: [...series.members, member] }, member, 'this');
    else if (member.definition) {
      // The anchor itself is gone: the definition passes to the next occurrence.
      const rest = await strapi.db.query(UID.event).findMany({ where: { seriesUid: uid }, select: ['documentId'], limit: 1 });
      if (rest.length) await strapi.db.query(UID.event).updateMany({ where: { documentId: (rest[0] as { documentId: string }).documentId }, data: { recurrence: member.definition } });
      const promoted = await loadSeries(strapi, uid);
      if (promoted) await removeOccurrence(sc, { ...promoted, members: [...promoted.members, member] }, member, 'this');
    }
  });
}

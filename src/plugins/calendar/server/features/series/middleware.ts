import type { Core } from '@strapi/strapi';
import { UID } from '../../data/repository/uids';
import { readDefinition } from './definition';
import { makesSeries, takeInstruction, type Scope } from './instruction';
import { documentRows, loadSeries, toMembers, type MemberRow } from './members';
import { asSeriesRule } from './errors';
import { takeServiceMark } from './nested';
import { applyWrite, removeOccurrence, seriesContext, startSeries } from './service';
import { translateSeries } from './translate';

type Params = { documentId?: string; locale?: string; data?: Record<string, unknown> };
type Next = () => Promise<unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every write of an event, whoever makes it (the REST API, the Content Manager, Strapi's own REST
 * routes), reaches its series here: one Document Service middleware, so that no path changes an
 * occurrence without the series knowing. The REST API and the admin's recurrence field say what they
 * want in the data's `recurrence` (features/series/instruction.ts); the series' own bookkeeping fields are never
 * taken from a caller. A write and its series' changes run in one transaction.
 */
export function registerSeriesMiddleware(strapi: Core.Strapi): void {
  strapi.documents.use((async (context: { uid: string; action: string; params: unknown }, next: Next) => {
    if (context.uid !== UID.event) return next();
    const params = context.params as Params;
    if (takeServiceMark(params.data)) return next();
    switch (context.action) {
      case 'create':
        return onCreate(strapi, params, next);
      case 'update':
        return onUpdate(strapi, params, next);
      case 'delete':
        return onDelete(strapi, params, next);
      case 'clone':
        // A duplicate is a single event of its own, outside the series of what it copies.
        if (isRecord(params.data)) Object.assign(params.data, { recurrence: null, seriesUid: null, occurrenceKey: null, seriesException: false, parentEvent: null });
        return next();
      default:
        return next();
    }
  }) as never);
}

async function onCreate(strapi: Core.Strapi, params: Params, next: Next) {
  if (!isRecord(params.data)) return next();
  const instruction = takeInstruction(params.data, null);
  if (!makesSeries(instruction)) return next();
  return strapi.db.transaction(async () => {
    const created = (await next()) as { documentId: string };
    await asSeriesRule(() => startSeries(seriesContext(strapi), created.documentId, instruction.recurrence));
    return created;
  });
}

async function onUpdate(strapi: Core.Strapi, params: Params, next: Next) {
  if (!params.documentId || !isRecord(params.data)) return next();
  const before = await documentRows(strapi, params.documentId);
  const stored = before.map((row) => readDefinition(row.recurrence)).find(Boolean) ?? null;
  const instruction = takeInstruction(params.data, stored);
  const uid = before[0]?.seriesUid ?? null;
  if (!uid && !makesSeries(instruction)) return next();
  const data = { ...params.data };
  const locale = params.locale ?? before[0]?.locale;
  return strapi.db.transaction(async () => {
    const result = await next();
    const sc = seriesContext(strapi);
    const ownRow = before.find((row) => row.locale === locale);
    await asSeriesRule(async () => {
      if (!uid) await startSeries(sc, params.documentId!, instruction.recurrence!);
      else if (!ownRow) await translateSeries(sc, params.documentId!, locale!, before);
      else {
        const scope: Scope = instruction.scope ?? (stored ? 'all' : 'this');
        await applyWrite(sc, { documentId: params.documentId!, locale: locale!, before, data, recurrence: instruction.recurrence, scope });
      }
    });
    return result;
  });
}

/** A hard delete (the Content Manager's Delete): once no language of the occurrence is left, its date is excluded. */
async function onDelete(strapi: Core.Strapi, params: Params, next: Next) {
  if (!params.documentId) return next();
  const before: MemberRow[] = await documentRows(strapi, params.documentId);
  const uid = before[0]?.seriesUid;
  if (!uid) return next();
  return strapi.db.transaction(async () => {
    const result = await next();
    if ((await documentRows(strapi, params.documentId!)).length) return result;
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
    return result;
  });
}


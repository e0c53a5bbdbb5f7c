import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { z } from 'zod/v4';
import { isKnownZone, toWallText } from '../../../shared/recurrence/date-values';
import type { SeriesInfo } from '../../../shared/series-admin';
import { parseRecurrence, RecurrenceError } from '../series/rules';
import { UID } from '../../data/repository/uids';
import { documentRows, loadSeries, type MemberRow } from '../series/members';
import { previewSeries } from '../series/preview';
import { seriesContext } from '../series/service';
import { startAfterWrite, startOf } from '../series/shift';
import { contentManagerAccess, type PermissionChecker } from './content-manager-access';

const DOCUMENT_ID = /^[a-z0-9]{1,64}$/;
const LOCALE = /^[a-z]{2}(-[A-Z]{2})?$/;

export const seriesParams = z.object({ documentId: z.string().regex(DOCUMENT_ID) });
export const seriesQuery = z.object({ locale: z.string().regex(LOCALE) });

/** What the recurrence editor sends to see the dates of a rule: the lines, and the form's own times. */
export const previewQuery = z.object({
  /** The lines, one per line of text (the form's value; about 600 dates at most, what an address holds). */
  lines: z.string().max(10_000),
  startDate: z.iso.datetime({ offset: true }),
  endDate: z.iso.datetime({ offset: true }),
  /** Empty: the site zone (an event without a zone of its own). */
  timezone: z.string().max(64).refine((tz) => tz === '' || isKnownZone(tz)).default(''),
  allDay: z.enum(['true', 'false']).default('false'),
  /** The event the form edits, when it is stored: a series' anchor moves the series as the save would. */
  documentId: z.string().regex(DOCUMENT_ID).optional(),
});

const FIELDS = ['documentId', 'locale', 'title'];
const CREATOR = { createdBy: { fields: ['id'] } };

/**
 * The locale of a document the admin may read in the Content Manager (its role's conditions and
 * locales), the asked one first; null when it may read none.
 */
export async function readableLocale(strapi: Core.Strapi, checker: PermissionChecker, documentId: string, locales: string[]): Promise<{ locale: string; title: string } | null> {
  const { filters } = await checker.sanitizedQuery.read({});
  for (const locale of locales) {
    const where = filters ? { $and: [{ documentId }, filters] } : { documentId };
    const found = await strapi.documents(UID.event).findFirst({ locale, filters: where as never, fields: FIELDS as never, populate: CREATOR as never });
    if (found) return { locale, title: String((found as { title?: unknown }).title ?? '') };
  }
  return null;
}

const localesOf = (rows: MemberRow[], first: string) => [first, ...rows.map((row) => row.locale).filter((locale) => locale !== first)];

/** The series of a document as its form shows it; null when it is in none. */
async function seriesInfo(strapi: Core.Strapi, checker: PermissionChecker, rows: MemberRow[], locale: string): Promise<SeriesInfo | null> {
  const uid = rows[0].seriesUid;
  const series = uid ? await loadSeries(strapi, uid) : null;
  if (!series) return null;
  const { definition, anchor } = series;
  const isAnchor = anchor.documentId === rows[0].documentId;
  const readableAnchor = isAnchor ? null : await readableLocale(strapi, checker, anchor.documentId, localesOf(anchor.rows, locale));
  return {
    lines: definition.lines,
    start: definition.start,
    end: definition.end,
    timezone: definition.timezone,
    allDay: definition.allDay,
    anchor: isAnchor ? null : readableAnchor && { documentId: anchor.documentId, ...readableAnchor },
    isAnchor,
    occurrence: { date: toWallText(rows[0].occurrenceKey ?? ''), exception: Boolean(rows[0].seriesException) },
    dates: series.members.filter((member) => member.rows.some((row) => row.postStatus !== 'trash')).length,
  };
}

/**
 * The admin routes of the recurrence field (admin/src/fields/Recurrence): an event's series, and the
 * dates a rule gives before it is saved. Guarded like the calendar page: the Content Manager's own
 * permission checker, its conditions (Author's "is creator") and locales; an event the admin may not
 * read answers as an unknown one.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const checker = contentManagerAccess(strapi, ctx, UID.event);
    if (checker.cannot.read() || checker.cannot.read(undefined, 'recurrence')) return ctx.forbidden('You may not read events.');
    const params = seriesParams.safeParse(ctx.params);
    const query = seriesQuery.safeParse(ctx.query);
    if (!params.success || !query.success) return ctx.badRequest('Invalid series query', { issues: [...(params.error?.issues ?? []), ...(query.error?.issues ?? [])] });
    const rows = await documentRows(strapi, params.data.documentId);
    if (!rows.length || !(await readableLocale(strapi, checker, params.data.documentId, localesOf(rows, query.data.locale)))) {
      return ctx.notFound('No such event.');
    }
    ctx.body = { series: await seriesInfo(strapi, checker, rows, query.data.locale) };
  },

  async preview(ctx: Context) {
    const checker = contentManagerAccess(strapi, ctx, UID.event);
    if (!checker.can.create(undefined, 'recurrence') && !checker.can.update(undefined, 'recurrence')) return ctx.forbidden('You may not edit series.');
    const parsed = previewQuery.safeParse(ctx.query);
    if (!parsed.success) return ctx.badRequest('Invalid preview query', { issues: parsed.error.issues });
    const { lines, documentId, ...form } = parsed.data;
    const recurrence = parseRecurrence(lines);
    if (!recurrence.ok) return ctx.badRequest(recurrence.error.message);
    const sc = seriesContext(strapi);
    const times = { startDate: form.startDate, endDate: form.endDate, timezone: form.timezone || null, allDay: form.allDay === 'true' };
    let start = startOf(times, sc.siteTimezone);
    if (documentId) {
      const rows = await documentRows(strapi, documentId);
      if (!rows.length || !(await readableLocale(strapi, checker, documentId, localesOf(rows, rows[0].locale)))) return ctx.notFound('No such event.');
      // An anchor's series starts where it started; a change of the anchor's times moves it, as the save will.
      const series = rows[0].seriesUid ? await loadSeries(strapi, rows[0].seriesUid) : null;
      if (series?.anchor.documentId === documentId) start = startAfterWrite(series.definition, rows[0], times, sc.siteTimezone);
    }
    try {
      ctx.body = previewSeries(recurrence.recurrence, start, sc.limits);
    } catch (error) {
      if (error instanceof RecurrenceError) return ctx.badRequest(error.message);
      throw error;
    }
  },
});

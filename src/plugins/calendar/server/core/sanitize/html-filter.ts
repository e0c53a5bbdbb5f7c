import type { Core } from '@strapi/strapi';
import type { CalendarUid } from '../../data/repository/find';
import { HTML_FIELDS, filterRecordHtml } from './fields';
import { writerMayPostUnfilteredHtml } from './unfiltered-html';

/** Document Service actions that store sent data. */
const WRITES = new Set(['create', 'update', 'clone']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The one place HTML is filtered: a Document Service middleware on the calendar's content types, so
 * every writer goes through it (the calendar API and its inline venues, organizers and terms, Strapi's
 * own REST routes, the Content Manager). Callers without the right to post unfiltered HTML have their
 * titles, names, descriptions and excerpts filtered before they are stored, as WordPress's kses does.
 */
export function registerHtmlFilter(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const fields = HTML_FIELDS[context.uid as CalendarUid];
    const params = context.params as { data?: unknown };
    if (fields && WRITES.has(context.action) && isRecord(params.data) && !writerMayPostUnfilteredHtml(strapi)) {
      (context as { params: object }).params = { ...params, data: filterRecordHtml(params.data, fields) };
    }
    return next();
  });
}

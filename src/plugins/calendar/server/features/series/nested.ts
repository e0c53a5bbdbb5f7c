import type { Core } from '@strapi/strapi';
import { UID } from '../../data/repository/uids';

/**
 * The series service's own Document Service writes (occurrences it creates, updates, trashes or links)
 * must not be read as an editor's instructions by the series middleware. They carry a mark in their data,
 * which the middleware takes out: a mark on the write itself, not an async context (AsyncLocalStorage
 * loses its store across the database pool when a write opens its own transaction, as the horizon job's do).
 */
const MARK = '__calendarSeriesService';

type Data = Record<string, unknown>;

/** Whether a write's data is the service's (and takes the mark out of it). */
export function takeServiceMark(data: Data | undefined): boolean {
  if (!data || data[MARK] !== true) return false;
  delete data[MARK];
  return true;
}

/**
 * Event data marked as the service's: the series middleware lets the write through as it is. Also for an
 * import from a REST source, which writes every occurrence as the source has it (its own ID, fields and
 * dates), then links the series itself (features/import/series-link.ts).
 */
export const serviceData = (data: Data): Data => ({ ...data, [MARK]: true });

/** The Document Service calls of the series service, marked. */
export function serviceWrites(strapi: Core.Strapi) {
  const documents = strapi.documents(UID.event);
  return {
    create: (locale: string, data: Data) => documents.create({ locale, data: serviceData(data) as never }),
    update: (documentId: string, locale: string, data: Data) => documents.update({ documentId, locale, data: serviceData(data) as never }),
  };
}

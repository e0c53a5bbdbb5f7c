import type { Core } from '@strapi/strapi';
import { UID } from '../../data/repository/uids';
import { seriesParams } from './instruction';

type Data = Record<string, unknown>;

/**
 * The series service's own Document Service writes (a status passed on to the following dates, a
 * parent link): each passes the write door like any other (judged and counted), with the `series: 'kept'`
 * parameter that tells the series step (features/series/step.ts) the write is the series' own work, not
 * an editor's change to spread over the series again.
 */
export function ownWrites(strapi: Core.Strapi) {
  const documents = strapi.documents(UID.event);
  return {
    update: (documentId: string, locale: string, data: Data) => documents.update({ documentId, locale, data: data as never, ...seriesParams('kept') } as never),
  };
}

import type { Core } from '@strapi/strapi';
import { UID } from '../../data/repository/uids';

type Model = { uid?: string; attributes?: Record<string, Record<string, unknown>> };
type DataMapper = { toContentManagerModel(contentType: Model): Model };

const POSTS: readonly string[] = [UID.event, UID.venue, UID.organizer];

/**
 * New events, venues and organizers start as drafts in the admin: the Content Manager fills a new form
 * (a new record, one started from a day of the Calendar page, a new translation) with each field's
 * default as the schema it serves the admin states it, and one save of a half-finished record must not
 * make it public. Only that served copy says `draft`: the stored schema keeps `publish`, the default of the
 * REST API for callers who may publish (contract 9.1), of imports and of scripts. (The admin's status
 * field also turns a status copied by "Fill in from another locale" into a draft: fields/PostStatus.)
 */
export function draftByDefaultInTheAdmin(strapi: Core.Strapi): void {
  const mapper = strapi.plugin('content-manager')?.service('data-mapper') as DataMapper | undefined;
  if (!mapper || typeof mapper.toContentManagerModel !== 'function') {
    strapi.log.warn('calendar: the Content Manager has no data mapper; new records keep the Published default in the admin.');
    return;
  }
  const toModel = mapper.toContentManagerModel.bind(mapper);
  mapper.toContentManagerModel = (contentType) => {
    const model = toModel(contentType);
    const status = model.attributes?.postStatus;
    if (!model.uid || !POSTS.includes(model.uid) || !status) return model;
    return { ...model, attributes: { ...model.attributes, postStatus: { ...status, default: 'draft' } } };
  };
}

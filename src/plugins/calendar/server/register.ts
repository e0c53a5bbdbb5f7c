import type { Core } from '@strapi/strapi';
import { registerCustomFields } from './features/admin/custom-fields';
import { draftByDefaultInTheAdmin } from './features/admin/draft-default';
import { registerDuplicates } from './features/admin/duplicate';
import { registerAdminWriteDoor } from './features/admin/write-door';
import { guardNewLanguages } from './features/admin/new-locale';
import { hideTrashFromRelationPickers, shapePostLists } from './features/admin/lists';
import { subscribeAuthorCheck } from './access/author-check';
import { subscribeTermCountLifecycle } from './data/counts/lifecycle';
import { geocodeAdminVenueWrites } from './features/geocode/document-middleware';
import { subscribeRecordLifecycle } from './data/ids/lifecycle';
import { keepFilePartsOffDisk } from './http/middlewares/file-parts';
import { settleSecurityHeaders } from './http/middlewares/security-headers';
import { registerPageRoutes } from './features/pages/routes';
import { registerHtmlFilter } from './core/sanitize/html-filter';
import { addSeriesStep } from './features/series/step';
import { registerWriteDoor } from './data/door/middleware';
import { boundImageUploads } from './data/uploads/bound-uploads';
import { getPluginContext } from './lib/utils';
import { registerSubmissions } from './features/submissions';

/**
 * Runs before the database is ready: validates settings once more, registers the admin's custom fields,
 * hooks the ID assignment, record defaults, term counts, the author check, the HTML filter, the
 * recurring events' series, the admin's Duplicate, new languages and draft default, and the geocoding of venues written in the admin, wraps Strapi's body parser
 * before the middlewares are built (and Strapi's security headers, settled once under the namespace), and bounds the pixels of images stored by its upload service; mounts
 * the public pages outside `/api` (pages/).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  getPluginContext(strapi);
  // First of the Document Service middlewares: the write door sees every change before anything else runs.
  registerWriteDoor(strapi);
  registerCustomFields(strapi);
  subscribeRecordLifecycle(strapi);
  subscribeTermCountLifecycle(strapi);
  subscribeAuthorCheck(strapi);
  registerHtmlFilter(strapi);
  // A step of the write door: an event's series follows each write of it (occurrences are made from what
  // was stored, after the HTML filter).
  addSeriesStep(strapi);
  registerDuplicates(strapi);
  // Visitors' submissions: an editor's change of a submitted event's status is the decision.
  registerSubmissions(strapi);
  // After the Duplicate's own wrap: the door opens around it.
  registerAdminWriteDoor(strapi);
  guardNewLanguages(strapi);
  shapePostLists(strapi);
  hideTrashFromRelationPickers(strapi);
  draftByDefaultInTheAdmin(strapi);
  geocodeAdminVenueWrites(strapi);
  keepFilePartsOffDisk(strapi);
  settleSecurityHeaders(strapi);
  boundImageUploads(strapi);
  registerPageRoutes(strapi);
};

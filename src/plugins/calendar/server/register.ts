import type { Core } from '@strapi/strapi';
import { registerCustomFields } from './admin/custom-fields';
import { draftByDefaultInTheAdmin } from './admin/draft-default';
import { registerDuplicates } from './admin/duplicate';
import { registerAdminWriteDoor } from './admin/write-door';
import { guardNewLanguages } from './admin/new-locale';
import { filterListBySeries, hideTrashFromLists, hideTrashFromRelationPickers, readListDaysOnEventClocks } from './admin/lists';
import { subscribeAuthorCheck } from './auth/author-check';
import { subscribeTermCountLifecycle } from './counts/lifecycle';
import { geocodeAdminVenueWrites } from './geocode/document-middleware';
import { subscribeRecordLifecycle } from './ids/lifecycle';
import { keepFilePartsOffDisk } from './middlewares/file-parts';
import { settleSecurityHeaders } from './middlewares/security-headers';
import { registerPageRoutes } from './pages/routes';
import { registerHtmlFilter } from './sanitize/html-filter';
import { registerSeriesMiddleware } from './series/middleware';
import { registerWriteDoor } from './door/middleware';
import { boundImageUploads } from './uploads/bound-uploads';
import { getPluginContext } from './utils';

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
  // After the HTML filter: occurrences are made from what was stored, already filtered.
  registerSeriesMiddleware(strapi);
  registerDuplicates(strapi);
  // After the Duplicate's own wrap: the door opens around it.
  registerAdminWriteDoor(strapi);
  guardNewLanguages(strapi);
  hideTrashFromLists(strapi);
  readListDaysOnEventClocks(strapi);
  filterListBySeries(strapi);
  hideTrashFromRelationPickers(strapi);
  draftByDefaultInTheAdmin(strapi);
  geocodeAdminVenueWrites(strapi);
  keepFilePartsOffDisk(strapi);
  settleSecurityHeaders(strapi);
  boundImageUploads(strapi);
  registerPageRoutes(strapi);
};

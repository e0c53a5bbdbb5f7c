import type { Core } from '@strapi/strapi';
import { registerCustomFields } from './admin/custom-fields';
import { subscribeAuthorCheck } from './auth/author-check';
import { subscribeTermCountLifecycle } from './counts/lifecycle';
import { subscribeRecordLifecycle } from './ids/lifecycle';
import { keepFilePartsOffDisk } from './middlewares/file-parts';
import { getPluginContext } from './utils';

/**
 * Runs before the database is ready: validates settings once more, registers the admin's custom fields,
 * hooks the ID assignment, record defaults, term counts and the author check, and wraps Strapi's body
 * parser before the middlewares are built.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  getPluginContext(strapi);
  registerCustomFields(strapi);
  subscribeRecordLifecycle(strapi);
  subscribeTermCountLifecycle(strapi);
  subscribeAuthorCheck(strapi);
  keepFilePartsOffDisk(strapi);
};

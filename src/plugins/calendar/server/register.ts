import type { Core } from '@strapi/strapi';
import { subscribeIdAssignment } from './ids/assign-ids';
import { subscribeRecordDefaults } from './ids/record-defaults';
import { getPluginContext } from './utils';

/** Runs before the database is ready: validates settings once more and hooks the ID assignment and record defaults. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  getPluginContext(strapi);
  subscribeIdAssignment(strapi);
  subscribeRecordDefaults(strapi);
};

import type { Core } from '@strapi/strapi';
import { subscribeIdAssignment } from './ids/assign-ids';
import { getPluginContext } from './utils';

/** Runs before the database is ready: validates settings once more and hooks the ID assignment. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  getPluginContext(strapi);
  subscribeIdAssignment(strapi);
};

import type { Core } from '@strapi/strapi';
import { subscribeRecordLifecycle } from './ids/lifecycle';
import { getPluginContext } from './utils';

/** Runs before the database is ready: validates settings once more and hooks the ID assignment and record defaults. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  getPluginContext(strapi);
  subscribeRecordLifecycle(strapi);
};

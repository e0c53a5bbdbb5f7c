import type { Core } from '@strapi/strapi';
import { subscribeTermCountLifecycle } from './counts/lifecycle';
import { subscribeRecordLifecycle } from './ids/lifecycle';
import { getPluginContext } from './utils';

/** Runs before the database is ready: validates settings once more and hooks the ID assignment, record defaults and term counts. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  getPluginContext(strapi);
  subscribeRecordLifecycle(strapi);
  subscribeTermCountLifecycle(strapi);
};

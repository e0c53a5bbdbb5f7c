import type { Core } from '@strapi/strapi';
import { stopScheduler } from './features/schedule/publish-scheduled';

/** Stops what the plugin started, so a destroyed app (tests, a restart) leaves no timer behind. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  stopScheduler(strapi);
};

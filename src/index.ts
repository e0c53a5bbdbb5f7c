import type { Core } from '@strapi/strapi';
import { seedDemoData } from './seed';

export default {
  /** Fails fast when the calendar plugin is not loaded (a wrong `resolve` makes Strapi skip it silently). */
  register({ strapi }: { strapi: Core.Strapi }) {
    if (!strapi.plugin('calendar')) {
      throw new Error('The calendar plugin is not loaded: check config/plugins.ts (calendar.resolve) and the build.');
    }
  },

  /** Runs after every plugin's bootstrap, so the users-permissions roles and the locales exist. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await strapi.plugin('calendar').service('setup').afterBootstrap();
    if (strapi.config.get<boolean>('plugin::calendar.demoData', true)) {
      const { seeded, events } = await seedDemoData(strapi);
      if (seeded) strapi.log.info(`[calendar] Seeded the demo calendar: ${events} events in every language.`);
    }
  },
};

import type { Core } from '@strapi/strapi';

export default {
  /** Fails fast when the calendar plugin is not loaded (a wrong `resolve` makes Strapi skip it silently). */
  register({ strapi }: { strapi: Core.Strapi }) {
    if (!strapi.plugin('calendar')) {
      throw new Error('The calendar plugin is not loaded: check config/plugins.ts (calendar.resolve) and the build.');
    }
  },

  /** Runs after every plugin's bootstrap, so the users-permissions roles exist. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await strapi.plugin('calendar').service('setup').afterBootstrap();
  },
};

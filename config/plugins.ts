import type { Core } from '@strapi/strapi';
import path from 'path';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  calendar: {
    enabled: true,
    // Strapi loads compiled JavaScript: at run time __dirname is dist/config, so this is the compiled plugin.
    resolve: path.resolve(__dirname, '..', 'src', 'plugins', 'calendar'),
    config: {
      publicUrl: env('PUBLIC_URL', ''),
      timezone: env('CALENDAR_TIMEZONE', 'UTC'),
      perPage: env.int('CALENDAR_PER_PAGE', 12),
      maxPerPage: env.int('CALENDAR_MAX_PER_PAGE', 50),
      demoData: env.bool('DEMO_DATA', true),
    },
  },
  'users-permissions': {
    config: { jwtSecret: env('JWT_SECRET') },
  },
});

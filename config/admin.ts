import type { Core } from '@strapi/strapi';
import { calendarPreview } from '../src/plugins/calendar/server/features/admin/preview';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  // Headless sites (and the tests) can run without the built admin panel; the admin API keeps working.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  // The AI features of Strapi's Enterprise Edition are not used (and need a licence): off. The admin still
  // asks whether they are configured on every page; plugin::calendar.admin-features-off answers "no".
  ai: { enabled: false },
  // "Open preview" in the Content Manager shows the record's public page: features/admin/preview.ts.
  preview: calendarPreview(env),
});

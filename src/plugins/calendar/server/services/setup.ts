import type { Core } from '@strapi/strapi';
import { showIdsReadOnly } from '../ids/admin-layout';
import { grantCalendarRoles } from '../permissions/roles';

/**
 * Setup that must wait until every plugin has bootstrapped (users-permissions creates its roles in
 * its own bootstrap, which may run after ours). The app's bootstrap calls `afterBootstrap`.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async afterBootstrap() {
    await grantCalendarRoles(strapi);
    await showIdsReadOnly(strapi);
  },
});

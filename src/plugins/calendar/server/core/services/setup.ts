import type { Core } from '@strapi/strapi';
import { installCategoryDays } from '../../data/counts/category-days';
import { installEventDays } from '../../data/counts/event-days';
import { refreshTermCounts } from '../../data/counts/term-counts';
import { installDataVersion } from '../../data/version/data-version';
import { applyEditorLayouts } from '../../features/admin/layouts';
import { grantCalendarRoles } from '../../access/roles';
import { grantAdminEditorOnce } from '../sanitize/admin-action';

/**
 * Setup that must wait until every plugin has bootstrapped (users-permissions creates its roles in
 * its own bootstrap, which may run after ours). The app's bootstrap calls `afterBootstrap`.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async afterBootstrap() {
    await grantCalendarRoles(strapi);
    await grantAdminEditorOnce(strapi);
    await applyEditorLayouts(strapi);
    // Recounts every term once per start: fills the counts of a database written before they were
    // stored (or by hand, as the bench seeds), and repairs a count two concurrent writers raced on.
    await refreshTermCounts(strapi, 'all');
    await installEventDays(strapi);
    await installCategoryDays(strapi);
    await installDataVersion(strapi);
  },
});

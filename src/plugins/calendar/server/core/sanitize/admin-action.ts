import type { Core } from '@strapi/strapi';
import { ADMIN_ACTION } from './unfiltered-html';

/** Strapi's default admin role that gets the right once, as WordPress editors have `unfiltered_html`. */
const EDITOR_ROLE_CODE = 'strapi-editor';
const GRANTED_KEY = 'granted-admin-actions:strapi-editor';

/**
 * Registers the admin's right to post unfiltered HTML (Settings → Roles → Plugins → Calendar). Runs in the
 * plugin's bootstrap, before the admin's own, which gives every registered action to the Super Admin.
 */
export async function registerAdminAction(strapi: Core.Strapi): Promise<void> {
  await strapi.service('admin::permission').actionProvider.registerMany([
    { section: 'plugins', displayName: 'Post unfiltered HTML', uid: 'unfiltered-html', pluginName: 'calendar' },
  ]);
}

/**
 * Gives Strapi's Editor role the right once (Authors do not get it, as WordPress authors do not): an
 * action a site owner then takes away stays away across restarts, as with the API roles (grant-once.ts).
 */
export async function grantAdminEditorOnce(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'calendar' });
  const granted = ((await store.get({ key: GRANTED_KEY })) as string[] | null) ?? [];
  if (granted.includes(ADMIN_ACTION)) return;
  const role = (await strapi.db.query('admin::role').findOne({ where: { code: EDITOR_ROLE_CODE }, select: ['id'] })) as { id: number } | null;
  if (role) {
    const held = await strapi.db.query('admin::permission').findOne({ where: { action: ADMIN_ACTION, role: role.id }, select: ['id'] });
    if (!held) await strapi.service('admin::role').addPermissions(role.id, [{ action: ADMIN_ACTION }]);
  }
  await store.set({ key: GRANTED_KEY, value: [...granted, ADMIN_ACTION] });
}

import type { Core } from '@strapi/strapi';

const ROLE = 'plugin::users-permissions.role';
const PERMISSION = 'plugin::users-permissions.permission';

/** The calendar's content-api actions (`plugin::calendar.events.find`, ...), as Strapi registered them. */
export function calendarActions(strapi: Core.Strapi): string[] {
  const actions = strapi.contentAPI.permissions.providers.action.keys() as string[];
  return actions.filter((action) => action.startsWith('plugin::calendar.'));
}

/**
 * Gives a users-permissions role each action once. Actions given before are remembered (per role, in
 * the plugin store), so an action a site owner revokes in the admin stays revoked across restarts.
 */
export async function grantOnce(strapi: Core.Strapi, roleId: number, roleKey: string, actions: string[]): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'calendar' });
  const key = `granted-actions:${roleKey}`;
  const granted = new Set(((await store.get({ key })) as string[] | null) ?? []);
  const pending = actions.filter((action) => !granted.has(action));
  if (!pending.length) return;
  for (const action of pending) {
    const exists = await strapi.db.query(PERMISSION).findOne({ where: { action, role: roleId } });
    if (!exists) await strapi.db.query(PERMISSION).create({ data: { action, role: roleId } });
    granted.add(action);
  }
  await store.set({ key, value: [...granted] });
}

export async function findRole(strapi: Core.Strapi, type: string): Promise<{ id: number } | null> {
  return strapi.db.query(ROLE).findOne({ where: { type } });
}

export async function ensureRole(strapi: Core.Strapi, role: { type: string; name: string; description: string }) {
  return (await findRole(strapi, role.type)) ?? ((await strapi.db.query(ROLE).create({ data: role })) as { id: number });
}

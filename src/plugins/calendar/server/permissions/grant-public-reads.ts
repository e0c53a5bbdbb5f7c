import type { Core } from '@strapi/strapi';

const ROLE = 'plugin::users-permissions.role';
const PERMISSION = 'plugin::users-permissions.permission';

/** The calendar's read actions: the GET handlers, all named find/findOne. */
export function calendarReadActions(strapi: Core.Strapi): string[] {
  const actions = strapi.contentAPI.permissions.providers.action.keys() as string[];
  return actions.filter((a) => a.startsWith('plugin::calendar.') && /\.(find|findOne)$/.test(a));
}

/**
 * The calendar is public to read, like the original: the Public role gets each read action once.
 * Actions already granted once are remembered, so a site owner who revokes one keeps it revoked.
 */
export async function grantPublicReads(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'calendar' });
  const granted = new Set(((await store.get({ key: 'public-read-grants' })) as string[] | null) ?? []);
  const pending = calendarReadActions(strapi).filter((action) => !granted.has(action));
  if (!pending.length) return;

  const role = await strapi.db.query(ROLE).findOne({ where: { type: 'public' } });
  if (!role) return;
  for (const action of pending) {
    const exists = await strapi.db.query(PERMISSION).findOne({ where: { action, role: role.id } });
    if (!exists) await strapi.db.query(PERMISSION).create({ data: { action, role: role.id } });
    granted.add(action);
  }
  await store.set({ key: 'public-read-grants', value: [...granted] });
}

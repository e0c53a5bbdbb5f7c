import type { Core } from '@strapi/strapi';
import { calendarActions, ensureRole, findRole, grantOnce } from './grant-once';

export const EDITOR_ROLE = {
  type: 'calendar-editor',
  name: 'Calendar editor',
  description: 'Reads and writes every calendar resource through the calendar API (cal/events/v1).',
};

/** Reads: the GET handlers, all named find/findOne (read-only API tokens allow only those names). */
const isRead = (action: string) => /\.(find|findOne)$/.test(action);

/**
 * The calendar is public to read, like the original: the Public role gets the read actions. A role
 * "Calendar editor" gets every calendar action, so a site owner only assigns it to a user.
 */
export async function grantCalendarRoles(strapi: Core.Strapi): Promise<void> {
  const actions = calendarActions(strapi);
  const publicRole = await findRole(strapi, 'public');
  if (publicRole) await grantOnce(strapi, publicRole.id, 'public', actions.filter(isRead));
  const editor = await ensureRole(strapi, EDITOR_ROLE);
  await grantOnce(strapi, editor.id, EDITOR_ROLE.type, actions);
}

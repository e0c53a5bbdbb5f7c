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
 * The calendar is public to read, like the original: the Public and Authenticated roles get the read
 * actions (a logged-in user must not see less than a visitor). A role "Calendar editor" gets every
 * calendar action, so a site owner only assigns it to a user.
 */
export async function grantCalendarRoles(strapi: Core.Strapi): Promise<void> {
  const actions = calendarActions(strapi);
  for (const type of ['public', 'authenticated']) {
    const role = await findRole(strapi, type);
    if (role) await grantOnce(strapi, role.id, type, actions.filter(isRead));
  }
  const editor = await ensureRole(strapi, EDITOR_ROLE);
  await grantOnce(strapi, editor.id, EDITOR_ROLE.type, actions);
}

import type { Core } from '@strapi/strapi';

/**
 * The calendar's custom fields (their inputs live in the plugin's admin side, admin/src/fields/).
 * Each stores a plain Strapi type, so the database, the REST API and the data layer see ordinary
 * attributes; only the Content Manager renders them differently.
 */
export const CUSTOM_FIELDS = [
  // A UTC instant shown and edited as wall time in the event's own zone (or the site's), never the browser's.
  { name: 'zoned-datetime', type: 'datetime' },
  // An IANA zone or a WordPress-style offset (`UTC+5.5`), picked from a list.
  { name: 'timezone', type: 'string' },
  // The WordPress post status, with the words WordPress editors know (Published, Scheduled, Draft...).
  { name: 'post-status', type: 'enumeration' },
  // HTML descriptions, as the original stores them, edited in a rich-text editor.
  { name: 'rich-text', type: 'richtext' },
  // A users-permissions user's ID (the record's author), picked by user name.
  { name: 'author', type: 'integer' },
  // A series' repeat rule (features/series/definition.ts), edited as "every Tuesday and Thursday until June"; on an
  // occurrence, which dates a change applies to (features/series/instruction.ts reads what the field sends).
  { name: 'recurrence', type: 'json' },
] as const;

export type CustomFieldName = (typeof CUSTOM_FIELDS)[number]['name'];

/** Registers the custom fields; runs in the plugin's register phase, before content types are loaded. */
export function registerCustomFields(strapi: Core.Strapi): void {
  for (const field of CUSTOM_FIELDS) strapi.customFields.register({ ...field, plugin: 'calendar' });
}

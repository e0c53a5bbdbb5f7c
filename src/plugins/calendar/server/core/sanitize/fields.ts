import { errors } from '@strapi/utils';
import type { CalendarUid } from '../../data/repository/find';
import { UID } from '../../data/repository/uids';
import { filterPlainText, filterRichText, HtmlTooDeepError, MAX_HTML_DEPTH } from './filter-html';

/** `rich`: HTML kept within the post allowlist; `plain`: text without markup. */
export type HtmlKind = 'rich' | 'plain';

/**
 * The fields of each content type a caller without the right to post unfiltered HTML has filtered, as
 * WordPress filters a post's content, excerpt and title and a term's name and description. Other fields
 * (addresses, phone, cost...) are stored as sent, as the original stores its post meta.
 */
export const HTML_FIELDS: Record<CalendarUid, Record<string, HtmlKind>> = {
  [UID.event]: { title: 'plain', description: 'rich', excerpt: 'rich' },
  [UID.venue]: { name: 'plain', description: 'rich', excerpt: 'rich' },
  [UID.organizer]: { name: 'plain', description: 'rich', excerpt: 'rich' },
  [UID.category]: { name: 'plain', description: 'rich' },
  [UID.tag]: { name: 'plain', description: 'rich' },
};

const FILTERS: Record<HtmlKind, (value: string) => string> = { rich: filterRichText, plain: filterPlainText };

/**
 * A copy of a record's data with its HTML fields filtered; other fields and non-text values as they are.
 * A field nested too deep to filter is a validation error naming it (a 400 for the API and the admin).
 */
export function filterRecordHtml<T extends object>(data: T, fields: Record<string, HtmlKind>): T {
  const filtered: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const [field, kind] of Object.entries(fields)) {
    const value = filtered[field];
    if (typeof value !== 'string') continue;
    try {
      filtered[field] = FILTERS[kind](value);
    } catch (error) {
      if (!(error instanceof HtmlTooDeepError)) throw error;
      throw new errors.ValidationError(`${field}: HTML elements nested more than ${MAX_HTML_DEPTH} deep.`);
    }
  }
  return filtered as T;
}

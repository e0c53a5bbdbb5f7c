import type { Core } from '@strapi/strapi';
import type { DateTime } from 'luxon';

/** What a write needs beyond its body: the language of the record, the site zone, the clock, the caller. */
export interface WriteContext {
  strapi: Core.Strapi;
  /** Strapi locale the record is (or will be) in. */
  locale: string;
  siteTimezone: string;
  now: DateTime;
  /** The users-permissions user writing, when there is one (API tokens have no user). */
  userId: number | null;
  /** Public base URL, to recognise links to our own media library. */
  baseUrl: string;
}

/** Attribute data for Strapi's Document Service. */
export type Data = Record<string, unknown>;

/** Copies the fields that were sent (not undefined) into `data` under their attribute names: a partial update. */
export function assignSent(data: Data, pairs: [attribute: string, value: unknown][]): Data {
  for (const [attribute, value] of pairs) if (value !== undefined) data[attribute] = value;
  return data;
}

/** `""` clears a text field (stored as null); anything else is kept. */
export const emptyToNull = (value: string | undefined): string | null | undefined => (value === '' ? null : value);

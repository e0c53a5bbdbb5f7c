import type { JsonSchema } from '../json-schema';
import { arrayOf, integer, object, ref, variant } from './helpers';

/** The list bodies (contract 4.1): posts put the items first, terms after `total_pages`. */

/** The original does not encode the query it echoes (`start_date=2026-01-01 00:00:00`): not a strict URI. */
const link = (description: string): JsonSchema => ({ type: 'string', description });

const counts = () => ({
  rest_url: link('This page, with the effective query (not URL-encoded)'),
  next_rest_url: link('The next page; absent on the last page'),
  previous_rest_url: link('The previous page; absent on the first page'),
  total: { type: 'integer', minimum: 0, description: 'Number of matching records' },
  total_pages: { type: 'integer', minimum: 0, description: 'Number of pages, `0` when nothing matches' },
});

/** List items carry no single-read members (`json_ld`, `_links`). */
const items = (schema: string, single: string): JsonSchema => arrayOf(variant(ref(schema), { forbid: [single] }));

function list(key: string, schema: string, single: string, description: string): JsonSchema {
  const { rest_url, next_rest_url, previous_rest_url, total, total_pages } = counts();
  const properties = ['categories', 'tags'].includes(key)
    ? { rest_url, total, total_pages, [key]: items(schema, single), next_rest_url, previous_rest_url }
    : { [key]: items(schema, single), rest_url, next_rest_url, previous_rest_url, total, total_pages };
  return object(properties, [key, 'rest_url', 'total', 'total_pages'], description);
}

export const EventList = list('events', 'Event', 'json_ld', 'A page of events');
export const VenueList = list('venues', 'Venue', 'json_ld', 'A page of venues');
export const OrganizerList = list('organizers', 'Organizer', 'json_ld', 'A page of organizers');
export const CategoryList = list('categories', 'Category', '_links', 'A page of categories');
export const TagList = list('tags', 'Tag', '_links', 'A page of tags');

/** `X-TEC-Total` and `X-TEC-TotalPages` on every list answer. */
export const listHeaders = (): Record<string, JsonSchema> => ({
  'X-TEC-Total': {
    description: 'Number of matching records',
    required: true,
    schema: integer(),
  },
  'X-TEC-TotalPages': {
    description: 'Number of pages',
    required: true,
    schema: integer(),
  },
});

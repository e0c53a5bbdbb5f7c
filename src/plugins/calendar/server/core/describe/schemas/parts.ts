import type { JsonSchema } from '../json-schema';
import { arrayOf, boolean, emptyList, integer, languageKeys, mapOf, object, ref, string, url } from './helpers';

/** The members of records: images, dates, costs, terms and their links (core/wire/types.ts). */

const digits = (count: number): JsonSchema => ({ type: 'string', pattern: `^\\d{${count}}$` });

export const ImageSize = object(
  {
    width: integer(),
    height: integer(),
    'mime-type': string(),
    filesize: integer('Size in bytes'),
    url: url(),
  },
  [],
  'One size of an image; empty members are left out'
);

export const CostDetails = object(
  {
    currency_symbol: string('Currency symbol, `""` when none'),
    currency_code: string('ISO 4217 currency code, `""` when none'),
    currency_position: { type: 'string', enum: ['', 'prefix', 'postfix'], description: 'Where the symbol goes' },
    values: arrayOf(string(), 'The prices in the cost, ascending, as numeric strings (or the slug of a cost text)'),
  },
  ['currency_symbol', 'currency_code', 'currency_position', 'values'],
  'The cost, parsed'
);

export const Image = object(
  {
    url: url('Full-size URL'),
    id: integer('Media ID'),
    extension: string('File extension'),
    width: integer(),
    height: integer(),
    filesize: integer('Size in bytes'),
    sizes: mapOf(ref('ImageSize'), 'The smaller sizes, by name'),
  },
  ['url', 'id', 'extension'],
  'A featured image; an image without dimensions has only `url`, `id` and `extension`'
);

export const DateDetails = object(
  { year: digits(4), month: digits(2), day: digits(2), hour: digits(2), minutes: digits(2), seconds: digits(2) },
  ['year', 'month', 'day', 'hour', 'minutes', 'seconds'],
  'A date-time split into zero-padded strings'
);

export const JsonLd: JsonSchema = {
  type: 'object',
  description: 'A schema.org object (JSON-LD)',
  required: ['@type'],
  properties: { '@type': string() },
  additionalProperties: true,
};

const taxonomy = (): JsonSchema => ({
  type: 'string',
  enum: ['tribe_events_cat', 'post_tag'],
  description: 'WordPress taxonomy name: `tribe_events_cat` for categories, `post_tag` for tags',
});

export const TermUrls = object(
  { self: url(), collection: url(), up: url('The parent category, when there is one') },
  ['self', 'collection'],
  'REST URLs of a term'
);

export const Link = object(
  {
    href: string(),
    embeddable: boolean(),
    templated: boolean(),
    name: string(),
    targetHints: object({ allow: arrayOf(string()) }, ['allow']),
  },
  ['href']
);

const links = (): JsonSchema => arrayOf(ref('Link'));
export const TermLinks = object(
  { self: links(), collection: links(), about: links(), up: links(), 'wp:post_type': links(), curies: links() },
  ['self', 'collection', 'about', 'wp:post_type', 'curies'],
  'Hypermedia links (WordPress core style), on single-term reads and writes only'
);

/** A term as the `/categories` and `/tags` routes show it (contract 3.4b). */
export const Term = object(
  {
    id: integer('Term ID'),
    count: integer('Number of published events with this term'),
    description: string(),
    name: string(),
    slug: string(),
    taxonomy: taxonomy(),
    parent: integer('Parent category ID, `0` for none; categories only'),
    meta: emptyList(),
    url: url('Public archive page of the term'),
    urls: ref('TermUrls'),
    ...languageKeys(),
    _links: ref('TermLinks'),
  },
  ['id', 'count', 'description', 'name', 'slug', 'taxonomy', 'meta', 'url', 'urls', 'ml_language', 'translations'],
  'An event category or tag'
);

export const Category: JsonSchema = {
  allOf: [ref('Term'), { required: ['parent'], properties: { taxonomy: { enum: ['tribe_events_cat'] } } }],
};

export const Tag: JsonSchema = {
  allOf: [ref('Term'), { not: { required: ['parent'] }, properties: { taxonomy: { enum: ['post_tag'] } } }],
};

/** A term embedded in an event (contract 3.4a). */
const eventTermMembers: Record<string, JsonSchema> = {
  name: string(),
  slug: string(),
  term_group: integer(),
  term_taxonomy_id: integer(),
  taxonomy: taxonomy(),
  description: string(),
  parent: integer('Parent category ID, `0` for none'),
  count: integer('Number of published events with this term'),
  filter: { type: 'string', enum: ['raw'] },
  id: integer('Term ID'),
  urls: ref('TermUrls'),
  ...languageKeys(),
};

export const EventTerm = object(eventTermMembers, Object.keys(eventTermMembers), 'A category or tag of an event');

import type { EventChangeKeys } from '../../../shared/event-status';
/** The WordPress REST error body: `{code, message, data: {status, params?, details?}}`. */
export interface WireError {
  code: string;
  message: string;
  data: {
    status: number;
    /** rest_missing_callback_param: list of names; rest_invalid_param: `{name: message}`. */
    params?: string[] | Record<string, string>;
    /** rest_invalid_param: `{name: {code, message, data}}`, or `[]` when no validator returned an error object. */
    details?: Record<string, { code: string; message: string; data: unknown }> | [];
    [key: string]: unknown;
  };
}

/** Our extra trailing keys on every record: its wire language and the IDs of its translations. */
export interface WireLanguageKeys {
  ml_language: string;
  /** Wire language code → wire ID of that translation; `{}` when none. */
  translations: Record<string, number>;
}

/** All members are zero-padded strings (`"05"`), although the original's /doc calls them integers. */
export interface WireDateDetails {
  year: string; month: string; day: string; hour: string; minutes: string; seconds: string;
}

export interface WireCostDetails {
  currency_symbol: string;
  currency_code: string;
  currency_position: string;
  /** Ascending; numeric strings (`"15"`), or the slug of a non-numeric cost (`"free"`). */
  values: string[];
}

export interface WireImageSize {
  width?: number; height?: number; 'mime-type'?: string; filesize?: number; url?: string;
}

export interface WireImage {
  url: string;
  id: number;
  extension: string;
  width?: number;
  height?: number;
  /** Bytes. */
  filesize?: number;
  sizes?: Record<string, WireImageSize>;
}

export interface WireTermUrls {
  self: string; collection: string; up?: string;
}

/** A term embedded in an event (WP_Term cast to an object). */
export interface WireEmbeddedTerm extends WireLanguageKeys {
  name: string;
  slug: string;
  term_group: number;
  term_taxonomy_id: number;
  /** WordPress's taxonomy names (`tribe_events_cat`, `post_tag`): clients compare them. */
  taxonomy: WireTaxonomy;
  description: string;
  parent: number;
  count: number;
  filter: 'raw';
  id: number;
  urls: WireTermUrls;
}

export type WireTaxonomy = 'tribe_events_cat' | 'post_tag';

export interface WireLink {
  href: string; embeddable?: boolean; templated?: boolean; name?: string; targetHints?: { allow: string[] };
}

/** WordPress core's `_links`, on single-term GET/POST/PUT responses only. */
export interface WireTermLinks {
  self: WireLink[];
  collection: WireLink[];
  about: WireLink[];
  up?: WireLink[];
  'wp:post_type': WireLink[];
  curies: WireLink[];
}

/** A term from the `/categories` and `/tags` endpoints. */
export interface WireTerm extends WireLanguageKeys {
  id: number;
  count: number;
  description: string;
  name: string;
  slug: string;
  taxonomy: WireTaxonomy;
  /** Categories only. */
  parent?: number;
  meta: [];
  /** Public archive page of the term. */
  url: string;
  urls: WireTermUrls;
  _links?: WireTermLinks;
}

/** A JSON-LD (schema.org) object; its shape follows the original's output, see json-ld.ts. */
export type WireJsonLd = { '@type': string } & Record<string, unknown>;

/**
 * What a venue and an organizer share on the wire. Empty values are omitted (falsy keys are removed),
 * hence the optional members.
 */
interface WireLinkedPost extends WireLanguageKeys {
  id: number;
  /** Always present, `"0"` when none (unlike the other empty members). */
  author: string;
  status: string;
  date?: string;
  date_utc?: string;
  modified?: string;
  modified_utc?: string;
  url?: string;
  description?: string;
  excerpt?: string;
  slug?: string;
  image?: WireImage | false;
  phone?: string;
  website?: string;
  json_ld?: WireJsonLd;
  global_id: string;
  global_id_lineage: string[];
}

export interface WireVenue extends WireLinkedPost {
  /** The name; `[]` when the venue is password-protected (a legacy quirk, see protect.ts). */
  venue?: string | [];
  address?: string;
  city?: string;
  country?: string;
  province?: string;
  state?: string;
  zip?: string;
  stateprovince?: string;
  geo_lat?: number;
  geo_lng?: number;
  show_map: boolean | null;
  show_map_link: boolean | null;
}

export interface WireOrganizer extends WireLinkedPost {
  /** The name; `[]` when the organizer is password-protected (a legacy quirk, see protect.ts). */
  organizer?: string | [];
  email?: string;
}

export type WireCustomFields = Record<string, { label: string; value: string }> | [];

/** Booleans are `null` and lists `[]` on a password-protected event (see protect.ts). */
export interface WireEvent extends WireLanguageKeys, WireEventChange, WireSeriesKeys {
  id: number;
  global_id: string;
  global_id_lineage: string[];
  /** A string (`"1"`), although the original's /doc says integer. */
  author: string;
  status: string;
  date: string;
  date_utc: string;
  modified: string;
  modified_utc: string;
  url: string;
  rest_url: string;
  title: string;
  description: string;
  excerpt: string;
  slug: string;
  image: WireImage | false;
  all_day: boolean | null;
  start_date: string;
  start_date_details: WireDateDetails;
  end_date: string;
  end_date_details: WireDateDetails;
  utc_start_date: string;
  utc_start_date_details: WireDateDetails;
  utc_end_date: string;
  utc_end_date_details: WireDateDetails;
  timezone: string;
  timezone_abbr: string;
  cost: string;
  cost_details: WireCostDetails | WireBlankCostDetails;
  website: string;
  show_map: boolean | null;
  show_map_link: boolean | null;
  hide_from_listings: boolean | null;
  sticky: boolean | null;
  featured: boolean | null;
  categories: WireEmbeddedTerm[];
  tags: WireEmbeddedTerm[];
  /** One venue → the object; none → `[]`; several → a list. */
  venue: WireVenue | WireVenue[];
  organizer: WireOrganizer[];
  custom_fields: WireCustomFields;
  /** Single-event GET only. */
  json_ld?: WireJsonLd;
}

/** Our extension on every event (issue 35, core/wire/event-change.ts): its status and how it is attended. */
export type WireEventChange = EventChangeKeys;

/**
 * Our extension on events in a recurring series (after `ml_language` and `translations`): the series'
 * RFC 5545 lines, its first occurrence's ID (0 on that event itself), this occurrence's original start
 * (RFC 5545's RECURRENCE-ID, wall time in the event's zone) and whether it was changed on its own. An event
 * outside a series that has a parent (an imported occurrence) carries `post_parent` alone.
 */
export interface WireSeriesKeys {
  post_parent?: number;
  recurrence?: string[];
  recurrence_id?: string;
  recurrence_exception?: boolean;
}

/** What a protected event shows as cost_details: the original's blanking reorders the keys. */
export interface WireBlankCostDetails {
  currency_symbol: '';
  currency_position: '';
  currency_code: '';
  values: [];
}

// The list bodies and headers (kept apart to keep this file small).
export type { WireCategoryList, WireEventList, WireListHeaders, WireListLinks, WireOrganizerList, WireTagList, WireVenueList } from './list-types';

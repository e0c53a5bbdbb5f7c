/**
 * Calendar records as the data layer loads them (Strapi attribute names, camelCase) and the wire
 * layer maps them. No wire (snake_case) names here. Dates are ISO 8601 UTC strings or Date objects,
 * as Strapi's database layer returns them.
 */
export type DateValue = string | Date;

/** A stored series definition (features/series/definition.ts): recurrence lines and the first occurrence's wall times. */
export interface SeriesDefinition {
  lines: string[];
  start: string;
  end: string;
  timezone: string;
  allDay: boolean;
}

export type PostStatus = 'publish' | 'future' | 'draft' | 'pending' | 'private' | 'trash';

/** A media-library file (Strapi upload plugin). `size` is in kilobytes, as Strapi stores it. */
export interface MediaFile {
  id: number;
  name: string;
  url: string;
  ext: string | null;
  mime: string | null;
  width: number | null;
  height: number | null;
  size: number | null;
  formats: Record<string, MediaFormat> | null;
}

export interface MediaFormat {
  url: string;
  ext?: string | null;
  mime?: string | null;
  width?: number | null;
  height?: number | null;
  size?: number | null;
}

/** What every post-like record (event, venue, organizer) carries. */
export interface PostRecord {
  /** Strapi row id: internal, never on the wire. */
  id: number;
  documentId: string;
  /** The wire ID. */
  postId: number;
  locale: string;
  slug: string | null;
  /** The WordPress post status (Strapi reserves `status` for its own draft/published switch). */
  postStatus: PostStatus;
  description: string | null;
  excerpt: string | null;
  website: string | null;
  password: string | null;
  author: number | null;
  /** Publication date; falls back to createdAt when empty. */
  postDate: DateValue | null;
  createdAt: DateValue;
  updatedAt: DateValue;
  globalIdLineage: string[] | null;
  image: MediaFile | null;
  /** Wire IDs of the other translations, keyed by Strapi locale. */
  translations: Record<string, number>;
}

export interface VenueRecord extends PostRecord {
  name: string;
  address: string | null;
  city: string | null;
  country: string | null;
  province: string | null;
  state: string | null;
  zip: string | null;
  stateprovince: string | null;
  phone: string | null;
  showMap: boolean | null;
  showMapLink: boolean | null;
  latitude: number | null;
  longitude: number | null;
}

export interface OrganizerRecord extends PostRecord {
  name: string;
  phone: string | null;
  email: string | null;
}

export type Taxonomy = 'category' | 'tag';

export interface TermRecord {
  id: number;
  documentId: string;
  termId: number;
  locale: string;
  taxonomy: Taxonomy;
  name: string;
  slug: string;
  description: string | null;
  /** Term ID of the parent category, 0 when none (tags: always 0). */
  parentTermId: number;
  /** Slugs from the top ancestor down to this term (the archive URL path of a category). */
  slugPath: string[];
  /** Published events linked to the term. */
  count: number;
  translations: Record<string, number>;
}

/** An occurrence's place in its series. */
export interface EventSeries {
  /** The series' own ID (RFC 5545 UID of a feed's series VEVENT). */
  uid: string;
  /** The series' definition (its anchor's): lines, first start and end, zone, all-day; null if unreadable. */
  definition: SeriesDefinition | null;
  /** The series' recurrence lines (its anchor's). */
  lines: string[];
  /** The occurrence's original start, RFC 5545's RECURRENCE-ID (`20270415T190000`, all-day `20270415`). */
  key: string;
  /** Changed on its own: later changes of the series leave it as it is. */
  exception: boolean;
}

export interface EventRecord extends PostRecord {
  title: string;
  startDate: DateValue;
  endDate: DateValue;
  /** IANA name (or a fixed offset such as `UTC+2`); null means the site time zone. */
  timezone: string | null;
  allDay: boolean | null;
  cost: string | null;
  currencySymbol: string | null;
  currencyCode: string | null;
  currencyPosition: 'prefix' | 'postfix' | null;
  showMap: boolean | null;
  showMapLink: boolean | null;
  hideFromListings: boolean | null;
  sticky: boolean | null;
  featured: boolean | null;
  customFields: Record<string, { label: string; value: string }> | null;
  /** What became of the event (shared/event-status): null on rows older than the column, read as scheduled. */
  eventStatus: string | null;
  eventStatusReason: string | null;
  /** The start before a reschedule (a UTC instant); null when none. */
  previousStartDate: DateValue | null;
  /** In person, online or both: null read as in person. */
  attendanceMode: string | null;
  onlineUrl: string | null;
  onlineAccessNotes: string | null;
  /** Wire ID of the parent event (recurring series), null when none. */
  parentPostId: number | null;
  /** The series the event is an occurrence of (recurring events), null when none. */
  series: EventSeries | null;
  venues: VenueRecord[];
  organizers: OrganizerRecord[];
  categories: TermRecord[];
  tags: TermRecord[];
}

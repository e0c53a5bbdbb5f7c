/**
 * Shapes of the demo calendar (pure data, no Strapi import). Items reference each other by `key`;
 * the seed turns keys into documentIds. Localized text is given for every demo locale; shared
 * (non-localized) fields are written once, on the first locale's row, and Strapi's i18n copies them.
 */

export const DEMO_LOCALES = ['en', 'fr', 'pt-PT'] as const;
export type DemoLocale = (typeof DEMO_LOCALES)[number];

export type Localized<T> = Readonly<Record<DemoLocale, T>>;

export type PostStatus = 'publish' | 'future' | 'draft' | 'pending' | 'private' | 'trash';

export interface DemoTermText {
  name: string;
  slug: string;
  description: string;
}

export interface DemoTag {
  key: string;
  text: Localized<DemoTermText>;
}

export interface DemoCategory {
  key: string;
  /** Key of the parent category (listed before its children). */
  parent?: string;
  text: Localized<DemoTermText>;
}

export interface DemoVenueText {
  name: string;
  slug: string;
  description: string;
  country?: string;
  website?: string;
}

export interface DemoVenueShared {
  address?: string;
  city?: string;
  province?: string;
  state?: string;
  zip?: string;
  stateprovince?: string;
  phone?: string;
  showMap?: boolean;
  showMapLink?: boolean;
  latitude?: number;
  longitude?: number;
}

export interface DemoVenue {
  key: string;
  shared: DemoVenueShared;
  text: Localized<DemoVenueText>;
}

export interface DemoOrganizerText {
  name: string;
  slug: string;
  description: string;
  website?: string;
}

export interface DemoOrganizer {
  key: string;
  shared: { phone?: string; email?: string };
  text: Localized<DemoOrganizerText>;
}

export interface DemoEventText {
  title: string;
  slug: string;
  excerpt: string;
  /** HTML. */
  description: string;
  website?: string;
  /** Why the event changed (issue 35), plain text. */
  eventStatusReason?: string;
}

/** When an event happens: UTC instants plus the IANA zone they are meant in. */
export interface DemoTiming {
  startDate: Date;
  endDate: Date;
  timezone: string;
  allDay: boolean;
}

export interface DemoPrice {
  cost: string;
  currencySymbol?: string;
  currencyCode?: string;
  currencyPosition?: 'prefix' | 'postfix';
}

export interface DemoEventShared extends DemoTiming, Partial<DemoPrice> {
  showMap?: boolean;
  showMapLink?: boolean;
  hideFromListings?: boolean;
  sticky?: boolean;
  featured?: boolean;
  password?: string;
  /** What became of the event and how it is attended (issue 35); scheduled and in person when absent. */
  eventStatus?: 'scheduled' | 'cancelled' | 'postponed' | 'rescheduled' | 'moved_online';
  previousStartDate?: Date;
  attendanceMode?: 'offline' | 'online' | 'mixed';
  onlineUrl?: string;
}

export interface DemoEvent {
  key: string;
  status: PostStatus;
  postDate: Date;
  shared: DemoEventShared;
  text: Localized<DemoEventText>;
  /** Keys, in display order. */
  venues: string[];
  organizers: string[];
  categories: string[];
  tags: string[];
}

export interface DemoCalendar {
  tags: DemoTag[];
  /** Parents before children. */
  categories: DemoCategory[];
  venues: DemoVenue[];
  organizers: DemoOrganizer[];
  events: DemoEvent[];
}

/** The three translations of a term: [name, slug, description]. */
export type TermCopy = readonly [name: string, slug: string, description: string];

export function termText(en: TermCopy, fr: TermCopy, pt: TermCopy): Localized<DemoTermText> {
  const one = ([name, slug, description]: TermCopy): DemoTermText => ({ name, slug, description });
  return { en: one(en), fr: one(fr), 'pt-PT': one(pt) };
}

/** The copy of an event in one language: [title, slug, excerpt, optional second paragraph]. */
export type EventCopy = readonly [title: string, slug: string, excerpt: string, more?: string];

export function eventText(en: EventCopy, fr: EventCopy, pt: EventCopy, website?: string): Localized<DemoEventText> {
  const one = ([title, slug, excerpt, more]: EventCopy): DemoEventText => ({
    title,
    slug,
    excerpt,
    description: `<p>${excerpt}</p>` + (more ? `\n<p>${more}</p>` : ''),
    ...(website ? { website } : {}),
  });
  return { en: one(en), fr: one(fr), 'pt-PT': one(pt) };
}

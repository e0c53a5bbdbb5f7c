/**
 * Records equivalent to the ones behind the recorded examples (shared/reference/examples): same IDs,
 * dates and values, on a site whose time zone is UTC, with links on the examples' host.
 */
import type { EventRecord, OrganizerRecord, PostRecord, TermRecord, VenueRecord } from '../../../data/records/types';
import type { WireContext } from '../context';

export const exampleCtx: WireContext = {
  baseUrl: 'http://127.0.0.1:8881',
  namespaceUrl: 'http://127.0.0.1:8881/wp-json/tribe/events/v1',
  siteTimezone: 'UTC',
  languageOf: (locale) => locale.toLowerCase(),
  defaultLocale: 'en',
  unlocked: () => false,
  now: new Date('2026-11-21T09:45:57Z'),
};

export const ctxWith = (overrides: Partial<WireContext>): WireContext => ({ ...exampleCtx, ...overrides });

/** Created (and last modified) on the recording day, at `hh:mm:ss` UTC. */
function post(postId: number, time: string, slug: string): PostRecord {
  const at = `2026-11-21T${time}.000Z`;
  return {
    id: postId * 100,
    documentId: `doc${postId}`,
    postId,
    locale: 'en',
    slug,
    postStatus: 'publish',
    description: null,
    excerpt: null,
    website: null,
    password: null,
    author: 1,
    postDate: at,
    createdAt: at,
    updatedAt: at,
    globalIdLineage: null,
    image: null,
    translations: {},
  };
}

const noPlace = {
  address: null, city: null, country: null, province: null, state: null, zip: null,
  stateprovince: null, phone: null, showMap: null, showMapLink: null, latitude: null, longitude: null,
};

export const venue = (o: Partial<VenueRecord> = {}): VenueRecord => ({ ...post(4, '09:45:53', 'main-hall'), ...noPlace, name: 'Main Hall', ...o });
export const organizer = (o: Partial<OrganizerRecord> = {}): OrganizerRecord => ({
  ...post(6, '09:45:53', 'jane-org'), name: 'Jane Org', phone: null, email: null, ...o,
});

export const mainHall = venue({
  description: 'The main hall.', address: '1 Main St', city: 'Springfield', country: 'United States', state: 'IL',
  zip: '62701', phone: '+1 555 0100', website: 'https://example.com/hall', stateprovince: 'IL', showMap: true, showMapLink: false,
});
export const sideRoom = venue({
  ...post(5, '09:45:53', 'side-room'), name: 'Side Room', city: 'Shelbyville', country: 'United States', stateprovince: 'IL',
});
export const inlineVenue = venue({ ...post(10, '09:45:54', 'inline-venue'), name: 'Inline Venue', city: 'Capital City' });

export const jane = organizer({
  description: 'Organizer bio', phone: '+1 555 0101', website: 'https://example.com/jane', email: 'jane@example.com',
});
export const bob = organizer({ ...post(7, '09:45:53', 'bob-org'), name: 'Bob Org' });
export const inlineOrg = organizer({ ...post(11, '09:45:54', 'inline-org'), name: 'Inline Org', email: 'inline@example.com' });

export const term = (o: Partial<TermRecord> = {}): TermRecord => ({
  id: 1, documentId: 'term', termId: 2, locale: 'en', taxonomy: 'category', name: 'Concerts', slug: 'concerts',
  description: 'Live music', parentTermId: 0, slugPath: ['concerts'], count: 2, translations: {}, ...o,
});

export const concerts = term();
export const jazz = term({ termId: 3, name: 'Jazz', slug: 'jazz', description: null, parentTermId: 2, slugPath: ['concerts', 'jazz'], count: 1 });
export const family = term({ termId: 4, taxonomy: 'tag', name: 'Family', slug: 'family', description: 'Family friendly', slugPath: ['family'] });
export const five = term({ termId: 6, taxonomy: 'tag', name: '5', slug: '5', description: null, slugPath: ['5'], count: 1 });

export const event = (o: Partial<EventRecord> = {}): EventRecord => ({
  ...post(8, '09:45:54', 'jazz-night'),
  title: 'Jazz Night',
  startDate: '2026-12-06T00:00:00.000Z',
  endDate: '2026-12-06T03:30:00.000Z',
  timezone: 'America/New_York',
  allDay: null, cost: null, currencySymbol: null, currencyCode: null, currencyPosition: null,
  showMap: null, showMapLink: null, hideFromListings: null, sticky: null, featured: null,
  customFields: null, parentPostId: null, series: null,
  eventStatus: null, eventStatusReason: null, previousStartDate: null, attendanceMode: null, onlineUrl: null, onlineAccessNotes: null,
  venues: [], organizers: [], categories: [], tags: [],
  ...o,
});

export const jazzNight = event({
  description: '<p>An evening of jazz.</p>', excerpt: 'Jazz excerpt', cost: '15', website: 'https://example.com/jazz',
  featured: true, showMap: true, showMapLink: true,
  venues: [mainHall], organizers: [jane], categories: [jazz], tags: [family],
});

export const streetFair = event({
  ...post(9, '09:45:54', 'street-fair'), title: 'Street Fair', description: 'All day fair', allDay: true,
  startDate: '2026-12-12T00:00:00Z', endDate: '2026-12-12T23:59:59Z', timezone: 'UTC+0', cost: 'Free',
  showMap: false, showMapLink: false, categories: [concerts], tags: [five, family], venues: [sideRoom], organizers: [jane, bob],
});

export const popUpWorkshop = event({
  ...post(12, '09:45:55', 'pop-up-workshop'), title: 'Pop-up Workshop',
  startDate: '2026-12-20T09:00:00Z', endDate: '2026-12-20T11:00:00Z', timezone: 'UTC+0', cost: '5 - 25',
  showMap: false, showMapLink: false, venues: [inlineVenue], organizers: [inlineOrg],
});

export const winterFestival = event({
  ...post(13, '09:45:55', 'winter-festival'), title: 'Winter Festival',
  startDate: '2027-01-10T10:00:00Z', endDate: '2027-01-13T18:00:00Z', timezone: 'UTC+0',
  showMap: false, showMapLink: false, categories: [concerts], venues: [mainHall],
});

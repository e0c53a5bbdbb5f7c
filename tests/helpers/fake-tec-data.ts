/**
 * The calendar the fake of the original serves (fake-tec.ts): the records of the team's recording site
 * (reference/examples: 029 events, 068 venues, 082 categories, 087 tags, organizers as events embed
 * them), rebuilt here in the wire shape of the original's REST API v1, so the tests need nothing outside
 * the repository. Keys and value types follow the recordings; only what the importer reads is varied.
 */
type Wire = Record<string, unknown>;

const SITE = 'http://127.0.0.1:8881';
const NS = `${SITE}/wp-json/tribe/events/v1`;
const HOST = '127.0.0.1';

const details = (wall: string) => {
  const [year, month, day, hour, minutes, seconds] = wall.split(/[- :]/);
  return { year, month, day, hour, minutes, seconds };
};

/** The fields every post carries, in the original's order. */
const post = (id: number, kind: string, slug: string, date: string) => ({
  id,
  author: '1',
  status: 'publish',
  date,
  date_utc: date,
  modified: date,
  modified_utc: date,
  url: `${SITE}/${kind}/${slug}/`,
});
const ids = (id: number) => ({ global_id: `${HOST}?id=${id}`, global_id_lineage: [`${HOST}?id=${id}`] });

const venue = (id: number, slug: string, date: string, fields: Wire): Wire => ({ ...post(id, 'venue', slug, date), ...fields, ...ids(id) });
const organizer = (id: number, slug: string, date: string, fields: Wire): Wire => ({ ...post(id, 'organizer', slug, date), ...fields, ...ids(id) });

const D1 = '2026-11-21 09:45:53';
const D2 = '2026-11-21 09:45:54';
const D3 = '2026-11-21 09:45:55';

export const VENUES: Wire[] = [
  venue(10, 'inline-venue', D2, { venue: 'Inline Venue', slug: 'inline-venue', city: 'Capital City', show_map: true, show_map_link: true }),
  venue(5, 'side-room', D1, { venue: 'Side Room', slug: 'side-room', city: 'Shelbyville', country: 'United States', stateprovince: 'IL', show_map: true, show_map_link: true }),
  venue(4, 'main-hall', D1, {
    venue: 'Main Hall', description: '<p>The main hall.</p>', slug: 'main-hall', address: '1 Main St', city: 'Springfield', country: 'United States',
    state: 'IL', zip: '62701', phone: '+1 555 0100', website: 'https://example.com/hall', stateprovince: 'IL', show_map: true, show_map_link: false,
  }),
];

export const ORGANIZERS: Wire[] = [
  organizer(6, 'jane-org', D1, { organizer: 'Jane Org', description: '<p>Organizer bio</p>', slug: 'jane-org', phone: '+1 555 0101', website: 'https://example.com/jane', email: 'jane@example.com' }),
  organizer(7, 'bob-org', D1, { organizer: 'Bob Org', slug: 'bob-org' }),
  organizer(11, 'inline-org', D2, { organizer: 'Inline Org', slug: 'inline-org', email: 'inline@example.com' }),
];

const termUrls = (collection: string, id: number, parent = 0) => ({
  self: `${NS}/${collection}/${id}`,
  collection: `${NS}/${collection}`,
  ...(parent ? { up: `${NS}/${collection}/${parent}` } : {}),
});

export const CATEGORIES: Wire[] = [
  { id: 2, count: 2, description: 'Live music', name: 'Concerts', slug: 'concerts', taxonomy: 'tribe_events_cat', parent: 0, meta: [], url: `${SITE}/events/category/concerts/`, urls: termUrls('categories', 2) },
  { id: 3, count: 1, description: '', name: 'Jazz', slug: 'jazz', taxonomy: 'tribe_events_cat', parent: 2, meta: [], url: `${SITE}/events/category/concerts/jazz/`, urls: termUrls('categories', 3, 2) },
];

export const TAGS: Wire[] = [
  { id: 6, count: 1, description: '', name: '5', slug: '5', taxonomy: 'post_tag', meta: [], url: `${SITE}/tag/5/`, urls: termUrls('tags', 6) },
  { id: 4, count: 2, description: 'Family friendly', name: 'Family', slug: 'family', taxonomy: 'post_tag', meta: [], url: `${SITE}/tag/family/`, urls: termUrls('tags', 4) },
];

/** A term as events embed it. */
const embedded = (term: Wire, taxonomy: string) => ({
  name: term.name, slug: term.slug, term_group: 0, term_taxonomy_id: term.id, taxonomy, description: term.description,
  parent: term.parent ?? 0, count: term.count, filter: 'raw', id: term.id, urls: term.urls,
});

interface EventRow {
  id: number;
  slug: string;
  title: string;
  date: string;
  description: string;
  excerpt: string;
  allDay: boolean;
  start: string;
  end: string;
  utcStart: string;
  utcEnd: string;
  timezone: string;
  abbr: string;
  cost: string;
  values: string[];
  website: string | null;
  showMap: boolean;
  featured: boolean;
  categories: number[];
  tags: number[];
  venue: number | null;
  organizers: number[];
}

function event(row: EventRow): Wire {
  const url = `${SITE}/event/${row.slug}/`;
  const venueRecord = VENUES.find((v) => v.id === row.venue);
  return {
    ...ids(row.id),
    ...post(row.id, 'event', row.slug, row.date),
    rest_url: `${NS}/events/${row.id}`,
    title: row.title,
    description: row.description,
    excerpt: row.excerpt,
    slug: row.slug,
    image: false,
    all_day: row.allDay,
    start_date: row.start,
    start_date_details: details(row.start),
    end_date: row.end,
    end_date_details: details(row.end),
    utc_start_date: row.utcStart,
    utc_start_date_details: details(row.utcStart),
    utc_end_date: row.utcEnd,
    utc_end_date_details: details(row.utcEnd),
    timezone: row.timezone,
    timezone_abbr: row.abbr,
    cost: row.cost,
    cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: row.values },
    website: row.website ?? url,
    show_map: row.showMap,
    show_map_link: row.showMap,
    hide_from_listings: false,
    sticky: false,
    featured: row.featured,
    categories: row.categories.map((id) => embedded(CATEGORIES.find((c) => c.id === id)!, 'tribe_events_cat')),
    tags: row.tags.map((id) => embedded(TAGS.find((t) => t.id === id)!, 'post_tag')),
    venue: venueRecord ? { ...venueRecord } : [],
    organizer: row.organizers.map((id) => ({ ...ORGANIZERS.find((o) => o.id === id)! })),
    custom_fields: [],
  };
}

const UTC = { timezone: 'UTC+0', abbr: 'UTC+0', description: '', excerpt: '', website: null, showMap: false, featured: false };

export const EVENTS: Wire[] = [
  event({
    id: 8, slug: 'jazz-night', title: 'Jazz Night', date: D2, description: '<p>An evening of jazz.</p>', excerpt: '<p>Jazz excerpt</p>', allDay: false,
    start: '2026-12-05 19:00:00', end: '2026-12-05 22:30:00', utcStart: '2026-12-06 00:00:00', utcEnd: '2026-12-06 03:30:00',
    timezone: 'America/New_York', abbr: 'EST', cost: '$15', values: ['15'], website: 'https://example.com/jazz', showMap: true, featured: true,
    categories: [3], tags: [4], venue: 4, organizers: [6],
  }),
  event({
    ...UTC, id: 9, slug: 'street-fair', title: 'Street Fair', date: D2, description: '<p>All day fair</p>', allDay: true,
    start: '2026-12-12 00:00:00', end: '2026-12-12 23:59:59', utcStart: '2026-12-12 00:00:00', utcEnd: '2026-12-12 23:59:59',
    cost: 'Free', values: ['free'], categories: [2], tags: [6, 4], venue: 5, organizers: [6, 7],
  }),
  event({
    ...UTC, id: 12, slug: 'pop-up-workshop', title: 'Pop-up Workshop', date: D3, allDay: false,
    start: '2026-12-20 09:00:00', end: '2026-12-20 11:00:00', utcStart: '2026-12-20 09:00:00', utcEnd: '2026-12-20 11:00:00',
    cost: '$5 – $25', values: ['5', '25'], categories: [], tags: [], venue: 10, organizers: [11],
  }),
  event({
    ...UTC, id: 13, slug: 'winter-festival', title: 'Winter Festival', date: D3, allDay: false,
    start: '2027-01-10 10:00:00', end: '2027-01-13 18:00:00', utcStart: '2027-01-10 10:00:00', utcEnd: '2027-01-13 18:00:00',
    cost: '', values: [], categories: [2], tags: [], venue: 4, organizers: [],
  }),
];

/**
 * A recurring event of Events Calendar Pro, as its REST API shows one: every occurrence a separate event
 * with the series' title, nothing in the records naming the parent; `GET /events?post_parent=20` lists
 * the children. A weekly class in New York on Tuesdays at 18:00 (one evening longer than the others),
 * and two unrelated events that share a title (no children: asked, and found single).
 */
const NY = { timezone: 'America/New_York', abbr: 'EST', description: '<p>Bring a mat.</p>', excerpt: '', website: null, showMap: false, featured: false };
/** 18:00 to 19:00 (or 20:00) EST: 23:00 to 00:00 (01:00) UTC the next day. */
const yoga = (id: number, day: string, next: string, hours = 1) =>
  event({
    ...NY, id, slug: id === 20 ? 'weekly-yoga' : `weekly-yoga-2026-12-${day}`, title: 'Weekly Yoga', date: D3, allDay: false,
    start: `2026-12-${day} 18:00:00`, end: `2026-12-${day} ${18 + hours}:00:00`,
    utcStart: `2026-12-${day} 23:00:00`, utcEnd: `2026-12-${next} 0${hours - 1}:00:00`,
    cost: '', values: [], categories: [], tags: [], venue: 5, organizers: [],
  });
export const RECURRING_EVENTS: Wire[] = [
  yoga(20, '01', '02'),
  yoga(21, '08', '09'),
  yoga(22, '15', '16', 2),
  yoga(23, '22', '23'),
  event({ ...UTC, id: 30, slug: 'open-mic', title: 'Open Mic', date: D3, allDay: false, start: '2027-02-01 20:00:00', end: '2027-02-01 23:00:00', utcStart: '2027-02-01 20:00:00', utcEnd: '2027-02-01 23:00:00', cost: '', values: [], categories: [], tags: [], venue: 4, organizers: [] }),
  event({ ...UTC, id: 31, slug: 'open-mic-2', title: 'Open Mic', date: D3, allDay: false, start: '2027-03-01 20:00:00', end: '2027-03-01 23:00:00', utcStart: '2027-03-01 20:00:00', utcEnd: '2027-03-01 23:00:00', cost: '', values: [], categories: [], tags: [], venue: 4, organizers: [] }),
];
/** An occurrence in the trash (only credentials show it). */
export const RECURRING_TRASHED: Wire = { ...yoga(24, '29', '30'), status: 'trash' };
/** Child ID → parent ID (what `post_parent` filters on; the records do not show it). */
export const RECURRING_PARENTS: Record<number, number> = { 21: 20, 22: 20, 23: 20, 24: 20 };

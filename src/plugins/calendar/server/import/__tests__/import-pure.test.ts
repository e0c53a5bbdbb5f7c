import { parentsFirst } from '../run-import';
import { listUrl } from '../source';
import { toWriteBody } from '../to-body';

describe('listUrl', () => {
  const from = 'https://site.example/wp-json/tribe/events/v1/';
  it('asks 50 a page, every event date, every status with credentials', () => {
    const url = new URL(listUrl({ from, auth: 'a:b' }, 'events', 3, null));
    expect(url.pathname).toBe('/wp-json/tribe/events/v1/events');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '3',
      per_page: '50',
      start_date: '1900-01-01',
      end_date: '2300-12-31',
      status: 'publish,future,draft,pending,private,trash',
    });
  });
  it('reads the public calendar without credentials, unused terms too', () => {
    expect(new URL(listUrl({ from }, 'venues', 1, null)).searchParams.has('status')).toBe(false);
    expect(new URL(listUrl({ from }, 'tags', 1, null)).searchParams.get('hide_empty')).toBe('false');
  });
  it.each([
    ['root', 'https://site.example/fr/wp-json/tribe/events/v1/tags?page=1&per_page=50&hide_empty=false'],
    ['lang', 'https://site.example/wp-json/tribe/events/v1/tags?page=1&per_page=50&lang=fr&hide_empty=false'],
    ['ml_language', 'https://site.example/wp-json/tribe/events/v1/tags?page=1&per_page=50&ml_language=fr&hide_empty=false'],
  ] as const)('names the language by %s', (languageBy, expected) => {
    expect(listUrl({ from, languageBy }, 'tags', 1, 'fr')).toBe(expected);
  });
  it('puts a language root before this service\'s /api', () => {
    expect(listUrl({ from: 'http://h:1/api/cal/events/v1', languageBy: 'root' }, 'tags', 1, 'pt-pt')).toMatch(/^http:\/\/h:1\/pt-pt\/api\/cal\/events\/v1\/tags\?/);
  });
});

describe('parentsFirst', () => {
  it('puts each category after its parent, keeping the order otherwise', () => {
    const terms = [{ id: 3, parent: 2 }, { id: 1, parent: 0 }, { id: 2, parent: 1 }, { id: 4, parent: 99 }];
    expect(parentsFirst(terms).map((t) => t.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('toWriteBody', () => {
  it('links an event by IDs, leaves out empty texts, never-published dates and the permalink as website', () => {
    const body = toWriteBody('events', {
      id: 8, title: 'Jazz', status: 'draft', date_utc: '0000-00-00 00:00:00', description: '<p>x</p>', excerpt: '',
      start_date: '2026-12-05 19:00:00', end_date: '2026-12-05 22:30:00', timezone: 'America/New_York', all_day: false,
      url: 'http://s/event/jazz/', website: 'http://s/event/jazz/', cost: '$15', venue: [], organizer: [{ id: 6 }, { id: 7 }],
      categories: [{ id: 3 }], tags: [], show_map: true,
    });
    expect(body).toEqual({
      title: 'Jazz', status: 'draft', description: '<p>x</p>', start_date: '2026-12-05 19:00:00', end_date: '2026-12-05 22:30:00',
      timezone: 'America/New_York', all_day: false, cost: '$15', show_map: true, venue: [], organizer: [6, 7], categories: [3], tags: [],
    });
  });
  it('reads a venue\'s coordinates from geo_lat/geo_lng', () => {
    expect(toWriteBody('venues', { id: 4, venue: 'Hall', geo_lat: 38.7, geo_lng: -9.1 })).toEqual({ venue: 'Hall', latitude: 38.7, longitude: -9.1 });
  });
});

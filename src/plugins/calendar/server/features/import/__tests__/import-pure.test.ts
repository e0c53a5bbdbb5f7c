import { parentsFirst } from '../run-import';
import { listUrl } from '../source';
import { costText, toWriteBody } from '../to-body';

describe('listUrl', () => {
  const from = 'https://site.example/wp-json/tribe/events/v1/';
  it('asks 50 a page, every event date, every status and hidden events with credentials', () => {
    const url = new URL(listUrl({ from, auth: 'a:b' }, 'events', 3, null));
    expect(url.pathname).toBe('/wp-json/tribe/events/v1/events');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '3',
      per_page: '50',
      start_date: '1900-01-01',
      end_date: '2300-12-31',
      status: 'publish,future,draft,pending,private,trash',
      include_hidden: 'true',
    });
    expect(new URL(listUrl({ from }, 'events', 1, null)).searchParams.has('include_hidden')).toBe(false);
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
  it('reads coordinates given as strings, and 0, 0 (a protected venue, blanked) as none', () => {
    expect(toWriteBody('venues', { venue: 'Hall', geo_lat: '38.7', geo_lng: '-9.1' })).toEqual({ venue: 'Hall', latitude: 38.7, longitude: -9.1 });
    expect(toWriteBody('venues', { venue: 'Locked', geo_lat: 0, geo_lng: 0 })).toEqual({ venue: 'Locked' });
    expect(toWriteBody('venues', { venue: 'Equator', geo_lat: 0, geo_lng: 9.5 })).toEqual({ venue: 'Equator', latitude: 0, longitude: 9.5 });
    expect(toWriteBody('venues', { venue: 'Bare' })).toEqual({ venue: 'Bare' });
  });
});

describe('costText', () => {
  const details = (symbol: string, position: string, values: string[]) => ({ currency_symbol: symbol, currency_position: position, currency_code: '', values });
  it.each([
    ['a formatted price that says it all', '15,50€', details('€', 'postfix', ['15.50']), '15,50€'],
    ['a zero price shown as Free', 'Free', details('€', 'postfix', ['0']), '0€'],
    ['a range from zero', 'Free – 30€', details('€', 'postfix', ['0', '30']), '0, 30€'],
    ['a price without a stored symbol (the site default shown)', '$15', details('', '', ['15']), '15'],
    ['a prefix symbol', '£5 – £25', details('£', 'prefix', ['5', '25']), '£5 – £25'],
    ['text', 'Donation', details('', '', ['donation']), 'Donation'],
    ['no cost', '', details('', '', []), ''],
  ])('%s', (_case, cost, costDetails, expected) => {
    expect(costText({ cost, cost_details: costDetails })).toBe(expected);
  });
});

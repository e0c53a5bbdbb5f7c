import { listLinks, withPage, type ListLinksInput } from '../list-urls';
import { eventListRestUrl, linkedPostListRestUrl, termListRestUrl, type EventListUrlArgs } from '../rest-urls';
import type { WireListLinks } from '../types';

const ns = 'https://cal.example.org/api/cal/events/v1';
const events = `${ns}/events/`;

describe('eventListRestUrl', () => {
  const cases: { name: string; args: EventListUrlArgs; expected: string }[] = [
    {
      name: 'the default window, values not encoded',
      args: { page: 1, perPage: 12, startDate: '2026-11-20 00:00:00', endDate: '2028-11-21 23:59:59', status: 'publish' },
      expected: `${events}?page=1&per_page=12&start_date=2026-11-20 00:00:00&end_date=2028-11-21 23:59:59&status=publish`,
    },
    {
      name: 'every arg, in the original order',
      args: {
        featured: true, organizer: [6, 7], venue: [4], endsAfter: 'ea', endsBefore: 'eb', startsAfter: 'sa', startsBefore: 'sb',
        include: [8, 9], postParent: 3, status: ['draft', 'publish'], geoloc: true, geolocLat: 41.8, geolocLng: -87.6,
        search: 'jazz night', endDate: 'e', startDate: 's', perPage: 5, page: 2,
      },
      expected:
        `${events}?page=2&per_page=5&start_date=s&end_date=e&search=jazz night&geoloc=1&geoloc_lat=41.8&geoloc_lng=-87.6` +
        '&status=draft,publish&post_parent=3&include=8,9&starts_before=sb&starts_after=sa&ends_before=eb&ends_after=ea' +
        '&venue=4&organizer=6,7&featured=1',
    },
    { name: 'featured=false dropped', args: { page: 1, perPage: 12, featured: false }, expected: `${events}?page=1&per_page=12` },
    { name: 'empty lists dropped', args: { page: 1, perPage: 12, venue: [], include: [] }, expected: `${events}?page=1&per_page=12` },
    { name: 'geoloc without coordinates', args: { page: 1, perPage: 12, geoloc: true }, expected: `${events}?page=1&per_page=12&geoloc=1&geoloc_lat=&geoloc_lng=` },
    { name: 'coordinates without geoloc dropped', args: { page: 1, perPage: 12, geolocLat: 1 }, expected: `${events}?page=1&per_page=12` },
    {
      name: 'our geoloc_radius after the coordinates',
      args: { page: 1, perPage: 12, geoloc: true, geolocLat: 1.5, geolocLng: -2, geolocRadius: 12.5, status: 'publish' },
      expected: `${events}?page=1&per_page=12&geoloc=1&geoloc_lat=1.5&geoloc_lng=-2&geoloc_radius=12.5&status=publish`,
    },
    { name: 'geoloc_radius without geoloc dropped', args: { page: 1, perPage: 12, geolocRadius: 5 }, expected: `${events}?page=1&per_page=12` },
  ];
  it.each(cases)('$name', ({ args, expected }) => {
    expect(eventListRestUrl(ns, args)).toBe(expected);
  });
});

describe('linkedPostListRestUrl and termListRestUrl', () => {
  it.each([
    ['venues', linkedPostListRestUrl(ns, 'venues', { page: 1, perPage: 12, status: 'publish' }), `${ns}/venues/?page=1&per_page=12&status=publish`],
    ['organizers, all args', linkedPostListRestUrl(ns, 'organizers', { page: 2, perPage: 5, event: 8, hasEvents: 'false', status: 'any' }), `${ns}/organizers/?page=2&per_page=5&event=8&has_events=false&status=any`],
    ['categories', termListRestUrl(ns, 'categories'), `${ns}/categories/`],
    ['tags', termListRestUrl(ns, 'tags'), `${ns}/tags/`],
  ])('%s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('withPage', () => {
  const url = `${events}?page=2&per_page=2&start_date=2026-11-20 00:00:00&status=publish`;
  it.each([
    ['removes page and re-encodes the rest', null, `${events}?per_page=2&start_date=2026-11-20+00%3A00%3A00&status=publish`],
    ['appends the new page last', 3, `${events}?per_page=2&start_date=2026-11-20+00%3A00%3A00&status=publish&page=3`],
  ])('%s', (_, page, expected) => {
    expect(withPage(url, page)).toBe(expected);
  });
  it('adds a query to a bare URL', () => {
    expect(withPage(`${ns}/tags/`, 2)).toBe(`${ns}/tags/?page=2`);
  });
});

describe('listLinks', () => {
  const restUrl = `${events}?page=2&per_page=2&status=publish`;
  const cases: { name: string; input: ListLinksInput; expected: WireListLinks }[] = [
    { name: 'a single page: none', input: { kind: 'events', restUrl, page: 1, totalPages: 1 }, expected: {} },
    { name: 'page 1 of 2: next only', input: { kind: 'events', restUrl, page: 1, totalPages: 2 }, expected: { next_rest_url: `${events}?per_page=2&status=publish&page=2` } },
    {
      name: 'page 2 of 3: next, and previous without page',
      input: { kind: 'venues', restUrl, page: 2, totalPages: 3 },
      expected: { next_rest_url: `${events}?per_page=2&status=publish&page=3`, previous_rest_url: `${events}?per_page=2&status=publish` },
    },
    { name: 'page 3 of 3: previous with page=2', input: { kind: 'organizers', restUrl, page: 3, totalPages: 3 }, expected: { previous_rest_url: `${events}?per_page=2&status=publish&page=2` } },
    { name: 'posts: no next when page+1 is empty', input: { kind: 'events', restUrl, page: 1, totalPages: 2, hasNext: false }, expected: {} },
    { name: 'posts: no previous when page-1 is empty', input: { kind: 'events', restUrl, page: 2, totalPages: 2, hasPrevious: false }, expected: {} },
    { name: 'posts: a page past the end has no previous', input: { kind: 'events', restUrl, page: 5, totalPages: 2 }, expected: {} },
    {
      name: 'terms: bare URL + ?page=N both ways',
      input: { kind: 'categories', restUrl: `${ns}/categories/`, page: 2, totalPages: 3 },
      expected: { next_rest_url: `${ns}/categories/?page=3`, previous_rest_url: `${ns}/categories/` },
    },
    { name: 'terms: a page past the end keeps previous', input: { kind: 'tags', restUrl: `${ns}/tags/`, page: 5, totalPages: 2 }, expected: { previous_rest_url: `${ns}/tags/?page=4` } },
  ];
  it.each(cases)('$name', ({ input, expected }) => {
    expect(listLinks(input)).toEqual(expected);
  });
});

import { listHeaders, toWireCategoryList, toWireEventList, toWireOrganizerList, toWireTagList, toWireVenueList, totalPages } from '../envelope';
import { toWireEvent } from '../event';
import { toWireTerm } from '../term';
import { exampleCtx as ctx, jazz, jazzNight } from './example-records';

const restUrl = `${ctx.namespaceUrl}/events/?page=2&per_page=1&status=publish`;

describe('totalPages', () => {
  it.each([
    [0, 12, 0],
    [1, 12, 1],
    [12, 12, 1],
    [13, 12, 2],
    [4, 2, 2],
  ])('%i items by %i → %i pages', (total, perPage, expected) => {
    expect(totalPages(total, perPage)).toBe(expected);
  });
});

describe('list bodies', () => {
  const event = toWireEvent(jazzNight, ctx);
  const term = toWireTerm(jazz, ctx);
  const page = { restUrl, page: 2, perPage: 1, total: 3 };
  const postKeys = (items: string) => [items, 'rest_url', 'next_rest_url', 'previous_rest_url', 'total', 'total_pages'];
  const termKeys = (items: string) => ['rest_url', 'total', 'total_pages', items, 'next_rest_url', 'previous_rest_url'];

  it.each([
    ['events', () => toWireEventList([event], page), postKeys('events')],
    ['venues', () => toWireVenueList([], page), postKeys('venues')],
    ['organizers', () => toWireOrganizerList([], page), postKeys('organizers')],
    ['categories', () => toWireCategoryList([term], { ...page, restUrl: `${ctx.namespaceUrl}/categories/` }), termKeys('categories')],
    ['tags', () => toWireTagList([], { ...page, restUrl: `${ctx.namespaceUrl}/tags/` }), termKeys('tags')],
  ])('%s: key order', (_, build, keys) => {
    expect(Object.keys(build())).toEqual(keys);
  });

  it('an empty list: total 0, total_pages 0, no links', () => {
    const body = toWireEventList([], { restUrl, page: 1, perPage: 12, total: 0 });
    expect(body).toEqual({ events: [], rest_url: restUrl, total: 0, total_pages: 0 });
    expect(listHeaders(body)).toEqual({ 'X-TEC-Total': '0', 'X-TEC-TotalPages': '0' });
  });

  it('headers carry string values', () => {
    expect(listHeaders(toWireEventList([event], page))).toEqual({ 'X-TEC-Total': '3', 'X-TEC-TotalPages': '3' });
  });
});

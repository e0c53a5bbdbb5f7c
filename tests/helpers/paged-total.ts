import type { CalendarClient } from './write-helpers';

/**
 * Every event a list shows, paged through 50 at a time, against the total (`X-TEC-Total`) it announces.
 * `no-cache`: each page is computed, not taken from the HTTP cache.
 */
export async function pagedTotal(client: CalendarClient, query: string): Promise<{ total: number; items: number }> {
  let items = 0;
  let total = -1;
  for (let page = 1; ; page += 1) {
    const res = await client.get(`/events?${query}&per_page=50&page=${page}`).set('Cache-Control', 'no-cache');
    if (res.status === 404 && page > 1) break;
    expect(res.status).toBe(200);
    total = Number(res.headers['x-tec-total']);
    items += res.body.events.length;
    if (page >= Number(res.headers['x-tec-totalpages'])) break;
  }
  return { total, items };
}

import http from 'http';
import type { AddressInfo } from 'net';
import { CATEGORIES, EVENTS, ORGANIZERS, TAGS, VENUES } from './fake-tec-data';

/**
 * A local fake of a site running the original's REST API v1, answering like the recorded examples
 * (the records and shapes of fake-tec-data.ts). Lists are paged `pageSize` a page with
 * `X-TEC-Total`/`X-TEC-TotalPages` (the original's page size is the site's; an importer must follow the
 * headers). With HTTP Basic credentials the lists also hold a draft event and a private venue.
 * `failOnce(path)` makes a page answer 503 once.
 */
type Wire = Record<string, unknown>;
export type FakeResource = 'events' | 'venues' | 'organizers' | 'categories' | 'tags';

/** A fresh copy of the recorded calendar (tests change it). */
export function recordedCalendar(): Record<FakeResource, Wire[]> {
  const copy = (list: Wire[]) => JSON.parse(JSON.stringify(list)) as Wire[];
  return { events: copy(EVENTS), venues: copy(VENUES), organizers: copy(ORGANIZERS), categories: copy(CATEGORIES), tags: copy(TAGS) };
}

export interface FakeTec {
  url: string;
  /** The namespace URL, `<url>/wp-json/tribe/events/v1`. */
  namespace: string;
  data: Record<FakeResource, Wire[]>;
  /** Records only authenticated readers see. */
  hidden: Record<FakeResource, Wire[]>;
  /** Requests as they arrived (path and query). */
  requests: string[];
  /** Makes the next request of `path?page=N` answer 503. */
  failOnce(key: string): void;
  close(): Promise<void>;
}

export async function startFakeTec(options: { pageSize?: number; credentials?: string } = {}): Promise<FakeTec> {
  const pageSize = options.pageSize ?? 2;
  const failing = new Set<string>();
  const data = recordedCalendar();
  const requests: string[] = [];
  const hidden: Record<FakeResource, Wire[]> = { events: [], venues: [], organizers: [], categories: [], tags: [] };
  const draft = { ...data.events[0], id: 40, status: 'draft', slug: 'draft-night', title: 'Draft Night', date: '0000-00-00 00:00:00', date_utc: '0000-00-00 00:00:00', global_id: '127.0.0.1?id=40', global_id_lineage: ['127.0.0.1?id=40'] };
  hidden.events.push(draft);
  hidden.venues.push({ ...data.venues[1], id: 41, status: 'private', venue: 'Back Room', slug: 'back-room', global_id: '127.0.0.1?id=41', global_id_lineage: ['127.0.0.1?id=41'] });

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${url.pathname}${url.search}`);
    const key = `${url.pathname}?page=${url.searchParams.get('page') ?? '1'}`;
    if (failing.has(key)) {
      failing.delete(key);
      res.writeHead(503, { 'Content-Type': 'text/html' }).end('<h1>Service Unavailable</h1>');
      return;
    }
    const match = url.pathname.match(/^\/wp-json\/tribe\/events\/v1\/(events|venues|organizers|categories|tags)$/);
    if (!match) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } }));
      return;
    }
    const resource = match[1] as FakeResource;
    const authorized = options.credentials !== undefined && req.headers.authorization === `Basic ${Buffer.from(options.credentials).toString('base64')}`;
    const items = authorized ? [...data[resource], ...hidden[resource]] : data[resource];
    const perPage = Math.min(Number(url.searchParams.get('per_page') ?? pageSize), pageSize);
    const page = Number(url.searchParams.get('page') ?? 1);
    const totalPages = Math.ceil(items.length / perPage);
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=UTF-8',
      'X-TEC-Total': String(items.length),
      'X-TEC-TotalPages': String(totalPages),
    });
    res.end(JSON.stringify({ [resource]: items.slice((page - 1) * perPage, page * perPage), total: items.length, total_pages: totalPages }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    namespace: `${url}/wp-json/tribe/events/v1`,
    data,
    hidden,
    requests,
    failOnce: (key) => failing.add(key),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

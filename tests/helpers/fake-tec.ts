import http from 'http';
import type { AddressInfo } from 'net';
import { CATEGORIES, EVENTS, ORGANIZERS, RECURRING_EVENTS, RECURRING_PARENTS, RECURRING_TRASHED, TAGS, VENUES } from './fake-tec-data';

/**
 * A local fake of a site running the original's REST API v1, answering like the recorded examples
 * (the records and shapes of fake-tec-data.ts). Lists are paged `pageSize` a page with
 * `X-TEC-Total`/`X-TEC-TotalPages` (the original's page size is the site's; an importer must follow the
 * headers). With HTTP Basic credentials the lists also hold a draft event and a private venue.
 * `failOnce(path)` makes a page answer 503 once; `answerTooBig(path, bytes)` makes it answer a body of
 * `bytes` bytes, streamed (with a Content-Length when `declared`), as a site or a proxy gone wrong might.
 * With `recurring`, the calendar also holds a recurring event of Events Calendar Pro (fake-tec-data.ts):
 * `GET /events?post_parent=<id>` lists an event's children (400 for an ID that is no event, as the original).
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
  /** The calendar of another language, served to lists that ask for it (`ml_language=fr` or `lang=fr`); others get `data`. */
  languages: Record<string, Record<FakeResource, Wire[]>>;
  /** Requests as they arrived (path and query). */
  requests: string[];
  /** The schema.org eventStatus a single event's JSON-LD says, by event ID (else EventScheduled). */
  statuses: Map<number, string>;
  /** Makes the next request of `path?page=N` answer 503. */
  failOnce(key: string): void;
  /** Makes the requests of `path?page=N` answer `bytes` bytes of JSON, streamed, declared in Content-Length or not; null: as before. */
  answerTooBig(key: string, bytes: number | null, declared?: boolean): void;
  /** What each too-big answer sent before it ended or the client went away. */
  bigAnswers: { key: string; sent: number; cutOff: boolean; closed: Promise<void> }[];
  close(): Promise<void>;
}

export async function startFakeTec(options: { pageSize?: number; credentials?: string; recurring?: boolean } = {}): Promise<FakeTec> {
  const pageSize = options.pageSize ?? 2;
  const failing = new Set<string>();
  const tooBig = new Map<string, { bytes: number; declared: boolean }>();
  const bigAnswers: FakeTec['bigAnswers'] = [];
  const data = recordedCalendar();
  const requests: string[] = [];
  const statuses = new Map<number, string>();
  const languages: FakeTec['languages'] = {};
  const hidden: Record<FakeResource, Wire[]> = { events: [], venues: [], organizers: [], categories: [], tags: [] };
  const draft = { ...data.events[0], id: 40, status: 'draft', slug: 'draft-night', title: 'Draft Night', date: '0000-00-00 00:00:00', date_utc: '0000-00-00 00:00:00', global_id: '127.0.0.1?id=40', global_id_lineage: ['127.0.0.1?id=40'] };
  hidden.events.push(draft);
  if (options.recurring) {
    data.events.push(...(JSON.parse(JSON.stringify(RECURRING_EVENTS)) as Wire[]));
    hidden.events.push(JSON.parse(JSON.stringify(RECURRING_TRASHED)) as Wire);
  }
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
    const big = tooBig.get(key);
    if (big) {
      let closed = () => undefined as void;
      const answer = { key, sent: 0, cutOff: false, closed: new Promise<void>((resolve) => (closed = resolve)) };
      bigAnswers.push(answer);
      res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8', ...(big.declared ? { 'Content-Length': String(big.bytes) } : {}) });
      res.on('close', () => {
        answer.cutOff = !res.writableFinished;
        closed();
      });
      streamJson(res, big.bytes, answer);
      return;
    }
    // A single event: the list's record with its JSON-LD, whose eventStatus the original's status feature sets (`statuses`).
    const single = url.pathname.match(/^\/wp-json\/tribe\/events\/v1\/events\/(\d+)$/);
    const found = single && data.events.find((event) => event.id === Number(single[1]));
    if (found) {
      const eventStatus = statuses.get(found.id as number) ?? 'https://schema.org/EventScheduled';
      res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' }).end(JSON.stringify({ ...found, json_ld: { '@context': 'http://schema.org', '@type': 'Event', name: found.title, eventStatus } }));
      return;
    }
    const match = url.pathname.match(/^\/wp-json\/tribe\/events\/v1\/(events|venues|organizers|categories|tags)$/);
    if (!match) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } }));
      return;
    }
    const resource = match[1] as FakeResource;
    const authorized = options.credentials !== undefined && req.headers.authorization === `Basic ${Buffer.from(options.credentials).toString('base64')}`;
    const language = languages[url.searchParams.get('ml_language') ?? url.searchParams.get('lang') ?? ''];
    const records = language ?? data;
    let items = authorized && !language ? [...records[resource], ...hidden[resource]] : records[resource];
    const parent = url.searchParams.get('post_parent');
    if (resource === 'events' && parent !== null) {
      if (!items.some((item) => item.id === Number(parent))) {
        res.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ code: 'rest_invalid_param', message: 'Invalid parameter(s): post_parent', data: { status: 400, params: { post_parent: 'Invalid parameter.' } } }));
        return;
      }
      items = items.filter((item) => RECURRING_PARENTS[item.id as number] === Number(parent));
    }
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
    languages,
    requests,
    statuses,
    failOnce: (key) => failing.add(key),
    answerTooBig: (key, bytes, declared = false) => void (bytes === null ? tooBig.delete(key) : tooBig.set(key, { bytes, declared })),
    bigAnswers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `{"items":[{"id":1},{"id":1},...` up to `bytes` bytes, as fast as the client reads, until it goes away. */
function streamJson(res: http.ServerResponse, bytes: number, answer: { sent: number }) {
  const item = Buffer.from('{"id":1},'.repeat(7282));
  const pump = () => {
    if (answer.sent === 0) {
      res.write('{"items":[');
      answer.sent = 10;
    }
    while (answer.sent < bytes && !res.destroyed) {
      const chunk = item.subarray(0, Math.min(item.length, bytes - answer.sent));
      answer.sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    if (!res.destroyed) res.end();
  };
  pump();
}

import http from 'http';
import type { AddressInfo } from 'net';

/**
 * A local fake of a Nominatim search endpoint (`/search?q=...&format=jsonv2&limit=1`): answers the places
 * it was given by address (`places`), `[]` for any other, and records the requests it got (the `q`, the
 * User-Agent). An address in `failing` gets a 500 (`status`) or a body that is not JSON (`garbage`).
 */
export interface FakeGeocoder {
  /** The search URL, on `host`. */
  url(host?: string): string;
  places: Map<string, { lat: string; lon: string }>;
  failing: Map<string, 'status' | 'garbage'>;
  requests: { q: string | null; format: string | null; userAgent: string | undefined; path: string }[];
  close(): Promise<void>;
}

export async function startFakeGeocoder(): Promise<FakeGeocoder> {
  const places = new Map<string, { lat: string; lon: string }>();
  const failing = new Map<string, 'status' | 'garbage'>();
  const requests: FakeGeocoder['requests'] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://geocoder');
    const q = url.searchParams.get('q');
    requests.push({ q, format: url.searchParams.get('format'), userAgent: req.headers['user-agent'], path: url.pathname });
    const failure = q === null ? undefined : failing.get(q);
    if (failure === 'status') return void res.writeHead(500).end('oops');
    if (failure === 'garbage') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('<html>');
    const place = q === null ? undefined : places.get(q);
    const body = place ? [{ place_id: 1, display_name: q, ...place }] : [];
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (host = '127.0.0.1') => `http://${host}:${port}/search`,
    places,
    failing,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import http from 'http';
import type { AddressInfo } from 'net';
import { blankPng } from './png';
import { PNG_1X1 } from './write-helpers';

/** 25 MB: larger than any image limit the app allows by default. */
export const HUGE = 25 * 1024 * 1024;

const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>'
);

/** What the host saw of one request. */
export interface Hit {
  path: string;
  /** Bytes of body written before the answer ended or the client went away. */
  sent: number;
  /** The client closed the connection before the whole body was sent. */
  cutOff: boolean;
}

/**
 * A hostile or clumsy image host for outbound-fetch tests, listening on `host` (127.0.0.1 or ::1) on
 * a free port. Paths:
 * - `/pixel.png`, `/img/<anything>`: a real PNG; `/octet.png`: the PNG as application/octet-stream;
 * - `/script.svg`: an SVG with a script; `/svg-as.png`, `/html-as.png`: SVG or HTML labelled image/png;
 * - `/huge.png`: 25 MB streamed without Content-Length; `/huge-declared.png`: announced as 25 MB;
 * - `/blank/<width>x<height>.png`: a valid blank PNG of that size (16000x16000 is 31 KB);
 * - `/slow.png`: the PNG once `release('/slow.png')` is called; `/hang.png`: answers only when released;
 * - `/redirect?to=<url>`: 302 to `to`; `/loop`: 302 to itself; anything else 404.
 */
export async function startImageHost(host = '127.0.0.1') {
  const hits: Hit[] = [];
  const waiting = new Map<string, () => void>();
  const arrived = new Map<string, () => void>();
  const arrivals = new Map<string, Promise<void>>();
  const arrival = (path: string) => {
    let promise = arrivals.get(path);
    if (!promise) {
      promise = new Promise<void>((resolve) => arrived.set(path, resolve));
      arrivals.set(path, promise);
    }
    return promise;
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    const hit: Hit = { path: req.url ?? '/', sent: 0, cutOff: false };
    hits.push(hit);
    arrival(url.pathname);
    arrived.get(url.pathname)?.();
    const send = (type: string, body: Buffer, status = 200) => {
      res.writeHead(status, { 'Content-Type': type, 'Content-Length': body.length });
      res.end(body, () => (hit.sent = body.length));
    };
    res.on('close', () => (hit.cutOff = !res.writableFinished));

    if (url.pathname === '/pixel.png' || url.pathname.startsWith('/img/')) send('image/png', PNG_1X1);
    else if (url.pathname === '/octet.png') send('application/octet-stream', PNG_1X1);
    else if (/^\/blank\/\d+x\d+\.png$/.test(url.pathname)) {
      const [width, height] = url.pathname.slice('/blank/'.length, -'.png'.length).split('x').map(Number);
      send('image/png', blankPng(width, height));
    } else if (url.pathname === '/script.svg') send('image/svg+xml', SVG_WITH_SCRIPT);
    else if (url.pathname === '/svg-as.png') send('image/png', SVG_WITH_SCRIPT);
    else if (url.pathname === '/html-as.png') send('image/png', Buffer.from('<!doctype html><html><body>hi</body></html>'));
    else if (url.pathname === '/huge.png' || url.pathname === '/huge-declared.png') {
      const headers: http.OutgoingHttpHeaders = { 'Content-Type': 'image/png' };
      if (url.pathname === '/huge-declared.png') headers['Content-Length'] = HUGE;
      res.writeHead(200, headers);
      streamHuge(res, hit);
    } else if (url.pathname === '/slow.png' || url.pathname === '/hang.png') {
      waiting.set(url.pathname, () => send('image/png', PNG_1X1));
    } else if (url.pathname === '/redirect') {
      res.writeHead(302, { Location: url.searchParams.get('to') ?? '/' });
      res.end();
    } else if (url.pathname === '/loop') {
      res.writeHead(302, { Location: '/loop' });
      res.end();
    } else send('text/plain', Buffer.from('not found'), 404);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    port,
    origin,
    url: (path: string) => `${origin}${path}`,
    hits,
    /** The hits of one path (the query string included in `path`). */
    hitsOf: (path: string) => hits.filter((hit) => hit.path.split('?')[0] === path),
    /** Resolves once a request for `path` arrived. */
    arrived: (path: string) => arrival(path),
    /** Whether a held request (`/slow.png`, `/hang.png`) is still waiting for its answer. */
    holding: (path: string) => waiting.has(path),
    release(path: string) {
      const answer = waiting.get(path);
      waiting.delete(path);
      answer?.();
    },
    reset() {
      hits.length = 0;
      arrivals.clear();
      arrived.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const path of [...waiting.keys()]) waiting.get(path)?.();
        waiting.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type ImageHost = Awaited<ReturnType<typeof startImageHost>>;

/** Writes a PNG signature then zeros up to 25 MB, as fast as the client reads, until it goes away. */
function streamHuge(res: http.ServerResponse, hit: Hit) {
  const chunk = Buffer.alloc(64 * 1024);
  PNG_1X1.copy(chunk, 0, 0, 32);
  const pump = () => {
    while (hit.sent < HUGE && !res.destroyed) {
      hit.sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    if (!res.destroyed) res.end();
  };
  pump();
}

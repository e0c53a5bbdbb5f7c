import http from 'http';
import https from 'https';
import { agentFor } from './agents';
import { OutboundError, toOutboundError } from './outbound-error';
import type { OutboundPolicy } from './policy';

/** WordPress's HTTP API follows 5 redirects by default; so do we. */
const MAX_REDIRECTS = 5;
/**
 * A host that does not accept the connection within this time is given up before the whole time
 * limit passes: a black-holed address should not hold a write for the full limit.
 */
const CONNECT_TIMEOUT_MS = 3_000;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * GET `url` through the guard, for every server-side fetch (images by URL now, imports later).
 * Only http and https; a host the site does not trust must connect to a public address (see
 * agents.ts), on every hop: redirects are followed by hand, each target checked like the first, at
 * most 5. Resolves with the final 2xx response, its body not yet read. `signal` bounds the whole
 * exchange: the caller reads the body under the same signal. Throws an OutboundError.
 */
export async function guardedGet(
  url: string,
  policy: OutboundPolicy,
  signal: AbortSignal,
  headers: Record<string, string> = {}
): Promise<http.IncomingMessage> {
  let target = toTarget(url);
  for (let redirects = 0; ; redirects++) {
    const response = await requestOnce(target, policy, signal, headers);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(status) && location) {
      response.destroy();
      if (redirects === MAX_REDIRECTS) throw new OutboundError('redirects', `more than ${MAX_REDIRECTS} redirects`);
      target = toTarget(location, target);
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new OutboundError('status', `${target.origin} answered ${status}`);
    }
    return response;
  }
}

function toTarget(location: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(location, base);
  } catch {
    throw new OutboundError('url', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundError('scheme', `${url.protocol} is not http(s)`);
  return url;
}

function requestOnce(url: URL, policy: OutboundPolicy, signal: AbortSignal, headers: Record<string, string>) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, { agent: agentFor(url, policy.trustedHosts), signal, headers }, resolve);
    request.on('error', (error) => reject(toOutboundError(error, signal)));
    request.on('socket', (socket) => {
      if (!socket.connecting) return;
      const timer = setTimeout(() => request.destroy(new OutboundError('timeout', 'connection timed out')), CONNECT_TIMEOUT_MS);
      socket.once('connect', () => clearTimeout(timer));
      request.once('close', () => clearTimeout(timer));
    });
  });
}

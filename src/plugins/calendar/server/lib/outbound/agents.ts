import http from 'http';
import https from 'https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/**
 * The sockets of outbound fetches. Untrusted hosts go through request-filtering-agent: it checks the
 * address each connection really uses, after DNS resolution (so a name resolving to 127.0.0.1, or
 * re-bound to it between two lookups, is caught), and refuses anything ipaddr.js does not class as
 * public unicast: loopback, private, link-local (cloud metadata at 169.254.169.254), carrier-grade
 * NAT, multicast, broadcast, reserved, unspecified (0.0.0.0, ::), unique-local IPv6, IPv4-mapped and
 * translated IPv6. Literal IP hosts are refused before any connection is attempted.
 * Hosts the site trusts (the `trustedHosts` setting) connect as any Node client would.
 */
const guarded = { http: new RequestFilteringHttpAgent(), https: new RequestFilteringHttpsAgent() };
const trusted = { http: new http.Agent(), https: new https.Agent() };

/** The agent for one hop of a fetch: `url.hostname` is compared in the URL parser's spelling. */
export function agentFor(url: URL, trustedHosts: ReadonlySet<string>): http.Agent {
  const agents = trustedHosts.has(url.hostname) ? trusted : guarded;
  return url.protocol === 'https:' ? agents.https : agents.http;
}

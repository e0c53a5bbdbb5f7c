import request from 'supertest';
import { appForFile } from '../../helpers/app-for-file';
import { NS } from '../../helpers/wire';

/**
 * Strapi's security headers (helmet) under the calendar's namespace are settled by the first request and
 * given to the next ones without rebuilding helmet (http/middlewares/security-headers.ts): every answer, the
 * first and later ones, reads and errors, carries exactly the headers Strapi's own middleware sets on
 * its other routes.
 */

const http = () => request(app.strapi.server.httpServer);

const app = appForFile();
/** The headers helmet owns (X-Powered-By is Strapi's poweredBy's, set after the route: absent from errors, there as here). */
const SECURITY = /^(content-security-policy|strict-transport-security|x-frame-options|x-content-type-options|referrer-policy|x-dns-prefetch-control|x-download-options|x-permitted-cross-domain-policies|x-xss-protection|cross-origin-[a-z-]+|origin-agent-cluster)$/;
const securityHeaders = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => SECURITY.test(name)).sort());

describe('security headers under the namespace', () => {
  it("are Strapi's, on the first answer and the next ones, whatever the route or status", async () => {
    // Strapi's own content API (not under the namespace): its middleware runs there on every request.
    const strapiOwn = securityHeaders((await http().get('/api/events')).headers);
    expect(strapiOwn['content-security-policy']).toBeTruthy();
    expect(strapiOwn['x-frame-options']).toBe('SAMEORIGIN');
    const answers = [
      await http().get(`${NS}/events`),
      await http().get(`${NS}/events`),
      await http().get(`${NS}/categories`),
      await http().get(`${NS}/events/999999`),
      await http().post(`${NS}/events`).send({ title: 'x' }),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 404, 400]);
    for (const [i, res] of answers.entries()) expect([i, securityHeaders(res.headers)]).toEqual([i, strapiOwn]);
    // A CORS preflight is answered before Strapi's poweredBy runs, there as here.
    const preflight = (path: string) => http().options(path).set('Origin', 'https://example.org').set('Access-Control-Request-Method', 'GET');
    const ownPreflight = await preflight('/api/events');
    expect(securityHeaders((await preflight(`${NS}/events`)).headers)).toEqual(securityHeaders(ownPreflight.headers));
  });
});

import http from 'http';
import { freePort } from '../../helpers/instance-process';

export interface HostSite {
  url: string;
  close(): Promise<void>;
}

/**
 * Another site (another origin: its own port) serving static pages, as a site owner's pages that embed
 * the calendar: `pages` maps a path to its HTML. Sends no Content-Security-Policy of its own.
 */
export async function startHostSite(pages: Record<string, string>): Promise<HostSite> {
  const port = await freePort();
  const server = http.createServer((req, res) => {
    const html = pages[(req.url ?? '/').split('?')[0]];
    res.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

import type { Page } from 'playwright-core';
import { stepWithoutRefusals } from './admin';
import { openBrowser, type Session } from './browser';
import { startServer, type AppServer } from './server';

export interface EditorFlow {
  /** Set once the file's first `beforeAll` ran. */
  server: AppServer;
  session: Session;
  page: Page;
  /** A step of the flow (screenshots `<name>-<step>` on failure) that also fails on any answer of 400 or more in the server log. */
  step(step: string, run: () => Promise<void>): Promise<void>;
}

/**
 * The setting most admin flows run in: a site without demo data (with `demo`: a newcomer's, with it) in one zone, an editor's Chromium in
 * another (strict about console errors), both started before the file's tests and stopped after. Call it
 * at the top of a test file; its `beforeAll` runs before the file's own.
 */
export function editorFlow(
  name: string,
  options: { siteZone?: string; browserZone?: string; timeoutMs?: number; viewport?: { width: number; height: number }; demo?: boolean } = {}
): EditorFlow {
  const { siteZone = 'Europe/Lisbon', browserZone = 'Asia/Tokyo', timeoutMs = 45_000, viewport, demo = false } = options;
  const flow = {
    step: (step: string, run: () => Promise<void>) => stepWithoutRefusals(flow.page, flow.server, `${name}-${step}`, run),
  } as EditorFlow;
  beforeAll(async () => {
    flow.server = await startServer({ DEMO_DATA: String(demo), CALENDAR_TIMEZONE: siteZone });
    flow.session = await openBrowser(browserZone, { strictConsole: true });
    flow.page = flow.session.page;
    if (viewport) await flow.page.setViewportSize(viewport);
    flow.page.setDefaultTimeout(timeoutMs);
  });
  afterAll(async () => {
    await flow.session?.close();
    await flow.server?.stop();
  });
  return flow;
}

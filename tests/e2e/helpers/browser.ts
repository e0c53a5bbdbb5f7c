import fs from 'fs';
import path from 'path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CHROMIUM } = require('./chromium-path') as { CHROMIUM: string };

/** Where each step's screenshot goes (kept on failure, for the person reading the CI log). */
export const RESULTS = path.resolve(__dirname, '..', '..', '..', 'test-results', 'e2e');

export interface Session {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** The app's answers of 400 and more the page received lately (a failing step lists them). */
const refused: string[] = [];
/** Errors the page logged (console errors from the app's own origin, uncaught exceptions) during the current step. */
const logged: string[] = [];
/** Whether a step fails on errors the page logged (openBrowser's `strictConsole`). */
let strictConsole = false;

/**
 * Debian's Chromium, headless, in a zone other than the events' (what an editor abroad sees), with the
 * flags this machine's closed network needs (no background connections).
 */
export async function openBrowser(timezoneId: string, options: { strictConsole?: boolean } = {}): Promise<Session> {
  strictConsole = options.strictConsole ?? false;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const context = await browser.newContext({ timezoneId, locale: 'en-US', viewport: { width: 1400, height: 1000 } });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const origin = (url: string) => new URL(url).host;
  page.on('response', (response) => {
    // Only the app's own answers: the admin also asks the outside world (news, marketplace), unreachable here.
    if (response.status() < 400 || origin(response.url()) !== origin(page.url() || response.url())) return;
    refused.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    if (refused.length > 20) refused.shift();
  });
  page.on('console', (message) => {
    const from = message.location().url;
    // The admin also asks the outside world (news, marketplace): unreachable here, not the app's fault.
    if (message.type() !== 'error' || (from && origin(from) !== origin(page.url() || from))) return;
    logged.push(`console: ${message.text()}${from ? ` (${from})` : ''}`);
  });
  page.on('pageerror', (error) => logged.push(`uncaught: ${error.message}`));
  return { browser, context, page, close: () => browser.close() };
}

let counter = 0;

/**
 * One step of a flow: on failure its screenshot is saved as test-results/e2e/<nn>-<name>.png; with
 * E2E_SCREENSHOTS=all, after every step too (to look at what an editor sees when nothing failed).
 */
export async function step<T>(page: Page, name: string, run: () => Promise<T>, options: { allowErrors?: { test(line: string): boolean } } = {}): Promise<T> {
  const file = path.join(RESULTS, `${String(++counter).padStart(2, '0')}-${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`);
  refused.length = 0;
  logged.length = 0;
  try {
    const result = await run();
    // With strictConsole, an error the page logged fails the step, unless the step causes it on purpose (allowErrors).
    const unexpected = strictConsole ? logged.filter((line) => !options.allowErrors?.test(line)) : [];
    if (unexpected.length) throw new Error(`the page logged errors the step did not cause:\n  ${unexpected.join('\n  ')}`);
    if (process.env.E2E_SCREENSHOTS === 'all') {
      fs.mkdirSync(RESULTS, { recursive: true });
      await page.screenshot({ path: file, fullPage: true });
    }
    return result;
  } catch (error) {
    fs.mkdirSync(RESULTS, { recursive: true });
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    const answers = refused.length ? `\nrefused requests during the step:\n  ${refused.join('\n  ')}` : '';
    const errors = logged.length ? `\nerrors the page logged:\n  ${logged.join('\n  ')}` : '';
    throw new Error(`step "${name}" failed (screenshot: ${path.relative(process.cwd(), file)}):${answers}${errors}\n${String(error instanceof Error ? error.stack : error)}`);
  }
}

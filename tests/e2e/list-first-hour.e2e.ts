import fs from 'fs';
import path from 'path';
import type { Page } from 'playwright-core';
import { cm, EVENT, registerAdmin, skipTour, visible } from './helpers/admin';
import { calendarApi, type CalendarApi } from './helpers/api';
import { RESULTS } from './helpers/browser';
import { editorFlow } from './helpers/editor-flow';
import type { AppServer } from './helpers/server';

/**
 * The event list as a newcomer first sees it (issue 32, "The first hour"): a fresh site with the demo
 * calendar (long titles, three languages), in Chromium at a laptop's sizes (1366x768 and 1440x900). No
 * column's text is drawn over another's (the status badge, the languages, the row menu), the row menu sits
 * inside the table and the window, the default view says "Upcoming" in words, the times name the zone of an
 * event in another zone than the site's, and a series' dates carry ↻. Screenshots of each size are kept
 * under test-results/e2e/.
 */

const ADMIN = { email: 'newcomer@calendar.test', password: 'Editor-password-1' };
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
];
/** Tomorrow (YYYY-MM-DD): the series' first date, among the demo's upcoming events. */
const TOMORROW = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const SERIES = 'Weekly sketching club by the river, for beginners and regulars alike';

const flow = editorFlow('first-hour', { demo: true, browserZone: 'Europe/Lisbon' });
const flowStep = flow.step;
let server: AppServer;
let page: Page;
let api: CalendarApi;
let parentId = 0;

/** Every warning and error the admin logged in this file's flow (the steps fail on errors already; warnings are counted here). */
const consoleLines: string[] = [];
/**
 * What Strapi 5's own admin logs on each page load, nothing of ours: its router is made without React
 * Router's v7 future flags, and its production bundle runs React's development build (README, "Known
 * limits"). Anything else fails the file's last test.
 */
const STRAPI_OWN = [/^React Router Future Flag Warning/, /^%cDownload the React DevTools/];

beforeAll(() => {
  ({ server, page } = flow);
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') consoleLines.push(message.text().replace(/^⚠️\s*/, ''));
  });
});


type Box = { left: number; right: number; top: number; bottom: number };
const overlaps = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/**
 * The boxes of what each cell of a row draws (its visible content, not the cell: text overflowing a cell is
 * drawn over the next one), by column, and the table's own box.
 */
async function rowBoxes(): Promise<{ headers: string[]; rows: Array<{ title: string; cells: Box[][] }>; table: Box; viewport: { width: number } }> {
  return page.evaluate(ROW_BOXES);
}

/** The page's side of rowBoxes(), as text: the tests compile without the DOM's types. */
const ROW_BOXES = `(() => {
  const table = document.querySelector('table');
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  };
  // The union of what a cell draws: its text (clipped by an ellipsis' box) and its buttons and icons.
  const drawn = (cell) => {
    const boxes = [];
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      let clip = node.parentElement;
      let clipBox = null;
      while (clip && clip !== cell.parentElement) {
        const style = getComputedStyle(clip);
        if (style.overflow === 'hidden' || style.overflowX === 'hidden') {
          clipBox = box(clip);
          break;
        }
        clip = clip.parentElement;
      }
      for (const r of Array.from(range.getClientRects())) {
        const b = { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        boxes.push(clipBox ? { left: Math.max(b.left, clipBox.left), right: Math.min(b.right, clipBox.right), top: b.top, bottom: b.bottom } : b);
      }
    }
    for (const el of Array.from(cell.querySelectorAll('button, a, svg'))) boxes.push(box(el));
    return boxes.filter((b) => b.right > b.left);
  };
  const headers = Array.from(table.querySelectorAll('thead th')).map((th) => th.innerText.trim());
  const rows = Array.from(table.querySelectorAll('tbody tr')).map((tr) => ({
    title: tr.innerText.split(/[\\n\\t]/).map((text) => text.trim()).find(Boolean) || '',
    cells: Array.from(tr.querySelectorAll('td')).map((td) => drawn(td)),
  }));
  return { headers, rows, table: box(table.parentElement), viewport: { width: window.innerWidth } };
})()`;

/** Every pair of cells of one row whose drawn content overlaps, in words. */
async function overlapsInRows(): Promise<string[]> {
  const { headers, rows } = await rowBoxes();
  const found: string[] = [];
  for (const row of rows) {
    for (let a = 0; a < row.cells.length; a += 1) {
      for (let b = a + 1; b < row.cells.length; b += 1) {
        if (row.cells[a]!.some((x) => row.cells[b]!.some((y) => overlaps(x, y)))) found.push(`${row.title}: "${headers[a] || a}" over "${headers[b] || b}"`);
      }
    }
  }
  return found;
}

describe('the event list of a fresh demo site, at a laptop size', () => {
  it('sets up the first admin and a weekly series', async () => {
    await registerAdmin(page, server.url, ADMIN);
    api = await calendarApi(server.url, ADMIN);
    const created = await api.post('/events', {
      title: SERIES,
      start_date: `${TOMORROW} 07:00:00`,
      end_date: `${TOMORROW} 08:30:00`,
      timezone: 'Europe/Lisbon',
      status: 'publish',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=10'],
    });
    expect(created.status).toBe(201);
    parentId = created.body.id;
  });

  for (const size of SIZES) {
    it(`shows every column apart and the row menu inside the table at ${size.width}x${size.height}`, async () => {
      await flowStep(`columns-${size.width}`, async () => {
        await page.setViewportSize(size);
        await page.goto(`${server.url}${cm(EVENT, 'en')}`);
        await skipTour(page);
        await visible(page.getByRole('row').filter({ hasText: 'Fado Night in Alfama' }));
        // Let the venue names and language menus arrive.
        await page.waitForTimeout(1500);
        fs.mkdirSync(RESULTS, { recursive: true });
        await page.screenshot({ path: path.join(RESULTS, `first-hour-list-${size.width}.png`) });
        const headers = (await page.locator('thead th').allInnerTexts()).map((text) => text.trim().toLowerCase()).filter(Boolean);
        for (const header of ['title', 'starts', 'ends', 'status', 'available in']) expect(headers).toContain(header);
        expect(await overlapsInRows()).toEqual([]);
        // The row menu (…) of every row inside the table's visible box and the window.
        const { table, viewport } = await rowBoxes();
        expect(table.right).toBeLessThanOrEqual(viewport.width);
        const menus = await page.getByRole('button', { name: 'Row actions' }).evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().right));
        expect(menus.length).toBeGreaterThan(0);
        for (const right of menus) {
          expect(right).toBeLessThanOrEqual(table.right);
          expect(right).toBeLessThanOrEqual(viewport.width);
        }
        const overflow = await page.locator('table').first().evaluate((el) => (el.parentElement ? el.parentElement.scrollWidth - el.parentElement.clientWidth : 0));
        expect(overflow).toBeLessThanOrEqual(0);
      });
    });
  }

  it('says the default view in words, and names the zone of an event in another zone than the site', async () => {
    await flowStep('upcoming-and-zone', async () => {
      await page.setViewportSize(SIZES[0]!);
      await page.goto(`${server.url}${cm(EVENT, 'en')}`);
      await visible(page.getByRole('row').filter({ hasText: 'Fado Night in Alfama' }));
      await visible(page.getByRole('button', { name: 'Upcoming', pressed: true }));
      // No chip with a raw UTC instant ("Ends is greater than or equal to 2026-11-27T22:25:00.000Z").
      expect(await page.getByText(/greater than or equal to \d{4}-\d\d-\d\dT/).count()).toBe(0);
      await visible(page.getByText(/^Ends is greater than or equal to .*\d:\d\d.*\(Upcoming\)$/));
      // The Paris concert (the site is in Lisbon) names its zone under its times.
      await page.goto(`${server.url}${cm(EVENT, 'en')}&_q=${encodeURIComponent('Jazz Exchange')}`);
      const paris = page.getByRole('row').filter({ hasText: 'Lisbon Meets Paris' });
      await visible(paris);
      // The cells fill in after the row (the zone comes with the row's own read): wait for them.
      await paris.getByText('Europe/Paris', { exact: true }).nth(1).waitFor();
      expect(await paris.getByText('Europe/Paris', { exact: true }).count()).toBe(2);
      // An event on the site's clock names none.
      await page.goto(`${server.url}${cm(EVENT, 'en')}&_q=${encodeURIComponent('Fado Night')}`);
      await visible(page.getByRole('row').filter({ hasText: 'Fado Night in Alfama' }));
      expect(await page.getByRole('row').filter({ hasText: 'Fado Night in Alfama' }).getByText('Europe/Lisbon').count()).toBe(0);
    });
  });

  it("marks a series' dates with ↻, named for screen readers, a link to the list of that series' dates", async () => {
    await flowStep('series-mark', async () => {
      await page.goto(`${server.url}${cm(EVENT, 'en')}`);
      const dates = page.getByRole('row').filter({ hasText: SERIES.slice(0, 20) });
      await visible(dates);
      const mark = { name: /^Date of a series: Show the dates of this series$/ };
      const marks = page.getByRole('link', mark);
      // Each row asks for its series: every row's mark once the answers are in.
      const rows = await dates.count();
      for (let i = 0; i < 50 && (await marks.count()) < rows; i += 1) await page.waitForTimeout(200);
      expect(await marks.count()).toBe(rows);
      for (let i = 0; i < rows; i += 1) expect(await dates.nth(i).getByRole('link', mark).count()).toBe(1);
      // No other row carries it.
      expect(await page.getByRole('row').filter({ hasText: 'Fado Night in Alfama' }).getByRole('link', mark).count()).toBe(0);

      // The mark narrows the list to the series (the Upcoming view kept), with a chip that names it and undoes it.
      await dates.nth(1).getByRole('link', mark).click();
      await visible(page.getByRole('status').filter({ hasText: `Series: ${SERIES}` }));
      await page.getByText('10 entries found').waitFor();
      expect(new URL(page.url()).searchParams.get('series')).toBeTruthy();
      await visible(page.getByRole('button', { name: 'Upcoming', pressed: true }));
      const shown = page.locator('tbody tr');
      for (let i = 0; i < (await shown.count()); i += 1) expect(await shown.nth(i).innerText()).toContain(SERIES.slice(0, 20));
      fs.mkdirSync(RESULTS, { recursive: true });
      await page.screenshot({ path: path.join(RESULTS, 'first-hour-series-list.png') });
      // All and Trash keep the series; the chip's button shows every event again.
      await page.getByRole('button', { name: 'All', pressed: false }).click();
      await page.getByText('10 entries found').waitFor();
      await page.getByRole('button', { name: 'Show every event' }).click();
      await visible(page.getByRole('row').filter({ hasText: 'Fado Night in Alfama' }));
      expect(new URL(page.url()).searchParams.get('series')).toBeNull();
      // Back to the default view (the Content Manager keeps a list's last filters when it is opened again).
      await page.getByRole('button', { name: 'Upcoming', pressed: false }).click();
      await visible(page.getByText(/\(Upcoming\)$/));
      await visible(dates);
      await page.waitForLoadState('networkidle');
    });
  });

  it('moves a date of the series to the Trash with Delete, saying so, and restores it', async () => {
    let trashedStart = '';
    await flowStep('delete-series-date', async () => {
      const before = Number(/(\d+) entries found/.exec(await page.getByText(/entries found/).innerText())?.[1]);
      const second = page.getByRole('row').filter({ hasText: SERIES.slice(0, 20) }).nth(1);
      trashedStart = (await second.locator('td').nth(2).innerText()).trim();
      await second.getByRole('button', { name: 'Row actions' }).click();
      // Strapi's "Delete entry (English (en))" and "Delete entry (all locales)", in the calendar's words.
      await visible(page.getByRole('menuitem', { name: 'Move to trash (all languages)' }));
      await page.getByRole('menuitem', { name: 'Move to trash (English (en))' }).click();
      const dialog = page.getByRole('alertdialog');
      await visible(dialog.getByText(/This date of the series goes to the Trash, in every language; the series’ other dates stay/));
      // The dialog fades in: let it finish before the picture.
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(RESULTS, 'first-hour-delete-dialog.png') });
      expect(await dialog.getByText('Are you sure you want to delete this locale?').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await visible(page.getByText(`${before - 1} entries found`));
    });
    // The REST API: nine dates left in the series, the tenth in the trash (not gone).
    const children = await api.get(`/events?post_parent=${parentId}&per_page=50`);
    expect(children.status).toBe(200);
    expect(children.body.events.length + 1).toBe(9);
    await flowStep('trash-view', async () => {
      await page.getByRole('button', { name: 'Trash', exact: true }).click();
      const trashed = page.getByRole('row').filter({ hasText: SERIES.slice(0, 20) });
      await visible(trashed);
      expect(await trashed.count()).toBe(1);
      expect((await trashed.locator('td').nth(2).innerText()).trim()).toBe(trashedStart);
      // In the Trash, Delete deletes for good, and says so.
      await trashed.getByRole('button', { name: 'Row actions' }).click();
      await page.getByRole('menuitem', { name: 'Delete for good (English (en))' }).click();
      await visible(page.getByRole('alertdialog').getByText('This event is deleted for good in English (en): it cannot be restored.'));
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
      await page.keyboard.press('Escape');
      await trashed.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Restore' }).click();
      await trashed.waitFor({ state: 'detached' });
    });
    const back = await api.get(`/events?post_parent=${parentId}&per_page=50`);
    expect(back.body.events.length + 1).toBe(10);
  });

  it("logs nothing of ours in the browser's console: no warning, no missing word, no refused request", () => {
    expect(consoleLines.filter((line) => !STRAPI_OWN.some((known) => known.test(line)))).toEqual([]);
  });
});

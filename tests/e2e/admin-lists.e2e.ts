import type { Page } from 'playwright-core';
import { cm, EVENT, VENUE, registerAdmin, skipTour, visible } from './helpers/admin';
import { calendarApi, type CalendarApi } from './helpers/api';
import { editorFlow } from './helpers/editor-flow';
import type { AppServer } from './helpers/server';

/**
 * The Content Manager's list of events as an editor scans it, in Chromium at a laptop's size (1366x768, the
 * browser in Tokyo, the site in Lisbon): title, start, end (on the event's clock), the venue's name, status
 * and language without scrolling sideways, what comes next first; a filter on the day an event starts, read
 * on the event's clock; two events moved to the trash, seen in
 * the Trash view, one restored; bulk Publish and Unpublish; two events postponed at once. Each step is checked through the REST API; a
 * step fails on an answer of 400 or more in the server log or an error the page logged.
 */

const ADMIN = { email: 'grace@calendar.test', password: 'Editor-password-1' };
const NEXT = new Date().getFullYear() + 1;
const LAST = NEXT - 2;

/** The site in Lisbon, the editor's browser in Tokyo (helpers/editor-flow.ts). */
const flow = editorFlow('lists', { viewport: { width: 1366, height: 768 } });
const flowStep = flow.step;
let server: AppServer;
let page: Page;
let api: CalendarApi;
const ids: Record<string, number> = {};

beforeAll(() => {
  ({ server, page } = flow);
});

const row = (title: string) => page.getByRole('row', { name: new RegExp(title) });
/** An event's status through the REST API; a trashed one answers "no longer available", as the original. */
const statusOf = async (id: number) => {
  const { body } = await api.get(`/events/${id}`);
  return (body.status ?? (body.code === 'event-no-longer-available' ? 'trash' : body.code)) as string;
};
/** The list's titles, top to bottom. */
const listed = async () => (await page.locator('tbody tr').allInnerTexts()).map((text) => text.split('\n').map((s) => s.trim()).filter(Boolean).join(' | '));

async function selectRows(...titles: string[]) {
  for (const title of titles) await row(title).getByRole('checkbox').check();
}

describe('the list of events', () => {
  it('sets up a venue, past and upcoming events', async () => {
    await registerAdmin(page, server.url, ADMIN);
    api = await calendarApi(server.url, ADMIN);
    const venue = await api.post('/venues', { venue: 'Salle Tejo', city: 'Lisboa', status: 'publish' });
    expect(venue.status).toBe(201);
    ids.venue = venue.body.id;
    const events: Array<[string, string, string]> = [
      ['jazz', 'Jazz night at the riverside with the Lisbon quartet', `${NEXT}-07-09`],
      ['fado', 'Fado evening', `${NEXT}-03-01`],
      ['blues', 'Blues morning', `${NEXT}-01-05`],
      ['fair', 'Book fair of last year', `${LAST}-05-01`],
    ];
    for (const [key, title, day] of events) {
      const res = await api.post('/events', { title, start_date: `${day} 21:00:00`, end_date: `${day} 23:00:00`, venue: venue.body.id, status: 'publish' });
      expect(res.status).toBe(201);
      ids[key] = res.body.id;
    }
  });

  it('shows title, start, end, venue, status and language within a laptop screen, upcoming first', async () => {
    await flowStep('columns', async () => {
      await page.goto(`${server.url}${cm(EVENT, 'en')}`);
      await skipTour(page);
      await visible(row('Blues morning'));
      // The venue's name, not "1 item"; times on the event's (Lisbon) clock, not Tokyo's.
      await visible(row('Blues morning').getByText('Salle Tejo'));
      // (an end on the start's day: its time only)
      await visible(row('Blues morning').getByText(new RegExp(`^Jan 5, ${NEXT}, 9:00\\sPM$`)));
      await visible(row('Blues morning').getByText(/^11:00\sPM$/));
      const headers = (await page.locator('thead th').allInnerTexts()).map((text) => text.trim().toLowerCase()).filter(Boolean);
      for (const header of ['title', 'starts', 'ends', 'venue', 'status']) expect(headers).toContain(header);
      expect(headers).toContain('available in');
      // No sideways scroll: every header cell within the window.
      const right = await page.locator('thead th').evaluateAll((cells) => Math.max(...cells.map((cell) => cell.getBoundingClientRect().right)));
      expect(right).toBeLessThanOrEqual(1366);
      const overflow = await page.locator('table').evaluate((table) => (table.parentElement ? table.parentElement.scrollWidth - table.parentElement.clientWidth : 0));
      expect(overflow).toBeLessThanOrEqual(0);
      // What comes next first; last year's fair only under "All".
      const rows = await listed();
      expect(rows.map((text) => /Blues|Fado|Jazz|Book fair/.exec(text)?.[0])).toEqual(['Blues', 'Fado', 'Jazz']);
      await page.screenshot({ path: 'test-results/e2e/lists-laptop.png' });
      await page.getByRole('button', { name: 'All', exact: true }).click();
      await visible(row('Book fair of last year'));
    });
  });

  it("filters by the day an event starts on, on the event's own clock", async () => {
    await flowStep('day-filter', async () => {
      await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByRole('combobox', { name: /Select field/i }).click();
      await page.getByRole('option', { name: 'Starts', exact: true }).click();
      // A day, not a date and time: 5 January is the day the Blues morning starts in Lisbon (21:00), while
      // in the editor's Tokyo it is already the 6th.
      const day = page.getByPlaceholder(/DD/);
      await day.click();
      await page.keyboard.type(`01/05/${NEXT}`);
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Add filter' }).click();
      // The chip names the day as it is (a date chip would name the day before in a browser west of UTC).
      await visible(page.getByText(`Starts is ${NEXT}-01-05`, { exact: true }));
      expect(decodeURIComponent(page.url())).toContain(`[startDate][$eq]=${NEXT}-01-05`);
      await visible(page.getByText('1 entry found'));
      // The venue's name once its cell has asked for it (it shows "…" meanwhile).
      await visible(row('Blues morning').getByText('Salle Tejo'));
      await page.screenshot({ path: 'test-results/e2e/lists-day-filter.png' });
      expect((await listed()).map((text) => /Blues|Fado|Jazz|Book fair/.exec(text)?.[0])).toEqual(['Blues']);
      // Back to the list as it was.
      await page.getByRole('button', { name: 'All', exact: true }).click();
      await visible(row('Book fair of last year'));
    });
  });

  it('moves two events to the trash, shows them in Trash and restores one', async () => {
    await flowStep('trash', async () => {
      await page.getByRole('button', { name: 'Upcoming', exact: true }).click();
      await visible(row('Blues morning'));
      await selectRows('Blues morning', 'Fado evening');
      // Outside the Trash, no bulk Delete for good beside Move to trash (Strapi's is only in the Trash view).
      await visible(page.getByRole('button', { name: 'Move to trash' }));
      expect(await page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
      await page.getByRole('button', { name: 'Move to trash' }).click();
      await row('Blues morning').waitFor({ state: 'detached' });
      await row('Fado evening').waitFor({ state: 'detached' });
      await visible(row('Jazz night'));
    });
    // Trashed: no longer public.
    expect([await statusOf(ids.blues), await statusOf(ids.fado), await statusOf(ids.jazz)]).toEqual(['trash', 'trash', 'publish']);
    expect((await api.get(`/events/${ids.blues}`, { anonymous: true })).status).not.toBe(200);

    await flowStep('restore', async () => {
      await page.getByRole('button', { name: 'Trash', exact: true }).click();
      await visible(row('Blues morning'));
      await visible(row('Fado evening'));
      expect(await row('Jazz night').count()).toBe(0);
      // In the Trash, Strapi's bulk Delete says it deletes for good (cancelled here).
      await selectRows('Blues morning');
      await page.getByRole('button', { name: 'Delete for good' }).click();
      await visible(page.getByText(/The selected records are deleted for good in English \(en\): they cannot be restored\./));
      await page.getByRole('button', { name: 'Cancel' }).click();
      await row('Blues morning').getByRole('checkbox').uncheck();
      await selectRows('Fado evening');
      await page.getByRole('button', { name: 'Restore' }).click();
      await row('Fado evening').waitFor({ state: 'detached' });
      await visible(row('Blues morning').getByText('Salle Tejo'));
      await page.screenshot({ path: 'test-results/e2e/lists-trash.png' });
    });
    expect([await statusOf(ids.fado), await statusOf(ids.blues)]).toEqual(['draft', 'trash']);
  });

  it('publishes and unpublishes the selected events', async () => {
    await flowStep('publish', async () => {
      await page.getByRole('button', { name: 'Upcoming', exact: true }).click();
      await visible(row('Fado evening.*Draft'));
      await selectRows('Fado evening', 'Jazz night');
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await visible(row('Fado evening.*Published'));
    });
    expect([await statusOf(ids.fado), await statusOf(ids.jazz)]).toEqual(['publish', 'publish']);

    await flowStep('unpublish', async () => {
      await selectRows('Fado evening', 'Jazz night');
      await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
      await visible(row('Jazz night.*Draft'));
      await visible(row('Fado evening.*Draft'));
    });
    expect([await statusOf(ids.fado), await statusOf(ids.jazz)]).toEqual(['draft', 'draft']);
  });

  it('postpones two events at once with a reason, and the list says so (issue 35)', async () => {
    await flowStep('event-status', async () => {
      await selectRows('Fado evening', 'Jazz night');
      await page.getByRole('button', { name: 'Change event status', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'Event status' }).click();
      await page.getByRole('option', { name: 'Postponed', exact: true }).click();
      await dialog.getByLabel('Reason').fill('The hall is closed for repairs.');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await visible(row('Fado evening.*Postponed'));
      await visible(row('Jazz night.*Postponed'));
    });
    for (const id of [ids.fado, ids.jazz]) {
      expect((await api.get(`/events/${id}`)).body).toMatchObject({ event_status: 'postponed', event_status_reason: 'The hall is closed for repairs.' });
    }
  });

  it("moves a venue to the Trash with its row's Delete, saying so, and restores it", async () => {
    await flowStep('venue-delete', async () => {
      await page.goto(`${server.url}${cm(VENUE, 'en')}`);
      const venue = row('Salle Tejo');
      await visible(venue);
      await venue.getByRole('button', { name: 'Row actions' }).click();
      await page.getByRole('menuitem', { name: 'Move to trash (English (en))' }).click();
      await visible(page.getByRole('alertdialog').getByText('This venue goes to the Trash in English (en) only; its other languages stay. You can restore it from the list’s Trash view.'));
      await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
      await venue.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Trash', exact: true }).click();
      await selectRows('Salle Tejo');
      await page.getByRole('button', { name: 'Restore' }).click();
      await row('Salle Tejo').waitFor({ state: 'detached' });
    });
    expect((await api.get(`/venues/${ids.venue}`)).body).toMatchObject({ venue: 'Salle Tejo', status: 'draft' });
  });

  it('left no error and no 5xx in the server log', () => {
    expect(server.failures()).toEqual([]);
  });
});

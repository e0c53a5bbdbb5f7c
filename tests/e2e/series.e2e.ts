import type { Page } from 'playwright-core';
import { apiId, calendarMonth, cm, EVENT, pickZone, registerAdmin, save, setStatus, shows, skipTour, visible } from './helpers/admin';
import { calendarApi, type CalendarApi } from './helpers/api';
import fs from 'fs';
import path from 'path';
import { RESULTS, step } from './helpers/browser';
import { editorFlow } from './helpers/editor-flow';
import type { AppServer } from './helpers/server';

/**
 * An editor's weekly class in the admin, in Chromium: the browser in Tokyo, the site in New York, the
 * class in Lisbon (every clock different). The editor makes a series of Tuesdays and Thursdays at 19:00,
 * finds it on the calendar page, changes one date, moves the whole series to 18:30, and deletes one date;
 * after each step the REST API answers what a client of the original reads. A step fails on a refused
 * request in the server log or an error the page logged that it did not cause.
 */

const ADMIN = { email: 'grace@calendar.test', password: 'Editor-password-1' };
const TITLE = 'Yoga by the river';
const WEEKS = ['04-06', '04-08', '04-13', '04-15', '04-20', '04-22', '04-27', '04-29', '05-04', '05-06', '05-11', '05-13'].map((day) => `2027-${day}`);

/** The site in New York, the editor's browser in Tokyo (helpers/editor-flow.ts); a form with a series asks the server twice more than another: a longer wait before failing. */
const flow = editorFlow('series', { siteZone: 'America/New_York', timeoutMs: 60_000 });
let server: AppServer;
let page: Page;
let api: CalendarApi;
const ids: Record<string, number> = {};
/** The document the delete step removes. */
let deleted = '';

beforeAll(() => {
  ({ server, page } = flow);
});

/**
 * A step of the flow: no answer of 400 or more in the server log while it ran, and no error the page logged,
 * but those the step caused (`caused`, asked once the step ran).
 */
async function flowStep(name: string, run: () => Promise<void>, caused: () => RegExp = () => /$^/) {
  const offset = server.log().length;
  const expected = (line: string) => caused().test(line);
  await step(
    page,
    `series-${name}`,
    async () => {
      await run();
      expect(server.refusedSince(offset).filter((line) => !expected(line))).toEqual([]);
    },
    { allowErrors: { test: (line) => caused().test(line) } }
  );
}

/** With E2E_SCREENSHOTS=all, what the editor sees around `locator` (the form scrolls inside the page: a full-page shot shows its top). */
async function look(name: string, locator: ReturnType<Page['getByText']>) {
  if (process.env.E2E_SCREENSHOTS !== 'all') return;
  await locator.first().scrollIntoViewIfNeeded();
  fs.mkdirSync(RESULTS, { recursive: true });
  await page.screenshot({ path: path.join(RESULTS, `series-look-${name}.png`) });
}

interface Wire {
  id: number;
  title: string;
  start_date: string;
  end_date: string;
  utc_start_date: string;
  timezone: string;
  post_parent: number;
  recurrence: string[];
  recurrence_id: string;
  recurrence_exception: boolean;
}

/** The series' dates as a client of the original lists them: the parent, then `post_parent=<parent>`. */
async function seriesDates(): Promise<Wire[]> {
  const parent = await api.get(`/events/${ids.parent}`);
  expect(parent.status).toBe(200);
  const children = await api.get(`/events?post_parent=${ids.parent}&per_page=50&start_date=2027-01-01`);
  expect(children.status).toBe(200);
  return [parent.body, ...children.body.events].sort((a: Wire, b: Wire) => a.start_date.localeCompare(b.start_date));
}

const dateOf = (dates: Wire[], day: string) => dates.find((d) => d.start_date.startsWith(day))!;

/** The calendar page in April 2027, English. */
const openApril = () => page.goto(`${server.url}/admin/plugins/calendar?view=dayGridMonth&date=2027-04-01&locale=en`);

/** Opens the form of the series' date on `day` (`2027-04-20`) from the calendar page in April 2027. */
async function openDate(day: string) {
  await openApril();
  await page.locator(`[data-date="${day}"]`).getByText(TITLE).click();
  await page.waitForURL(/api::event\.event\/[a-z0-9]+\?/);
  await visible(page.getByText('This date is part of a series'));
}

describe('a weekly series in the admin', () => {
  it('registers the first administrator', async () => {
    await step(page, 'series-register', () => registerAdmin(page, server.url, ADMIN));
    api = await calendarApi(server.url, ADMIN);
  });

  it('creates a class every Tuesday and Thursday at 19:00 in Lisbon, twelve times', async () => {
    await flowStep('create', async () => {
      await page.goto(`${server.url}${cm(EVENT, 'en', '/create')}`);
      await skipTour(page);
      await page.getByLabel(/^Title/).fill(TITLE);
      await shows(page, page.getByRole('combobox', { name: /^Time zone/ }), 'America/New_York');
      await pickZone(page, 'Europe/Lisbon');
      await page.getByLabel(/^Starts/).first().fill('2027-04-06');
      await page.getByLabel('Starts (time)').fill('19:00');
      await page.getByLabel(/^Ends/).first().fill('2027-04-06');
      await page.getByLabel('Ends (time)').fill('20:30');
      await page.getByRole('combobox', { name: 'How often' }).click();
      await page.getByRole('option', { name: 'Weekly' }).click();
      // Tuesday comes from the first date; the editor adds Thursday and an end after twelve dates.
      expect(await page.getByRole('checkbox', { name: 'Tuesday' }).isChecked()).toBe(true);
      await page.getByRole('checkbox', { name: 'Thursday' }).check();
      await page.getByRole('radio', { name: 'After' }).click();
      await page.getByLabel('Number of dates').fill('12');
      // The rule in words and its next dates on the event's clock (Lisbon), before saving.
      await visible(page.getByText('Every Tuesday and Thursday at 19:00, 12 times'));
      await visible(page.getByText('12 dates in all. Next:'));
      const next = page.getByRole('list', { name: 'Next dates' }).getByRole('listitem');
      await visible(next);
      expect(await next.first().innerText()).toBe('Tue, Apr 6, 2027, 19:00 – 20:30');
      expect(await next.nth(1).innerText()).toBe('Thu, Apr 8, 2027, 19:00 – 20:30');
      await look('rule', page.getByText('12 dates in all. Next:'));
      await save(page);
      ids.parent = await apiId(page);
    });
    const dates = await seriesDates();
    expect(dates.map((d) => d.start_date)).toEqual(WEEKS.map((day) => `${day} 19:00:00`));
    // Lisbon is on summer time (UTC+1) from 28 March.
    expect(dates[0]).toMatchObject({
      id: ids.parent,
      title: TITLE,
      timezone: 'Europe/Lisbon',
      utc_start_date: '2027-04-06 18:00:00',
      post_parent: 0,
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=12;BYDAY=TU,TH'],
      recurrence_id: '2027-04-06 19:00:00',
      recurrence_exception: false,
    });
    expect(dates.slice(1).every((d) => d.post_parent === ids.parent && d.title === TITLE && !d.recurrence_exception)).toBe(true);
    ids.fifteenth = dateOf(dates, '2027-04-15').id;
    ids.twentieth = dateOf(dates, '2027-04-20').id;
  });

  it('sees every date on the calendar page, marked as part of a series', async () => {
    await flowStep('calendar', async () => {
      await page.getByRole('link', { name: 'Calendar' }).click();
      await calendarMonth(page, 'April 2027');
      // Each on its own clock (Lisbon): 19:00 there, the same dates.
      const day = (date: string) => page.locator(`[data-date="${date}"]`);
      for (const date of WEEKS.slice(0, 8)) await visible(day(date).getByText(TITLE));
      await visible(day('2027-04-06').getByRole('img', { name: 'Part of a series' }));
      expect(await page.getByRole('img', { name: 'Part of a series' }).count()).toBeGreaterThanOrEqual(8);
    });
  });

  it('changes one date only: the Thursday of 15 April moves to 19:30', async () => {
    await flowStep('change-one', async () => {
      await page.locator('[data-date="2027-04-15"]').getByText(TITLE).click();
      await page.waitForURL(/api::event\.event\/[a-z0-9]+\?/);
      await visible(page.getByText('This date is part of a series'));
      await visible(page.getByText(`The series: Every Tuesday and Thursday at 19:00, 12 times (12 dates).`));
      expect(await page.getByRole('radio', { name: 'Only this date' }).getAttribute('aria-checked')).toBe('true');
      await shows(page, page.getByLabel('Starts (time)'), '19:00');
      await page.getByLabel(/^Title/).fill(`${TITLE} (guest teacher)`);
      await page.getByLabel('Starts (time)').fill('19:30');
      await save(page);
      await visible(page.getByText('Changed on its own'));
      await look('occurrence', page.getByText('Changed on its own'));
    });
    const dates = await seriesDates();
    expect(dateOf(dates, '2027-04-15')).toMatchObject({
      id: ids.fifteenth,
      title: `${TITLE} (guest teacher)`,
      start_date: '2027-04-15 19:30:00',
      end_date: '2027-04-15 21:00:00',
      recurrence_id: '2027-04-15 19:00:00',
      recurrence_exception: true,
    });
    expect(dates.filter((d) => d.id !== ids.fifteenth).every((d) => d.title === TITLE && d.start_date.endsWith('19:00:00'))).toBe(true);
  });

  it('moves the whole series to 18:30 from its first date', async () => {
    await flowStep('change-all', async () => {
      await page.getByRole('link', { name: /^Open the series/ }).click();
      await page.waitForURL(/api::event\.event\/[a-z0-9]+\?/);
      await visible(page.getByRole('combobox', { name: 'How often' }));
      expect(await page.getByRole('radio', { name: 'All dates of the series' }).getAttribute('aria-checked')).toBe('true');
      await shows(page, page.getByLabel('Starts (time)'), '19:00');
      await page.getByLabel('Starts (time)').fill('18:30');
      await visible(page.getByText('Every Tuesday and Thursday at 18:30, 12 times'));
      await look('anchor', page.getByText('Every Tuesday and Thursday at 18:30, 12 times'));
      await save(page);
    });
    const dates = await seriesDates();
    expect(dates.map((d) => d.id)).toContain(ids.fifteenth);
    expect(dates).toHaveLength(12);
    for (const date of dates.filter((d) => d.id !== ids.fifteenth)) {
      expect([date.start_date.slice(11), date.end_date.slice(11), date.title, date.recurrence_exception]).toEqual(['18:30:00', '20:00:00', TITLE, false]);
    }
    // The date changed on its own keeps its own time and title; its place in the series moved with it.
    expect(dateOf(dates, '2027-04-15')).toMatchObject({ id: ids.fifteenth, start_date: '2027-04-15 19:30:00', recurrence_id: '2027-04-15 18:30:00', recurrence_exception: true });
    expect(dates[0]).toMatchObject({ utc_start_date: '2027-04-06 17:30:00', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=12;BYDAY=TU,TH'] });
  });

  it('deletes one date: only that date leaves the series, for the Trash', async () => {
    await flowStep('delete-one', async () => {
      await openDate('2027-04-20');
      await shows(page, page.getByLabel(/^Starts/).first(), '2027-04-20');
      deleted = new URL(page.url()).pathname.split('/').pop()!;
      await page.getByRole('button', { name: 'More actions' }).click();
      // The admin's Delete of an event moves it to the Trash (server/features/admin/delete-to-trash.ts), and says so.
      await page.getByRole('menuitem', { name: 'Move to trash (all languages)' }).click();
      await visible(page.getByRole('alertdialog').getByText(/This date of the series goes to the Trash/));
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.waitForURL(/api::event\.event\?/);
    });
    const dates = await seriesDates();
    expect(dates).toHaveLength(11);
    expect(dates.map((d) => d.id)).not.toContain(ids.twentieth);
    expect(dates[0].recurrence).toEqual(['RRULE:FREQ=WEEKLY;COUNT=12;BYDAY=TU,TH', 'EXDATE;TZID=Europe/Lisbon:20270420T183000']);
    // In the Trash, not gone: the original's answer for a trashed event.
    expect((await api.get(`/events/${ids.twentieth}`)).body.code).toBe('event-no-longer-available');
  });

  it('trashes the first date from its form: only that date, the series passes on to the next', async () => {
    await flowStep('trash-first', async () => {
      await openApril();
      await page.locator('[data-date="2027-04-06"]').getByText(TITLE).click();
      await visible(page.getByRole('combobox', { name: 'How often' }));
      await setStatus(page, 'Trash');
      // Moving a date to the trash concerns that date unless the editor says otherwise, the first one too.
      await visible(page.getByText('Move to the trash'));
      expect(await page.getByRole('radio', { name: 'Only this date' }).getAttribute('aria-checked')).toBe('true');
      await save(page);
      // The side panel asks for the public page again once saved: the date is in the Trash, and says so
      // (waited for here, so that its answer is this step's, not the next one's).
      await visible(page.getByText('In the Trash: the record has no public page until its status takes it out.'));
    });
    expect((await api.get(`/events/${ids.parent}`)).body.code).toBe('event-no-longer-available');
    const next = dateOf((await api.get('/events?search=Yoga&per_page=50&start_date=2027-01-01')).body.events, '2027-04-08');
    expect(next).toMatchObject({
      post_parent: 0,
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=12;BYDAY=TU,TH', 'EXDATE;TZID=Europe/Lisbon:20270406T183000,20270420T183000'],
    });
    const children = await api.get(`/events?post_parent=${next.id}&per_page=50&start_date=2027-01-01`);
    expect(children.body.events).toHaveLength(9);
  });

  it('cancels one date with a reason: struck through on the calendar page, in the embedded calendar and on its page (issue 35)', async () => {
    await flowStep('cancel-one', async () => {
      await openDate('2027-04-22');
      await page.getByRole('combobox', { name: /^Event status/ }).click();
      await page.getByRole('option', { name: 'Cancelled', exact: true }).click();
      await page.getByLabel(/^Reason/).fill('The river is in flood.');
      // The series was saved as drafts: this date is published, so that visitors learn of its cancellation.
      await setStatus(page, 'Published');
      expect(await page.getByRole('radio', { name: 'Only this date' }).getAttribute('aria-checked')).toBe('true');
      await look('cancel', page.getByLabel(/^Reason/));
      await save(page);
      await openApril();
      const cancelled = page.locator('[data-date="2027-04-22"] .calendar-dates-void');
      await visible(cancelled.getByText('Cancelled'));
      expect(await page.locator('.calendar-dates-void').count()).toBe(1);
    });
    // The series' first date is in the Trash now: its dates as a search lists them.
    const dates = ((await api.get('/events?search=Yoga&per_page=50&start_date=2027-01-01')).body.events as Wire[]).sort((a, b) => a.start_date.localeCompare(b.start_date));
    expect(dates).toHaveLength(10);
    const twentySecond = dateOf(dates, '2027-04-22') as Wire & { event_status: string; event_status_reason: string; url: string; status: string };
    expect(twentySecond).toMatchObject({ status: 'publish', event_status: 'cancelled', event_status_reason: 'The river is in flood.', recurrence_exception: true });
    expect(dates.filter((d) => d.id !== twentySecond.id).map((d) => (d as Wire & { event_status: string }).event_status)).toEqual(Array(9).fill('scheduled'));

    await flowStep('cancel-visitors', async () => {
      // A visitor of the embedded calendar: the date kept in its place, its badge first, struck through.
      await page.goto(`${server.url}/calendar/embed?view=month&date=2027-04-22`);
      const struck = page.locator('event-calendar button.event.struck');
      await visible(struck);
      expect(await struck.count()).toBe(1);
      expect(await struck.innerText()).toMatch(/^Cancelled/);
      await struck.click();
      const dialog = page.locator('event-calendar dialog');
      await visible(dialog.getByText('The river is in flood.'));
      expect(await dialog.locator('s').count()).toBe(1);
      // Its own page: the badge, the reason, the dates struck through; no "Add to calendar" for a cancelled date.
      await page.goto(twentySecond.url);
      await visible(page.getByText('The river is in flood.'));
      expect(await page.locator('.badge.status-cancelled').innerText()).toBe('Cancelled');
      expect(await page.locator('p.when s').count()).toBe(1);
      expect(await page.getByText('Add to calendar').count()).toBe(0);
    });
  });

  it('left no error and no 5xx in the server log', () => {
    expect(server.failures()).toEqual([]);
  });
});

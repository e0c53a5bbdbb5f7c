import type { Locator, Page } from 'playwright-core';
import { registerAdmin, visible } from './helpers/admin';
import { calendarApi, type CalendarApi } from './helpers/api';
import { step } from './helpers/browser';
import { editorFlow } from './helpers/editor-flow';
import type { AppServer } from './helpers/server';

/**
 * The calendar page reads each event on its own clock, as the Content Manager's list and form do: the
 * browser in Tokyo, the site in New York, events in Lisbon and New York. An all-day Lisbon day sits on
 * its Lisbon date (not the day before, as New York's clock reads it), a Lisbon concert at 19:00 at 19:00
 * with its zone named, a late New York evening on its New York date (already the next day in Lisbon and
 * Tokyo). The week opens at the working day and reads hours as the admin's language does. A step fails on
 * a refused request in the server log or an error the page logged.
 */

const ADMIN = { email: 'clock@calendar.test', password: 'Editor-password-1' };
const DAY_OFF = 'Dia de Portugal (all day)';
const FADO = 'Fado at the Tejo';
const JAZZ = 'Jazz on the Hudson';

/** The site in New York, the editor's browser in Tokyo (helpers/editor-flow.ts). */
const flow = editorFlow('clock', { siteZone: 'America/New_York' });
let server: AppServer;
let page: Page;
let api: CalendarApi;

beforeAll(() => {
  ({ server, page } = flow);
});

/**
 * A step of the flow: no answer of 400 or more in the server log while it ran (but Strapi's own 404s), no
 * error the page logged but those `allowed`.
 */
async function flowStep(name: string, run: () => Promise<void>, allowed?: RegExp) {
  const offset = server.log().length;
  await step(
    page,
    `clock-${name}`,
    async () => {
      await run();
      expect(server.refusedSince(offset)).toEqual([]);
    },
    allowed ? { allowErrors: allowed } : {}
  );
}

/** Strapi 5.54's French lacks some of its own words (e.g. "content-manager.plugin.name") and logs each; the calendar's own must all be there. */
const STRAPI_OWN_FRENCH_GAPS = /MISSING_TRANSLATION\] Missing message: "(?!calendar\.)[^"]+" for locale "fr"/;

/** Intl separates hours and meridiems with narrow and thin spaces: compare words only. */
const words = (text: string) => text.replace(/[\s\u202f\u2009]+/g, ' ').trim();

const day = (date: string) => page.locator(`.fc-daygrid-day[data-date="${date}"]`);
const event = (title: string) => page.locator('.fc-event', { hasText: title });

/** A week or a day opens at 08:00, not at midnight: 08:00 at the top of its frame, midnight above it (scrolled out). */
async function opensAtWorkingDay() {
  const scroller = page.locator('.fc-timegrid-body').locator('xpath=ancestor::div[contains(@class,"fc-scroller")][1]');
  const frameTop = (await scroller.boundingBox())!.y;
  expect(Math.abs((await top(page.locator('.fc-timegrid-slot-lane[data-time="08:00:00"]'))) - frameTop)).toBeLessThan(25);
  expect(await top(page.locator('.fc-timegrid-slot-lane[data-time="00:00:00"]'))).toBeLessThan(frameTop);
}

/** The top of a box on the page, to compare where an event starts with the slot of its hour. */
const top = async (locator: Locator) => (await locator.first().boundingBox())!.y;

describe('the calendar page on each event’s clock', () => {
  it('has a site, an editor and three events in two zones', async () => {
    await flowStep('setup', async () => {
      await registerAdmin(page, server.url, ADMIN);
    });
    api = await calendarApi(server.url, ADMIN);
    const events = [
      { title: DAY_OFF, all_day: true, start_date: '2027-05-04', end_date: '2027-05-04', timezone: 'Europe/Lisbon' },
      { title: FADO, start_date: '2027-05-06 19:00:00', end_date: '2027-05-06 21:30:00', timezone: 'Europe/Lisbon' },
      // 22:00 in New York is 03:00 on the 8th in Lisbon and 11:00 on the 8th in Tokyo.
      { title: JAZZ, start_date: '2027-05-07 22:00:00', end_date: '2027-05-07 23:30:00', timezone: 'America/New_York' },
    ];
    for (const body of events) {
      const res = await api.post('/events', { ...body, status: 'publish' });
      expect(res.status).toBe(201);
    }
    // What a client of the original reads: each on its own clock.
    const { body } = await api.get('/events?start_date=2027-05-01&end_date=2027-05-31');
    expect(body.events.map((e: { title: string; start_date: string; timezone: string }) => [e.title, e.start_date, e.timezone])).toEqual([
      [DAY_OFF, '2027-05-04 00:00:00', 'Europe/Lisbon'],
      [FADO, '2027-05-06 19:00:00', 'Europe/Lisbon'],
      [JAZZ, '2027-05-07 22:00:00', 'America/New_York'],
    ]);
  });

  it('shows each event on its own date in the month, with its zone where it is not the site’s', async () => {
    await flowStep('month', async () => {
      await page.goto(`${server.url}/admin/plugins/calendar?view=dayGridMonth&date=2027-05-01&locale=en`);
      await visible(day('2027-05-04').getByText(DAY_OFF));
      await visible(day('2027-05-06').getByText(FADO));
      await visible(day('2027-05-07').getByText(JAZZ));
      // The site clock (New York) would put the Lisbon day on 3 May, Tokyo's the New York evening on the 8th.
      expect(await day('2027-05-03').getByText(DAY_OFF).count()).toBe(0);
      expect(await day('2027-05-05').getByText(DAY_OFF).count()).toBe(0);
      expect(await day('2027-05-08').getByText(JAZZ).count()).toBe(0);
      // Lisbon's events name their zone; the New York one is on the site clock and names none.
      expect(await event(DAY_OFF).locator('.calendar-event-zone').innerText()).toBe('Europe/Lisbon');
      expect(await event(FADO).locator('.calendar-event-zone').innerText()).toBe('Europe/Lisbon');
      expect(await event(JAZZ).locator('.calendar-event-zone').count()).toBe(0);
      expect(words(await event(FADO).locator('.fc-event-time').innerText())).toBe('7:00 PM');
      expect(words(await event(JAZZ).locator('.fc-event-time').innerText())).toBe('10:00 PM');
      // The tooltip says which clock: the zone's offset that day.
      expect(await event(FADO).locator('.calendar-event-zone').getAttribute('title')).toBe('Times in Europe/Lisbon (UTC+01:00)');
      await visible(page.getByText('the zone is named where it is not the site’s (America/New_York)'));
    });
  });

  it('shows the week from the working day, the Lisbon concert at 19:00 with its zone, hours with am and pm', async () => {
    await flowStep('week', async () => {
      await page.getByRole('button', { name: 'Week', exact: true }).click();
      await visible(page.locator('.fc-timeGridWeek-view'));
      await opensAtWorkingDay();
      // The month's first week holds 1 May (a Saturday): the week of the events is the next one.
      await page.getByRole('button', { name: 'Next week' }).click();
      expect(words(await page.locator('.fc-toolbar-title').innerText())).toMatch(/^May 2 – 8, 2027$/);
      // The hours read as the admin's English does, in the slots and on the events.
      expect(words(await page.locator('.fc-timegrid-slot-label[data-time="19:00:00"]').innerText())).toBe('7:00 PM');
      expect(words(await page.locator('.fc-timegrid-slot-label[data-time="08:00:00"]').innerText())).toBe('8:00 AM');
      const fado = page.locator('.fc-timegrid-event', { hasText: FADO });
      expect(words(await fado.locator('.fc-event-time').innerText())).toBe('7:00 – 9:30 PM');
      expect(await fado.locator('.calendar-event-zone').innerText()).toBe('Europe/Lisbon');
      // On its day's column, from the 19:00 slot.
      expect(await page.locator('.fc-timegrid-col[data-date="2027-05-06"] .fc-timegrid-event', { hasText: FADO }).count()).toBe(1);
      expect(Math.abs((await top(fado)) - (await top(page.locator('.fc-timegrid-slot-lane[data-time="19:00:00"]'))))).toBeLessThan(4);
      const jazz = page.locator('.fc-timegrid-col[data-date="2027-05-07"] .fc-timegrid-event', { hasText: JAZZ });
      expect(words(await jazz.locator('.fc-event-time').innerText())).toBe('10:00 – 11:30 PM');
      expect(await jazz.locator('.calendar-event-zone').count()).toBe(0);
      // The all-day Lisbon day in the all-day row of 4 May.
      await visible(day('2027-05-04').getByText(DAY_OFF));
      await opensAtWorkingDay();
    });
  });

  it('shows the day of the concert, and opens the concert from there', async () => {
    await flowStep('day', async () => {
      await page.getByRole('button', { name: 'Day', exact: true }).click();
      await visible(page.locator('.fc-timeGridDay-view'));
      await opensAtWorkingDay();
      const title = page.locator('.fc-toolbar-title');
      for (let i = 0; i < 7 && !/May 6, 2027/.test(await title.innerText()); i += 1) {
        const shown = new Date(await title.innerText());
        await page.getByRole('button', { name: shown < new Date(2027, 4, 6) ? 'Next day' : 'Previous day' }).click();
      }
      expect(await title.innerText()).toMatch(/May 6, 2027/);
      const fado = page.locator('.fc-timegrid-event', { hasText: FADO });
      expect(words(await fado.locator('.fc-event-time').innerText())).toBe('7:00 – 9:30 PM');
      await fado.click();
      await page.waitForURL(/api::event\.event\/[a-z0-9]+\?/);
      // The form, on the same clock: Lisbon's 19:00.
      await visible(page.getByLabel('Starts (time)'));
      const deadline = Date.now() + 15_000;
      while ((await page.getByLabel('Starts (time)').inputValue()) !== '19:00' && Date.now() < deadline) await page.waitForTimeout(200);
      expect(await page.getByLabel('Starts (time)').inputValue()).toBe('19:00');
    });
  });

  it('reads hours on a 24-hour clock in French', async () => {
    await flowStep('french', async () => {
      // The admin keeps its language in the browser (Strapi's own key), as the profile page's choice does.
      await page.evaluate("localStorage.setItem('strapi-admin-language', 'fr')");
      await page.goto(`${server.url}/admin/plugins/calendar?view=timeGridWeek&date=2027-05-06&locale=en`);
      await visible(page.locator('.fc-timeGridWeek-view'));
      await opensAtWorkingDay();
      // A French week starts on Monday.
      expect(words(await page.locator('.fc-toolbar-title').innerText())).toBe('3 – 9 mai 2027');
      expect(await page.locator('.fc-timegrid-event', { hasText: FADO }).locator('.calendar-event-zone').innerText()).toBe('Europe/Lisbon');
      expect(words(await page.locator('.fc-timegrid-slot-label[data-time="19:00:00"]').innerText())).toBe('19:00');
      expect(words(await page.locator('.fc-timegrid-slot-label[data-time="08:00:00"]').innerText())).toBe('08:00');
      expect(words(await page.locator('.fc-timegrid-event', { hasText: FADO }).locator('.fc-event-time').innerText())).toBe('19:00 – 21:30');
      await visible(page.getByRole('button', { name: 'Jour', exact: true }));
      await page.evaluate("localStorage.setItem('strapi-admin-language', 'en')");
    }, STRAPI_OWN_FRENCH_GAPS);
  });

  it('left no error and no 5xx in the server log', () => {
    expect(server.failures()).toEqual([]);
  });
});

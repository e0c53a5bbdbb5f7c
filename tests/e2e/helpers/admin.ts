import type { Locator, Page } from 'playwright-core';
import { step } from './browser';
import type { AppServer } from './server';

/** What an editor does in the admin, shared by the flows: wait, skip the tour, save, read the API ID. */

export const EVENT = 'api::event.event';
export const VENUE = 'api::venue.venue';

/** A Content Manager page of a type in a language (`rest`: `/create` or `/<documentId>`). */
export const cm = (uid: string, locale: string, rest = '') => `/admin/content-manager/collection-types/${uid}${rest}?plugins[i18n][locale]=${locale}`;

export const visible = (locator: Locator) => locator.first().waitFor({ state: 'visible' });

/** Waits until an input shows a value (fields filled in from the site settings arrive a moment later). */
export async function shows(page: Page, locator: Locator, value: string) {
  const deadline = Date.now() + 15_000;
  while ((await locator.inputValue()) !== value) {
    if (Date.now() > deadline) throw new Error(`expected ${String(locator)} to show "${value}", it shows "${await locator.inputValue()}"`);
    await page.waitForTimeout(200);
  }
}

/** Strapi's guided tour greets a new administrator on each section: a person skips it. */
export async function skipTour(page: Page) {
  await page
    .getByRole('button', { name: 'Skip' })
    .click({ timeout: 3000 })
    .catch(() => undefined);
}

/** Saves the form and waits for Strapi's confirmation. */
export async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await visible(page.getByText(/Saved document|Saved/));
}

/** Publishes a new record (it starts as a draft): one click sets the status to Published and saves. */
export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await visible(page.getByText(/Saved document|Saved/));
}

/**
 * The wire ID the form shows once saved ("API ID", read-only): the form shows the stored record a moment
 * after the save (a translation filled from another language shows that language's ID until then).
 */
export async function apiId(page: Page, not?: number): Promise<number> {
  const field = page.getByLabel(/^API ID/);
  const deadline = Date.now() + 15_000;
  let value = await field.inputValue();
  while ((!/^\d+$/.test(value) || Number(value) === not) && Date.now() < deadline) {
    await page.waitForTimeout(200);
    value = await field.inputValue();
  }
  if (!/^\d+$/.test(value)) throw new Error(`the form shows no API ID ("${value}")`);
  return Number(value);
}

/** Registers the first administrator of a new site. */
export async function registerAdmin(page: Page, baseUrl: string, admin: { email: string; password: string }) {
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel(/^First name/).fill('Ada');
  await page.getByLabel(/^Last name/).fill('Editor');
  await page.getByLabel(/^Email/).fill(admin.email);
  await page.getByLabel(/^Password/).fill(admin.password);
  await page.getByLabel(/^Confirm Password/).fill(admin.password);
  await page.getByRole('button', { name: "Let's start" }).click();
  await page.waitForURL(/\/admin(\/)?$/);
}

/** Picks a zone in the event's Time zone field by typing its name. */
export async function pickZone(page: Page, zone: string) {
  const field = page.getByRole('combobox', { name: /^Time zone/ });
  await field.click();
  await field.fill('');
  await page.keyboard.type(zone);
  await page.getByRole('option', { name: zone, exact: true }).click();
}

/** Picks an item in a relation field by typing part of its name. */
export async function relate(page: Page, label: string, name: string) {
  const field = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await field.click();
  await field.fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).first().click();
}

/** Chooses a status by its word (Published, Scheduled, Draft...). */
export async function setStatus(page: Page, word: string) {
  await page.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: word, exact: true }).click();
}

/** Goes to a month of the calendar page (`July 2027`), from whatever month it shows. */
export async function calendarMonth(page: Page, month: string) {
  const title = page.locator('.fc-toolbar-title');
  const wanted = new Date(`1 ${month}`);
  for (let i = 0; i < 60 && (await title.innerText()) !== month; i += 1) {
    const shown = new Date(`1 ${await title.innerText()}`);
    await page.getByRole('button', { name: shown < wanted ? 'Next month' : 'Previous month' }).click();
  }
}

/** A step of a flow (browser.ts `step`) that also fails on any request the server refused (4xx/5xx) meanwhile. */
export async function stepWithoutRefusals(page: Page, server: AppServer, name: string, run: () => Promise<void>) {
  const offset = server.log().length;
  await step(page, name, async () => {
    await run();
    const refused = server.refusedSince(offset);
    if (refused.length) throw new Error(`the server refused requests during "${name}":\n${refused.join('\n')}`);
  });
}

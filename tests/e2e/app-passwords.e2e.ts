import type { Page } from 'playwright-core';
import { openBrowser, step, type Session } from './helpers/browser';
import { startServer, type AppServer } from './helpers/server';

/**
 * An administrator manages a user's application passwords (Settings → Users & Permissions plugin →
 * Application passwords): creates one, copies the secret shown once, sees its last use once a client
 * signed in with it over HTTP Basic, and revokes it, after which the client is refused (401).
 */

const ADMIN = { email: 'ada@calendar.test', password: 'Admin-password-1' };
const USER = { username: 'sam', email: 'sam@calendar.test', password: 'Sam-password-1' };
const NS = '/api/cal/events/v1';

let server: AppServer;
let session: Session;
let page: Page;
let secret = '';
let userId = 0;

beforeAll(async () => {
  server = await startServer({ DEMO_DATA: 'false' });
  session = await openBrowser('Europe/Lisbon');
  page = session.page;
});

afterAll(async () => {
  await session?.close();
  await server?.stop();
});

const basic = (login: string, password: string) => `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
const asClient = (method: 'GET' | 'POST', authorization: string) =>
  fetch(`${server.url}${NS}/events`, {
    method,
    headers: { Authorization: authorization, 'Content-Type': 'application/json' },
    body: method === 'POST' ? JSON.stringify({ title: 'From a client', start_date: '2028-01-01 10:00:00', end_date: '2028-01-01 11:00:00' }) : undefined,
  });

/** The table row of the password named Phone. */
const phoneRow = () => page.getByRole('row').filter({ hasText: 'Phone' });

async function skipTour() {
  await page
    .getByRole('button', { name: 'Skip' })
    .click({ timeout: 3000 })
    .catch(() => undefined);
}

describe('application passwords in the admin', () => {
  it('registers the administrator, and a user signs up through the API', async () => {
    await step(page, 'register', async () => {
      await page.goto(`${server.url}/admin`);
      await page.getByLabel(/^First name/).fill('Ada');
      await page.getByLabel(/^Last name/).fill('Admin');
      await page.getByLabel(/^Email/).fill(ADMIN.email);
      await page.getByLabel(/^Password/).fill(ADMIN.password);
      await page.getByLabel(/^Confirm Password/).fill(ADMIN.password);
      await page.getByRole('button', { name: "Let's start" }).click();
      await page.waitForURL(/\/admin(\/)?$/);
    });
    const res = await fetch(`${server.url}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(USER),
    });
    expect(res.status).toBe(200);
    userId = ((await res.json()) as { user: { id: number } }).user.id;
  });

  it('creates a password for the user and shows it once', async () => {
    await step(page, 'create', async () => {
      await page.goto(`${server.url}/admin/settings/users-permissions/app-passwords`);
      await skipTour();
      await page.getByText('No application passwords yet.').waitFor();
      await page.getByRole('combobox', { name: /^User/ }).click();
      await page.getByRole('option', { name: new RegExp(`^${USER.username} <`) }).click();
      await page.getByLabel(/^Name/).fill('Phone');
      await page.getByRole('button', { name: 'Create a password' }).click();
      await page.getByText(`New password of ${USER.username} (Phone)`).waitFor();
      secret = (await page.getByLabel('The new password').innerText()).trim();
      expect(secret).toMatch(/^([A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/);
      await phoneRow().waitFor();
      expect(await phoneRow().innerText()).toMatch(/Never/);
    });
  });

  it('lets a client sign in with it as the user, limited by the role, and shows the last use', async () => {
    // The user has the Authenticated role: reads yes, writes no (403, not 401: the password worked).
    expect((await asClient('GET', basic(USER.email, secret))).status).toBe(200);
    expect((await asClient('POST', basic(USER.username, secret))).status).toBe(403);
    expect((await asClient('GET', basic(USER.username, 'abcd efgh ijkl mnop qrst uvwx'))).status).toBe(401);
    await step(page, 'last use', async () => {
      await page.reload();
      await phoneRow().waitFor();
      const row = await phoneRow().innerText();
      expect(row).toMatch(/127\.0\.0\.1/);
      expect(row).not.toMatch(/Never/);
    });
  });

  it('revokes it, and the client is refused', async () => {
    await step(page, 'revoke', async () => {
      await page.getByRole('button', { name: `Revoke Phone of ${USER.username}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
      await page.getByText('No application passwords yet.').waitFor();
    });
    const res = await asClient('GET', basic(USER.username, secret));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'rest_forbidden', data: { status: 401 } });
  });
});

describe('the author of a record in the admin', () => {
  it('is picked by user name and shown on the wire as the user ID', async () => {
    const postId = await step(page, 'author', async () => {
      await page.goto(`${server.url}/admin/content-manager/collection-types/api::venue.venue/create?plugins[i18n][locale]=en`);
      await skipTour();
      await page.getByLabel(/^Name/).fill('Authored Hall');
      const author = page.getByRole('combobox', { name: /^Author/ });
      await author.click();
      await author.fill('sa');
      await page.getByRole('option', { name: USER.username, exact: true }).click();
      // A new record starts as a draft: Publish makes it public in one click (the API reads it anonymously).
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByText(/Saved document|Saved/).first().waitFor();
      const field = page.getByLabel(/^API ID/);
      const deadline = Date.now() + 15_000;
      while (!/^\d+$/.test(await field.inputValue()) && Date.now() < deadline) await page.waitForTimeout(200);
      return Number(await field.inputValue());
    });
    const res = await fetch(`${server.url}${NS}/venues/${postId}`);
    expect(((await res.json()) as { author: string }).author).toBe(String(userId));
    await step(page, 'author reopened', async () => {
      // Reopened, the field shows the user's name (fetched a moment later), not the ID.
      await page.reload();
      const author = page.getByRole('combobox', { name: /^Author/ });
      const deadline = Date.now() + 15_000;
      while ((await author.inputValue()) !== USER.username && Date.now() < deadline) await page.waitForTimeout(200);
      expect(await author.inputValue()).toBe(USER.username);
    });
  });
});

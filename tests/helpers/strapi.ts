import path from 'path';
import { createStrapi, type Core } from '@strapi/strapi';
import request from 'supertest';
import { createTestDatabase, type TestDatabase } from './database';
import { checkResponses, mismatchError } from './doc-proof';
import { recordResponses, type RecordedResponse } from './record-responses';

const appDir = path.resolve(__dirname, '..', '..');
/** Compiled by tests/global-setup.js for this run. */
export const distDir = process.env.CALENDAR_TEST_DIST ?? path.join(appDir, '.tmp', 'test-dist');

/** Secrets and switches every test boot needs (.env is not committed). */
export const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  APP_KEYS: 'testKeyA,testKeyB',
  API_TOKEN_SALT: 'test-api-token-salt',
  ADMIN_JWT_SECRET: 'test-admin-jwt-secret',
  JWT_SECRET: 'test-jwt-secret',
  TRANSFER_TOKEN_SALT: 'test-transfer-token-salt',
  ENCRYPTION_KEY: 'test-encryption-key-0123456789abcdef',
  STRAPI_TELEMETRY_DISABLED: 'true',
  SERVE_ADMIN_PANEL: 'false',
  DEMO_DATA: 'false',
  // A developer's .env must not change what the tests see.
  CALENDAR_TIMEZONE: 'UTC',
  CALENDAR_PER_PAGE: '12',
  CALENDAR_MAX_PER_PAGE: '50',
  PUBLIC_URL: 'http://calendar.test',
  // Scheduled posts are published by the tests that mean to (a timer would race the others' fixtures).
  CALENDAR_PUBLISH_SCHEDULED_EVERY: '0',
  // No write rate limit (the default): test files write far faster than a client should (tests/api/write/rate-limit.test.ts sets one).
  CALENDAR_WRITE_RATE_LIMIT: '0',
  // Files that send bad credentials on purpose (the fuzz suite) send more than a client may fail (tests/api/accounts/sign-in-limit.test.ts sets one).
  CALENDAR_SIGN_IN_FAILURE_LIMIT: '0',
};

export interface TestApp {
  strapi: Core.Strapi;
  /** supertest bound to the app's HTTP server (nothing listens on a port). */
  http: () => ReturnType<typeof request>;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface BootOptions {
  /** Boot on this database instead of a fresh one (a restart); it is then not dropped on close. */
  database?: TestDatabase;
}

/** Boots the real app on a throw-away database; call once per test file (boot costs seconds). */
export async function bootApp(env: Record<string, string> = {}, options: BootOptions = {}): Promise<TestApp> {
  const owned = !options.database;
  const database: TestDatabase = options.database ?? (await createTestDatabase({ fromTemplate: { appDir, distDir, env: TEST_ENV } }));
  const previous = { ...process.env };
  Object.assign(process.env, TEST_ENV, database.env, env);
  const strapi = createStrapi({ appDir, distDir, autoReload: false, serveAdminPanel: false });
  strapi.log.level = 'error';
  try {
    await strapi.load();
    strapi.server.mount();
  } catch (error) {
    await strapi.destroy().catch(() => undefined);
    if (owned) await database.drop();
    process.env = previous;
    throw error;
  }
  // Every response is recorded; on close they are checked against the app's own /doc (doc-proof.ts).
  const responses: RecordedResponse[] = [];
  return {
    strapi,
    http: () => recordResponses(request(strapi.server.httpServer), responses),
    database,
    close: async () => {
      const mismatches = await checkResponses(strapi, responses).catch((error: unknown) => [String(error)]);
      await strapi.destroy();
      if (owned) await database.drop();
      process.env = previous;
      if (mismatches.length) throw mismatchError(mismatches, responses.length);
    },
  };
}

import { bootApp, type BootOptions, type TestApp } from './strapi';

/**
 * The app of one test file: booted before the file's tests (before the file's own `beforeAll`, when called
 * above it) and closed after them, as every file did by hand. What it returns stands for the booted app
 * in tests and hooks; touched at the file's top level, before the boot, it says so.
 */
export function appForFile(env: Record<string, string> = {}, options: BootOptions = {}): TestApp {
  let booted: TestApp | undefined;
  beforeAll(async () => {
    booted = await bootApp(env, options);
  });
  afterAll(async () => {
    await booted?.close();
  });
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!booted) throw new Error(`The app boots in beforeAll: read app.${String(key)} in a test or a hook`);
      const value = booted[key as keyof TestApp];
      return typeof value === 'function' ? value.bind(booted) : value;
    },
  });
}

import type { TestApp } from './strapi';
import { calendarClient } from './write-helpers';

/**
 * Runs `work` while an anonymous client reads a page of events over and over: its answer, and how long
 * each read took (printed by the tests, never asserted: the machines are shared).
 */
export async function whileReading<T>(app: TestApp, work: () => Promise<T>): Promise<{ result: T; reads: number[] }> {
  const reads: number[] = [];
  let working = true;
  const reader = (async () => {
    while (working) {
      const started = Date.now();
      await calendarClient(app).get('/events?per_page=5').expect(200);
      reads.push(Date.now() - started);
    }
  })();
  try {
    return { result: await work(), reads };
  } finally {
    working = false;
    await reader;
  }
}

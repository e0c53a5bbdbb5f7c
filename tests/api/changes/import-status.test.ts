import { appForFile } from '../../helpers/app-for-file';
import { createApiToken } from '../../helpers/auth';
import { startFakeTec } from '../../helpers/fake-tec';
import { calendarClient, type CalendarClient } from '../../helpers/write-helpers';
import { runImport } from '../../../src/plugins/calendar/server/features/import';

/**
 * Events that change (issue 35), from the original: it tells an event's status only in a single event's
 * JSON-LD (`eventStatus`, set by its status feature), which its lists leave out; the importer reads each
 * event once more for it when asked (`--event-status`), on a database of its own (the original's IDs are kept).
 */

let api: CalendarClient;
const app = appForFile();
beforeAll(async () => {
  api = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
});

describe('an import from the original', () => {
  it("brings an event's status from its single read's JSON-LD when asked (--event-status), with no extra request otherwise", async () => {
    const fake = await startFakeTec();
    try {
      fake.statuses.set(8, 'https://schema.org/EventCancelled');
      fake.statuses.set(12, 'http://schema.org/EventPostponed');
      const plain = await runImport(app.strapi, { from: fake.namespace, backoffMs: 10, dryRun: true });
      expect(plain.failed).toBe(false);
      expect(fake.requests.filter((path) => /\/events\/\d+/.test(path))).toEqual([]);
      const summary = await runImport(app.strapi, { from: fake.namespace, backoffMs: 10, eventStatus: true });
      expect(summary.failed).toBe(false);
      expect(fake.requests.filter((path) => /\/events\/\d+/.test(path)).length).toBeGreaterThan(0);
      const statusOf = async (title: string) =>
        ((await api.get(`/events?search=${encodeURIComponent(title)}&start_date=2000-01-01&end_date=2100-01-01`).expect(200)).body.events as Array<Record<string, any>>).find((e) => e.title === title)?.event_status;
      expect([await statusOf('Jazz Night'), await statusOf('Pop-up Workshop'), await statusOf('Street Fair')]).toEqual(['cancelled', 'postponed', 'scheduled']);
    } finally {
      await fake.close();
    }
  });
});

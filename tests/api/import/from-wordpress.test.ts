import { runImport, type ImportSummary } from '../../../src/plugins/calendar/server/features/import';
import { startFakeTec, type FakeTec } from '../../helpers/fake-tec';
import { armRemoteTripwire } from '../../helpers/remote-tripwire';
import { bootApp, type TestApp } from '../../helpers/strapi';

/**
 * Issue 14: `npm run import` against a local fake of the original (tests/helpers/fake-tec.ts), which
 * answers like the recorded examples, pages two records at a time with X-TEC-Total, shows a draft
 * event and a private venue to authenticated readers, and can fail a page once. The importer is
 * called as the CLI calls it, on the booted test app; the result is read back over this service's API.
 */
const tripwire = armRemoteTripwire();
afterAll(() => tripwire.disarm());

const NS = '/api/cal/events/v1';
const counts = (summary: ImportSummary) =>
  Object.fromEntries(Object.entries(summary.resources).map(([name, s]) => [name, [s.read, s.created, s.updated, s.unchanged, s.skipped, s.failed, s.total]]));

describe('import from a site of the original', () => {
  let app: TestApp;
  let fake: FakeTec;
  const quiet = { backoffMs: 10 };

  beforeAll(async () => {
    app = await bootApp();
    fake = await startFakeTec({ credentials: 'admin:app pass word' });
  });
  afterAll(async () => {
    await fake?.close();
    await app?.close();
  });

  it('a dry run reads everything and writes nothing', async () => {
    const summary = await runImport(app.strapi, { from: fake.namespace, dryRun: true, ...quiet });
    expect(summary.dryRun).toBe(true);
    expect(summary.resources.events).toMatchObject({ read: 4, created: 4, total: 4 });
    const res = await app.http().get(`${NS}/events/8`);
    expect(res.status).toBe(404);
  });

  it('imports the public calendar keeping IDs, slugs, dates, texts, links; retries a failing page', async () => {
    const retries: string[] = [];
    fake.failOnce('/wp-json/tribe/events/v1/events?page=2');
    const summary = await runImport(app.strapi, { from: fake.namespace, ...quiet, onRetry: (m) => retries.push(m) });
    expect(summary.problems).toEqual([]);
    expect(summary.failed).toBe(false);
    expect(counts(summary)).toEqual({
      categories: [2, 2, 0, 0, 0, 0, 2],
      tags: [fake.data.tags.length, fake.data.tags.length, 0, 0, 0, 0, fake.data.tags.length],
      venues: [3, 3, 0, 0, 0, 0, 3],
      organizers: [3, 3, 0, 0, 0, 0, 3],
      events: [4, 4, 0, 0, 0, 0, 4],
    });
    expect(retries).toHaveLength(1);
    expect(retries[0]).toMatch(/HTTP 503 .*events\?page=2.*retrying/);
    // The original's cap: never more than 50 a page.
    expect(fake.requests.every((r) => /per_page=50\b/.test(r))).toBe(true);

    const source = fake.data.events[0];
    const event = (await app.http().get(`${NS}/events/8`).expect(200)).body;
    for (const key of ['id', 'status', 'date', 'date_utc', 'modified', 'modified_utc', 'title', 'description', 'excerpt', 'slug', 'all_day',
      'start_date', 'end_date', 'utc_start_date', 'utc_end_date', 'timezone', 'timezone_abbr', 'website', 'show_map', 'show_map_link',
      'hide_from_listings', 'sticky', 'featured']) {
      expect([key, event[key]]).toEqual([key, source[key]]);
    }
    expect(event.global_id_lineage).toContain('127.0.0.1?id=8');
    // No user 1 here: no author ("0"), as the run names no --author.
    expect(event.author).toBe('0');
    expect(event.venue.id).toBe(4);
    expect(event.organizer.map((o: { id: number }) => o.id)).toEqual([6]);
    expect(event.categories.map((c: { id: number }) => c.id)).toEqual([3]);
    expect(event.tags.map((t: { id: number }) => t.id)).toEqual([4]);
    const jazz = (await app.http().get(`${NS}/categories/3`).expect(200)).body;
    expect(jazz).toMatchObject({ slug: 'jazz', parent: 2 });
    const allDay = (await app.http().get(`${NS}/events/9`).expect(200)).body;
    expect(allDay).toMatchObject({ all_day: true, start_date: '2026-12-12 00:00:00', end_date: '2026-12-12 23:59:59', timezone: 'UTC+0' });
    expect(allDay.organizer.map((o: { id: number }) => o.id)).toEqual([6, 7]);
    const venue = (await app.http().get(`${NS}/venues/4`).expect(200)).body;
    const sourceVenue = fake.data.venues.find((v) => v.id === 4)!;
    for (const key of ['venue', 'slug', 'address', 'city', 'country', 'state', 'zip', 'phone', 'website', 'stateprovince', 'show_map', 'show_map_link', 'modified_utc']) {
      expect([key, venue[key]]).toEqual([key, sourceVenue[key]]);
    }
  });

  it('a second run changes nothing', async () => {
    const summary = await runImport(app.strapi, { from: fake.namespace, ...quiet });
    expect(summary.failed).toBe(false);
    for (const s of Object.values(summary.resources)) expect(s).toMatchObject({ created: 0, updated: 0, skipped: 0, failed: 0, unchanged: s.read });
  });

  it('with credentials also reads drafts and private records', async () => {
    const summary = await runImport(app.strapi, { from: fake.namespace, auth: 'admin:app pass word', ...quiet });
    expect(summary.failed).toBe(false);
    expect(summary.resources.events).toMatchObject({ read: 5, created: 1, unchanged: 4 });
    expect(summary.resources.venues).toMatchObject({ read: 4, created: 1, unchanged: 3 });
    const token = await import('../../helpers/auth').then((m) => m.createApiToken(app.strapi, 'full-access'));
    const draft = (await app.http().get(`${NS}/events/40`).set('Authorization', `Bearer ${token}`).expect(200)).body;
    expect(draft).toMatchObject({ status: 'draft', slug: 'draft-night', title: 'Draft Night' });
    await app.http().get(`${NS}/events/40`).expect(403);
  });

  it('updates what changed at the source (by modified), and --since limits the run', async () => {
    const changed = fake.data.events[1];
    Object.assign(changed, { title: 'Street Fair (moved)', modified: '2026-11-22 10:00:00', modified_utc: '2026-11-22 10:00:00' });
    const dry = await runImport(app.strapi, { from: fake.namespace, dryRun: true, ...quiet });
    expect(dry.resources.events).toMatchObject({ updated: 1, unchanged: 3 });
    expect((await app.http().get(`${NS}/events/9`).expect(200)).body.title).toBe('Street Fair');

    const since = await runImport(app.strapi, { from: fake.namespace, since: new Date('2026-11-22T00:00:00Z'), resources: ['events'], ...quiet });
    expect(since.resources.events).toMatchObject({ read: 4, updated: 1, unchanged: 3 });
    const event = (await app.http().get(`${NS}/events/9`).expect(200)).body;
    expect(event).toMatchObject({ title: 'Street Fair (moved)', modified_utc: '2026-11-22 10:00:00' });
  });

  it('an ID used here by a different record is reported and skipped, never overwritten', async () => {
    // Post ID 5 is the venue "Side Room" here; the source now has an event under that ID too.
    fake.data.events.push({ ...fake.data.events[3], id: 5, slug: 'intruder', title: 'Intruder', global_id: '127.0.0.1?id=5', global_id_lineage: ['127.0.0.1?id=5'] });
    const summary = await runImport(app.strapi, { from: fake.namespace, resources: ['events'], ...quiet });
    expect(summary.resources.events).toMatchObject({ read: 5, skipped: 1, failed: 0 });
    expect(summary.problems.join('\n')).toMatch(/events ID 5 is used here by a different record/);
    expect(summary.failed).toBe(false);
    expect((await app.http().get(`${NS}/venues/5`).expect(200)).body.venue).toBe('Side Room');
    fake.data.events.pop();
  });

  it('an image on a host the site does not trust fails its record with a hint, and the rest goes on', async () => {
    fake.data.events.push({ ...fake.data.events[3], id: 60, slug: 'pictured', title: 'Pictured', image: { url: 'http://127.0.0.1:9/pic.png' }, global_id: '127.0.0.1?id=60', global_id_lineage: ['127.0.0.1?id=60'] });
    const summary = await runImport(app.strapi, { from: fake.namespace, resources: ['events'], ...quiet });
    expect(summary.resources.events).toMatchObject({ read: 5, failed: 1, unchanged: 4 });
    expect(summary.failed).toBe(true);
    expect(summary.problems.join('\n')).toMatch(/events 60: image http:\/\/127\.0\.0\.1:9\/pic\.png refused .*--trusted-host 127\.0\.0\.1/);
    await app.http().get(`${NS}/events/60`).expect(404);
    fake.data.events.pop();
  });

  it('a source that keeps failing ends in a failed summary with a clear message', async () => {
    const summary = await runImport(app.strapi, { from: `${fake.url}/wp-json/nothing/v1`, resources: ['tags'], attempts: 2, ...quiet });
    expect(summary.failed).toBe(true);
    expect(summary.problems[0]).toMatch(/HTTP 404 from http:\/\/127\.0\.0\.1:\d+\/wp-json\/nothing\/v1\/tags/);
  });

  it.each([
    ['streamed without a length: read no further than the bound', false],
    ['declared in Content-Length: refused before it is read', true],
  ])('an answer past maxAnswerBytes (%s) fails its list naming the URL and the bound, and is not retried', async (_case, declared) => {
    const TOTAL = 64 * 1024 * 1024;
    const key = '/wp-json/tribe/events/v1/tags?page=1';
    fake.answerTooBig(key, TOTAL, declared);
    fake.bigAnswers.length = 0;
    const retries: string[] = [];
    const summary = await runImport(app.strapi, { from: fake.namespace, resources: ['tags'], maxAnswerBytes: 1024 * 1024, attempts: 3, ...quiet, onRetry: (m) => retries.push(m) })
      .finally(() => fake.answerTooBig(key, null));
    expect(summary.failed).toBe(true);
    expect(summary.problems).toEqual([
      expect.stringMatching(/^failed: tags: The answer of http:\/\/127\.0\.0\.1:\d+\/wp-json\/tribe\/events\/v1\/tags\?page=1&per_page=50\S* is larger than the import reads \(1 MiB; --max-answer-mb raises it\)\.$/),
    ]);
    expect(retries).toEqual([]);
    expect(fake.bigAnswers).toHaveLength(1);
    // The importer went away: the fake could not send it all.
    await fake.bigAnswers[0].closed;
    expect(fake.bigAnswers[0].cutOff).toBe(true);
    expect(fake.bigAnswers[0].sent).toBeLessThan(TOTAL);
  });
});

describe('import from an iCalendar file (--from-ics)', () => {
  let app: TestApp;
  let dir: string;
  const ics = (summary: string, modified: string) => `BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Test//Feed//EN
BEGIN:VEVENT
UID:talk-1@example.com
DTSTAMP:20261101T090000Z
LAST-MODIFIED:${modified}
DTSTART;TZID=Europe/Paris:20270310T190000
DTEND;TZID=Europe/Paris:20270310T213000
SUMMARY:${summary}
DESCRIPTION:A talk\\, with questions.
LOCATION:Salle Pleyel
CATEGORIES:Talks,Science
URL:https://example.com/talk
END:VEVENT
BEGIN:VEVENT
UID:fair-2@example.com
DTSTAMP:20261101T090000Z
LAST-MODIFIED:20261101T090000Z
DTSTART;VALUE=DATE:20270401
DTEND;VALUE=DATE:20270403
SUMMARY:Spring Fair
LOCATION:Salle Pleyel
CATEGORIES:Science
END:VEVENT
BEGIN:VEVENT
UID:utc-3@example.com
DTSTAMP:20261101T090000Z
DTSTART:20270501T120000Z
DTEND:20270501T130000Z
SUMMARY:Noon call
END:VEVENT
BEGIN:VEVENT
UID:talk-1@example.com
RECURRENCE-ID;TZID=Europe/Paris:20270317T190000
DTSTAMP:20261101T090000Z
DTSTART;TZID=Europe/Paris:20270317T200000
DTEND;TZID=Europe/Paris:20270317T220000
SUMMARY:Moved occurrence
END:VEVENT
END:VCALENDAR
`.replace(/\n/g, '\r\n');

  beforeAll(async () => {
    app = await bootApp();
    dir = await import('fs').then((fs) => fs.mkdtempSync(require('path').join(require('os').tmpdir(), 'ics-')));
  });
  afterAll(async () => {
    await app?.close();
    await import('fs').then((fs) => fs.rmSync(dir, { recursive: true, force: true }));
  });

  it('creates events, venues from LOCATION and categories from CATEGORIES; re-imports update by UID', async () => {
    const { runIcsImport } = await import('../../../src/plugins/calendar/server/features/import');
    const fs = await import('fs');
    const file = `${dir}/feed.ics`;
    fs.writeFileSync(file, ics('Science Talk', '20261101T090000Z'));
    const first = await runIcsImport(app.strapi, { from: file });
    // An override of an event that does not repeat names no date of a series (tests/api/import/series.test.ts has series).
    const override = 'skipped: event UID talk-1@example.com RECURRENCE-ID 20270317T190000: the event does not repeat here';
    expect(first.problems).toEqual([override]);
    expect(first.resources.events).toMatchObject({ read: 4, created: 3, skipped: 1, failed: 0, total: 4 });

    const list = (await app.http().get(`${NS}/events?start_date=2027-01-01&per_page=50`).expect(200)).body.events as Record<string, any>[];
    const talk = list.find((e) => e.title === 'Science Talk')!;
    expect(talk).toMatchObject({ start_date: '2027-03-10 19:00:00', end_date: '2027-03-10 21:30:00', timezone: 'Europe/Paris', website: 'https://example.com/talk', all_day: false });
    expect(talk.description).toContain('A talk, with questions.');
    expect(talk.venue.venue).toBe('Salle Pleyel');
    expect(talk.categories.map((c: { name: string }) => c.name).sort()).toEqual(['Science', 'Talks']);
    const fair = list.find((e) => e.title === 'Spring Fair')!;
    expect(fair).toMatchObject({ all_day: true, start_date: '2027-04-01 00:00:00', end_date: '2027-04-02 23:59:59' });
    expect(fair.venue.id).toBe(talk.venue.id);
    expect(list.find((e) => e.title === 'Noon call')).toMatchObject({ timezone: 'UTC', utc_start_date: '2027-05-01 12:00:00' });

    const again = await runIcsImport(app.strapi, { from: file });
    // The event without LAST-MODIFIED is compared by DTSTAMP, which is stable in this file.
    expect(again.resources.events).toMatchObject({ read: 4, created: 0, updated: 0, unchanged: 3, skipped: 1 });

    fs.writeFileSync(file, ics('Science Talk (new room)', '20261105T090000Z'));
    const changed = await runIcsImport(app.strapi, { from: file });
    expect(changed.resources.events).toMatchObject({ created: 0, updated: 1, unchanged: 2, skipped: 1 });
    const after = (await app.http().get(`${NS}/events/${talk.id}`).expect(200)).body;
    expect(after).toMatchObject({ title: 'Science Talk (new room)', modified_utc: '2026-11-05 09:00:00' });
  });

  it('refuses a feed file past maxAnswerBytes before reading it, naming the file and the bound', async () => {
    const { runIcsImport } = await import('../../../src/plugins/calendar/server/features/import');
    const fs = await import('fs');
    const file = `${dir}/big.ics`;
    fs.writeFileSync(file, ics('Too big', '20261101T090000Z'));
    await expect(runIcsImport(app.strapi, { from: file, maxAnswerBytes: 100 })).rejects.toThrow(
      `The file ${file} is larger than the import reads (100 bytes; --max-answer-mb raises it).`
    );
  });
});

describe('an interrupted import', () => {
  let app: TestApp;
  let fake: FakeTec;
  beforeAll(async () => {
    app = await bootApp();
    fake = await startFakeTec();
  });
  afterAll(async () => {
    await fake?.close();
    await app?.close();
  });

  it('stops after the record being written (Ctrl-C) and the same command picks up where it stopped', async () => {
    // The source's author "1" exists here (the first user of a fresh database): kept.
    const { createUserJwt } = await import('../../helpers/auth');
    await createUserJwt(app);
    const stop = new AbortController();
    const partial = await runImport(app.strapi, {
      from: fake.namespace,
      signal: stop.signal,
      onProgress: (event) => event.resource === 'events' && event.done === 2 && stop.abort(),
    });
    expect(partial).toMatchObject({ interrupted: true, failed: true });
    expect(partial.resources.events).toMatchObject({ read: 2, created: 2 });
    // A page lost with the connection is the same for the next run: nothing of the first run is redone.
    const resumed = await runImport(app.strapi, { from: fake.namespace });
    expect(resumed).toMatchObject({ interrupted: false, failed: false });
    expect(resumed.resources.events).toMatchObject({ read: 4, created: 2, unchanged: 2 });
    expect(resumed.resources.venues).toMatchObject({ read: 3, created: 0, unchanged: 3 });
    expect((await app.http().get(`${NS}/events/8`).expect(200)).body.author).toBe('1');
    expect((await app.http().get(`${NS}/venues/4`).expect(200)).body.author).toBe('1');
  });
});

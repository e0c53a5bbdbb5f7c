import { runImport } from '../../../src/plugins/calendar/server/features/import';
import { extendSeries } from '../../../src/plugins/calendar/server/features/series/horizon';
import { createApiToken } from '../../helpers/auth';
import { startFakeTec, type FakeTec } from '../../helpers/fake-tec';
import { armRemoteTripwire } from '../../helpers/remote-tripwire';
import { dataVersion } from '../../helpers/sql';
import { bootApp, type TestApp } from '../../helpers/strapi';
import { calendarClient, type CalendarClient } from '../../helpers/write-helpers';

/**
 * Recurring events arriving through `npm run import` (issue 19, "Readers, feeds and import"): from a site
 * of the original running Events Calendar Pro, whose records do not name their parent (the importer asks
 * `post_parent` of events whose title repeats, and links what it finds as one series of dates); from an
 * iCalendar feed (a VEVENT with RRULE, RDATE, EXDATE becomes a series, its RECURRENCE-ID overrides the
 * exceptions). Read back through the REST API; a second run changes nothing.
 */
const tripwire = armRemoteTripwire();
afterAll(() => tripwire.disarm());

const ALL = 'status=publish,future,draft,pending,private,trash&start_date=2000-01-01&end_date=2100-01-01&per_page=50';
type Wire = Record<string, any>;

describe('series from a site of the original (Events Calendar Pro: post_parent)', () => {
  let app: TestApp;
  let api: CalendarClient;
  let fake: FakeTec;
  const run = () => runImport(app.strapi, { from: fake.namespace, auth: 'admin:pw', backoffMs: 10 });
  const parentAsks = () => fake.requests.filter((r) => r.includes('post_parent=')).map((r) => Number(/post_parent=(\d+)/.exec(r)![1]));

  beforeAll(async () => {
    app = await bootApp();
    api = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
    fake = await startFakeTec({ credentials: 'admin:pw', recurring: true });
  });
  afterAll(async () => {
    await fake?.close();
    await app?.close();
  });

  it('links a parent and its children as one series of their dates, keeping IDs, slugs and dates; asks only events whose title repeats', async () => {
    const summary = await run();
    expect(summary.problems).toEqual([]);
    expect(summary.failed).toBe(false);
    expect(summary.series).toEqual({ found: 1, linked: 1, unchanged: 0, skipped: 0, failed: 0 });
    // The parent (the first "Weekly Yoga") is asked first (two pages of the fake's two), its children are
    // not asked again; each "Open Mic" once.
    expect(parentAsks().sort((a, b) => a - b)).toEqual([20, 20, 30, 31]);

    const parent = (await api.get('/events/20').expect(200)).body;
    expect(parent).toMatchObject({
      id: 20, slug: 'weekly-yoga', start_date: '2026-12-01 18:00:00', end_date: '2026-12-01 19:00:00', timezone: 'America/New_York',
      post_parent: 0,
      recurrence: ['RDATE;TZID=America/New_York:20261208T180000,20261215T180000,20261222T180000', 'EXDATE;TZID=America/New_York:20261229T180000'],
      recurrence_id: '2026-12-01 18:00:00',
      recurrence_exception: false,
    });
    const children = (await api.get(`/events?post_parent=20&${ALL}`).expect(200)).body.events as Wire[];
    expect(children.map((e) => [e.id, e.status, e.recurrence_id, e.recurrence_exception])).toEqual([
      [21, 'publish', '2026-12-08 18:00:00', false],
      // Longer than the others: it keeps its own end, changed on its own.
      [22, 'publish', '2026-12-15 18:00:00', true],
      [23, 'publish', '2026-12-22 18:00:00', false],
      [24, 'trash', '2026-12-29 18:00:00', false],
    ]);
    const source = [...fake.data.events, ...fake.hidden.events];
    for (const child of children) {
      const wire = source.find((e) => e.id === child.id)!;
      for (const key of ['slug', 'title', 'start_date', 'end_date', 'utc_end_date', 'modified_utc', 'status']) expect([child.id, key, child[key]]).toEqual([child.id, key, wire[key]]);
      expect(child.post_parent).toBe(20);
      expect(child.recurrence).toEqual(parent.recurrence);
    }
    for (const id of [30, 31]) expect((await api.get(`/events/${id}`).expect(200)).body).not.toHaveProperty('post_parent');
  });

  it('a second run changes nothing, and neither does the horizon job', async () => {
    const version = await dataVersion(app.strapi);
    const summary = await run();
    expect(summary.failed).toBe(false);
    expect(summary.series).toEqual({ found: 1, linked: 0, unchanged: 1, skipped: 0, failed: 0 });
    for (const s of Object.values(summary.resources)) expect(s).toMatchObject({ created: 0, updated: 0, unchanged: s.read });
    await extendSeries(app.strapi);
    expect(await dataVersion(app.strapi)).toBe(version);
  });

  it('a series this site cannot keep (a date past its horizon) stays single events with their parent link, and is linked again once it can', async () => {
    const far = { ...fake.data.events.find((e) => e.id === 23)!, id: 26, slug: 'weekly-yoga-2040', start_date: '2040-12-04 18:00:00', end_date: '2040-12-04 19:00:00', utc_start_date: '2040-12-04 23:00:00', utc_end_date: '2040-12-05 00:00:00', global_id: '127.0.0.1?id=26', global_id_lineage: ['127.0.0.1?id=26'] };
    fake.data.events.push(far);
    const { RECURRING_PARENTS } = await import('../../helpers/fake-tec-data');
    RECURRING_PARENTS[26] = 20;
    try {
      const summary = await run();
      expect(summary.series).toMatchObject({ found: 1, skipped: 1 });
      expect(summary.failed).toBe(false);
      expect(summary.problems).toEqual([
        'skipped: the events of event 20 stay single events with their parent link: the event of 2040-12-04 18:00:00 is not a date this site\'s series would keep (past its horizon of stored dates, or not a date of the recurrence)',
      ]);
      const child = (await api.get('/events/21').expect(200)).body;
      expect(child.post_parent).toBe(20);
      expect(child).not.toHaveProperty('recurrence');
      expect((await api.get('/events/20').expect(200)).body).not.toHaveProperty('recurrence');
      expect((await api.get('/events/26').expect(200)).body.post_parent).toBe(20);
    } finally {
      fake.data.events.pop();
      delete RECURRING_PARENTS[26];
    }
    const again = await run();
    expect(again.series).toMatchObject({ found: 1, linked: 1 });
    expect((await api.get('/events/21').expect(200)).body).toMatchObject({ post_parent: 20, recurrence_id: '2026-12-08 18:00:00' });
    // The event that left the series keeps no link to it.
    expect((await api.get('/events/26').expect(200)).body).not.toHaveProperty('post_parent');
  });

  it('series keys a source cannot mean (unreadable lines, a date that is no date) fail nothing: the events stay single, named', async () => {
    const base = fake.data.events.find((e) => e.id === 30)!;
    const ours = (id: number, keys: Wire) => ({ ...base, id, slug: `odd-${id}`, title: `Odd ${id}`, ml_language: 'en', global_id: `127.0.0.1?id=${id}`, global_id_lineage: [`127.0.0.1?id=${id}`], ...keys });
    fake.data.events.push(
      ours(50, { post_parent: 0, recurrence: ['RRULE:FREQ=SECONDLY'], recurrence_id: '2027-02-01 20:00:00', recurrence_exception: false }),
      ours(51, { post_parent: 50, recurrence: ['RRULE:FREQ=SECONDLY'], recurrence_id: '2027-02-01 21:00:00', recurrence_exception: 'yes' }),
      ours(52, { post_parent: 0, recurrence: ['RRULE:FREQ=DAILY'], recurrence_id: '<script>', recurrence_exception: false }),
      ours(53, { post_parent: 99999, recurrence: 'RRULE:FREQ=DAILY', recurrence_id: 12 })
    );
    try {
      const summary = await run();
      expect(summary.failed).toBe(false);
      expect(summary.resources.events).toMatchObject({ failed: 0, skipped: 0 });
      expect(summary.problems).toEqual([
        expect.stringMatching(/^skipped: the events of event 50 stay single events with their parent link: its dates cannot be written as recurrence lines here \(.*FREQ=SECONDLY is not supported/),
      ]);
      expect((await api.get('/events/51').expect(200)).body).toMatchObject({ post_parent: 50 });
      for (const id of [50, 52, 53]) expect((await api.get(`/events/${id}`).expect(200)).body).not.toHaveProperty('recurrence');
    } finally {
      fake.data.events.splice(-4, 4);
    }
  });
});

describe('series from an iCalendar feed (--from-ics)', () => {
  let app: TestApp;
  let api: CalendarClient;
  let file: string;
  const { runIcsImport } = require('../../../src/plugins/calendar/server/features/import') as typeof import('../../../src/plugins/calendar/server/features/import');
  const fs = require('fs') as typeof import('fs');

  /** A weekly class with an excluded date and two overrides (one moved, one cancelled), an all-day yearly fair, two series this site cannot read, and one date of a series the feed does not hold. */
  const feed = (yogaTitle = 'Yoga in the park', yogaModified = '20261101T090000Z') => `BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Test//Series//EN
BEGIN:VEVENT
UID:yoga@example.com
DTSTAMP:20261101T090000Z
LAST-MODIFIED:${yogaModified}
DTSTART;TZID=Europe/Lisbon:20270302T190000
DTEND;TZID=Europe/Lisbon:20270302T203000
RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20270427T235959Z
EXDATE;TZID=Europe/Lisbon:20270316T190000
SUMMARY:${yogaTitle}
LOCATION:Jardim da Estrela
CATEGORIES:Yoga
END:VEVENT
BEGIN:VEVENT
UID:yoga@example.com
RECURRENCE-ID;TZID=Europe/Lisbon:20270323T190000
DTSTAMP:20261101T090000Z
LAST-MODIFIED:20261102T090000Z
DTSTART;TZID=Europe/Lisbon:20270324T180000
DTEND;TZID=Europe/Lisbon:20270324T193000
SUMMARY:Yoga in the park (on Wednesday this week)
LOCATION:Jardim da Estrela
END:VEVENT
BEGIN:VEVENT
UID:yoga@example.com
RECURRENCE-ID;TZID=Europe/Lisbon:20270406T190000
DTSTAMP:20261101T090000Z
LAST-MODIFIED:20261103T090000Z
DTSTART;TZID=Europe/Lisbon:20270406T190000
DTEND;TZID=Europe/Lisbon:20270406T203000
STATUS:CANCELLED
SUMMARY:Yoga in the park
END:VEVENT
BEGIN:VEVENT
UID:fair@example.com
DTSTAMP:20261101T090000Z
DTSTART;VALUE=DATE:20270612
DTEND;VALUE=DATE:20270614
RRULE:FREQ=YEARLY;COUNT=3
SUMMARY:Midsummer fair
END:VEVENT
BEGIN:VEVENT
UID:outlook@example.com
DTSTAMP:20261101T090000Z
DTSTART;TZID=W. Europe Standard Time:20270305T100000
DTEND;TZID=W. Europe Standard Time:20270305T110000
RRULE:FREQ=WEEKLY;COUNT=4
SUMMARY:Team sync
END:VEVENT
BEGIN:VEVENT
UID:exrule@example.com
DTSTAMP:20261101T090000Z
DTSTART:20270301T090000Z
DTEND:20270301T100000Z
RRULE:FREQ=DAILY;COUNT=10
EXRULE:FREQ=WEEKLY;BYDAY=SA,SU
SUMMARY:Daily stand-up
END:VEVENT
BEGIN:VEVENT
UID:invite@example.com
RECURRENCE-ID:20270410T100000Z
DTSTAMP:20261101T090000Z
DTSTART:20270410T110000Z
DTEND:20270410T120000Z
SUMMARY:The one meeting I was invited to
END:VEVENT
END:VCALENDAR
`.replace(/\n/g, '\r\n');

  const occurrences = async (parent: number): Promise<Wire[]> => {
    const children = (await api.get(`/events?post_parent=${parent}&${ALL}`).expect(200)).body.events as Wire[];
    const ids = [parent, ...children.map((e) => e.id)];
    const all = (await api.get(`/events?include=${ids.join(',')}&${ALL}`).expect(200)).body.events as Wire[];
    return all.sort((a, b) => a.recurrence_id.localeCompare(b.recurrence_id));
  };
  const byTitle = async (title: string) => {
    const list = (await api.get(`/events?search=${encodeURIComponent(title)}&${ALL}`).expect(200)).body.events as Wire[];
    return list.find((e) => e.title === title && !e.post_parent)!;
  };

  beforeAll(async () => {
    app = await bootApp({ CALENDAR_SERIES_HORIZON_DAYS: '1500' });
    api = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
    const dir = fs.mkdtempSync(require('path').join(require('os').tmpdir(), 'ics-series-'));
    file = `${dir}/feed.ics`;
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(require('path').dirname(file), { recursive: true, force: true });
  });

  it('makes a series of a repeating VEVENT: its dates, its excluded date, a moved date (an exception) and a cancelled one (kept, marked cancelled)', async () => {
    fs.writeFileSync(file, feed());
    const summary = await runIcsImport(app.strapi, { from: file });
    expect(summary.resources.events).toMatchObject({ read: 7, created: 5, updated: 2, unchanged: 0, skipped: 0, failed: 0, total: 7 });
    expect(summary.problems).toEqual([
      "single event: event UID outlook@example.com: its DTSTART's TZID=W. Europe Standard Time is not a time zone this calendar knows (an IANA name such as Europe/Lisbon); only its first date is imported",
      expect.stringMatching(/^single event: event UID exrule@example\.com: .*EXRULE is deprecated by RFC 5545 and not supported.*; only its first date is imported$/),
    ]);
    expect(summary.failed).toBe(false);

    const parent = await byTitle('Yoga in the park');
    expect(parent).toMatchObject({
      start_date: '2027-03-02 19:00:00', end_date: '2027-03-02 20:30:00', timezone: 'Europe/Lisbon', post_parent: 0,
      recurrence: ['RRULE:FREQ=WEEKLY;UNTIL=20270427T235959Z;BYDAY=TU', 'EXDATE;TZID=Europe/Lisbon:20270316T190000'],
    });
    expect(parent.global_id_lineage).toContain('ical:yoga@example.com');
    const dates = await occurrences(parent.id);
    expect(dates.map((e) => [e.recurrence_id, e.status, e.start_date, e.utc_start_date, e.recurrence_exception, e.title])).toEqual([
      ['2027-03-02 19:00:00', 'publish', '2027-03-02 19:00:00', '2027-03-02 19:00:00', false, 'Yoga in the park'],
      ['2027-03-09 19:00:00', 'publish', '2027-03-09 19:00:00', '2027-03-09 19:00:00', false, 'Yoga in the park'],
      // 16 March is excluded by the feed: no event. 23 March moved to the Wednesday, an hour earlier, on its own.
      ['2027-03-23 19:00:00', 'publish', '2027-03-24 18:00:00', '2027-03-24 18:00:00', true, 'Yoga in the park (on Wednesday this week)'],
      // After the clock change of 28 March: still 19:00 in Lisbon, 18:00 UTC.
      ['2027-03-30 19:00:00', 'publish', '2027-03-30 19:00:00', '2027-03-30 18:00:00', false, 'Yoga in the park'],
      // Cancelled (issue 35): kept in the series, published, marked cancelled, as this service exports it.
      ['2027-04-06 19:00:00', 'publish', '2027-04-06 19:00:00', '2027-04-06 18:00:00', true, 'Yoga in the park'],
      ['2027-04-13 19:00:00', 'publish', '2027-04-13 19:00:00', '2027-04-13 18:00:00', false, 'Yoga in the park'],
      ['2027-04-20 19:00:00', 'publish', '2027-04-20 19:00:00', '2027-04-20 18:00:00', false, 'Yoga in the park'],
      ['2027-04-27 19:00:00', 'publish', '2027-04-27 19:00:00', '2027-04-27 18:00:00', false, 'Yoga in the park'],
    ]);
    expect(dates.map((e) => e.event_status)).toEqual(dates.map((e) => (e.recurrence_id === '2027-04-06 19:00:00' ? 'cancelled' : 'scheduled')));
    const moved = dates[2];
    expect(moved.global_id_lineage).toContain('ical:yoga@example.com/20270323T190000');
    expect(moved.modified_utc).toBe('2026-11-02 09:00:00');
    for (const date of dates) expect(date.venue.venue).toBe('Jardim da Estrela');

    const fair = await byTitle('Midsummer fair');
    expect(fair.recurrence).toEqual(['RRULE:FREQ=YEARLY;COUNT=3']);
    expect((await occurrences(fair.id)).map((e) => [e.all_day, e.start_date, e.end_date])).toEqual([
      [true, '2027-06-12 00:00:00', '2027-06-13 23:59:59'],
      [true, '2028-06-12 00:00:00', '2028-06-13 23:59:59'],
      [true, '2029-06-12 00:00:00', '2029-06-13 23:59:59'],
    ]);
    for (const title of ['Team sync', 'Daily stand-up']) {
      const single = await byTitle(title);
      expect(single).not.toHaveProperty('recurrence');
      expect((await api.get(`/events?post_parent=${single.id}&${ALL}`).expect(200)).body.events).toEqual([]);
    }
    expect(await byTitle('The one meeting I was invited to')).toMatchObject({ utc_start_date: '2027-04-10 11:00:00', global_id_lineage: expect.arrayContaining(['ical:invite@example.com/20270410T100000Z']) });
  });

  it('a second run is all unchanged and writes nothing', async () => {
    const version = await dataVersion(app.strapi);
    const summary = await runIcsImport(app.strapi, { from: file });
    expect(summary.resources.events).toMatchObject({ read: 7, created: 0, updated: 0, unchanged: 7, skipped: 0, failed: 0 });
    expect(await dataVersion(app.strapi)).toBe(version);
  });

  it('a series this site would refuse (more dates to come than a series may have) is imported as a single event, named', async () => {
    const daily = `${require('path').dirname(file)}/daily.ics`;
    fs.writeFileSync(daily, ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Daily//EN', 'BEGIN:VEVENT', 'UID:daily@example.com', 'DTSTAMP:20261101T090000Z',
      'DTSTART:20270101T080000Z', 'DTEND:20270101T083000Z', 'RRULE:FREQ=DAILY', 'SUMMARY:Morning news', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n'));
    const summary = await runIcsImport(app.strapi, { from: daily });
    expect(summary.resources.events).toMatchObject({ read: 1, created: 1, failed: 0 });
    expect(summary.problems).toEqual([expect.stringMatching(/^single event: event UID daily@example\.com: The recurrence gives more than 1000 occurrences .* a series has at most 1000, past dates included\..*; only its first date is imported$/)]);
    const single = await byTitle('Morning news');
    expect(single).toMatchObject({ utc_start_date: '2027-01-01 08:00:00' });
    expect(single).not.toHaveProperty('recurrence');
  });

  it('a changed master changes the series; the overrides still hold; then all is unchanged again', async () => {
    fs.writeFileSync(file, feed('Yoga in the garden', '20261110T090000Z'));
    const summary = await runIcsImport(app.strapi, { from: file });
    expect(summary.resources.events).toMatchObject({ read: 7, created: 0, updated: 3, unchanged: 4, failed: 0 });
    const parent = await byTitle('Yoga in the garden');
    const dates = await occurrences(parent.id);
    expect(dates.map((e) => [e.recurrence_id, e.status, e.title])).toEqual([
      ['2027-03-02 19:00:00', 'publish', 'Yoga in the garden'],
      ['2027-03-09 19:00:00', 'publish', 'Yoga in the garden'],
      ['2027-03-23 19:00:00', 'publish', 'Yoga in the park (on Wednesday this week)'],
      ['2027-03-30 19:00:00', 'publish', 'Yoga in the garden'],
      ['2027-04-06 19:00:00', 'publish', 'Yoga in the park'],
      ['2027-04-13 19:00:00', 'publish', 'Yoga in the garden'],
      ['2027-04-20 19:00:00', 'publish', 'Yoga in the garden'],
      ['2027-04-27 19:00:00', 'publish', 'Yoga in the garden'],
    ]);
    expect(dates[2].start_date).toBe('2027-03-24 18:00:00');
    const version = await dataVersion(app.strapi);
    const again = await runIcsImport(app.strapi, { from: file });
    expect(again.resources.events).toMatchObject({ read: 7, unchanged: 7 });
    expect(await dataVersion(app.strapi)).toBe(version);
  });
});

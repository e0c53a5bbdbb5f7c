import ICAL from 'ical.js';
import { extendSeries } from '../../../src/plugins/calendar/server/features/series/horizon';
import { createApiToken } from '../../helpers/auth';
import { dataVersion } from '../../helpers/sql';
import { appForFile } from '../../helpers/app-for-file';
import { calendarClient, countAll, type CalendarClient } from '../../helpers/write-helpers';

/**
 * Recurring events through the REST API (docs/recurring-events.md "Recurring events"): a create with `recurrence` makes a
 * series whose occurrences are events (the first one the parent, the others its children), on wall
 * times of the event's zone across clock changes; changes of the series keep the IDs of surviving dates
 * and leave exceptions alone; deletes exclude dates; bad rules write nothing.
 */

let api: CalendarClient;

const app = appForFile({ CALENDAR_SERIES_HORIZON_DAYS: '800', CALENDAR_SERIES_MAX_OCCURRENCES: '400' });
beforeAll(async () => {
  api = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
});

interface WireOccurrence {
  id: number;
  title: string;
  slug: string;
  status: string;
  start_date: string;
  end_date: string;
  utc_start_date: string;
  post_parent: number;
  recurrence: string[];
  recurrence_id: string;
  recurrence_exception: boolean;
  translations: Record<string, number>;
}

/** Every occurrence of the series of `parent` (the parent first), through the original's own link. */
async function occurrencesOf(parent: number, extra = ''): Promise<WireOccurrence[]> {
  const children = await api.get(`/events?post_parent=${parent}&per_page=50&start_date=2000-01-01&end_date=2100-01-01${extra}`).expect(200);
  const ids = [parent, ...children.body.events.map((e: { id: number }) => e.id)];
  const all = await api.get(`/events?include=${ids.join(',')}&per_page=50&status=publish,draft,private,pending,future${extra}`).expect(200);
  return (all.body.events as WireOccurrence[]).sort((a, b) => a.utc_start_date.localeCompare(b.utc_start_date));
}

const weekly = (extra: object = {}) => ({
  title: 'Weekly yoga',
  start_date: '2027-03-02 19:00:00',
  end_date: '2027-03-02 20:30:00',
  timezone: 'Europe/Lisbon',
  recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20271109'],
  ...extra,
});

describe('a weekly series across both clock changes', () => {
  let parent: WireOccurrence;
  let occurrences: WireOccurrence[];
  beforeAll(async () => {
    const res = await api.post('/events', weekly()).expect(201);
    parent = res.body;
    occurrences = await occurrencesOf(parent.id);
  });

  it('answers the parent, with its series keys', () => {
    expect(parent).toMatchObject({
      title: 'Weekly yoga',
      start_date: '2027-03-02 19:00:00',
      post_parent: 0,
      // The date UNTIL sent (`UNTIL=20271109`) as the instant the service computes with: the end of 9 November
      // in Lisbon (issue 32: rrule and ical.js read a bare date as its midnight, a date fewer).
      recurrence: ['RRULE:FREQ=WEEKLY;UNTIL=20271109T235959Z;BYDAY=TU'],
      recurrence_id: '2027-03-02 19:00:00',
      recurrence_exception: false,
    });
  });

  it('gives back lines a client library expands to the dates stored (ical.js, from the UTC start)', () => {
    const rule = ICAL.Recur.fromString(parent.recurrence[0].replace(/^RRULE:/, ''));
    const start = ICAL.Time.fromDateTimeString(`${parent.utc_start_date.replace(' ', 'T')}Z`);
    const iterator = rule.iterator(start);
    let count = 0;
    while (iterator.next() && count < 1000) count += 1;
    // The 37 Tuesdays, the parent's included (the bare UNTIL=20271109 sent gives 36: 9 November at 19:00 is after its midnight).
    expect(count).toBe(occurrences.length);
  });

  it('stores one event per Tuesday, each at 19:00 Lisbon time while its UTC time moves', () => {
    expect(occurrences).toHaveLength(37);
    expect(new Set(occurrences.map((o) => o.start_date.slice(11)))).toEqual(new Set(['19:00:00']));
    const utc = (day: string) => occurrences.find((o) => o.start_date.startsWith(day))!.utc_start_date;
    expect(utc('2027-03-23')).toBe('2027-03-23 19:00:00'); // winter, UTC+0
    expect(utc('2027-03-30')).toBe('2027-03-30 18:00:00'); // summer time from 28 March
    expect(utc('2027-10-26')).toBe('2027-10-26 18:00:00');
    expect(utc('2027-11-02')).toBe('2027-11-02 19:00:00'); // winter again from 31 October
    expect(new Set(occurrences.map((o) => o.end_date.slice(11)))).toEqual(new Set(['20:30:00']));
  });

  it('links the others to the parent, with their own IDs and slugs', () => {
    const [first, ...rest] = occurrences;
    expect(first.id).toBe(parent.id);
    expect(rest.every((o) => o.post_parent === parent.id && o.recurrence_id === o.start_date)).toBe(true);
    expect(new Set(occurrences.map((o) => o.slug)).size).toBe(37);
    expect(rest[0].slug).toBe('weekly-yoga-2027-03-09');
  });
});

describe('changing a series', () => {
  it('changes every occurrence not changed on its own, keeps IDs, and leaves exceptions', async () => {
    const { body: parent } = await api.post('/events', weekly({ title: 'Pottery', recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=6'] })).expect(201);
    const before = await occurrencesOf(parent.id);
    const exception = before[2];
    await api.post(`/events/${exception.id}`, { title: 'Pottery (guest teacher)' }).expect(200);

    await api.post(`/events/${parent.id}`, { title: 'Pottery for all', recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8'] }).expect(200);
    const after = await occurrencesOf(parent.id);
    expect(after).toHaveLength(8);
    const kept = before.filter((o) => after.some((a) => a.id === o.id)).map((o) => o.id);
    // Tuesdays 1-4 survive the new rule (8 dates on Tuesdays and Thursdays: four weeks).
    expect(kept).toEqual(before.slice(0, 4).map((o) => o.id));
    expect(after.find((o) => o.id === exception.id)).toMatchObject({ title: 'Pottery (guest teacher)', recurrence_exception: true });
    expect(after.filter((o) => o.id !== exception.id).every((o) => o.title === 'Pottery for all')).toBe(true);
    // Dates the rule dropped are trashed.
    const dropped = before.slice(4).map((o) => o.id);
    for (const id of dropped) expect((await api.get(`/events/${id}`)).body.code).toBe('event-no-longer-available');
  });

  it('excludes a deleted occurrence for good', async () => {
    const { body: parent } = await api.post('/events', weekly({ title: 'Choir', recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=4'] })).expect(201);
    const [, second] = await occurrencesOf(parent.id);
    await api.delete(`/events/${second.id}`).expect(200);
    const after = (await api.get(`/events/${parent.id}`).expect(200)).body;
    expect(after.recurrence).toEqual(['RRULE:FREQ=WEEKLY;COUNT=4;BYDAY=TU', 'EXDATE;TZID=Europe/Lisbon:20270309T190000']);
    await api.post(`/events/${parent.id}`, { title: 'Choir practice' }).expect(200);
    const left = await occurrencesOf(parent.id);
    expect(left.map((o) => o.start_date.slice(0, 10))).toEqual(['2027-03-02', '2027-03-16', '2027-03-23']);
    expect(left.every((o) => o.title === 'Choir practice')).toBe(true);
  });

  it('moves every date when the series moves in time, keeping IDs, exceptions and excluded dates', async () => {
    const { body: parent } = await api.post('/events', weekly({ title: 'Tai chi', recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=5'] })).expect(201);
    const before = await occurrencesOf(parent.id);
    await api.post(`/events/${before[1].id}`, { title: 'Tai chi outdoors' }).expect(200);
    await api.delete(`/events/${before[2].id}`).expect(200);
    // Every class half an hour earlier, across the clock change of 28 March (19:00 → 18:30 in Lisbon).
    await api.post(`/events/${parent.id}`, { start_date: '2027-03-02 18:30:00', end_date: '2027-03-02 20:00:00' }).expect(200);
    const after = await occurrencesOf(parent.id);
    expect(after.map((o) => [o.id, o.start_date, o.title, o.recurrence_exception])).toEqual([
      [before[0].id, '2027-03-02 18:30:00', 'Tai chi', false],
      [before[1].id, '2027-03-09 19:00:00', 'Tai chi outdoors', true],
      [before[3].id, '2027-03-23 18:30:00', 'Tai chi', false],
      [before[4].id, '2027-03-30 18:30:00', 'Tai chi', false],
    ]);
    expect(after[3].utc_start_date).toBe('2027-03-30 17:30:00');
    expect(after.map((o) => o.recurrence_id)).toEqual(['2027-03-02 18:30:00', '2027-03-09 18:30:00', '2027-03-23 18:30:00', '2027-03-30 18:30:00']);
    expect(after[0].recurrence).toEqual(['RRULE:FREQ=WEEKLY;COUNT=5;BYDAY=TU', 'EXDATE;TZID=Europe/Lisbon:20270316T183000']);
    // A later change of the series leaves the excluded date out and the exception as it is.
    await api.post(`/events/${parent.id}`, { title: 'Tai chi for all' }).expect(200);
    expect((await occurrencesOf(parent.id)).map((o) => o.title)).toEqual(['Tai chi for all', 'Tai chi outdoors', 'Tai chi for all', 'Tai chi for all']);
  });

  it('ends a series with recurrence: [] (the parent stays a single event)', async () => {
    const { body: parent } = await api.post('/events', weekly({ title: 'Ending', recurrence: ['RRULE:FREQ=DAILY;COUNT=3'] })).expect(201);
    const res = await api.post(`/events/${parent.id}`, { recurrence: [] }).expect(200);
    expect(res.body.recurrence).toBeUndefined();
    expect((await api.get(`/events?post_parent=${parent.id}`).expect(200)).body.events).toEqual([]);
  });

  it('changes this and the following: the series is cut in two', async () => {
    const { body: parent } = await api.post('/events', weekly({ title: 'Drawing', recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=6'] })).expect(201);
    const before = await occurrencesOf(parent.id);
    const fourth = before[3];
    await api.post(`/events/${fourth.id}`, { title: 'Drawing (new room)', recurrence_scope: 'following' }).expect(200);
    const first = await occurrencesOf(parent.id);
    expect(first.map((o) => o.id)).toEqual(before.slice(0, 3).map((o) => o.id));
    // The first part ends with its last date (UNTIL is inclusive: 16 March, 19:00 in Lisbon, UTC then).
    expect(first[0].recurrence).toEqual(['RRULE:FREQ=WEEKLY;UNTIL=20270316T190000Z;BYDAY=TU']);
    const second = await occurrencesOf(fourth.id);
    expect(second.map((o) => o.id)).toEqual(before.slice(3).map((o) => o.id));
    expect(second.every((o) => o.title === 'Drawing (new room)')).toBe(true);
    expect(first.every((o) => o.title === 'Drawing')).toBe(true);
  });
});

describe('bad rules', () => {
  it.each([
    ['a line that is no rule', ['RRULE:FREQ=SOMETIMES']],
    ['a sub-daily frequency', ['RRULE:FREQ=HOURLY']],
    ['more occurrences than a series may have', ['RRULE:FREQ=DAILY;COUNT=5000']],
  ])('answer 400 naming recurrence for %s, writing nothing', async (_label, recurrence) => {
    const [rows, version] = [await countAll(app.strapi), await dataVersion(app.strapi)];
    const res = await api.post('/events', weekly({ recurrence }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { recurrence: expect.any(String) } } });
    expect(await countAll(app.strapi)).toEqual(rows);
    expect(await dataVersion(app.strapi)).toBe(version);
  });
});

describe('open-ended series and the horizon', () => {
  it('stores occurrences up to the horizon and the job stores more as time passes', async () => {
    const { body: parent } = await api.post('/events', weekly({ title: 'Forever', start_date: '2026-12-01 10:00:00', end_date: '2026-12-01 11:00:00', recurrence: ['RRULE:FREQ=MONTHLY'] })).expect(201);
    const now = Date.now();
    const stored = await occurrencesOf(parent.id);
    const last = Date.parse(`${stored[stored.length - 1].utc_start_date.replace(' ', 'T')}Z`);
    expect(last).toBeLessThanOrEqual(now + 800 * 86_400_000);
    expect(last).toBeGreaterThan(now + 760 * 86_400_000);
    expect(await extendSeries(app.strapi, new Date(now + 365 * 86_400_000))).toBeGreaterThan(0);
    const extended = await occurrencesOf(parent.id);
    expect(extended.length - stored.length).toBe(12);
    expect(extended.slice(0, stored.length).map((o) => o.id)).toEqual(stored.map((o) => o.id));
    // Idempotent: a second pass stores nothing.
    const version = await dataVersion(app.strapi);
    await extendSeries(app.strapi, new Date(now + 365 * 86_400_000));
    expect(await dataVersion(app.strapi)).toBe(version);
  });

  it('stores a series that starts beyond the horizon from its first date (it used to trash itself)', async () => {
    const first = new Date(Date.now() + 1200 * 86_400_000).toISOString().slice(0, 10);
    const { body: parent } = await api
      .post('/events', weekly({ title: 'Far festival', start_date: `${first} 18:00:00`, end_date: `${first} 20:00:00`, recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'] }))
      .expect(201);
    const stored = await occurrencesOf(parent.id);
    expect(stored.map((o) => o.status)).toEqual(['publish', 'publish', 'publish', 'publish']);
    expect(stored[0].start_date).toBe(`${first} 18:00:00`);
  });

  it('stops storing dates once the series has as many as a series may have, past ones included (a warning, nothing changed)', async () => {
    const { body: parent } = await api.post('/events', weekly({ title: 'Every week, no end', recurrence: ['RRULE:FREQ=WEEKLY'] })).expect(201);
    const stored = await occurrencesOf(parent.id);
    const warnings: string[] = [];
    const warn = jest.spyOn(app.strapi.log, 'warn').mockImplementation(((message: unknown) => void warnings.push(String(message))) as never);
    try {
      // Its dates up to a horizon in 2036: about 460 weeks from its first, past the bound of 400.
      await extendSeries(app.strapi, new Date(Date.parse('2036-01-01T00:00:00Z') - 800 * 86_400_000));
    } finally {
      warn.mockRestore();
    }
    expect(warnings).toContainEqual(expect.stringContaining('has reached the most dates a series may have'));
    expect((await occurrencesOf(parent.id)).map((o) => o.id)).toEqual(stored.map((o) => o.id));
  });
});

describe('dates as RFC 5545 makes them', () => {
  it('keeps a weekly New York class at its wall time across both clock changes', async () => {
    const { body } = await api
      .post('/events', { title: 'NY class', start_date: '2027-02-23 19:00:00', end_date: '2027-02-23 20:00:00', timezone: 'America/New_York', recurrence: ['RRULE:FREQ=WEEKLY;UNTIL=20271116'] })
      .expect(201);
    const all = await occurrencesOf(body.id);
    expect(new Set(all.map((o) => o.start_date.slice(11)))).toEqual(new Set(['19:00:00']));
    const utc = (day: string) => all.find((o) => o.start_date.startsWith(day))!.utc_start_date;
    expect(utc('2027-03-09')).toBe('2027-03-10 00:00:00'); // EST, UTC-5
    expect(utc('2027-03-16')).toBe('2027-03-16 23:00:00'); // EDT from 14 March
    expect(utc('2027-11-02')).toBe('2027-11-02 23:00:00');
    expect(utc('2027-11-09')).toBe('2027-11-10 00:00:00'); // EST again from 7 November
  });

  it('skips the months without a 31st, and adds RDATEs and drops EXDATEs', async () => {
    const monthly = await api.post('/events', weekly({ title: 'On the 31st', start_date: '2027-01-31 10:00:00', end_date: '2027-01-31 11:00:00', recurrence: ['RRULE:FREQ=MONTHLY;BYMONTHDAY=31;COUNT=6'] })).expect(201);
    expect((await occurrencesOf(monthly.body.id)).map((o) => o.start_date.slice(0, 10))).toEqual(['2027-01-31', '2027-03-31', '2027-05-31', '2027-07-31', '2027-08-31', '2027-10-31']);
    const extra = await api
      .post('/events', weekly({ title: 'With extras', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3', 'RDATE;TZID=Europe/Lisbon:20270320T110000', 'EXDATE;TZID=Europe/Lisbon:20270309T190000'] }))
      .expect(201);
    expect((await occurrencesOf(extra.body.id)).map((o) => o.start_date)).toEqual(['2027-03-02 19:00:00', '2027-03-16 19:00:00', '2027-03-20 11:00:00']);
  });

  it('repeats all-day and multi-day events on their own days', async () => {
    const { body } = await api
      .post('/events', { title: 'Three-day fair', all_day: true, start_date: '2027-05-07', end_date: '2027-05-09', timezone: 'Europe/Lisbon', recurrence: ['RRULE:FREQ=MONTHLY;BYDAY=1FR;COUNT=3'] })
      .expect(201);
    const all = await occurrencesOf(body.id);
    expect(all.map((o) => [o.start_date, o.end_date])).toEqual([
      ['2027-05-07 00:00:00', '2027-05-09 23:59:59'],
      ['2027-06-04 00:00:00', '2027-06-06 23:59:59'],
      ['2027-07-02 00:00:00', '2027-07-04 23:59:59'],
    ]);
    expect(all[1].recurrence_id).toBe('2027-06-04');
  });
});

describe('changes through any occurrence', () => {
  it('moves the whole series from one of its dates (scope all)', async () => {
    const { body: parent } = await api.post('/events', weekly({ title: 'Moving', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'] })).expect(201);
    const before = await occurrencesOf(parent.id);
    const second = before[1];
    await api.post(`/events/${second.id}`, { start_date: '2027-03-09 18:30:00', end_date: '2027-03-09 20:00:00', recurrence_scope: 'all' }).expect(200);
    const after = await occurrencesOf(parent.id);
    // Every occurrence moved, each keeping its event (the same IDs).
    expect(after.map((o) => o.id)).toEqual(before.map((o) => o.id));
    expect(after.map((o) => `${o.start_date}–${o.end_date.slice(11)}`)).toEqual([
      '2027-03-02 18:30:00–20:00:00',
      '2027-03-09 18:30:00–20:00:00',
      '2027-03-16 18:30:00–20:00:00',
      '2027-03-23 18:30:00–20:00:00',
    ]);
    expect(after.every((o) => !o.recurrence_exception)).toBe(true);
  });

  it('brings a deleted date back when it is restored', async () => {
    const { body: parent } = await api.post('/events', weekly({ title: 'Restored', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'] })).expect(201);
    const [, second] = await occurrencesOf(parent.id);
    await api.delete(`/events/${second.id}`).expect(200);
    await api.post(`/events/${second.id}`, { status: 'publish' }).expect(200);
    expect((await api.get(`/events/${parent.id}`).expect(200)).body.recurrence).toEqual(['RRULE:FREQ=WEEKLY;COUNT=3']);
    expect((await occurrencesOf(parent.id)).map((o) => o.id)).toContain(second.id);
  });

  it('deletes the whole series through its first date, and the following dates through one of them', async () => {
    const { body: parent } = await api.post('/events', weekly({ title: 'Gone', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'] })).expect(201);
    const all = await occurrencesOf(parent.id);
    await api.delete(`/events/${all[2].id}?recurrence_scope=following`).expect(200);
    expect((await occurrencesOf(parent.id)).map((o) => o.id)).toEqual(all.slice(0, 2).map((o) => o.id));
    await api.delete(`/events/${parent.id}`).expect(200);
    for (const o of all) expect((await api.get(`/events/${o.id}`)).status).toBe(403);
  });
});

describe('translations and lists', () => {
  it('translates every occurrence with the first one, each with its own ID', async () => {
    const { body: parent } = await api.post('/events', weekly({ title: 'Bilingual class', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'] })).expect(201);
    const fr = await api.post('/events', { ...weekly({ title: 'Cours bilingue' }), recurrence: undefined, ml_language: 'fr', translation_of: parent.id }).expect(201);
    const english = await occurrencesOf(parent.id);
    const french = await occurrencesOf(fr.body.id, '&ml_language=fr');
    expect(french.map((o) => o.title)).toEqual(['Cours bilingue', 'Cours bilingue', 'Cours bilingue']);
    expect(french.map((o) => o.start_date)).toEqual(english.map((o) => o.start_date));
    expect(english.map((o) => o.translations.fr)).toEqual(french.map((o) => o.id));
    expect(new Set(french.map((o) => o.id)).size).toBe(3);
  });

  it('lists the children with post_parent and all of them with include, as the original links them', async () => {
    const { body: parent } = await api.post('/events', weekly({ title: 'Listed', recurrence: ['RRULE:FREQ=DAILY;COUNT=3'] })).expect(201);
    const children = (await api.get(`/events?post_parent=${parent.id}&start_date=2027-01-01`).expect(200)).body.events;
    expect(children).toHaveLength(2);
    const ids = [parent.id, ...children.map((e: { id: number }) => e.id)];
    const included = (await api.get(`/events?include=${ids.join(',')}`).expect(200)).body.events;
    expect(included.map((e: { id: number }) => e.id).sort()).toEqual([...ids].sort());
  });
});

describe('who may make and change a series', () => {
  it('needs the create right to make one and the update right to change it', async () => {
    const creator = calendarClient(app, await createApiToken(app.strapi, 'custom', ['plugin::calendar.events.create']));
    const { body: parent } = await creator.post('/events', weekly({ title: 'By a creator', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=2'] })).expect(201);
    const version = await dataVersion(app.strapi);
    await creator.post(`/events/${parent.id}`, { recurrence: ['RRULE:FREQ=WEEKLY;COUNT=5'] }).expect(403);
    await calendarClient(app).post('/events', weekly({ recurrence: ['RRULE:FREQ=WEEKLY;COUNT=5'] })).expect(401);
    expect(await dataVersion(app.strapi)).toBe(version);
  });
});

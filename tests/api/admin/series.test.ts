import { authorRoleForEveryLanguage, createAdminToken, createApiToken } from '../../helpers/auth';
import { dataVersion } from '../../helpers/sql';
import { appForFile } from '../../helpers/app-for-file';
import { calendarClient, countAll, UID, type CalendarClient } from '../../helpers/write-helpers';

/**
 * Series in the admin, at the HTTP level (the browser flow is tests/e2e/series.e2e.ts): what the
 * Content Manager sends from the recurrence field (a new rule, the stored definition unchanged, a scope,
 * null), the fields editors never see, the recurrence field's admin routes (an event's series, the
 * dates of a rule before saving) with the Content Manager's permission checks, the calendar page's
 * series mark, and "Fill in from another locale" on a series' first event.
 */

let admin: string;
let api: CalendarClient;

const app = appForFile({ CALENDAR_TIMEZONE: 'Europe/Lisbon', CALENDAR_SERIES_MAX_OCCURRENCES: '60' });
beforeAll(async () => {
  // A small cap, so that a rule giving too many dates is refused before it writes hundreds.
  admin = await createAdminToken(app);
  api = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
});

type Method = 'get' | 'post' | 'put' | 'delete';
const as = (token: string) => (method: Method, path: string) => app.http()[method](path).set('Authorization', `Bearer ${token}`);
const asAdmin = (method: Method, path: string) => as(admin)(method, path);
const cm = (rest = '', locale = 'en') => `/content-manager/collection-types/${UID.event}${rest}?locale=${locale}`;

interface Wire {
  id: number;
  title: string;
  status: string;
  start_date: string;
  utc_start_date: string;
  post_parent?: number;
  recurrence?: string[];
  recurrence_id?: string;
  recurrence_exception?: boolean;
  translations: Record<string, number>;
}

/** Every date of the series of `parent`, the parent first, through the original's own link. */
async function datesOf(parent: number, language = 'en'): Promise<Wire[]> {
  const children = await api.get(`/events?post_parent=${parent}&per_page=50&start_date=2000-01-01&ml_language=${language}`).expect(200);
  const ids = [parent, ...children.body.events.map((e: Wire) => e.id)];
  const all = await api.get(`/events?include=${ids.join(',')}&per_page=50&start_date=2000-01-01&ml_language=${language}`).expect(200);
  return (all.body.events as Wire[]).sort((a, b) => a.start_date.localeCompare(b.start_date));
}

/** The Content Manager's form data of a document (what the edit view loads and sends back). */
async function form(documentId: string, locale = 'en'): Promise<Record<string, unknown>> {
  return (await asAdmin('get', cm(`/${documentId}`, locale)).expect(200)).body.data;
}
const documentOf = async (postId: number) => (await app.strapi.db.query(UID.event).findOne({ where: { postId }, select: ['documentId'] })).documentId as string;

/** Tuesdays and Thursdays at 19:00 in Lisbon, six dates: 2, 4, 9, 11, 16, 18 March 2027. */
const CLASS = {
  title: 'Yoga',
  startDate: '2027-03-02T19:00:00.000Z',
  endDate: '2027-03-02T20:30:00.000Z',
  timezone: 'Europe/Lisbon',
  recurrence: { lines: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=6'] },
};

async function createClass(title: string, extra: object = {}): Promise<{ documentId: string; postId: number }> {
  const res = await asAdmin('post', cm()).send({ ...CLASS, title, ...extra }).expect(201);
  return res.body.data;
}

describe('the event form', () => {
  it('edits the repeat rule in the recurrence field and never shows the series bookkeeping', async () => {
    const res = await asAdmin('get', `/content-manager/content-types/${UID.event}/configuration`).expect(200);
    const { metadatas, layouts } = res.body.data.contentType;
    expect((app.strapi.contentType(UID.event).attributes as Record<string, object>).recurrence).toMatchObject({ type: 'json', customField: 'plugin::calendar.recurrence' });
    const edit = (layouts.edit as { name: string }[][]).flat().map((field) => field.name);
    expect(edit.indexOf('recurrence')).toBe(edit.indexOf('allDay') + 1);
    expect(metadatas.recurrence.edit.label).toBe('Repeats');
    for (const field of ['seriesUid', 'occurrenceKey', 'seriesException']) {
      expect(edit).not.toContain(field);
      expect(layouts.list).not.toContain(field);
      expect(metadatas[field].edit.visible).toBe(false);
    }
  });
});

describe('writes from the recurrence field', () => {
  it('starts a series from a create with lines', async () => {
    const { postId } = await createClass('Yoga');
    const dates = await datesOf(postId);
    expect(dates.map((d) => d.start_date)).toEqual(
      ['2027-03-02', '2027-03-04', '2027-03-09', '2027-03-11', '2027-03-16', '2027-03-18'].map((day) => `${day} 19:00:00`)
    );
    expect(dates.slice(1).every((d) => d.post_parent === postId)).toBe(true);
  });

  it('changes every date from the first event, its definition sent back unchanged', async () => {
    const { documentId, postId } = await createClass('Pilates');
    const data = await form(documentId);
    expect(data.recurrence).toMatchObject({ lines: ['RRULE:FREQ=WEEKLY;COUNT=6;BYDAY=TU,TH'], timezone: 'Europe/Lisbon', allDay: false });
    await asAdmin('put', cm(`/${documentId}`)).send({ ...data, title: 'Pilates for all' }).expect(200);
    const dates = await datesOf(postId);
    expect(dates.map((d) => d.title)).toEqual(Array(6).fill('Pilates for all'));
    expect(dates[0].recurrence).toEqual(['RRULE:FREQ=WEEKLY;COUNT=6;BYDAY=TU,TH']);
  });

  it('changes one date only by default, and all of them or the following when the form says so', async () => {
    const { postId } = await createClass('Dance');
    const [, second, third, fourth] = await datesOf(postId);
    // Only this date (the field of a date that is not the first holds null, and sends it back).
    const secondForm = await form(await documentOf(second.id));
    expect(secondForm.recurrence).toBeNull();
    await asAdmin('put', cm(`/${await documentOf(second.id)}`)).send({ ...secondForm, title: 'Dance (guest teacher)' }).expect(200);
    // All dates, from the third date's form: its time too, on the event's clock (19:00 → 18:30 in Lisbon).
    const thirdForm = await form(await documentOf(third.id));
    await asAdmin('put', cm(`/${await documentOf(third.id)}`))
      .send({ ...thirdForm, title: 'Dance class', startDate: '2027-03-09T18:30:00.000Z', endDate: '2027-03-09T20:00:00.000Z', recurrence: { scope: 'all' } })
      .expect(200);
    let dates = await datesOf(postId);
    expect(dates.map((d) => [d.title, d.start_date.slice(11), d.recurrence_exception])).toEqual([
      ['Dance class', '18:30:00', false],
      ['Dance (guest teacher)', '19:00:00', true],
      ['Dance class', '18:30:00', false],
      ['Dance class', '18:30:00', false],
      ['Dance class', '18:30:00', false],
      ['Dance class', '18:30:00', false],
    ]);
    // This and the following, from the fourth date: a series of its own.
    const fourthForm = await form(await documentOf(fourth.id));
    await asAdmin('put', cm(`/${await documentOf(fourth.id)}`)).send({ ...fourthForm, title: 'Dance, new room', recurrence: { scope: 'following' } }).expect(200);
    dates = await datesOf(postId);
    expect(dates.map((d) => d.id)).toEqual([postId, second.id, third.id]);
    const following = await datesOf(fourth.id);
    expect(following.map((d) => d.title)).toEqual(Array(3).fill('Dance, new room'));
    expect(following[0]).toMatchObject({ post_parent: 0, recurrence_exception: false });
  });

  it('trashes or deletes one date only: its date is excluded, the first one included', async () => {
    const { documentId, postId } = await createClass('Choir');
    const [, second] = await datesOf(postId);
    // The Content Manager's Delete of one date.
    await asAdmin('delete', cm(`/${await documentOf(second.id)}`)).expect(200);
    // The first date trashed from its own form: the field sends "only this date".
    const first = await form(documentId);
    await asAdmin('put', cm(`/${documentId}`)).send({ ...first, postStatus: 'trash', recurrence: { ...(first.recurrence as object), scope: 'this' } }).expect(200);
    expect((await api.get(`/events/${postId}`)).body.code).toBe('event-no-longer-available');
    const dates = (await api.get('/events?search=Choir&start_date=2000-01-01').expect(200)).body.events as Wire[];
    expect(dates.map((d) => d.start_date.slice(0, 10))).toEqual(['2027-03-09', '2027-03-11', '2027-03-16', '2027-03-18']);
    // The series passed on to the next date, both dates excluded.
    expect(dates[0]).toMatchObject({ post_parent: 0, recurrence: ['RRULE:FREQ=WEEKLY;COUNT=6;BYDAY=TU,TH', 'EXDATE;TZID=Europe/Lisbon:20270302T190000,20270304T190000'] });
  });

  it("the admin's Delete moves a date to the Trash, restorable, and deletes it for good only from there", async () => {
    const { postId } = await createClass('Reading');
    const [, second] = await datesOf(postId);
    const documentId = await documentOf(second.id);
    const rows = () => app.strapi.db.query(UID.event).findMany({ where: { documentId }, select: ['locale', 'postStatus'] });
    await asAdmin('delete', cm(`/${documentId}`)).expect(200);
    // In the Trash, not gone: the REST API answers as for any trashed event, the series has five dates.
    expect(await rows()).toEqual([{ locale: 'en', postStatus: 'trash' }]);
    expect((await api.get(`/events/${second.id}`)).body.code).toBe('event-no-longer-available');
    expect(await datesOf(postId)).toHaveLength(5);
    // Restored (any other status, as the Trash view's Restore sends): the date is back in the series.
    const trashed = await form(documentId);
    await asAdmin('put', cm(`/${documentId}`)).send({ ...trashed, postStatus: 'draft' }).expect(200);
    expect((await datesOf(postId)).map((d) => d.id)).toContain(second.id);
    // Trashed again, then deleted from the Trash: gone for good, the date still left out of the series.
    await asAdmin('delete', cm(`/${documentId}`)).expect(200);
    await asAdmin('delete', cm(`/${documentId}`)).expect(200);
    expect(await rows()).toEqual([]);
    expect(await datesOf(postId)).toHaveLength(5);
  });

  it("the admin's Delete of one language of a single event trashes that language only", async () => {
    const { documentId } = (await asAdmin('post', cm()).send({ ...CLASS, title: 'Talk', recurrence: null, postStatus: 'publish' }).expect(201)).body.data;
    await asAdmin('put', cm(`/${documentId}`, 'fr')).send({ title: 'Causerie', postStatus: 'publish' }).expect(200);
    await asAdmin('delete', cm(`/${documentId}`, 'fr')).expect(200);
    const rows = await app.strapi.db.query(UID.event).findMany({ where: { documentId }, select: ['locale', 'postStatus'], orderBy: { locale: 'asc' } });
    expect(rows).toEqual([
      { locale: 'en', postStatus: 'publish' },
      { locale: 'fr', postStatus: 'trash' },
    ]);
  });

  it('ends a series when the first event repeats no more (null)', async () => {
    const { documentId, postId } = await createClass('Ending');
    await asAdmin('put', cm(`/${documentId}`)).send({ ...(await form(documentId)), recurrence: null }).expect(200);
    expect((await api.get(`/events?post_parent=${postId}`).expect(200)).body.events).toEqual([]);
    expect((await api.get(`/events/${postId}`).expect(200)).body.recurrence).toBeUndefined();
  });

  it('ignores the hidden series fields a form sends, even changed', async () => {
    const one = await createClass('Weaving');
    const other = await createClass('Knitting');
    const [, second] = await datesOf(one.postId);
    const foreign = (await app.strapi.db.query(UID.event).findOne({ where: { postId: other.postId }, select: ['seriesUid'] })).seriesUid;
    const data = await form(await documentOf(second.id));
    await asAdmin('put', cm(`/${await documentOf(second.id)}`))
      .send({ ...data, excerpt: 'Bring wool', seriesUid: foreign, occurrenceKey: '20300101T100000', seriesException: false })
      .expect(200);
    expect((await datesOf(one.postId)).map((d) => d.id)).toContain(second.id);
    expect((await api.get(`/events/${second.id}`).expect(200)).body).toMatchObject({ recurrence_id: '2027-03-04 19:00:00', recurrence_exception: true });
    expect(await datesOf(other.postId)).toHaveLength(6);
  });

  it.each([
    ['a line that is no rule', { lines: ['RRULE:FREQ=SOMETIMES'] }],
    ['too many dates', { lines: ['RRULE:FREQ=DAILY;COUNT=5000'] }],
    ['lines that are not strings', { lines: [{ nested: ['RRULE:FREQ=DAILY'] }] }],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_label, recurrence) => {
    const [rows, version] = [await countAll(app.strapi), await dataVersion(app.strapi)];
    const res = await asAdmin('post', cm()).send({ ...CLASS, title: 'Refused', recurrence });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error)).toContain('recurrence');
    expect(await countAll(app.strapi)).toEqual(rows);
    expect(await dataVersion(app.strapi)).toBe(version);
  });
});

describe('GET /calendar/series/:documentId', () => {
  it('tells the first event it holds the rule, and another date which series it is in', async () => {
    const { documentId, postId } = await createClass('Drawing');
    const [, second] = await datesOf(postId);
    await api.post(`/events/${second.id}`, { title: 'Drawing outdoors' }).expect(200);
    const anchor = await asAdmin('get', `/calendar/series/${documentId}?locale=en`).expect(200);
    expect(anchor.body.series).toMatchObject({
      lines: ['RRULE:FREQ=WEEKLY;COUNT=6;BYDAY=TU,TH'],
      start: '2027-03-02 19:00:00',
      end: '2027-03-02 20:30:00',
      timezone: 'Europe/Lisbon',
      allDay: false,
      isAnchor: true,
      anchor: null,
      occurrence: { date: '2027-03-02 19:00:00', exception: false },
      dates: 6,
    });
    const other = await asAdmin('get', `/calendar/series/${await documentOf(second.id)}?locale=fr`).expect(200);
    expect(other.body.series).toMatchObject({ isAnchor: false, anchor: { documentId, locale: 'en', title: 'Drawing' }, occurrence: { date: '2027-03-04 19:00:00', exception: true } });
  });

  it('answers null for a single event, 404 for an unknown one and 400 for a malformed ID or locale', async () => {
    const single = await asAdmin('post', cm()).send({ title: 'Once', startDate: CLASS.startDate, endDate: CLASS.endDate }).expect(201);
    expect((await asAdmin('get', `/calendar/series/${single.body.data.documentId}?locale=en`).expect(200)).body).toEqual({ series: null });
    await asAdmin('get', '/calendar/series/abcdefghijklmnopqrstuvwx?locale=en').expect(404);
    await asAdmin('get', `/calendar/series/${'x'.repeat(65)}?locale=en`).expect(400);
    await asAdmin('get', `/calendar/series/${single.body.data.documentId}?locale=xx_YY`).expect(400);
    await asAdmin('get', `/calendar/series/${single.body.data.documentId}?locale=en&locale=fr`).expect(400);
  });
});

describe('GET /calendar/series/preview', () => {
  const preview = (query: Record<string, string>, token = admin) => as(token)('get', `/calendar/series/preview?${new URLSearchParams(query)}`);
  const FORM = { startDate: '2027-03-23T19:00:00.000Z', endDate: '2027-03-23T20:30:00.000Z', timezone: 'Europe/Lisbon' };

  it("lists the dates of a rule on the event's clock, across a clock change", async () => {
    const res = await preview({ ...FORM, lines: 'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=3\nEXDATE;VALUE=DATE:20270330\nRDATE;VALUE=DATE:20270408' }).expect(200);
    expect(res.body).toEqual({
      start: { start: '2027-03-23 19:00:00', end: '2027-03-23 20:30:00', timezone: 'Europe/Lisbon', allDay: false },
      total: 3,
      next: [
        { start: '2027-03-23 19:00:00', end: '2027-03-23 20:30:00' },
        { start: '2027-04-06 19:00:00', end: '2027-04-06 20:30:00' },
        { start: '2027-04-08 19:00:00', end: '2027-04-08 20:30:00' },
      ],
    });
  });

  it('reads an event without a zone on the site clock, and all-day events as days', async () => {
    const site = await preview({ ...FORM, timezone: '', lines: 'RRULE:FREQ=DAILY;COUNT=2' }).expect(200);
    expect(site.body.next[1]).toEqual({ start: '2027-03-24 19:00:00', end: '2027-03-24 20:30:00' });
    const allDay = await preview({ startDate: '2027-03-23T00:00:00.000Z', endDate: '2027-03-23T23:59:59.000Z', timezone: 'Europe/Lisbon', allDay: 'true', lines: 'RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=2' }).expect(200);
    expect(allDay.body.next).toEqual([
      { start: '2027-03-23 00:00:00', end: '2027-03-23 23:59:59' },
      { start: '2027-03-26 00:00:00', end: '2027-03-26 23:59:59' },
    ]);
  });

  it("moves a stored series with its first event's new times, as saving it will", async () => {
    const { documentId } = await createClass('Moving');
    // The first event's form now says 18:30 (Lisbon) instead of 19:00.
    const res = await preview({ ...FORM, startDate: '2027-03-02T18:30:00.000Z', endDate: '2027-03-02T20:00:00.000Z', documentId, lines: CLASS.recurrence.lines[0] }).expect(200);
    expect(res.body.start).toMatchObject({ start: '2027-03-02 18:30:00', end: '2027-03-02 20:00:00' });
    expect(res.body.next.map((d: { start: string }) => d.start)).toContain('2027-03-18 18:30:00');
  });

  it.each([
    ['a rule that does not parse', { lines: 'RRULE:FREQ=SOMETIMES' }, /FREQ/],
    ['too many dates', { lines: 'RRULE:FREQ=DAILY;COUNT=5000' }, /at most/],
    ['an unknown zone', { lines: 'RRULE:FREQ=DAILY', timezone: 'Mars/Olympus' }, /Invalid/],
    // Longer than a query may be (a longer address is refused by Node itself, 431).
    ['huge lines', { lines: `RRULE:FREQ=DAILY;COUNT=2\n${'EXDATE:20270401\n'.repeat(700)}` }, /Invalid/],
    ['a start that is no date', { lines: 'RRULE:FREQ=DAILY', startDate: 'tomorrow' }, /Invalid/],
    ['an unknown event', { lines: 'RRULE:FREQ=DAILY', documentId: 'abcdefghijklmnopqrstuvwx' }, /No such event/],
  ])('answers 4xx to %s', async (_label, query, message) => {
    const res = await preview({ ...FORM, ...query });
    expect([400, 404]).toContain(res.status);
    expect(JSON.stringify(res.body.error)).toMatch(message);
  });
});

describe('who may read a series in the admin', () => {
  it('answers 401 to anyone not signed in to the admin', async () => {
    const token = await createApiToken(app.strapi, 'full-access');
    for (const path of ['/calendar/series/abcdefghijklmnopqrstuvwx?locale=en', '/calendar/series/preview?lines=RRULE:FREQ=DAILY']) {
      await app.http().get(path).expect(401);
      await app.http().get(path).set('Authorization', `Bearer ${token}`).expect(401);
    }
  });

  it('refuses both routes to an admin whose role may not read or edit events', async () => {
    const { documentId } = await createClass('Hidden class');
    const role = await app.strapi.service('admin::role').create({ name: 'No events', code: 'no-events', description: 'no permission' });
    const nobody = as(await createAdminToken(app, role.id));
    await nobody('get', `/calendar/series/${documentId}?locale=en`).expect(403);
    await nobody('get', `/calendar/series/preview?${new URLSearchParams({ lines: 'RRULE:FREQ=DAILY', startDate: CLASS.startDate, endDate: CLASS.endDate })}`).expect(403);
  });

  it("shows an Author its own series, every date of it, and nobody else's", async () => {
    const author = as(await createAdminToken(app, await authorRoleForEveryLanguage(app, 'series-authors')));
    const own = await author('post', cm()).send({ ...CLASS, title: 'My class' }).expect(201);
    const dates = await datesOf(own.body.data.postId);
    expect(dates).toHaveLength(6);
    // Its series' other dates are its own too: listed, readable and editable in the Content Manager.
    const listed = await author('get', `/content-manager/collection-types/${UID.event}?page=1&pageSize=50&locale=en`).expect(200);
    expect(listed.body.results.map((e: { title: string }) => e.title)).toEqual(Array(6).fill('My class'));
    const second = await documentOf(dates[1].id);
    const info = await author('get', `/calendar/series/${second}?locale=en`).expect(200);
    expect(info.body.series).toMatchObject({ anchor: { documentId: own.body.data.documentId, title: 'My class' }, dates: 6 });
    await author('put', cm(`/${second}`)).send({ ...(await form(second)), title: 'My class (moved)' }).expect(200);
    const preview = new URLSearchParams({ lines: 'RRULE:FREQ=DAILY;COUNT=2', startDate: CLASS.startDate, endDate: CLASS.endDate, documentId: own.body.data.documentId });
    await author('get', `/calendar/series/preview?${preview}`).expect(200);

    const { documentId: theirs } = await createClass('Not mine');
    await author('get', `/calendar/series/${theirs}?locale=en`).expect(404);
    await author('get', `/calendar/series/preview?${new URLSearchParams({ ...Object.fromEntries(preview), documentId: theirs })}`).expect(404);
  });
});

describe('the calendar page', () => {
  it('marks every date of a series, and the ones changed on their own', async () => {
    const { documentId, postId } = await createClass('Marked');
    const [, second] = await datesOf(postId);
    await api.post(`/events/${second.id}`, { title: 'Marked (changed)' }).expect(200);
    const res = await asAdmin('get', '/calendar/events?from=2027-03-01T00:00:00Z&to=2027-03-31T00:00:00Z&locale=en').expect(200);
    const marked = (res.body.events as { title: string; series: unknown }[]).filter((e) => e.title.startsWith('Marked'));
    expect(marked).toHaveLength(6);
    expect(marked[0].series).toEqual({ anchor: documentId, exception: false });
    expect(marked[1].series).toEqual({ anchor: documentId, exception: true });
    expect(marked.slice(2).every((e) => JSON.stringify(e.series) === JSON.stringify({ anchor: documentId, exception: false }))).toBe(true);
    const single = (res.body.events as { title: string; series: unknown }[]).find((e) => e.title === 'Once');
    expect(single?.series).toBeNull();
  });
});

describe('the event list narrowed to one series', () => {
  const list = (query: string) => `/content-manager/collection-types/${UID.event}?page=1&pageSize=50&locale=en&sort=startDate:ASC&${query}`;

  it('lists the dates of the series a date belongs to, named by any of its dates, with the other filters kept', async () => {
    const { documentId, postId } = await createClass('Listed by series');
    await createClass('Another series');
    const dates = await datesOf(postId);
    const third = await documentOf(dates[2].id);
    for (const named of [documentId, third]) {
      const res = await asAdmin('get', list(`series=${named}`)).expect(200);
      expect(res.body.results.map((e: { documentId: string }) => e.documentId)).toEqual(await Promise.all(dates.map((d) => documentOf(d.id))));
    }
    // With the list's own filters (here: from the fourth date on), both apply.
    const later = await asAdmin('get', list(`series=${documentId}&filters[$and][0][startDate][$gte]=${encodeURIComponent(dates[3].utc_start_date.replace(' ', 'T') + 'Z')}`)).expect(200);
    expect(later.body.results).toHaveLength(3);
    // A trashed date leaves the list as everywhere, and the Trash view of the series shows it.
    await asAdmin('delete', cm(`/${third}`)).expect(200);
    expect((await asAdmin('get', list(`series=${documentId}`)).expect(200)).body.results).toHaveLength(5);
    const trash = await asAdmin('get', list(`series=${documentId}&filters[$and][0][postStatus][$eq]=trash`)).expect(200);
    expect(trash.body.results.map((e: { documentId: string }) => e.documentId)).toEqual([third]);
  });

  it('lists a single event alone, nothing for an unknown one, and refuses a malformed name', async () => {
    const single = (await asAdmin('post', cm()).send({ title: 'Single for the series filter', startDate: CLASS.startDate, endDate: CLASS.endDate }).expect(201)).body.data;
    expect((await asAdmin('get', list(`series=${single.documentId}`)).expect(200)).body.results.map((e: { title: string }) => e.title)).toEqual(['Single for the series filter']);
    expect((await asAdmin('get', list('series=abcdefghijklmnopqrstuvwx')).expect(200)).body.results).toEqual([]);
    // An injection, a huge value, a list and a nested object: each a 400 that names the parameter.
    for (const hostile of ['series=%27%20OR%201%3D1', `series=${'a'.repeat(10_000)}`, 'series[]=a&series[]=b', 'series[$ne]=x', 'series=%2e%2e%2F%00']) {
      const bad = await asAdmin('get', list(hostile)).expect(400);
      expect(JSON.stringify(bad.body)).toContain('series');
    }
  });

  it("shows an Author only the dates it may read, and an admin without events' rights nothing", async () => {
    const { documentId } = await createClass('Series of another');
    const author = as(await createAdminToken(app, await authorRoleForEveryLanguage(app, 'series-list-authors')));
    expect((await author('get', list(`series=${documentId}`)).expect(200)).body.results).toEqual([]);
    const role = await app.strapi.service('admin::role').create({ name: 'No events (list)', code: 'no-events-list', description: 'no permission' });
    await as(await createAdminToken(app, role.id))('get', list(`series=${documentId}`)).expect(403);
  });
});

describe('"Fill in from another locale" on a series\' first event', () => {
  it('sends the stored definition and bookkeeping back unchanged: the series is translated date by date, nothing else moves', async () => {
    const { documentId, postId } = await createClass('Meditation');
    const before = await datesOf(postId);
    const fill = await asAdmin(
      'get',
      `/i18n/content-manager/get-fill-from-locale/${UID.event}?documentId=${documentId}&sourceLocale=en&targetLocale=fr&collectionType=collection-types`
    ).expect(200);
    const data = fill.body.data as Record<string, unknown>;
    // What the form then holds and sends: the English definition and series keys (not localized), the English title.
    expect(data.recurrence).toMatchObject({ lines: ['RRULE:FREQ=WEEKLY;COUNT=6;BYDAY=TU,TH'] });
    await asAdmin('put', cm(`/${documentId}`, 'fr')).send({ ...data, title: 'Méditation' }).expect(200);
    const fr = await datesOf(postId);
    const french = await datesOf(fr[0].translations.fr, 'fr');
    expect(french.map((d) => d.title)).toEqual(Array(6).fill('Méditation'));
    expect(french.map((d) => d.start_date)).toEqual(before.map((d) => d.start_date));
    expect(french.slice(1).every((d) => d.post_parent === fr[0].translations.fr)).toBe(true);
    expect(french.map((d) => d.recurrence_exception)).toEqual(Array(6).fill(false));
    // The English dates are as they were.
    expect((await datesOf(postId)).map((d) => [d.id, d.title, d.start_date])).toEqual(before.map((d) => [d.id, d.title, d.start_date]));
  });
});

import { authorRoleForEveryLanguage, createAdminToken, createApiToken } from '../../helpers/auth';
import { createFactories, type Factories } from '../../helpers/factories';
import { appForFile } from '../../helpers/app-for-file';
import { bootApp } from '../../helpers/strapi';
import { calendarClient, UID } from '../../helpers/write-helpers';

/**
 * The Content Manager's lists of posts, at the HTTP level (the browser flow is tests/e2e/admin-lists.e2e.ts):
 * trashed records left out of a list unless it filters on the status (the Trash view), and the bulk
 * status route behind the list's Trash, Publish, Unpublish and Restore, with the Content Manager's rights.
 */

let admin: string;
let f: Factories;

const app = appForFile({ CALENDAR_TIMEZONE: 'Europe/Lisbon' });
beforeAll(async () => {
  admin = await createAdminToken(app);
  f = createFactories(app.strapi);
});

type Method = 'get' | 'post';
const as = (token: string) => (method: Method, path: string) => app.http()[method](path).set('Authorization', `Bearer ${token}`);
const list = (query = '', token = admin) =>
  as(token)('get', `/content-manager/collection-types/${UID.event}?locale=en&page=1&pageSize=100${query}`).expect(200);
const titles = (res: { body: { results: { title: string }[] } }) => res.body.results.map((r) => r.title).sort();
const statusOf = async (documentId: string, locale = 'en') =>
  ((await app.strapi.db.query(UID.event).findOne({ where: { documentId, locale } })) as { postStatus: string }).postStatus;

describe('the Trash view', () => {
  it('leaves trashed events out of the list, unless it filters on the status', async () => {
    await f.createEvent({ title: 'Kept concert' });
    await f.createEvent({ title: 'Binned concert', postStatus: 'trash' });
    expect(titles(await list())).toEqual(expect.arrayContaining(['Kept concert']));
    expect(titles(await list())).not.toContain('Binned concert');
    // With another filter as well.
    expect(titles(await list('&filters[$and][0][title][$contains]=concert'))).toEqual(['Kept concert']);
    // The Trash view.
    expect(titles(await list('&filters[$and][0][postStatus][$eq]=trash'))).toEqual(['Binned concert']);
  });
});

describe('day filters', () => {
  it("read a day on each event's own clock, as the list shows its times", async () => {
    // The site is in Lisbon (bootApp above).
    await f.createEvent({ title: 'Day Lisbon just after midnight', timezone: 'Europe/Lisbon', startDate: new Date('2027-05-03T23:30:00Z'), endDate: new Date('2027-05-04T01:00:00Z') });
    await f.createEvent({ title: 'Day Tokyo morning', timezone: 'Asia/Tokyo', startDate: new Date('2027-05-03T23:00:00Z'), endDate: new Date('2027-05-04T01:00:00Z') });
    // 4 May in UTC and in Lisbon, 5 May in Tokyo.
    await f.createEvent({ title: 'Day Tokyo next morning', timezone: 'Asia/Tokyo', startDate: new Date('2027-05-04T22:00:00Z'), endDate: new Date('2027-05-04T23:00:00Z') });
    await f.createEvent({ title: 'Day without a zone', timezone: null, startDate: new Date('2027-05-04T22:30:00Z'), endDate: new Date('2027-05-04T22:45:00Z') });
    const day = async (operator: string) => titles(await list(`&filters[$and][0][startDate][${operator}]=2027-05-04&filters[$and][1][title][$startsWith]=Day`));
    expect(await day('$eq')).toEqual(['Day Lisbon just after midnight', 'Day Tokyo morning', 'Day without a zone']);
    expect(await day('$gt')).toEqual(['Day Tokyo next morning']);
    expect(await day('$lt')).toEqual([]);
    expect(await day('$ne')).toEqual(['Day Tokyo next morning']);
    // An instant (what a hand-written query or the Upcoming view sends) is compared as it is.
    expect(titles(await list('&filters[$and][0][startDate][$gte]=2027-05-04T22:00:00.000Z&filters[$and][1][title][$startsWith]=Day'))).toEqual([
      'Day Tokyo next morning',
      'Day without a zone',
    ]);
  });
});

describe('day filters, for a caller who may not read everything', () => {
  it("show an Author only their own events, and nothing to a caller without a session", async () => {
    const authorToken = await createAdminToken(app, await authorRoleForEveryLanguage(app, 'day-authors'));
    await as(authorToken)('post', `/content-manager/collection-types/${UID.event}?locale=en`)
      .send({ title: 'Day own concert', timezone: 'Europe/Lisbon', startDate: '2027-06-10T19:00:00.000Z', endDate: '2027-06-10T21:00:00.000Z' })
      .expect(201);
    await f.createEvent({ title: 'Day not theirs', timezone: 'Europe/Lisbon', startDate: new Date('2027-06-10T18:00:00Z'), endDate: new Date('2027-06-10T20:00:00Z') });
    const day = '&filters[$and][0][startDate][$eq]=2027-06-10&filters[$and][1][title][$startsWith]=Day';
    expect(titles(await list(day))).toEqual(['Day not theirs', 'Day own concert']);
    expect(titles(await list(day, authorToken))).toEqual(['Day own concert']);
    await app.http().get(`/content-manager/collection-types/${UID.event}?locale=en${day}`).expect(401);
  });
});

describe("the form's relation pickers", () => {
  const available = (field: string, query = '') =>
    as(admin)('get', `/content-manager/relations/${UID.event}/${field}?locale=en&pageSize=100${query}`).expect(200);
  const names = (res: { body: { results: Array<{ name?: string; title?: string }> } }) => res.body.results.map((r) => r.name ?? r.title);

  it('leave trashed venues and organizers out of what they offer', async () => {
    await f.createVenue({ name: 'Picker hall' });
    await f.createVenue({ name: 'Picker binned hall', postStatus: 'trash' });
    await f.createOrganizer({ name: 'Picker band' });
    await f.createOrganizer({ name: 'Picker binned band', postStatus: 'trash' });
    expect(names(await available('venues', '&_q=Picker'))).toEqual(['Picker hall']);
    expect(names(await available('organizers', '&_q=Picker'))).toEqual(['Picker band']);
    // The same with a record already being edited (its own links are left out by Strapi's subquery).
    const event = await f.createEvent({ title: 'Picker event' });
    expect(names(await available('venues', `&_q=Picker&id=${event.documentId}`))).toEqual(['Picker hall']);
  });

  it('offer nothing, as Strapi does, to a caller without a session or a role that may not read venues', async () => {
    await f.createVenue({ name: 'Picker private hall' });
    await app.http().get(`/content-manager/relations/${UID.event}/venues?locale=en&_q=Picker`).expect(401);
    const role = await app.strapi.service('admin::role').create({ name: 'Event-only readers', code: 'picker-readers', description: 'events only' });
    await app.strapi.service('admin::role').assignPermissions(role.id, [
      { action: 'plugin::content-manager.explorer.read', subject: UID.event, properties: { locales: ['en', 'fr', 'pt-PT'] }, conditions: [] },
    ]);
    const reader = await createAdminToken(app, role.id);
    const refused = await as(reader)('get', `/content-manager/relations/${UID.event}/venues?locale=en&_q=Picker`);
    // Strapi answers such a role an empty page (it may read no venue), the trash filter added or not.
    expect([refused.status, refused.body.results]).toEqual([200, []]);
    expect(JSON.stringify(refused.body)).not.toContain('Picker');
  });

  it('leave the categories alone (terms have no trash)', async () => {
    await f.createCategory({ name: 'Picker jazz' });
    expect(names(await available('categories', '&_q=Picker'))).toEqual(['Picker jazz']);
  });
});

describe('bulk status', () => {
  const bulk = (body: object, token = admin) => as(token)('post', '/calendar/bulk-status').send(body);

  it('trashes, restores (to draft), publishes and unpublishes the selected events', async () => {
    const a = await f.createEvent({ title: 'Bulk A' });
    const b = await f.createEvent({ title: 'Bulk B' });
    const other = await f.createEvent({ title: 'Bulk other' });
    const model = UID.event;
    const ids = [a.documentId, b.documentId];
    expect((await bulk({ model, documentIds: ids, locale: 'en', status: 'trash' }).expect(200)).body).toEqual({ count: 2 });
    expect([await statusOf(a.documentId), await statusOf(b.documentId), await statusOf(other.documentId)]).toEqual(['trash', 'trash', 'publish']);
    await bulk({ model, documentIds: [a.documentId], locale: 'en', status: 'draft' }).expect(200);
    expect(await statusOf(a.documentId)).toBe('draft');
    await bulk({ model, documentIds: ids, locale: 'en', status: 'publish' }).expect(200);
    expect([await statusOf(a.documentId), await statusOf(b.documentId)]).toEqual(['publish', 'publish']);
    await bulk({ model, documentIds: ids, locale: 'en', status: 'draft' }).expect(200);
    expect([await statusOf(a.documentId), await statusOf(b.documentId)]).toEqual(['draft', 'draft']);
  });

  it('changes only the language given', async () => {
    const fr = await f.createEvent({ title: 'Soirée' }, { locale: 'fr' });
    await bulk({ model: UID.event, documentIds: [fr.documentId], locale: 'en', status: 'trash' }).expect(404);
    await bulk({ model: UID.event, documentIds: [fr.documentId], locale: 'fr', status: 'trash' }).expect(200);
    expect(await statusOf(fr.documentId, 'fr')).toBe('trash');
  });

  it('works for venues and organizers, refuses other types and statuses', async () => {
    const venue = await f.createVenue({ name: 'Salle' });
    await bulk({ model: UID.venue, documentIds: [venue.documentId], locale: 'en', status: 'trash' }).expect(200);
    expect(((await app.strapi.db.query(UID.venue).findOne({ where: { documentId: venue.documentId } })) as { postStatus: string }).postStatus).toBe('trash');
    await bulk({ model: UID.category, documentIds: ['x'], locale: 'en', status: 'trash' }).expect(400);
    await bulk({ model: UID.event, documentIds: ['x'], locale: 'en', status: 'private' }).expect(400);
    await bulk({ model: UID.event, documentIds: [], locale: 'en', status: 'trash' }).expect(400);
  });

  it('refuses an admin whose role may read events but not update them', async () => {
    const role = await app.strapi.service('admin::role').create({ name: 'Event readers', code: 'list-readers', description: 'read only' });
    await app.strapi.service('admin::role').assignPermissions(role.id, [
      { action: 'plugin::content-manager.explorer.read', subject: UID.event, properties: { locales: ['en', 'fr', 'pt-PT'] }, conditions: [] },
    ]);
    const reader = await createAdminToken(app, role.id);
    const event = await f.createEvent({ title: 'Read only' });
    expect(titles(await list('', reader))).toContain('Read only');
    await bulk({ model: UID.event, documentIds: [event.documentId], locale: 'en', status: 'trash' }, reader).expect(403);
    expect(await statusOf(event.documentId)).toBe('publish');
    // Anonymous: the admin API's own refusal.
    await app.http().post('/calendar/bulk-status').send({ model: UID.event, documentIds: [event.documentId], status: 'trash' }).expect(401);
  });

  it("refuses an Author a selection with someone else's record, and changes nothing", async () => {
    const authorToken = await createAdminToken(app, await authorRoleForEveryLanguage(app, 'list-authors'));
    const author = as(authorToken);
    const own = await author('post', `/content-manager/collection-types/${UID.event}?locale=en`)
      .send({ title: 'Own event', startDate: '2027-05-01T18:00:00.000Z', endDate: '2027-05-01T20:00:00.000Z' })
      .expect(201);
    const theirs = await f.createEvent({ title: 'Not theirs' });
    const ownBefore = await statusOf(own.body.data.documentId);
    await bulk({ model: UID.event, documentIds: [own.body.data.documentId, theirs.documentId], locale: 'en', status: 'trash' }, authorToken).expect(403);
    expect([await statusOf(own.body.data.documentId), await statusOf(theirs.documentId)]).toEqual([ownBefore, 'publish']);
    await bulk({ model: UID.event, documentIds: [own.body.data.documentId], locale: 'en', status: 'trash' }, authorToken).expect(200);
    expect(await statusOf(own.body.data.documentId)).toBe('trash');
  });
});

describe('bulk event status (issue 35)', () => {
  const bulk = (body: object, token = admin) => as(token)('post', '/calendar/bulk-status').send(body);
  const changeOf = async (documentId: string, locale = 'en') =>
    (await app.strapi.db.query(UID.event).findOne({ where: { documentId, locale }, select: ['eventStatus', 'eventStatusReason', 'postStatus'] })) as {
      eventStatus: string | null;
      eventStatusReason: string | null;
      postStatus: string;
    };

  it('cancels the selected events with a reason, each alone: a series first date changes without its other dates', async () => {
    const api = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
    const series = (await api.post('/events', { title: 'Bulk series', start_date: '2027-06-01 10:00:00', end_date: '2027-06-01 11:00:00', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'] }).expect(201)).body;
    const single = await f.createEvent({ title: 'Bulk single' });
    const anchor = (await app.strapi.db.query(UID.event).findOne({ where: { postId: series.id } })) as { documentId: string };
    const body = { model: UID.event, documentIds: [anchor.documentId, single.documentId], locale: 'en', eventStatus: 'cancelled', reason: 'Strike' };
    expect((await bulk(body).expect(200)).body).toEqual({ count: 2 });
    expect(await changeOf(single.documentId)).toEqual({ eventStatus: 'cancelled', eventStatusReason: 'Strike', postStatus: 'publish' });
    expect((await changeOf(anchor.documentId)).eventStatus).toBe('cancelled');
    const others = (await api.get(`/events?post_parent=${series.id}&start_date=2027-01-01`).expect(200)).body.events as { event_status: string }[];
    expect(others.map((e) => e.event_status)).toEqual(['scheduled', 'scheduled']);
    await bulk({ ...body, eventStatus: 'scheduled', reason: '' }).expect(200);
    expect(await changeOf(single.documentId)).toEqual({ eventStatus: 'scheduled', eventStatusReason: null, postStatus: 'publish' });
  });

  it('moves events online without changing how they are attended (the role may not be allowed to), and refuses a body naming both statuses', async () => {
    const event = await f.createEvent({ title: 'Stays in person' });
    await bulk({ model: UID.event, documentIds: [event.documentId], locale: 'en', eventStatus: 'moved_online' }).expect(200);
    const row = (await app.strapi.db.query(UID.event).findOne({ where: { documentId: event.documentId, locale: 'en' }, select: ['eventStatus', 'attendanceMode'] })) as Record<string, unknown>;
    expect(row.eventStatus).toBe('moved_online');
    expect(row.attendanceMode ?? 'offline').toBe('offline');
    await bulk({ model: UID.event, documentIds: [event.documentId], locale: 'en', status: 'draft', eventStatus: 'cancelled' }).expect(400);
    expect((await changeOf(event.documentId)).postStatus).toBe('publish');
  });

  it('refuses an event status on venues, an unknown status and a reason past its bound', async () => {
    const venue = await f.createVenue({ name: 'Status hall' });
    const event = await f.createEvent({ title: 'Bound' });
    await bulk({ model: UID.venue, documentIds: [venue.documentId], locale: 'en', eventStatus: 'cancelled' }).expect(400);
    await bulk({ model: UID.event, documentIds: [event.documentId], locale: 'en', eventStatus: 'canceled' }).expect(400);
    await bulk({ model: UID.event, documentIds: [event.documentId], locale: 'en', eventStatus: 'cancelled', reason: 'x'.repeat(2001) }).expect(400);
    expect((await changeOf(event.documentId)).eventStatus).not.toBe('cancelled');
  });

  it('refuses a role that may update events but not their status field, or an Author another\'s event; nothing changes', async () => {
    const role = await app.strapi.service('admin::role').create({ name: 'Title editors', code: 'title-editors', description: 'titles only' });
    const locales = ['en', 'fr', 'pt-PT'];
    await app.strapi.service('admin::role').assignPermissions(role.id, [
      { action: 'plugin::content-manager.explorer.read', subject: UID.event, properties: { locales }, conditions: [] },
      { action: 'plugin::content-manager.explorer.update', subject: UID.event, properties: { locales, fields: ['title', 'eventStatusReason'] }, conditions: [] },
    ]);
    const titleEditor = await createAdminToken(app, role.id);
    const event = await f.createEvent({ title: 'Not your status' });
    await bulk({ model: UID.event, documentIds: [event.documentId], locale: 'en', eventStatus: 'cancelled' }, titleEditor).expect(403);
    const authorToken = await createAdminToken(app, await authorRoleForEveryLanguage(app, 'status-authors'));
    await bulk({ model: UID.event, documentIds: [event.documentId], locale: 'en', eventStatus: 'cancelled' }, authorToken).expect(403);
    expect((await changeOf(event.documentId)).eventStatus).not.toBe('cancelled');
  });
});


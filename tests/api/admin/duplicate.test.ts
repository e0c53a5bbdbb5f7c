import { authorRoleForEveryLanguage, createAdminToken, createApiToken } from '../../helpers/auth';
import { createFactories, type Factories } from '../../helpers/factories';
import { appForFile } from '../../helpers/app-for-file';
import { calendarClient, UID, type CalendarClient } from '../../helpers/write-helpers';

/**
 * The admin's Duplicate, at the HTTP level (the browser flow is tests/e2e/duplicate.e2e.ts): the Content
 * Manager's auto-clone (the list's row menu, and the calendar's Duplicate in the form) and its clone of
 * a prefilled form, for events, venues and organizers: a fresh API ID and slug, "(copy)", a draft, the
 * relations kept, no series; refused to a role that may not create.
 */

let admin: string;
let api: CalendarClient;
let f: Factories;

const app = appForFile({ CALENDAR_TIMEZONE: 'Europe/Lisbon' });
beforeAll(async () => {
  admin = await createAdminToken(app);
  api = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
  f = createFactories(app.strapi);
});

type Method = 'get' | 'post' | 'put';
const as = (token: string) => (method: Method, path: string) => app.http()[method](path).set('Authorization', `Bearer ${token}`);
const asAdmin = (method: Method, path: string) => as(admin)(method, path);
const cm = (uid: string, rest = '', locale = 'en') => `/content-manager/collection-types/${uid}${rest}?locale=${locale}`;
const autoClone = (uid: string, documentId: string, locale = 'en') => asAdmin('post', cm(uid, `/auto-clone/${documentId}`, locale));

describe('Duplicate of an event', () => {
  it('copies it as a draft with a fresh API ID and slug, "(copie)" in French, its venue, organizers and terms', async () => {
    const venue = await f.createVenue({ name: 'Salle Tejo' }, { locale: 'fr' });
    const organizers = [await f.createOrganizer({ name: 'Fado Vivo' }, { locale: 'fr' }), await f.createOrganizer({ name: 'Maison' }, { locale: 'fr' })];
    const category = await f.createCategory({ name: 'Concerts' }, { locale: 'fr' });
    const tag = await f.createTag({ name: 'Fado' }, { locale: 'fr' });
    const source = await f.createEvent(
      { title: 'Soirée fado', venues: [venue], organizers, categories: [category], tags: [tag], cost: '15', globalIdLineage: ['wp:12'] },
      { locale: 'fr' }
    );

    // The list sends its language as a query parameter only.
    const res = await autoClone(UID.event, source.documentId, 'fr').expect(200);
    const copy = res.body.data;
    expect(copy).toMatchObject({ locale: 'fr', title: 'Soirée fado (copie)', slug: 'soiree-fado-copie', postStatus: 'draft' });
    expect(copy.documentId).not.toBe(source.documentId);
    expect(copy.postId).toEqual(expect.any(Number));
    expect(copy.postId).not.toBe(source.postId);

    const wire = await api.get(`/events/${copy.postId}?ml_language=fr`).expect(200);
    expect(wire.body).toMatchObject({ id: copy.postId, status: 'draft', title: 'Soirée fado (copie)', slug: 'soiree-fado-copie', venue: { id: venue.postId } });
    expect(wire.body.organizer.map((o: { id: number }) => o.id)).toEqual(organizers.map((o) => o.postId));
    expect(wire.body.categories.map((c: { id: number }) => c.id)).toEqual([category.termId]);
    expect(wire.body.tags.map((t: { id: number }) => t.id)).toEqual([tag.termId]);
    expect(wire.body.cost_details.values).toEqual(['15']);
    const stored = await app.strapi.db.query(UID.event).findOne({ where: { postId: copy.postId } });
    expect(stored.globalIdLineage).toBeNull();

    // The original is untouched, its relations included.
    const original = await api.get(`/events/${source.postId}?ml_language=fr`).expect(200);
    expect(original.body).toMatchObject({ status: 'publish', title: 'Soirée fado', slug: 'soiree-fado', venue: { id: venue.postId } });
    expect(original.body.organizer).toHaveLength(2);
  });

  it('numbers the slug of a second copy', async () => {
    const source = await f.createEvent({ title: 'Jazz night' });
    await autoClone(UID.event, source.documentId).expect(200);
    const second = await autoClone(UID.event, source.documentId).expect(200);
    expect(second.body.data).toMatchObject({ title: 'Jazz night (copy)', slug: 'jazz-night-copy-2', postStatus: 'draft' });
  });

  it('saves the prefilled form of a copy, which carries the original API ID and slug', async () => {
    const source = await f.createEvent({ title: 'Blues night' });
    const form = (await asAdmin('get', cm(UID.event, `/${source.documentId}`)).expect(200)).body.data;
    const { id: _id, documentId: _documentId, ...body } = form;
    const res = await asAdmin('post', cm(UID.event, `/clone/${source.documentId}`)).send(body).expect(200);
    expect(res.body.data).toMatchObject({ title: 'Blues night (copy)', slug: 'blues-night-copy', postStatus: 'draft' });
    expect(res.body.data.postId).not.toBe(source.postId);

    // A title and a slug the editor typed are theirs.
    const typed = await asAdmin('post', cm(UID.event, `/clone/${source.documentId}`)).send({ ...body, title: 'Blues matinée', slug: 'blues-matinee' }).expect(200);
    expect(typed.body.data).toMatchObject({ title: 'Blues matinée', slug: 'blues-matinee', postStatus: 'draft' });
  });

  it('makes a single event of an occurrence of a series, leaving the series as it was', async () => {
    const created = await asAdmin('post', cm(UID.event))
      .send({
        title: 'Yoga',
        startDate: '2027-03-02T19:00:00.000Z',
        endDate: '2027-03-02T20:30:00.000Z',
        timezone: 'Europe/Lisbon',
        recurrence: { lines: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=4'] },
      })
      .expect(201);
    const anchor = created.body.data;
    const series = () => app.strapi.db.query(UID.event).findMany({ where: { seriesUid: { $notNull: true }, title: 'Yoga' }, select: ['id'] });
    expect(await series()).toHaveLength(4);

    for (const documentId of [anchor.documentId]) {
      const res = await autoClone(UID.event, documentId).expect(200);
      const stored = await app.strapi.db.query(UID.event).findOne({ where: { postId: res.body.data.postId }, populate: ['parentEvent', 'childEvents'] });
      expect(stored).toMatchObject({ title: 'Yoga (copy)', seriesUid: null, occurrenceKey: null, seriesException: false, recurrence: null, parentEvent: null, childEvents: [] });
      const wire = await api.get(`/events/${res.body.data.postId}`).expect(200);
      expect(wire.body.recurrence).toBeUndefined();
    }
    // The occurrences still belong to the original.
    expect(await series()).toHaveLength(4);
    const children = await api.get(`/events?post_parent=${anchor.postId}&start_date=2000-01-01&status=publish`).expect(200);
    expect(children.body.events).toHaveLength(3);
  });
});

describe('Duplicate of venues and organizers', () => {
  it.each([
    ['venue', UID.venue, '/venues'],
    ['organizer', UID.organizer, '/organizers'],
  ])('copies a %s as a draft with a fresh API ID and slug, used by no event yet', async (kind, uid, route) => {
    const source = uid === UID.venue ? await f.createVenue({ name: 'Hall', city: 'Lisboa' }) : await f.createOrganizer({ name: 'Hall', email: 'hall@example.test' });
    const event = await f.createEvent({ title: `Event at the ${kind}`, ...(uid === UID.venue ? { venues: [source] } : { organizers: [source] }) });
    const res = await autoClone(uid, source.documentId).expect(200);
    expect(res.body.data).toMatchObject({ name: 'Hall (copy)', slug: 'hall-copy', postStatus: 'draft' });
    expect(res.body.data.postId).not.toBe(source.postId);
    const wire = await api.get(`${route}/${res.body.data.postId}`).expect(200);
    expect(wire.body).toMatchObject({ status: 'draft', slug: 'hall-copy' });
    if (uid === UID.venue) expect(wire.body.city).toBe('Lisboa');
    else expect(wire.body.email).toBe('hall@example.test');
    // The copy is used by no event: the original's events keep the original alone.
    const stored = await app.strapi.db.query(uid).findOne({ where: { postId: res.body.data.postId }, populate: ['events'] });
    expect(stored.events).toEqual([]);
    const linked = await app.strapi.db.query(UID.event).findOne({ where: { id: event.id }, populate: ['venues', 'organizers'] });
    expect(linked[uid === UID.venue ? 'venues' : 'organizers'].map((r: { postId: number }) => r.postId)).toEqual([source.postId]);
  });
});

describe('who may duplicate', () => {
  it('refuses an admin whose role may read events but not create them', async () => {
    const role = await app.strapi.service('admin::role').create({ name: 'Event readers', code: 'event-readers', description: 'read only' });
    await app.strapi.service('admin::role').assignPermissions(role.id, [
      { action: 'plugin::content-manager.explorer.read', subject: UID.event, properties: { locales: ['en', 'fr', 'pt-PT'] }, conditions: [] },
    ]);
    const reader = as(await createAdminToken(app, role.id));
    const source = await f.createEvent({ title: 'Read only' });
    await reader('get', cm(UID.event, `/${source.documentId}`)).expect(200);
    const before = await app.strapi.db.query(UID.event).count();
    await reader('post', cm(UID.event, `/auto-clone/${source.documentId}`)).expect(403);
    await reader('post', cm(UID.event, `/clone/${source.documentId}`)).send({ title: 'Mine' }).expect(403);
    expect(await app.strapi.db.query(UID.event).count()).toBe(before);
  });

  it('lets an Author copy only what they may read, their own records', async () => {
    const author = as(await createAdminToken(app, await authorRoleForEveryLanguage(app, 'duplicate-authors')));
    const theirs = await f.createEvent({ title: 'Not theirs' });
    await author('post', cm(UID.event, `/auto-clone/${theirs.documentId}`)).expect(403);
    await author('post', cm(UID.event, `/clone/${theirs.documentId}`)).send({ title: 'Mine now' }).expect(403);
    expect(await app.strapi.db.query(UID.event).count({ where: { title: { $startsWith: 'Not theirs' } } })).toBe(1);

    const own = await author('post', cm(UID.event)).send({ title: 'Own event', startDate: '2027-05-01T18:00:00.000Z', endDate: '2027-05-01T20:00:00.000Z' }).expect(201);
    const copy = await author('post', cm(UID.event, `/auto-clone/${own.body.data.documentId}`)).expect(200);
    expect(copy.body.data).toMatchObject({ title: 'Own event (copy)', postStatus: 'draft' });
    // An unknown document is still Strapi's 404.
    await author('post', cm(UID.event, '/auto-clone/nosuchdocument')).expect(404);
  });

  it("leaves the other types' Duplicate as Strapi made it", async () => {
    const category = await f.createCategory({ name: 'Theatre' });
    const res = await autoClone(UID.category, category.documentId).expect(400);
    expect(JSON.stringify(res.body.error.details)).toContain('slug');
  });
});

describe("new records' status in the admin", () => {
  it('is Draft in the form the Content Manager fills, for events, venues and organizers only', async () => {
    const res = await asAdmin('get', '/content-manager/init').expect(200);
    const types = res.body.data.contentTypes as { uid: string; attributes: Record<string, { default?: unknown }> }[];
    for (const uid of [UID.event, UID.venue, UID.organizer]) {
      expect(types.find((type) => type.uid === uid)?.attributes.postStatus.default).toBe('draft');
    }
    // The stored schema keeps its default: what the REST API, imports and scripts get when they name none.
    expect((app.strapi.contentType(UID.event).attributes as Record<string, { default?: unknown }>).postStatus.default).toBe('publish');
    const created = await f.createEvent({ title: 'Scripted', postStatus: undefined });
    expect(created.postStatus).toBe('publish');
  });

  it('stays the REST API default for a caller who may publish', async () => {
    const res = await api.post('/events', { title: 'From the API', start_date: '2027-09-01 20:00', end_date: '2027-09-01 22:00' }).expect(201);
    expect(res.body.status).toBe('publish');
  });
});

import { publishScheduled, startScheduler, stopScheduler } from '../../../src/plugins/calendar/server/features/schedule/publish-scheduled';
import { EDITOR_LAYOUTS, LAYOUT_VERSION } from '../../../src/plugins/calendar/server/features/admin/layouts';
import { createAdminToken, createApiToken } from '../../helpers/auth';
import { createFactories, daysFromNow, type Factories } from '../../helpers/factories';
import { appForFile } from '../../helpers/app-for-file';
import { calendarClient, UID, type CalendarClient } from '../../helpers/write-helpers';

/**
 * What the admin sends and reads, at the HTTP level (the browser flows are in tests/e2e): the Content
 * Manager with the post status, new translations, the editor layouts, the admin routes of the calendar
 * page, scheduled publishing, and no 5xx on the admin's own requests.
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

const cm = (uid: string, rest = '') => `/content-manager/collection-types/${uid}${rest}`;
const asAdmin = (method: 'get' | 'post' | 'put', path: string) => app.http()[method](path).set('Authorization', `Bearer ${admin}`);
const at = (iso: string) => new Date(iso).toISOString();

describe('the Content Manager with post statuses', () => {
  it('creates a published event, edits it and reads its stored status back', async () => {
    const created = await asAdmin('post', `${cm(UID.event)}?locale=fr`)
      .send({ title: 'Soirée fado', postStatus: 'publish', startDate: at('2027-07-09T20:00:00Z'), endDate: at('2027-07-09T22:30:00Z'), timezone: 'Europe/Lisbon' })
      .expect(201);
    const { documentId, postId } = created.body.data;
    expect(created.body.data).toMatchObject({ postStatus: 'publish', locale: 'fr' });

    await asAdmin('put', `${cm(UID.event, `/${documentId}`)}?locale=fr`).send({ ...created.body.data, excerpt: 'Fado à Alfama' }).expect(200);
    const reopened = await asAdmin('get', `${cm(UID.event, `/${documentId}`)}?locale=fr`).expect(200);
    expect(reopened.body.data).toMatchObject({ postStatus: 'publish', excerpt: 'Fado à Alfama' });

    const wire = await api.get(`/events/${postId}`).expect(200);
    expect(wire.body).toMatchObject({ status: 'publish', excerpt: '<p>Fado à Alfama</p>', start_date: '2027-07-09 21:00:00', timezone: 'Europe/Lisbon' });
  });

  it.each(['future', 'draft', 'pending', 'private', 'trash'])('saves and shows the status %s of venues and organizers', async (status) => {
    for (const uid of [UID.venue, UID.organizer]) {
      const res = await asAdmin('post', `${cm(uid)}?locale=en`).send({ name: `${uid} ${status}`, postStatus: status }).expect(201);
      const read = await asAdmin('get', `${cm(uid, `/${res.body.data.documentId}`)}?locale=en`).expect(200);
      expect(read.body.data.postStatus).toBe(status);
    }
  });

  it("refuses a status that is not WordPress's, naming the field", async () => {
    const res = await asAdmin('post', `${cm(UID.venue)}?locale=en`).send({ name: 'Odd', postStatus: 'published' }).expect(400);
    expect(JSON.stringify(res.body.error)).toContain('postStatus');
  });
});

describe('new translations made in the admin', () => {
  it('get their own API ID and a slug of their own title when the form was filled from another locale', async () => {
    const fr = await asAdmin('post', `${cm(UID.event)}?locale=fr`)
      .send({ title: 'Nuit du fado', startDate: at('2027-08-01T20:00:00Z'), endDate: at('2027-08-01T22:00:00Z') })
      .expect(201);
    // "Fill in from another locale" copies the French fields, API ID and slug included.
    const copy = { ...fr.body.data, title: 'Noite do fado' };
    const pt = await asAdmin('put', `${cm(UID.event, `/${fr.body.data.documentId}`)}?locale=pt-PT`).send(copy).expect(200);
    expect(pt.body.data).toMatchObject({ locale: 'pt-PT', slug: 'noite-do-fado' });
    expect(pt.body.data.postId).not.toBe(fr.body.data.postId);
    const wire = await api.get(`/events/${pt.body.data.postId}`).expect(200);
    expect(wire.body).toMatchObject({ slug: 'noite-do-fado', ml_language: 'pt-pt', translations: { fr: fr.body.data.postId } });
  });

  it('keep a slug an API client chose to share with another language', async () => {
    const fr = await api.post('/events?ml_language=fr', { title: 'Concert', start_date: '2027-09-01 20:00', end_date: '2027-09-01 22:00' }).expect(201);
    const pt = await api
      .post('/events?ml_language=pt-pt', { title: 'Concerto', slug: 'concert', translation_of: fr.body.id, start_date: '2027-09-01 20:00', end_date: '2027-09-01 22:00' })
      .expect(201);
    expect(pt.body.slug).toBe('concert');
  });
});

describe('the editor layouts', () => {
  it('name fields in plain words and show the API ID read-only, under the same name in the list and the form', async () => {
    const res = await asAdmin('get', `/content-manager/content-types/${UID.event}/configuration`).expect(200);
    const { metadatas, layouts, settings } = res.body.data.contentType;
    expect(metadatas.startDate.edit).toMatchObject({ label: 'Starts', description: expect.stringContaining("event's time zone") });
    expect(metadatas.hideFromListings.edit.label).toBe('Hide from event listings');
    expect(metadatas.sticky.edit.label).toBe('Sticky in month view');
    expect(metadatas.postId.edit).toMatchObject({ label: 'API ID', editable: false });
    expect(metadatas.postId.list.label).toBe('API ID');
    expect(layouts.list).toEqual(['title', 'startDate', 'endDate', 'venues', 'postStatus']);
    expect(settings).toMatchObject({ mainField: 'title', defaultSortBy: 'startDate', defaultSortOrder: 'ASC' });
    // Internal fields come last.
    const order = (layouts.edit as { name: string }[][]).flat().map((field) => field.name);
    expect(order.slice(-4)).toEqual(['parentEvent', 'childEvents', 'customFields', 'globalIdLineage']);
  });

  it('lay out every field of every calendar type, each once', () => {
    for (const layout of EDITOR_LAYOUTS) {
      const type = app.strapi.contentType(layout.uid) as { attributes: object; config?: { attributes?: Record<string, { hidden?: boolean }> } };
      // Fields hidden from editors (a series' bookkeeping) are in no layout: the Content Manager never shows them.
      const attributes = Object.keys(type.attributes).filter(
        (name) =>
          !['createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations'].includes(name) &&
          !type.config?.attributes?.[name]?.hidden
      );
      const placed = layout.edit.flat().map(([name]) => name);
      expect(new Set(placed).size).toBe(placed.length);
      expect(placed.sort()).toEqual(attributes.sort());
      for (const row of layout.edit) expect(row.reduce((sum, [, size]) => sum + size, 0)).toBeLessThanOrEqual(12);
    }
  });

  it('are kept once an admin changes them (set once per layout version)', async () => {
    const service = app.strapi.plugin('content-manager').service('content-types') as any;
    const { uid: _uid, ...config } = await service.findConfiguration({ uid: UID.tag });
    config.metadatas.name.edit.label = 'Tag name';
    await service.updateConfiguration({ uid: UID.tag }, config);
    expect(await app.strapi.store({ type: 'plugin', name: 'calendar' }).get({ key: 'editor-layout-version' })).toBe(LAYOUT_VERSION);
    const { applyEditorLayouts } = await import('../../../src/plugins/calendar/server/features/admin/layouts');
    await applyEditorLayouts(app.strapi);
    expect((await service.findConfiguration({ uid: UID.tag })).metadatas.name.edit.label).toBe('Tag name');
  });
});

describe('the admin routes of the calendar page', () => {
  it('answer only logged-in administrators', async () => {
    await app.http().get('/calendar/settings').expect(401);
    await app.http().get('/calendar/events?from=2027-01-01T00:00:00Z&to=2027-02-01T00:00:00Z&locale=en').expect(401);
  });

  it('tell the site zone and the languages', async () => {
    const res = await asAdmin('get', '/calendar/settings').expect(200);
    expect(res.body).toEqual({
      timezone: 'Europe/Lisbon',
      defaultLocale: 'en',
      languages: [
        { code: 'en', locale: 'en', name: 'English (en)' },
        { code: 'fr', locale: 'fr', name: 'French (fr)' },
        { code: 'pt-pt', locale: 'pt-PT', name: 'Portuguese (Portugal) (pt-PT)' },
      ],
    });
  });

  it('list the events of a window in one language, with their status, trash only when asked', async () => {
    const venue = await f.createVenue({ name: 'Calendar hall' });
    const shown = await f.createEvent({ title: 'In the window', startDate: new Date('2031-05-10T18:00:00Z'), venues: [venue] });
    const draft = await f.createEvent({ title: 'Draft in the window', postStatus: 'draft', startDate: new Date('2031-05-12T18:00:00Z') });
    const trashed = await f.createEvent({ title: 'Trashed in the window', postStatus: 'trash', startDate: new Date('2031-05-13T18:00:00Z') });
    await f.createEvent({ title: 'After the window', startDate: new Date('2031-07-01T18:00:00Z') });
    await f.createEvent({ title: 'Other language', startDate: new Date('2031-05-11T18:00:00Z') }, { locale: 'fr' });
    const window = 'from=2031-05-01T00:00:00Z&to=2031-06-01T00:00:00Z&locale=en';

    const res = await asAdmin('get', `/calendar/events?${window}`).expect(200);
    expect(res.body.truncated).toBe(false);
    expect(res.body.events).toEqual([
      expect.objectContaining({ postId: shown.postId, title: 'In the window', status: 'publish', venue: 'Calendar hall', start: '2031-05-10T18:00:00.000Z' }),
      expect.objectContaining({ postId: draft.postId, status: 'draft', venue: null }),
    ]);
    const withTrash = await asAdmin('get', `/calendar/events?${window}&trash=true`).expect(200);
    expect(withTrash.body.events.map((e: { postId: number }) => e.postId)).toContain(trashed.postId);
  });

  it('answer 400 to a window that is not one', async () => {
    await asAdmin('get', '/calendar/events?from=tomorrow&to=2031-06-01T00:00:00Z&locale=en').expect(400);
    await asAdmin('get', '/calendar/events?from=2031-05-01T00:00:00Z&to=2031-06-01T00:00:00Z&locale=../x').expect(400);
  });
});

describe('scheduled posts', () => {
  it('are published once their publication date has come, whoever scheduled them', async () => {
    const category = await f.createCategory({ name: 'Scheduled category' });
    const due = await f.createEvent({ title: 'Due', postStatus: 'future', postDate: new Date(Date.now() - 60_000), categories: [category] });
    const later = await f.createEvent({ title: 'Later', postStatus: 'future', postDate: new Date(Date.now() + 86_400_000) });
    const venue = await f.createVenue({ name: 'Due hall', postStatus: 'future', postDate: new Date(Date.now() - 1000) });
    expect((await api.get(`/categories/${category.termId}`).expect(200)).body.count).toBe(0);

    // Other tests of this file scheduled venues and organizers with a past date too.
    expect(await publishScheduled(app.strapi)).toBeGreaterThanOrEqual(2);
    expect((await api.get(`/events/${due.postId}`).expect(200)).body.status).toBe('publish');
    expect((await api.get(`/events/${later.postId}`).expect(200)).body.status).toBe('future');
    expect((await api.get(`/venues/${venue.postId}`).expect(200)).body.status).toBe('publish');
    // The stored term counts follow (a published event counts).
    expect((await api.get(`/categories/${category.termId}`).expect(200)).body.count).toBe(1);
    expect(await publishScheduled(app.strapi)).toBe(0);
  });

  it("are published by the app's timer, which stops with it", async () => {
    const due = await f.createEvent({ title: 'Due soon', postStatus: 'future', postDate: new Date(Date.now() + 300), startDate: daysFromNow(9) });
    startScheduler(app.strapi, 1);
    try {
      const deadline = Date.now() + 20_000;
      let status = 'future';
      while (status === 'future' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        status = (await app.strapi.db.query(UID.event).findOne({ where: { id: due.id } })).postStatus;
      }
      expect(status).toBe('publish');
    } finally {
      stopScheduler(app.strapi);
    }
  });
});

describe("the admin panel's own requests", () => {
  it('answer the favicon instead of a 500', async () => {
    const res = await app.http().get('/favicon.ico').expect(200);
    expect(res.headers['content-type']).toMatch(/^image\//);
  });
});

import { authorRoleForEveryLanguage, createAdminToken } from '../../helpers/auth';
import { createFactories, type Factories } from '../../helpers/factories';
import { appForFile } from '../../helpers/app-for-file';
import { UID } from '../../helpers/write-helpers';

/**
 * The admin's second pass (issue 20, items 7 and 8) at the HTTP level: Strapi's Preview answers a record's
 * public page, the edit view's Public page panel its URL and whether the public sees it, the home
 * widgets' counts by the calendar's own status, and Strapi's AI questions answered "off" instead of 404.
 */

let admin: string;
let f: Factories;
/** Where events live when the permalinks setting sends them to another site. */
const ELSEWHERE = 'https://www.example.org/agenda/{slug}/';

const app = appForFile({ CALENDAR_PERMALINK_VENUE: ELSEWHERE, PUBLIC_URL: 'http://calendar.test' });
beforeAll(async () => {
  admin = await createAdminToken(app);
  f = createFactories(app.strapi);
});

const as = (token: string) => (path: string) => app.http().get(path).set('Authorization', `Bearer ${token}`);
const publicPage = (uid: string, documentId: string, locale = 'en') =>
  `/calendar/public-page?uid=${encodeURIComponent(uid)}&documentId=${documentId}&locale=${locale}`;
const previewUrl = (uid: string, documentId: string, locale = 'en') =>
  `/content-manager/preview/url/${encodeURIComponent(uid)}?documentId=${documentId}&locale=${locale}`;

describe('the preview and the public page of a record', () => {
  it('previews a published event at its public page, and gives a draft its URL without a preview', async () => {
    const published = await f.createEvent({ title: 'Fado night' });
    const draft = await f.createEvent({ title: 'Unfinished', postStatus: 'draft' });
    expect((await as(admin)(previewUrl(UID.event, published.documentId)).expect(200)).body).toEqual({ data: { url: 'http://calendar.test/event/fado-night/' } });
    // No preview of a page the public does not see yet: 204, Strapi then shows no "Open preview".
    await as(admin)(previewUrl(UID.event, draft.documentId)).expect(204);
    expect((await as(admin)(publicPage(UID.event, published.documentId)).expect(200)).body).toEqual({ url: 'http://calendar.test/event/fado-night/', shown: true, trashed: false });
    expect((await as(admin)(publicPage(UID.event, draft.documentId)).expect(200)).body).toEqual({ url: 'http://calendar.test/event/unfinished/', shown: false, trashed: false });
    // A draft without a slug yet links by ID, which no page answers: no address to give until it is published.
    const slugless = await f.createEvent({ title: 'No slug yet', postStatus: 'draft', slug: null });
    expect((await as(admin)(publicPage(UID.event, slugless.documentId)).expect(200)).body).toEqual({ url: null, shown: false, trashed: false });
  });

  // The edit view asks again right after "Trash" is saved: a trashed record is there, in the Trash, not unknown.
  it('says a trashed event or venue is in the Trash, with no address nor preview', async () => {
    const event = await f.createEvent({ title: 'Thrown out', postStatus: 'trash' });
    const venue = await f.createVenue({ name: 'Closed hall', postStatus: 'trash' });
    for (const [uid, doc] of [[UID.event, event], [UID.venue, venue]] as const) {
      expect((await as(admin)(publicPage(uid, doc.documentId)).expect(200)).body).toEqual({ url: null, shown: false, trashed: true });
      await as(admin)(previewUrl(uid, doc.documentId)).expect(204);
    }
  });

  it('follows the permalinks setting to another site, and gives each translation its own page', async () => {
    const venue = await f.createVenue({ name: 'Salle Tejo' });
    await f.translate(UID.venue, venue, 'fr', { name: 'Salle Tage', postStatus: 'publish' });
    expect((await as(admin)(previewUrl(UID.venue, venue.documentId)).expect(200)).body.data.url).toBe('https://www.example.org/agenda/salle-tejo/');
    expect((await as(admin)(publicPage(UID.venue, venue.documentId, 'fr')).expect(200)).body).toEqual({ url: 'https://www.example.org/agenda/salle-tage/', shown: true, trashed: false });
    const tag = await f.createTag({ name: 'Jazz' });
    expect((await as(admin)(previewUrl(UID.tag, tag.documentId)).expect(200)).body.data.url).toBe('http://calendar.test/tag/jazz/');
  });

  it('refuses other types, unknown records, admins without the right and callers not signed in', async () => {
    const event = await f.createEvent({ title: 'Kept to its author' });
    await as(admin)(publicPage('plugin::users-permissions.user', event.documentId)).expect(400);
    await as(admin)(publicPage(UID.event, 'no-such-document')).expect(404);
    // An Author-like role reads only what it created: another's record answers as an unknown one.
    const author = await createAdminToken(app, await authorRoleForEveryLanguage(app, 'preview-author'));
    await as(author)(publicPage(UID.event, event.documentId)).expect(404);
    // Nor does it learn that another's record is in the Trash.
    const trashed = await f.createEvent({ title: 'Thrown out by another', postStatus: 'trash' });
    expect((await as(author)(publicPage(UID.event, trashed.documentId)).expect(404)).body).not.toHaveProperty('trashed');
    await app.http().get(publicPage(UID.event, event.documentId)).expect(401);
    await app.http().get(publicPage(UID.event, trashed.documentId)).expect(401);
    // Other types than the calendar's have no preview: none offered (204), not an error.
    await as(admin)(`/content-manager/preview/url/admin::user?documentId=x`).expect((res) => expect([204, 400]).toContain(res.status));
  });
});

describe("the home page's widgets", () => {
  it('count by status, every translation as a record, and list the last published', async () => {
    const before = (await as(admin)('/calendar/home').expect(200)).body;
    const count = (body: any, uid: string) => body.counts.find((c: { uid: string }) => c.uid === uid);
    await f.createEvent({ title: 'Later', postStatus: 'future' });
    await f.createEvent({ title: 'Thrown away', postStatus: 'trash' });
    const fresh = await f.createEvent({ title: 'Just out', postDate: new Date('2099-01-01T00:00:00Z') });
    await f.translate(UID.event, fresh, 'fr', { title: 'Tout frais', postStatus: 'publish' });
    const after = (await as(admin)('/calendar/home').expect(200)).body;
    const [was, now] = [count(before, UID.event), count(after, UID.event)];
    expect(now.byStatus.publish - was.byStatus.publish).toBe(2);
    expect(now.byStatus.future - was.byStatus.future).toBe(1);
    expect(now.byStatus.trash - was.byStatus.trash).toBe(1);
    expect(now.total - was.total).toBe(4);
    expect(count(after, UID.tag)).toMatchObject({ total: 1, byStatus: null });
    expect(after.recent[0]).toMatchObject({ uid: UID.event, documentId: fresh.documentId, name: expect.stringMatching(/^(Just out|Tout frais)$/) });
  });

  it('show an Author only what it may read, and nobody signed out', async () => {
    const author = await createAdminToken(app, await authorRoleForEveryLanguage(app, 'home-author'));
    const body = (await as(author)('/calendar/home').expect(200)).body;
    // The Author created nothing: its role's "is creator" condition leaves every count at zero.
    for (const counts of body.counts) expect(counts.total).toBe(0);
    expect(body.recent).toEqual([]);
    await app.http().get('/calendar/home').expect(401);
  });
});

describe("Strapi's AI features, off", () => {
  it('answers the admin\'s questions about them "not configured" instead of 404', async () => {
    expect((await as(admin)('/admin/ai-feature-config').expect(200)).body).toEqual({ data: { isAiI18nConfigured: false, isAiMediaLibraryConfigured: false } });
    expect((await as(admin)(`/i18n/ai-localization-jobs/collection-types/${UID.event}/undefined`).expect(200)).body).toEqual({ data: null });
  });
});

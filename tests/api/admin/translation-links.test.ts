import { authorRoleForEveryLanguage, createAdminToken, createApiToken } from '../../helpers/auth';
import { appForFile } from '../../helpers/app-for-file';
import { calendarClient, UID, type CalendarClient } from '../../helpers/write-helpers';

/**
 * GET /calendar/translation-links (the event form's "Links in this language" panel): the venues,
 * organizers and terms an event's other languages link and this language lacks, each with its translation
 * to pick or none, under the Content Manager's permission checks. The browser side: tests/e2e/editor-flows.e2e.ts.
 */

let admin: string;
let api: CalendarClient;

const app = appForFile({ CALENDAR_TIMEZONE: 'Europe/Lisbon' });
beforeAll(async () => {
  admin = await createAdminToken(app);
  api = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
});

const as = (token: string) => (path: string) => app.http().get(path).set('Authorization', `Bearer ${token}`);
const documentOf = async (uid: string, postOrTermId: number, field = 'postId') =>
  ((await app.strapi.db.query(uid as never).findOne({ where: { [field]: postOrTermId }, select: ['documentId'] })) as { documentId: string }).documentId;
const links = (documentId: string, locale: string, token = admin) => as(token)(`/calendar/translation-links?${new URLSearchParams({ documentId, locale })}`);

/** An English event with a venue and organizer that have a French version, and an organizer, a category and a tag that do not. */
async function englishEvent(title: string) {
  const hall = (await api.post('/venues', { venue: `${title} hall` }).expect(201)).body;
  const hallFr = (await api.post('/venues', { venue: `Salle ${title}`, ml_language: 'fr', translation_of: hall.id }).expect(201)).body;
  const known = (await api.post('/organizers', { organizer: `${title} known` }).expect(201)).body;
  await api.post('/organizers', { organizer: `${title} connu`, ml_language: 'fr', translation_of: known.id }).expect(201);
  const alone = (await api.post('/organizers', { organizer: `${title} alone` }).expect(201)).body;
  const category = (await api.post('/categories', { name: `${title} music` }).expect(201)).body;
  const tag = (await api.post('/tags', { name: `${title} family` }).expect(201)).body;
  const event = (
    await api
      .post('/events', { title, start_date: '2027-05-06 19:00:00', end_date: '2027-05-06 21:00:00', venue: hall.id, organizer: [known.id, alone.id], categories: [category.id], tags: [tag.id] })
      .expect(201)
  ).body;
  return { event, hall, hallFr, known, alone, category, tag, documentId: await documentOf(UID.event, event.id) };
}

describe('GET /calendar/translation-links', () => {
  it('names each link of the English version that a new French version lacks, with its translation where one exists', async () => {
    const { documentId, hall, alone, category, known } = await englishEvent('Fado');
    const res = await links(documentId, 'fr').expect(200);
    expect(res.body.from).toEqual(['en']);
    const byName = Object.fromEntries(res.body.missing.map((m: { name: string }) => [m.name, m]));
    expect(Object.keys(byName).sort()).toEqual(['Fado alone', 'Fado family', 'Fado hall', 'Fado known', 'Fado music']);
    expect(byName['Fado hall']).toMatchObject({ relation: 'venues', documentId: await documentOf(UID.venue, hall.id), translatedName: 'Salle Fado' });
    expect(byName['Fado known']).toMatchObject({ relation: 'organizers', documentId: await documentOf(UID.organizer, known.id), translatedName: 'Fado connu' });
    expect(byName['Fado alone']).toMatchObject({ relation: 'organizers', documentId: await documentOf(UID.organizer, alone.id), translatedName: null });
    expect(byName['Fado music']).toMatchObject({ relation: 'categories', documentId: await documentOf(UID.category, category.id, 'termId'), translatedName: null });
    expect(byName['Fado family']).toMatchObject({ relation: 'tags', translatedName: null });
  });

  it('no longer names what the French version links, once it exists', async () => {
    const { event, hallFr, documentId } = await englishEvent('Tango');
    // The API links the translations of the linked items where they exist (and refuses the others): the
    // French version gets the French hall and names only what it could not carry.
    await api.post('/events', { title: 'Tango fr', ml_language: 'fr', translation_of: event.id, start_date: '2027-05-06 19:00:00', end_date: '2027-05-06 21:00:00', venue: hallFr.id }).expect(201);
    const res = await links(documentId, 'fr').expect(200);
    expect(res.body.missing.map((m: { name: string }) => m.name).sort()).toEqual(['Tango alone', 'Tango family', 'Tango known', 'Tango music']);
    // The English version lacks nothing the French one links.
    expect((await links(documentId, 'en').expect(200)).body.missing).toEqual([]);
  });

  it('refuses bad queries, answers 404 for an unknown event, 401 without a session and 403 to a role that may not read events', async () => {
    const { documentId } = await englishEvent('Polka');
    await as(admin)('/calendar/translation-links?documentId=../x&locale=fr').expect(400);
    await as(admin)(`/calendar/translation-links?documentId=${documentId}&locale=fr%27`).expect(400);
    await links('nosuchdocument000000000', 'fr').expect(404);
    await app.http().get(`/calendar/translation-links?documentId=${documentId}&locale=fr`).expect(401);
    const role = await app.strapi.service('admin::role').create({ name: 'No events (links)', code: 'no-events-links', description: 'no permission' });
    await links(documentId, 'fr', await createAdminToken(app, role.id)).expect(403);
  });

  it("answers an Author about its own events only: another's event is unknown to it", async () => {
    const { documentId } = await englishEvent('Waltz');
    const author = await createAdminToken(app, await authorRoleForEveryLanguage(app, 'links-authors'));
    await links(documentId, 'fr', author).expect(404);
  });
});

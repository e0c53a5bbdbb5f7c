import { authorRoleForEveryLanguage, createAdminToken } from '../../helpers/auth';
import { appForFile } from '../../helpers/app-for-file';
import { changesOf } from '../../helpers/table-changes';
import { UID } from '../../helpers/write-helpers';

/**
 * The write door in the admin (issue 31, features/admin/write-door.ts): a save in the Content Manager changes the
 * series' other dates only if the admin's role could have changed each of them (Strapi's Author role:
 * only what it created), and trashes only with the right to delete. What changed is read from the rows
 * of the calendar's tables around each save. In the admin a trash is a change of the Status field (the
 * Content Manager's update right: Strapi's Author role has no delete right).
 */

let author: string;
/** Another admin, who made one date of the author's series. */
let otherId: number;

const app = appForFile({ CALENDAR_TIMEZONE: 'Europe/Lisbon' });
beforeAll(async () => {
  author = await createAdminToken(app, await authorRoleForEveryLanguage(app, 'door-author'));
  await createAdminToken(app, 'strapi-editor');
  otherId = ((await app.strapi.db.query('admin::user').findMany({ orderBy: { id: 'desc' }, limit: 1 })) as { id: number }[])[0].id;
});

const as = (token: string) => (method: 'get' | 'post' | 'put', path: string) => app.http()[method](path).set('Authorization', `Bearer ${token}`);
const cm = (rest = '') => `/content-manager/collection-types/${UID.event}${rest}?locale=en`;
const CLASS = {
  startDate: '2027-03-02T19:00:00.000Z',
  endDate: '2027-03-02T20:30:00.000Z',
  timezone: 'Europe/Lisbon',
  recurrence: { lines: ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=4'] },
};

/** The series' documents, first date first. */
async function seriesOf(documentId: string): Promise<string[]> {
  const [anchor] = (await app.strapi.db.query(UID.event).findMany({ where: { documentId }, select: ['seriesUid'] })) as { seriesUid: string }[];
  const rows = (await app.strapi.db.query(UID.event).findMany({ where: { seriesUid: anchor.seriesUid }, select: ['documentId', 'startDate'], orderBy: { startDate: 'asc' } })) as { documentId: string }[];
  return [...new Set(rows.map((row) => row.documentId))];
}

describe('a save in the Content Manager reaches other dates only as the role allows', () => {
  let documentId: string;
  let form: Record<string, unknown>;
  let dates: string[];
  beforeAll(async () => {
    documentId = (await as(author)('post', cm()).send({ ...CLASS, title: 'Own class' }).expect(201)).body.data.documentId;
    dates = await seriesOf(documentId);
    form = (await as(author)('get', cm(`/${documentId}`)).expect(200)).body.data;
    // Another admin made the third date (as when an editor gave it to a colleague).
    await app.strapi.db.connection('events').where({ document_id: dates[2] }).update({ created_by_id: otherId });
  });

  it.each([
    ['a new title for every date', () => ({ ...form, title: 'Renamed for all' })],
    ['new times for every date', () => ({ ...form, startDate: '2027-03-02T18:00:00.000Z', endDate: '2027-03-02T19:30:00.000Z' })],
    ['every date to the trash', () => ({ ...form, postStatus: 'trash', recurrence: { ...(form.recurrence as object), scope: 'all' } })],
    ['this and the following dates', () => ({ ...form, title: 'Renamed from here', recurrence: { ...(form.recurrence as object), scope: 'following' } })],
  ])("%s: refused when one date is not the Author's own, nothing changed", async (_, body) => {
    let status = 0;
    const changed = await changesOf(app.strapi, async () => {
      status = (await as(author)('put', cm(`/${documentId}`)).send(body())).status;
    });
    expect([...changed]).toEqual([]);
    expect(status).toBe(403);
  });

  it('its own first date alone: saved, nothing else changed', async () => {
    const changed = await changesOf(app.strapi, () => as(author)('put', cm(`/${documentId}`)).send({ ...form, title: 'Renamed here', recurrence: { ...(form.recurrence as object), scope: 'this' } }).expect(200));
    expect([...changed]).toEqual([`${UID.event}:${documentId}`]);
  });

  it('a series wholly its own changes as a whole', async () => {
    const own = (await as(author)('post', cm()).send({ ...CLASS, title: 'All mine' }).expect(201)).body.data.documentId as string;
    const mine = await seriesOf(own);
    const ownForm = (await as(author)('get', cm(`/${own}`)).expect(200)).body.data;
    const changed = await changesOf(app.strapi, () => as(author)('put', cm(`/${own}`)).send({ ...ownForm, title: 'All mine, renamed' }).expect(200));
    expect([...changed].sort()).toEqual(mine.map((d) => `${UID.event}:${d}`).sort());
  });

  it.each([
    ['its own date, one language', () => `/${dates[1]}?locale=en`],
    ['its own date, every language', () => `/${dates[1]}?locale=*`],
    ["another admin's date of its series", () => `/${dates[2]}?locale=en`],
  ])("the admin's Delete (to the Trash) needs the delete right: an Author without it is refused for %s, nothing changed", async (_, path) => {
    let status = 0;
    const changed = await changesOf(app.strapi, async () => {
      status = (await app.http().delete(`/content-manager/collection-types/${UID.event}${path()}`).set('Authorization', `Bearer ${author}`)).status;
    });
    expect(status).toBe(403);
    expect([...changed]).toEqual([]);
  });

  it('a deletion of every language ("Delete entry (all locales)") is judged on each language: a Super Admin trashes, then deletes', async () => {
    const admin = await createAdminToken(app);
    const { documentId: own } = (await as(admin)('post', cm()).send({ ...CLASS, title: 'Deleted in all languages', recurrence: null }).expect(201)).body.data;
    const remove = () => app.http().delete(`/content-manager/collection-types/${UID.event}/${own}?locale=*`).set('Authorization', `Bearer ${admin}`).expect(200);
    // The admin's Delete moves an event to the Trash (server/features/admin/delete-to-trash.ts); from there it deletes for good.
    await remove();
    expect(await app.strapi.db.query(UID.event).count({ where: { documentId: own, postStatus: { $ne: 'trash' } } })).toBe(0);
    await remove();
    expect(await app.strapi.db.query(UID.event).count({ where: { documentId: own } })).toBe(0);
  });
});

describe("the admin's Delete of a venue or an organizer", () => {
  const path = (uid: string, rest: string) => `/content-manager/collection-types/${uid}${rest}`;
  it.each([
    ['a venue', UID.venue],
    ['an organizer', UID.organizer],
  ])('moves %s to the Trash (restorable), deletes it for good only from there, and refuses an Author without the delete right', async (_, uid) => {
    const admin = await createAdminToken(app);
    const own = (await as(author)('post', path(uid, '?locale=en')).send({ name: `Own ${uid}` }).expect(201)).body.data.documentId as string;
    let status = 0;
    const refused = await changesOf(app.strapi, async () => {
      status = (await app.http().delete(path(uid, `/${own}?locale=en`)).set('Authorization', `Bearer ${author}`)).status;
    });
    expect(status).toBe(403);
    expect([...refused]).toEqual([]);

    const remove = () => app.http().delete(path(uid, `/${own}?locale=en`)).set('Authorization', `Bearer ${admin}`).expect(200);
    const trashed = await changesOf(app.strapi, remove);
    expect([...trashed]).toEqual([`${uid}:${own}`]);
    expect(await app.strapi.db.query(uid).findOne({ where: { documentId: own, locale: 'en' }, select: ['postStatus'] })).toEqual({ postStatus: 'trash' });
    await remove();
    expect(await app.strapi.db.query(uid).count({ where: { documentId: own } })).toBe(0);
  });
});

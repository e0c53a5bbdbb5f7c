import { createApiToken } from '../../helpers/auth';
import { createFactories, type Doc, type Factories } from '../../helpers/factories';
import { appForFile } from '../../helpers/app-for-file';
import { calendarClient, UID, type CalendarClient } from '../../helpers/write-helpers';

/**
 * Term counts are stored on the term and kept by a write lifecycle (data/counts/lifecycle.ts): whoever
 * writes (this API, the Content Manager through the document service, a bulk update), the count a
 * read shows is the number of published events linked to the term, and a start recounts them all.
 */

let api: CalendarClient;
let f: Factories;

const app = appForFile();
beforeAll(async () => {
  api = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
  f = createFactories(app.strapi);
});

const countOf = async (kind: 'categories' | 'tags', termId: number) => (await api.get(`/${kind}/${termId}`).expect(200)).body.count;
const createEvent = async (extra: Record<string, unknown>) =>
  (await api.post('/events', { title: 'Counted', start_date: '2027-06-01 18:00:00', end_date: '2027-06-01 20:00:00', ...extra }).expect(201)).body;

describe('stored term counts', () => {
  it('follow API writes: link, status, unlink, trash, delete', async () => {
    const music = (await api.post('/categories', { name: 'Counted music' }).expect(201)).body;
    const jazz = (await api.post('/tags', { name: 'Counted jazz' }).expect(201)).body;
    expect([await countOf('categories', music.id), await countOf('tags', jazz.id)]).toEqual([0, 0]);

    const one = await createEvent({ categories: [music.id], tags: [jazz.id] });
    const two = await createEvent({ categories: [music.id] });
    expect([await countOf('categories', music.id), await countOf('tags', jazz.id)]).toEqual([2, 1]);

    await api.post(`/events/${two.id}`, { status: 'draft' }).expect(200);
    expect(await countOf('categories', music.id)).toBe(1);
    await api.post(`/events/${two.id}`, { status: 'publish' }).expect(200);
    expect(await countOf('categories', music.id)).toBe(2);

    await api.post(`/events/${one.id}`, { categories: [], tags: [] }).expect(200);
    expect([await countOf('categories', music.id), await countOf('tags', jazz.id)]).toEqual([1, 0]);

    await api.delete(`/events/${two.id}`).expect(200); // trashed: no longer published
    expect(await countOf('categories', music.id)).toBe(0);
    await api.post(`/events/${one.id}`, { categories: [music.id] }).expect(200);
    await api.delete(`/events/${one.id}?force=true`).expect(200);
    expect(await countOf('categories', music.id)).toBe(0);
  });

  it('follow writes through the document service (the Content Manager) and from the term side', async () => {
    const tag = (await f.createTag()) as Doc;
    const event = (await f.createEvent({ tags: [tag] })) as Doc;
    expect(await countOf('tags', tag.termId)).toBe(1);
    await app.strapi.documents(UID.event as never).update({ documentId: event.documentId, data: { postStatus: 'pending' } } as never);
    expect(await countOf('tags', tag.termId)).toBe(0);
    await app.strapi.documents(UID.event as never).update({ documentId: event.documentId, data: { postStatus: 'publish' } } as never);
    const other = (await f.createEvent()) as Doc;
    await app.strapi.documents(UID.tag as never).update({
      documentId: tag.documentId,
      data: { events: { connect: [{ documentId: other.documentId, locale: 'en' }] } },
    } as never);
    expect(await countOf('tags', tag.termId)).toBe(2);
    await app.strapi.documents(UID.event as never).delete({ documentId: other.documentId } as never);
    expect(await countOf('tags', tag.termId)).toBe(1);
  });

  it('follow bulk status changes and are recounted at start', async () => {
    const category = (await f.createCategory()) as Doc;
    const events = [(await f.createEvent({ categories: [category] })) as Doc, (await f.createEvent({ categories: [category] })) as Doc];
    expect(await countOf('categories', category.termId)).toBe(2);
    await app.strapi.db.query(UID.event as never).updateMany({ where: { id: { $in: events.map((e) => e.id) } }, data: { postStatus: 'private' } });
    expect(await countOf('categories', category.termId)).toBe(0);

    // A count written by hand (an import, a raced write) is repaired by the next start's recount.
    await app.strapi.db.connection('event_categories').where({ id: category.id }).update({ event_count: 42 });
    expect(await countOf('categories', category.termId)).toBe(42);
    await app.strapi.plugin('calendar').service('setup').afterBootstrap();
    expect(await countOf('categories', category.termId)).toBe(0);
  });
});

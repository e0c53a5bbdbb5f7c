import { createTestDatabase, type TestDatabase } from '../../helpers/database';
import { bootApp, type TestApp } from '../../helpers/strapi';

const EVENT = 'api::event.event';
const UIDS = [EVENT, 'api::venue.venue', 'api::organizer.organizer', 'api::event-category.event-category', 'api::event-tag.event-tag'];

let database: TestDatabase;
let app: TestApp | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await bootApp({ DEMO_DATA: 'true' }, { database });
});
afterAll(async () => {
  await app?.close();
  await database.drop();
});

const countsByLocale = async (strapi: TestApp['strapi']) => {
  const counts: Record<string, Record<string, number>> = {};
  for (const uid of UIDS) {
    const rows = await strapi.db.query(uid as never).findMany({ select: ['locale'] });
    counts[uid] = {};
    for (const { locale } of rows as { locale: string }[]) counts[uid][locale] = (counts[uid][locale] ?? 0) + 1;
  }
  return counts;
};

describe('the demo calendar', () => {
  it('is seeded on an empty database, in three languages', async () => {
    const counts = await countsByLocale(app!.strapi);
    for (const uid of UIDS) {
      expect(Object.keys(counts[uid]).sort()).toEqual(['en', 'fr', 'pt-PT']);
      expect(counts[uid].fr).toBe(counts[uid].en);
      expect(counts[uid]['pt-PT']).toBe(counts[uid].en);
    }
    expect(counts[EVENT].en).toBeGreaterThanOrEqual(30);
  });

  it('covers the cases a calendar has', async () => {
    const events = (await app!.strapi.db.query(EVENT).findMany({ where: { locale: 'en' } })) as any[];
    const now = Date.now();
    const start = (e: any) => new Date(e.startDate).getTime();
    const end = (e: any) => new Date(e.endDate).getTime();
    expect(events.some((e) => e.allDay)).toBe(true);
    expect(events.some((e) => end(e) - start(e) > 36 * 3600 * 1000)).toBe(true); // multi-day
    expect(events.some((e) => end(e) < now)).toBe(true); // past
    expect(events.some((e) => start(e) > now + 90 * 24 * 3600 * 1000)).toBe(true); // months ahead
    expect(events.some((e) => e.featured)).toBe(true);
    expect(events.some((e) => e.postStatus === 'draft')).toBe(true);
    expect(events.some((e) => e.timezone && e.timezone !== 'Europe/Lisbon' && e.timezone !== 'Europe/Paris')).toBe(true);
  });

  it('links every translation to items of its own language', async () => {
    const fr = (await app!.strapi.documents(EVENT as never).findMany({
      locale: 'fr',
      populate: ['venues', 'organizers', 'categories', 'tags'],
    } as never)) as any[];
    const linked = fr.flatMap((e) => [...e.venues, ...e.organizers, ...e.categories, ...e.tags]);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.every((item) => item.locale === 'fr')).toBe(true);
  });

  it('gives every translation its own ID', async () => {
    const rows = (await app!.strapi.db.query(EVENT).findMany({ select: ['postId'] })) as { postId: number }[];
    expect(new Set(rows.map((r) => r.postId)).size).toBe(rows.length);
  });

  it('is not seeded again on the next start', async () => {
    const before = await countsByLocale(app!.strapi);
    await app!.close();
    app = await bootApp({ DEMO_DATA: 'true' }, { database });
    expect(await countsByLocale(app.strapi)).toEqual(before);
  });
});

import { createApiToken } from '../../helpers/auth';
import { appForFile } from '../../helpers/app-for-file';
import { databaseQuiet, sqlDuring } from '../../helpers/sql';
import { calendarClient, type CalendarClient } from '../../helpers/write-helpers';

/**
 * How many statements a write makes inside its transaction (issue 37): each is a round trip while the
 * transaction holds its locks, which is what made writes queue on PostgreSQL under load. The budgets are
 * today's counts (Strapi's Document Service makes most of them); a change that adds statements to every
 * write shows here, and the budget goes down as they are removed.
 */
const app = appForFile();
let api: CalendarClient;

beforeAll(async () => {
  api = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
});

/** The statements between the write's BEGIN and its COMMIT (the write runs alone). */
async function inTransaction(write: () => Promise<unknown>): Promise<number> {
  await databaseQuiet(app.strapi);
  const statements = await sqlDuring(app.strapi, async () => {
    await write();
    await databaseQuiet(app.strapi);
  });
  const begin = statements.findIndex((sql) => /^\s*(BEGIN|START TRANSACTION)/i.test(sql));
  const commit = statements.findIndex((sql, i) => i > begin && /^\s*COMMIT/i.test(sql));
  expect({ begin: begin >= 0, commit: commit > begin }).toEqual({ begin: true, commit: true });
  return commit - begin - 1;
}

describe('statements inside a write transaction', () => {
  it('stay within their budget for a create with links and for updates that change no term', async () => {
    const venue = (await api.post('/venues', { venue: 'Budget Hall' }).expect(201)).body;
    const organizer = (await api.post('/organizers', { organizer: 'Budget Org' }).expect(201)).body;
    const category = (await api.post('/categories', { name: 'Budget Cat' }).expect(201)).body;
    // The token's first use writes its lastUsedAt: not part of what is counted.
    await api.post('/events', { title: 'Warm', start_date: '2031-03-10 18:00:00', end_date: '2031-03-10 20:00:00' }).expect(201);
    let id = 0;
    const create = await inTransaction(async () => {
      const body = { title: 'Budget', start_date: '2031-03-10 18:00:00', end_date: '2031-03-10 20:00:00', venue: venue.id, organizer: organizer.id, categories: [category.id] };
      id = (await api.post('/events', body).expect(201)).body.id;
    });
    const title = await inTransaction(() => api.post(`/events/${id}`, { title: 'Budget renamed' }).expect(200));
    const dates = await inTransaction(() => api.post(`/events/${id}`, { start_date: '2031-03-11 18:00:00', end_date: '2031-03-11 20:00:00' }).expect(200));
    expect({ create, title, dates }).toEqual({ create: expect.any(Number), title: expect.any(Number), dates: expect.any(Number) });
    expect(create).toBeLessThanOrEqual(22);
    expect(title).toBeLessThanOrEqual(9);
    expect(dates).toBeLessThanOrEqual(10);
  });
});

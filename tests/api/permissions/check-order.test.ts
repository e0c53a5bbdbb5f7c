import { createApiToken } from '../../helpers/auth';
import { createFactories } from '../../helpers/factories';
import { appForFile } from '../../helpers/app-for-file';
import { calendarClient } from '../../helpers/write-helpers';

/**
 * What a write is asked first (contract 8, 10.3, 11): validation runs before the permission check, as in
 * the original, so an invalid anonymous write is a 400 and an invalid write by a caller without the right
 * too, not a 401 or 403; an ID that is a route parameter is validated first as well, except an event's
 * ID (the original checks the general right first). Who gets which answer to a valid write is the
 * matrix's (matrix.test.ts).
 */

let readOnly: string;
/** An event a read-only token aims its invalid update at. */
let eventId: number;

const app = appForFile();
beforeAll(async () => {
  readOnly = await createApiToken(app.strapi, 'read-only');
  eventId = (await createFactories(app.strapi).createEvent({ title: 'Aimed at' })).postId;
});

describe('validation before the permission check', () => {
  const anon = () => calendarClient(app);

  it('answers an invalid anonymous create with 400, a valid one with 401', async () => {
    const invalid = await anon().post('/events', { title: 'No dates' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: 'rest_missing_callback_param', data: { params: ['start_date', 'end_date'] } });
    const bad = await anon().post('/venues', { venue: 'Bad site', website: 'foo' });
    expect([bad.status, bad.body.code]).toEqual([400, 'rest_invalid_param']);
    await anon().post('/venues', { venue: 'Good site' }).expect(401);
  });

  it('answers an invalid update by a read-only token with 400, not 403', async () => {
    const res = await calendarClient(app, readOnly).patch(`/events/${eventId}`, { featured: 'perhaps' });
    expect(res.status).toBe(400);
  });

  it('answers an anonymous malformed JSON body with 400 rest_invalid_json', async () => {
    const res = await anon().raw('post', '/events').set('Content-Type', 'application/json').send('{');
    expect([res.status, res.body.code]).toEqual([400, 'rest_invalid_json']);
  });

  it.each([
    ['DELETE', '/organizers/999999'],
    ['DELETE', '/venues/999999'],
    ['PUT', '/venues/999999'],
    ['DELETE', '/categories/999999'],
    ['PATCH', '/tags/999999'],
  ])('answers an anonymous %s %s with 400 rest_invalid_param (the ID is a parameter)', async (method, path) => {
    const res = await anon().json(method.toLowerCase() as 'delete', path, method === 'DELETE' ? undefined : { description: 'x' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { id: 'Invalid parameter.' } } });
  });

  // An unknown slug is a route argument validated first (contract 8, 10.3: 400 rest_invalid_param), for
  // events too (core/services/write-resource.ts `target`; events' IDs are checked after the right, below).
  it.each([
    ['PUT', '/venues/by-slug/no-such-venue'],
    ['DELETE', '/organizers/by-slug/no-such-organizer'],
    ['PUT', '/events/by-slug/no-such-event'],
    ['DELETE', '/events/by-slug/no-such-event'],
  ])('answers an anonymous %s %s with 400 naming slug', async (method, path) => {
    const body = method === 'PUT' ? (path.startsWith('/events') ? { title: 'x' } : { city: 'x' }) : undefined;
    const res = await anon().json(method.toLowerCase() as 'put', path, body);
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ slug: 'Invalid parameter.' });
  });

  it('answers an anonymous write to an event ID of nothing with 401 (the original checks the general right first)', async () => {
    await anon().put('/events/999999', { title: 'x' }).expect(401);
    await anon().delete('/events/999999').expect(401);
  });
});

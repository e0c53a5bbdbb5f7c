import { TEC_ACKNOWLEDGEMENT } from '../../../src/plugins/calendar/server/core/dialects/tec-acknowledgement';
import { appForFile } from '../../helpers/app-for-file';
import { createApiToken } from '../../helpers/auth';
import { createFactories } from '../../helpers/factories';
import { changesOf } from '../../helpers/table-changes';

/**
 * The original's newer namespace `tec/v1` (issue 33): writes. A `tec/v1` body is checked as the original
 * checks it, then written through the same rules and the same write door as `cal/events/v1`; the answers
 * are `tec/v1` records, a delete answers `[]`. A caller who may not write changes nothing.
 */

const TEC = '/api/cal/tec/v1';
const NS = '/api/cal/events/v1';
const EEA = { 'X-TEC-EEA': TEC_ACKNOWLEDGEMENT };

const app = appForFile({ CALENDAR_TIMEZONE: 'Europe/Lisbon' });
const fx: Record<string, { postId: number; termId: number; documentId: string }> = {};
let full: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const f = createFactories(app.strapi);
  fx.venue = await f.createVenue({ name: 'Hall' });
  fx.organizer = await f.createOrganizer({ name: 'Ana' });
  fx.category = await f.createCategory({ name: 'Music' });
  fx.tag = await f.createTag({ name: 'Jazz' });
  full = await createApiToken(app.strapi, 'full-access');
  for (const verb of ['create', 'update', 'delete', 'find']) {
    tokens[`events.${verb}`] = await createApiToken(app.strapi, 'custom', [`plugin::calendar.events.${verb}`]);
  }
  tokens['venues.create'] = await createApiToken(app.strapi, 'custom', ['plugin::calendar.venues.create']);
});

const send = (method: 'post' | 'put' | 'patch' | 'delete', path: string, token?: string, headers: Record<string, string> = EEA) => {
  const req = app.http()[method](`${TEC}${path}`).set(headers);
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};
const cal = (path: string) => app.http().get(`${NS}${path}`).set('Authorization', `Bearer ${full}`);

/** What the original's MCP server sends to create an event (contract tec-v1 §4.2). */
const mcpEvent = () => ({
  title: 'Fado night',
  status: 'publish',
  start_date: '2027-07-01 21:00:00',
  end_date: '2027-07-01 23:30:00',
  timezone: 'Europe/Lisbon',
  cost: '15',
  all_day: false,
  featured: true,
  venues: [fx.venue.postId],
  organizers: [fx.organizer.postId],
  tribe_events_cat: [fx.category.termId],
  tags: [fx.tag.termId],
  content: '<p>Songs of the sea</p>',
});

describe('POST /events', () => {
  it('creates the event the MCP server sends, answered as a tec/v1 record, read the same through cal/events/v1', async () => {
    const res = await send('post', '/events', full).send(mcpEvent()).expect(201);
    expect(res.body).toMatchObject({
      title: { rendered: 'Fado night' },
      content: { rendered: '<p>Songs of the sea</p>\n' },
      start_date: '2027-07-01 21:00:00',
      start_date_utc: '2027-07-01 20:00:00',
      venues: [{ id: fx.venue.postId }],
      organizers: [{ id: fx.organizer.postId }],
      tribe_events_cat: [fx.category.termId],
      tags: [fx.tag.termId],
      featured: true,
      status: 'publish',
    });
    const stored = (await cal(`/events/${res.body.id}`).expect(200)).body;
    expect(stored).toMatchObject({ title: 'Fado night', venue: { id: fx.venue.postId }, organizer: [{ id: fx.organizer.postId }], featured: true });
  });

  it('reads a start and a duration as the start and its end, a daylight-saving change in between included', async () => {
    const res = await send('post', '/events', full).send({ title: 'Short', start_date: '2027-07-02 10:00:00', duration: 5400 }).expect(201);
    expect(res.body).toMatchObject({ start_date: '2027-07-02 10:00:00', end_date: '2027-07-02 11:30:00', duration: '5400' });
    // Lisbon springs forward at 01:00 on 2027-03-28: two hours from 00:30 end at 03:30.
    const spring = await send('post', '/events', full).send({ title: 'Over the change', start_date: '2027-03-28 00:30:00', duration: 7200, timezone: 'Europe/Lisbon' }).expect(201);
    expect(spring.body).toMatchObject({ end_date: '2027-03-28 03:30:00', duration: '7200' });
    const far = await send('post', '/events', full).send({ title: 'Too far', start_date: '9999-12-31 23:00:00', duration: 7200 }).expect(400);
    expect(far.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { end_date: expect.any(String) } } });
  });

  it('refuses what the original refuses, naming the tec/v1 field, and creates nothing', async () => {
    for (const [body, param, code = 'rest_invalid_param'] of [
      [{ ...mcpEvent(), start_date: '2027-07-01T21:00' }, 'start_date'],
      [{ ...mcpEvent(), start_date: '2027-02-30 10:00:00' }, 'start_date'],
      [{ ...mcpEvent(), status: 'trash' }, 'status'],
      [{ ...mcpEvent(), venues: [99999999] }, 'venues'],
      [{ ...mcpEvent(), organizers: [fx.venue.postId] }, 'organizers'],
      [{ ...mcpEvent(), tribe_events_cat: ['music'] }, 'tribe_events_cat'],
      [{ ...mcpEvent(), tribe_events_cat: Array.from({ length: 5000 }, () => fx.category.termId) }, 'tribe_events_cat'],
      [{ ...mcpEvent(), featured: 'perhaps' }, 'featured'],
      // The end before the start: the calendar's own error (the original's answer is unknown, contract tec-v1 §6).
      [{ ...mcpEvent(), end_date: '2027-06-01 10:00:00' }, 'end_date', 'event-end-before-start'],
    ] as const) {
      const changed = await changesOf(app.strapi, async () => {
        const res = await send('post', '/events', full).send(body).expect(400);
        expect(res.body).toMatchObject({ code, data: { status: 400, params: { [param]: expect.any(String) } } });
      });
      expect([param, [...changed]]).toEqual([param, []]);
    }
    const missing = await send('post', '/events', full).send({ start_date: '2027-07-02 10:00:00', end_date: '2027-07-02 11:00:00' }).expect(400);
    expect(missing.body).toMatchObject({ code: 'rest_missing_callback_param', data: { params: ['title'] } });
  });

  it('answers 401 without credentials (before the header), 403 without the right, 400 without the header; nothing written', async () => {
    const changed = await changesOf(app.strapi, async () => {
      expect((await send('post', '/events', undefined, {}).send(mcpEvent())).status).toBe(401);
      for (const token of [tokens['events.find'], tokens['events.update'], tokens['venues.create']]) {
        const res = await send('post', '/events', token).send(mcpEvent());
        expect(res.body).toMatchObject({ code: 'rest_forbidden', data: { status: 403 } });
      }
      const unacknowledged = await send('post', '/events', full, {}).send(mcpEvent()).expect(400);
      expect(unacknowledged.body.code).toBe('missing_experimental_endpoint_acknowledgement');
    });
    expect([...changed]).toEqual([]);
    await send('post', '/events', tokens['events.create']).send({ title: 'Only events', start_date: '2027-07-03 10:00:00', end_date: '2027-07-03 11:00:00' }).expect(201);
  });
});

describe('POST /venues and /organizers', () => {
  it('take the name as title, and create a new record even when one has that name', async () => {
    const first = await send('post', '/venues', full).send({ title: 'Hall', address: 'Rua B 2', city: 'Porto', state_province: 'Norte', status: 'publish' }).expect(201);
    expect(first.body).toMatchObject({ title: { rendered: 'Hall' }, address: 'Rua B 2', city: 'Porto', state_province: 'Norte', type: 'tribe_venue' });
    expect(first.body.id).not.toBe(fx.venue.postId);
    const organizer = await send('post', '/organizers', full).send({ title: 'Rui', email: 'rui@example.org', phone: '555' }).expect(201);
    expect(organizer.body).toMatchObject({ title: { rendered: 'Rui' }, email: 'rui@example.org', phone: '555', type: 'tribe_organizer' });
    const missing = await send('post', '/organizers', full).send({ email: 'x@example.org' }).expect(400);
    expect(missing.body).toMatchObject({ code: 'rest_missing_callback_param', data: { params: ['title'] } });
  });
});

describe('PUT and PATCH /events/<id>', () => {
  it('change only the fields sent: a draft stays a draft (the original would publish it)', async () => {
    const created = await send('post', '/events', full).send({ ...mcpEvent(), status: 'draft' }).expect(201);
    for (const method of ['put', 'patch'] as const) {
      const res = await send(method, `/events/${created.body.id}`, full).send({ title: `Renamed by ${method}` }).expect(200);
      expect(res.body).toMatchObject({ title: { rendered: `Renamed by ${method}` }, status: 'draft', featured: true, venues: [{ id: fx.venue.postId }] });
    }
    const unlinked = await send('put', `/events/${created.body.id}`, full).send({ venues: [] }).expect(200);
    expect(unlinked.body.venues).toEqual([]);
  });

  it('refuse a missing ID as the original (rest_forbidden), and callers without the right, changing nothing', async () => {
    const res = await send('put', '/events/99999999', full).send({ title: 'x' }).expect(403);
    expect(res.body.code).toBe('rest_forbidden');
    const created = await send('post', '/events', full).send(mcpEvent()).expect(201);
    const changed = await changesOf(app.strapi, async () => {
      await send('put', `/events/${created.body.id}`, undefined, {}).send({ title: 'x' }).expect(401);
      await send('put', `/events/${created.body.id}`, tokens['events.create']).send({ title: 'x' }).expect(403);
      await send('put', `/events/${created.body.id}`, full, {}).send({ title: 'x' }).expect(400);
      await send('post', `/events/${created.body.id}`, full).send({ title: 'x' }).expect(404);
    });
    expect([...changed]).toEqual([]);
  });
});

describe('DELETE /events/<id>', () => {
  it('trashes (200 []), then 410 with the original error, then deletes for good with force (200 [])', async () => {
    const created = await send('post', '/events', full).send(mcpEvent()).expect(201);
    const trashed = await send('delete', `/events/${created.body.id}`, full).expect(200);
    expect(trashed.body).toEqual([]);
    const tec = (id: number) => app.http().get(`${TEC}/events/${id}`).set(EEA).set('Authorization', `Bearer ${full}`);
    expect((await tec(created.body.id).expect(200)).body.status).toBe('trash');
    const again = await send('delete', `/events/${created.body.id}`, full).expect(410);
    expect(again.body).toMatchObject({ error: 'The entity has already been trashed.', message: 'The entity has already been trashed.', data: { status: 410 } });
    const gone = await send('delete', `/events/${created.body.id}?force=true`, full).expect(200);
    expect(gone.body).toEqual([]);
    await cal(`/events/${created.body.id}`).expect(404);
  });

  it('deletes a live event for good with force, and reads force=false as false', async () => {
    const created = await send('post', '/events', full).send(mcpEvent()).expect(201);
    await send('delete', `/events/${created.body.id}?force=false`, full).expect(200);
    const read = await app.http().get(`${TEC}/events/${created.body.id}`).set(EEA).set('Authorization', `Bearer ${full}`).expect(200);
    expect(read.body.status).toBe('trash');
    const other = await send('post', '/events', full).send(mcpEvent()).expect(201);
    await send('delete', `/events/${other.body.id}?force=true`, full).expect(200);
    await cal(`/events/${other.body.id}`).expect(404);
  });

  it('refuses callers without the right, and a missing ID, changing nothing', async () => {
    const created = await send('post', '/events', full).send(mcpEvent()).expect(201);
    const changed = await changesOf(app.strapi, async () => {
      await send('delete', `/events/${created.body.id}?force=true`, undefined, {}).expect(401);
      await send('delete', `/events/${created.body.id}?force=true`, tokens['events.update']).expect(403);
      await send('delete', `/events/${created.body.id}?force=true`, full, {}).expect(400);
      await send('delete', '/events/99999999?force=true', full).expect(403);
      await send('delete', `/events/${created.body.id}?force=maybe`, full).expect(400);
    });
    expect([...changed]).toEqual([]);
    await send('delete', `/events/${created.body.id}`, tokens['events.delete']).expect(200);
  });
});

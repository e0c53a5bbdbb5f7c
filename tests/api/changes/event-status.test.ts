import ICAL from 'ical.js';
import { TEC_ACKNOWLEDGEMENT } from '../../../src/plugins/calendar/server/core/dialects/tec-acknowledgement';
import { appForFile } from '../../helpers/app-for-file';
import { createApiToken } from '../../helpers/auth';
import { createFactories } from '../../helpers/factories';
import { changesOf } from '../../helpers/table-changes';
import { calendarClient, type CalendarClient } from '../../helpers/write-helpers';

/**
 * Events that change (issue 35): an event's status (scheduled, cancelled, postponed, rescheduled, moved
 * online) with its reason, and how it is attended (in person, online, both), written and read through the
 * REST API (both dialects), filtered in lists, told by the JSON-LD, the iCalendar feeds (STATUS, SEQUENCE,
 * CONFERENCE) and the event page, per date of a series. A caller who may not change the event changes nothing.
 */

let api: CalendarClient;
let reader: CalendarClient;
let venueId: number;

const app = appForFile({ CALENDAR_TIMEZONE: 'Europe/Lisbon' });
beforeAll(async () => {
  api = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
  reader = calendarClient(app, await createApiToken(app.strapi, 'custom', ['plugin::calendar.events.find', 'plugin::calendar.events.findOne']));
  venueId = (await createFactories(app.strapi).createVenue({ name: 'Coliseu', city: 'Lisboa', country: 'Portugal' })).postId;
});

const concert = (extra: object = {}) => ({
  title: 'Harbour concert',
  start_date: '2027-05-14 21:00:00',
  end_date: '2027-05-14 23:00:00',
  venue: venueId,
  ...extra,
});

/** The event's VEVENT in its own feed, parsed by ical.js. */
async function vevent(id: number): Promise<ICAL.Component> {
  const res = await api.get(`/events/${id}.ics`).expect(200);
  return new ICAL.Component(ICAL.parse(res.text)).getFirstSubcomponent('vevent')!;
}

describe('writing and reading the status', () => {
  it('reads scheduled and in person by default, every key present', async () => {
    const { body } = await api.post('/events', concert()).expect(201);
    expect(body).toMatchObject({
      event_status: 'scheduled',
      event_status_reason: '',
      previous_start_date: null,
      attendance_mode: 'offline',
      online_url: '',
      online_access_notes: '',
    });
  });

  it('keeps a cancelled event published, with its reason, in the JSON-LD and the feed', async () => {
    const { body } = await api.post('/events', concert({ event_status: 'cancelled', event_status_reason: 'The band is ill.' })).expect(201);
    expect(body).toMatchObject({ status: 'publish', event_status: 'cancelled', event_status_reason: 'The band is ill.' });
    const single = (await api.get(`/events/${body.id}`).expect(200)).body;
    expect(single.json_ld).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Coliseu' },
    });
    const ics = await vevent(body.id);
    expect(ics.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(String(ics.getFirstPropertyValue('description'))).toMatch(/^The band is ill\./);
  });

  it('shows a postponed event as TENTATIVE', async () => {
    const { body } = await api.post('/events', concert({ event_status: 'postponed' })).expect(201);
    expect((await vevent(body.id)).getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect((await api.get(`/events/${body.id}`)).body.json_ld.eventStatus).toBe('https://schema.org/EventPostponed');
  });

  it('keeps the former start of a rescheduled event by itself, clears it when it is scheduled again, and raises SEQUENCE', async () => {
    const { body: made } = await api.post('/events', concert()).expect(201);
    const before = Number((await vevent(made.id)).getFirstPropertyValue('sequence'));
    // SEQUENCE counts the seconds of the last change: the next change is a second later.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const moved = (await api.patch(`/events/${made.id}`, { event_status: 'rescheduled', start_date: '2027-06-04 21:00:00', end_date: '2027-06-04 23:00:00' }).expect(200)).body;
    expect(moved).toMatchObject({ event_status: 'rescheduled', previous_start_date: '2027-05-14 21:00:00', start_date: '2027-06-04 21:00:00' });
    const single = (await api.get(`/events/${made.id}`)).body;
    expect(single.json_ld).toMatchObject({ eventStatus: 'https://schema.org/EventRescheduled', previousStartDate: '2027-05-14T21:00:00+01:00' });
    const after = await vevent(made.id);
    expect(Number(after.getFirstPropertyValue('sequence'))).toBeGreaterThan(before);
    expect(after.getFirstPropertyValue('status')).toBe('CONFIRMED');
    // Moved again: the first announced start stays the former one.
    const again = (await api.patch(`/events/${made.id}`, { start_date: '2027-06-11 21:00:00', end_date: '2027-06-11 23:00:00' }).expect(200)).body;
    expect(again.previous_start_date).toBe('2027-05-14 21:00:00');
    const back = (await api.patch(`/events/${made.id}`, { event_status: 'scheduled' }).expect(200)).body;
    expect(back).toMatchObject({ event_status: 'scheduled', previous_start_date: null });
    expect((await api.get(`/events/${made.id}`)).body.json_ld.previousStartDate).toBeUndefined();
    // Nothing stale comes back: a former start sent to an event that is not rescheduled is not kept, and
    // rescheduled again it keeps the start it had then.
    await api.patch(`/events/${made.id}`, { previous_start_date: '2001-01-01 00:00:00' }).expect(200);
    const later = (await api.patch(`/events/${made.id}`, { event_status: 'rescheduled', start_date: '2027-06-18 21:00:00', end_date: '2027-06-18 23:00:00' }).expect(200)).body;
    expect(later.previous_start_date).toBe('2027-06-11 21:00:00');
  });

  it('makes a moved event online, with its link in the wire, the JSON-LD and the feed', async () => {
    const { body: made } = await api.post('/events', concert()).expect(201);
    const moved = (await api.patch(`/events/${made.id}`, { event_status: 'moved_online', online_url: 'https://meet.example/harbour', online_access_notes: 'Code 1234' }).expect(200)).body;
    expect(moved).toMatchObject({ event_status: 'moved_online', attendance_mode: 'online', online_url: 'https://meet.example/harbour', online_access_notes: 'Code 1234' });
    const ld = (await api.get(`/events/${made.id}`)).body.json_ld;
    expect(ld).toMatchObject({
      eventStatus: 'https://schema.org/EventMovedOnline',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://meet.example/harbour' },
    });
    const ics = await vevent(made.id);
    expect(ics.getFirstPropertyValue('location')).toBe('https://meet.example/harbour');
    expect(ics.getFirstProperty('conference')?.getFirstValue()).toBe('https://meet.example/harbour');
  });

  it('gives a mixed event both places in its JSON-LD', async () => {
    const { body } = await api.post('/events', concert({ attendance_mode: 'mixed', online_url: 'https://stream.example/live' })).expect(201);
    const ld = (await api.get(`/events/${body.id}`)).body.json_ld;
    expect(ld.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(ld.location).toEqual([expect.objectContaining({ '@type': 'Place' }), { '@type': 'VirtualLocation', url: 'https://stream.example/live' }]);
    expect((await vevent(body.id)).getFirstPropertyValue('location')).toMatch(/^Coliseu/);
  });

  it('hides the reason, the link and the notes of a protected event from who has not its password', async () => {
    const { body } = await api
      .post('/events', concert({ password: 'secret', event_status: 'cancelled', event_status_reason: 'Private reason', attendance_mode: 'online', online_url: 'https://meet.example/secret', online_access_notes: 'PIN 9' }))
      .expect(201);
    // A single read asks for the password (403, as the original); a list blanks the protected members.
    expect((await reader.get(`/events/${body.id}`)).status).toBe(403);
    const seen = (await reader.get(`/events?include=${body.id}`).expect(200)).body.events[0];
    expect(seen).toMatchObject({ event_status: 'cancelled', event_status_reason: '', online_url: '', online_access_notes: '', attendance_mode: 'online' });
    expect(JSON.stringify(seen)).not.toMatch(/meet\.example|PIN 9|Private reason/);
    const unlocked = (await reader.get(`/events/${body.id}?password=secret`).expect(200)).body;
    expect(unlocked.json_ld.location).toEqual({ '@type': 'VirtualLocation', url: 'https://meet.example/secret' });
    expect(unlocked).toMatchObject({ event_status_reason: 'Private reason', online_url: 'https://meet.example/secret' });
  });

  it('refuses bad values with the field named, writing nothing', async () => {
    const { body: made } = await api.post('/events', concert()).expect(201);
    for (const [body, param] of [
      [{ event_status: 'canceled' }, 'event_status'],
      [{ event_status: ['cancelled'] }, 'event_status'],
      [{ attendance_mode: 'remote' }, 'attendance_mode'],
      [{ online_url: 'javascript:alert(1)' }, 'online_url'],
      [{ online_url: 'meet.example' }, 'online_url'],
      // The column holds 255 characters: a longer link is a 400 on every database (it was a 500 on PostgreSQL).
      [{ online_url: `https://meet.example/${'a'.repeat(240)}` }, 'online_url'],
      [{ online_url: 'https://meet.example/a\r\nEND:VEVENT' }, 'online_url'],
      [{ event_status_reason: 'x'.repeat(2001) }, 'event_status_reason'],
      [{ event_status_reason: 42 }, 'event_status_reason'],
      [{ previous_start_date: 'not a date' }, 'previous_start_date'],
    ] as const) {
      const changed = await changesOf(app.strapi, async () => {
        const res = await api.patch(`/events/${made.id}`, body).expect(400);
        expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { [param]: expect.any(String) } } });
      });
      expect([param, [...changed]]).toEqual([param, []]);
      const created = await api.post('/events', concert(body));
      expect([param, created.status]).toEqual([param, 400]);
    }
  });

  it('lets no caller without the right to update the event change its status, through either namespace', async () => {
    const { body: made } = await api.post('/events', concert()).expect(201);
    const changed = await changesOf(app.strapi, async () => {
      expect((await reader.patch(`/events/${made.id}`, { event_status: 'cancelled' })).status).toBe(403);
      expect((await calendarClient(app).patch(`/events/${made.id}`, { event_status: 'cancelled' })).status).toBe(401);
      const tec = await app.http().patch(`/api/cal/tec/v1/events/${made.id}`).set('X-TEC-EEA', TEC_ACKNOWLEDGEMENT).send({ event_status: 'cancelled' });
      expect(tec.status).toBe(401);
    });
    expect([...changed]).toEqual([]);
    expect((await api.get(`/events/${made.id}`)).body.event_status).toBe('scheduled');
  });
});

describe('lists filtered by status and attendance', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    for (const [key, extra] of Object.entries({
      plain: {},
      cancelled: { event_status: 'cancelled' },
      postponed: { event_status: 'postponed' },
      online: { attendance_mode: 'online', online_url: 'https://meet.example/a' },
    })) {
      ids[key] = (await api.post('/events', concert({ title: `Filter ${key}`, start_date: '2028-02-01 10:00:00', end_date: '2028-02-01 11:00:00', ...extra })).expect(201)).body.id;
    }
  });
  const list = (query: string) => api.get(`/events?start_date=2028-02-01&end_date=2028-02-02&${query}`);

  it('lists every status by default (a cancelled event stays listed) and filters by a CSV of statuses', async () => {
    const all = (await list('').expect(200)).body.events.map((e: { id: number }) => e.id);
    expect(all).toEqual(expect.arrayContaining(Object.values(ids)));
    const res = await list('event_status=cancelled,postponed').expect(200);
    expect(res.body.events.map((e: { id: number }) => e.id).sort()).toEqual([ids.cancelled, ids.postponed].sort());
    // The filter goes on in the list's own links.
    expect(res.body.rest_url).toContain('event_status=cancelled,postponed');
    const scheduled = (await list('event_status=scheduled').expect(200)).body.events.map((e: { id: number }) => e.id);
    expect(scheduled.sort()).toEqual([ids.plain, ids.online].sort());
  });

  it('filters the same on tec/v1', async () => {
    const tec = await app
      .http()
      .get('/api/cal/tec/v1/events?start_date=2028-02-01 00:00:00&end_date=2028-02-02 00:00:00&event_status=cancelled,postponed')
      .set('X-TEC-EEA', TEC_ACKNOWLEDGEMENT)
      .expect(200);
    expect((tec.body as { id: number }[]).map((e) => e.id).sort()).toEqual([ids.cancelled, ids.postponed].sort());
  });

  it('filters by attendance, and refuses an unknown value', async () => {
    expect((await list('attendance_mode=online,mixed').expect(200)).body.events.map((e: { id: number }) => e.id)).toEqual([ids.online]);
    const bad = await list('event_status=cancelled,bogus').expect(400);
    expect(bad.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { event_status: expect.any(String) } } });
    await list('attendance_mode=').expect(400);
  });
});

describe('a date of a series', () => {
  let parent: { id: number };
  let dates: { id: number; event_status: string; recurrence_exception: boolean; start_date: string }[];
  /** The dates after the first (the first is the series' parent). */
  const occurrences = async () =>
    (await api.get(`/events?post_parent=${parent.id}&start_date=2027-01-01&end_date=2028-01-01&per_page=50`).expect(200)).body.events as typeof dates;

  beforeAll(async () => {
    parent = (
      await api
        .post('/events', { title: 'Tuesday choir', start_date: '2027-03-02 19:00:00', end_date: '2027-03-02 20:30:00', recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=4'] })
        .expect(201)
    ).body;
    dates = await occurrences();
  });

  it('cancels one date on its own: the others stay scheduled, the series feed keeps it as a cancelled override', async () => {
    const changed = await changesOf(
      app.strapi,
      () => api.patch(`/events/${dates[0].id}`, { event_status: 'cancelled', event_status_reason: 'Holiday', recurrence_scope: 'this' }).expect(200),
      { existing: true }
    );
    // The date in each of its languages, nothing else.
    expect([...changed].every((record) => record.startsWith('api::event.event:'))).toBe(true);
    expect(changed.size).toBe(1);
    const after = await occurrences();
    expect(after.map((d) => [d.id, d.event_status])).toEqual(dates.map((d, i) => [d.id, i === 0 ? 'cancelled' : 'scheduled']));
    expect(after[0].recurrence_exception).toBe(true);
    expect((await api.get(`/events/${parent.id}`)).body.event_status).toBe('scheduled');

    const feed = await api.get('/events.ics?single_events=false&start_date=2027-01-01&end_date=2028-01-01').expect(200);
    const vevents = new ICAL.Component(ICAL.parse(feed.text)).getAllSubcomponents('vevent').filter((v) => v.getFirstPropertyValue('summary') === 'Tuesday choir');
    const master = vevents.find((v) => v.hasProperty('rrule'))!;
    const override = vevents.find((v) => v.hasProperty('recurrence-id'))!;
    expect(master.getFirstPropertyValue('status')).toBe('CONFIRMED');
    // Kept as an override, not removed: subscribers see the date struck, with the reason.
    expect(master.getAllProperties('exdate')).toHaveLength(0);
    expect(override.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(String(override.getFirstPropertyValue('recurrence-id'))).toBe('2027-03-09T19:00:00');
    expect(String(override.getFirstPropertyValue('description'))).toMatch(/^Holiday/);
  });

  it('postpones the whole series from its first date (scope all)', async () => {
    await api.patch(`/events/${parent.id}`, { event_status: 'postponed' }).expect(200);
    const after = await occurrences();
    // Every date that follows the series; the cancelled date stands apart and keeps its own status.
    expect(after.map((d) => d.event_status)).toEqual(['cancelled', 'postponed', 'postponed']);
    expect((await api.get(`/events/${parent.id}`)).body.event_status).toBe('postponed');
  });
});

describe('the event page and tec/v1', () => {
  it('shows the badge, the reason and the struck dates on the page, in its language', async () => {
    const { body } = await api.post('/events', concert({ title: 'Fado night', event_status: 'cancelled', event_status_reason: 'Salle fermée' })).expect(201);
    const path = new URL(body.url).pathname;
    const en = await app.http().get(path).expect(200);
    expect(en.text).toContain('<strong class="badge status-cancelled">Cancelled</strong>');
    expect(en.text).toContain('Salle fermée');
    expect(en.text).toMatch(/<p class="when"><span class="sr-only">Cancelled: <\/span><s><time/);
    expect(en.text).toContain('"eventStatus":"https://schema.org/EventCancelled"');
    const fr = await app.http().get(`/fr${path}`);
    if (fr.status === 200) expect(fr.text).toContain('Annulé');
  });

  it('reads and writes the status through tec/v1', async () => {
    const { body: made } = await api.post('/events', concert()).expect(201);
    const token = await createApiToken(app.strapi, 'full-access');
    const patched = await app
      .http()
      .patch(`/api/cal/tec/v1/events/${made.id}`)
      .set('X-TEC-EEA', TEC_ACKNOWLEDGEMENT)
      .set('Authorization', `Bearer ${token}`)
      .send({ event_status: 'moved_online', online_url: 'https://meet.example/tec' })
      .expect(200);
    expect(patched.body).toMatchObject({ event_status: 'moved_online', attendance_mode: 'online', online_url: 'https://meet.example/tec' });
    expect((await api.get(`/events/${made.id}`)).body).toMatchObject({ event_status: 'moved_online', online_url: 'https://meet.example/tec' });
  });
});

describe('an iCalendar round trip', () => {
  it('a subscriber (node-ical) sees the cancelled date and the online link; an import of the feed keeps both', async () => {
    const { parseICS } = require('node-ical') as typeof import('node-ical');
    const parent = (
      await api
        .post('/events', { title: 'Round-trip class', start_date: '2027-09-07 18:00:00', end_date: '2027-09-07 19:00:00', recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=3'] })
        .expect(201)
    ).body;
    const second = (await api.get(`/events?post_parent=${parent.id}&start_date=2027-09-01&end_date=2027-10-01`).expect(200)).body.events[0];
    await api.patch(`/events/${second.id}`, { event_status: 'cancelled', event_status_reason: 'Snow', recurrence_scope: 'this' }).expect(200);
    await api.post('/events', { title: 'Round-trip talk', start_date: '2027-09-10 18:00:00', end_date: '2027-09-10 19:00:00', attendance_mode: 'online', online_url: 'https://meet.example/talk' }).expect(201);
    await api.post('/events', { title: 'Round-trip fair', start_date: '2027-09-11 10:00:00', end_date: '2027-09-11 18:00:00', event_status: 'postponed' }).expect(201);

    const feed = (await api.get('/events.ics?single_events=false&start_date=2027-09-01&end_date=2027-10-01').expect(200)).text;
    const parsed = Object.values(parseICS(feed)).filter((item) => item?.type === 'VEVENT') as Array<Record<string, any>>;
    const master = parsed.find((item) => item.summary === 'Round-trip class')!;
    // node-ical keys an override by its date and by its date-time: one object under two keys.
    const cancelled = [...new Set(Object.values(master.recurrences ?? {}))] as Array<Record<string, any>>;
    expect(cancelled.map((item) => item.status)).toEqual(['CANCELLED']);
    expect(master.status).toBe('CONFIRMED');
    expect(parsed.find((item) => item.summary === 'Round-trip talk')).toMatchObject({ location: 'https://meet.example/talk' });

    const fs = require('fs') as typeof import('fs');
    const file = require('path').join(fs.mkdtempSync(require('path').join(require('os').tmpdir(), 'round-trip-')), 'feed.ics');
    fs.writeFileSync(file, feed);
    const { runIcsImport } = require('../../../src/plugins/calendar/server/features/import') as typeof import('../../../src/plugins/calendar/server/features/import');
    const summary = await runIcsImport(app.strapi, { from: file, language: 'fr' });
    expect(summary.failed).toBe(false);
    const imported = (await api.get('/events?ml_language=fr&start_date=2027-09-01&end_date=2027-10-01&per_page=50').expect(200)).body.events as Array<Record<string, any>>;
    const classes = imported.filter((e) => e.title === 'Round-trip class').sort((a, b) => a.start_date.localeCompare(b.start_date));
    expect(classes.map((e) => [e.start_date, e.event_status])).toEqual([
      ['2027-09-07 18:00:00', 'scheduled'],
      ['2027-09-14 18:00:00', 'cancelled'],
      ['2027-09-21 18:00:00', 'scheduled'],
    ]);
    expect(imported.find((e) => e.title === 'Round-trip talk')).toMatchObject({ attendance_mode: 'online', online_url: 'https://meet.example/talk', venue: [] });
    // STATUS cannot say postponed (TENTATIVE): our X-EVENT-STATUS does, and is read back.
    expect(imported.find((e) => e.title === 'Round-trip fair')).toMatchObject({ event_status: 'postponed' });
    // Another feed's TENTATIVE ("not confirmed") is no postponement.
    const other = file.replace(/feed\.ics$/, 'other.ics');
    fs.writeFileSync(other, ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Other//EN', 'BEGIN:VEVENT', 'UID:tentative@other.example', 'DTSTAMP:20261101T090000Z',
      'DTSTART:20270912T100000Z', 'DTEND:20270912T110000Z', 'STATUS:TENTATIVE', 'SUMMARY:Maybe meeting', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n'));
    await runIcsImport(app.strapi, { from: other });
    const maybe = (await api.get('/events?search=Maybe&start_date=2027-09-01&end_date=2027-10-01').expect(200)).body.events[0];
    expect(maybe.event_status).toBe('scheduled');
  });
});

describe('the admin form (the Content Manager sends every field)', () => {
  it('keeps the former start of an event rescheduled from the form, and clears it when the form sets another status', async () => {
    const { createAdminToken } = require('../../helpers/auth') as typeof import('../../helpers/auth');
    const admin = await createAdminToken(app);
    const cm = (method: 'post' | 'put', rest = '') => app.http()[method](`/content-manager/collection-types/api::event.event${rest}?locale=en`).set('Authorization', `Bearer ${admin}`);
    const created = (await cm('post').send({ title: 'Form concert', postStatus: 'publish', startDate: '2027-10-01T19:00:00.000Z', endDate: '2027-10-01T21:00:00.000Z' }).expect(201)).body.data;
    const moved = { ...created, eventStatus: 'rescheduled', startDate: '2027-10-08T19:00:00.000Z', endDate: '2027-10-08T21:00:00.000Z' };
    await cm('put', `/${created.documentId}`).send(moved).expect(200);
    expect((await api.get(`/events/${created.postId}`).expect(200)).body).toMatchObject({ event_status: 'rescheduled', previous_start_date: '2027-10-01 20:00:00', start_date: '2027-10-08 20:00:00' });
    const stored = (await cm('put', `/${created.documentId}`).send({ ...moved, title: 'Form concert, moved' }).expect(200)).body.data;
    // The form sends the former start it shows; how the event is attended stays what the form says.
    const again = (await cm('put', `/${created.documentId}`).send({ ...stored, eventStatus: 'moved_online', attendanceMode: 'offline' }).expect(200)).body.data;
    expect(again).toMatchObject({ eventStatus: 'moved_online', attendanceMode: 'offline', previousStartDate: null });
  });

  it('refuses an online link that is not a web address or holds a line break, from the form too; nothing is written', async () => {
    const { createAdminToken } = require('../../helpers/auth') as typeof import('../../helpers/auth');
    const admin = await createAdminToken(app);
    const cm = (method: 'post' | 'put', rest = '') => app.http()[method](`/content-manager/collection-types/api::event.event${rest}?locale=en`).set('Authorization', `Bearer ${admin}`);
    const base = { title: 'Form online', postStatus: 'publish', startDate: '2027-10-02T19:00:00.000Z', endDate: '2027-10-02T21:00:00.000Z', attendanceMode: 'online' };
    const created = (await cm('post').send({ ...base, onlineUrl: 'https://meet.example/ok' }).expect(201)).body.data;
    for (const onlineUrl of ['https://x.example/a\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:INJECTED', 'javascript:alert(1)', 'https://x.example/a b', `https://x.example/${'a'.repeat(300)}`]) {
      const changed = await changesOf(app.strapi, async () => {
        expect((await cm('post').send({ ...base, onlineUrl })).status).toBe(400);
        expect((await cm('put', `/${created.documentId}`).send({ ...created, onlineUrl })).status).toBe(400);
      });
      expect([onlineUrl.slice(0, 30), [...changed]]).toEqual([onlineUrl.slice(0, 30), []]);
    }
    const feed = (await api.get(`/events/${created.postId}.ics`).expect(200)).text;
    expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });
});

import { createApiToken } from '../../helpers/auth';
import { createFactories } from '../../helpers/factories';
import { appForFile } from '../../helpers/app-for-file';
import { calendarClient, type CalendarClient } from '../../helpers/write-helpers';

/**
 * A site whose time zone is a WordPress manual offset (issue 13, item 5): `UTC+5.5` here, a half-hour
 * offset so that a date computed on the wrong clock shows. Records without a zone of their own report
 * the offset as the original does (`"timezone": "UTC+5.5"`, `"timezone_abbr": "UTC+5.5"`).
 */

let api: CalendarClient;

const app = appForFile({ CALENDAR_TIMEZONE: 'UTC+5.5' });
beforeAll(async () => {
  api = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
});

describe('a site on UTC+5.5', () => {
  it('gives an event created without a zone the site offset, its times read on that clock', async () => {
    const res = await api.post('/events', { title: 'Offset site', start_date: '2027-06-01 18:00:00', end_date: '2027-06-01 20:00:00' }).expect(201);
    expect(res.body).toMatchObject({
      timezone: 'UTC+5.5',
      timezone_abbr: 'UTC+5.5',
      start_date: '2027-06-01 18:00:00',
      end_date: '2027-06-01 20:00:00',
      utc_start_date: '2027-06-01 12:30:00',
      utc_end_date: '2027-06-01 14:30:00',
    });
    const read = await api.get(`/events/${res.body.id}`).expect(200);
    expect(read.body.json_ld).toMatchObject({ startDate: '2027-06-01T18:00:00+05:30' });
  });

  it('reports the site offset for a record stored without a zone (made in the admin or by a script)', async () => {
    const doc = await createFactories(app.strapi).createEvent({ title: 'Zoneless', timezone: null, startDate: new Date('2027-07-01T06:30:00Z') });
    const res = await api.get(`/events/${doc.postId}`).expect(200);
    expect(res.body).toMatchObject({ timezone: 'UTC+5.5', timezone_abbr: 'UTC+5.5', start_date: '2027-07-01 12:00:00' });
  });

  it('reads a publication date on the site clock', async () => {
    const res = await api.post('/venues', { venue: 'Dated on the offset', date: '2027-01-01 10:00:00' }).expect(201);
    expect(res.body).toMatchObject({ date: '2027-01-01 10:00:00', date_utc: '2027-01-01 04:30:00' });
  });

  it('computes the default list window and date filters on the site clock', async () => {
    const res = await api.get('/events?start_date=2027-06-01&end_date=2027-06-01').expect(200);
    expect(res.body.rest_url).toContain('start_date=2027-06-01 00:00:00&end_date=2027-06-01 23:59:59');
    expect(res.body.events.map((e: { title: string }) => e.title)).toEqual(['Offset site']);
    await api.get('/events').expect(200);
  });

  it('keeps an event zone of its own', async () => {
    const res = await api
      .post('/events', { title: 'Own zone', start_date: '2027-06-02 18:00:00', end_date: '2027-06-02 20:00:00', timezone: 'Europe/Lisbon' })
      .expect(201);
    expect(res.body).toMatchObject({ timezone: 'Europe/Lisbon', timezone_abbr: 'WEST', utc_start_date: '2027-06-02 17:00:00' });
  });
});

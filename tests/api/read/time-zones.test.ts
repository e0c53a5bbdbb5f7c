import { createFactories, type Doc } from '../../helpers/factories';
import { appForFile } from '../../helpers/app-for-file';
import { get, idsOf, NS_URL, utcDay } from '../../helpers/wire';

/**
 * GET /events on a site east of UTC (Asia/Tokyo, UTC+9, no DST): the default window and the date
 * filters are computed in the site time zone (contract 5.1, 5.2); post dates are shown in it.
 */

const fx: Record<string, Doc> = {};
const utc = (iso: string) => new Date(`${iso}Z`);
const at = (days: number, hour: number, minute = 0) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour, minute));
};

const app = appForFile({ CALENDAR_TIMEZONE: 'Asia/Tokyo' });
beforeAll(async () => {
  const f = createFactories(app.strapi);
  // 00:30 and 23:00 Tokyo time around the start of the UTC date of today.
  fx.todayTokyo = await f.createEvent({ title: 'Today in Tokyo', startDate: at(-1, 15, 30) });
  fx.yesterdayTokyo = await f.createEvent({ title: 'Yesterday in Tokyo', startDate: at(-1, 14) });
  fx.dated = await f.createEvent({ title: 'Dated', startDate: utc('2031-03-09T16:00:00'), postDate: utc('2026-01-15T09:30:00') });
  fx.before = await f.createEvent({ title: 'Before', startDate: utc('2031-03-09T14:00:00') });
  fx.strictLate = await f.createEvent({ title: 'Strict late', startDate: utc('2031-03-10T11:00:00') });
  fx.strictEarly = await f.createEvent({ title: 'Strict early', startDate: utc('2031-03-10T09:00:00') });
});

describe('GET /events on an Asia/Tokyo site', () => {
  it('starts the default window at 00:00 of the site date of "yesterday 23:59 UTC" (today, east of UTC)', async () => {
    const res = await get(app, '/events').expect(200);
    expect(res.body.rest_url).toBe(
      `${NS_URL}/events/?page=1&per_page=12&start_date=${utcDay(0)} 00:00:00&end_date=${utcDay(0, 24)} 23:59:59&status=publish`
    );
    expect(idsOf(res.body.events)).toContain(fx.todayTokyo.postId);
    expect(idsOf(res.body.events)).not.toContain(fx.yesterdayTokyo.postId);
  });

  it('reads an inclusive start_date as the whole site day', async () => {
    const ids = idsOf((await get(app, '/events?start_date=2031-03-10&end_date=2031-12-31').expect(200)).body.events);
    expect(ids).toContain(fx.dated.postId);
    expect(ids).not.toContain(fx.before.postId);
  });

  it('reads a strict date without offset as UTC, echoed in site time', async () => {
    const res = await get(app, '/events?start_date=2031-03-10 10:00:00&end_date=2031-12-31&strict_dates=1').expect(200);
    expect(idsOf(res.body.events)).toEqual([fx.strictLate.postId]);
    expect(res.body.rest_url).toContain('start_date=2031-03-10 19:00:00&');
  });

  it('shows wall times and post dates in the site time zone', async () => {
    const { body } = await get(app, `/events/${fx.dated.postId}`).expect(200);
    expect(body).toMatchObject({
      date: '2026-01-15 18:30:00',
      date_utc: '2026-01-15 09:30:00',
      start_date: '2031-03-10 01:00:00',
      utc_start_date: '2031-03-09 16:00:00',
      timezone: 'Asia/Tokyo',
      timezone_abbr: 'JST',
    });
  });
});

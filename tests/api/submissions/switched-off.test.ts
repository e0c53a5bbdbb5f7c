import { createAdminToken } from '../../helpers/auth';
import { appForFile } from '../../helpers/app-for-file';
import { calendarClient, countAll } from '../../helpers/write-helpers';

/** A site that takes no submissions (CALENDAR_SUBMISSIONS=false), and one without a mail server: what each says. */
const app = appForFile({ CALENDAR_SUBMISSIONS: 'false' });

describe('submissions switched off', () => {
  it('refuses the challenge and every submission, serves no form page, stores nothing', async () => {
    const visitor = calendarClient(app);
    const before = await countAll(app.strapi);
    const challenge = await visitor.get('/submissions/challenge');
    expect([challenge.status, challenge.body.code]).toEqual([403, 'cal_submissions_closed']);
    const sent = await visitor.post('/submissions', { title: 'Closed', start_date: '2031-10-01 10:00:00', end_date: '2031-10-01 11:00:00' });
    expect([sent.status, sent.body.code]).toEqual([403, 'cal_submissions_closed']);
    expect((await app.http().get('/calendar/submit')).status).toBe(404);
    expect((await app.http().get('/fr/calendar/submission/S-ABCDEFGHJK')).status).toBe(404);
    expect(await countAll(app.strapi)).toEqual(before);
  });

  it('tells editors that no mail goes out when no mail server is configured', async () => {
    const admin = await createAdminToken(app);
    const summary = await app.http().get('/calendar/submissions/summary').set('Authorization', `Bearer ${admin}`).expect(200);
    expect(summary.body).toEqual({ pending: 0, mail: false });
    const home = await app.http().get('/calendar/home').set('Authorization', `Bearer ${admin}`).expect(200);
    expect(home.body.submissions).toEqual({ pending: 0, mail: false, locale: null });
  });
});

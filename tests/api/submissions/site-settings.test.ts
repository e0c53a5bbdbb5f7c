import { solvedChallenge } from '../../helpers/altcha';
import { createUserJwt } from '../../helpers/auth';
import { appForFile } from '../../helpers/app-for-file';
import { calendarClient, countAll } from '../../helpers/write-helpers';

/**
 * What a site owner restricts (docs/submissions.md "For site owners"): submissions from signed-in users only,
 * blocked addresses (behind a proxy, the client's address is X-Forwarded-For's), and the per-address limit
 * counted per client address, not per proxy.
 */
const app = appForFile({
  CALENDAR_SUBMISSIONS_REQUIRE_SIGN_IN: 'true',
  CALENDAR_SUBMISSIONS_BLOCKED_ADDRESSES: '203.0.113.,2001:db8::66',
  CALENDAR_SUBMISSIONS_PER_ADDRESS: '2',
  CALENDAR_SUBMISSIONS_CHALLENGE_MAX_NUMBER: '1000',
  IS_PROXIED: 'true',
});

const proposal = (altcha: string) => ({
  title: 'Signed-in proposal',
  start_date: '2031-10-01 10:00:00',
  end_date: '2031-10-01 11:00:00',
  submitter_name: 'Member',
  submitter_email: 'member@visitor.example',
  consent: true,
  altcha,
});

describe('a site that restricts submissions', () => {
  it('takes them from signed-in users only, from addresses not blocked, within each address limit', async () => {
    const anonymous = calendarClient(app);
    const member = await createUserJwt(app);
    const signedIn = calendarClient(app, member);
    const before = (await countAll(app.strapi)).event;
    const send = (client: typeof anonymous, address: string) => async () =>
      client.post('/submissions', proposal(await solvedChallenge(anonymous))).set('X-Forwarded-For', address);

    const refused = await send(anonymous, '198.51.100.1')();
    expect([refused.status, refused.body.code]).toEqual([401, 'rest_forbidden']);
    // A user with no calendar right at all may submit: signing in is all the site asks.
    expect((await send(signedIn, '198.51.100.1')()).status).toBe(201);
    for (const address of ['203.0.113.9', '2001:db8::66']) {
      const blocked = await send(signedIn, address)();
      expect([address, blocked.status, blocked.body.code]).toEqual([address, 403, 'cal_submission_refused']);
    }
    // Two per address: the third from one address is refused, another address still has its own.
    expect((await send(signedIn, '198.51.100.1')()).status).toBe(201);
    expect((await send(signedIn, '198.51.100.1')()).status).toBe(429);
    expect((await send(signedIn, '198.51.100.2')()).status).toBe(201);
    expect((await countAll(app.strapi)).event).toBe(before + 3);
  });
});

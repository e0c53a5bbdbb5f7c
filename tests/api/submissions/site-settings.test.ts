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

const proposal = (altcha: string, email = 'member@visitor.example') => ({
  title: 'Signed-in proposal',
  start_date: '2031-10-01 10:00:00',
  end_date: '2031-10-01 11:00:00',
  submitter_name: 'Member',
  submitter_email: email,
  consent: true,
  altcha,
});

describe('a site that restricts submissions', () => {
  it('takes them from signed-in users only, from addresses not blocked, within each address limit', async () => {
    const anonymous = calendarClient(app);
    const member = await createUserJwt(app);
    const signedIn = calendarClient(app, member);
    const before = (await countAll(app.strapi)).event;
    const send = (client: typeof anonymous, address: string, email?: string) => async () =>
      client.post('/submissions', proposal(await solvedChallenge(anonymous), email)).set('X-Forwarded-For', address);

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
    expect((await send(signedIn, '198.51.100.1', 'other@visitor.example')()).status).toBe(429);
    expect((await send(signedIn, '198.51.100.2', 'other@visitor.example')()).status).toBe(201);
    // And as many per submitter e-mail, whatever the address: the receipts cannot be turned on someone's mailbox.
    const sameMail = await send(signedIn, '198.51.100.3', 'MEMBER@visitor.example')();
    expect([sameMail.status, sameMail.body.code]).toEqual([429, 'cal_too_many_submissions']);
    expect((await countAll(app.strapi)).event).toBe(before + 3);
  });
});
